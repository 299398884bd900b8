// The DogBunny editor draws a dot on each empty grid point, over the board: where a name or a
// condition was placed over a point, the dot sat on its letters ('end (goal: bunny)' beside a new
// level's end, once an edge left it downwards; hqa12's afternoon of drawing levels). A point under
// a word shows no dot; the point is still a cell of the grid.
import assert from 'node:assert/strict';
import { levelHash } from './steps.mjs';

const PHONE = { viewport: { width: 390, height: 844 }, contextOptions: { hasTouch: true, isMobile: true } };

// New level's start and end, with an edge down from end and one across to bank: end's name is placed
// beside it, over the next point along (at 1280x800 and 390x844 in Chromium)
const LEVEL = `node start 0 0
node end 2 0
node n1 2 2
node bank 4 2
edge start <-> end
edge end -> n1
edge n1 -> bank if start
bunny start
dog start
goal bunny end
goal dog bank
`;

export const tests = [['desktop', {}], ['phone', PHONE]].map(([where, options]) => ({
  name: `${where}: no grid point's dot lies on a node's name or an edge's condition`,
  ...options,
  async run(page, { baseURL }) {
    await page.goto(`${baseURL}${levelHash('dogbunny', LEVEL)}`);
    await page.getByRole('button', { name: 'Edit', exact: true }).click();
    const editor = page.getByRole('region', { name: 'DogBunny editor' });
    await editor.getByRole('gridcell', { name: /: node bank/ }).waitFor();
    const found = await editor.evaluate((root) => {
      const meets = (a, b) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
      const words = [...root.querySelectorAll('text.node-name, text.condition')].map((t) => ({ text: t.textContent, box: t.getBoundingClientRect() }));
      const dots = [...root.querySelectorAll('.ed-point')].map((d) => ({ cell: d.closest('[role=gridcell]')?.getAttribute('aria-label'), box: d.getBoundingClientRect() }));
      const under = dots.flatMap((d) => words.filter((w) => meets(d.box, w.box)).map((w) => `${d.cell} under '${w.text}'`));
      return { under, dots: dots.length, words: words.length };
    });
    assert.ok(found.words >= 5, `the words are drawn (${found.words})`);
    assert.ok(found.dots > 20, `the empty points have their dots (${found.dots})`);
    assert.deepEqual(found.under, [], 'no dot on a word');
    // a point under a word is still a grid point to place a node on
    assert.equal(await editor.getByRole('gridcell', { name: /^row 1 column 4: empty point$/ }).count(), 1);
  },
}));
