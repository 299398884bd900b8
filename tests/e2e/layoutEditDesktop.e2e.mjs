// Desktop screens (1280x720 to 1920x1080), Edit: the editor's toolbar and palette, the grid's size
// controls under the board, and Solve and the mode buttons (Solve and watch, Play it yourself)
// are on the screen at scroll 0, for every family's gallery levels and its blank level. The board
// had its height in play: Bars' and Move's size controls lay 46 to 187 px under the foot of a
// 1280x720 to 1440x900 screen (Snakebird's up to 148), and a person scrolled to find them. The
// board is as tall as the room left allows: it fills the room down to the controls, unless it
// has its height in play or its width is the stage's. Cells are drawn down to 15 px where that
// brings the controls onto the screen, else at 20 px, so a level too large for that may still end
// under the foot; none of the gallery's is: a board
// taller than wide has the controls beside it where that draws it larger, and under it Snakebird's
// Classic 9 and 10, at 20 px cells, left them 35 to 75 px under 1280x720's foot (Classic 9 under
// 1366x768's too), which this test let pass as too large.
import assert from 'node:assert/strict';
import { atEveryDesktop, everyGalleryLevel } from './desktops.mjs';
import { atSize } from './atSizes.mjs';

/** px a board that fills the room may leave under the controls (GridEditor.tsx's FOOT_GAP, and rounding) */
const MOST_LEFT = 10;

/** What is under the screen's foot at scroll 0 among the controls, and a board smaller than its room. */
const looked = (page) =>
  page.evaluate(
    (mostLeft) => {
      const past = [];
      const bottom = (sel) => document.querySelector(sel)?.getBoundingClientRect().bottom;
      let lowest = 0;
      for (const [name, sel, needed] of [
        ["editor's toolbar", '.ed-toolbar', true],
        ['palette', '.ed-palette', true],
        ['size controls', '.ed-borders', false],
        ['Solve', '.solve-buttons', true],
        ['mode buttons', '.modes', true],
      ]) {
        const b = bottom(sel);
        if (b === undefined) {
          if (needed) past.push(`no ${name}`);
          continue;
        }
        lowest = Math.max(lowest, b);
        if (b > innerHeight + 0.5) past.push(`${name} ${Math.round(b - innerHeight)} px`);
      }
      const grid = document.querySelector('.ed-paint');
      const board = document.querySelector('.ed-board')?.getBoundingClientRect();
      const zoom = document.querySelector('.ed-family .zoom');
      if (!grid || !board || !zoom) return [...past, 'no board'];
      lowest = Math.max(lowest, zoom.getBoundingClientRect().bottom);
      const inPlay = parseFloat(getComputedStyle(document.querySelector('.ed-family')).getPropertyValue('--board-max-h'));
      // (beside the zoom's buttons, where offered)
      const room = zoom.querySelector('.zoom-box').clientWidth;
      const small = board.height < inPlay - 1 && board.width < room - 1 && innerHeight - lowest > mostLeft;
      if (!past.length && small) past.push(`board ${Math.round(board.width)}x${Math.round(board.height)} with ${Math.round(innerHeight - lowest)} px left under it`);
      return past;
    },
    MOST_LEFT,
  );

/** where the button is on the screen, and whether the size controls lie at the board's right or under it */
const placed = (page, button) =>
  page.evaluate((name) => {
    const at = document.querySelector(`button[aria-label="${name}"]`).getBoundingClientRect();
    const board = document.querySelector('.ed-board').getBoundingClientRect();
    const controls = document.querySelector('.ed-borders').getBoundingClientRect();
    return { at: `${at.left},${at.top}`, beside: controls.left >= board.right, under: controls.top >= board.bottom };
  }, button);

const ADD = 'Add column at right';

/**
 * Snakebird's Classic 9 edited, its size controls at its board's right, and `press` adding its
 * columns from 8 to 22 (after `ready`), the + staying where it was at each. From 11 or 12 columns on,
 * the board beside them, as wide as the room there, has cells under the least (15 px), and the controls'
 * place is under it, past the screen's foot even at 15 px cells (so at 20): unheld, they went there at the +
 * pressed, and the next press found them gone.
 */
async function addColumnsHeld(page, baseURL, press, ready = async () => {}) {
  await page.goto(baseURL);
  await page.getByRole('button', { name: 'Got it' }).click();
  await page.getByRole('tab', { name: 'Snakebird', exact: true }).click();
  await page.locator('.gallery li button', { hasText: /^Classic 9\b/ }).click();
  await page.getByRole('button', { name: 'Edit', exact: true }).click();
  await page.locator('.ed-paint').waitFor();
  await ready();
  const first = await placed(page, ADD);
  assert.ok(first.beside, "Classic 9's size controls are not at its board's right");
  for (let cols = 9; cols <= 22; cols++) {
    await press();
    await page.waitForFunction((n) => document.querySelector('.ed-paint')?.getAttribute('aria-colcount') === String(n), cols, { timeout: 10_000 });
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
    assert.deepEqual(await placed(page, ADD), first, `at ${cols} columns the size controls moved`);
  }
}

