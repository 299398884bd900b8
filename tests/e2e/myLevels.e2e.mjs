// My levels as a person with levels in every family keeps them, in the built app: on a phone,
// by keyboard, one level exported to a file and taken to another browser profile.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { importLevel, levelHash } from './steps.mjs';

const FAMILIES = ['Anemones', 'Bars', 'Move', 'DogBunny', 'Snakebird'];

/** the first gallery level of each family, saved */
async function saveOneOfEach(page) {
  for (const family of FAMILIES) {
    await page.getByRole('tab', { name: family, exact: true }).click();
    await page.getByRole('tab', { name: family, selected: true }).waitFor();
    await page.getByRole('complementary', { name: 'Gallery' }).getByRole('button').first().click();
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText(/^Saved as "/).waitFor();
  }
}

const focused = (page) => page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.textContent);

/** `n` saved Move levels, "Level 00001" on, each another level (two targets and two dots on a 4×4 board), written as My levels stores them */
async function storeManyLevels(page, n) {
  await page.evaluate((n) => {
    for (let i = 0; i < n; i++) {
      // i in the radices 16, 15, 14, 13: four cells of their own
      const cells = [...Array(16).keys()];
      let k = i;
      const [A, B, a, b] = [16, 15, 14, 13].map((radix) => {
        const cell = cells.splice(k % radix, 1)[0];
        k = Math.floor(k / radix);
        return cell;
      });
      const grid = (at) => Array.from({ length: 4 }, (_, r) => Array.from({ length: 4 }, (_, c) => at[r * 4 + c] ?? '.').join('')).join('\n');
      const text = `${grid({ [A]: 'A', [B]: 'B' })}\n--\n${grid({ [a]: 'a', [b]: 'b' })}\n`;
      const id = `many-${i}`;
      localStorage.setItem(`unstuck.level.${id}`, JSON.stringify({ v: 2, id, family: 'move', name: `Level ${String(i + 1).padStart(5, '0')}`, text, savedAt: 1000 + i }));
    }
  }, n);
}

/** the rows My levels has drawn, and the places in the list they say they have */
const rowsDrawn = (page) => page.evaluate(() => [...document.querySelectorAll('.my-levels-panel li[aria-posinset]')].map((li) => [Number(li.getAttribute('aria-posinset')), Number(li.getAttribute('aria-setsize'))]));

