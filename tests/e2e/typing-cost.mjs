// What a level change and a keystroke cost with a large store of saved levels (issue 16:
// 3,000 levels, 4.8 MB). A measurement, not a test: it prints figures and asserts nothing.
//
//   node tests/e2e/typing-cost.mjs [dist directory] [levels]
//
// Serves the given build (default dist/) with `vite preview` on E2E_PORT (default 4173),
// stores `levels` saved levels (default 3,000) in the one-value layout of versions 0 and 1
// (a build that has its own layout moves them on load), then in Chromium times
//  - a level change: a click on the other of two gallery levels;
//  - a keystroke in a saved level's name (My levels, the list open);
// each as the time its event handlers take (store, React, storage writes) and the time until
// the next frame is drawn, first with one saved level, then with the large store.
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { servePreview } from './preview.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const dist = resolve(process.argv[2] ?? join(root, 'dist'));
const LEVELS = Number(process.argv[3] ?? 3000);
const PORT = Number(process.env.E2E_PORT ?? 4173);
const baseURL = `http://127.0.0.1:${PORT}/`;
const ROUNDS = 30;

const server = servePreview(PORT, dist);

/** ~1,500 characters of level text, different for each level (4.8 MB for 3,000) */
function levelText(i) {
  const row = (r) => Array.from({ length: 39 }, (_, c) => ((i * 31 + r * 7 + c) % 11 === 0 ? '#' : '.')).join('');
  return Array.from({ length: 37 }, (_, r) => row(r)).join('\n') + '\n';
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/**
 * In the page, `rounds` times: run `act(i)` (which dispatches one event), and time its
 * handlers (the store, React's render, the storage writes), then the rest until the next
 * frame is drawn (style, layout, paint).
 */
function timeInPage(page, kind, rounds) {
  return page.evaluate(
    async ({ kind, rounds }) => {
      const gallery = [...document.querySelectorAll('.gallery button')].slice(0, 2);
      const input = document.querySelector('.my-levels-panel li input');
      const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value').set;
      const act = (i) => {
        if (kind === 'click') return gallery[i % 2].click();
        setValue.call(input, i % 2 ? input.value.slice(0, -1) : `${input.value}x`);
        input.dispatchEvent(new Event('input', { bubbles: true }));
      };
      const handler = [];
      const frame = [];
      for (let i = 0; i < rounds; i++) {
        const t0 = performance.now();
        act(i);
        const t1 = performance.now();
        await new Promise((r) => requestAnimationFrame(() => setTimeout(r, 0)));
        handler.push(t1 - t0);
        frame.push(performance.now() - t0);
      }
      return { handler, frame };
    },
    { kind, rounds },
  );
}

async function measure(page, label) {
  await page.getByRole('tab', { name: 'Move', exact: true }).click();
  const clicks = await timeInPage(page, 'click', ROUNDS);
  await page.getByRole('button', { name: 'My levels' }).click();
  await page.getByRole('dialog', { name: 'My levels' }).getByRole('textbox').first().waitFor();
  const keys = await timeInPage(page, 'key', ROUNDS);
  await page.getByRole('button', { name: 'Close' }).click();
  const ms = (xs) => `${median(xs).toFixed(1)} ms`;
  console.log(`${label}`);
  console.log(`  level change (gallery click):  handlers ${ms(clicks.handler)}, until drawn ${ms(clicks.frame)} (medians of ${ROUNDS})`);
  console.log(`  keystroke in a level's name:   handlers ${ms(keys.handler)}, until drawn ${ms(keys.frame)}`);
}

let browser;
try {
  await server.ready;
  browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', headless: true, args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'] });
  const page = await browser.newPage();
  console.log(`build: ${dist}`);
  // a store with one saved level, so My levels has a name to type in
  await page.goto(baseURL);
  await page.evaluate(() => localStorage.clear());
  const one = [{ id: 'one', family: 'move', name: 'one', text: levelText(0), savedAt: 1 }];
  await page.evaluate((l) => localStorage.setItem('unstuck.myLevels', JSON.stringify({ state: { levels: l, autosave: null }, version: 1 })), one);
  await page.reload();
  await measure(page, '1 saved level');

  const many = Array.from({ length: LEVELS }, (_, i) => ({ id: `l${i}`, family: 'move', name: `Level ${i}`, text: levelText(i), savedAt: i }));
  const blob = JSON.stringify({ state: { levels: many, autosave: null }, version: 1 });
  await page.evaluate(() => localStorage.clear());
  await page.evaluate((b) => localStorage.setItem('unstuck.myLevels', b), blob);
  const t0 = performance.now();
  await page.reload();
  await page.getByRole('button', { name: 'My levels' }).waitFor();
  const loadMs = performance.now() - t0;
  const used = await page.evaluate(() => {
    let n = 0;
    for (let i = 0; i < localStorage.length; i++) {
      const k = localStorage.key(i);
      n += k.length + localStorage.getItem(k).length;
    }
    return { keys: localStorage.length, chars: n };
  });
  console.log(`${LEVELS} saved levels: ${(blob.length / 1e6).toFixed(2)} MB as one value; after the first load ${used.keys} keys, ${(used.chars / 1e6).toFixed(2)} M characters; first load ${loadMs.toFixed(0)} ms`);
  await measure(page, `${LEVELS} saved levels`);
  const t1 = performance.now();
  await page.reload();
  await page.getByRole('button', { name: 'My levels' }).waitFor();
  console.log(`reload with ${LEVELS} saved levels: ${(performance.now() - t1).toFixed(0)} ms`);
} finally {
  await browser?.close();
  await server.stop();
}
