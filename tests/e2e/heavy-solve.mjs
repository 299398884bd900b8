// A level solved in the app in Chromium, as a person would, for the levels too large for the
// tests (issue 17: star1 "in the app's worker in Chromium wherever the machine's memory
// allows"). A measurement, not a test: it prints what it saw and asserts nothing.
//
//   node tests/e2e/heavy-solve.mjs <level file> [--family=snakebird] [--minutes=N] [--every=S] [--layers] [--profile=DIR]
//
// Serves the build (dist/, `npm run build` first) with `vite preview` on E2E_PORT (default
// 4173), opens the level by a #v1 link in Chromium, and presses the button beside the memory
// note that solves with the memory the level may need ("Solve with up to … of memory"), or
// Solve where there is no note; with --layers, the note's "Solve in compressed layers". Every S seconds (default 60) it prints the status line, the
// load average and the resident memory of Chromium's processes; at the end, the outcome, the
// wall time, the peak resident memory, and whether the solution played on the board ends
// solved (the app plays it through the readable rules). It gives up after N minutes (default
// 180) and cancels. With --profile=DIR Chromium keeps its profile there, not in a temporary
// folder removed after: a solve in layers stopped (the minutes up, the script ended) is kept in
// its private file system, and the next run with the same DIR presses "Go on with the solve in
// compressed layers" instead.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { basename, join, resolve } from 'node:path';
import { chromium } from 'playwright-core';
import { servePreview } from './preview.mjs';
import { levelHash } from './steps.mjs';

const args = process.argv.slice(2);
const option = (name) => args.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
const file = args.find((a) => !a.startsWith('--'));
if (!file) {
  process.stderr.write('usage: node tests/e2e/heavy-solve.mjs <level file> [--family=snakebird] [--minutes=N] [--every=S] [--layers] [--profile=DIR]\n');
  process.exit(2);
}
const family = option('family') ?? 'snakebird';
const minutes = Number(option('minutes') ?? 180);
const every = Number(option('every') ?? 60);
const PORT = Number(process.env.E2E_PORT ?? 4173);
const CHROMIUM = process.env.CHROMIUM ?? '/usr/bin/chromium';

const text = readFileSync(resolve(file), 'utf8');
const name = basename(file).replace(/\.txt$/, '');
const server = servePreview(PORT);
const link = `${server.url}${levelHash(family, text, name)}`;

/** The resident memory of this script's Chromium (every process descended from this one but the server), in bytes (ps: RSS in KiB). */
function chromiumRss() {
  const rows = execFileSync('ps', ['-e', '-o', 'pid=,ppid=,rss=,comm='], { encoding: 'utf8' })
    .split('\n')
    .map((line) => line.trim().split(/\s+/))
    .filter((r) => r.length >= 4);
  const children = new Map();
  for (const [pid, ppid] of rows) children.set(ppid, [...(children.get(ppid) ?? []), pid]);
  const mine = new Set();
  const walk = (pid) => (children.get(pid) ?? []).forEach((c) => mine.add(c) && walk(c));
  walk(String(process.pid));
  return rows.filter(([pid, , , comm]) => mine.has(pid) && comm.startsWith('chrom')).reduce((sum, [, , rss]) => sum + Number(rss) * 1024, 0);
}
const gb = (bytes) => `${(bytes / 1e9).toFixed(2)} GB`;
const say = (line) => process.stdout.write(`${new Date().toISOString().slice(11, 19)}  ${line}\n`);

let browser;
let profile;
try {
  await server.ready;
  // (a profile on disk, as a person's browser has: a new context of a launched browser is like a
  // private window, whose private file system lives in memory, so a solve in layers kept there would be too)
  profile = option('profile') ? resolve(option('profile')) : mkdtempSync(join(tmpdir(), 'unstuck-heavy-'));
  browser = await chromium.launchPersistentContext(profile, { executablePath: CHROMIUM, headless: true, args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'], viewport: { width: 1280, height: 900 } });
  const page = await browser.newPage();
  await page.goto(link);
  say(`${name}: crossOriginIsolated ${await page.evaluate(() => globalThis.crossOriginIsolated)}, ${await page.evaluate(() => navigator.hardwareConcurrency)} cores, deviceMemory ${await page.evaluate(() => navigator.deviceMemory)}`);
  const solve = page.getByRole('button', { name: 'Solve', exact: true });
  await solve.waitFor();
  const note = page.getByTestId('memory-note');
  const sized = note.getByRole('button', { name: args.includes('--layers') ? /^(Solve in|Go on with the solve in) compressed layers/ : /^Solve with up to/ });
  // (the note comes with the solve's words, loaded after the first screen)
  if (await sized.waitFor({ timeout: 10_000 }).then(() => true, () => false)) {
    say(`note: ${await note.textContent()}`);
    await sized.click();
  } else await solve.click();
  const status = page.getByTestId('status');
  const t0 = Date.now();
  let peak = 0;
  let state = 'running';
  let printed = t0;
  while (state === 'running' && Date.now() - t0 < minutes * 60_000) {
    await page.waitForTimeout(Math.min(every * 1000, 5_000));
    peak = Math.max(peak, chromiumRss());
    state = await status.getAttribute('data-state');
    if (Date.now() - printed < every * 1000 && state === 'running') continue;
    printed = Date.now();
    say(`${(await status.textContent()).slice(0, 300)}  | load ${loadavg()[0].toFixed(1)}  rss ${gb(chromiumRss())}`);
  }
  if (state === 'running') {
    say(`no answer within ${minutes} min: cancelled`);
    await page.getByRole('button', { name: 'Cancel' }).click();
  }
  say(`outcome: ${await status.textContent()}`);
  say(`wall ${((Date.now() - t0) / 60_000).toFixed(1)} min, peak resident memory of Chromium ${gb(peak)}`);
  const last = page.getByRole('button', { name: 'Last position' });
  if (state !== 'running' && (await last.count())) {
    await last.click();
    const solved = await page.locator('[data-testid=board][data-solved=true]').count();
    say(`the solution played to its last move: ${solved ? 'solved' : 'NOT solved'}`);
  }
} finally {
  await browser?.close();
  if (profile && !option('profile')) rmSync(profile, { recursive: true, force: true });
  server.stop();
}
