// My levels with the names people give: one stored with line breaks by an older build, a Hebrew
// one, and one of 1,000 characters; in a browser, as a screen reader hears them and as they stand.
import assert from 'node:assert/strict';

const HEBREW = 'מבוך ראשון';
const LONG = `${'Very long name '.repeat(66)}end`.slice(0, 1000);

/** three Move levels stored as an older build (or a hand in devtools) may have left them */
async function storeNamedLevels(page) {
  await page.evaluate(
    ({ hebrew, long }) => {
      const names = ['line one\nline two', hebrew, long];
      names.forEach((name, i) => {
        const id = `named-${i}`;
        localStorage.setItem(`unstuck.level.${id}`, JSON.stringify({ v: 2, id, family: 'move', name, text: `A${'.'.repeat(i + 1)}\n--\na${'.'.repeat(i + 1)}\n`, savedAt: 1000 + i }));
      });
    },
    { hebrew: HEBREW, long: LONG },
  );
}

/** `n` saved Move levels, "Level 1" on, saved in the order 1, 10, 11, 12, 2, 3, … (as their names sort as text) */
async function storeLevels(page, n) {
  await page.evaluate((n) => {
    const order = Array.from({ length: n }, (_, i) => i + 1).sort((a, b) => String(a).localeCompare(String(b)));
    order.forEach((k, i) => {
      const id = `level-${k}`;
      localStorage.setItem(`unstuck.level.${id}`, JSON.stringify({ v: 2, id, family: 'move', name: `Level ${k}`, text: `A${'.'.repeat(k)}\n--\na${'.'.repeat(k)}\n`, savedAt: 1000 + i }));
    });
  }, n);
}

const rowNames = (page) => page.locator('.my-levels-list li input').evaluateAll((inputs) => inputs.map((i) => i.value));
const focused = (page) => page.evaluate(() => document.activeElement?.getAttribute('aria-label'));

