// My levels as a designer with 200 saved levels of the five families finds the level open again:
// its row is marked, the list opens on it, and Tab goes to it, at a desktop by keyboard alone and
// on a phone by touch.
import assert from 'node:assert/strict';

const FAMILIES = ['Anemones', 'Bars', 'Move', 'DogBunny', 'Snakebird'];

/** `n` saved Move levels, "Level 001" on, each another level, saved before anything else */
async function storeMoveLevels(page, n) {
  await page.evaluate((n) => {
    for (let i = 0; i < n; i++) {
      const text = `A${'.'.repeat(i % 15)}\n--\na${'.'.repeat(i % 15)}\n; ${i}\n`;
      const id = `many-${i}`;
      localStorage.setItem(`unstuck.level.${id}`, JSON.stringify({ v: 2, id, family: 'move', name: `Level ${String(i + 1).padStart(3, '0')}`, text, savedAt: 1000 + i }));
    }
  }, n);
}

/** the first gallery level of each family, saved (the last saved, Snakebird's, is the level open) */
async function saveOneOfEach(page) {
  const saved = [];
  for (const family of FAMILIES) {
    await page.getByRole('tab', { name: family, exact: true }).click();
    await page.getByRole('tab', { name: family, selected: true }).waitFor();
    await page.getByRole('complementary', { name: 'Gallery' }).getByRole('button').first().click();
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    // (the family before's note may still be there: this family's replaces it)
    const before = saved.at(-1);
    const note = await page.waitForFunction((before) => {
      const said = [...document.querySelectorAll('.save-note')].map((n) => n.textContent).find((t) => /^Saved as "/.test(t));
      return said && said !== `Saved as "${before}"` ? said : null;
    }, before, { timeout: 10_000 });
    saved.push((await note.jsonValue()).replace(/^Saved as "(.*)"$/, '$1'));
  }
  return saved;
}

/** 195 Move levels stored, then a gallery level of each family saved: the names of those five */
async function twoHundredLevels(page, baseURL) {
  await page.goto(baseURL);
  await page.getByRole('button', { name: 'My levels' }).waitFor();
  await storeMoveLevels(page, 195);
  await page.reload();
  await page.getByRole('button', { name: 'My levels' }).waitFor();
  return saveOneOfEach(page);
}

/** the rows marked as the level open, with their tags, and whether each lies whole in the list's view */
const marked = (page) =>
  page.evaluate(() => {
    const view = document.querySelector('.my-levels-list').getBoundingClientRect();
    return [...document.querySelectorAll('.my-levels-list li[aria-current="true"]')].map((li) => {
      const r = li.getBoundingClientRect();
      return { name: li.querySelector('input').value, mark: li.querySelector('.open-mark')?.textContent, tag: li.querySelector('.family-tag').textContent, inView: r.top >= view.top - 1 && r.bottom <= view.bottom + 1 };
    });
  });

const focused = (page) => page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.textContent);

