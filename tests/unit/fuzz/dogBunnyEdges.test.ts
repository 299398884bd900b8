// DogBunny's edges have a cap (MAX_EDGES), as its nodes and animals have: 1 MiB of text holds
// some 23,000 edges between 256 nodes, every one under the caps the reader had, and the built
// app, opening such a file, spent 3 to 5.6 s at a time in the page's thread (four times) before
// the board showed, then 16 s opening the editor; 4,000 edges took 5 s there.
import { describe, expect, it } from 'vitest';
import { MAX_EDGES, MAX_NODES, parseDogBunny } from '../../../src/puzzles/dogbunny/format.ts';
import { loadLevel } from '../../../src/puzzles/load.ts';
import { readLevelText } from '../../../src/share/levelFile.ts';

const NODES = Array.from({ length: MAX_NODES }, (_, i) => `n${i}`);
/** every node declared, then `edges` edges among them, each with a condition, then an animal and its goal */
function graph(edges: number): string {
  const lines = NODES.map((n) => `node ${n}`);
  for (let i = 0; lines.length < MAX_NODES + edges; i++) {
    const [a, b] = [NODES[i % MAX_NODES]!, NODES[(i * 7 + 1) % MAX_NODES]!];
    if (a !== b) lines.push(`edge ${a} <-> ${b} if ${NODES[(i + 3) % MAX_NODES] === a || NODES[(i + 3) % MAX_NODES] === b ? '!n255' : NODES[(i + 3) % MAX_NODES]}`);
  }
  return `${[...lines, 'bunny n0', 'goal bunny n5'].join('\n')}\n`;
}

describe('a DogBunny level has at most MAX_EDGES edges', () => {
  it(`reads ${MAX_EDGES} edges, more than the large layouts are tested on (768)`, () => {
    expect(MAX_EDGES).toBeGreaterThanOrEqual(768);
    const parsed = parseDogBunny(graph(MAX_EDGES));
    expect(parsed.ok && parsed.level.edges.length).toBe(MAX_EDGES);
  });

  it('refuses the one edge too many at its line, saying the cap', () => {
    const text = graph(MAX_EDGES + 1);
    expect(parseDogBunny(text)).toEqual({
      ok: false,
      error: { line: MAX_NODES + MAX_EDGES + 1, column: 1, message: `one edge too many: the level has more than 1,024 edges; at most 1,024 are read` },
    });
    expect(loadLevel('dogbunny', text)).toMatchObject({ ok: false, line: MAX_NODES + MAX_EDGES + 1, column: 1 });
  });

  it('refuses a 1 MiB text of edges at the first past the cap; Open file says so', () => {
    const text = graph(40_000).slice(0, 1_048_576);
    expect(text.split('\n').length).toBeGreaterThan(20_000);
    const parsed = parseDogBunny(text);
    expect(parsed.ok ? 'read' : parsed.error).toMatchObject({ line: MAX_NODES + MAX_EDGES + 1, column: 1 });
    const opened = readLevelText(text, 'many.txt');
    expect(opened.kind === 'refused' && opened.message).toContain(`line ${MAX_NODES + MAX_EDGES + 1}, column 1: one edge too many`);
  });
});
