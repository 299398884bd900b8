// A mouse user at 1280×600 stepping through a Snakebird search's early line, the first visit's
// note shown: the playback buttons lie at the screen's foot and the proven answer's offer ("Watch
// the shortest line") comes under them, under the fold. "Answer ready ↓", fixed at the foot,
// would lie over the buttons (a press aimed at one would land on it), and was taken away: the
// status said "Solved in 16 moves" and nothing said where to watch them. Now the pointer goes
// beside Solve, over nothing, or where the Solver's column has no room for it there (900×600), at
// the end of the board's head; the page does not move under the mouse.
import assert from 'node:assert/strict';
import { CLASSIC_1 } from './tallBoard.mjs';
import { answerComes, click, openWatchingEarly } from './earlyLine.mjs';

const overlap = (a, b) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** Where the pointer is to lie at each size: what it is beside, and the box it must lie in. */
const PLACES = [
  {
    width: 1280,
    where: 'in Solve\'s row, right of Cancel',
    async inPlace(page, at) {
      const row = await page.locator('.solve-buttons').boundingBox();
      const cancel = await page.getByRole('button', { name: 'Cancel', exact: true }).boundingBox();
      const side = await page.locator('.side').boundingBox();
      return at.y >= row.y - 0.5 && at.y + at.height <= row.y + row.height + 0.5 && at.x >= cancel.x + cancel.width && at.x + at.width <= side.x + side.width + 0.5;
    },
  },
  {
    // (the Solver's column, 15rem, has no room beside Cancel)
    width: 900,
    where: "at the board's head's right end, in the level's name's row",
    async inPlace(page, at) {
      const name = await page.locator('.stage-head h2').boundingBox();
      const head = await page.locator('.stage-head').boundingBox();
      return at.x >= name.x + name.width && at.x + at.width <= head.x + head.width + 0.5 && at.y < name.y + name.height && name.y < at.y + at.height;
    },
  },
];

export const tests = PLACES.map(({ width, where, inPlace }) => ({
  name: `mouse, ${width} × 600, the buttons at the foot: the answer's offer under the fold is pointed to ${where}, over no control, the page kept; pressed, it shows the offer`,
  viewport: { width, height: 600 },
  async run(page, { baseURL }) {
    const height = 600;
    await openWatchingEarly(page, baseURL, CLASSIC_1.join('\n') + '\n', 'Classic 1', click);
    const next = page.getByRole('button', { name: 'Next move' });
    for (let i = 0; i < 3; i++) await next.click();
    await page.getByTestId('position').getByText(/^Move 3 of 18:/).waitFor();
    const nextAt = await next.boundingBox();
    const scrolled = await page.evaluate(() => scrollY);
    const buttons = await page.locator('.playback-buttons').boundingBox();
    assert.ok(buttons.y + buttons.height > height - 60 && buttons.y + buttons.height <= height, `the buttons are at the foot (else this test shows nothing): ${JSON.stringify(buttons)}`);
    await answerComes(page);
    const offer = await page.getByRole('button', { name: /^Watch the shortest line/ }).boundingBox();
    assert.ok(offer.y + offer.height > height, `the offer is under the fold (else this test shows nothing): ${JSON.stringify(offer)}`);
    assert.equal(await page.evaluate(() => scrollY), scrolled, 'the page did not move');
    assert.deepEqual(await next.boundingBox(), nextAt, 'Next move did not move under the pointer');
    // (before: no pointer at all, 'nothing to point to' though the offer was unseen)
    const pointer = page.getByRole('button', { name: 'Answer ready', exact: true });
    await pointer.waitFor({ timeout: 10_000 });
    const at = await pointer.boundingBox();
    assert.ok(await inPlace(page, at), `the pointer is ${where}: ${JSON.stringify(at)}`);
    assert.ok(at.y >= 0 && at.y + at.height <= height, 'the pointer is on the screen');
    const controls = await page.locator('button:not(.answer-pointer), input, select, textarea, a[href]').evaluateAll((els) =>
      els.map((e) => {
        const r = e.getBoundingClientRect();
        return { x: r.x, y: r.y, width: r.width, height: r.height, name: e.getAttribute('aria-label') ?? e.textContent };
      }),
    );
    const under = controls.filter((c) => c.width > 0 && overlap(c, at)).map((c) => c.name);
    assert.deepEqual(under, [], 'the pointer lies over no control');
    await pointer.click();
    await pointer.waitFor({ state: 'detached' });
    const there = await page.getByRole('button', { name: /^Watch the shortest line/ }).boundingBox();
    assert.ok(there.y >= 0 && there.y + there.height <= height + 0.5, `the offer is on the screen: ${JSON.stringify(there)}`);
    assert.match(await page.evaluate(() => document.activeElement?.textContent ?? ''), /^Watch the shortest line/);
  },
}));