export const tests = [
  {
    name: 'by keyboard alone, 200 saved levels: the list opens on the level open (the last of 200), marked, Tab goes to it; a level found and opened is the one marked when the list opens again, another family\'s tab marks its own, and a level edited is said so until saved',
    run: async (page, { baseURL }) => {
      const saved = await twoHundredLevels(page, baseURL);
      const myLevels = page.getByRole('button', { name: 'My levels' });
      await myLevels.focus();
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog', { name: 'My levels' });
      await dialog.getByRole('status').getByText('200 levels').waitFor();
      // the 200th row, not the first: the list opened where it is
      assert.deepEqual(await marked(page), [{ name: saved[4], mark: 'open now', tag: 'Snakebird', inView: true }]);
      await page.keyboard.press('Tab');
      assert.equal(await focused(page), 'Find a level');
      // (past the order, beside what was found)
      await page.keyboard.press('Tab');
      assert.equal(await focused(page), 'Order');
      await page.keyboard.press('Tab');
      assert.equal(await focused(page), `Name of ${saved[4]}`);

      // found by its name and opened from the keyboard; the list opened again is on it
      await page.keyboard.press('Shift+Tab');
      await page.keyboard.press('Shift+Tab');
      await page.keyboard.type('level 150');
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('Tab');
      assert.equal(await focused(page), 'Open Level 150');
      await page.keyboard.press('Enter');
      await page.getByRole('tab', { name: 'Move', selected: true }).waitFor();
      await dialog.waitFor({ state: 'detached' });
      await myLevels.focus();
      await page.keyboard.press('Enter');
      await dialog.getByRole('button', { name: 'Open Level 150', exact: true }).waitFor();
      assert.deepEqual(await marked(page), [{ name: 'Level 150', mark: 'open now', tag: 'Move', inView: true }]);
      await page.keyboard.press('Tab');
      await page.keyboard.press('Tab');
      await page.keyboard.press('Tab');
      assert.equal(await focused(page), 'Name of Level 150');
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });

      // Bars' tab is on the Bars level saved: its row is the one marked now
      await page.getByRole('tab', { name: 'Bars', exact: true }).click();
      await page.getByRole('tab', { name: 'Bars', selected: true }).waitFor();
      await myLevels.click();
      await dialog.getByRole('status').getByText('200 levels').waitFor();
      assert.deepEqual(await marked(page), [{ name: saved[1], mark: 'open now', tag: 'Bars', inView: true }]);

      // named by the designer (a gallery level's name is dropped at the first edit), then a cell
      // painted: the row says the level open is it edited, until it is saved again
      await dialog.getByRole('textbox', { name: `Name of ${saved[1]}` }).fill('My vault');
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
      await page.getByRole('button', { name: 'Edit', exact: true }).click();
      await page.getByRole('region', { name: 'Bars editor' }).getByRole('gridcell', { name: /^row 1 column 1:/ }).click();
      await myLevels.click();
      await dialog.getByRole('status').getByText('200 levels').waitFor();
      assert.deepEqual(await marked(page), [{ name: 'My vault', mark: 'open, edited', tag: 'Bars', inView: true }]);
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
      await page.getByRole('button', { name: 'Save', exact: true }).click();
      await page.getByText('Replaced the saved "My vault" with this level.').waitFor();
      await myLevels.click();
      await dialog.getByRole('status').getByText('200 levels').waitFor();
      assert.deepEqual(await marked(page), [{ name: 'My vault', mark: 'open now', tag: 'Bars', inView: true }]);
    },
  },
  {
    name: 'on a phone by touch, 200 saved levels: the level opened is marked in view when the list opens again, its tag whole, and its row as tall as the others',
    viewport: { width: 390, height: 844 },
    contextOptions: { hasTouch: true, isMobile: true },
    run: async (page, { baseURL }) => {
      const saved = await twoHundredLevels(page, baseURL);
      const dialog = page.getByRole('dialog', { name: 'My levels' });
      await page.getByRole('button', { name: 'My levels' }).tap();
      await dialog.getByRole('searchbox', { name: 'Find a level' }).fill('dogbunny');
      await dialog.getByRole('button', { name: `Open ${saved[3]}`, exact: true }).tap();
      await page.getByRole('tab', { name: 'DogBunny', selected: true }).waitFor();
      await dialog.waitFor({ state: 'detached' });
      await page.getByRole('button', { name: 'My levels' }).tap();
      await dialog.getByRole('status').getByText('200 levels').waitFor();
      assert.deepEqual(await marked(page), [{ name: saved[3], mark: 'open now', tag: 'DogBunny', inView: true }]);
      const rows = await page.evaluate(() =>
        [...document.querySelectorAll('.my-levels-list li')].map((li) => {
          // (the puzzle's name, and in the open row what it says beside the name)
          const cut = [li.querySelector('.family-tag'), li.querySelector('.open-mark')].some((el) => el && el.scrollWidth > el.clientWidth + 1);
          return { height: Math.round(li.getBoundingClientRect().height), tagCut: cut };
        }),
      );
      assert.equal(new Set(rows.map((r) => r.height)).size, 1, `rows of heights ${[...new Set(rows.map((r) => r.height))]}`);
      assert.ok(rows.every((r) => !r.tagCut), 'no tag cut');
    },
  },
];
