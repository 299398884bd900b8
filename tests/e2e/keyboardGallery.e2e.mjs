// The keyboard through the page's start: the gallery's levels one stop of Tab (the arrows, Home
// and End go through them, Enter and Space open one), the family tabs' arrows, and how many
// presses of Tab it takes from the top to the controls that matter in each family.
import assert from 'node:assert/strict';

const FAMILIES = ['Anemones', 'Bars', 'DogBunny', 'Move', 'Snakebird'];

/** the focused element's words: its name, and the region it is in */
const focused = (page) =>
  page.evaluate(() => {
    const el = document.activeElement;
    return { name: (el.getAttribute('aria-label') ?? el.textContent ?? '').trim(), region: el.closest('[aria-label]')?.getAttribute('aria-label') ?? null, tag: el.tagName };
  });

/** the gallery's level buttons that take Tab, by name */
const galleryStops = (page) => page.locator('.gallery button[tabindex="0"]').evaluateAll((bs) => bs.map((b) => b.querySelector('.level-name').textContent));
const galleryNames = (page) => page.locator('.gallery button .level-name').allTextContents();

/**
 * The Tab presses from the page's start (a click on the title, before the first control) until
 * `until(focused)`, and the stops on the way.
 */
async function tabsTo(page, until, most = 60) {
  await page.locator('h1').click();
  const stops = [];
  for (let n = 1; n <= most; n++) {
    await page.keyboard.press('Tab');
    const f = await focused(page);
    stops.push(`${f.name} (${f.region})`);
    if (until(f)) return { n, stops };
  }
  assert.fail(`not reached in ${most} presses of Tab: ${stops.join(', ')}`);
}

