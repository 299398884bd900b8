// A phone turned in the middle of things (390×844 ⇄ 844×390, touch): what the person was at stays
// on the screen. Watching a solution at move 14, the Next button just pressed (still focused) and
// the board above it stay on the screen after each turn (view/keepInView.ts; the browser kept the
// header's place, and both lay under the foot), as does the editor's board a tap has just painted on
// (the focus left on the Edit button, up on the screen) and the board just zoomed in by its button
// (the button held, the board under the foot); a zoomed board keeps its move's mark inside
// its box (Zoom.tsx follows the mark to a new room; the box kept its scroll and the mark lay under it).
import assert from 'node:assert/strict';
import { levelHash } from './steps.mjs';

const PHONE = { viewport: { width: 390, height: 844 }, contextOptions: { isMobile: true, hasTouch: true, deviceScaleFactor: 2 } };
const TURNS = [
  [844, 390],
  [390, 844],
  [844, 390],
  [390, 844],
];
const rows = (n, v) => Array.from({ length: n }, (_, r) => Array.from({ length: n }, (_, c) => v(r, c)).join('')).join('\n');
const BARS_64 = `pattern cross\ngoal 1\n${rows(64, (r, c) => (r * 7 + c * 3) % 2)}\n`;

/** Until `check` (run in the page) is true, 10 s at most; else a failure saying `what`, with the rects of the focus, the board and the zoom box. */
async function until(page, check, what) {
  try {
    await page.waitForFunction(check, undefined, { timeout: 10_000 });
  } catch {
    const seen = await page.evaluate(() => {
      const rect = (el) => el && [el.getBoundingClientRect()].map((r) => [r.left, r.top, r.width, r.height].map(Math.round))[0];
      const mark = document.querySelector('.board-cursor, [data-selected], .move-mark');
      return { screen: [innerWidth, innerHeight, scrollY], focus: document.activeElement?.getAttribute('aria-label'), focused: rect(document.activeElement), board: rect(document.querySelector('svg.board')), zoomBox: rect(document.querySelector('[data-testid="zoom-box"]')), mark: rect(mark) };
    });
    assert.fail(`${what}: ${JSON.stringify(seen)}`);
  }
}

/** Snakebird's Classic 2 open, from the start page. */
async function openClassic2(page, baseURL) {
  await page.goto(baseURL);
  await page.getByRole('tab', { name: 'Snakebird', exact: true }).click();
  await page.getByRole('button', { name: /^Classic 2/ }).click();
}

