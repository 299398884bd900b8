// A reload in the middle of a solve resumes it with its budget (store.ts's unstuck.solving mark),
// also where the page's link asks for a solve of its own (a solved level's line): the link's
// solve does not replace it with the default budget, nor run beside it. In Chromium, with the
// real worker, sessionStorage and the order the page's chunks come in.
import assert from 'node:assert/strict';
import { answersHeld } from './steps.mjs';

const state = (page, name) => page.locator(`[data-testid=status][data-state=${name}]`);
/** until the board shows move `index` of a line of `length` moves */
const shownAt = (page, index, length) =>
  page.waitForFunction(
    ([i, n]) => {
      const slider = document.querySelector('input[aria-label="Position in the line"]');
      return slider?.value === String(i) && slider.max === String(n);
    },
    [index, length],
    { timeout: 10_000 },
  );
const base64url = (s) => Buffer.from(s, 'utf8').toString('base64url');
/** Anemones' Neighbours opened anew by the link of a solved level's line (three presses of anemone 1) at move 2 */
async function openSolvedLink(page, baseURL) {
  await page.goto(baseURL);
  await page.getByRole('tab', { name: 'Anemones', exact: true }).click();
  await page.getByRole('button', { name: /^Neighbours/ }).click();
  await page.waitForFunction(() => location.hash.includes('/n'), null, { timeout: 10_000 });
  const link = `${new URL(page.url()).hash}/l${base64url('1 1 1')}/s/m2`;
  await page.goto('about:blank');
  await page.goto(`${baseURL}${link}`);
}

export const tests = [
  {
    name: "a reload mid-solve at a solved level's line: one solve is asked, the resumed one, with its budget, and the link's line is shown",
    async run(page, { baseURL }) {
      await page.addInitScript(answersHeld, true);
      // (the link's line is a variation of its own, as a solved level's variation writes it)
      await openSolvedLink(page, baseURL);
      // opened anew, the link solves its level again with the default budget
      await shownAt(page, 2, 3);
      await state(page, 'running').waitFor({ timeout: 10_000 });
      await page.waitForFunction(() => window.e2eSolves.length > 0, null, { timeout: 10_000 });
      const [opened] = await page.evaluate(() => window.e2eSolves);
      // a larger budget than the link's (Keep searching's, twice it), as the tab keeps it for a reload
      const budget = { maxStates: opened.maxStates * 2, maxBytes: opened.maxBytes };
      await page.evaluate((b) => {
        const mark = JSON.parse(sessionStorage.getItem('unstuck.solving'));
        sessionStorage.setItem('unstuck.solving', JSON.stringify({ ...mark, budget: b }));
      }, budget);

      await page.reload();
      await state(page, 'running').waitFor({ timeout: 10_000 });
      // the link's line shown at its position (the link's part of the page has run)
      await shownAt(page, 2, 3);
      // (the link's solve is asked as its line is shown, and any solve is posted in the same task as the first)
      await page.waitForFunction(() => window.e2eSolves.length > 0, null, { timeout: 10_000 });
      assert.deepEqual(await page.evaluate(() => window.e2eSolves), [budget], 'one solve, with the resumed budget');
      assert.deepEqual(JSON.parse(await page.evaluate(() => sessionStorage.getItem('unstuck.solving'))).budget, budget, 'the mark for the next reload has it too');
    },
  },
  {
    name: "a step made while a solved level's link solves again keeps the link's solved mark, and a reload solves again",
    async run(page, { baseURL }) {
      await page.addInitScript(answersHeld, false);
      await openSolvedLink(page, baseURL);
      await shownAt(page, 2, 3);
      await state(page, 'running').waitFor({ timeout: 10_000 });
      // a step while that solve runs (its answer held): the address is written again with it
      await page.getByRole('button', { name: 'Next move' }).click();
      await shownAt(page, 3, 3);
      await page.waitForFunction(() => location.hash.endsWith('/m3'), null, { timeout: 10_000 });
      assert.match(new URL(page.url()).hash, /\/s\/m3$/, 'the link still says its level was solved');
      await page.reload();
      await shownAt(page, 3, 3);
      await state(page, 'running').waitFor({ timeout: 10_000 });
    },
  },
];
