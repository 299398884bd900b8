// The layers import downward only (docs/ARCHITECTURE.md): read every import of src (static,
// dynamic and type-only) and check each against the rules below, so the layers stay true.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = resolve('src');
const IMPORT = /\b(?:import|export)\s*(?:type\s+)?(?:[\w*{}\s,$]*?\s*from\s*)?['"]([^'"]+)['"]|\bimport\(\s*['"]([^'"]+)['"]\s*\)/g;

function walk(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? walk(join(dir, e.name)) : /\.(ts|tsx)$/.test(e.name) ? [join(dir, e.name)] : [],
  );
}

/** src-relative path → what it imports (src-relative paths, or package names) */
const graph = new Map<string, string[]>();
for (const file of walk(SRC)) {
  const text = readFileSync(file, 'utf8').replace(/^\s*\/\/.*$/gm, '');
  const targets: string[] = [];
  for (const m of text.matchAll(IMPORT)) {
    const spec = m[1] ?? m[2]!;
    targets.push(spec.startsWith('.') ? relative(SRC, resolve(dirname(file), spec)) : spec);
  }
  graph.set(relative(SRC, file), targets);
}

const under = (dir: string) => (p: string) => p.startsWith(`${dir}/`);
const isFamilyFile = (p: string) => /^puzzles\/[^/]+\//.test(p);
const isScreen = (p: string) => ['app', 'editor', 'view', 'share'].some((d) => under(d)(p)) || p.endsWith('.tsx') || p === 'react' || p.startsWith('react-dom');

/** Every module reachable from the given ones. */
function closure(roots: string[]): Set<string> {
  const seen = new Set<string>();
  const queue = [...roots];
  while (queue.length) {
    const at = queue.pop()!;
    if (seen.has(at)) continue;
    seen.add(at);
    for (const t of graph.get(at) ?? []) if (graph.has(t) || !t.includes('/') || t.startsWith('react')) queue.push(t);
  }
  return seen;
}

/** Imports breaking a rule: "from → to". */
function breaking(from: (p: string) => boolean, bad: (to: string, from: string) => boolean): string[] {
  const out: string[] = [];
  for (const [file, targets] of graph) if (from(file)) for (const t of targets) if (bad(t, file)) out.push(`${file} → ${t}`);
  return out;
}

describe('layers import downward only', () => {
  it('finds the source files and their imports', () => {
    expect(graph.get('app/App.tsx')).toContain('app/store.ts');
    expect(graph.size).toBeGreaterThan(50);
  });

  it('browser storage (src/storage) imports nothing outside it: the solver\'s client, the editor and sharing all keep their values through it', () => {
    expect(breaking(under('storage'), (t) => !under('storage')(t) && t.includes('/'))).toEqual([]);
  });

  it('the engine imports nothing outside src/engine', () => {
    expect(breaking(under('engine'), (t) => !under('engine')(t) && t.includes('/'))).toEqual([]);
  });

  it('what the worker, the CLI and the rules reach holds no screen code (app, editor, view, share, React)', () => {
    const roots = [...graph.keys()].filter((p) => under('worker')(p) || under('cli')(p));
    const reached = closure([...roots, 'puzzles/registry.ts', 'puzzles/solve.ts', 'puzzles/load.ts']);
    expect([...reached].filter(isScreen)).toEqual([]);
  });

  it('the editor kit imports no family (only the shared contract in puzzles/types.ts) and nothing of the app', () => {
    expect(breaking(under('editor'), (t) => isFamilyFile(t) || t === 'puzzles/registry.ts' || under('app')(t))).toEqual([]);
  });

  it('the shared view module imports no family, no app, no editor', () => {
    expect(breaking(under('view'), (t) => isFamilyFile(t) || ['app', 'editor', 'share'].some((d) => under(d)(t)))).toEqual([]);
  });

  it("families' views import nothing from the app", () => {
    expect(breaking(isFamilyFile, (t) => under('app')(t) || under('share')(t))).toEqual([]);
  });

  it('sharing imports nothing from the app (the app hands the link sync its store)', () => {
    expect(breaking(under('share'), (t) => under('app')(t))).toEqual([]);
  });
});
