import { drawn, underGame } from './tests/unit/snakebird/snakefallScenarios.ts';
import { makeSnakefall } from './src/puzzles/snakebird/snakefall.ts';
import { solveInWasm } from './src/puzzles/snakebird/wasm/wasmSearch.ts';
import type { SnakebirdLevel } from './src/puzzles/snakebird/index.ts';
const designs: Record<string, { rows: string[]; pads?: string[] }> = JSON.parse(process.argv[2]!);
for (const [name, d] of Object.entries(designs)) {
  let l: SnakebirdLevel;
  try { l = drawn(d.rows); } catch (e) { console.log(name, String(e)); continue; }
  if (d.pads) l = { ...l, terrain: d.pads };
  const show = (lv: SnakebirdLevel) => { try { const r = solveInWasm(lv, { maxStates: 3_000_000 })!; return r.kind === 'solved' ? `${r.moves} [${r.solution.join(' ')}] states ${r.states}` : `${r.kind} states ${'states' in r ? r.states : ''}`; } catch (e) { return String(e); } };
  console.log(name, '\n  snakefall:', show(l), '\n  game(closed):', show(underGame(l, false)), '\n  link:', makeSnakefall(l));
}
