// DogBunny's words on tangled maps of some 50 edges, placed where they were when placing them
// cost 60-85 ms of CPU (three seeded random graphs, a fourth of sizes): a change made for speed
// keeps every box. The digests are of the placements since conditions are kept from lying as near
// another condition's edge as their own, measured from their box (conditionOwnEdge.test.ts), nor,
// touching their own, as near an edge with no condition, nor across another edge (clashes
// 1293/258/577/1434 before), a name on its own node's edge costs 14, not 10 (2533362's before), and a
// condition whose middle is as near another edge as its own costs 2 (seeds 2 and 3's boxes moved, their clashes the same).
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { laidOut } from './laidOut.ts';

/** a graph of n nodes (some with long names, placed or left to autoLayout) and up to m edges, most with a condition, seeded */
function tangled(seed: number, n: number, m: number, placedNodes: boolean): string {
  let s = seed;
  const rnd = () => (s = (s * 1103515245 + 12345) % 2147483648) / 2147483648;
  const lines: string[] = [];
  const taken = new Set<string>();
  const across = Math.ceil(Math.sqrt(n) * 1.5);
  for (let i = 0; i < n; i++) {
    let x: number;
    let y: number;
    do [x, y] = [Math.floor(rnd() * across), Math.floor(rnd() * across)];
    while (taken.has(`${x},${y}`));
    taken.add(`${x},${y}`);
    lines.push(`node n${i}${rnd() < 0.3 ? '-long_name' : ''}${placedNodes ? ` ${x} ${y}` : ''}`);
  }
  const names = lines.map((l) => l.split(' ')[1]!);
  const any = () => names[Math.floor(rnd() * n)]!;
  for (let k = 0; k < m; k++) {
    const [a, b] = [any(), any()];
    if (a === b) continue;
    const [c1, c2] = [any(), any()];
    const c = rnd() < 0.6 ? ` if ${c1}${rnd() < 0.3 && c2 !== c1 ? ` !${c2}` : ''}` : '';
    lines.push(`edge ${a} ${rnd() < 0.5 ? '->' : '<->'} ${b}${c}`);
  }
  return [...lines, `bunny ${names[0]}`, `dog ${names[1]}`, `goal bunny ${names[n - 1]}`, `goal dog ${names[3]}`].join('\n');
}

function digest(text: string, grow: number, leastFont: number) {
  const { level, placed } = laidOut(text, leastFont, grow);
  return { edges: level.edges.length, clashes: placed.clashes, digest: createHash('sha256').update(JSON.stringify([placed.nodes, placed.edges])).digest('hex').slice(0, 16) };
}

describe('DogBunny: words on tangled maps', () => {
  it.each([
    [1, 28, 56, true, 1.3, 7.2, { edges: 54, clashes: 1277, digest: 'be34d9db08128b9f' }],
    [2, 24, 52, false, 1, 8.6, { edges: 51, clashes: 258, digest: '2f19e813337daceb' }],
    [3, 37, 54, true, 1, 7.2, { edges: 53, clashes: 587, digest: '3a6cfe02a2a734e5' }],
    [4, 10, 44, true, 1.3, 10, { edges: 38, clashes: 1277, digest: 'b3a36f7b4738f650' }],
  ] as const)('seed %i: %i nodes, %i edges tried, placed %s, %f times their size, least %f', (seed, n, m, placedNodes, grow, leastFont, was) => {
    expect(digest(tangled(seed, n, m, placedNodes), grow, leastFont)).toEqual(was);
  });
});
