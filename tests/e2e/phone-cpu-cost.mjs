// How late a tap is on a slow phone: the main thread's share of each tap, stroke, move and step
// on a 390x844 touch screen with the CPU slowed down (CDP Emulation.setCPUThrottlingRate), in each
// family's editor, play mode and playback. A measurement, not a test: it prints figures and
// asserts nothing.
//
//   npx vite build --outDir /tmp/me/dist && E2E_PORT=4315 node tests/e2e/phone-cpu-cost.mjs /tmp/me/dist [rate ...]
//
// (rates default to 4 and 6; FAMILIES=Snakebird,Move measures only those). For each tap it
// reads the page's Event Timing entries: "main" is the event's input delay and handlers
// (processingEnd - startTime), what the page's own work makes a person wait before anything can
// be drawn. Their "duration" (to the next frame
// presented) is not used: in headless Chromium with software compositing on a shared machine it
// holds the display compositor's waits (ReceiveCompositorFrameToStartDraw in a trace), which
// the CPU rate does not touch and a phone does not have. Taps and strokes are CDP touch events
// at places read before the clock starts, since Playwright's own locators run in the page and
// made up a third of its main thread's time in a tap loop. Long tasks and frames over 50 ms are
// counted while the act runs. "CPU" is the page's main thread's time in tasks and in script over
// the act, its timers and frames included (CDP Performance metrics in thread time): the work the
// act cost, not only what the taps waited for. Figures vary from run to run on a shared machine
// by a third or so, the CPU's too, and by up to 3x under a load average of 5-14 on 2 cores:
// compare builds in the same run, alternated, several runs each.
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { servePreview } from './preview.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const dist = resolve(process.argv[2] ?? join(root, 'dist'));
const RATES = process.argv.length > 3 ? process.argv.slice(3).map(Number) : [4, 6];
const PORT = Number(process.env.E2E_PORT ?? 4173);
const FAMILIES = process.env.FAMILIES?.split(',') ?? ['Anemones', 'Snakebird', 'Move', 'Bars', 'DogBunny'];
const TAPS = 10;
const GAP_MS = 150;

const server = servePreview(PORT, dist);

const median = (xs) => (xs.length ? [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] : 0);

