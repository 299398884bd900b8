// DogBunny's edges, their conditions and its goals' kinds have caps, as its nodes and animals
// have. Edges (MAX_EDGES): 1 MiB of text holds
// some 23,000 edges between 256 nodes, every one under the caps the reader had, and the built
// app, opening such a file, spent 3 to 5.6 s at a time in the page's thread (four times) before
// the board showed, then 16 s opening the editor; 4,000 edges took 5 s there. A condition
// (MAX_CONDITION): 803 edges each naming 254 nodes held the page for minutes. Goals' kinds (at
// most MAX_ANIMALS, as each needs an animal of its kind): 65,000 goal lines of as many kinds
// gave as many problems, all said in one alert.
import { describe, expect, it } from 'vitest';
import { MAX_ANIMALS, MAX_CONDITION, MAX_EDGES, MAX_NODES, parseDogBunny } from '../../../src/puzzles/dogbunny/format.ts';
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

describe('a DogBunny condition names at most MAX_CONDITION nodes', () => {
  const edge = (names: number) => `node a\nnode b\n${NODES.slice(0, names).map((n) => `node ${n}`).join('\n')}\nedge a -> b if ${NODES.slice(0, names).map((n, i) => (i % 2 ? `!${n}` : n)).join(' ')}\n`;
  it(`reads a condition of ${MAX_CONDITION} nodes, and refuses one more at the first past the cap`, () => {
    const parsed = parseDogBunny(edge(MAX_CONDITION));
    expect(parsed.ok && parsed.level.edges[0]!.occupied.length + parsed.level.edges[0]!.empty.length).toBe(MAX_CONDITION);
    const text = edge(254);
    const line = text.split('\n').length - 1;
    // (the first name past the cap: n16, named to be occupied)
    const column = text.split('\n')[line - 1]!.indexOf(` n${MAX_CONDITION} `) + 2;
    expect(parseDogBunny(text)).toEqual({ ok: false, error: { line, column, message: `this condition names 254 nodes; a condition names at most ${MAX_CONDITION}` } });
  });
});

describe("a DogBunny level's goals are for at most MAX_ANIMALS kinds", () => {
  const goals = (kinds: number) => `node a\nnode b\nedge a -> b\n${Array.from({ length: kinds }, (_, i) => `k${i} a\ngoal k${i} b`).join('\n')}\n`;
  it(`reads goals for ${MAX_ANIMALS} kinds, and refuses the goal of one kind more`, () => {
    expect(parseDogBunny(goals(MAX_ANIMALS)).ok).toBe(true);
    const text = `${goals(MAX_ANIMALS)}goal more b\n`;
    expect(parseDogBunny(text)).toEqual({
      ok: false,
      error: { line: 3 + 2 * MAX_ANIMALS + 1, column: 6, message: `a goal for one kind of animal too many: the level has goals for more than ${MAX_ANIMALS} kinds; at most ${MAX_ANIMALS} are read` },
    });
    // a goal line of a kind it has does not count again
    expect(parseDogBunny(`${goals(MAX_ANIMALS)}goal k0 a\n`).ok).toBe(true);
  });
});
