// The proven answer after an early line (issue 17's "answer early"): a person watching the line
// found first, stepping through it or scrolled away from its controls, learns that the shortest
// line has come, without the board or the page moved from under them; where they are part way
// along the early line, they are offered the shortest. Real searches find their early line only
// on large levels, and whether it comes before the answer depends on the machine (early.e2e.mjs);
// here the solver's answer is held until the test lets it go, and the early line is told to the
// page as the search tells it (a progress report's bestFound): a winning line of 18 moves on
// Classic 1 (over a floor), whose shortest (16) starts with another move (found by breadth-first
// search over the rules).
import assert from 'node:assert/strict';
import { answerComes, openWatchingEarly, OPTIMUM } from './earlyLine.mjs';
import { CLASSIC_1, TALL, where } from './tallBoard.mjs';

/** The answer comes with the controls under the fold: the page stays, and "Answer ready ↓", pressed, goes to them. */
async function answerPointedUnderTheFold(page) {
  const before = await where(page);
  assert.ok(before.buttons[0] >= before.height, `the controls are under the fold (else this test shows nothing): ${JSON.stringify(before)}`);
  await answerComes(page);
  assert.equal((await where(page)).scrollY, before.scrollY, 'the page did not move');
  const pointer = page.getByRole('button', { name: 'Answer ready', exact: true });
  assert.equal(await pointer.textContent(), 'Answer ready ↓');
  await pointer.click();
  await pointer.waitFor({ state: 'detached' });
}

const offerWords = `Shortest line found: ${OPTIMUM} moves. This line has 18.`;

export const tests = [
  {
    name: 'a level opened again with its answer, the controls up for the level before, says nothing of an answer come',
    viewport: { width: 1280, height: 720 },
    async run(page, { baseURL }) {
      await page.goto(baseURL);
      await page.getByRole('tab', { name: 'Move', exact: true }).click();
      const levels = page.locator('.gallery li button');
      for (const i of [0, 1]) {
        await levels.nth(i).click();
        await page.getByRole('button', { name: 'Solve', exact: true }).click();
        await page.locator('[data-testid=status][data-state=done]').waitFor();
      }
      await levels.nth(0).click();
      await page.getByTestId('position').getByText(/^Move 0 of \d+$/).waitFor();
      await page.waitForTimeout(300);
      // (before: 'Shortest line found: 7 moves.', a line of the controls' room, under the screen's foot at 1280 × 720)
      assert.equal(await page.getByTestId('answer-offer').textContent(), '');
    },
  },
  {
    name: 'stepping through the early line: the answer leaves the board where it is, says it has come, and offers to switch to it',
    async run(page, { baseURL }) {
      await openWatchingEarly(page, baseURL, CLASSIC_1.join('\n') + '\n', 'Classic 1');
      const next = page.getByRole('button', { name: 'Next move' });
      for (let i = 0; i < 3; i++) await next.click();
      const position = page.getByTestId('position');
      await position.getByText(/^Move 3 of 18:/).waitFor();
      const nextAt = await next.boundingBox();
      await answerComes(page);
      // (before: the board went to the start of the answer, "Move 0 of 16", the early line's place lost)
      assert.match(await position.textContent(), /^Move 3 of 18:/, 'the board stays where the person is on the early line');
      assert.deepEqual(await next.boundingBox(), nextAt, 'the controls did not move under the pointer');
      const offer = page.getByTestId('answer-offer');
      assert.equal(await offer.getAttribute('aria-live'), 'polite');
      assert.match(await offer.textContent(), new RegExp(`^${offerWords.replace(/[().]/g, '\\$&')}`));
      // stepping on along the early line keeps the offer, and the line
      await next.click();
      await position.getByText(/^Move 4 of 18:/).waitFor();
      await page.getByRole('button', { name: `Watch the shortest line (${OPTIMUM} moves)` }).click();
      await position.getByText(`Move 0 of ${OPTIMUM}`, { exact: true }).waitFor();
      assert.equal(await offer.textContent(), `Shortest line found: ${OPTIMUM} moves.`, 'the offer goes once taken');
      await page.getByRole('list', { name: 'Solution moves' }).waitFor();
      // the early line stays in the move tree, to go back to
      assert.equal(await page.getByRole('button', { name: 'Next move' }).isEnabled(), true);
    },
  },
  {
    name: 'the early line stepped, then the page scrolled back to the board, its controls under the fold: the page stays, "Answer ready ↓" says the answer came and takes the focus to the offer',
    viewport: { width: 1280, height: 500 },
    async run(page, { baseURL }) {
      await openWatchingEarly(page, baseURL, TALL, 'Tall');
      for (let i = 0; i < 3; i++) await page.getByRole('button', { name: 'Next move' }).click();
      await page.getByTestId('position').getByText(/^Move 3 of 18:/).waitFor();
      await page.mouse.wheel(0, -2000);
      await page.waitForFunction(() => scrollY === 0);
      // (before: no pointer; the answer came unseen)
      await answerPointedUnderTheFold(page);
      const w = await where(page);
      assert.ok(w.buttons[0] >= 0 && w.buttons[1] <= w.height, `the controls are in view: ${JSON.stringify(w)}`);
      assert.equal(await page.evaluate(() => document.activeElement?.textContent), `Watch the shortest line (${OPTIMUM} moves)`);
      assert.match(await page.getByTestId('position').textContent(), /^Move 3 of 18:/);
    },
  },
  {
    name: 'the early line watched from its start, its controls under the fold: the answer takes its place on the board, "Answer ready ↓" and the controls say so; back on the early line, the answer is offered',
    viewport: { width: 1280, height: 500 },
    async run(page, { baseURL }) {
      await openWatchingEarly(page, baseURL, TALL, 'Tall');
      await answerPointedUnderTheFold(page);
      assert.equal(await page.getByTestId('position').textContent(), `Move 0 of ${OPTIMUM}`);
      assert.equal(await page.evaluate(() => document.activeElement?.getAttribute('aria-label')), 'Play');
      const said = page.getByTestId('answer-offer');
      assert.equal(await said.getAttribute('aria-live'), 'polite');
      assert.equal(await said.textContent(), `Shortest line found: ${OPTIMUM} moves.`);
      // the line watched before stays in the move tree: back on it, the answer is offered there
      await page.getByRole('list', { name: 'Variation from the start' }).getByRole('button').nth(2).click();
      await page.getByTestId('position').getByText(/^Move 3 of 18:/).waitFor();
      assert.equal(await said.textContent(), `Shortest line found: ${OPTIMUM} moves. This line has 18. Watch the shortest line (${OPTIMUM} moves)`);
      await page.getByRole('button', { name: `Watch the shortest line (${OPTIMUM} moves)` }).click();
      await page.getByTestId('position').getByText(`Move 0 of ${OPTIMUM}`, { exact: true }).waitFor();
      await page.getByRole('list', { name: 'Solution moves' }).waitFor();
      await page.waitForFunction(() => document.activeElement?.getAttribute('aria-label') === 'Play');
      assert.equal(await said.textContent(), `Shortest line found: ${OPTIMUM} moves.`);
    },
  },
];
