// What pressing Edit costs on a large level of a family: the main thread's tasks from the press
// until the editor and every cell of its paint layer (and of a board that draws its cells after
// it opens, Bars') are drawn. A measurement, not a test: it prints figures and asserts nothing.
//
//   node tests/e2e/editor-open-cost.mjs <level> <runs> <dist directory> [<another dist directory> …]
//
// <level> is one of LEVELS' names (a 64×64 Snakebird map of sky, or of ground with spikes;
// Bars' 64×64 level of bench/levels; Move at its 16×16 largest; 24 anemones). Each run, for each build in turn (so a change
// in the machine's load falls on every build alike): opens the level by its link in Chromium at
// 1280×900, presses Edit and Play it yourself once (the editor's code is then loaded), and traces
// (CDP, devtools.timeline) a second press of Edit. Per build, each figure's median (min–max), ms:
//  - longest: the longest task; open: the task of the press; others: the longest of the rest;
//  - all: every task together; toFull: from the press's task to the last task's start;
//  - script, style, layout: the longest task's own time in each;
//  - layer, board: the paint layer's cells and the board's elements drawn as the press's task ended.
import { readFileSync } from 'node:fs';
import { chromium } from 'playwright-core';
import { servePreview } from './preview.mjs';
import { editorLoadedOnce, levelHash } from './steps.mjs';
import { figures } from './traceFigures.mjs';

const grid = (rows, cols, at) => Array.from({ length: rows }, (_, r) => Array.from({ length: cols }, (_, c) => at(r, c)).join('')).join('\n');
// Classic 1's map at the bottom left of a map of sky
const CLASSIC_1 = ['---*--', '------', '#-----', '+--#+#', '------', '-#BA--', '-####-', '-####-', '-###--'];
const LEVELS = {
  'snakebird-sky': { family: 'snakebird', cells: 64 * 64, text: `${[...Array.from({ length: 55 }, () => ''), ...CLASSIC_1].map((l) => l.padEnd(64, '-')).join('\n')}\n` },
  // Classic 1 on 24 rows of ground: walls, spikes here and there on top, holes inside (about 1,300 wall cells)
  'snakebird-ground': {
    family: 'snakebird',
    cells: 64 * 64,
    text: `${[...Array.from({ length: 31 }, () => ''), ...CLASSIC_1].map((l) => l.padEnd(64, '-')).join('\n')}\n${grid(24, 64, (r, c) =>
      c < 6 ? '#' : r === 0 && c % 9 === 4 ? '^' : (r * 5 + c * 3) % 7 === 0 ? '-' : '#',
    )}\n`,
  },
  'bars-64': {
    family: 'bars',
    cells: 64 * 64,
    boardCells: 64 * 64,
    text: readFileSync(new URL('../../bench/levels/bars/cross-64x64.txt', import.meta.url), 'utf8'),
  },
  'move-16': {
    family: 'move',
    cells: 16 * 16,
    text: `${grid(16, 16, (r, c) => (r > 0 && r < 15 && (r * 7 + c * 3) % 11 === 0 ? '#' : r === 15 && c < 4 ? 'ABCD'[c] : '.'))}\n--\n${grid(16, 16, (r, c) => (r === 0 && c < 4 ? 'abcd'[c] : '.'))}\n`,
  },
  anemones: {
    family: 'anemones',
    cells: 0,
    text: `anemones 24\n${Array.from({ length: 24 }, (_, i) => `tap ${i + 1} lowers ${[1, 5, 11].map((d) => ((i + d) % 24) + 1).join(' ')}`).join('\n')}\nstart 1 3 5\ngoal 2 4 6\n`,
  },
};

const [name, runs, ...dists] = process.argv.slice(2);
const level = LEVELS[name];
if (!level) throw new Error(`no level "${name}": one of ${Object.keys(LEVELS).join(', ')}`);
const PORT = Number(process.env.E2E_PORT ?? 4173);
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
      await page.goto(`${server.url}${levelHash(level.family, level.text, 'Big')}`);
      const edit = await editorLoadedOnce(page);
      // what the press's own task drew: counted in the first frame after it
      await page.evaluate(() => {
        window.__drawnAtOpen = null;
        const seen = new MutationObserver(() => {
          if (!document.querySelector('.ed-family')) return;
          seen.disconnect();
          requestAnimationFrame(() => {
            const board = document.querySelector('.ed-board svg');
            window.__drawnAtOpen = { layer: document.querySelectorAll('.ed-paint [data-cell]').length, board: board ? board.querySelectorAll('*').length : 0 };
          });
        });
        seen.observe(document.body, { childList: true, subtree: true });
      });
      await browser.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline'] });
      await edit.click();
      await page.waitForFunction(
        ([n, board]) => document.querySelector('.ed-family') && document.querySelectorAll('.ed-paint [data-cell]').length >= n && document.querySelectorAll('.ed-board [data-testid^="cell-"]').length >= board,
        [level.cells, level.boardCells ?? 0],
        { timeout: 30_000, polling: 50 },
      );
      await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => setTimeout(r, 200))));
      const drawn = await page.evaluate(() => window.__drawnAtOpen);
      results[i].push({ ...figures(JSON.parse((await browser.stopTracing()).toString()).traceEvents), layer: drawn?.layer ?? NaN, board: drawn?.board ?? NaN });
      await ctx.close();
    }
} finally {
  await browser.close();
  await Promise.all(servers.map((s) => s.stop()));
}
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
for (const [i, dist] of dists.entries()) {
  const rs = results[i];
  console.log(`${name}: ${dist}`);
  for (const k of Object.keys(rs[0])) {
    const xs = rs.map((r) => r[k]);
    console.log(`  ${k.padEnd(8)} ${Math.round(median(xs))} (${Math.round(Math.min(...xs))}–${Math.round(Math.max(...xs))})`);
  }
}
