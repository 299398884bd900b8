// Play's Hint while its answer is held back (holdWorkers.mjs), so that what the page does
// between the question and the answer can be looked at. A Hint's answer names a move of the level
// and the position it was asked on: another level opened meanwhile (a gallery level, a pasted
// link, another family) must show neither that move nor the optimal count learned with it, and a
// move played meanwhile stops the search, whose answer is for the position left.
import assert from 'node:assert/strict';
import { levelHash } from './steps.mjs';
import { holdingAnswers, letAnswersGo } from './holdWorkers.mjs';

async function hintAskedOnBotanicula(page, baseURL) {
  await page.goto(baseURL);
  await page.getByRole('tab', { name: 'Anemones', exact: true }).click();
  await page.getByRole('button', { name: /^Botanicula/ }).click();
  await page.getByRole('button', { name: 'Play it yourself' }).click();
  await page.getByRole('button', { name: 'Hint' }).click();
  await page.getByText('Looking for the best next move…').waitFor();
}

const count = (page) => page.getByTestId('move-count').textContent();

export const tests = [
  {
    name: 'hint held: another level opened before the answer (a gallery level, a link, another family) shows no hint or count of the level left',
    async run(page, { baseURL }) {
      await holdingAnswers(page);
      const others = [
        ['a gallery level', 'Stubborn one', () => page.getByRole('button', { name: /^Stubborn one/ }).click()],
        ['a link', 'Linked', () => page.evaluate((h) => (location.hash = h), levelHash('anemones', 'anemones 3\ntap 1 lowers 2\nstart\ngoal 1 2\n', 'Linked'))],
        ['another family', 'Lovecraft 4×4', () => page.getByRole('tab', { name: 'Bars', exact: true }).click()],
      ];
      for (const [what, name, open] of others) {
        await hintAskedOnBotanicula(page, baseURL);
        await open();
        await page.getByRole('heading', { name, exact: true }).waitFor();
        await letAnswersGo(page);
        assert.equal(await page.getByTestId('hint').count(), 0, `${what}: no hint`);
        assert.equal(await page.getByText('Looking for the best next move…').count(), 0, `${what}: no search`);
        // Botanicula's optimal count (6) is not taken for the level opened
        assert.equal(await count(page), 'Moves: 0', what);
        assert.equal(await page.getByRole('button', { name: 'Hint' }).getAttribute('aria-disabled'), 'false', what);
      }
    },
  },
  {
    name: 'hint held: a move (or Undo) before the answer stops the search; Hint asks again for the position shown',
    async run(page, { baseURL }) {
      await holdingAnswers(page);
      await hintAskedOnBotanicula(page, baseURL);
      await page.getByTestId('anemone-1').click();
      // at once: the search was for the start, which the player has left
      await page.getByText('Looking for the best next move…').waitFor({ state: 'detached', timeout: 1000 });
      assert.equal(await page.getByRole('button', { name: 'Hint' }).getAttribute('aria-disabled'), 'false');
      assert.equal(await page.getByRole('toolbar', { name: 'Play' }).getByRole('button', { name: 'Cancel' }).count(), 0);
      await page.getByRole('button', { name: 'Hint' }).click();
      await page.getByText('Looking for the best next move…').waitFor();
      await page.getByRole('button', { name: 'Undo' }).click();
      await page.getByText('Looking for the best next move…').waitFor({ state: 'detached', timeout: 1000 });
      await letAnswersGo(page);
      assert.equal(await page.getByTestId('hint').count(), 0);
      // asked again where the player is, it answers (answers are no longer held)
      await page.getByRole('button', { name: 'Hint' }).click();
      await page.getByTestId('hint').waitFor({ timeout: 30_000 });
      assert.equal(await page.getByTestId('hint').getAttribute('data-move'), '2');
    },
  },
  {
    name: 'hint held: Hint pressed twice quickly from the keyboard still gives the hint (the second Enter went to Cancel)',
    async run(page, { baseURL }) {
      await holdingAnswers(page);
      await page.goto(baseURL);
      await page.getByRole('tab', { name: 'Anemones', exact: true }).click();
      await page.getByRole('button', { name: /^Botanicula/ }).click();
      await page.getByRole('button', { name: 'Play it yourself' }).click();
      const hint = page.getByRole('button', { name: 'Hint' });
      await hint.focus();
      await page.keyboard.press('Enter');
      await page.getByText('Looking for the best next move…').waitFor();
      await page.keyboard.press('Enter');
      assert.equal(await hint.evaluate((b) => b === document.activeElement), true, 'the focus stays on Hint');
      await letAnswersGo(page);
      await page.getByTestId('hint').waitFor();
      assert.equal(await page.getByTestId('hint').getAttribute('data-move'), '2');
      assert.equal(await hint.evaluate((b) => b === document.activeElement), true, 'the focus is on Hint after the answer');
    },
  },
];
