// The browser's Back, Forward and reload on the app: what each brings back (docs/SHARING.md).
import assert from 'node:assert/strict';

/** the sharing code has run: the page's link is opened, the address follows the level */
const ready = (page) => page.getByRole('button', { name: 'My levels' }).waitFor({ timeout: 10_000 });
const modeShown = (page, mode) => page.getByRole('group', { name: 'Mode' }).getByRole('button', { name: mode, pressed: true }).waitFor({ timeout: 10_000 });

export const tests = [
  {
    name: 'a reload opens in the mode on the screen, after a visit that started watching; Back and Forward to the page bring its mode back',
    run: async (page, { baseURL }) => {
      await page.goto('about:blank');
      await page.goto(baseURL);
      await ready(page);
      await page.getByRole('button', { name: 'Edit', exact: true }).click();
      await page.getByRole('region', { name: /editor$/ }).waitFor();
      // left for another page and come back to by Back: the editor, as it was left
      await page.goto('about:blank');
      await page.goBack();
      await ready(page);
      await modeShown(page, 'Edit');
      // a new visit (a link, a bookmark) starts watching; a reload then stays watching
      await page.goto('about:blank');
      await page.goto(baseURL);
      await ready(page);
      await modeShown(page, 'Solve and watch');
      await page.reload();
      await ready(page);
      await modeShown(page, 'Solve and watch');
      assert.equal(await page.getByRole('region', { name: /editor$/ }).count(), 0, 'no editor after the reload');
    },
  },
];
