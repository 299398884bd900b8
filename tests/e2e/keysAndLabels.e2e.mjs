// Real-browser checks of the grid editor's keyboard stroke (Shift held, arrows) and of DogBunny's
// words on a tight board, measured as the browser draws them.
import assert from 'node:assert/strict';
import { COLUMN, SQUARE } from './dogbunnyTight.mjs';

const PHONE = { viewport: { width: 390, height: 844 }, contextOptions: { isMobile: true, hasTouch: true, deviceScaleFactor: 2 } };

async function importLevel(page, baseURL, family, text) {
  await page.goto(baseURL);
  await page.getByRole('tab', { name: family, exact: true }).click();
  await page.getByRole('button', { name: 'Edit', exact: true }).click();
  const editor = page.getByRole('region', { name: `${family} editor` });
  await editor.getByRole('button', { name: 'Import text' }).click();
  await page.getByRole('textbox', { name: /^Level text/ }).fill(text);
  await page.getByRole('button', { name: 'Import', exact: true }).click();
  return editor;
}

/** the board's words as drawn: pairs on each other, and words not wholly on the board (px, a pixel's slack) */
const measureWords = (page) =>
  page.getByRole('img', { name: /^DogBunny board/ }).first().evaluate((svg) => {
    const board = svg.getBoundingClientRect();
    const words = [...svg.querySelectorAll('.node-name, .condition')].map((t) => ({ text: t.textContent, r: t.getBoundingClientRect() }));
    const on = (a, b) => a.left < b.right - 1 && b.left < a.right - 1 && a.top < b.bottom - 1 && b.top < a.bottom - 1;
    const overlapping = [];
    words.forEach((a, i) => words.slice(i + 1).forEach((b) => on(a.r, b.r) && overlapping.push(`${a.text} / ${b.text}`)));
    const outside = words.filter(({ r }) => r.left < board.left - 1 || r.right > board.right + 1 || r.top < board.top - 1 || r.bottom > board.bottom + 1).map((w) => w.text);
    return { count: words.length, overlapping, outside };
  });

export const tests = [
  {
    name: 'Snakebird editor, keyboard: Shift held and the arrows draw a snakebird head to tail, one Undo takes it back; one-cell snakebirds side by side by Enter',
    async run(page, { baseURL }) {
      const editor = await importLevel(page, baseURL, 'Snakebird', '----*\n-----\n-----\n----A\n');
      const cell = (r, c) => editor.getByRole('gridcell', { name: new RegExp(`^row ${r} column ${c}:`) });
      await cell(4, 5).waitFor();
      await page.keyboard.press('8'); // the snake tool
      await cell(1, 1).focus();
      await page.keyboard.down('Shift');
      for (const key of ['ArrowRight', 'ArrowRight', 'ArrowDown']) await page.keyboard.press(key);
      await page.keyboard.up('Shift');
      assert.equal(await cell(1, 1).getAttribute('aria-label'), 'row 1 column 1: head of Green snakebird');
      assert.equal(await cell(2, 3).getAttribute('aria-label'), 'row 2 column 3: body of Green snakebird');
      await editor.getByRole('button', { name: 'Undo' }).click();
      assert.equal(await cell(1, 1).getAttribute('aria-label'), 'row 1 column 1: empty');
      assert.equal(await cell(2, 3).getAttribute('aria-label'), 'row 2 column 3: empty');
      await cell(3, 1).focus();
      await page.keyboard.press('Enter');
      await page.keyboard.press('ArrowRight');
      await page.keyboard.press('Enter');
      assert.equal(await cell(3, 1).getAttribute('aria-label'), 'row 3 column 1: head of Green snakebird');
      assert.equal(await cell(3, 2).getAttribute('aria-label'), 'row 3 column 2: head of Blue snakebird');
    },
  },
  ...[
    { label: 'a phone', ...PHONE },
    { label: 'a desktop', viewport: { width: 1280, height: 800 } },
  ].map(({ label, viewport, contextOptions }) => ({
    name: `DogBunny on ${label}: long names a grid point apart and a condition wider than the board are drawn on no other word and wholly on the board`,
    viewport,
    contextOptions,
    async run(page, { baseURL }) {
      for (const [what, text, count] of [['SQUARE', SQUARE, 5], ['COLUMN', COLUMN, 5]]) {
        await importLevel(page, baseURL, 'DogBunny', text);
        await page.getByRole('button', { name: 'Play it yourself' }).click();
        await page.getByRole('img', { name: /^DogBunny board/ }).first().waitFor();
        const m = await measureWords(page);
        assert.equal(m.count, count, `${what}: the words drawn`);
        assert.deepEqual({ overlapping: m.overlapping, outside: m.outside }, { overlapping: [], outside: [] }, what);
      }
    },
  })),
];
