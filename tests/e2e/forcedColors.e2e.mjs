// Windows' high contrast (forced colours, light and dark): the browser paints every background in
// the system's one colour and drops shadows, while a board (SVG) keeps its own colours. What was
// told only by a fill or a shadow went with them: the current move of a solution was a move like
// the others, the editor's chosen tool a tool like the others, a cell with a problem lost its red
// ring, and the Check picture's legend showed three empty rings for dots drawn green, gold and grey.
import assert from 'node:assert/strict';

const css = (locator, property) => locator.evaluate((el, p) => getComputedStyle(el)[p], property);

export const tests = ['light', 'dark'].flatMap((scheme) => {
  const contextOptions = { colorScheme: scheme, forcedColors: 'active' };
  return [
    {
      name: `${scheme}: the current move of a solution stands apart from the others`,
      contextOptions,
      run: async (page, { baseURL }) => {
        await page.goto(baseURL);
        await page.getByRole('tab', { name: 'Move', exact: true }).click();
        await page.getByRole('button', { name: 'Solve', exact: true }).click();
        await page.getByRole('button', { name: 'Next move' }).click({ timeout: 10_000 });
        const moves = page.getByRole('list', { name: 'Solution moves' });
        const current = moves.locator('button[aria-current="step"]');
        await current.waitFor({ timeout: 10_000 });
        const other = moves.getByRole('button').filter({ hasNot: page.locator('[aria-current]') }).last();
        assert.equal(await css(other, 'backgroundColor'), await css(page.getByRole('button', { name: 'Play from here' }), 'backgroundColor'),
          'the test expects a move not played to look like any button');
        assert.notEqual(await css(current, 'backgroundColor'), await css(other, 'backgroundColor'), 'the current move looks like the others');
        assert.notEqual(await css(current, 'color'), await css(current, 'backgroundColor'), 'the current move\'s words are in its fill\'s colour');
      },
    },
    {
      name: `${scheme}: the family's tab, the mode, the gallery's level and Check pressed stand apart; the slider's thumb is drawn`,
      contextOptions,
      run: async (page, { baseURL }) => {
        await page.goto(baseURL);
        await page.getByRole('tab', { name: 'Move', exact: true }).click();
        const apart = async (chosen, other, what) => {
          assert.notEqual(await css(chosen, 'backgroundColor'), await css(other, 'backgroundColor'), `${what} looks like the others`);
          assert.notEqual(await css(chosen, 'color'), await css(chosen, 'backgroundColor'), `${what}'s words are in its fill's colour`);
        };
        await apart(page.getByRole('tab', { name: 'Move', exact: true }), page.getByRole('tab', { name: 'Bars', exact: true }), 'the open family\'s tab');
        const gallery = page.locator('button[aria-current="true"]');
        await gallery.waitFor({ timeout: 10_000 });
        await apart(gallery, page.getByRole('button', { name: /^Two of a kind/ }), 'the gallery\'s level open');
        const modes = page.getByRole('group', { name: 'Mode' });
        await apart(modes.getByRole('button', { pressed: true }), modes.getByRole('button', { pressed: false }).first(), 'the mode');
        const check = page.getByRole('button', { name: 'Check', exact: true });
        const before = await css(check, 'backgroundColor');
        await check.click();
        await page.getByRole('button', { name: 'Check', exact: true, expanded: true }).waitFor({ timeout: 10_000 });
        assert.notEqual(await css(check, 'backgroundColor'), before, 'Check pressed looks like Check not pressed');
        await page.getByRole('button', { name: 'Solve', exact: true }).click();
        const slider = page.locator('.playback .timeline input[type="range"]');
        await slider.waitFor({ timeout: 10_000 });
        // the thumb is the accent's colour: in forced colours the page's accent is gone unless kept
        const thumb = await slider.evaluate((el) => getComputedStyle(el, '::-webkit-slider-thumb').backgroundColor);
        assert.notEqual(thumb, await css(page.locator('body'), 'backgroundColor'), 'the slider\'s thumb is the page\'s colour');
      },
    },
    {
      name: `${scheme}: the editor's chosen tool stands apart, and a cell with a problem keeps its ring`,
      contextOptions,
      run: async (page, { baseURL }) => {
        await page.goto(baseURL);
        await page.getByRole('tab', { name: 'Move', exact: true }).click();
        await page.getByRole('button', { name: 'Edit', exact: true }).click();
        const target = page.getByRole('radio', { name: /Target/ });
        await target.click();
        await page.getByRole('radio', { name: /Target/, checked: true }).waitFor();
        const dot = page.getByRole('radio', { name: /Dot/ });
        assert.notEqual(await css(target, 'backgroundColor'), await css(dot, 'backgroundColor'), 'the chosen tool looks like the others');
        assert.notEqual(await css(target, 'color'), await css(target, 'backgroundColor'));
        // a target of colour A more than A's dots: the editor rings the target already there
        await page.locator('.ed-paint-cell').first().click();
        const flagged = page.locator('.ed-paint-cell.ed-flagged');
        await flagged.first().waitFor({ timeout: 10_000 });
        assert.match(await css(flagged.first(), 'boxShadow'), /inset/, 'the problem\'s ring is gone');
      },
    },
    {
      name: `${scheme}: the Check picture's legend keeps the colours of the dots it names`,
      contextOptions,
      run: async (page, { baseURL }) => {
        await page.goto(baseURL);
        await page.getByRole('tab', { name: 'Move', exact: true }).click();
        await page.getByRole('button', { name: 'Check', exact: true }).click();
        const win = page.locator('.check-key.win');
        await win.waitFor({ timeout: 10_000 });
        const start = page.locator('.check-key.start');
        // a win's key is filled (green) inside a gold ring; the start's is a ring in the text's colour
        assert.notEqual(await css(win, 'backgroundColor'), await css(page.locator('.check-panel'), 'backgroundColor'), 'a win\'s key is not filled');
        assert.notEqual(await css(win, 'borderTopColor'), await css(start, 'borderTopColor'), 'a win\'s ring is the start\'s colour');
      },
    },
  ];
});
