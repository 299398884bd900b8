// Runs a Node entry point from its prebuilt bundle (scripts/bundles.mjs), building it (and the
// WebAssembly search it reads, scripts/build-wasm.mjs) first when it is stale:
//   node scripts/run-bundled.mjs solve [args…]     as `tsx src/cli/solve.ts [args…]`; bench likewise
//   node scripts/run-bundled.mjs --build [names…]  build what is stale (npm install's prepare)
import { dirname, join, relative } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { buildWasm } from './build-wasm.mjs';
import { build, bundlePath, ENTRIES, stale } from './bundles.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

/**
 * Ctrl-C or SIGTERM before the command line's bundle runs (its staleness checked, or it being
 * built): the run ends at once saying so, and with --json as the command line's object of a run
 * without an answer, {error, exit}: the signal's default action ended it saying nothing (exit by
 * the signal, standard output empty), and the build's Ctrl-C, without the object. Once the
 * bundle listens for the signals itself (src/cli/interrupt.ts), these listeners leave them to it.
 * The build (scripts/bundles.mjs) writes its bundle aside and renames it in one synchronous
 * stretch, which no listener interrupts: nothing half-written is left.
 */
function hearUntilRun(json) {
  let building = false;
  let handed = false;
  const statuses = { SIGINT: 130, SIGTERM: 143 };
  for (const [signal, status] of Object.entries(statuses)) {
    process.on(signal, function early() {
      // (registered first, this listener runs first: once the bundle runs, its own listeners decide)
      if (handed && process.listenerCount(signal) > 1) return;
      endHere(json, `${signal === 'SIGINT' ? 'interrupted' : 'terminated'} ${building ? 'while building the solve bundle; nothing was written' : 'before the search began'}; no answer`, status);
    });
  }
  return { building: (now) => void (building = now), handed: () => void (handed = true) };
}

/** The text of an error as a terminal shows it, without its colours (the bundler colours its messages). */
const plain = (text) => text.replace(/\x1b\[[0-9;]*m/g, '');

/**
 * The command line's run ended here, before its bundle says its end (a signal; building the
 * bundle or the WebAssembly search failed, the bundle did not load, an exception no one caught:
 * exit 1, a fault): said on standard error, first in one line (`said`), then `more` (the
 * bundler's report, a stack), and with --json as the command line's object of a run without an
 * answer, {error, exit}, which a script reads on standard output: a fault's had only its stack on
 * standard error.
 */
function endHere(json, said, status, more) {
  process.stderr.write(`${said}\n${more ? `${more.replace(/\n?$/, '\n')}` : ''}`);
  if (json) process.stdout.write(`${JSON.stringify({ error: said, exit: status })}\n`);
  process.exit(status);
}

/** Why `what` could not be built, in one line (each of the bundler's errors at its file, line and column), and the bundler's report. */
function unbuilt(what, e) {
  const errors = Array.isArray(e?.errors) ? e.errors : [];
  const where = (x) => (x.loc?.file ? `${relative(root, x.loc.file)}:${x.loc.line}:${x.loc.column + 1}: ` : '');
  const why = errors.length > 0 ? errors.map((x) => `${where(x)}${plain(String(x.message ?? x)).split('\n')[0]}`).join('; ') : plain(e instanceof Error ? e.message : String(e)).split('\n')[0];
  // (the bundler's report, coloured for a terminal; another error's stack)
  const more = errors.length > 0 ? (process.stderr.isTTY ? e.message : plain(e.message)) : e instanceof Error ? (e.stack ?? '') : '';
  return { said: `could not build ${what}: ${why}`, more };
}

async function main() {
  const [first, ...rest] = process.argv.slice(2);
  // (as src/cli/cliExit.ts's saysJson reads the words, which plain Node cannot import)
  const json = first === 'solve' && rest.includes('--json');
  const heard = first === 'solve' ? hearUntilRun(json) : null;
  const building = async (what, step) => {
    try {
      await step();
    } catch (e) {
      const { said, more } = unbuilt(what, e);
      endHere(json, said, 1, more);
    }
  };
  if (first === 'solve') {
    // (an exception no one caught before the bundle hears them itself, src/cli/interrupt.ts: its loading, say)
    process.on('uncaughtException', function early(e) {
      if (process.listenerCount('uncaughtException') > 1) return;
      const words = plain(e instanceof Error ? e.message : String(e)).replace(/\s*[\r\n]+\s*/g, ' ').trim();
      // ("internal error" said once, as the bundle's faultWords says it)
      endHere(json, /^internal error\b/.test(words) ? words : `internal error: ${words}`, 1, e instanceof Error ? e.stack : '');
    });
  }
  const names = first === '--build' ? (rest.length > 0 ? rest : Object.keys(ENTRIES)) : [first ?? ''];
  if (!names.every((name) => Object.hasOwn(ENTRIES, name))) {
    process.stderr.write(`usage: node scripts/run-bundled.mjs <${Object.keys(ENTRIES).join('|')}> [args…] | --build [names…]\n`);
    process.exit(2);
  }
  await building('the WebAssembly search (scripts/build-wasm.mjs)', buildWasm);
  if (first === '--build') {
    for (const name of names) if (stale(name)) await building(`the ${name} bundle`, () => build(name));
    return;
  }
  if (stale(first)) {
    heard?.building(true);
    await building(`the ${first} bundle (scripts/bundles.mjs)`, () => build(first));
    heard?.building(false);
  }
  // the entry reads its arguments from process.argv.slice(2), as if run directly
  process.argv = [process.argv[0], bundlePath(first), ...rest];
  heard?.handed();
  await import(pathToFileURL(bundlePath(first)).href);
}

await main();