export const tests = [
  {
    name: 'on a phone, 20,000 saved levels: the list draws the rows in view wherever it is scrolled, End goes to the last, the focused row stays as the list scrolls away, Delete and Undo keep the focus, and the 20,000th level is found by its name and opened',
    viewport: { width: 390, height: 844 },
    run: async (page, { baseURL }) => {
      const N = 20_000;
      const BOUND = 40;
      await page.goto(baseURL);
      await page.getByRole('button', { name: 'My levels' }).waitFor();
      await storeManyLevels(page, N);
      await page.reload();
      await page.getByRole('button', { name: 'My levels' }).click();
      const dialog = page.getByRole('dialog', { name: 'My levels' });
      await dialog.getByRole('button', { name: 'Open Level 00001', exact: true }).waitFor();
      let rows = await rowsDrawn(page);
      assert.ok(rows.length > 3 && rows.length <= BOUND, `${rows.length} rows drawn`);
      assert.deepEqual(rows[0], [1, N], 'the first row says it is the first of 20,000');
      await dialog.getByRole('status').getByText('20,000 levels').waitFor();

      // scrolled to the middle: the rows there, as many
      await page.locator('.my-levels-list').evaluate((el) => void (el.scrollTop = el.scrollHeight / 2));
      await dialog.getByRole('button', { name: 'Open Level 10000', exact: true }).waitFor();
      rows = await rowsDrawn(page);
      assert.ok(rows.length <= BOUND, `${rows.length} rows drawn in the middle`);

      // by keyboard: End on a row's button goes to the last level, whose row says so
      await dialog.getByRole('button', { name: 'Open Level 10000', exact: true }).focus();
      await page.keyboard.press('End');
      assert.equal(await focused(page), 'Open Level 20000');
      assert.equal(await page.evaluate(() => document.activeElement.closest('li').getAttribute('aria-posinset')), String(N));
      await page.keyboard.press('ArrowUp');
      assert.equal(await focused(page), 'Open Level 19999');
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('Tab');
      assert.equal(await focused(page), 'Export Level 20000 to a file');
      // the list scrolled back to the top by the wheel: the focused row is still drawn, and the list stays where it was put
      await page.locator('.my-levels-list').hover();
      await page.mouse.wheel(0, -1e7);
      await dialog.getByRole('button', { name: 'Open Level 00001', exact: true }).waitFor();
      await page.waitForTimeout(300);
      assert.equal(await focused(page), 'Export Level 20000 to a file', 'the focus stays on its row');
      assert.equal(await page.locator('.my-levels-list').evaluate((el) => el.scrollTop), 0, 'the list is not scrolled back to the focus');
      assert.ok((await rowsDrawn(page)).length <= BOUND + 1);

      // Delete by keyboard: the focus goes to Undo, and Undo brings it back to the level's name
      await page.keyboard.press('Tab');
      assert.equal(await focused(page), 'Delete Level 20000');
      await page.keyboard.press('Enter');
      await dialog.getByText('Deleted "Level 20000".').waitFor();
      assert.equal(await focused(page), 'Undo');
      // the list scrolled to the top, Shift+Tab goes back to the row in view, which is the current one now
      // (one row is in the Tab order, not 20,000): the level brought back is drawn there, and takes the focus
      await page.mouse.wheel(0, -1e7);
      await dialog.getByRole('button', { name: 'Open Level 00001', exact: true }).waitFor();
      await page.keyboard.press('Shift+Tab');
      assert.equal(await focused(page), 'Delete Level 00001');
      await page.keyboard.press('Tab');
      await page.keyboard.press('Enter');
      await dialog.getByRole('textbox', { name: 'Name of Level 20000' }).waitFor();
      assert.equal(await focused(page), 'Name of Level 20000');

      // found by its name among 20,000, and opened
      await page.locator('.my-levels-list').evaluate((el) => void (el.scrollTop = 0));
      await dialog.getByRole('searchbox', { name: 'Find a level' }).fill('level 20000');
      await dialog.getByRole('status').getByText('1 of 20,000 levels').waitFor();
      assert.deepEqual(await rowsDrawn(page), [[1, 1]]);
      await dialog.getByRole('button', { name: 'Open Level 20000', exact: true }).click();
      await page.getByRole('heading', { name: 'Level 20000' }).waitFor();
      await page.getByRole('tab', { name: 'Move', selected: true }).waitFor();
    },
  },
  {
    name: 'on a 320 px phone, each row shows its puzzle\'s whole name and its three buttons, and no row lies over the next',
    viewport: { width: 320, height: 640 },
    run: async (page, { baseURL }) => {
      await page.goto(baseURL);
      await page.getByRole('button', { name: 'My levels' }).waitFor();
      // (listed, not opened: the text is not read before a level opens)
      await page.evaluate(() => {
        for (let i = 0; i < 30; i++) localStorage.setItem(`unstuck.level.narrow-${i}`, JSON.stringify({ v: 2, id: `narrow-${i}`, family: i % 2 ? 'snakebird' : 'dogbunny', name: `Level ${i + 1}`, text: `level ${i}\n`, savedAt: 1000 + i }));
      });
      await page.reload();
      await page.getByRole('button', { name: 'My levels' }).click();
      const dialog = page.getByRole('dialog', { name: 'My levels' });
      await dialog.getByRole('button', { name: 'Open Level 1', exact: true }).waitFor();
      await page.locator('.my-levels-list').evaluate((el) => void (el.scrollTop = el.scrollHeight / 2));
      await dialog.getByRole('button', { name: 'Open Level 15', exact: true }).waitFor();
      const rows = await page.evaluate(() =>
        [...document.querySelectorAll('.my-levels-list li')].map((li) => {
          const tag = li.querySelector('.family-tag');
          const box = li.getBoundingClientRect();
          return { tag: tag.textContent, cut: tag.scrollWidth > tag.clientWidth, top: box.top, bottom: box.bottom, right: Math.max(...[...li.querySelectorAll('button')].map((b) => b.getBoundingClientRect().right)), room: li.getBoundingClientRect().right };
        }),
      );
      for (const [i, r] of rows.entries()) {
        assert.ok(!r.cut, `${r.tag} is cut short`);
        assert.ok(r.right <= r.room + 0.5, `a button runs past the row: ${r.right} > ${r.room}`);
        if (i > 0) assert.ok(r.top >= rows[i - 1].bottom - 0.5, `row ${i} lies over the one before`);
      }
    },
  },
  {
    name: 'on a phone, a level of every family: names readable, Delete by keyboard twice deletes one and undoes it, one level exported to a file opens in another profile with its name',
    viewport: { width: 390, height: 844 },
    run: async (page, { baseURL, browser }) => {
      await page.goto(baseURL);
      await page.getByRole('button', { name: 'My levels' }).waitFor();
      await saveOneOfEach(page);
      await page.getByRole('button', { name: 'My levels' }).click();
      const dialog = page.getByRole('dialog', { name: 'My levels' });
      assert.equal(await dialog.getByRole('listitem').count(), 5);
      // each name has room to be read (beside four controls it had some 40 px)
      for (const box of await dialog.getByRole('textbox').all()) assert.ok((await box.boundingBox()).width > 250, `a name field ${(await box.boundingBox()).width} px wide`);
      const dialogBox = await dialog.boundingBox();
      assert.ok(dialogBox.x >= 0 && dialogBox.x + dialogBox.width <= 390, 'the panel is on the screen');

      const first = await dialog.getByRole('textbox').first().inputValue();
      await dialog.getByRole('button', { name: `Delete ${first}` }).focus();
      await page.keyboard.press('Enter');
      await dialog.getByText(`Deleted "${first}".`).waitFor();
      assert.equal(await focused(page), 'Undo');
      // the same key again brings it back rather than deleting the next level
      await page.keyboard.press('Enter');
      await dialog.getByRole('textbox', { name: `Name of ${first}` }).waitFor();
      assert.equal(await dialog.getByRole('listitem').count(), 5);
      assert.equal(await focused(page), `Name of ${first}`);

      const name = 'Mon niveau « été »';
      const snakebird = dialog.getByRole('listitem').filter({ hasText: 'Snakebird' });
      await snakebird.getByRole('textbox').fill(name);
      const [download] = await Promise.all([page.waitForEvent('download'), dialog.getByRole('button', { name: `Export ${name} to a file` }).click()]);
      assert.equal(download.suggestedFilename(), `${name}.unstuck-levels.json`);
      const file = readFileSync(await download.path(), 'utf8');
      assert.equal(JSON.parse(file).levels.length, 1);

      const other = await browser.newContext({ viewport: { width: 390, height: 844 } });
      try {
        const there = await other.newPage();
        await there.goto(baseURL);
        await there.getByRole('button', { name: 'My levels' }).click();
        const panel = there.getByRole('dialog', { name: 'My levels' });
        await panel.getByLabel('Levels file').setInputFiles({ name: download.suggestedFilename(), mimeType: 'application/json', buffer: Buffer.from(file) });
        await panel.getByText('Imported 1 level.').waitFor();
        await panel.getByRole('button', { name: `Open ${name}`, exact: true }).click();
        await there.getByRole('heading', { name }).waitFor();
        await there.getByRole('tab', { name: 'Snakebird', selected: true }).waitFor();
      } finally {
        await other.close();
      }
    },
  },
  {
    name: 'two tabs editing one Move level: the later autosave keeps the other tab\'s level in My levels, so closing either tab loses nothing',
    run: async (page, { baseURL, context }) => {
      const mine = '..A.\n....\n--\na...\n....\n';
      const mineLater = '.A..\n....\n--\na...\n....\n';
      const theirs = '...A\n....\n--\na...\n....\n';
      await page.goto(baseURL);
      await page.getByRole('button', { name: 'My levels' }).waitFor();
      await importLevel(page, 'Move', mine);
      const other = await context.newPage();
      await other.goto(baseURL);
      await other.getByRole('tab', { name: 'Move', selected: true }).waitFor();
      // the first tab goes on editing; the second, still on the level as it opened, edits too
      await page.bringToFront();
      await importLevel(page, 'Move', mineLater);
      await other.bringToFront();
      await importLevel(other, 'Move', theirs);
      await other.getByText(/^Another tab changed the Move level open here\. Its level is kept in My levels as "My Move level \(from another tab\)"/).waitFor();
      await page.close();
      await other.getByRole('button', { name: 'My levels' }).click();
      const dialog = other.getByRole('dialog', { name: 'My levels' });
      await dialog.getByRole('button', { name: 'Open My Move level (from another tab)', exact: true }).click();
      await other.getByRole('button', { name: 'Edit', exact: true }).click();
      await other.getByRole('button', { name: 'Export text' }).click();
      assert.equal(await other.getByRole('group', { name: 'The level as text' }).getByRole('textbox').inputValue(), mineLater);
    },
  },
  {
    name: 'on a phone, Share of a level whose link is over 2,000 characters copies it and says so on a line under the actions, which stay in their row',
    viewport: { width: 390, height: 844 },
    contextOptions: { permissions: ['clipboard-read', 'clipboard-write'] },
    run: async (page, { baseURL }) => {
      // a 100×100 Snakebird map of noise: its link does not compress below some 2,500 characters
      let seed = 3;
      const bit = () => ((seed = (seed * 1103515245 + 12345) % 2 ** 31) >> 16) & 1;
      const rows = Array.from({ length: 100 }, (_, r) => Array.from({ length: 100 }, (_, c) => (r === 0 && c === 0 ? 'A' : r === 0 && c === 5 ? '*' : r === 1 && c === 0 ? '#' : bit() ? '#' : '-')).join(''));
      await page.goto(`${baseURL}${levelHash('snakebird', `${rows.join('\n')}\n`)}`);
      await page.getByRole('tab', { name: 'Snakebird', selected: true }).waitFor();
      const share = page.getByRole('button', { name: 'Share' });
      await share.click();
      const note = page.getByRole('status').filter({ hasText: /^This link is [\d,]+ characters long/ });
      await note.waitFor();
      const [shareBox, saveBox, noteBox] = [await share.boundingBox(), await page.getByRole('button', { name: 'Save' }).boundingBox(), await note.boundingBox()];
      assert.equal(saveBox.y, shareBox.y, 'Save stays in the row of Share');
      assert.ok(noteBox.y >= shareBox.y + shareBox.height, 'the note is under the row');
      assert.ok(noteBox.x + noteBox.width <= 390, 'the note is on the screen');
    },
  },
  {
    name: 'by keyboard, Tab past the panel\'s last control closes it, and focus goes on to the next control, which it no longer covers; a file chooser opening keeps it open',
    run: async (page, { baseURL }) => {
      await page.goto(baseURL);
      const myLevels = page.getByRole('button', { name: 'My levels' });
      await myLevels.focus();
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog', { name: 'My levels' });
      await dialog.getByRole('button', { name: 'Close' }).focus();
      await page.keyboard.press('Tab');
      await dialog.waitFor({ state: 'detached' });
      const next = await page.evaluate(() => document.activeElement?.textContent);
      assert.notEqual(next, 'My levels', 'focus went on, not back to My levels');
      assert.ok(await page.evaluate(() => document.activeElement !== document.body));
      // the chooser of Import file takes focus from the page: the panel stays open for the file's message
      await myLevels.click();
      const [chooser] = await Promise.all([page.waitForEvent('filechooser'), dialog.getByRole('button', { name: 'Import file' }).click()]);
      await chooser.setFiles({ name: 'l.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify({ format: 'unstuck-levels', version: 1, levels: [{ family: 'move', name: 'a', text: '..A\n--\na..\n' }] })) });
      await dialog.getByText('Imported 1 level.').waitFor();
    },
  },
  {
    name: 'among 20,000 saved levels, one its family cannot read (storage edited by hand) is counted in idle time, found by those words and marked with where and what, and it still opens in the editor',
    viewport: { width: 1280, height: 800 },
    run: async (page, { baseURL }) => {
      await page.goto(baseURL);
      await page.getByRole('button', { name: 'My levels' }).waitFor();
      await storeManyLevels(page, 20_000);
      await page.evaluate(() => localStorage.setItem('unstuck.level.broken', JSON.stringify({ v: 2, id: 'broken', family: 'move', name: 'Hand edited', text: '.A\n--\na%\n', savedAt: 999_999 })));
      await page.reload();
      await page.getByRole('button', { name: 'My levels' }).click();
      const dialog = page.getByRole('dialog', { name: 'My levels' });
      // the last level, never drawn, is read in idle time
      await dialog.getByText('20,001 levels; 1 cannot be read (marked; find “cannot be read” to list it)').waitFor();
      await dialog.getByRole('searchbox', { name: 'Find a level' }).fill('cannot be read');
      await dialog.getByText('1 of 20,001 levels; 1 cannot be read').waitFor();
      const open = dialog.getByRole('button', { name: 'Open Hand edited' });
      assert.match(await open.evaluate((b) => b.closest('li').textContent), /Move: cannot be read: line 3, column 2: unknown character '%'/);
      await open.click();
      // the editor says it too, and the text is kept
      await page.getByText(/line 3, column 2/).first().waitFor();
      assert.ok((await page.evaluate(() => localStorage.getItem('unstuck.level.broken'))).includes('a%'));
    },
  },
];
