// A reload while watching a solved level's line: the link solves the level again, and the answer
// that comes is the line the board shows already (kept in the tree). Nothing came: no "Shortest
// line found", no "Answer ready ↓" (a phone at the page's top showed it beside Solve, pointing to a
// line the person never left), the page not scrolled. A first solve still says and points as before
// (earlyThenAnswer, answerInPlace).
import assert from 'node:assert/strict';

const PHONE = { viewport: { width: 390, height: 844 }, contextOptions: { hasTouch: true, isMobile: true } };

/** Snakebird's Classic 0 solved, watched at move 3, the link written, the page reloaded and solved again */
async function reloadedAtMove3(page, baseURL, press) {
  await page.goto(baseURL);
  await press(page.getByRole('tab', { name: 'Snakebird', exact: true }));
  await press(page.getByRole('button', { name: 'Solve', exact: true }));
  await page.locator('[data-testid=status][data-state=done]').waitFor({ timeout: 30_000 });
  const next = page.getByRole('button', { name: 'Next move' });
  for (let i = 0; i < 3; i++) await press(next);
  // (the address bar is written a moment after the step: a reload before it opens the level unsolved)
  await page.waitForFunction(() => /\/m3$/.test(location.hash), null, { timeout: 10_000 });
  await page.reload();
  // solved again: the link says the level was solved
  await page.locator('[data-testid=status][data-state=done]').waitFor({ timeout: 30_000 });
  await page.getByTestId('position').getByText(/^Move 3 of 29:/).waitFor({ timeout: 10_000 });
  // (what would be said and pointed to comes in the renders after the answer)
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(r, 300)))));
}

export const tests = [
  {
    name: 'a phone reloaded while watching move 3 of the solution: the answer found again is not announced, nothing points to it',
    ...PHONE,
    async run(page, { baseURL }) {
      await reloadedAtMove3(page, baseURL, (l) => l.tap());
      const scrollY = await page.evaluate(() => scrollY);
      // (before: "Shortest line found: 29 moves." and "Answer ready ↓" beside Solve)
      assert.equal(await page.getByTestId('answer-offer').textContent(), '');
      assert.equal(await page.getByRole('button', { name: 'Answer ready' }).count(), 0);
      assert.equal(await page.evaluate(() => scrollY), scrollY, 'the page did not move');
      assert.match(await page.getByRole('slider', { name: 'Position in the solution' }).getAttribute('aria-valuetext'), /^Move 3 of 29: Red →/);
    },
  },
  {
    name: 'a desktop reloaded while watching move 3 of the solution: no "Shortest line found" under the controls',
    async run(page, { baseURL }) {
      await reloadedAtMove3(page, baseURL, (l) => l.click());
      // (before: "Shortest line found: 29 moves." under the position line)
      assert.equal(await page.getByTestId('answer-offer').textContent(), '');
      assert.equal(await page.getByRole('button', { name: 'Answer ready' }).count(), 0);
    },
  },
];
