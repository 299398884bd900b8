// The Snakebird editor's model (editorModel.ts) for a level under Snakefall's rules: read from
// its link and written back as one, so that drawing keeps the rule set (the model's other
// formats, classic and jsnell, are the game's).
import type { SnakebirdModel, Terrain } from './editorModel.ts';
import type { SnakebirdLevel } from './format.ts';
import { looksLikeSnakefall, makeSnakefall, parseSnakefall } from './snakefall.ts';

/** our level's terrain → the editor's (jsnell) characters */
const TO_MODEL: Record<string, Terrain> = { ' ': ' ', '#': '.', '^': '#', '~': '~', '*': '*', T: 'T' };
const FROM_MODEL: Record<Terrain, string> = { ' ': ' ', '.': '#', '#': '^', '~': '~', O: ' ', '*': '*', T: 'T' };

/** The model of a Snakefall link, or null when the text is not one (or does not read). */
export function readSnakefallModel(text: string): SnakebirdModel | null {
  if (!looksLikeSnakefall(text)) return null;
  const parsed = parseSnakefall(text);
  if (!parsed.ok) return null;
  const level = parsed.level;
  const terrain = level.terrain.map((row) => [...row].map((t) => TO_MODEL[t] ?? ' '));
  for (const [r, c] of level.fruit) terrain[r]![c] = 'O';
  return {
    dialect: 'jsnell',
    snakefall: true,
    terrain,
    snakes: level.snakes.map((s) => ({ label: s.label, cells: s.cells })),
    blocks: level.blocks.map((b) => ({ id: b.label, cells: b.cells })),
  };
}

/** The Snakefall link of a model read by readSnakefallModel (fruit in reading order). */
export function writeSnakefallModel(m: SnakebirdModel): string {
  const fruit: [number, number][] = [];
  m.terrain.forEach((row, r) => row.forEach((t, c) => t === 'O' && fruit.push([r, c])));
  const level: SnakebirdLevel = {
    rows: m.terrain.length,
    cols: m.terrain[0]?.length ?? 0,
    open: false,
    rules: 'snakefall',
    terrain: m.terrain.map((row) => row.map((t) => FROM_MODEL[t]).join('')),
    fruit,
    snakes: m.snakes.map((s) => ({ label: s.label, cells: s.cells.map(([r, c]) => [r, c] as [number, number]) })),
    blocks: m.blocks.map((b) => ({ label: b.id, cells: b.cells.map(([r, c]) => [r, c] as [number, number]) })),
  };
  return `${makeSnakefall(level)}\n`;
}
