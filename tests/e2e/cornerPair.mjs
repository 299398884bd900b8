// Move's Corner pair, solved from the gallery: the first steps of the e2e tests of answers kept
// in this browser (keptAnswers, solveFlow19).
import assert from 'node:assert/strict';

/** Move's Corner pair opened from the gallery and solved by a search of its own: its number of moves, once the address is its watch link */
export async function solveCornerPair(page, baseURL) {
  await page.goto(baseURL);
  await page.getByRole('tab', { name: 'Move', exact: true }).click();
  await page.getByRole('button', { name: /^Corner pair/ }).click();
  await page.getByRole('button', { name: 'Solve', exact: true }).click();
  await page.locator('[data-testid=status][data-state=done]').waitFor({ timeout: 30_000 });
  const moves = /Solved in (\d+) moves/.exec(await page.getByTestId('status').textContent())?.[1];
  assert.ok(moves, 'the level was solved');
  await page.waitForFunction(() => /\/m\d+$/.test(location.hash), null, { timeout: 10_000 });
  return moves;
}
