// What pressing Edit costs on a 64×64 Bars level: the main thread's tasks from the press until
// every cell of the editor's paint layer and of its board is drawn. A measurement, not a test: it
// prints figures and asserts nothing.
//
//   node tests/e2e/bars-edit-cost.mjs <runs> <dist directory> [<another dist directory> …]
//
// Each run, for each build in turn (so that a change in the machine's load falls on every build
// alike): opens the level (bench/levels/bars/cross-64x64.txt) by its link in Chromium at
// 1280×900, presses Edit and Play it yourself once (the editor's code is then loaded), and traces
// (CDP, devtools.timeline) a second press of Edit. Per build, each figure's median (min–max), ms:
//  - longest: the longest task; open: the task of the press; others: the longest of the rest;
//  - all: every task together; toFull: from the press's task to the last task's start;
//  - script, style, layout: the longest task's own time in each.
import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { servePreview } from './preview.mjs';
import { levelHash } from './steps.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const [runs, ...args] = process.argv.slice(2);
const dists = args.map((d) => resolve(d));
const PORT = Number(process.env.E2E_PORT ?? 4173);
const level = readFileSync(join(root, 'bench/levels/bars/cross-64x64.txt'), 'utf8');
const CELLS = 64 * 64;

const bucket = (name) =>
  ['UpdateLayoutTree', 'RecalculateStyles'].includes(name) ? 'style' : name === 'Layout' ? 'layout' : ['Paint', 'PrePaint', 'Layerize', 'UpdateLayer', 'UpdateLayerTree', 'Commit'].includes(name) ? 'paint' : name === 'RunTask' ? 'other' : 'script';

/** The figures of one traced press: its trace's events on the page's main thread. */
function figures(events) {
  const main = events.find((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain' && events.some((x) => x.pid === e.pid && x.name === 'RunTask'));
  const mine = events.filter((e) => e.pid === main.pid && e.tid === main.tid && e.ph === 'X' && e.dur !== undefined);
  const tasks = mine.filter((e) => e.name === 'RunTask');
  const longest = tasks.reduce((a, b) => (b.dur > a.dur ? b : a));
  const clicks = mine.filter((e) => e.name === 'EventDispatch' && e.args?.data?.type === 'click');
  const open = tasks.find((t) => clicks.some((c) => c.ts >= t.ts && c.ts <= t.ts + t.dur)) ?? tasks[0];
  // each event's own time (less its children's) in the longest task, by kind
  const inside = mine.filter((e) => e.ts >= longest.ts && e.ts + e.dur <= longest.ts + longest.dur).sort((a, b) => a.ts - b.ts || b.dur - a.dur);
  const own = new Map();
  const stack = [];
  for (const e of inside) {
    while (stack.length && stack.at(-1).ts + stack.at(-1).dur <= e.ts) stack.pop();
    const parent = stack.at(-1);
    if (parent) own.set(parent, own.get(parent) - e.dur);
    own.set(e, e.dur);
    stack.push(e);
  }
  const kinds = { script: 0, style: 0, layout: 0, paint: 0, other: 0 };
  for (const [e, t] of own) kinds[bucket(e.name)] += t / 1000;
  return {
    longest: longest.dur / 1000,
    open: open.dur / 1000,
    others: Math.max(0, ...tasks.filter((t) => t !== open).map((t) => t.dur)) / 1000,
    all: tasks.reduce((s, t) => s + t.dur, 0) / 1000,
    toFull: (tasks.at(-1).ts - open.ts) / 1000,
    script: kinds.script,
    style: kinds.style,
    layout: kinds.layout,
  };
}

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'] });
const servers = dists.map((d, i) => servePreview(PORT + i, d));
const results = dists.map(() => []);
try {
  await Promise.all(servers.map((s) => s.ready));
  for (let run = 0; run < Number(runs); run++)
    for (const [i, server] of servers.entries()) {
      const ctx = await browser.newContext({ viewport: { width: 1280, height: 900 } });
      const page = await ctx.newPage();
      await page.goto(server.url);
      await page.evaluate(() => localStorage.setItem('unstuck.introSeen', '1'));
      await page.goto(`${server.url}${levelHash('bars', level, 'Big')}`);
      const edit = page.getByRole('button', { name: 'Edit', exact: true });
      await edit.click();
      await page.locator('.ed-paint').waitFor();
      await page.getByRole('button', { name: 'Play it yourself', exact: true }).click();
      await page.locator('.ed-paint').waitFor({ state: 'detached' });
      await page.waitForTimeout(300);
      await browser.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline'] });
      await edit.click();
      await page.waitForFunction(
        (n) => document.querySelectorAll('.ed-paint [data-cell]').length >= n && document.querySelectorAll('.ed-board [data-testid^="cell-"]').length >= n,
        CELLS,
        { timeout: 30_000, polling: 50 },
      );
      await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => setTimeout(r, 200))));
      results[i].push(figures(JSON.parse((await browser.stopTracing()).toString()).traceEvents));
      await ctx.close();
    }
} finally {
  await browser.close();
  await Promise.all(servers.map((s) => s.stop()));
}
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
for (const [i, dist] of dists.entries()) {
  const rs = results[i];
  console.log(dist);
  for (const k of Object.keys(rs[0])) {
    const xs = rs.map((r) => r[k]);
    console.log(`  ${k.padEnd(8)} ${Math.round(median(xs))} (${Math.round(Math.min(...xs))}–${Math.round(Math.max(...xs))})`);
  }
}
