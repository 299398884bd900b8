// The answer's offer under the playback controls ("Watch the shortest line"), made as the proven
// answer comes to a person stepping through the early line, lay under the fold of a 1280×800
// screen with the buttons in view: unseen, and nothing said where it was. From the keyboard (no
// pointer to move things under), the page scrolls the least to show it; where the mouse was used,
// the page stays and "Answer ready ↓" says where it is.
import assert from 'node:assert/strict';
import { CLASSIC_1 } from './tallBoard.mjs';
import { answerComes, click, enter, openWatchingEarly, OPTIMUM } from './earlyLine.mjs';

/** the early line of Classic 1 watched, three moves stepped by `press`; Next move's button */
async function threeMovesIn(page, baseURL, press) {
  await openWatchingEarly(page, baseURL, CLASSIC_1.join('\n') + '\n', 'Classic 1', press);
  const next = page.getByRole('button', { name: 'Next move' });
  for (let i = 0; i < 3; i++) await press(next);
  await page.getByTestId('position').getByText(/^Move 3 of 18:/).waitFor();
  return next;
}

/** the offer's button's top and bottom on the screen, and the screen's height */
const offerAt = (page) =>
  page.evaluate(() => {
    const b = document.querySelector('.answer-offer button')?.getBoundingClientRect();
    return { offer: b && [Math.round(b.top), Math.round(b.bottom)], height: innerHeight, scrollY: Math.round(scrollY) };
  });

const watchShortest = `Watch the shortest line (${OPTIMUM} moves)`;

export const tests = [
  {
    name: 'keyboard, 1280 × 800: the answer comes while the early line is stepped; its offer, under the buttons, is brought into view, the focus and the line kept',
    async run(page, { baseURL }) {
      const next = await threeMovesIn(page, baseURL, enter);
      await answerComes(page);
      const w = await offerAt(page);
      // (before: 780 to 837 px, under the foot of 800, the page not moved)
      assert.ok(w.offer && w.offer[0] >= 0 && w.offer[1] <= w.height, `the offer is on the screen: ${JSON.stringify(w)}`);
      assert.equal(await page.evaluate(() => document.activeElement?.getAttribute('aria-label')), 'Next move', 'the focus stayed');
      assert.ok((await next.boundingBox()).y >= 0, 'Next move is still on the screen');
      assert.match(await page.getByTestId('position').textContent(), /^Move 3 of 18:/);
      assert.equal(await page.getByRole('button', { name: /^Answer ready/ }).count(), 0, 'nothing to point to');
    },
  },
  {
    name: 'mouse, 1280 × 800: the same answer leaves the page where it is, under the pointer; "Answer ready ↓" says where the offer is and takes the focus to it',
    async run(page, { baseURL }) {
      const next = await threeMovesIn(page, baseURL, click);
      const nextAt = await next.boundingBox();
      const before = await offerAt(page);
      await answerComes(page);
      const w = await offerAt(page);
      assert.ok(w.offer[1] > w.height, `the offer is under the fold (else this test shows nothing): ${JSON.stringify(w)}`);
      assert.equal(w.scrollY, before.scrollY, 'the page did not move');
      assert.deepEqual(await next.boundingBox(), nextAt, 'Next move did not move under the pointer');
      // (before: nothing said where the offer was)
      const pointer = page.getByRole('button', { name: 'Answer ready', exact: true });
      assert.equal(await pointer.textContent(), 'Answer ready ↓');
      await pointer.click();
      await pointer.waitFor({ state: 'detached' });
      const there = await offerAt(page);
      assert.ok(there.offer[0] >= 0 && there.offer[1] <= there.height, `the offer is on the screen: ${JSON.stringify(there)}`);
      assert.equal(await page.evaluate(() => document.activeElement?.textContent), watchShortest);
    },
  },
  {
    name: 'mouse, 1280 × 600: with the buttons at the screen\'s foot, "Answer ready ↓" does not come over them (a press aimed at one would land on it)',
    // (600 px high: the header's one row from 1280 px wide put the buttons 46 px higher than at 640, no longer at the foot)
    viewport: { width: 1280, height: 600 },
    async run(page, { baseURL }) {
      await threeMovesIn(page, baseURL, click);
      await answerComes(page);
      const w = await offerAt(page);
      const buttons = await page.locator('.playback-buttons').boundingBox();
      assert.ok(w.offer[1] > w.height && buttons.y + buttons.height > w.height - 60, `the offer under the fold, the buttons near it (else this test shows nothing): ${JSON.stringify({ w, buttons })}`);
      // (before: over Play from here, 590 to 628 px against the buttons' 567 to 605)
      const over = await page.evaluate(() => {
        const at = document.querySelector('.answer-pointer')?.getBoundingClientRect();
        return !!at && [...document.querySelectorAll('.playback-buttons > *')].some((b) => {
          const r = b.getBoundingClientRect();
          return r.left < at.right && at.left < r.right && r.top < at.bottom && at.top < r.bottom;
        });
      });
      assert.equal(over, false, 'the pointer lies over a playback button');
    },
  },
];
