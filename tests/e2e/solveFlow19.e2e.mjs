// Solve as a person goes through it, with fresh eyes (hsolve19): a level come back to after a
// reload whose answer is kept in this browser has that answer, as a level solved in the page's
// life has (SolveNotes' useKnownAnswerShown, worker/client.ts' answerKnown); a watch link past
// the end of the best line a cancelled solve kept says what that line is (useLinkSync).
import assert from 'node:assert/strict';
import { solveCornerPair } from './cornerPair.mjs';
import { EARLY } from './earlyLine.mjs';
import { levelHash } from './steps.mjs';
import { CLASSIC_1 } from './tallBoard.mjs';

/**
 * In the page: the solver's results never reach it (the search goes on, as a large level's does)
 * while window.e2eHold is not false, and window.e2eTell(data) hands it a message of the solve
 * running, as its worker would (the search's own then no more).
 */
function resultsHeld() {
  window.Worker = class extends window.Worker {
    set onmessage(hear) {
      super.onmessage =
        hear &&
        ((e) => {
          // (once a message is told, the search's own say nothing more: its next report would overwrite it)
          if (window.e2eTold) return;
          window.e2eTell = (data) => {
            window.e2eTold = true;
            hear.call(this, new MessageEvent('message', { data: { ...data, id: e.data.id } }));
          };
          if (e.data?.type !== 'result' || window.e2eHold === false) hear.call(this, e);
        });
    }
    get onmessage() {
      return super.onmessage;
    }
  };
}

const status = (page) => page.getByTestId('status');
const keptNote = (page) => page.getByTestId('kept-answer');
const solutionMoves = (page) => page.getByRole('list', { name: 'Solution moves' }).getByRole('button');

export const tests = [
  {
    name: 'a level undone back to (Ctrl+Z) after a reload, solved before, has its kept answer at once, as before the reload: not "Press Solve"',
    async run(page, { baseURL }) {
      const solved = `Solved in ${await solveCornerPair(page, baseURL)} moves`;
      const solution = await solutionMoves(page).allTextContents();
      await page.getByRole('button', { name: 'Edit', exact: true }).click();
      const cells = page.getByRole('region', { name: /editor$/ }).getByRole('gridcell');
      await cells.nth(1).click();
      // (the edit saved as the draft, its link written once the edits pause)
      await page.waitForFunction(() => location.hash.startsWith('#v1/move/'), null, { timeout: 10_000 });
      await page.reload();
      await cells.first().waitFor({ timeout: 10_000 });
      await page.locator('[data-testid=status][data-state=idle]').waitFor({ timeout: 10_000 });
      await page.keyboard.press('Control+z');
      await keptNote(page).waitFor({ timeout: 10_000 });
      await page.locator('[data-testid=status][data-state=done]').waitFor({ timeout: 10_000 });
      assert.ok((await status(page).textContent()).startsWith(solved), `the answer as before the reload, not "${await status(page).textContent()}"`);
      assert.match(await keptNote(page).textContent(), /^Solved earlier in this browser \(.+\): its answer was kept, not searched again\. Solve again$/);
      // still editing, on the level undone back to; its solution there to watch
      assert.equal(await page.getByRole('button', { name: 'Edit', exact: true }).getAttribute('aria-pressed'), 'true');
      await page.getByRole('button', { name: 'Solve and watch', exact: true }).click();
      await solutionMoves(page).first().waitFor({ timeout: 10_000 });
      assert.deepEqual(await solutionMoves(page).allTextContents(), solution, 'the same solution, to watch');
    },
  },
  {
    name: "a watch link past the end of the best line a cancelled Snakebird solve kept calls it the best line found, not proven shortest, not the solution",
    async run(page, { baseURL }) {
      await page.addInitScript(resultsHeld);
      // (a position with no line: the level is solved, then shown at that move)
      await page.goto(`${baseURL}${levelHash('snakebird', CLASSIC_1.join('\n') + '\n', 'Classic 1')}/m40`);
      await page.locator('[data-testid=status][data-state=running]').waitFor({ timeout: 10_000 });
      await page.waitForFunction(() => typeof window.e2eTell === 'function', null, { timeout: 30_000 });
      // the search's early line, 18 moves, not proven shortest (the optimum is 16)
      await page.evaluate((solution) => window.e2eTell({ type: 'progress', progress: { depth: 12, lowerBound: 12, stored: 5000, frontier: 800, statesPerSecond: 50_000, bytes: 1 << 20, elapsedMs: 900, bestFound: { moves: solution.length, solution } } }), EARLY);
      await page.getByTestId('status').getByText(/^Searching… best found 18 moves, optimal is at least 12 · /).waitFor({ timeout: 10_000 });
      await page.getByRole('button', { name: 'Cancel', exact: true }).click();
      await page.getByRole('alert').filter({ hasText: "This link's position, move 40, is past the end of the best line found (18 moves, not proven shortest); its end is shown." }).waitFor({ timeout: 10_000 });
      assert.match(await page.getByTestId('status').textContent(), /^Cancelled after .* Kept the best line found: 18 moves, not proven shortest/);
      // its end shown: the address names that line and its last move
      await page.waitForURL(/\/l[\w-]+\/m18$/, { timeout: 10_000 });
    },
  },
  {
    name: 'Solve again cancelled gives back the answer kept from an earlier solve: it is shown again and kept, not lost',
    async run(page, { baseURL }) {
      await page.addInitScript(resultsHeld);
      await page.addInitScript(() => (window.e2eHold = false));
      const solved = `Solved in ${await solveCornerPair(page, baseURL)} moves`;
      await page.reload();
      await keptNote(page).waitFor({ timeout: 10_000 });
      const keptKeys = () => page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('unstuck-answer.')));
      const keys = await keptKeys();
      assert.equal(keys.length, 1, 'the answer is kept');
      // Solve again, whose search (its answer held: a long one) is cancelled
      await page.evaluate(() => (window.e2eHold = true));
      await keptNote(page).getByRole('button', { name: 'Solve again' }).click();
      await page.locator('[data-testid=status][data-state=running]').waitFor({ timeout: 10_000 });
      // (results reach the page again from the click on Cancel, in its task: the answer shown again comes through)
      await page.evaluate(() => window.addEventListener('click', () => (window.e2eHold = false), { capture: true, once: true }));
      await page.getByRole('button', { name: 'Cancel', exact: true }).click();
      await keptNote(page).waitFor({ timeout: 10_000 });
      await page.locator('[data-testid=status][data-state=done]').waitFor({ timeout: 10_000 });
      assert.ok((await status(page).textContent()).startsWith(solved), `the kept answer again, not "${await status(page).textContent()}"`);
      assert.deepEqual(await keptKeys(), keys, 'the answer is still kept');
    },
  },
];
