// Desktop screens (1280x720 to 1920x1080), Edit: the editor's toolbar and palette, the grid's size
// controls under the board, and Solve and the mode buttons (Solve and watch, Play it yourself)
// are on the screen at scroll 0, for every family's gallery levels and its blank level. The board
// had its height in play: Bars' and Move's size controls lay 46 to 187 px under the foot of a
// 1280x720 to 1440x900 screen (Snakebird's up to 148), and a person scrolled to find them. The
// board is as tall as the room left allows: it fills the room down to the controls, unless it
// has its height in play or its width is the stage's. Cells are never drawn under 20 px for it, so
// a level too large for that (Snakebird's Classic 9 at 1280x720) may still end under the foot.
import assert from 'node:assert/strict';
import { atEveryDesktop, everyGalleryLevel } from './desktops.mjs';

/** the least cell the fit draws (GridEditor.tsx's LEAST_CELL), and px over it still taken as it */
const LEAST_CELL = 20;
/** px a board that fills the room may leave under the controls (GridEditor.tsx's FOOT_GAP, and rounding) */
const MOST_LEFT = 10;

/** What is under the screen's foot at scroll 0 among the controls, and a board smaller than its room. */
const looked = (page) =>
  page.evaluate(
    ([least, mostLeft]) => {
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
      const cell = grid.getBoundingClientRect().height / Number(grid.getAttribute('aria-rowcount'));
      // (a board at its least cells may end under the foot: the level is too large for the screen)
      if (past.length && cell <= least + 0.5) return [];
      const inPlay = parseFloat(getComputedStyle(document.querySelector('.ed-family')).getPropertyValue('--board-max-h'));
      // (beside the zoom's buttons, where offered)
      const room = zoom.querySelector('.zoom-box').clientWidth;
      const small = board.height < inPlay - 1 && board.width < room - 1 && innerHeight - lowest > mostLeft;
      if (!past.length && small) past.push(`board ${Math.round(board.width)}x${Math.round(board.height)} with ${Math.round(innerHeight - lowest)} px left under it`);
      return past;
    },
    [LEAST_CELL, MOST_LEFT],
  );

export const tests = [
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
];
