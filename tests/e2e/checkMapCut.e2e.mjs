// The Check panel's map of positions scrolls in a box 22rem high: a taller map (Move 4x4's 198
// positions, 477 px; Anemones' Ring of eight, 1,192 px) ended at the box's foot mid-column, and
// nothing said it went on (hmsg13). Now a line under the box says how many positions lie past it,
// and which way, as the box is scrolled; a map that fits says nothing.
import assert from 'node:assert/strict';
import { mapOf } from './checkMapOf.mjs';

const PHONE = { viewport: { width: 390, height: 844 }, contextOptions: { isMobile: true, hasTouch: true, deviceScaleFactor: 2 } };

/** the dots whose centres lie above and below the box the map scrolls in, as drawn */
const outside = (panel) =>
  panel.locator('.check-picture-scroll').evaluate((box) => {
    const { top, bottom } = box.getBoundingClientRect();
    const ys = [...box.querySelectorAll('circle.check-dot')].map((c) => (({ top: t, bottom: b }) => (t + b) / 2)(c.getBoundingClientRect()));
    return { above: ys.filter((y) => y < top).length, below: ys.filter((y) => y > bottom).length };
  });

export const tests = [
  {
    name: "desktop: Move 4x4's map, taller than its box, says how many positions lie below it, and above it once scrolled to its foot",
    async run(page, { baseURL }) {
      const panel = await mapOf(page, baseURL, 'Move', 'Move 4×4');
      const cut = panel.getByTestId('map-cut');
      const first = await outside(panel);
      assert.ok(first.below > 0 && first.above === 0, `the map goes on under the box (${JSON.stringify(first)})`);
      await cut.getByText(`${first.below} of the 198 positions lie below the box: scroll the map to see them.`).waitFor({ timeout: 10_000 });
      await panel.locator('.check-picture-scroll').evaluate((box) => box.scrollTo(0, box.scrollHeight));
      const last = await outside(panel);
      assert.ok(last.above > 0 && last.below === 0, `scrolled to its foot (${JSON.stringify(last)})`);
      await cut.getByText(`${last.above} of the 198 positions lie above the box: scroll the map to see them.`).waitFor({ timeout: 10_000 });
    },
  },
  {
    name: "phone: DogBunny's Night watch map says what lies past its box; Bridge's, whole in it, says nothing",
    ...PHONE,
    async run(page, { baseURL }) {
      let panel = await mapOf(page, baseURL, 'DogBunny', 'Night watch');
      const { below } = await outside(panel);
      assert.ok(below > 0, 'the map goes on under the box');
      await panel.getByTestId('map-cut').getByText(`${below} of the 196 positions lie below the box: scroll the map to see them.`).waitFor({ timeout: 10_000 });
      panel = await mapOf(page, baseURL, 'DogBunny', 'Bridge');
      assert.deepEqual(await outside(panel), { above: 0, below: 0 }, 'the map is whole in its box');
      assert.equal(await panel.getByTestId('map-cut').count(), 0, 'nothing said of a map shown whole');
    },
  },
];
