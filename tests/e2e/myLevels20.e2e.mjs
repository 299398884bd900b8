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
];
