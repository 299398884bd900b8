// Real-browser tests of the Snakebird editor as a designer on a phone uses it.
import assert from 'node:assert/strict';

const PHONE = { viewport: { width: 390, height: 844 }, contextOptions: { isMobile: true, hasTouch: true, deviceScaleFactor: 2 } };

/** a jsnell level 20 rows by 10 columns: taller than a phone's board may be drawn */
const TALL = ['..........', ...Array.from({ length: 17 }, (_, r) => (r === 16 ? '.>R    *.' : '.        .').padEnd(10, '.')), '..........', '~~~~~~~~~~'].join('\n') + '\n';

async function openEditor(page, baseURL, text) {
  await page.goto(baseURL);
  await page.getByRole('tab', { name: 'Snakebird', exact: true }).click();
  await page.getByRole('button', { name: 'Edit', exact: true }).click();
  const editor = page.getByRole('region', { name: 'Snakebird editor' });
  await editor.getByRole('button', { name: 'Import text' }).click();
  await page.getByRole('textbox').fill(text);
  await page.getByRole('button', { name: 'Import', exact: true }).click();
  await editor.getByRole('gridcell', { name: /^row 20 column 10:/ }).waitFor();
  return editor;
}

/** whether an element lies wholly inside the screen's height */
const onScreen = (locator) => locator.evaluate((el) => {
  const r = el.getBoundingClientRect();
  return r.height > 0 && r.top >= 0 && r.bottom <= innerHeight;
});

export const tests = [
  {
    name: "phone: the Teleporter tool's word on the pad tapped is on the screen, the grid's foot at the screen's foot",
    ...PHONE,
    async run(page, { baseURL }) {
      const editor = await openEditor(page, baseURL, TALL);
      await editor.getByRole('radio', { name: /Teleporter/ }).tap();
      // the page scrolled down to the grid's last rows, as a thumb does to tap them
      await page.evaluate(() => window.scrollBy(0, document.querySelector('.ed-paint').getBoundingClientRect().bottom - innerHeight + 2));
      await editor.getByRole('gridcell', { name: /^row 17 column 3:/ }).tap();
      const hint = page.locator('.ed-hint');
      assert.match(await hint.textContent(), /^Teleporter pad at row 17, column 3: choose a second cell/);
      assert.ok(await onScreen(hint), `the word is off the screen: ${JSON.stringify(await hint.boundingBox())}`);
      await editor.getByRole('gridcell', { name: /^row 17 column 6:/ }).tap();
      assert.equal(await hint.textContent(), 'Teleporter pair at row 17, column 3 and row 17, column 6.');
      assert.ok(await onScreen(hint), 'the pair placed: its word is off the screen');
    },
  },
  {
    name: 'keyboard only: a snakebird drawn cell by cell with Enter and the arrows (on from its tail, pressed again), taken back a cell, then a new one after Escape',
    async run(page, { baseURL }) {
      const editor = await openEditor(page, baseURL, TALL);
      await page.keyboard.press('8'); // the snake tool
      const cell = (r, c) => editor.getByRole('gridcell', { name: new RegExp(`^row ${r} column ${c}:`) });
      await cell(5, 3).focus();
      await page.keyboard.press('Enter');
      await page.keyboard.press('Enter'); // its tail: a press beside a snake just made would make another
      for (const key of ['ArrowRight', 'ArrowRight', 'ArrowDown']) {
        await page.keyboard.press(key);
        await page.keyboard.press('Enter');
      }
      assert.equal(await cell(5, 3).getAttribute('aria-label'), 'row 5 column 3: head of Green snakebird');
      assert.equal(await cell(6, 5).getAttribute('aria-label'), 'row 6 column 5: body of Green snakebird');
      assert.match(await editor.locator('.ed-hint').textContent(), /^Drawing Green snakebird on from its tail at row 6, column 5;/);
      // back onto the cell before the tail: the tail comes off
      await page.keyboard.press('ArrowUp');
      await page.keyboard.press('Enter');
      assert.equal(await cell(6, 5).getAttribute('aria-label'), 'row 6 column 5: empty');
      await page.keyboard.press('Escape');
      await page.keyboard.press('ArrowRight');
      await page.keyboard.press('Enter');
      assert.equal(await cell(5, 6).getAttribute('aria-label'), 'row 5 column 6: head of Blue snakebird');
      assert.equal(await editor.getByRole('list', { name: 'Snakes and blocks' }).getByRole('listitem').count(), 3);
    },
  },
];
