// The keyboard through the page's toolbars: the level's actions (Share, an export, Save, My levels,
// Open file) and the zoom's buttons are each one stop of Tab whose arrows, Home and End go from
// button to button; the dialogs in the actions' row keep their own keys, and focus comes back to
// the button that opened one. The editor's palette is one stop whose arrows choose a tool, and
// leaves the arrows with Alt (the browser's Back and Forward) alone.
import assert from 'node:assert/strict';
import { levelHash, openEditor } from './steps.mjs';
import { axeViolations } from './app.e2e.mjs';

/** the focused element's name, and the toolbar or dialog it is in */
const focused = (page) =>
  page.evaluate(() => {
    const el = document.activeElement;
    return {
      name: (el.getAttribute('aria-label') ?? el.textContent ?? '').trim(),
      toolbar: el.closest('[role=toolbar]')?.getAttribute('aria-label') ?? null,
      dialog: el.closest('[role=dialog], dialog') !== null,
    };
  });
const focusedName = async (page) => (await focused(page)).name;
/** the buttons of `selector` that take Tab, by name */
const stops = (page, selector) => page.locator(selector).evaluateAll((bs) => bs.filter((b) => b.tabIndex >= 0 && !b.disabled).map((b) => (b.getAttribute('aria-label') ?? b.textContent).trim()));

const rows = (n, v) => Array.from({ length: n }, (_, r) => Array.from({ length: n }, (_, c) => v(r, c)).join('')).join('\n');
const BARS_64 = `pattern cross\ngoal 1\n${rows(64, (r, c) => (r * 7 + c * 3) % 2)}\n`;

/** A 64×64 Bars level, played: its play panel, once the board is drawn (zoomed, with the zoom's buttons). */
export async function playBars64(page, baseURL) {
  await page.goto(`${baseURL}${levelHash('bars', BARS_64, 'Bars 64')}`);
  await page.getByRole('button', { name: 'Play it yourself', exact: true }).click();
  const play = page.getByRole('region', { name: 'Play Bars' });
  await play.getByTestId('cell-64-64').waitFor();
  return play;
}

