// A Snakebird level drawn from New level in the real app: the sample snakebird and exit erased
// first, the page reloaded while the level is unfinished (it comes back as drawn, its problems
// named, Solve off saying why), then finished and solved.
import assert from 'node:assert/strict';
import { openEditor } from './steps.mjs';

export const tests = [
  {
    name: 'snakebird: a level drawn from blank, its sample pieces erased first, survives a reload unfinished, then is finished and solved',
    async run(page, { baseURL }) {
      let editor = await openEditor(page, baseURL, 'Snakebird');
      await editor.getByRole('button', { name: 'New level' }).click();
      const cell = (r, c) => editor.getByRole('gridcell', { name: new RegExp(`^row ${r} column ${c}:`) });
      const problems = () => page.getByRole('group', { name: 'Level problems' });
      const solve = page.getByRole('button', { name: 'Solve', exact: true });
      // New level's exit and snakebird, erased before anything else is drawn
      await editor.getByRole('radio', { name: /Empty/ }).click();
      await cell(5, 7).click();
      await cell(5, 4).click();
      assert.equal(await cell(5, 7).getAttribute('aria-label'), 'row 5 column 7: empty');
      assert.equal(await cell(5, 3).getAttribute('aria-label'), 'row 5 column 3: empty');
      assert.equal(await editor.getByRole('alert').count(), 0, 'nothing refused');
      await problems().getByText(/No snakebird: a level needs at least one/).waitFor();
      await problems().getByText(/No exit: a level needs one/).waitFor();
      assert.ok(await solve.isDisabled(), 'Solve is off while the level is unfinished');
      assert.match((await solve.getAttribute('title')) ?? '', /no snakebird/);
      // half drawn: an exit, no snakebird yet; the page's link follows the level, then the page is reloaded
      const before = page.url();
      await editor.getByRole('radio', { name: /Exit/ }).click();
      await cell(5, 2).click();
      await page.waitForURL((u) => u.href !== before);
      await page.reload();
      editor = page.getByRole('region', { name: 'Snakebird editor' });
      await cell(5, 2).waitFor();
      assert.equal(await cell(5, 2).getAttribute('aria-label'), 'row 5 column 2: exit');
      assert.equal(await cell(5, 4).getAttribute('aria-label'), 'row 5 column 4: empty');
      await problems().getByText(/No snakebird: a level needs at least one/).waitFor();
      assert.equal(await problems().getByText(/No exit/).count(), 0);
      assert.ok(await solve.isDisabled(), 'Solve is still off after the reload');
      // nor can it be played: the reason is said there too
      await page.getByRole('button', { name: 'Play it yourself', exact: true }).click();
      await page.getByText(/^This level cannot be played until it is mended in Edit: .*no snakebird/).waitFor();
      await page.getByRole('button', { name: 'Edit', exact: true }).click();
      editor = page.getByRole('region', { name: 'Snakebird editor' });
      await cell(5, 2).waitFor();
      // finished: a snakebird dragged from its head at column 4 to its tail at column 5
      await editor.getByRole('radio', { name: /Snakebird/ }).click();
      const at = async (r, c) => {
        const b = await cell(r, c).boundingBox();
        return [b.x + b.width / 2, b.y + b.height / 2];
      };
      await cell(5, 5).scrollIntoViewIfNeeded();
      await page.mouse.move(...(await at(5, 4)));
      await page.mouse.down();
      await page.mouse.move(...(await at(5, 5)), { steps: 4 });
      await page.mouse.up();
      await editor.getByRole('gridcell', { name: 'row 5 column 5: body of Red snakebird' }).waitFor({ timeout: 5_000 });
      assert.equal(await cell(5, 4).getAttribute('aria-label'), 'row 5 column 4: head of Red snakebird');
      await page.getByText('The level is valid.').first().waitFor();
      await solve.click();
      await page.getByRole('status').getByText('Solved in 2 moves').waitFor({ timeout: 30_000 });
    },
  },
];