/** waits (10 s at most) for the size controls to lie under the board */
const underTheBoard = (page) =>
  page.waitForFunction(
    () => document.querySelector('.ed-borders').getBoundingClientRect().top >= document.querySelector('.ed-board').getBoundingClientRect().bottom,
    undefined,
    { timeout: 10_000 },
  );

export const tests = [
  {
    name: "1280x720 and 1440x900, Edit, opened at that size and resized to it: Move's and Bars' first levels (4×4) have the size controls at the board's right, where it is drawn larger than over them",
    viewport: { width: 1280, height: 720 },
    run: async (page, { baseURL }) => {
      const wrong = [];
      // (before: under a board of 298 px at 1280x720 and 478 at 1440x900, as the zoom's buttons, not
      // offered at cells of 50 px and more, were reckoned with beside the controls)
      const sizes = [[1280, 720, 327], [1440, 900, 487]];
      for (const family of ['Move', 'Bars']) {
        for (const [width, height, least] of sizes) {
          for (const way of ['opened', 'resized']) {
            await page.setViewportSize(way === 'opened' ? { width, height } : { width: 1280, height: 800 });
            await page.goto(baseURL);
            if (await page.getByRole('button', { name: 'Got it' }).isVisible()) await page.getByRole('button', { name: 'Got it' }).click();
            await page.getByRole('tab', { name: family, exact: true }).click();
            await page.locator('.gallery li button').first().click();
            await page.getByRole('button', { name: 'Edit', exact: true }).click();
            await page.locator('.ed-paint').waitFor();
            await atSize(page, width, height);
            const seen = await placed(page, ADD);
            const board = await page.locator('.ed-board').boundingBox();
            if (!seen.beside || board.height < least - 1) {
              wrong.push(`${family}, ${width}x${height} ${way}: a board of ${Math.round(board.height)} px, the controls ${seen.beside ? 'beside' : 'under'} it`);
            }
          }
        }
      }
      assert.deepEqual(wrong, []);
    },
  },
  {
    name: "desktops, Edit: every gallery level's and every blank level's editor tools, size controls, Solve and Play are on the screen, the board filling the room left",
    viewport: { width: 1280, height: 800 },
    run: async (page, { baseURL }) => {
      await page.goto(baseURL);
      await page.getByRole('button', { name: 'Got it' }).click();
      const past = [];
      const looks = async (name) => {
        await page.locator('.ed-family .ed-board').waitFor();
        for (const seen of await atEveryDesktop(page, () => looked(page))) past.push(`${name}, ${seen}`);
        await page.getByRole('button', { name: 'Solve and watch', exact: true }).click();
      };
      await everyGalleryLevel(
        page,
        async (name) => {
          await page.getByRole('button', { name: 'Edit', exact: true }).click();
          await looks(name);
        },
        // (after its gallery's levels: a blank level of one's own is the next thing a person edits)
        async (family) => {
          await page.setViewportSize({ width: 1280, height: 800 });
          await page.getByRole('button', { name: 'Edit', exact: true }).click();
          await page.getByRole('button', { name: 'New level' }).click();
          await looks(`${family}'s blank level`);
        },
      );
      assert.ok(past.length === 0, `${past.length} times:\n${past.join('\n')}`);
    },
  },
  {
    name: "1280x720, Edit: the size controls beside a tall board stay under the pointer as it adds columns, and go under the board once the pointer leaves them",
    viewport: { width: 1280, height: 720 },
    run: async (page, { baseURL }) => {
      await addColumnsHeld(page, baseURL, () => page.getByRole('button', { name: ADD, exact: true }).click());
      await page.mouse.move(400, 150);
      await underTheBoard(page);
    },
  },
  {
    name: "1280x720, Edit: the size controls beside a tall board stay put as the keyboard's Enter on + adds columns, and go under the board once the focus leaves them",
    viewport: { width: 1280, height: 720 },
    run: async (page, { baseURL }) => {
      await addColumnsHeld(
        page,
        baseURL,
        () => page.keyboard.press('Enter'),
        async () => {
          // (the focus taken to + by Tab from the rows' box, the pointer gone from the controls)
          await page.getByRole('spinbutton', { name: 'Rows' }).click();
          await page.mouse.move(400, 150);
          for (let i = 0; i < 20 && (await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))) !== ADD; i++) await page.keyboard.press('Tab');
        },
      );
      // (past − to what follows the controls)
      for (let i = 0; i < 5 && (await page.evaluate(() => document.activeElement?.closest('.ed-borders') != null)); i++) await page.keyboard.press('Tab');
      await underTheBoard(page);
    },
  },
];