export const tests = [
  {
    name: 'the gallery is one stop of Tab: the arrows, Home and End go through its levels, Enter and Space open one and keep the focus on it',
    async run(page, { baseURL }) {
      await page.goto(baseURL);
      await page.getByRole('tab', { name: 'Snakebird', exact: true }).click();
      const gallery = page.getByRole('complementary', { name: 'Gallery' });
      await gallery.getByRole('button').first().waitFor();
      const names = await galleryNames(page);
      assert.ok(names.length > 10, `${names.length} levels`);
      // the one stop is the open level, marked current
      assert.deepEqual(await galleryStops(page), [names[0]]);
      assert.equal(await gallery.locator('[aria-current="true"] .level-name').textContent(), names[0]);
      await gallery.getByRole('button').first().focus();
      const at = async () => (await focused(page)).name.replace(/\d+ moves$|no solution$/, '');
      await page.keyboard.press('ArrowDown');
      assert.equal(await at(), names[1]);
      await page.keyboard.press('ArrowRight');
      assert.equal(await at(), names[2]);
      await page.keyboard.press('ArrowUp');
      assert.equal(await at(), names[1]);
      await page.keyboard.press('End');
      assert.equal(await at(), names[names.length - 1]);
      await page.keyboard.press('ArrowDown');
      assert.equal(await at(), names[names.length - 1], 'the last level: ArrowDown stays');
      await page.keyboard.press('Home');
      assert.equal(await at(), names[0]);
      await page.keyboard.press('ArrowLeft');
      assert.equal(await at(), names[0], 'the first level: ArrowLeft stays');
      // the arrows open nothing: the open level is still the first
      assert.equal(await page.getByRole('region', { name: 'Board' }).getByRole('heading').textContent(), names[0]);
      // while the arrows are in it, the list is still one stop: Shift+Tab leaves it, and Tab comes back to the level that was focused
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('ArrowDown');
      assert.deepEqual(await galleryStops(page), [names[2]]);
      await page.keyboard.press('Tab');
      assert.equal((await focused(page)).name, 'How to play', 'Tab went from the gallery to the next control, past the levels');
      // left, the stop is the open level again
      assert.deepEqual(await galleryStops(page), [names[0]]);
      await page.keyboard.press('Shift+Tab');
      assert.equal(await at(), names[0]);
      // Enter opens the level focused, which keeps the focus and becomes the stop
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('Enter');
      await page.getByRole('region', { name: 'Board' }).getByRole('heading', { name: names[2], exact: true }).waitFor();
      assert.equal(await at(), names[2]);
      assert.equal(await gallery.locator('[aria-current="true"] .level-name').textContent(), names[2]);
      assert.deepEqual(await galleryStops(page), [names[2]]);
      // and Space
      await page.keyboard.press('End');
      await page.keyboard.press(' ');
      await page.getByRole('region', { name: 'Board' }).getByRole('heading', { name: names[names.length - 1], exact: true }).waitFor();
      assert.equal(await at(), names[names.length - 1]);
      await page.keyboard.press('Shift+Tab');
      await page.keyboard.press('Tab');
      assert.equal(await at(), names[names.length - 1], 'Tab comes back to the level opened');
      // a click opens one as ever
      await gallery.getByText(names[1], { exact: true }).click();
      await page.getByRole('region', { name: 'Board' }).getByRole('heading', { name: names[1], exact: true }).waitFor();
      assert.deepEqual(await galleryStops(page), [names[1]]);
    },
  },
  {
    name: 'the family tabs: the arrows choose a family and keep the focus on its tab, going round; the gallery is then one stop, on that family’s open level',
    async run(page, { baseURL }) {
      await page.goto(baseURL);
      const tab = (name) => page.getByRole('tab', { name, exact: true });
      await tab('Anemones').click();
      await page.locator('.gallery button').first().waitFor();
      const order = await page.getByRole('tab').allTextContents();
      assert.equal(order[0], 'Anemones');
      await page.keyboard.press('ArrowRight');
      await page.getByRole('tab', { name: order[1], selected: true }).waitFor();
      assert.equal((await focused(page)).name, order[1]);
      assert.equal(await page.locator('[role=tab][tabindex="0"]').count(), 1);
      await page.keyboard.press('End');
      await page.getByRole('tab', { name: order[order.length - 1], selected: true }).waitFor();
      await page.keyboard.press('Home');
      await page.getByRole('tab', { name: 'Anemones', selected: true }).waitFor();
      await page.keyboard.press('ArrowLeft');
      await page.getByRole('tab', { name: order[order.length - 1], selected: true }).waitFor();
      assert.equal((await focused(page)).name, order[order.length - 1], 'ArrowLeft on the first tab goes round to the last');
      await tab('Snakebird').click();
      await page.locator('.gallery button').first().waitFor();
      const snakebirdLevels = await galleryNames(page);
      // open a level of the family by keys, go to another family and back: the tab keeps the focus, the stop is the level left open
      const { n } = await tabsTo(page, (f) => f.region === 'Gallery');
      assert.ok(n < 10, `${n} presses to the gallery`);
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('Enter');
      await page.getByRole('region', { name: 'Board' }).getByRole('heading', { name: snakebirdLevels[1], exact: true }).waitFor();
      await tab('Snakebird').focus();
      await page.keyboard.press('ArrowLeft');
      await page.getByRole('tab', { name: 'Anemones', selected: true }).waitFor();
      await page.keyboard.press('ArrowRight');
      await page.getByRole('tab', { name: 'Snakebird', selected: true }).waitFor();
      assert.equal((await focused(page)).name, 'Snakebird');
      await page.getByRole('region', { name: 'Board' }).getByRole('heading', { name: snakebirdLevels[1], exact: true }).waitFor();
      assert.deepEqual(await galleryStops(page), [snakebirdLevels[1]]);
    },
  },
  {
    name: 'Tab from the page’s start: the gallery takes one press, and Edit, Solve and the board in play are each within a few, in every family',
    async run(page, { baseURL }) {
      await page.goto(baseURL);
      const counts = [];
      for (const family of FAMILIES) {
        await page.getByRole('tab', { name: family, exact: true }).click();
        await page.locator('.gallery button').first().waitFor();
        const gallery = await tabsTo(page, (f) => f.region === 'Gallery');
        const edit = await tabsTo(page, (f) => f.name === 'Edit' && f.region === 'Mode');
        const solve = await tabsTo(page, (f) => f.name === 'Solve' && f.region === 'Solver');
        // the levels of the gallery: one stop between the gallery's and the next control's
        assert.equal(edit.stops.filter((s) => s.endsWith('(Gallery)')).length, 1, `${family}: ${edit.stops.join(', ')}`);
        await page.getByRole('button', { name: 'Play it yourself', exact: true }).click();
        await page.getByRole('region', { name: /^Play / }).waitFor();
        // the board in play: its keyboard group (a family with a grid or directions) or its first legal move
        const board = await tabsTo(page, (f) => /^Board:/.test(f.region ?? '') || f.region === 'Legal moves');
        await page.getByRole('button', { name: 'Solve and watch', exact: true }).click();
        counts.push(`${family}: gallery ${gallery.n}, Edit ${edit.n}, Solve ${solve.n}, play board ${board.n}`);
        // (with a stop a level, Edit took 14 to 28 presses, the board in play 20 to 35; then 11 or 12, and 17 to 19;
        // Solve 13 or 14, three more past a zoomed board's Zoom in, Zoom out and Fit. With the level's actions and the
        // zoom's buttons each a toolbar, one stop: the gallery 4 (was 7 or 8), Edit 8, Solve 10, one more past a zoomed
        // board's zoom (was 13 to 17), the board in play 14 or 15; 16 since Restart at the start keeps the focus
        // as Undo does, aria-disabled (5e6406b), and so is a stop)
        assert.ok(gallery.n <= 4, `${family}: gallery after ${gallery.n}: ${gallery.stops.join(', ')}`);
        assert.ok(edit.n <= 8, `${family}: Edit after ${edit.n}: ${edit.stops.join(', ')}`);
        assert.ok(solve.n <= 11, `${family}: Solve after ${solve.n}: ${solve.stops.join(', ')}`);
        assert.ok(board.n <= 16, `${family}: the board in play after ${board.n}: ${board.stops.join(', ')}`);
      }
      console.log(`      Tab presses from the top: ${counts.join('; ')}`);
    },
  },
];
