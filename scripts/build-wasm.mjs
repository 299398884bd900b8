// Builds the WebAssembly modules from their AssemblyScript: Snakebird's search
// (src/puzzles/snakebird/wasm/assembly/search.ts into src/puzzles/snakebird/wasm/search.wasm)
// and the engine's merge and subtraction of sorted keys (src/engine/assembly/mergeSubtract.ts into
// src/engine/mergeSubtract.wasm), assets: a worker compiles them with WebAssembly.compileStreaming,
// Node (CLI, bench, tests) reads the files. Runs on npm install (prepare) and before the scripts
// that use them; a module newer than every source it is built from is left alone, and
// AssemblyScript is not even loaded (loading it costs more than a solve).
//   node scripts/build-wasm.mjs [--force]
import { readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const wasmDir = join(root, 'src/puzzles/snakebird/wasm');
const entry = join(wasmDir, 'assembly/search.ts');
export const WASM_OUTPUT = join(wasmDir, 'search.wasm');
const mergeSubtractEntry = join(root, 'src/engine/assembly/mergeSubtract.ts');
export const MERGE_SUBTRACT_OUTPUT = join(root, 'src/engine/mergeSubtract.wasm');
// Files the WebAssembly build reads an AssemblyScript twin of in their place, so that the code
// that uses them is one source for both: the engine's mul32.ts is Math.imul (a u32 product wraps
// there by itself), its portableArrays.ts typed arrays (StaticArrays there).
const swapped = {
  [join(root, 'src/engine/mul32.ts')]: join(wasmDir, 'assembly/mul32.ts'),
  [join(root, 'src/engine/portableArrays.ts')]: join(wasmDir, 'assembly/portableArrays.ts'),
};

/** Every file the module is built from (this script included). */
export function wasmSources() {
  return [
    ...readdirSync(join(wasmDir, 'assembly')).map((f) => join(wasmDir, 'assembly', f)),
    ...readdirSync(wasmDir)
      .filter((f) => f.endsWith('.ts'))
      .map((f) => join(wasmDir, f)),
    ...['fastMove.ts', 'packing.ts', 'movesLeft.ts', 'terrain.ts'].map((f) => join(root, 'src/puzzles/snakebird', f)),
    ...['unreachable.ts', 'hash.ts', 'mul32.ts', 'portableArrays.ts', 'keySort.ts'].map((f) => join(root, 'src/engine', f)),
    fileURLToPath(import.meta.url),
  ];
}

/** Each module: its entry, its file, and every file it is built from. */
const modules = () => [
  { entry, output: WASM_OUTPUT, sources: wasmSources() },
  { entry: mergeSubtractEntry, output: MERGE_SUBTRACT_OUTPUT, sources: [mergeSubtractEntry, fileURLToPath(import.meta.url)] },
];

/** Whether a module is missing or older than one of its sources: a stat per file. */
function stale({ output, sources }) {
  let built;
  try {
    built = statSync(output).mtimeMs;
  } catch {
    return true;
  }
  return sources.some((f) => statSync(f).mtimeMs > built);
}

/** Whether some module is missing or older than one of its sources. */
export function wasmStale() {
  return modules().some(stale);
}

/**
 * Compile an AssemblyScript entry as the search is compiled (the tests build theirs this way
 * too); returns the module's bytes, throws with AssemblyScript's messages when it fails.
 * `boundsChecked`: keep the checks on array accesses (a test's build, where reading out of
 * bounds should fail loudly rather than read what is there).
 */
export async function compileAssemblyScript(file, { boundsChecked = false } = {}) {
  // loaded only to build
  const { default: asc } = await import('assemblyscript/asc');
  let binary = null;
  const errors = [];
  const { error } = await asc.main(
    // --uncheckedBehavior always: no bounds checks on typed arrays (the shared code reads only
    // in bounds; the tests hold the WebAssembly build to the JavaScript one)
    [file, '--outFile', 'out.wasm', '-O3', '--runtime', 'stub', '--noAssert', ...(boundsChecked ? [] : ['--uncheckedBehavior', 'always'])],
    {
      readFile: (name, baseDir) => {
        const file = resolve(baseDir, name);
        try {
          return readFileSync(swapped[file] ?? file, 'utf8');
        } catch {
          return null;
        }
      },
      writeFile: (name, contents) => {
        if (name.endsWith('.wasm')) binary = contents;
      },
      stderr: { write: (s) => errors.push(String(s)) },
      stdout: { write: () => {} },
    },
  );
  if (error || !binary) throw new Error(`build-wasm: ${error?.message ?? 'no module'}\n${errors.join('')}`);
  return binary;
}

/** Build each module that is stale (or every one, with force). */
export async function buildWasm(force = false) {
  for (const m of modules()) {
    if (!force && !stale(m)) continue;
    const binary = await compileAssemblyScript(m.entry);
    // (written beside it, then renamed: a module cut short by Ctrl-C or a full disk would be newer
    // than its sources, taken as fresh, and fail at the next run)
    const partial = `${m.output}.${process.pid}.tmp`;
    try {
      writeFileSync(partial, binary);
      renameSync(partial, m.output);
    } finally {
      rmSync(partial, { force: true });
    }
    console.error(`build-wasm: ${m.output.slice(root.length + 1)} (${binary.length} bytes)`);
  }
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  try {
    await buildWasm(process.argv.includes('--force'));
  } catch (e) {
    console.error(e instanceof Error ? e.message : String(e));
    process.exit(1);
  }
}
