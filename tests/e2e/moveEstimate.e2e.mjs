// A large Move level's estimate (a short search, 1.5-2.5 s on the page's thread at a phone's
// pace) runs in the solver worker: opening the level leaves the page answering clicks, and the
// Solve and Check panels say it is too large once the worker answers.
import assert from 'node:assert/strict';
import { O12_4 as LARGE } from './largeMoveLevel.mjs';
import { levelHash } from './steps.mjs';

export const tests = [
  {
    name: 'a large Move level opened by its link: the page answers a click while its estimate runs in the worker, then both panels say it is too large',
    run: async (page, { baseURL, context }) => {
      await page.addInitScript(() => {
        window.__tasks = [];
        new PerformanceObserver((list) => {
          for (const e of list.getEntries()) window.__tasks.push(e.duration);
        }).observe({ type: 'longtask', buffered: true });
      });
      await page.goto(baseURL);
      await page.getByRole('tab', { name: 'Move', exact: true }).click();
      await page.getByRole('button', { name: 'Check', exact: true }).waitFor();
      // a phone's pace, where the estimate on the page's thread was a frozen page of 1.5-2.5 s
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      await page.evaluate(() => (window.__tasks = []));
      await page.evaluate((hash) => (location.hash = hash), levelHash('move', LARGE, 'Four colours'));
      await page.getByRole('heading', { name: /Four colours/ }).first().waitFor();
      // a click while the estimate runs: the Check panel opens, starting no check of its own
      await page.getByRole('button', { name: 'Check', exact: true }).click();
      const panel = page.getByRole('region', { name: 'Check' });
      await panel.waitFor();
      await panel.getByTestId('check-too-large').waitFor({ timeout: 30_000 });
      assert.match(await panel.getByTestId('check-too-large').textContent(), /^Not checked by itself: this level (likely has more positions than Check may store|is likely beyond the memory Check may use)/);
      await panel.getByRole('button', { name: 'Check the level' }).waitFor();
      await page.getByTestId('memory-note').waitFor();
      const longest = await page.evaluate(() => Math.max(0, ...window.__tasks));
      // (a generous bound for a loaded machine: 70-130 ms measured, against 1.5-2.5 s on the page's thread)
      assert.ok(longest < 600, `longest task on the page's thread: ${Math.round(longest)} ms`);
    },
  },
];
