// What an edit does to a level's moves and answer, said beside Solve (SolveNotes' EditNote), and
// a phone's board staying put as the first edit of a stroke sets a solved level's answer aside.
import assert from 'node:assert/strict';

const ready = (page) => page.getByRole('button', { name: 'My levels' }).waitFor({ timeout: 10_000 });
const solved = (page) => page.locator('[data-testid=status][data-state=done]').waitFor({ timeout: 30_000 });
/** the note's words (editing, the other text, unseen, keeps its height) */
const noteSaid = (page) => page.getByTestId('edit-note').locator(':scope > :not([aria-hidden])').textContent({ timeout: 10_000 });
const editor = (page) => page.getByRole('region', { name: /editor$/ });

/** Move 4×4 solved, then Edit */
async function solvedThenEdit(page, baseURL) {
  await page.goto(baseURL);
  await ready(page);
  await page.getByRole('tab', { name: 'Move', exact: true }).click();
  await page.getByRole('button', { name: 'Solve', exact: true }).click();
  await solved(page);
  await page.getByRole('button', { name: 'Edit', exact: true }).click();
  await editor(page).getByRole('gridcell').first().waitFor({ timeout: 10_000 });
}

export const tests = [
  {
    name: "editing a solved level: the note says its start is edited, then that the answer is set aside and Undo brings it back; watching too",
    run: async (page, { baseURL }) => {
      await solvedThenEdit(page, baseURL);
      assert.equal(await noteSaid(page), "Editing the level's start: an edit sets aside its moves and answer; Undo brings them back.");
      // (an empty cell, painted an obstacle)
      await editor(page).getByRole('gridcell').nth(6).click();
      assert.equal(await noteSaid(page), 'Edited: the moves and answer of the level before are set aside; Undo brings them back.');
      await page.getByRole('button', { name: 'Solve and watch', exact: true }).click();
      assert.equal(await noteSaid(page), 'Edited: the moves and answer of the level before are set aside; Undo in Edit brings them back.');
      await page.getByRole('button', { name: 'Edit', exact: true }).click();
      await page.getByRole('button', { name: 'Undo', exact: true }).click();
      await solved(page);
      assert.match(await noteSaid(page), /^Editing the level's start/);
    },
  },
  {
    name: 'a 390x844 phone: the first edit of a solved level does not move the board under the finger',
    viewport: { width: 390, height: 844 },
    contextOptions: { hasTouch: true, isMobile: true },
    run: async (page, { baseURL }) => {
      await solvedThenEdit(page, baseURL);
      const cell = editor(page).getByRole('gridcell').nth(6);
      const before = await cell.boundingBox();
      await cell.tap();
      await page.getByText(/^Edited: /).waitFor({ timeout: 10_000 });
      const after = await cell.boundingBox();
      assert.equal(after.y, before.y, `the board moved ${after.y - before.y} px`);
    },
  },
];
