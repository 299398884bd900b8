// Solve as a person goes through it (hprogress20): a reload (or Back, Forward to the page) in the
// middle of a solve comes back solving that level again, as the page was (store.ts's
// unstuck.solving mark, per tab); a solve cancelled, or a page opened anew (a link), does not.
// On a phone, the note said at the most memory a search may use is compact: the board stays near.
// A solver whose script did not run is told from one whose script did not load.
import assert from 'node:assert/strict';
import { answersHeld } from './steps.mjs';

/** In the page: a browser whose device tells 256 MB (the default budget the most a search may use), and the solver's answer held back, `window.e2eTell(data)` telling one instead. */
function smallDeviceAnswerTold() {
  Object.defineProperty(Navigator.prototype, 'deviceMemory', { get: () => 0.25 });
  window.Worker = class extends window.Worker {
    set onmessage(hear) {
      super.onmessage =
        hear &&
        ((e) => {
          window.e2eTell = (data) => hear.call(this, new MessageEvent('message', { data: { ...data, id: e.data.id } }));
          if (e.data?.type !== 'result') hear.call(this, e);
        });
    }
    get onmessage() {
      return super.onmessage;
    }
  };
}

const state = (page, name) => page.locator(`[data-testid=status][data-state=${name}]`);

export const tests = [
  {
    name: 'a reload and Back to the page mid-solve come back solving that level; once cancelled, or opened anew, it waits for Solve',
    async run(page, { baseURL }) {
      await page.addInitScript(answersHeld);
      await page.goto(baseURL);
      await page.getByRole('tab', { name: 'Move', exact: true }).click();
      await page.getByRole('button', { name: /^Corner pair/ }).click();
      await page.waitForFunction(() => location.hash.startsWith('#v1/move/'), null, { timeout: 10_000 });
      await page.getByRole('button', { name: 'Solve', exact: true }).click();
      await state(page, 'running').waitFor({ timeout: 10_000 });
      const link = page.url();

      await page.reload();
      await state(page, 'running').waitFor({ timeout: 10_000 });
      assert.match(await page.getByTestId('status').textContent(), /^Searching…/);
      assert.equal(page.url(), link, 'the same level');

      // away (another page), then Back to it
      await page.goto('about:blank');
      await page.goBack();
      await state(page, 'running').waitFor({ timeout: 10_000 });

      // cancelled: a reload waits for Solve
      await page.getByRole('button', { name: 'Cancel', exact: true }).click();
      await state(page, 'cancelled').waitFor({ timeout: 10_000 });
      await page.reload();
      await state(page, 'idle').waitFor({ timeout: 10_000 });

      // the level's link opened anew in the tab while it solves: it waits for Solve
      await page.getByRole('button', { name: 'Solve', exact: true }).click();
      await state(page, 'running').waitFor({ timeout: 10_000 });
      await page.goto('about:blank');
      await page.goto(link);
      await state(page, 'idle').waitFor({ timeout: 10_000 });
      assert.match(await page.getByTestId('status').textContent(), /Press Solve/);
    },
  },
  {
    name: 'on a 390x844 phone, the note that a search stopped at the most memory it may use is compact: the board goes down less than 90 px as it comes',
    viewport: { width: 390, height: 844 },
    contextOptions: { isMobile: true, hasTouch: true },
    async run(page, { baseURL }) {
      await page.addInitScript(smallDeviceAnswerTold);
      await page.goto(baseURL);
      await page.getByRole('tab', { name: 'Snakebird', exact: true }).click();
      await page.getByRole('button', { name: 'Solve', exact: true }).click();
      await state(page, 'running').waitFor({ timeout: 10_000 });
      await page.waitForFunction(() => typeof window.e2eTell === 'function', null, { timeout: 30_000 });
      const board = page.locator('.stage').first();
      const before = (await board.boundingBox()).y;
      // (as Snakebird's level29 stopped in Chromium told 0.25 GB: 500aa1d)
      await page.evaluate(() => window.e2eTell({ type: 'result', result: { kind: 'limit', limit: 'memory', depth: 30, stored: 3_465_300, elapsedMs: 9000, bytes: 128 * 2 ** 20 } }));
      const note = page.getByTestId('no-more-memory');
      await note.waitFor({ timeout: 10_000 });
      assert.match(await note.textContent(), /^128\.0 MB is the most memory a search may use in this browser/);
      const moved = (await board.boundingBox()).y - before;
      // (in a paragraph's 1rem type and margins it was 127 px: the status's change and the note's four lines)
      assert.ok(moved < 90, `the board went down ${moved} px`);
    },
  },
  {
    name: "a solver whose script has a syntax error says it loaded but did not run; one whose script did not load says to check the connection",
    async run(page, { baseURL }) {
      for (const [serve, said] of [
        // (its own response's headers: the page is cross-origin isolated, and a worker's script must say so too)
        [async (route) => route.fulfill({ response: await route.fetch(), body: 'export const broken = ;' }), /^Could not solve: the solver could not start: its script loaded but did not run \(a part of it did not load, or this browser cannot run it\): reload the page, then try again/],
        [(route) => route.abort('aborted'), /^Could not solve: the solver could not start: its script did not load \(check the connection, then try again\)/],
      ]) {
        await page.unrouteAll();
        await page.route(/\/solver\.worker-[\w-]+\.js$/, serve);
        await page.goto('about:blank');
        await page.goto(baseURL);
        await page.getByRole('button', { name: 'Solve', exact: true }).click();
        await state(page, 'error').waitFor({ timeout: 10_000 });
        assert.match(await page.getByTestId('status').textContent(), said);
      }
    },
  },
];
