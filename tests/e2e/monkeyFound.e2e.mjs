// What the seeded monkey (monkey.e2e.mjs) found, each reduced to the few steps that showed it.
import assert from 'node:assert/strict';

export const tests = [
  {
    // seed 37, step 128: a burst of clicks in one task, another family's tab among them and a
    // DogBunny editor's button after it, before React had drawn the new family: the edit went to
    // the Move level ('e.dots is not iterable', a page error)
    name: "an editor's edit after another family's tab, in the same task, is not given to the other family",
    async run(page, { baseURL }) {
      const errors = [];
      page.on('pageerror', (e) => errors.push(String(e)));
      await page.goto(baseURL);
      // Move's rules loaded first, so that its tab changes the family at once
      await page.getByRole('tab', { name: 'Move', exact: true }).click();
      await page.getByTestId('board').waitFor();
      await page.getByRole('tab', { name: 'DogBunny', exact: true }).click();
      await page.getByRole('button', { name: 'Edit', exact: true }).click();
      const editor = page.getByRole('region', { name: 'DogBunny editor' });
      await editor.getByRole('button', { name: /^delete edge / }).first().waitFor();
      const before = await page.evaluate(() => localStorage.getItem('unstuck.draft.move'));
      await page.evaluate(() => {
        const edge = [...document.querySelectorAll('section.ed-panel button')].find((b) => /^delete edge /.test(b.getAttribute('aria-label') ?? b.textContent));
        const move = [...document.querySelectorAll('[role=tab]')].find((t) => t.textContent.trim() === 'Move');
        move.click();
        edge.click();
      });
      await page.getByRole('tab', { name: 'Move', exact: true, selected: true }).waitFor();
      await page.waitForTimeout(500);
      assert.deepEqual(errors, []);
      assert.equal(await page.evaluate(() => localStorage.getItem('unstuck.draft.move')), before, "Move's autosave is not written by DogBunny's edit");
      await page.getByRole('region', { name: 'Move editor' }).waitFor();
    },
  },
];
