// What one action costs on a 64×64 Bars board (issue 15: "paints and steps within 50 ms per
// action"). A measurement, not a test: it prints figures and asserts nothing.
//
//   node tests/e2e/bars-cost.mjs <dist directory> [<another dist directory> …] [--level=<file>] [--passes=<n>] [--profile=<dir>]
//
// For each build in turn: serves it with `vite preview` on E2E_PORT (default 4173), opens the
// level (default bench/levels/bars/cross-64x64.txt) by a #v1 link in Chromium at 1280×900, and
// times each action ROUNDS times (env, default 30):
//  - play: a click on a cell in "Play it yourself";
//  - watch: "Next move", then "Previous move", after Solve;
//  - edit: a paint stroke's first cell (pointer down), then each further cell of a drag.
// An action is timed from its input event's timestamp to the moment the page shows its effect
// (the DOM changed: "updated") and to the end of the next frame drawn after that ("drawn").
// Each action is a real input (a mouse event through the browser), not a call into the page.
// With two builds or more, a last table gives each build's "drawn" medians as a ratio to the
// first build's; --passes=n measures the builds in turn n times and pools each build's rounds,
// so a change in the machine's load falls on every build alike. --profile writes a CPU profile (.cpuprofile) of each action's rounds.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { servePreview } from './preview.mjs';
import { levelHash } from './steps.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const args = process.argv.slice(2);
const option = (name) => args.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
const dists = args.filter((a) => !a.startsWith('--')).map((d) => resolve(d));
if (dists.length === 0) dists.push(join(root, 'dist'));
const levelFile = resolve(option('level') ?? join(root, 'bench/levels/bars/cross-64x64.txt'));
const profileDir = option('profile') && resolve(option('profile'));
const PORT = Number(process.env.E2E_PORT ?? 4173);
const baseURL = `http://127.0.0.1:${PORT}/`;
const ROUNDS = Number(process.env.ROUNDS ?? 30);
const PASSES = Number(option('passes') ?? 1);

const levelText = readFileSync(levelFile, 'utf8');
const levelName = levelFile.split('/').pop().replace(/\.txt$/, '');
const link = `${baseURL}${levelHash('bars', levelText, levelName)}`;

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/**
 * Before an input: listen for its first event of `types` (its timestamp starts the clock) and
 * for the first change of the element `selector` names after it; then wait for the next frame
 * to be drawn. The result waits in window.__cost.
 */
function arm(page, types, selector) {
  return page.evaluate(
    ({ types, selector }) => {
      const snap = () => document.querySelector(selector)?.outerHTML ?? null;
      const before = snap();
      window.__cost = new Promise((resolve, reject) => {
        let start = null;
        const onEvent = (e) => {
          if (start === null) start = e.timeStamp;
        };
        for (const t of types) window.addEventListener(t, onEvent, { capture: true });
        const done = () => {
          for (const t of types) window.removeEventListener(t, onEvent, { capture: true });
          observer.disconnect();
          clearTimeout(timeout);
        };
        const observer = new MutationObserver(() => {
          if (start === null || snap() === before) return;
          const updated = performance.now() - start;
          done();
          requestAnimationFrame(() => setTimeout(() => resolve({ updated, drawn: performance.now() - start }), 0));
        });
        observer.observe(document.body, { subtree: true, childList: true, attributes: true, characterData: true });
        const timeout = setTimeout(() => {
          done();
          reject(new Error(`no change of ${selector} within 10 s of ${types.join('/')}`));
        }, 10_000);
      });
    },
    { types, selector },
  );
}

const result = (page) => page.evaluate(() => window.__cost);

async function centre(locator) {
  const box = await locator.boundingBox();
  if (!box) throw new Error(`not on screen: ${locator}`);
  return [box.x + box.width / 2, box.y + box.height / 2];
}

/** the build being measured, for the profiles' file names */
let buildTag = '';