export const tests = [
  {
    name: 'names as stored: one with line breaks is listed and opened on one line and its key left alone, a Hebrew one stands right in its box, and a 1,000-character one is cut in the labels and the note of its delete',
    run: async (page, { baseURL }) => {
      await page.goto(baseURL);
      await page.getByRole('button', { name: 'My levels' }).waitFor();
      await storeNamedLevels(page);
      await page.reload();
      const myLevels = page.getByRole('button', { name: 'My levels' });
      await myLevels.click();
      const dialog = page.getByRole('dialog', { name: 'My levels' });

      // the Hebrew name reads right to left in its box, the others left to right
      const hebrewBox = dialog.getByRole('textbox', { name: `Name of ${HEBREW}` });
      assert.equal(await hebrewBox.evaluate((el) => el.matches(':dir(rtl)')), true);
      assert.equal(await dialog.getByRole('textbox', { name: 'Name of line one line two' }).evaluate((el) => el.matches(':dir(ltr)')), true);

      // the long name: whole in its box, its row's buttons named with its first 60 characters
      const cut = `${LONG.slice(0, 60).trimEnd()}…`;
      assert.equal(await dialog.getByRole('textbox', { name: `Name of ${cut}` }).inputValue(), LONG);
      const labels = await dialog.locator('li[data-level-id="named-2"] button').evaluateAll((bs) => bs.map((b) => b.getAttribute('aria-label')));
      assert.deepEqual(labels, [`Open ${cut}`, `Export ${cut} to a file`, `Delete ${cut}`]);
      await dialog.getByRole('button', { name: `Delete ${cut}`, exact: true }).click();
      assert.equal(await dialog.locator('.undo-note').textContent(), `Deleted "${cut}". Undo`);
      await dialog.getByRole('button', { name: 'Undo' }).click();
      await dialog.getByRole('textbox', { name: `Name of ${cut}` }).waitFor();

      // the name with line breaks opens on one line, and its key is as it was
      await dialog.getByRole('button', { name: 'Open line one line two', exact: true }).click();
      await dialog.waitFor({ state: 'detached' });
      await page.waitForFunction(() => document.title.startsWith('line one line two · '), null, { timeout: 10_000 });
      const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('unstuck.level.named-0')).name);
      assert.equal(stored, 'line one\nline two');
    },
  },
  {
    name: 'by keyboard, 12 saved levels: the order beside the find box is chosen with the arrows, the list follows it (Level 2 before Level 10), Tab goes on to its first row, and a reload of the tab keeps it',
    run: async (page, { baseURL }) => {
      await page.goto(baseURL);
      await page.getByRole('button', { name: 'My levels' }).waitFor();
      await storeLevels(page, 12);
      await page.reload();
      const myLevels = page.getByRole('button', { name: 'My levels' });
      const dialog = page.getByRole('dialog', { name: 'My levels' });
      await myLevels.focus();
      await page.keyboard.press('Enter');
      await dialog.getByRole('status').getByText('12 levels').waitFor();
      await page.keyboard.press('Tab');
      assert.equal(await focused(page), 'Find a level');
      await page.keyboard.press('Tab');
      assert.equal(await focused(page), 'Order');
      // Saved: oldest first, newest first, then Name
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('ArrowDown');
      assert.equal(await dialog.getByRole('combobox', { name: 'Order' }).evaluate((s) => s.selectedOptions[0].textContent), 'Name');
      assert.deepEqual((await rowNames(page)).slice(0, 4), ['Level 1', 'Level 2', 'Level 3', 'Level 4']);
      await page.keyboard.press('Tab');
      assert.equal(await focused(page), 'Name of Level 1');
      await page.keyboard.press('ArrowDown');
      assert.equal(await focused(page), 'Name of Level 2');

      await page.reload();
      await myLevels.click();
      await dialog.getByRole('status').getByText('12 levels').waitFor();
      assert.equal(await dialog.getByRole('combobox', { name: 'Order' }).inputValue(), 'name');
      assert.deepEqual((await rowNames(page)).slice(0, 3), ['Level 1', 'Level 2', 'Level 3']);
    },
  },
  {
    name: 'a 1,000-character name opened on a 390 px phone: the heading above the board takes three lines of it, and the board starts on the first screen',
    viewport: { width: 390, height: 844 },
    contextOptions: { hasTouch: true, isMobile: true },
    run: async (page, { baseURL }) => {
      await page.goto(baseURL);
      await page.getByRole('button', { name: 'My levels' }).waitFor();
      await storeNamedLevels(page);
      await page.reload();
      await page.getByRole('button', { name: 'My levels' }).click();
      await page.getByRole('button', { name: `Open ${LONG.slice(0, 60).trimEnd()}…`, exact: true }).click();
      const heading = page.locator('.stage-head h2');
      await page.waitForFunction((long) => document.querySelector('.stage-head h2')?.textContent === long, LONG, { timeout: 10_000 });
      const { lines, boardTop } = await heading.evaluate((h) => {
        // (a line's height: the heading's own with one word in it)
        const one = h.cloneNode();
        one.textContent = 'Level';
        h.after(one);
        const line = one.getBoundingClientRect().height;
        one.remove();
        return { lines: h.getBoundingClientRect().height / line, boardTop: document.querySelector('[data-testid=board]').getBoundingClientRect().top + scrollY };
      });
      assert.ok(lines <= 3.05, `the heading takes ${lines.toFixed(1)} lines`);
      assert.ok(boardTop < 844, `the board starts at ${boardTop} px`);
    },
  },
  ...[390, 320].map((width) => ({
    name: `on a ${width} px phone, the find box and the order beside or under it are whole and lie over nothing`,
    viewport: { width, height: 844 },
    contextOptions: { hasTouch: true, isMobile: true },
    run: async (page, { baseURL }) => {
      await page.goto(baseURL);
      await page.getByRole('button', { name: 'My levels' }).waitFor();
      await storeLevels(page, 12);
      await page.reload();
      await page.getByRole('button', { name: 'My levels' }).click();
      const dialog = page.getByRole('dialog', { name: 'My levels' });
      await dialog.getByRole('status').getByText('12 levels').waitFor();
      const boxes = await page.evaluate(() => {
        const panel = document.querySelector('.my-levels-panel').getBoundingClientRect();
        const at = (el) => {
          const r = el.getBoundingClientRect();
          return { left: r.left, right: r.right, top: r.top, bottom: r.bottom, whole: el.scrollWidth <= el.clientWidth + 1 };
        };
        return { panel: at(document.querySelector('.my-levels-panel')), panelRight: panel.right, find: at(document.querySelector('.my-levels-find input')), order: at(document.querySelector('.my-levels-find select')), status: at(document.querySelector('.my-levels-find p')), viewport: innerWidth };
      });
      const { find, order, status } = boxes;
      const apart = (a, b) => a.right <= b.left + 0.5 || b.right <= a.left + 0.5 || a.bottom <= b.top + 0.5 || b.bottom <= a.top + 0.5;
      assert.ok(apart(find, order) && apart(order, status) && apart(find, status), JSON.stringify(boxes));
      assert.ok(order.right <= boxes.panelRight && find.right <= boxes.panelRight && boxes.panelRight <= boxes.viewport, JSON.stringify(boxes));
      // room for a few words in the box
      assert.ok(find.right - find.left >= 140, JSON.stringify(boxes));
    },
  })),
];
