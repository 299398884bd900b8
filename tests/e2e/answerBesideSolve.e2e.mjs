// A mouse user at 1280×600 stepping through a Snakebird search's early line, the first visit's
// note shown: the playback buttons lie at the screen's foot and the proven answer's offer ("Watch
// the shortest line") comes under them, under the fold. "Answer ready ↓", fixed at the foot,
// would lie over the buttons (a press aimed at one would land on it), and was taken away: the
// status said "Solved in 16 moves" and nothing said where to watch them. Now the pointer goes
// beside Solve, over nothing, and the page does not move under the pointer.
import assert from 'node:assert/strict';
import { CLASSIC_1 } from './tallBoard.mjs';
import { answerComes, click, openWatchingEarly } from './earlyLine.mjs';

const overlap = (a, b) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

export const tests = [
  {
    name: 'mouse, 1280 × 600, the buttons at the foot: the answer\'s offer under the fold is pointed to beside Solve, over no control, the page kept; pressed, it shows the offer',
    viewport: { width: 1280, height: 600 },
    async run(page, { baseURL }) {
      await openWatchingEarly(page, baseURL, CLASSIC_1.join('\n') + '\n', 'Classic 1', click);
      const next = page.getByRole('button', { name: 'Next move' });
      for (let i = 0; i < 3; i++) await next.click();
      await page.getByTestId('position').getByText(/^Move 3 of 18:/).waitFor();
      const nextAt = await next.boundingBox();
      const buttons = await page.locator('.playback-buttons').boundingBox();
      const height = 600;
      assert.ok(buttons.y + buttons.height > height - 60, `the buttons are near the foot (else this test shows nothing): ${JSON.stringify(buttons)}`);
      await answerComes(page);
      const offer = await page.getByRole('button', { name: /^Watch the shortest line/ }).boundingBox();
      assert.ok(offer.y + offer.height > height, `the offer is under the fold (else this test shows nothing): ${JSON.stringify(offer)}`);
      assert.equal(await page.evaluate(() => scrollY), 0, 'the page did not move');
      assert.deepEqual(await next.boundingBox(), nextAt, 'Next move did not move under the pointer');
      // (before: no pointer at all, 'nothing to point to' though the offer was unseen)
      const pointer = page.getByRole('button', { name: 'Answer ready', exact: true });
      await pointer.waitFor({ timeout: 10_000 });
      const at = await pointer.boundingBox();
      const solveRow = await page.locator('.solve-buttons').boundingBox();
      const cancel = await page.getByRole('button', { name: 'Cancel', exact: true }).boundingBox();
      assert.ok(at.y >= solveRow.y - 0.5 && at.y + at.height <= solveRow.y + solveRow.height + 0.5 && at.x >= cancel.x + cancel.width, `the pointer is in Solve's row, right of Cancel: ${JSON.stringify({ at, solveRow, cancel })}`);
      assert.ok(at.y >= 0 && at.y + at.height <= height, 'the pointer is on the screen');
      const side = await page.locator('.side').boundingBox();
      assert.ok(at.x + at.width <= side.x + side.width + 0.5, `the pointer is inside the Solver's column: ${JSON.stringify({ at, side })}`);
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
      assert.ok(there.y >= 0 && there.y + there.height <= height, `the offer is on the screen: ${JSON.stringify(there)}`);
      assert.match(await page.evaluate(() => document.activeElement?.textContent ?? ''), /^Watch the shortest line/);
    },
  },
];
