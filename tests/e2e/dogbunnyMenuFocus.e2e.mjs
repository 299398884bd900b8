// DogBunny's menu of moves (a tap on an edge two animals may walk) takes the focus when it shows,
// on its first move: Enter plays it, Tab goes to the next, Escape closes it. It gave the focus to
// its first move while it was still hidden to be measured, which a browser refuses: the focus
// stayed on the page, Enter did nothing, and Tab began from wherever the tap was.
import assert from 'node:assert/strict';

/** Night watch in play at 1280x800 by mouse: the dog and the bunny both stand on the yard. */
async function nightWatch(page, baseURL) {
  await page.goto(baseURL);
  await page.getByRole('tab', { name: 'DogBunny', exact: true }).click();
  await page.getByRole('button', { name: /^Night watch/ }).click();
  await page.getByRole('button', { name: 'Play it yourself', exact: true }).click();
  // (the edge is level, a box 0 px high, which is no visible box)
  await page.getByTestId('edge-yard-gate').waitFor({ state: 'attached' });
  await page.getByRole('group', { name: 'Legal moves' }).waitFor();
}

/** a click on the middle of the yard–gate edge's line */
async function clickYardGate(page) {
  const box = await page.getByTestId('edge-yard-gate').locator('line').last().boundingBox();
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
  await page.getByRole('dialog', { name: 'Which move?' }).waitFor({ timeout: 5_000 });
}

const focused = (page) => page.evaluate(() => document.activeElement?.textContent ?? '');

export const tests = [
  {
    name: 'the menu a click opens has the focus on its first move: Enter plays it, Tab goes on, Escape closes it',
    run: async (page, { baseURL }) => {
      await nightWatch(page, baseURL);
      await clickYardGate(page);
      assert.equal(await focused(page), 'Dog: yard → gate');
      await page.keyboard.press('Tab');
      assert.equal(await focused(page), 'Bunny: yard → gate');
      await page.keyboard.press('Escape');
      await page.getByRole('dialog', { name: 'Which move?' }).waitFor({ state: 'detached', timeout: 5_000 });
      // closed from the keyboard, its focus goes to the legal moves, not to the page
      const inMoves = () => page.waitForFunction(() => document.activeElement?.closest('[aria-label="Legal moves"]') != null, null, { timeout: 5_000 });
      await inMoves();
      await clickYardGate(page);
      await page.keyboard.press('Enter');
      await page.getByTestId('move-count').getByText(/^Moves: 1\b/).waitFor({ timeout: 5_000 });
      // (the dog's move, the first the menu offered)
      await page.getByRole('button', { name: '1. Dog: yard → gate' }).waitFor({ timeout: 5_000 });
      await inMoves();
    },
  },
];
