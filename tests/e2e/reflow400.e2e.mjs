// A page zoomed to 400 % in a 1280×720 window: 320×180 CSS px (WCAG 1.4.10, reflow). The page
// scrolls one way only; what scrolls inside it shows at least one whole thing at a time.
import assert from 'node:assert/strict';

const ZOOMED_400 = { width: 320, height: 180 };

export const tests = [
  {
    // the list was min(26rem, 45vh) less the next row's peek: 58 px, a level's name box and no
    // buttons, so no row was ever seen whole
    name: 'zoomed 400 %: My levels\' list shows a whole row, its name and its buttons',
    viewport: ZOOMED_400,
    run: async (page, { baseURL }) => {
      await page.goto(baseURL);
      for (const family of ['Snakebird', 'Move', 'Bars']) {
        await page.getByRole('tab', { name: family, exact: true }).click();
        await page.getByRole('button', { name: 'Save', exact: true }).click();
        await page.getByText(/^Saved as /).waitFor({ timeout: 10_000 });
      }
      await page.getByRole('button', { name: 'My levels' }).click();
      const list = page.getByRole('list', { name: 'Saved levels' });
      await list.getByRole('listitem').nth(2).waitFor({ timeout: 10_000 });
      const outside = await list.evaluate((ul) => {
        const view = ul.parentElement.getBoundingClientRect();
        // (the list opens on the level open, the last saved: its row is the one to see whole)
        const row = ul.querySelector('li[aria-current="true"]') ?? ul.firstElementChild;
        return [...row.querySelectorAll('input, button')]
          .filter((c) => { const b = c.getBoundingClientRect(); return b.top < view.top || b.bottom > view.bottom; })
          .map((c) => c.getAttribute('aria-label') ?? c.textContent);
      });
      assert.deepEqual(outside, [], 'controls of the row in view lie outside the list\'s view');
      const page1 = await page.evaluate(() => [document.documentElement.scrollWidth, document.documentElement.clientWidth]);
      assert.ok(page1[0] <= page1[1], `the page scrolls sideways: ${page1}`);
    },
  },
  {
    // its head (title, family, Close) stayed at the top as the rules scrolled: 69 of the dialog's
    // 148 px, three lines of rules at a time
    name: "zoomed 400 %: How to play's head scrolls away with the rules, which get the dialog's height",
    viewport: ZOOMED_400,
    run: async (page, { baseURL }) => {
      await page.goto(baseURL);
      await page.getByRole('button', { name: 'How to play' }).first().click();
      const dialog = page.getByRole('dialog');
      await dialog.waitFor({ timeout: 10_000 });
      const head = dialog.locator('.howto-head');
      // (once what it holds is taller than the dialog: scrolled before then, it did not scroll,
      // and the head was found in view, in the clean-clone CI without ../shared at babd0612)
      await page.waitForFunction(() => {
        const d = document.querySelector('dialog[open]');
        return d !== null && d.scrollHeight > d.clientHeight + 100;
      });
      await dialog.evaluate((d) => { d.scrollTop = d.scrollHeight; });
      const [headBox, dialogBox] = [await head.boundingBox(), await dialog.boundingBox()];
      assert.ok(headBox.y + headBox.height <= dialogBox.y + 1, `the head stays in the dialog's view (its foot at ${headBox.y + headBox.height}, the dialog's top at ${dialogBox.y})`);
    },
  },
];
