// Prebuilt bundles of the Node entry points (the command-line solver, the bench), run with plain node by
// scripts/run-bundled.mjs: compiling the TypeScript at every run (tsx) cost about two seconds
// for a solve of a few milliseconds. A bundle is built on npm install and again only when a
// file it was built from is newer than it: a stat per file. (The WebAssembly search is not in
// it: the bundle reads search.wasm, which build-wasm.mjs keeps fresh the same way.)
import { mkdirSync, readFileSync, renameSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { dirname, join, sep } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
export const ENTRIES = { solve: 'src/cli/solve.ts', bench: 'bench/bench.ts', 'cpp-replay': 'bench/cpp-replay.ts' };
const cacheDir = join(root, 'node_modules', '.cache', 'unstuck');
// a change to any of these can change every bundle
const alwaysWatched = () => [fileURLToPath(import.meta.url), join(root, 'package-lock.json')];

export const bundlePath = (name) => join(cacheDir, `${name}.mjs`);
const sourcesPath = (name) => join(cacheDir, `${name}.sources.json`);

/** Whether `bundle` is missing or older than one of `sources` (a missing source counts as newer). */
export function isStale(bundle, sources) {
  let built;
  try {
    built = statSync(bundle).mtimeMs;
  } catch {
    return true;
  }
  for (const file of sources) {
    try {
      if (statSync(file).mtimeMs > built) return true;
    } catch {
      return true;
    }
  }
  return false;
}

export function stale(name) {
  let sources;
  try {
    sources = JSON.parse(readFileSync(sourcesPath(name), 'utf8'));
  } catch {
    return true;
  }
  return builtElsewhere(sources) || isStale(bundlePath(name), [...sources, ...alwaysWatched()]);
}

/**
 * Whether a bundle's sources lie outside this checkout (`here`): a node_modules shared by two
 * checkouts (a link to another's) shares its cache too, and a bundle built from the other's
 * sources, newer than this one's, would run the other's code.
 */
export const builtElsewhere = (sources, here = root) => sources.some((file) => !file.startsWith(here + sep));

// Each module's import.meta.url stays its source file's URL, so paths found relative to a
// source (a data file, the WebAssembly module) still resolve inside the bundle.
const sourceMetaUrl = {
  name: 'source-import-meta-url',
  transform(code, id) {
    if (!code.includes('import.meta.url')) return null;
    return { code: code.replaceAll('import.meta.url', JSON.stringify(pathToFileURL(id).href)) };
  },
};

/**
 * Ctrl-C during a build ends it at once (exit 130) but never between writing the bundle aside
 * and renaming it: SIGINT's default action could end the process there, leaving the temporary
 * file behind; a listener runs only when the event loop has a turn, at an await of the bundler,
 * when there is none.
 */
function interruptedBuild(name) {
  process.stderr.write(`interrupted while building the ${name} bundle; nothing was written\n`);
  process.exit(130);
}

export async function build(name) {
  const started = Date.now();
  const interrupted = () => interruptedBuild(name);
  process.on('SIGINT', interrupted);
  try {
    // loaded only to build: importing the bundler costs more than a whole run of the bundle
    const { rolldown } = await import('rolldown');
    const bundle = await rolldown({ input: join(root, ENTRIES[name]), platform: 'node', plugins: [sourceMetaUrl], logLevel: 'warn' });
    const { output } = await bundle.generate({ format: 'esm', codeSplitting: false });
    await bundle.close();
    const chunk = output.find((o) => o.type === 'chunk');
    mkdirSync(cacheDir, { recursive: true });
    // written aside and renamed, so a run started meanwhile never reads half a bundle
    const temp = `${bundlePath(name)}.${process.pid}.tmp`;
    try {
      writeFileSync(temp, chunk.code);
      // dated from the start of the build: a source edited while it ran is newer, so seen as stale
      utimesSync(temp, started / 1000, started / 1000);
      writeFileSync(sourcesPath(name), JSON.stringify(chunk.moduleIds.filter((id) => !id.startsWith('\0'))));
      renameSync(temp, bundlePath(name));
    } catch (e) {
      // (a full disk, say: the half-written file goes, and the error is said)
      rmSync(temp, { force: true });
      throw e;
    }
  } finally {
    // (the entry run next decides for itself what Ctrl-C does)
    process.removeListener('SIGINT', interrupted);
  }
}
