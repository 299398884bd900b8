// The arrow keys where a mouse left focus: a button of the page's one-stop groups (the level's
// actions, the gallery, the watched move list, Play's snakebirds, the zoom) clicked, the arrows
// are the page's first, as anywhere on it (lichess steps a line wherever focus is): they step the
// solution, move the piece or the cursor. Reached by Tab, the group's arrows go from button to
// button as before (view/rovingFocus.ts).
import assert from 'node:assert/strict';
import { levelHash, movesPlayed } from './steps.mjs';
import { solveFirst } from './playback.e2e.mjs';
import { playBars64 } from './keyboardToolbars.e2e.mjs';

const focusedName = (page) => page.evaluate(() => (document.activeElement.getAttribute('aria-label') ?? document.activeElement.textContent).trim());
const position = (page, text) => page.getByTestId('position').getByText(text).waitFor({ timeout: 5_000 });
/** Tab from the page's start until `name` has the focus */
async function tabTo(page, name) {
  await page.locator('h1').click();
  for (let n = 0; n < 40; n++) {
    await page.keyboard.press('Tab');
    if ((await focusedName(page)) === name) return;
  }
  assert.fail(`Tab never reached ${name}`);
}

/** two snakebirds on a floor, the exit above */
const TWO_BIRDS = '----*\n-----\nBA-ba\n#####\n';

export const tests = [
  {
    name: 'the level’s actions: Save clicked, the arrows, Home and End step the solution and the focus stays on Save; reached by Tab, they go from button to button',
    async run(page, { baseURL }) {
      await solveFirst(page, baseURL, 'Move');
      const bar = page.getByRole('toolbar', { name: 'Level' });
      await bar.getByRole('button', { name: 'Save', exact: true }).click();
      await page.keyboard.press('ArrowRight');
      await position(page, /^Move 1 of 7/);
      await page.keyboard.press('End');
      await position(page, /^Move 7 of 7/);
      await page.keyboard.press('ArrowLeft');
      await position(page, /^Move 6 of 7/);
      await page.keyboard.press('Home');
      await position(page, /^Move 0 of 7/);
      assert.equal(await focusedName(page), 'Save');
      // by Tab, the toolbar's: the arrows move the focus, not the position
      await tabTo(page, 'Share');
      await page.keyboard.press('End');
      assert.equal(await focusedName(page), 'Open file');
      await page.keyboard.press('ArrowLeft');
      assert.equal(await focusedName(page), 'My levels');
      assert.match(await page.getByTestId('position').textContent(), /^Move 0 of 7/);
      // a click again: the page's
      await bar.getByRole('button', { name: 'Share', exact: true }).click();
      await page.keyboard.press('Escape');
      await page.keyboard.press('ArrowRight');
      await position(page, /^Move 1 of 7/);
    },
  },
  {
    name: 'a gallery level or a family tab clicked: the arrow moves the level’s piece; reached by Tab, the arrows go through the levels',
    async run(page, { baseURL }) {
      await page.goto(baseURL);
      await page.getByRole('tab', { name: 'Snakebird', exact: true }).click();
      // (Snakebird is moved by arrows: with no line to step, the page's arrow plays the first snakebird's move)
      await page.keyboard.press('ArrowRight');
      await movesPlayed(page, 1);
      assert.equal(await focusedName(page), 'Snakebird');
      await page.getByRole('tab', { name: 'Snakebird', exact: true, selected: true }).waitFor();
      await page.getByRole('button', { name: 'Solve and watch' }).click();
      const gallery = page.getByRole('complementary', { name: 'Gallery' });
      const level = gallery.getByRole('button').nth(1);
      const name = await level.locator('.level-name').textContent();
      await level.click();
      await page.getByRole('region', { name: 'Board' }).getByRole('heading', { name, exact: true }).waitFor();
      await page.keyboard.press('ArrowRight');
      await movesPlayed(page, 1);
      assert.equal((await focusedName(page)).startsWith(name), true, 'the focus stays on the level clicked');
      await page.getByRole('button', { name: 'Solve and watch' }).click();
      // by Tab: the list's arrows, no move played
      await page.locator('h1').click();
      for (let n = 0; n < 20 && !(await page.evaluate(() => document.activeElement.closest('.gallery') !== null)); n++) await page.keyboard.press('Tab');
      await page.keyboard.press('ArrowDown');
      assert.equal((await focusedName(page)).startsWith(await gallery.getByRole('button').nth(2).locator('.level-name').textContent()), true);
      assert.equal(await page.getByTestId('move-count').count(), 0, 'no move played');
    },
  },
  {
    name: 'a move of the watched list clicked: → and ← step from it, End goes to the last',
    async run(page, { baseURL }) {
      await solveFirst(page, baseURL, 'Move');
      const list = page.getByRole('list', { name: 'Solution moves' });
      await list.getByRole('button').nth(1).click();
      await position(page, /^Move 2 of 7/);
      await page.keyboard.press('ArrowRight');
      await position(page, /^Move 3 of 7/);
      await page.keyboard.press('ArrowLeft');
      await page.keyboard.press('ArrowLeft');
      await position(page, /^Move 1 of 7/);
      await page.keyboard.press('End');
      await position(page, /^Move 7 of 7/);
    },
  },
  {
    name: 'Play’s snakebird chosen by a click: the arrows move it; reached by Tab, they choose the snakebird',
    async run(page, { baseURL }) {
      await page.goto(`${baseURL}${levelHash('snakebird', TWO_BIRDS, 'Two birds')}`);
      await page.getByRole('button', { name: 'Play it yourself', exact: true }).click();
      const birds = page.getByRole('radiogroup', { name: 'Snakebird' });
      const second = birds.getByRole('radio').nth(1);
      await second.click();
      assert.equal(await second.getAttribute('aria-checked'), 'true');
      // (its head is the right end: up is a move)
      await page.keyboard.press('ArrowUp');
      await movesPlayed(page, 1);
      assert.equal(await second.getAttribute('aria-checked'), 'true', 'the snakebird clicked is still the one chosen');
      // by Tab: the radio group's arrows choose
      await page.locator('h1').click();
      for (let n = 0; n < 40 && !(await page.evaluate(() => document.activeElement.getAttribute('role') === 'radio')); n++) await page.keyboard.press('Tab');
      await page.keyboard.press('ArrowRight');
      assert.equal(await birds.getByRole('radio').first().getAttribute('aria-checked'), 'true', 'the arrow went round to the first');
      await movesPlayed(page, 1);
    },
  },
  {
    name: 'the zoom’s button clicked in play: the arrows move the board’s cursor, and the focus stays on it',
    async run(page, { baseURL }) {
      const play = await playBars64(page, baseURL);
      await play.getByRole('toolbar', { name: 'Zoom' }).getByRole('button', { name: 'Zoom in' }).click();
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('ArrowRight');
      await play.getByText(/^Cursor: /).waitFor({ state: 'attached', timeout: 5_000 });
      assert.equal(await focusedName(page), 'Zoom in');
    },
  },
];
