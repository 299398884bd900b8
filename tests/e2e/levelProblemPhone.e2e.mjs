// My levels marks a saved level its family cannot read with the reader's message, cut to two lines
// in the row (rows are all one height, where each stands is worked out from it). The whole was
// only the tag's title, a tooltip that a touch screen never shows: pressed, the tag shows it
// whole under the list.
import assert from 'node:assert/strict';
import { axeViolations } from './app.e2e.mjs';

const BROKEN = { v: 2, id: 'broken', family: 'move', name: 'Hand edited', text: '.A\n--\na%\n', savedAt: 3 };
const WHOLE = "Move: cannot be read: line 3, column 2: unknown character '%' in the dots grid; expected '.' (no dot) or a-z (a dot)";

export const tests = [
  {
    name: 'on a phone, a level that cannot be read shows its whole message when its tag is tapped, under the list, and the rows keep one height',
    viewport: { width: 390, height: 844 },
    contextOptions: { hasTouch: true, isMobile: true },
    async run(page, { baseURL }) {
      await page.goto(baseURL);
      await page.getByRole('button', { name: 'My levels' }).waitFor();
      await page.evaluate((broken) => {
        localStorage.setItem('unstuck.level.broken', JSON.stringify(broken));
        for (const i of [1, 2]) localStorage.setItem(`unstuck.level.fine-${i}`, JSON.stringify({ v: 2, id: `fine-${i}`, family: 'move', name: `Fine ${i}`, text: '.A\n--\na.\n', savedAt: i }));
      }, BROKEN);
      await page.reload();
      await page.getByRole('button', { name: 'My levels' }).tap();
      const dialog = page.getByRole('dialog', { name: 'My levels' });
      const rowHeights = () => page.evaluate(() => [...document.querySelectorAll('.my-levels-list li')].map((li) => Math.round(li.getBoundingClientRect().height)));
      const tag = dialog.getByRole('button', { name: /^Move: cannot be read: / });
      // (in the row, the message is cut: on this phone it needs more than its two lines)
      assert.ok(await tag.evaluate((b) => b.firstElementChild.scrollHeight > b.firstElementChild.clientHeight + 1), 'the tag holds the whole message in its row');
      const heights = await rowHeights();
      assert.equal(new Set(heights).size, 1, `rows of one height: ${heights}`);

      await tag.tap();
      assert.equal(await tag.getAttribute('aria-expanded'), 'true');
      const note = dialog.locator(`#${await tag.getAttribute('aria-controls')}`);
      assert.equal(await note.textContent(), `“Hand edited” (Move) ${WHOLE.replace(/^Move: /, '')}`);
      const seen = await note.evaluate((p) => {
        const box = p.getBoundingClientRect();
        const panel = p.closest('.my-levels-panel').getBoundingClientRect();
        return { cut: p.scrollWidth > p.clientWidth || p.scrollHeight > p.clientHeight, inPanel: box.left >= panel.left && box.right <= panel.right && box.bottom <= panel.bottom, onScreen: box.top >= 0 && box.bottom <= innerHeight };
      });
      assert.deepEqual(seen, { cut: false, inPanel: true, onScreen: true });
      assert.deepEqual(await rowHeights(), heights, 'the rows as they were');
      assert.deepEqual(await axeViolations(page), []);

      // a second tap puts it away
      await tag.tap();
      await note.waitFor({ state: 'detached' });
      assert.equal(await tag.getAttribute('aria-expanded'), 'false');
    },
  },
];
