// An experiment for issue 3: does a search compiled to WebAssembly escape V8's warm-up?
//   npm run bench:wasm-spike [-- --runs N]
// Move's BFS (the smallest of the engine's searches) is written again in AssemblyScript
// (assembly/move.ts). Each level is solved by the engine (solveLevel, as the app does) and by
// the WebAssembly module, each in a fresh Node process (so both start cold), N times; the
// fastest run of each is printed. Both must store the same states and find the same count.
// The WebAssembly time includes compiling and instantiating the module; compiling the
// AssemblyScript itself is a build step and is not timed.
import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import asc from 'assemblyscript/asc';
import { solveLevel } from '../../src/engine/solve.ts';
import { MOVE_GALLERY } from '../../src/puzzles/move/gallery.ts';
import { move, moveTables, type MoveLevel } from '../../src/puzzles/move/index.ts';

const here = dirname(fileURLToPath(import.meta.url));
const wasmFile = join(tmpdir(), 'unstuck-move-spike.wasm');

const LEVELS = [
  { name: 'gallery: Two of a kind', text: MOVE_GALLERY.find((g) => g.name === 'Two of a kind')!.text },
  { name: 'gallery: Three colours', text: MOVE_GALLERY.find((g) => g.name === 'Three colours')!.text },
  { name: 'bench/move/big-8x8.txt', text: readFileSync(join(here, '..', 'levels', 'move', 'big-8x8.txt'), 'utf8') },
];

interface Run {
  ms: number;
  states: number;
  moves: number | null;
}

function parse(text: string): MoveLevel {
  const parsed = move.parse(text);
  if (!parsed.ok) throw new Error(`move level: ${parsed.error.message}`);
  return parsed.level;
}

function runEngine(level: MoveLevel): Run {
  const r = solveLevel(move, level);
  return { ms: r.elapsedMs, states: r.stored, moves: r.kind === 'solved' ? r.moves : null };
}

function runWasm(level: MoveLevel): Run {
  const t0 = performance.now();
  const module = new WebAssembly.Module(readFileSync(wasmFile));
  const instance = new WebAssembly.Instance(module, {
    env: {
      abort: () => {
        throw new Error('wasm abort');
      },
    },
  });
  const e = instance.exports as unknown as {
    memory: WebAssembly.Memory;
    alloc(bytes: number): number;
    setup(cells: number, n: number, next: number, target: number, slotColour: number, sorts: number, sortCount: number): void;
    solve(initial: number, initialCapacity: number, maxStates: number): number;
    count: WebAssembly.Global;
  };
  const t = moveTables(level);
  if (t.n > 4) throw new Error('the spike packs at most four dots in a word');
  const put = (a: ArrayBufferView): number => {
    const at = e.alloc(Math.max(4, a.byteLength));
    new Uint8Array(e.memory.buffer, at, a.byteLength).set(new Uint8Array(a.buffer, a.byteOffset, a.byteLength));
    return at;
  };
  e.setup(t.cells, t.n, put(t.next), put(t.targetColour), put(t.slotColour), put(Int32Array.from(t.sortRanges)), t.sortRanges.length);
  let initial = 0;
  t.initial.forEach((cell, i) => (initial |= cell << ((i & 3) << 3)));
  const depth = e.solve(initial >>> 0, 1 << 16, 0x7fffffff);
  return { ms: performance.now() - t0, states: e.count.value as number, moves: depth >= 0 ? depth : null };
}

async function main(): Promise<void> {
  const argv = process.argv.slice(2);
  const child = argv.indexOf('--child');
  if (child >= 0) {
    const level = parse(LEVELS[Number(argv[child + 2])]!.text);
    const run = argv[child + 1] === 'wasm' ? runWasm(level) : runEngine(level);
    process.stdout.write(JSON.stringify(run));
    return;
  }
  const runsAt = argv.indexOf('--runs');
  const runs = runsAt >= 0 ? Math.max(1, Number(argv[runsAt + 1]) || 1) : 3;
  const source = readFileSync(join(here, 'assembly', 'move.ts'), 'utf8');
  const built = await asc.compileString(source, { optimizeLevel: 3, runtime: 'stub', noAssert: true });
  if (!built.binary) throw new Error(`asc: ${built.stderr.toString()}`);
  writeFileSync(wasmFile, built.binary);

  const script = fileURLToPath(import.meta.url);
  const once = (mode: string, index: number): Run => {
    const r = spawnSync(process.execPath, ['--import', 'tsx', script, '--child', mode, String(index)], { encoding: 'utf8' });
    if (r.status !== 0) throw new Error(`${mode} run failed: ${r.stderr}`);
    return JSON.parse(r.stdout) as Run;
  };
  console.log(`best of ${runs} cold runs each, in ms (WebAssembly: module compiled and instantiated in the time)`);
  console.log('level                          moves     states     engine   wasm   engine/wasm');
  for (let i = 0; i < LEVELS.length; i++) {
    const engine: Run[] = [];
    const wasm: Run[] = [];
    for (let k = 0; k < runs; k++) {
      engine.push(once('engine', i));
      wasm.push(once('wasm', i));
    }
    const e = engine.reduce((a, b) => (b.ms < a.ms ? b : a));
    const w = wasm.reduce((a, b) => (b.ms < a.ms ? b : a));
    const same = e.states === w.states && e.moves === w.moves;
    console.log(
      `${LEVELS[i]!.name.padEnd(30)} ${String(e.moves).padStart(5)} ${String(e.states).padStart(10)} ${e.ms.toFixed(1).padStart(10)} ${w.ms.toFixed(1).padStart(6)} ${(e.ms / w.ms).toFixed(2).padStart(8)}x${same ? '' : `  DIFFERENT: wasm ${w.moves} moves, ${w.states} states`}`,
    );
  }
}

await main();
