// candidate generator for the gallery (not committed)
import fc from 'fast-check';
import { underGame } from './tests/unit/snakebird/snakefallScenarios.ts';
import { makeSnakefall } from './src/puzzles/snakebird/snakefall.ts';
import { solveInWasm } from './src/puzzles/snakebird/wasm/wasmSearch.ts';
import { snakebird, type SnakebirdLevel } from './src/puzzles/snakebird/index.ts';
const seed0 = Number(process.argv[2] ?? 1);
const rnd = (() => { let s = seed0 * 2654435761 >>> 0; return () => ((s = (s * 1103515245 + 12345) >>> 0) / 2 ** 32); })();
const pick = <T,>(a: T[]) => a[Math.floor(rnd() * a.length)]!;
const found: string[] = [];
for (let tries = 0; tries < 4000 && found.length < 12; tries++) {
  const rows = 5 + Math.floor(rnd() * 3), cols = 7 + Math.floor(rnd() * 3);
  const g: string[][] = Array.from({ length: rows }, (_, r) => Array.from({ length: cols }, () => (r === rows - 1 ? (rnd() < 0.8 ? '#' : ' ') : rnd() < 0.14 ? '#' : ' ')));
  if (rnd() < 0.4) for (let k = 0; k < 2; k++) g[Math.floor(rnd() * (rows - 1))]![Math.floor(rnd() * cols)] = '^';
  const free = () => { for (;;) { const r = Math.floor(rnd() * (rows - 1)), c = Math.floor(rnd() * cols); if (g[r]![c] === ' ') return [r, c] as [number, number]; } };
  const [er, ec] = free(); g[er]![ec] = '*';
  const usePads = rnd() < 0.3;
  if (usePads) { const a = free(); g[a[0]]![a[1]] = 'T'; const b = free(); g[b[0]]![b[1]] = 'T'; }
  const used = new Set<string>();
  const take = (): [number, number] | null => { for (let k = 0; k < 50; k++) { const p = free(); if (!used.has(p.join())) { used.add(p.join()); return p; } } return null; };
  const snakes: SnakebirdLevel['snakes'] = [];
  const nSnakes = 1 + Math.floor(rnd() * 2);
  for (let i = 0; i < nSnakes; i++) {
    const len = i === 0 ? 2 + Math.floor(rnd() * 2) : 1;
    const h = take(); if (!h) break; const cells: [number, number][] = [h];
    for (let k = 1; k < len; k++) { const [r, c] = cells[cells.length - 1]!; const opts = [[r, c - 1], [r, c + 1], [r + 1, c], [r - 1, c]].filter(([y, x]) => y! >= 0 && x! >= 0 && y! < rows - 1 && x! < cols && g[y!]![x!] === ' ' && !used.has(`${y},${x}`)) as [number, number][]; if (!opts.length) break; const n = pick(opts); used.add(n.join()); cells.push(n); }
    snakes.push({ label: 'RGBY'[i]!, cells });
  }
  const blocks: SnakebirdLevel['blocks'] = [];
  if (rnd() < 0.6) { const a = take(), b = take(); if (a && b) blocks.push({ label: '0', cells: rnd() < 0.5 ? [a, b] : [a] }); }
  const fruit: [number, number][] = [];
  for (let k = Math.floor(rnd() * 3); k > 0; k--) { const f = take(); if (f) fruit.push(f); }
  const level: SnakebirdLevel = { rows, cols, open: false, rules: 'snakefall', terrain: g.map((r) => r.join('')), fruit, snakes, blocks };
  if (snakebird.validate(level).length) continue;
  let r; try { r = solveInWasm(level, { maxStates: 200_000 }); } catch { continue; }
  if (!r || r.kind !== 'solved' || r.moves < 11) continue;
  const open = solveInWasm(underGame(level, true), { maxStates: 400_000 });
  const ov = open?.kind === 'solved' ? open.moves : open?.kind;
  if (ov === r.moves) continue;
  found.push(`${r.moves} (open game: ${ov}) states ${r.states}\n${level.terrain.map((row, y) => [...row].map((ch, x) => { const s = snakes.findIndex((sn) => sn.cells.some(([a, b]) => a === y && b === x)); if (s >= 0) return snakes[s]!.cells[0]![0] === y && snakes[s]!.cells[0]![1] === x ? 'RGBY'[s] : 'rgby'[s]; if (blocks.some((bl) => bl.cells.some(([a, b]) => a === y && b === x))) return '0'; if (fruit.some(([a, b]) => a === y && b === x)) return 'O'; return ch; }).join('')).join('\n')}\n${makeSnakefall(level)}\n${r.solution.join(' ')}`);
  console.log(found[found.length - 1] + '\n');
}
