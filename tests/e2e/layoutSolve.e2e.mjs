// A solve from start to end, measured between a phone's width and a desktop's: the board does
// not move. Between 481 and 900 px wide the Solver panel sits above the board, and it grew as the
// progress line took more lines and "Watch the line found so far" came under it, then shrank
// when the line was found: the board went down 19, then 44 px, then back up 63 (Chromium,
// Snakebird Classic 9, 600 px wide). And where a scrollbar takes room (a desktop browser), the
// page that came to scroll once the solution's moves were listed narrowed by its width: the
// board shrank and the side panel moved 15 px sideways (1024 px wide).
import assert from 'node:assert/strict';
import { chromium } from '/work/main/node_modules/playwright-core/index.mjs';

/**
 * Solve the shown level and keep, every frame from just before Solve until the answer has been
 * shown a moment, the board's box in the page (not the screen: the page may scroll to show the
 * playback controls), all of them and those from Solve on, and the Solver panel's parts that
 * overlap.
 */
async function solveWatchingBoard(page) {
  await page.evaluate(() => {
    const box = (e) => {
      const r = e.getBoundingClientRect();
      return [r.left + scrollX, r.top + scrollY, r.width, r.height].map((v) => Math.round(v)).join(',');
    };
    const seen = (window.__boards = []);
    const overlaps = (window.__overlaps = []);
    const frame = () => {
      const board = document.querySelector('[data-testid=board]');
      if (board) seen.push([document.querySelector('[data-testid=status]').dataset.state, box(board)]);
      // what comes beside Solve must not lie over Solve, Cancel, or the lines under them
      const extra = document.querySelector('.watch-best, .keep-searching');
      if (extra) {
        const a = extra.getBoundingClientRect();
        for (const sel of ['.solve-buttons', '.count-solutions', '[data-testid=status]']) {
          const b = document.querySelector(sel).getBoundingClientRect();
          if (a.left < b.right - 0.5 && b.left < a.right - 0.5 && a.top < b.bottom - 0.5 && b.top < a.bottom - 0.5) overlaps.push(sel);
        }
      }
      if (!window.__stopWatching) requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  });
  await page.getByRole('button', { name: 'Solve', exact: true }).click();
  await page.locator('[data-testid=status][data-state=done]').waitFor({ timeout: 60_000 });
  await page.getByRole('list', { name: 'Solution moves' }).waitFor();
  await page.waitForTimeout(300);
  return page.evaluate(() => {
    window.__stopWatching = true;
    const boards = (frames) => [...new Set(frames.map(([, b]) => b))];
    return { boards: boards(window.__boards), fromSolve: boards(window.__boards.filter(([state]) => state !== 'idle')), overlaps: [...new Set(window.__overlaps)] };
  });
}

export const tests = [
  ...[360, 481, 600, 768, 900].map((width) => ({
    name: `${width} px wide, touch: the board stays where it is from Solve to the answer, and Watch the line found so far lies over nothing`,
    viewport: { width, height: 900 },
    contextOptions: { hasTouch: true, isMobile: width <= 480 },
    run: async (page, { baseURL }) => {
      await page.goto(baseURL);
      await page.getByRole('tab', { name: 'Snakebird', exact: true }).click();
      // (a level whose search runs about half a second, a line found early: Watch comes)
      await page.getByRole('button', { name: /^Classic 9( ?\d+ moves)?$/ }).click();
      await page.locator('[data-testid=board] svg').first().waitFor();
      const { boards, fromSolve, overlaps } = await solveWatchingBoard(page);
      assert.deepEqual(overlaps, [], `"Watch the line found so far" lay over ${overlaps.join(', ')}`);
      // (on a phone the room is taken once Solve is pressed, not before: its screen is full)
      const seen = width <= 480 ? fromSolve : boards;
      assert.equal(seen.length, 1, `the board's box (left, top, width, height in the page) went ${seen.join(' → ')}`);
    },
  })),
  {
    name: 'desktop with a scrollbar that takes room: the page that comes to scroll after a solve moves nothing sideways',
    viewport: { width: 1024, height: 860 },
    run: async (page, { baseURL }) => {
      // the runner's browser hides scrollbars (they take no room): this one draws them, as a desktop does
      const browser = await chromium.launch({
        executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
        args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
        ignoreDefaultArgs: ['--hide-scrollbars'],
      });
      try {
        const own = await browser.newPage({ viewport: { width: 1024, height: 860 } });
        await own.goto(baseURL);
        // (Move's first level: the page fits the screen until its solution's moves are listed)
        await own.getByRole('tab', { name: 'Move', exact: true }).click();
        await own.locator('[data-testid=board] svg').first().waitFor();
        const scrolls = () => own.evaluate(() => document.documentElement.scrollHeight > innerHeight);
        assert.equal(await scrolls(), false, 'the test expects a page that fits before the solve');
        const side = () => own.locator('.side').evaluate((e) => Math.round(e.getBoundingClientRect().left));
        const sideBefore = await side();
        const { boards } = await solveWatchingBoard(own);
        assert.equal(await scrolls(), true, 'the test expects a page that scrolls after the solve');
        assert.equal(boards.length, 1, `the board's box went ${boards.join(' → ')}`);
        assert.equal(await side(), sideBefore, 'the side panel moved sideways');
      } finally {
        await browser.close();
      }
    },
  },
];
