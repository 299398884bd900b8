// Solve as a person goes through it, with fresh eyes (hsolve19): a level come back to after a
// reload whose answer is kept in this browser has that answer, as a level solved in the page's
// life has (SolveNotes' useKnownAnswerShown, worker/client.ts' answerKnown).
import assert from 'node:assert/strict';

const status = (page) => page.getByTestId('status');
const keptNote = (page) => page.getByTestId('kept-answer');
const solutionMoves = (page) => page.getByRole('list', { name: 'Solution moves' }).getByRole('button');

export const tests = [
  {
    name: 'a level undone back to (Ctrl+Z) after a reload, solved before, has its kept answer at once, as before the reload: not "Press Solve"',
    async run(page, { baseURL }) {
      await page.goto(baseURL);
      await page.getByRole('tab', { name: 'Move', exact: true }).click();
      await page.getByRole('button', { name: /^Corner pair/ }).click();
      await page.getByRole('button', { name: 'Solve', exact: true }).click();
      await page.locator('[data-testid=status][data-state=done]').waitFor({ timeout: 30_000 });
      const solved = /^Solved in \d+ moves/.exec(await status(page).textContent())?.[0];
      assert.ok(solved, 'the level was solved');
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
];
