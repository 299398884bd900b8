// Runs a Node entry point from its prebuilt bundle (scripts/bundles.mjs), building it (and the
// WebAssembly search it reads, scripts/build-wasm.mjs) first when it is stale:
//   node scripts/run-bundled.mjs solve [args…]     as `tsx src/cli/solve.ts [args…]`; bench likewise
//   node scripts/run-bundled.mjs --build [names…]  build what is stale (npm install's prepare)
import { pathToFileURL } from 'node:url';
import { buildWasm } from './build-wasm.mjs';
import { build, bundlePath, ENTRIES, stale } from './bundles.mjs';

async function main() {
  const [first, ...rest] = process.argv.slice(2);
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
  if (stale(first)) await build(first);
  // the entry reads its arguments from process.argv.slice(2), as if run directly
  process.argv = [process.argv[0], bundlePath(first), ...rest];
  await import(pathToFileURL(bundlePath(first)).href);
}

await main();