export const tests = [
  {
    name: 'watching at move 14, each turn keeps the pressed Next button and the board on the screen',
    ...PHONE,
    async run(page, { baseURL }) {
      await openClassic2(page, baseURL);
      await page.getByRole('button', { name: 'Solve', exact: true }).click();
      await page.getByRole('status').getByText('Solved in 25 moves').waitFor({ timeout: 30_000 });
      const next = page.getByRole('button', { name: 'Next move' });
      for (let i = 0; i < 14; i++) await next.click();
      await page.getByTestId('position').getByText(/^Move 14 of 25/).waitFor();
      for (const [width, height] of TURNS) {
        await page.setViewportSize({ width, height });
        await until(
          page,
          () => {
            const focused = document.activeElement;
            const board = document.querySelector('[data-testid="board"] svg.board')?.getBoundingClientRect();
            if (focused?.getAttribute('aria-label') !== 'Next move' || !board) return false;
            const button = focused.getBoundingClientRect();
            // the button on the screen to be pressed again (its middle: the page's own anchoring may move it a pixel more
            // after it is brought in), the board above it at least half
            return button.top >= 0 && button.top + button.height / 2 <= innerHeight && Math.min(board.bottom, innerHeight) - Math.max(board.top, 0) >= board.height / 2;
          },
          `at ${width}×${height}, the focused Next button and the board on the screen`,
        );
        assert.match(await page.getByTestId('position').textContent(), /^Move 14 of 25/);
      }
    },
  },
  {
    name: "a zoomed board keeps its move's mark in its box through each turn",
    ...PHONE,
    async run(page, { baseURL }) {
      await page.goto(baseURL + levelHash('bars', BARS_64, 'Sixty-four'));
      await page.getByRole('button', { name: 'Play it yourself', exact: true }).click();
      const zoomIn = page.getByRole('toolbar', { name: 'Zoom' }).getByRole('button', { name: 'Zoom in' });
      await zoomIn.click();
      await zoomIn.click();
      const box = await page.getByTestId('zoom-box').boundingBox();
      // a cell low and right in the box: the box scrolled to the top left would leave it out
      await page.touchscreen.tap(box.x + box.width * 0.7, box.y + box.height * 0.6);
      await page.getByTestId('move-count').getByText(/^Moves: 1\b/).waitFor();
      const markInBox = () => {
        const mark = document.querySelector('.board-cursor, [data-selected], .move-mark')?.getBoundingClientRect();
        const zoomBox = document.querySelector('[data-testid="zoom-box"]').getBoundingClientRect();
        return mark !== undefined && mark.left >= zoomBox.left && mark.right <= zoomBox.right && mark.top >= zoomBox.top && mark.bottom <= zoomBox.bottom;
      };
      await until(page, markInBox, 'before the turn, the mark in the box');
      for (const [width, height] of TURNS) {
        await page.setViewportSize({ width, height });
        await until(page, markInBox, `at ${width}×${height}, the mark in the zoomed box`);
        assert.equal(await page.getByTestId('zoom-box').getAttribute('role'), 'group', 'still zoomed');
      }
      await page.getByTestId('move-count').getByText(/^Moves: 1\b/).waitFor();
    },
  },
  {
    name: 'painting in the editor, each turn keeps the board on the screen',
    ...PHONE,
    async run(page, { baseURL }) {
      await page.goto(baseURL);
      await page.getByRole('tab', { name: 'Move', exact: true }).click();
      await page.getByRole('button', { name: 'Edit', exact: true }).click();
      const editor = page.getByRole('region', { name: 'Move editor' });
      await editor.getByRole('button', { name: 'Import text' }).waitFor();
      const board = editor.locator('svg.board');
      await board.scrollIntoViewIfNeeded();
      const at = await board.boundingBox();
      // a tap paints a cell (focusing nothing: the Edit button keeps the focus, up on the screen after the turn)
      await page.touchscreen.tap(at.x + at.width * 0.4, at.y + at.height * 0.6);
      await until(
        page,
        () => [...document.querySelectorAll('.ed-panel button')].some((b) => b.textContent.trim() === 'Undo' && !b.disabled && b.getAttribute('aria-disabled') !== 'true'),
        'the tap painted a cell (Undo on)',
      );
      for (const [width, height] of TURNS) {
        await page.setViewportSize({ width, height });
        await until(
          page,
          () => {
            const b = document.querySelector('.ed-panel svg.board')?.getBoundingClientRect();
            return b !== undefined && Math.min(b.bottom, innerHeight) - Math.max(b.top, 0) >= b.height / 2;
          },
          `at ${width}×${height}, the board being painted on the screen`,
        );
      }
    },
  },
  {
    name: 'zoomed in by its button, each turn keeps the zoomed board whole on the screen',
    ...PHONE,
    async run(page, { baseURL }) {
      await openClassic2(page, baseURL);
      await page.getByRole('button', { name: 'Play it yourself', exact: true }).click();
      const zoomIn = page.getByRole('toolbar', { name: 'Zoom' }).getByRole('button', { name: 'Zoom in' });
      await zoomIn.scrollIntoViewIfNeeded();
      await zoomIn.click();
      // (zoomed, the board is taller: scrolled to see it whole, as a person does)
      await page.getByTestId('zoom-box').and(page.getByRole('group')).scrollIntoViewIfNeeded();
      for (const [width, height] of TURNS) {
        await page.setViewportSize({ width, height });
        await until(
          page,
          () => {
            const b = document.querySelector('[data-testid="zoom-box"]').getBoundingClientRect();
            return b.top >= 0 && b.bottom <= innerHeight + 1;
          },
          `at ${width}×${height}, the zoomed board whole on the screen`,
        );
        assert.equal(await page.getByTestId('zoom-box').getAttribute('role'), 'group', 'still zoomed');
      }
    },
  },
];
