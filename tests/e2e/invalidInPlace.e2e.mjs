// Why Solve is off is said in the status's own room: a note of its own in the Solver panel, which
// a phone shows above the board, moved the board 61 px under a stroke each time the level became
// invalid (and back as it became valid), and an alert was said again at each change.
import assert from 'node:assert/strict';
import { gridTopsInStroke } from './gridInStroke.mjs';

/** @param {import('playwright-core').Page} page */
async function emptyMoveDotA(page, baseURL) {
  await page.goto(baseURL);
  await page.getByRole('tab', { name: 'Move', exact: true }).click();
  await page.getByRole('button', { name: 'Edit', exact: true }).click();
  await page.getByRole('radiogroup', { name: 'Palette' }).getByRole('radio', { name: /Empty/ }).click();
  // (Move 4x4's dot a, at the top left: emptied, its colour has a target and no dot)
  const { before, during } = await gridTopsInStroke(page, 0, 0, () => page.getByTestId('status').getByText(/^Solve is off: /).waitFor());
  assert.equal(during, before, `the grid's top moved from ${before} to ${during} px in the stroke`);
  assert.equal(await page.getByRole('alert').count(), 0, 'no alert: the status says it, politely');
}

export const tests = [
  {
    name: "on a phone, a stroke that makes the level invalid does not move the board under it, and says why Solve is off in the status",
    viewport: { width: 390, height: 844 },
    // (before: 61 px lower, under a note of its own)
    run: (page, { baseURL }) => emptyMoveDotA(page, baseURL),
  },
  {
    name: "on a 320 px phone too, where the idle status's line takes two lines and why Solve is off one",
    viewport: { width: 320, height: 568 },
    // (before: 16 px higher, the status a line shorter)
    run: (page, { baseURL }) => emptyMoveDotA(page, baseURL),
  },
];
