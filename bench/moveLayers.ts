// The whole breadth-first search of a Move level of up to four dots, layer by layer, against which
// the estimate (src/puzzles/move/estimate.ts) is measured: `npx tsx bench/moveLayers.ts SPEC...`,
// a SPEC being a seeded random level's name (r12-2x2-w0.1-s1, as randomLevels.ts's measuredSpec)
// or a path to a level's text. One bit a tuple of cells (144^4 bits for a 12x12: 54 MB), so a
// space of tens of millions is counted in a minute or so (r12-2x2-w0.1-s1's 26.9 M to its win in
// 14 s, its whole 60.0 M in 35 s). Stopped after the layer with the win, or past --most positions
// (default 45 M; with --past-win, on past the win to there). Prints a JSON line a level: its
// layers, the win's depth (null: none within them) and the positions stored to the last layer;
// with --estimate, also what the estimate says (its states) and its CPU time, a first call.
// bench/levels/move/meetLayers.jsonl holds its lines for the 27 levels that the estimate counts
// to their optimum (estimate.ts's toDepthOf), so that a change to it is weighed without them.
import { readFileSync } from 'node:fs';
import { move } from '../src/puzzles/move/index.ts';
import { estimateMoveSearch } from '../src/puzzles/move/estimate.ts';
import type { MoveLevel } from '../src/puzzles/move/format.ts';
import { moveSolver } from '../src/puzzles/move/solver.ts';
import { measuredSpec, randomMoveLevel } from '../tests/unit/move/randomLevels.ts';

/** A level's text from its measured name (r{size}-{colours}x{perColour}-w{walls}-s{n}) or its file. */
export function levelText(spec: string): string {
  const m = /^r(\d+)-(\d+)x(\d+)-w([\d.]+)-s(\d+)$/.exec(spec);
  if (!m) return readFileSync(spec, 'utf8');
  const [size, colours, perColour, walls, n] = m.slice(1).map(Number) as [number, number, number, number, number];
  return randomMoveLevel(measuredSpec(size, colours, perColour, walls, n));
}

export function parsed(text: string): MoveLevel {
  const p = move.parse(text);
  if (!p.ok) throw new Error('level does not parse');
  return p.level;
}

/** The layers of the level's breadth-first search, to the win's layer or past `most` positions. */
export function wholeLayers(level: MoveLevel, most: number, pastWin = false): { layers: number[]; optimum: number | null; ended: boolean } {
  const n = level.dots.length;
  if (n > 4) throw new Error('up to four dots');
  const cells = level.width * level.height;
  const problem = moveSolver.compile(level);
  const seen = new Uint8Array(Math.ceil(cells ** n / 8));
  const index = (s: Uint32Array, off: number) => {
    let i = 0;
    for (let k = 0; k < n; k++) i = i * cells + ((s[off]! >>> (k << 3)) & 0xff);
    return i;
  };
  let frontier = new Uint32Array(1);
  problem.writeInitial(frontier);
  seen[index(frontier, 0) >> 3]! |= 1 << (index(frontier, 0) & 7);
  const layers = [1];
  let total = 1;
  if (problem.isGoal(frontier, 0)) return { layers, optimum: 0, ended: false };
  const out = new Uint32Array(1);
  let optimum: number | null = null;
  while (total <= most) {
    let next = new Uint32Array(Math.max(1024, frontier.length * 2));
    let count = 0;
    for (let i = 0; i < frontier.length; i++) {
      problem.expand(frontier, i, out, () => {
        const at = index(out, 0);
        if (seen[at >> 3]! & (1 << (at & 7))) return;
        seen[at >> 3]! |= 1 << (at & 7);
        if (count === next.length) {
          const grown = new Uint32Array(next.length * 2);
          grown.set(next);
          next = grown;
        }
        next[count++] = out[0]!;
        if (optimum === null && problem.isGoal(out, 0)) optimum = layers.length;
      });
    }
    if (count === 0) return { layers, optimum, ended: true };
    layers.push(count);
    total += count;
    if (optimum !== null && !pastWin) return { layers, optimum, ended: false };
    frontier = next.subarray(0, count);
  }
  return { layers, optimum, ended: false };
}

if (process.argv[1]?.endsWith('moveLayers.ts')) {
  const args = process.argv.slice(2);
  const flag = (name: string) => {
    const at = args.indexOf(name);
    if (at >= 0) args.splice(at, 1);
    return at >= 0;
  };
  const mostAt = args.indexOf('--most');
  const most = mostAt >= 0 ? Number(args.splice(mostAt, 2)[1]) : 45e6;
  const pastWin = flag('--past-win');
  const withEstimate = flag('--estimate');
  for (const spec of args) {
    const text = levelText(spec);
    let estimate: { states: number; cpuMs: number } | undefined;
    if (withEstimate) {
      const cpu = process.cpuUsage();
      const { states } = estimateMoveSearch(parsed(text));
      const spent = process.cpuUsage(cpu);
      estimate = { states: Math.round(states), cpuMs: Math.round((spent.user + spent.system) / 1000) };
    }
    const { layers, optimum, ended } = wholeLayers(parsed(text), most, pastWin);
    const stored = layers.reduce((a, b) => a + b, 0);
    console.log(JSON.stringify({ spec, optimum, ended, stored, ...(estimate && { estimate, ratio: Number((estimate.states / stored).toFixed(3)) }), layers }));
  }
}
