// Play says what a move caused, after the move, in its live region (the family's moveOutcome,
// loaded with How to play's words): in the built page, its words' chunk fetched as the bundle
// splits it.
import assert from 'node:assert/strict';
import { levelHash } from './steps.mjs';

const said = (page) => page.locator('.pl-status .sr-only').first().textContent();

export const tests = [
  {
    name: 'play outcome: a Snakebird move that eats a fruit says so after the move; Undo says only where it lands',
    async run(page, { baseURL }) {
      await page.goto(`${baseURL}${levelHash('snakebird', '.......\n.*    .\n. >RO .\n.......\n', 'One fruit')}`);
      await page.getByRole('heading', { name: 'One fruit', exact: true }).waitFor();
      // How to play's words are the ones Play asks for as it opens: here once the dialog shows them
      await page.getByRole('button', { name: 'How to play' }).click();
      const dialog = page.getByRole('dialog', { name: 'How to play' });
      await dialog.getByText('Goal:').waitFor();
      await dialog.getByRole('button', { name: 'Close' }).click();
      await page.getByRole('button', { name: 'Play it yourself' }).click();
      await page.getByRole('button', { name: 'Undo' }).waitFor();
      await page.keyboard.press('ArrowRight');
      await page.waitForFunction(() => document.querySelector('.pl-status .sr-only')?.textContent?.startsWith('Move 1'), null, { timeout: 10_000 });
      assert.equal(await said(page), 'Move 1: Red →. Red ate a fruit and grew to 3.');
      await page.getByRole('button', { name: 'Undo' }).click();
      await page.waitForFunction(() => document.querySelector('.pl-status .sr-only')?.textContent?.startsWith('Undone'), null, { timeout: 10_000 });
      assert.equal(await said(page), 'Undone: Red →. Back to the start.');
    },
  },
];
