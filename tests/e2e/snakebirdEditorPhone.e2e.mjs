// Real-browser tests of the Snakebird editor as a player copying a game level on a phone draws it.
import assert from 'node:assert/strict';

const PHONE = { viewport: { width: 390, height: 844 }, contextOptions: { isMobile: true, hasTouch: true, deviceScaleFactor: 2 } };

/** a finger pressed on the first cell, moved through each next one, and lifted */
async function drag(page, context, cells) {
  const cdp = await context.newCDPSession(page);
  const at = [];
  for (const cell of cells) {
    const b = await cell.boundingBox();
    at.push({ x: b.x + b.width / 2, y: b.y + b.height / 2 });
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [at[0]] });
  for (let i = 1; i < at.length; i++)
    for (let k = 1; k <= 4; k++)
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x: at[i - 1].x + ((at[i].x - at[i - 1].x) * k) / 4, y: at[i - 1].y + ((at[i].y - at[i - 1].y) * k) / 4 }] });
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
}

export const tests = [
  {
    name: 'phone: a snakebird dragged just after a refused edit is drawn where the finger went (the refusal above the grid stays until the finger lifts)',
    ...PHONE,
    async run(page, { baseURL, context }) {
      await page.goto(baseURL);
      await page.getByRole('tab', { name: 'Snakebird', exact: true }).tap();
      await page.getByRole('button', { name: 'Edit', exact: true }).tap();
      const editor = page.getByRole('region', { name: 'Snakebird editor' });
      await editor.getByRole('button', { name: 'New level' }).tap();
      const cell = (r, c) => editor.getByRole('gridcell', { name: new RegExp(`^row ${r} column ${c}:`) });
      // the last wall of the right-hand column erased: refused (jsnell, which the water makes the level's format, cannot keep an empty last column), said above the grid
      await editor.getByRole('radio', { name: /Water/ }).tap();
      await cell(6, 1).tap();
      await editor.getByRole('radio', { name: /Empty/ }).tap();
      for (let r = 1; r <= 6; r++) await cell(r, 8).tap();
      await editor.getByRole('alert').filter({ hasText: /would lose part of the level/ }).waitFor();
      await editor.getByRole('radio', { name: /Snakebird/ }).tap();
      await cell(2, 4).scrollIntoViewIfNeeded();
      await page.waitForTimeout(300);
      await drag(page, context, [cell(2, 4), cell(2, 5), cell(2, 6)]);
      // (where the stroke went, right or wrong, is read after the snake's last cell is drawn somewhere)
      await editor.getByRole('gridcell', { name: /body of Green snakebird$/ }).nth(1).waitFor({ timeout: 5_000 });
      const names = [];
      for (const [r, c] of [[2, 4], [2, 5], [2, 6], [3, 4], [3, 5], [3, 6]]) names.push(await cell(r, c).getAttribute('aria-label'));
      assert.deepEqual(names, [
        'row 2 column 4: head of Green snakebird',
        'row 2 column 5: body of Green snakebird',
        'row 2 column 6: body of Green snakebird',
        'row 3 column 4: empty',
        'row 3 column 5: empty',
        'row 3 column 6: empty',
      ]);
      assert.equal(await editor.getByRole('alert').count(), 0, 'the refusal goes once the finger lifts');
    },
  },
];