/** Profile `run` (an action's rounds) with the DevTools CPU profiler when --profile is given. */
async function profiled(page, name, run) {
  if (!profileDir) return run();
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  await cdp.send('Profiler.start');
  try {
    return await run();
  } finally {
    const { profile } = await cdp.send('Profiler.stop');
    mkdirSync(profileDir, { recursive: true });
    writeFileSync(join(profileDir, `${buildTag}-${name}.cpuprofile`), JSON.stringify(profile));
    await cdp.detach();
  }
}

/** `count` rounds of `one(i)`, each giving its timing, profiled as `name` when --profile is given */
const rounds = (page, name, count, one) =>
  profiled(page, name, async () => {
    const out = [];
    for (let i = 0; i < count; i++) out.push(await one(i));
    return out;
  });

/** The selector of cell [r, c] (0-based) of the board, in the given region. */
const boardCell = (region, r, c) => `${region} [data-testid="cell-${r + 1}-${c + 1}"]`;

async function playPresses(page) {
  await page.getByRole('button', { name: 'Play it yourself' }).click();
  await page.locator(boardCell('.pl-board', 0, 0)).waitFor();
  return rounds(page, 'play', ROUNDS, async (i) => {
    const sel = boardCell('.pl-board', (i * 7) % 64, (i * 13 + 5) % 64);
    await page.locator(sel).scrollIntoViewIfNeeded();
    const [x, y] = await centre(page.locator(sel));
    await arm(page, ['click'], sel);
    await page.mouse.click(x, y);
    return result(page);
  });
}

async function playbackSteps(page) {
  await page.getByRole('button', { name: 'Solve and watch' }).click();
  await page.getByRole('complementary', { name: 'Solver' }).getByRole('button', { name: 'Solve', exact: true }).click();
  await page.locator('[data-testid="status"][data-state="done"]').waitFor({ timeout: 120_000 });
  if ((await page.getByTestId('position').count()) === 0) throw new Error(`no solution to step through: ${await page.getByTestId('status').textContent()}`);
  const moves = Number((await page.getByTestId('position').textContent()).match(/of (\d+)/)[1]);
  if (moves < ROUNDS) throw new Error(`the solution has ${moves} moves, fewer than ${ROUNDS} rounds`);
  const step = async (name) => {
    const button = page.getByRole('button', { name, exact: true });
    await button.scrollIntoViewIfNeeded();
    const [x, y] = await centre(button);
    return rounds(page, name.replace(' ', '-'), ROUNDS, async () => {
      await arm(page, ['click'], '[data-testid="position"]');
      await page.mouse.click(x, y);
      return result(page);
    });
  };
  return { next: await step('Next move'), previous: await step('Previous move') };
}

async function paintStrokes(page) {
  await page.getByRole('button', { name: 'Edit', exact: true }).click();
  const editor = page.getByRole('region', { name: 'Bars editor' });
  // the family's editor (its palette with it) has loaded
  await editor.getByRole('radiogroup', { name: 'Palette' }).waitFor();
  // the editor's own grid where it has one, else the board the editor paints on (the pointer
  // lands on the paint layer's cell over a board cell; the board cell shows the paint)
  const cell = (await page.locator('.ed-grid [data-row]').count()) > 0 ? (r, c) => `.ed-grid [data-row="${r}"][data-col="${c}"]` : (r, c) => boardCell('.ed-panel', r, c);
  await page.locator(cell(0, 0)).waitFor();
  const start = await rounds(page, 'stroke-start', ROUNDS, async (i) => {
    const sel = cell((i * 11) % 64, (i * 17 + 3) % 64);
    await page.locator(sel).scrollIntoViewIfNeeded();
    const [x, y] = await centre(page.locator(sel));
    await page.mouse.move(x, y);
    await arm(page, ['pointerdown'], sel);
    await page.mouse.down();
    const timing = await result(page);
    await page.mouse.up();
    return timing;
  });
  // one drag: each cell entered is one paint. A toggle stroke paints the value its first cell
  // took, so the drag goes to cells that still hold the first cell's old value.
  const valueAt = (sel) => page.locator(sel).evaluate((el) => Number(el.dataset.value ?? el.getAttribute('aria-label').split(': ').pop()));
  const first = cell(40, 0);
  const old = await valueAt(first);
  const targets = [];
  for (let r = 40; r < 64 && targets.length < ROUNDS; r++)
    for (let c = r === 40 ? 1 : 0; c < 64 && targets.length < ROUNDS; c++) if ((await valueAt(cell(r, c))) === old) targets.push(cell(r, c));
  await page.locator(first).scrollIntoViewIfNeeded();
  await page.mouse.move(...(await centre(page.locator(first))));
  await page.mouse.down();
  const drag = await rounds(page, 'stroke-drag', targets.length, async (i) => {
    const [x, y] = await centre(page.locator(targets[i]));
    await arm(page, ['pointerout', 'pointerover', 'pointermove'], targets[i]);
    await page.mouse.move(x, y);
    return result(page);
  });
  await page.mouse.up();
  return { start, drag };
}

