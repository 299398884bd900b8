// Tablets, upright and sideways, by touch. Sideways (901 to 1199 px) the gallery was a third
// column and left the board 295 px of a 1024 px screen's width (Snakebird's Classic 0; 1180: 451);
// and there a square board at its full height put its playback controls under the screen's foot,
// so the page scrolled the board up 127 px (1024x768) and 71 (1180x820) as the answer came.
import assert from 'node:assert/strict';

const TABLETS = [
  [768, 1024],
  [820, 1180],
  [1024, 768],
  [1180, 820],
];

/** The boxes of the layout's parts and of the board, as the screen shows them. */
const boxes = (page) =>
  page.evaluate(() => {
    const box = (sel) => {
      const r = document.querySelector(sel)?.getBoundingClientRect();
      return r && { left: r.left, top: r.top, right: r.right, bottom: r.bottom, width: r.width, height: r.height };
    };
    return { gallery: box('.gallery'), stage: box('.stage'), solve: box('.solve-panel'), board: box('[data-testid=board]'), svg: box('[data-testid=board] svg') };
  });

const overlap = (a, b) => a.left < b.right - 0.5 && b.left < a.right - 0.5 && a.top < b.bottom - 0.5 && b.top < a.bottom - 0.5;

export const tests = [
  ...[[600, 900], [768, 1024]].map(([width, height]) => ({
    name: `${width}x${height}, touch: the family tabs are in the page's own type, all five on the screen (a phone's smaller tabs were kept up to 900 px)`,
    viewport: { width, height },
    contextOptions: { hasTouch: true },
    run: async (page, { baseURL }) => {
      await page.goto(baseURL);
      const tabs = page.getByRole('tablist', { name: 'Puzzle families' });
      await tabs.getByRole('tab').first().waitFor();
      const look = await tabs.evaluate((list) => ({
        sizes: [...new Set([...list.querySelectorAll('[role=tab]')].map((t) => getComputedStyle(t).fontSize))],
        hidden: list.scrollWidth - list.clientWidth,
        right: Math.max(...[...list.querySelectorAll('[role=tab]')].map((t) => t.getBoundingClientRect().right)),
      }));
      assert.deepEqual(look.sizes, ['16px']);
      assert.ok(look.hidden <= 0 && look.right <= width, `tabs past the row's end: ${look.hidden} px hidden, the last ends at ${look.right}`);
    },
  })),
  ...TABLETS.filter(([width]) => width > 900).map(([width, height]) => ({
    name: `${width}x${height}, touch, Play: Solve follows the gallery's row in the Solver's column, with no gap the board's height opened`,
    viewport: { width, height },
    contextOptions: { hasTouch: true },
    run: async (page, { baseURL }) => {
      await page.goto(baseURL);
      await page.getByRole('tab', { name: 'Move', exact: true }).click();
      await page.getByRole('button', { name: 'Play it yourself' }).click();
      await page.locator('.pl-board .board').first().waitFor();
      const b = await boxes(page);
      // (the layout's gap, 1rem, between them: the stage beside both had spread its height over both rows, 218 px above Solve at 1024x768)
      assert.ok(b.solve.top - b.gallery.bottom <= 17, `Solve is ${Math.round(b.solve.top - b.gallery.bottom)} px under the gallery's row`);
    },
  })),
  ...TABLETS.flatMap(([width, height]) => [
  {
    name: `${width}x${height}, touch: a square board and its playback controls fit the screen, so the answer moves nothing`,
    viewport: { width, height },
    contextOptions: { hasTouch: true },
    run: async (page, { baseURL }) => {
      await page.addInitScript(() => localStorage.setItem('unstuck.introSeen', '1'));
      await page.goto(baseURL);
      await page.getByRole('tab', { name: 'Move', exact: true }).click();
      await page.locator('[data-testid=board] svg').first().waitFor();
      const before = await boxes(page);
      await page.getByRole('button', { name: 'Solve', exact: true }).click();
      await page.getByRole('list', { name: 'Solution moves' }).waitFor({ timeout: 30_000 });
      await page.locator('.playback').waitFor();
      await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
      const after = await boxes(page);
      const controls = await page.locator('.playback').evaluate((e) => e.getBoundingClientRect().bottom);
      assert.ok(controls <= height, `the playback controls end ${Math.round(controls)} px down a ${height} px screen`);
      assert.deepEqual(after.board, before.board, 'the board moved on the screen as the answer came');
      // the position's words sit under the slider they read (a paragraph's margin, 14 px, past the tick's room: 40 px from the track)
      const gap = await page.evaluate(() => document.querySelector('[data-testid=position]').getBoundingClientRect().top - document.querySelector('.timeline').getBoundingClientRect().bottom);
      assert.ok(gap <= 8, `${Math.round(gap)} px between the slider's room and the position's words`);
      // (a square board's room: not the third of the screen that it took as the gallery's neighbour)
      assert.ok(after.svg.height >= height * 0.4, `the board is ${Math.round(after.svg.height)} px tall on a ${height} px screen`);
    },
  },
  {
    name: `${width}x${height}, touch: a wide board takes the width it has, and the gallery, board and Solver panel lie side by side or stacked, inside the screen`,
    viewport: { width, height },
    contextOptions: { hasTouch: true },
    run: async (page, { baseURL }) => {
      await page.goto(baseURL);
      await page.getByRole('tab', { name: 'Snakebird', exact: true }).click();
      await page.getByRole('button', { name: /^Classic 0( ?\d+ moves)?$/ }).click();
      await page.locator('[data-testid=board] svg').first().waitFor();
      const b = await boxes(page);
      // (Classic 0 is about twice as wide as tall: its height does not limit it here)
      assert.ok(b.svg.width >= width * 0.5, `the board is ${Math.round(b.svg.width)} px wide on a ${width} px screen`);
      for (const part of ['gallery', 'stage', 'solve']) {
        assert.ok(b[part].left >= 0 && b[part].right <= width, `${part} runs past the screen's sides (${Math.round(b[part].left)}..${Math.round(b[part].right)})`);
      }
      assert.ok(!overlap(b.gallery, b.stage) && !overlap(b.gallery, b.solve) && !overlap(b.stage, b.solve), `parts overlap: ${JSON.stringify(b)}`);
      assert.equal(await page.evaluate(() => document.documentElement.scrollWidth <= innerWidth), true, 'the page scrolls sideways');
    },
  },
]),
];