/** records Event Timing entries, long tasks and the gaps between frames; `start()` clears them */
function observe() {
  const seen = { events: [], long: [], frames: [], counting: false };
  window.__cost = seen;
  new PerformanceObserver((l) => {
    for (const e of l.getEntries()) if (['pointerdown', 'pointerup', 'click'].includes(e.name)) seen.events.push(e.processingEnd - e.startTime);
  }).observe({ type: 'event', durationThreshold: 16 });
  new PerformanceObserver((l) => {
    for (const e of l.getEntries()) seen.long.push(e.duration);
  }).observe({ type: 'longtask' });
  let last = 0;
  const frame = (t) => {
    if (seen.counting && last) seen.frames.push(t - last);
    last = t;
    requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
}

/** the main thread's time in tasks and in script so far, in ms of thread time (Performance.enable's threadTicks) */
async function threadTimes(cdp) {
  const { metrics } = await cdp.send('Performance.getMetrics');
  const of = (name) => 1000 * (metrics.find((m) => m.name === name)?.value ?? 0);
  return { task: of('TaskDuration'), script: of('ScriptDuration') };
}

async function measure(page, cdp, act) {
  await page.evaluate(() => Object.assign(window.__cost, { events: [], long: [], frames: [], counting: true }));
  const before = await threadTimes(cdp);
  await act();
  await page.waitForTimeout(600);
  const after = await threadTimes(cdp);
  const { events, long, frames } = await page.evaluate(() => ({ ...window.__cost, counting: (window.__cost.counting = false) }));
  const ms = (x) => `${Math.round(x)}`;
  return `taps' main thread median ${ms(median(events))} ms, max ${ms(Math.max(0, ...events))} ms, ${events.filter((x) => x > 100).length} of ${events.length} over 100 ms; long tasks ${long.length} (max ${ms(Math.max(0, ...long))} ms); frames over 50 ms ${frames.filter((x) => x > 50).length} of ${frames.length}; CPU ${ms(after.task - before.task)} ms, script ${ms(after.script - before.script)} ms`;
}

const centre = async (locator) => {
  const b = await locator.boundingBox();
  return { x: b.x + b.width / 2, y: b.y + b.height / 2 };
};

async function run(browser, rate) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 });
  await context.addInitScript(observe);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Performance.enable', { timeDomain: 'threadTicks' });
  const touch = (type, points) => cdp.send('Input.dispatchTouchEvent', { type, touchPoints: points });
  const tapAll = async (points) => {
    for (const p of points) {
      await touch('touchStart', [p]);
      await touch('touchEnd', []);
      await page.waitForTimeout(GAP_MS);
    }
  };
  const throttled = async (label, act) => {
    await page.waitForTimeout(500);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate });
    console.log(`  ${label}: ${await measure(page, cdp, act)}`);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  };
  await page.goto(`http://127.0.0.1:${PORT}/`);
  console.log(`CPU ${rate}x slower, 390x844 touch`);
  for (const family of FAMILIES) {
    console.log(family);
    await page.getByRole('tab', { name: family, exact: true }).tap();
    await page.getByTestId('board').locator('svg').first().waitFor();
    // the editor: taps on cells with the palette's second tool, then strokes across the grid
    await page.getByRole('button', { name: 'Edit', exact: true }).tap();
    const grid = page.getByRole('grid', { name: /^Level grid/ });
    await grid.waitFor();
    await page.getByRole('radiogroup', { name: 'Palette' }).getByRole('radio').nth(1).tap();
    await grid.scrollIntoViewIfNeeded();
    const cells = grid.getByRole('gridcell');
    const n = await cells.count();
    const taps = [];
    for (let i = 0; i < TAPS; i++) taps.push(await centre(cells.nth((i * 5 + 3) % n)));
    await throttled(`edit, ${TAPS} taps`, () => tapAll(taps));
    const box = await grid.boundingBox();
    await throttled('edit, 4 strokes across the grid', async () => {
      for (let r = 0; r < 4; r++) {
        const y = box.y + (box.height * (r + 0.5)) / 4;
        await touch('touchStart', [{ x: box.x + 4, y }]);
        for (let k = 1; k <= 24; k++) await touch('touchMove', [{ x: box.x + 4 + ((box.width - 8) * k) / 24, y }]);
        await touch('touchEnd', []);
        await page.waitForTimeout(300);
      }
    });
    await page.getByRole('button', { name: 'Undo', exact: true }).tap();
    const undo = await centre(page.getByRole('button', { name: 'Undo', exact: true }));
    await throttled(`edit, ${TAPS} Undo`, () => tapAll(Array(TAPS).fill(undo)));
    // play, on the gallery's first level (the edits may have left the level unsolvable): the
    // direction buttons, else the board's cells or pieces, else the legal moves
    await page.getByRole('button', { name: 'Solve and watch', exact: true }).tap();
    await page.getByRole('complementary', { name: 'Gallery' }).getByRole('button').first().tap();
    await page.getByRole('button', { name: 'Play it yourself', exact: true }).tap();
    const panel = page.locator('.pl-panel');
    await panel.waitFor();
    const targets = [panel.getByRole('group', { name: 'Directions' }).getByRole('button'), panel.locator('svg [data-move]'), panel.locator('svg .clickable')];
    let moves = [];
    for (const t of targets) {
      const k = await t.count();
      if (!k) continue;
      for (let i = 0; i < TAPS; i++) moves.push(await centre(t.nth((i * 3) % k)));
      break;
    }
    if (!moves.length) moves = Array(TAPS).fill(await centre(panel.getByRole('group', { name: 'Legal moves' }).getByRole('button').first()));
    await throttled(`play, ${TAPS} moves`, () => tapAll(moves));
    // playback: Solve (unthrottled), then Next move, then autoplay
    await page.getByRole('button', { name: 'Solve and watch', exact: true }).tap();
    await page.getByRole('complementary', { name: 'Gallery' }).getByRole('button').first().tap();
    await page.getByRole('button', { name: 'Solve', exact: true }).tap();
    await page.getByRole('button', { name: 'Next move' }).waitFor({ timeout: 60_000 });
    const next = await centre(page.getByRole('button', { name: 'Next move' }));
    await throttled(`watch, ${TAPS} Next move`, () => tapAll(Array(TAPS).fill(next)));
    // (back to the start, unless the steps did not leave it)
    const first = page.getByRole('button', { name: 'First position' });
    if ((await first.getAttribute('aria-disabled')) !== 'true') await first.tap();
    const play = await centre(page.getByRole('button', { name: 'Play', exact: true }));
    await throttled('watch, autoplay 4 s', async () => {
      await tapAll([play]);
      await page.waitForTimeout(4000);
    });
  }
  await context.close();
}

let browser;
try {
  await server.ready;
  browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', headless: true, args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'] });
  console.log(`build: ${dist}`);
  for (const rate of RATES) await run(browser, rate);
} finally {
  await browser?.close();
  await server.stop();
}
