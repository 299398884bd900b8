// The Snakebird editor keeps its scale when the level's format changes: water, a teleporter or a
// block switches an open (classic) level to jsnell, framed, whose board has no open sky around it;
// the board drew the same map larger then, every cell moving under the pointer.
import assert from 'node:assert/strict';

export const tests = [
  {
    name: 'water painted on an open level (Classic 0): the cells keep their size and place',
    viewport: { width: 1280, height: 800 },
    async run(page, { baseURL }) {
      await page.goto(baseURL);
      await page.getByRole('tab', { name: 'Snakebird', exact: true }).click();
      await page.getByRole('button', { name: 'Classic 0', exact: true }).click();
      await page.getByRole('button', { name: 'Edit', exact: true }).click();
      const editor = page.getByRole('region', { name: 'Snakebird editor' });
      await editor.getByText('Format: classic (open world)').waitFor();
      const cell = (r, c) => editor.getByRole('gridcell', { name: new RegExp(`^row ${r} column ${c}:`) });
      const box = async () => {
        const b = await cell(2, 2).boundingBox();
        return [b.x, b.y, b.width, b.height].map(Math.round);
      };
      const before = await box();
      await editor.getByRole('radio', { name: /Water/ }).click();
      await cell(4, 3).click();
      await editor.getByText('Format: jsnell (framed)').waitFor();
      await page.waitForFunction(() => !document.querySelector('.ed-board .board-loading'));
      assert.deepEqual(await box(), before);
      // and back by Undo: the same again
      await editor.getByRole('button', { name: /^Undo/ }).first().click();
      await editor.getByText('Format: classic (open world)').waitFor();
      assert.deepEqual(await box(), before);
    },
  },
];
