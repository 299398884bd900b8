// The solver's build: a fingerprint of the sources that decide a search's answer (the engine, and
// the families' rules, solvers and WebAssembly sources), given to the app as __SOLVER_BUILD__
// (vite.config.ts). An answer kept in the browser carries the build that found it
// (src/worker/keptAnswers.ts), and one found by another build is searched again: a family's rules
// mended would otherwise leave an old "no solution", or an old line, standing.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export const SOLVER_SOURCES = ['src/engine', 'src/puzzles'];

/** 12 characters of the SHA-256 of every `.ts` file under `dirs` of `root`, by path and content, in path order. */
export function solverBuild(root, dirs = SOLVER_SOURCES) {
  const hash = createHash('sha256');
  const files = dirs
    .flatMap((dir) => readdirSync(join(root, dir), { recursive: true, encoding: 'utf8' }).map((f) => `${dir}/${f.split('\\').join('/')}`))
    .filter((f) => f.endsWith('.ts') && !f.endsWith('.d.ts'))
    .sort();
  for (const file of files) hash.update(`${file}\0`).update(readFileSync(join(root, file))).update('\0');
  return hash.digest('base64url').slice(0, 12);
}
