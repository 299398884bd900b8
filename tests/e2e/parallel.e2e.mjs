// The search over every core in the browser (issue 17 goal 5): the page is cross-origin
// isolated (the preview server sends COOP and COEP, as a host must), so the solve worker
// spreads a Snakebird search over as many workers as the machine has cores (up to 8), which
// share memory; the answer is the optimum, and it says how many workers found it. The level
// is the fixture three-snakes (17 moves, ../fixtures/README.md), which the family estimates
// large enough to spread (SPREAD_MIN_STATES); a level it estimates small (Classic 9) runs in
// one worker. A page served without those headers runs the search in the solve worker alone
// and says why.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { importLevel } from './steps.mjs';

const LEVEL = join(dirname(fileURLToPath(import.meta.url)), '..', 'fixtures', 'spread', 'three-snakes.txt');
const OPTIMUM = 17;

export const tests = [
  {
    name: 'the page is cross-origin isolated, and a Snakebird solve spread over the machine’s cores (2 here) finds the optimum, which the moves played win',
    run: async (page, { baseURL }) => {
      await page.goto(baseURL);
      assert.equal(await page.evaluate(() => globalThis.crossOriginIsolated), true, 'the page is not cross-origin isolated');
      assert.equal(await page.evaluate(() => typeof SharedArrayBuffer), 'function');
      const cores = await page.evaluate(() => navigator.hardwareConcurrency);
      await importLevel(page, 'Snakebird', readFileSync(LEVEL, 'utf8'));
      await page.getByRole('button', { name: 'Solve', exact: true }).click();
      // the solve's status line (opening a gallery level after an import also says, in a status of its own, where the import was kept)
      const status = page.getByTestId('status');
      await status.getByText(`Solved in ${OPTIMUM} moves (optimal)`).waitFor({ timeout: 120_000 });
      const text = await status.textContent();
      // one core: the search runs in the solve worker alone, as it did before
      if (cores >= 2) assert.match(text, new RegExp(` over ${Math.min(8, cores)} workers\\.`));
      await page.getByRole('button', { name: 'Last position' }).click();
      await page.locator('[data-testid=board][data-solved=true]').waitFor({ timeout: 10_000 });
      // a small level (the family's estimate under a million states) is solved in one worker: starting more would cost more than they gain
      await page.getByRole('tab', { name: 'Snakebird', exact: true }).click();
      await page.getByRole('complementary', { name: 'Gallery' }).getByText('Classic 9', { exact: true }).click();
      await page.getByRole('button', { name: 'Solve', exact: true }).click();
      await status.getByText('Solved in 34 moves (optimal)').waitFor({ timeout: 120_000 });
      assert.doesNotMatch(await status.textContent(), / over \d+ workers/);
    },
  },
  {
    name: 'a page served without COOP and COEP is not cross-origin isolated: the solve runs in one worker, the progress line says why, and the answer is the optimum',
    run: async (page, { baseURL }) => {
      // the page itself without the two headers (what a host that does not send them gives)
      await page.route(baseURL, async (route) => {
        const response = await route.fetch();
        const headers = { ...response.headers() };
        delete headers['cross-origin-opener-policy'];
        delete headers['cross-origin-embedder-policy'];
        await route.fulfill({ response, headers });
      });
      // every text the status line shows, however briefly
      await page.addInitScript(() => {
        window.__statusTexts = [];
        new MutationObserver(() => {
          const text = document.querySelector('[data-testid=status]')?.textContent;
          if (text && window.__statusTexts.at(-1) !== text) window.__statusTexts.push(text);
        }).observe(document, { subtree: true, childList: true, characterData: true });
      });
      await page.goto(baseURL);
      assert.equal(await page.evaluate(() => globalThis.crossOriginIsolated), false);
      await importLevel(page, 'Snakebird', readFileSync(LEVEL, 'utf8'));
      await page.getByRole('button', { name: 'Solve', exact: true }).click();
      const status = page.getByRole('status');
      await status.getByText(`Solved in ${OPTIMUM} moves (optimal)`).waitFor({ timeout: 120_000 });
      assert.doesNotMatch(await status.textContent(), / over \d+ workers/);
      const seen = await page.evaluate(() => window.__statusTexts);
      assert.ok(
        seen.some((t) => /^Searching… .* · one worker: this page is not cross-origin isolated/.test(t)),
        `no progress line said why the search runs in one worker:\n${seen.join('\n')}`,
      );
    },
  },
];
