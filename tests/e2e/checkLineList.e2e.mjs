// The Check panel's optimal line, longer than its list shows (Bars' Lovecraft 4×4: 8 moves):
// the list ends through the middle of a row, so it is seen to scroll (it ended near a row's
// edge, a sliver of the eighth move shown).
import assert from 'node:assert/strict';

export const tests = [
  {
    name: "desktop: an optimal line longer than the list shows ends part way through a row",
    async run(page, { baseURL }) {
      await page.goto(baseURL);
      await page.getByRole('button', { name: 'Got it' }).click().catch(() => {});
      await page.getByRole('tab', { name: 'Bars', exact: true }).click();
      await page.getByRole('button', { name: 'Check', exact: true }).click();
      const list = page.getByRole('region', { name: 'Check' }).getByRole('list', { name: 'An optimal solution: moves' });
      await list.waitFor({ timeout: 20_000 });
      const rows = await list.evaluate((ol) => {
        const box = ol.getBoundingClientRect();
        return { bottom: box.bottom, scrolls: ol.scrollHeight > ol.clientHeight + 1, items: [...ol.children].map((li) => li.getBoundingClientRect()).map((r) => ({ top: r.top, bottom: r.bottom })) };
      });
      assert.ok(rows.items.length >= 8, `${rows.items.length} moves`);
      assert.ok(rows.scrolls, 'the list scrolls');
      // the row the list's edge falls in is cut through its middle: a third of it or more shown and hidden (it showed a sliver, 10 of 32 px)
      const cut = rows.items.find((r) => r.top < rows.bottom && r.bottom > rows.bottom);
      const third = cut ? (cut.bottom - cut.top) / 3 : 0;
      assert.ok(cut && rows.bottom - cut.top >= third && cut.bottom - rows.bottom >= third, `the list ends at ${rows.bottom}, rows ${JSON.stringify(rows.items.slice(5, 9))}`);
    },
  },
];
