// The solver's build (scripts/solverBuild.mjs), which an answer kept in the browser carries: it
// changes with any source of the rules and the search, and with nothing else.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { solverBuild } from '../../../scripts/solverBuild.mjs';

function tree(files: Record<string, string>): string {
  const root = mkdtempSync(join(tmpdir(), 'solver-build-'));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(join(root, path, '..'), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  return root;
}

describe("the solver's build", () => {
  const base = { 'src/engine/bfs.ts': 'export const a = 1;\n', 'src/puzzles/bars/rules.ts': 'export const b = 2;\n', 'src/puzzles/bars/Board.tsx': 'x', 'src/app/App.tsx': 'y' };

  it('is the same for the same sources, and changes with a rule, a new source or a source moved', () => {
    const build = solverBuild(tree(base));
    expect(build).toMatch(/^[\w-]{12}$/);
    expect(solverBuild(tree(base))).toBe(build);
    expect(solverBuild(tree({ ...base, 'src/puzzles/bars/rules.ts': 'export const b = 3;\n' }))).not.toBe(build);
    expect(solverBuild(tree({ ...base, 'src/engine/astar.ts': '' }))).not.toBe(build);
    const { 'src/engine/bfs.ts': moved, ...rest } = base;
    expect(solverBuild(tree({ ...rest, 'src/engine/search.ts': moved }))).not.toBe(build);
  });

  it("does not change with the screen's code nor anything outside the engine and the families", () => {
    const build = solverBuild(tree(base));
    expect(solverBuild(tree({ ...base, 'src/puzzles/bars/Board.tsx': 'z', 'src/app/App.tsx': 'w', 'src/app/store.ts': 'v', 'src/engine/types.d.ts': 'declare const x: 1;' }))).toBe(build);
  });
});
