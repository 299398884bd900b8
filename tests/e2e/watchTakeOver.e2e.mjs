// Taking over from watching on a phone (390×844, touch): in the families moved by swipes (Move,
// Snakebird) a swipe on the board watched did nothing, where in play it moves; it now takes over
// there with that move, as a tap does in the others, and play says where it began. The board
// stays under the finger as play's panel takes over.
import assert from 'node:assert/strict';

const PHONE = { width: 390, height: 844 };
const TOUCH = { hasTouch: true, isMobile: true };

/** A finger drawn (dx, dy) across the middle of the board watched; how far the page scrolled as it moved */
async function swipe(page, dx, dy) {
  const from = await page.evaluate(() => scrollY);
  const cdp = await page.context().newCDPSession(page);
  const touch = (type, p) => cdp.send('Input.dispatchTouchEvent', { type, touchPoints: p ? [{ x: p.x, y: p.y }] : [] });
  const b = await page.locator('.board-wrap svg.board').boundingBox();
  const at = { x: b.x + b.width / 2, y: b.y + b.height / 2 };
  await touch('touchStart', at);
  for (let k = 1; k <= 6; k++) await touch('touchMove', { x: at.x + (dx * k) / 6, y: at.y + (dy * k) / 6 });
  const scrolled = (await page.evaluate(() => scrollY)) - from;
  await touch('touchEnd');
  return scrolled;
}

/** The family's first level solved, its solution watched from the start, the board on the screen */
async function watching(page, baseURL, family) {
  await page.goto(baseURL);
  await page.getByRole('tab', { name: family, exact: true }).tap();
  await page.getByRole('button', { name: 'Solve', exact: true }).tap();
  await page.getByRole('slider', { name: 'Position in the solution' }).waitFor({ timeout: 60_000 });
  await page.locator('.board-wrap svg.board').scrollIntoViewIfNeeded();
}

/** what the play panel's live region says, once it says something */
async function playSays(page) {
  const said = page.locator('.pl-status .sr-only');
  await said.filter({ hasText: /./ }).waitFor();
  return said.textContent();
}

/** the board's top on the screen */
const boardTop = (page) => page.evaluate(() => document.querySelector('svg.board').getBoundingClientRect().top);

/** the board's width on the screen */
const boardWidth = (page) => page.evaluate(() => document.querySelector('svg.board').getBoundingClientRect().width);

export const tests = [
  {
    name: 'phone: a tap on a watched Move solution, where a swipe moves, is answered',
    viewport: PHONE,
    contextOptions: TOUCH,
    run: async (page, { baseURL }) => {
      await watching(page, baseURL, 'Move');
      const b = await page.locator('.board-wrap svg.board').boundingBox();
      await page.touchscreen.tap(b.x + b.width / 2, b.y + b.height / 2);
      // (it did nothing and said nothing)
      const note = page.locator('.watch-note').filter({ hasText: 'A tap moves nothing here: swipe across the board to play on from here.' });
      await note.waitFor({ timeout: 5000 });
      assert.equal(await page.locator('.pl-panel').count(), 0, 'a tap takes over with no move');
      await swipe(page, 0, 120);
      await page.getByRole('region', { name: 'Play Move' }).waitFor();
      assert.equal(await note.count(), 0, 'the note goes as play takes over');
    },
  },
  {
    name: 'phone: the board keeps its width as play takes over',
    viewport: PHONE,
    contextOptions: TOUCH,
    run: async (page, { baseURL }) => {
      await watching(page, baseURL, 'Move');
      const watched = await boardWidth(page);
      await swipe(page, 0, 120);
      await page.getByRole('region', { name: 'Play Move' }).locator('svg.board').waitFor();
      // (the play board drew 16 px wider: 353 px against 337)
      assert.equal(await boardWidth(page), watched);
    },
  },
  {
    name: 'phone: a tap that takes over on a watched Bars solution leaves the board where it was, under the finger',
    viewport: PHONE,
    contextOptions: TOUCH,
    run: async (page, { baseURL }) => {
      await watching(page, baseURL, 'Bars');
      await page.getByRole('button', { name: 'Next move', exact: true }).tap();
      await page.locator('.board-wrap svg.board').scrollIntoViewIfNeeded();
      const b = await page.locator('.board-wrap svg.board').boundingBox();
      // (row 2, column 2 of Lovecraft 4×4)
      await page.touchscreen.tap(b.x + b.width * 0.37, b.y + b.height * 0.37);
      await page.getByRole('region', { name: 'Play Bars' }).locator('svg.board').waitFor();
      // (play's toolbar above the board moved it 71 px down, and a second tap there pressed the row above)
      await page.waitForFunction((top) => Math.abs(document.querySelector('svg.board').getBoundingClientRect().top - top) <= 1, b.y, { polling: 'raf', timeout: 5000 }).catch(() => {});
      assert.ok(Math.abs((await boardTop(page)) - b.y) <= 1, `the board's top at ${await boardTop(page)}, was ${b.y}`);
    },
  },
  {
    name: 'phone: a swipe down on a watched Move solution takes over with All dots ↓, said, and the page does not scroll',
    viewport: PHONE,
    contextOptions: TOUCH,
    run: async (page, { baseURL }) => {
      await watching(page, baseURL, 'Move');
      assert.equal(await swipe(page, 0, 120), 0, 'the drag moves, not scrolls');
      await page.getByRole('region', { name: 'Play Move' }).waitFor();
      await page.getByTestId('move-count').filter({ hasText: /^Moves: 1\b/ }).waitFor();
      // (the solution begins with All dots →: this line is one's own)
      assert.equal(await playSays(page), 'Playing it yourself from move 1: All dots ↓. A line of your own: it leaves the solution at its first move.');
    },
  },
  {
    name: 'phone: a swipe right on a watched Snakebird solution takes over with the first snakebird, said',
    viewport: PHONE,
    contextOptions: TOUCH,
    run: async (page, { baseURL }) => {
      await watching(page, baseURL, 'Snakebird');
      await swipe(page, 120, 0);
      await page.getByRole('region', { name: 'Play Snakebird' }).waitFor();
      await page.getByTestId('move-count').filter({ hasText: /^Moves: 1\b/ }).waitFor();
      // (Classic 0's solution begins so: on the solution still)
      assert.equal(await playSays(page), 'Playing it yourself from move 1: Red →.');
    },
  },
];