const ACTIONS = [
  ['play: press a cell', (m) => m.play],
  ['watch: Next move', (m) => m.next],
  ['watch: Previous move', (m) => m.previous],
  ['edit: stroke, first cell', (m) => m.start],
  ['edit: stroke, each further cell', (m) => m.drag],
];

async function measure(browser, dist) {
  const server = servePreview(PORT, dist);
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  try {
    await server.ready;
    const page = await context.newPage();
    await page.goto(baseURL);
    await page.evaluate(() => {
      localStorage.clear();
      localStorage.setItem('unstuck.introSeen', '1');
    });
    await page.goto(link);
    await page.locator(boardCell('[data-testid="board"]', 63, 63)).waitFor({ timeout: 60_000 });
    buildTag = dist.split('/').filter(Boolean).pop();
    const play = await playPresses(page);
    const { next, previous } = await playbackSteps(page);
    const { start, drag } = await paintStrokes(page);
    return { play, next, previous, start, drag };
  } finally {
    await context.close();
    await server.stop();
  }
}

let browser;
try {
  browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', headless: true, args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'] });
  console.log(`level: ${levelFile}; medians of ${ROUNDS * PASSES} rounds, from the input event to the page updated / to the next frame drawn`);
  const all = dists.map(() => null);
  const loads = dists.map(() => []);
  for (let pass = 0; pass < PASSES; pass++)
    for (const [i, dist] of dists.entries()) {
      loads[i].push(loadavg()[0]);
      const m = await measure(browser, dist);
      all[i] = all[i] ? Object.fromEntries(Object.entries(m).map(([k, xs]) => [k, [...all[i][k], ...xs]])) : m;
    }
  for (const [i, dist] of dists.entries()) {
    console.log(`build: ${dist} (load average ${loads[i].map((l) => l.toFixed(1)).join(', ')})`);
    for (const [label, pick] of ACTIONS) {
      const xs = pick(all[i]);
      console.log(`  ${label.padEnd(34)} updated ${median(xs.map((x) => x.updated)).toFixed(1).padStart(6)} ms, drawn ${median(xs.map((x) => x.drawn)).toFixed(1).padStart(6)} ms`);
    }
  }
  if (all.length > 1) {
    console.log(`drawn, as a ratio to the first build (${dists[0]}):`);
    for (const [label, pick] of ACTIONS) {
      const first = median(pick(all[0]).map((x) => x.drawn));
      const cells = all.map((m) => median(pick(m).map((x) => x.drawn)));
      console.log(`  ${label.padEnd(34)} ${cells.map((v) => `${v.toFixed(1).padStart(6)} ms`).join('  ')}   ${cells.slice(1).map((v) => `${(first / v).toFixed(1)}× faster`).join('  ')}`);
    }
  }
} finally {
  await browser?.close();
}
