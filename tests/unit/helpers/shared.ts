// The real Snakebird levels of the shared corpus (../shared/levels/snakebird-jsnell), kept
// outside this repository (RULES.md §5). When the folder is there, tests are added for its
// levels; when it is not, nothing is added, so a clone on its own skips nothing.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export const JSNELL_DIR = join(__dirname, '..', '..', '..', '..', 'shared', 'levels', 'snakebird-jsnell');

export interface JsnellLevel {
  file: string;
  text: string;
  /** the optimal count, and the states the C++ solver stored, from the folder's expected.json */
  moves: number;
  cppStates: number;
}

/** Every level of the folder, in file order; [] when it is absent. */
export function jsnellLevels(): JsnellLevel[] {
  if (!existsSync(JSNELL_DIR)) return [];
  const counts = JSON.parse(readFileSync(join(JSNELL_DIR, 'expected.json'), 'utf8')) as { file: string; moves: number; cpp_states: number }[];
  const byFile = new Map(counts.map((e) => [e.file, e]));
  return readdirSync(JSNELL_DIR)
    .filter((f) => f.endsWith('.txt'))
    .sort()
    .map((file) => {
      const e = byFile.get(file);
      if (!e) throw new Error(`${JSNELL_DIR}/expected.json has no entry for ${file}`);
      return { file, text: readFileSync(join(JSNELL_DIR, file), 'utf8'), moves: e.moves, cppStates: e.cpp_states };
    });
}
