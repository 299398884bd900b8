// Runs a Node entry point from its prebuilt bundle (scripts/bundles.mjs), building it (and the
// WebAssembly search it reads, scripts/build-wasm.mjs) first when it is stale:
//   node scripts/run-bundled.mjs solve [args…]     as `tsx src/cli/solve.ts [args…]`; bench likewise
//   node scripts/run-bundled.mjs --build [names…]  build what is stale (npm install's prepare)
import { pathToFileURL } from 'node:url';
import { buildWasm } from './build-wasm.mjs';
import { build, bundlePath, ENTRIES, stale } from './bundles.mjs';

/**
 * Ctrl-C or SIGTERM before the command line's bundle runs (its staleness checked, or it being
 * built): the run ends at once saying so, and with --json as the command line's object of a run
 * without an answer, {error, exit}: the signal's default action ended it saying nothing (exit by
 * the signal, standard output empty), and the build's Ctrl-C, without the object. Once the
 * bundle listens for the signals itself (src/cli/interrupt.ts), these listeners leave them to it.
 * The build (scripts/bundles.mjs) writes its bundle aside and renames it in one synchronous
 * stretch, which no listener interrupts: nothing half-written is left.
 */
function hearUntilRun(args) {
  let building = false;
  let handed = false;
  const json = args.includes('--json');
  const statuses = { SIGINT: 130, SIGTERM: 143 };
  for (const [signal, status] of Object.entries(statuses)) {
    process.on(signal, function early() {
      // (registered first, this listener runs first: once the bundle runs, its own listeners decide)
      if (handed && process.listenerCount(signal) > 1) return;
      const error = `${signal === 'SIGINT' ? 'interrupted' : 'terminated'} ${building ? 'while building the solve bundle; nothing was written' : 'before the search began'}; no answer`;
      process.stderr.write(`${error}\n`);
      if (json) process.stdout.write(`${JSON.stringify({ error, exit: status })}\n`);
      process.exit(status);
    });
  }
  return { building: (now) => void (building = now), handed: () => void (handed = true) };
}

async function main() {
  const [first, ...rest] = process.argv.slice(2);
  const heard = first === 'solve' ? hearUntilRun(rest) : null;
  const names = first === '--build' ? (rest.length > 0 ? rest : Object.keys(ENTRIES)) : [first ?? ''];
  if (!names.every((name) => Object.hasOwn(ENTRIES, name))) {
    process.stderr.write(`usage: node scripts/run-bundled.mjs <${Object.keys(ENTRIES).join('|')}> [args…] | --build [names…]\n`);
    process.exit(2);
  }
  await buildWasm();
  if (first === '--build') {
    for (const name of names) if (stale(name)) await build(name);
    return;
  }
  if (stale(first)) {
    heard?.building(true);
    await build(first);
    heard?.building(false);
  }
  // the entry reads its arguments from process.argv.slice(2), as if run directly
  process.argv = [process.argv[0], bundlePath(first), ...rest];
  heard?.handed();
  await import(pathToFileURL(bundlePath(first)).href);
}

await main();