export const tests = [
  {
    name: 'the level’s actions are one stop of Tab, a toolbar: the arrows, Home and End go through them; My levels’ dialog keeps its keys and gives the focus back',
    async run(page, { baseURL }) {
      await page.goto(baseURL);
      await page.getByRole('tab', { name: 'Snakebird', exact: true }).click();
      await page.locator('.gallery button').first().waitFor();
      // (the board drawn: on a busy machine its chunk came while the keys below were pressed, and
      // the stop was found on My levels after Tab had left the row)
      await page.getByRole('img', { name: /^Snakebird board/ }).waitFor({ timeout: 10_000 });
      const bar = page.getByRole('toolbar', { name: 'Level' });
      const ACTIONS = ['Share', 'Copy Snakefall link', 'Save', 'My levels', 'Open file'];
      for (const name of ACTIONS) await bar.getByRole('button', { name, exact: true }).waitFor();
      assert.deepEqual(await stops(page, '.level-actions button'), ['Share']);
      // from the top, Tab comes to Share, and the next press leaves the row
      await page.locator('h1').click();
      for (let n = 0; n < 20 && (await focusedName(page)) !== 'Share'; n++) await page.keyboard.press('Tab');
      assert.deepEqual(await focused(page), { name: 'Share', toolbar: 'Level', dialog: false });
      await page.keyboard.press('Tab');
      assert.notEqual((await focused(page)).toolbar, 'Level', 'one press of Tab leaves the actions');
      await page.keyboard.press('Shift+Tab');
      assert.equal(await focusedName(page), 'Share');
      for (const name of ACTIONS.slice(1)) {
        await page.keyboard.press('ArrowRight');
        assert.equal(await focusedName(page), name);
      }
      await page.keyboard.press('ArrowRight');
      assert.equal(await focusedName(page), 'Open file', 'the last: ArrowRight stays');
      await page.keyboard.press('Home');
      assert.equal(await focusedName(page), 'Share');
      await page.keyboard.press('ArrowLeft');
      assert.equal(await focusedName(page), 'Share', 'the first: ArrowLeft stays');
      await page.keyboard.press('End');
      assert.equal(await focusedName(page), 'Open file');
      await page.keyboard.press('ArrowUp');
      assert.equal(await focusedName(page), 'My levels');
      assert.deepEqual(await stops(page, '.level-actions button'), ['My levels'], 'while in the row, the stop is the button focused');
      // the arrows press nothing
      assert.equal(await page.getByRole('dialog', { name: 'My levels' }).count(), 0);
      // Enter opens My levels' dialog, whose controls take Tab and keep their arrow keys
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog', { name: 'My levels' });
      await dialog.waitFor();
      await page.keyboard.press('Tab');
      const inside = await focused(page);
      assert.ok(inside.dialog, `Tab went into the dialog: ${JSON.stringify(inside)}`);
      await page.keyboard.press('Home');
      await page.keyboard.press('ArrowLeft');
      assert.deepEqual(await focused(page), inside, 'the arrows in the dialog are not the toolbar’s');
      assert.deepEqual(await stops(page, '.level-actions > span > button'), ['My levels'], 'the stop stays on the button whose dialog is open');
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
      assert.equal(await focusedName(page), 'My levels', 'focus is back on My levels');
      await page.keyboard.press('Tab');
      assert.notEqual((await focused(page)).toolbar, 'Level', 'and Tab leaves the actions from there');
      // left, the stop is Share again
      assert.deepEqual(await stops(page, '.level-actions button'), ['Share']);
      // names, roles and tooltips as before: axe finds nothing on the row
      assert.deepEqual((await axeViolations(page)).filter((v) => v.includes('level-actions')), []);
    },
  },
  {
    name: 'the zoom’s buttons are one stop of Tab, a toolbar: the arrows go through Zoom in, Zoom out and Fit, Enter and Space press them',
    async run(page, { baseURL }) {
      const play = await playBars64(page, baseURL);
      const bar = play.getByRole('toolbar', { name: 'Zoom' });
      await bar.waitFor();
      assert.equal(await bar.getAttribute('aria-orientation'), 'vertical');
      assert.deepEqual(await stops(page, '.zoom-bar button'), ['Zoom in']);
      // from the board, Tab comes to Zoom in, and the next press leaves the zoom's buttons
      await play.getByRole('group', { name: /^Board: the arrow keys move the cursor/ }).focus();
      await page.keyboard.press('Tab');
      assert.deepEqual(await focused(page), { name: 'Zoom in', toolbar: 'Zoom', dialog: false });
      await page.keyboard.press('Tab');
      assert.notEqual((await focused(page)).toolbar, 'Zoom', 'one press of Tab leaves the zoom');
      await page.keyboard.press('Shift+Tab');
      assert.equal(await focusedName(page), 'Zoom in');
      const fit = bar.getByRole('button', { name: 'Fit' });
      await page.keyboard.press('Enter');
      assert.equal(await fit.getAttribute('aria-pressed'), 'false', 'Enter on Zoom in zooms in');
      await page.keyboard.press('ArrowDown');
      assert.equal(await focusedName(page), 'Zoom out');
      await page.keyboard.press('ArrowDown');
      assert.equal(await focusedName(page), 'Fit');
      await page.keyboard.press('ArrowDown');
      assert.equal(await focusedName(page), 'Fit', 'the last: ArrowDown stays');
      await page.keyboard.press('Space');
      assert.equal(await fit.getAttribute('aria-pressed'), 'true', 'Space on Fit fits');
      await page.keyboard.press('Home');
      assert.equal(await focusedName(page), 'Zoom in');
      await page.keyboard.press('End');
      assert.equal(await focusedName(page), 'Fit');
      await page.keyboard.press('ArrowUp');
      assert.equal(await focusedName(page), 'Zoom out');
      // the arrows press nothing: the board is still fitted
      assert.equal(await fit.getAttribute('aria-pressed'), 'true');
      assert.deepEqual((await axeViolations(page)).filter((v) => v.includes('zoom')), []);
    },
  },
  {
    name: 'the editor’s palette is one stop whose arrows choose a tool; with Alt (the browser’s Back and Forward) they choose none',
    async run(page, { baseURL }) {
      const editor = await openEditor(page, baseURL, 'Snakebird');
      const palette = editor.getByRole('radiogroup', { name: 'Palette' });
      const radios = palette.getByRole('radio');
      await radios.first().waitFor();
      const checked = () => palette.locator('[aria-checked="true"]').evaluate((b) => b.textContent.trim());
      const names = (await radios.allTextContents()).map((t) => t.trim());
      assert.ok(names.length > 3, names.join(', '));
      await radios.first().click();
      assert.equal(await checked(), names[0]);
      await page.keyboard.press('ArrowRight');
      assert.equal(await checked(), names[1]);
      assert.equal(await focusedName(page), names[1]);
      // (not Alt+ArrowLeft, which goes Back from the page)
      await page.keyboard.press('Alt+ArrowRight');
      await page.keyboard.press('Alt+ArrowDown');
      assert.equal(await checked(), names[1], 'Alt with an arrow chooses no tool');
      assert.equal(await focusedName(page), names[1]);
      await page.keyboard.press('End');
      assert.equal(await checked(), names[names.length - 1]);
      await page.keyboard.press('ArrowRight');
      assert.equal(await checked(), names[0], 'the last: ArrowRight goes round to the first');
      await page.keyboard.press('Home');
      await page.keyboard.press('ArrowLeft');
      assert.equal(await checked(), names[names.length - 1], 'the first: ArrowLeft goes round to the last');
      // one stop, on the tool chosen, also once focus has left
      assert.deepEqual(await stops(page, '.ed-palette button'), [names[names.length - 1]]);
      await page.keyboard.press('Tab');
      await page.keyboard.press('Shift+Tab');
      assert.equal(await focusedName(page), names[names.length - 1]);
      // a key chooses too, and the stop follows
      await page.locator('h1').click();
      await page.keyboard.press('2');
      assert.equal(await checked(), names[1]);
      assert.deepEqual(await stops(page, '.ed-palette button'), [names[1]]);
    },
  },
];
