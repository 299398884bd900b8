// Desktop windows smaller than the layout tests' 1280x720: a netbook's 1024x600, a laptop's
// browser with its toolbars (1280x600, 1366x640), 1100x700 and half a laptop's screen (900x600).
// Watching a solved level, the board and its playback controls lie on the screen at scroll 0, and
// nothing needs a sideways scroll. At 900x600 the phone's stacked layout put the board 352 px
// down, under the Solver panel and the gallery's row: its foot and the playback controls ran past
// the screen's foot (Move's 4×4 board to 624, its controls to 724). Editing, below 1200 px wide
// (where the editor does not fit its board to the screen itself), the board kept its height in
// play under the editor's toolbar and palette, and ran past the foot of 600; from 1200 px so did a
// board whose cells at the editor's least do not fit the screen (Snakebird's Classic 9).
import assert from 'node:assert/strict';
import { atSize, everyFamilySolved, underTheFoot } from './atSizes.mjs';

const SMALL_DESKTOPS = [
  [900, 600],
  [1024, 600],
  [1100, 700],
  [1280, 600],
  [1366, 640],
];

/** What lies under the screen's foot at scroll 0 (the board, the playback controls), and a sideways scroll. */
const wrongHere = (page) =>
  underTheFoot(page, [
    ['board', '[data-testid=board]'],
    ['playback controls', '.playback'],
  ]);

export const tests = [
  {
    name: "900x600 to 1366x640, mouse: every family's first and last gallery level, solved, has its board and playback controls on the screen, with no sideways scroll",
    viewport: { width: 1280, height: 800 },
    async run(page, { baseURL }) {
      await page.goto(baseURL);
      await page.getByRole('button', { name: 'Got it' }).click();
      const wrong = [];
      await everyFamilySolved(page, (count) => [0, count - 1], async (name) => {
        for (const [width, height] of SMALL_DESKTOPS) {
          await atSize(page, width, height);
          for (const w of await wrongHere(page)) wrong.push(`${name}, ${width}x${height}: ${w}`);
        }
      });
      assert.deepEqual(wrong, []);
    },
  },
  {
    name: "900x600 to 1366x640, Edit: every family's first gallery level and Snakebird's tall Classic 9 have the editor's board wholly on the screen, under its toolbar and palette",
    viewport: { width: 1280, height: 800 },
    async run(page, { baseURL }) {
      await page.goto(baseURL);
      await page.getByRole('button', { name: 'Got it' }).click();
      const wrong = [];
      const look = async (name) => {
        await page.getByRole('button', { name: 'Edit', exact: true }).click();
        await page.locator('.ed-board').first().waitFor();
        for (const [width, height] of [[1024, 600], [900, 600], [1280, 600], [1366, 640]]) {
          await atSize(page, width, height);
          const bottom = await page.locator('.ed-board').first().evaluate((b) => b.getBoundingClientRect().bottom);
          // (before: the 16rem floor of a board's height in play, 256 px, under two rows of tools: Move's 4×4 ended at
          // 630 of 1024x600; from 1200 px wide Classic 9's, at its height in play, at 620 of 1280x600)
          if (bottom > height + 0.5) wrong.push(`${name}, ${width}x${height}: the board ends ${Math.round(bottom - height)} px under the foot`);
        }
        await page.setViewportSize({ width: 1280, height: 800 });
        await page.getByRole('button', { name: 'Solve and watch', exact: true }).click();
      };
      for (const family of await page.getByRole('tab').allTextContents()) {
        await page.getByRole('tab', { name: family, exact: true }).click();
        const first = page.locator('.gallery li button').first();
        await first.click();
        await look(`${family}'s ${await first.locator('.level-name').textContent()}`);
        if (family === 'Snakebird') {
          await page.locator('.gallery li button', { hasText: /^Classic 9\b/ }).click();
          await look("Snakebird's Classic 9");
        }
      }
      assert.deepEqual(wrong, []);
    },
  },
  {
    name: '900x600, mouse: the board and the Solver panel lie side by side, the gallery\'s row at the head of the Solver\'s column, as from 901 px; a phone on its side (844x390) has the board at the left, Solve and the gallery\'s row at its right',
    viewport: { width: 900, height: 600 },
    async run(page, { baseURL }) {
      await page.goto(baseURL);
      await page.getByRole('button', { name: 'Got it' }).click();
      await page.locator('[data-testid=board] svg').first().waitFor();
      const boxes = () =>
        page.evaluate(() => {
          const box = (sel) => {
            const r = document.querySelector(sel).getBoundingClientRect();
            return { left: r.left, top: r.top, right: r.right, bottom: r.bottom };
          };
          return { stage: box('.stage'), solve: box('.solve-panel'), gallery: box('.gallery') };
        });
      const b = await boxes();
      // (before: Solve above the gallery's row, the board under both)
      assert.ok(b.solve.left >= b.stage.right && b.gallery.left >= b.stage.right, `the Solver's column at the board's right: ${JSON.stringify(b)}`);
      assert.ok(b.gallery.bottom <= b.solve.top, `the gallery's row above Solve: ${JSON.stringify(b)}`);
      await page.setViewportSize({ width: 844, height: 390 });
      await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
      // (the stage's panel takes no box of its own there: the board's is measured; before
      // landscapePhone's layout, Solve, the gallery's row and the board were one column, the board under the foot)
      const phone = { ...(await boxes()), board: await page.locator('[data-testid=board]').evaluate((e) => e.getBoundingClientRect().toJSON()) };
      assert.ok(phone.solve.left >= phone.board.right && phone.gallery.left >= phone.board.right && phone.board.bottom <= 390, `on its side a phone has the board at the left, on the screen, Solve and the gallery's row at its right: ${JSON.stringify(phone)}`);
    },
  },
];
