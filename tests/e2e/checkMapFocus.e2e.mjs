// Check's map of positions, by keyboard on a desktop: Enter on a dot shows its position on the
// board, and the page scrolled to the board (a column beside the map) took the focused dot off
// the screen (Move 4x4 at 1280x800: the dot at 1,102 px, the screen 800 high), where the next arrow
// key walked the map out of sight. Now the page goes toward the board only as far as keeps the dot
// in view. On a phone, where the board is above the panel, a dot tapped still brings the board into
// view.
import assert from 'node:assert/strict';
import { mapOf } from './checkMapOf.mjs';

/** where the focus and the board are on the screen, once the board has been drawn and scrolled to */
const placed = (page) =>
  page.evaluate(
    () =>
      new Promise((done) =>
        requestAnimationFrame(() =>
          requestAnimationFrame(() => {
            const focus = document.activeElement.getBoundingClientRect();
            const board = document.querySelector('[data-testid="board"]').getBoundingClientRect();
            done({ focusTop: focus.top, focusBottom: focus.bottom, boardTop: board.top, boardBottom: board.bottom, screen: innerHeight, label: document.activeElement.getAttribute('aria-label') });
          }),
        ),
      ),
  );

export const tests = [
  {
    name: 'desktop: Enter on a dot of the map shows its position and keeps the dot on the screen; the next arrow key walks on in view',
    async run(page, { baseURL }) {
      const panel = await mapOf(page, baseURL, 'Move', 'Move 4×4');
      const dot = panel.locator('circle.check-dot').nth(3);
      await dot.focus();
      const before = await placed(page);
      assert.ok(before.boardBottom < 0, `the board is above the screen to begin with (${JSON.stringify(before)})`);
      const deep = Number(before.label.match(/(\d+) moves? from the start/)[1]);
      await page.keyboard.press('Enter');
      await page.getByTestId('position').getByText(new RegExp(`^Move ${deep} of ${deep}`)).waitFor({ timeout: 10_000 });
      const after = await placed(page);
      assert.ok(after.focusTop >= 0 && after.focusBottom <= after.screen, `the dot Enter was pressed on is on the screen (${JSON.stringify(after)})`);
      assert.ok(after.boardTop > before.boardTop, `the page went toward the board (${JSON.stringify(after)})`);
      await page.keyboard.press('ArrowDown');
      const walked = await placed(page);
      assert.notEqual(walked.label, before.label, 'the arrow key went to another dot');
      assert.ok(walked.focusTop >= 0 && walked.focusBottom <= walked.screen, `and it is on the screen (${JSON.stringify(walked)})`);
    },
  },
  {
    name: 'phone: a dot tapped below the board brings the board into view, as before',
    viewport: { width: 390, height: 844 },
    contextOptions: { hasTouch: true, isMobile: true },
    async run(page, { baseURL }) {
      const panel = await mapOf(page, baseURL, 'DogBunny', 'Bridge');
      const dot = panel.locator('circle.check-dot').nth(3);
      await dot.scrollIntoViewIfNeeded();
      assert.ok((await placed(page)).boardBottom < 0, 'the board is above the screen');
      await dot.tap();
      await page.getByTestId('position').waitFor({ timeout: 10_000 });
      const after = await placed(page);
      assert.ok(after.boardTop >= -1 && after.boardTop < after.screen, `the board is on the screen (${JSON.stringify(after)})`);
    },
  },
];
