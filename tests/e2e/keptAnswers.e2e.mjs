// A solve's answer kept through a reload (src/worker/keptAnswers.ts, docs/SHARING.md): a gallery
// level solved, the page reloaded on its watch link, and the answer is there without a search
// (no progress reported), saying it was found earlier in this browser; Solve again searches anew.
import assert from 'node:assert/strict';
import { solveCornerPair } from './cornerPair.mjs';

const status = (page) => page.getByTestId('status');
const keptNote = (page) => page.getByTestId('kept-answer');
/** until the solve has answered, in `moves` moves */
const solvedIn = async (page, moves) => {
  await page.locator('[data-testid=status][data-state=done]').waitFor({ timeout: 30_000 });
  assert.match(await status(page).textContent(), new RegExp(`Solved in ${moves} moves`));
};
const keptKeys = (page) => page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('unstuck-answer.')));

/** The kept answer under `key` made unsolvable, as one found under other rules, or edited by hand: an unsolvable answer is trusted by its shape. */
const keptAsUnsolvable = (page, key) =>
  page.evaluate((k) => {
    const value = JSON.parse(localStorage.getItem(k));
    const { stored, elapsedMs, bytes, method } = value.result;
    value.result = { kind: 'unsolvable', stored, elapsedMs, bytes, method };
    localStorage.setItem(k, JSON.stringify(value));
  }, key);
/** Corner pair solved, its kept answer made unsolvable, the page reloaded and answered from it: its number of moves, and the answer's key */
async function solvedThenKeptAsUnsolvable(page, baseURL) {
  const moves = await solveCornerPair(page, baseURL);
  const [key] = await keptKeys(page);
  await keptAsUnsolvable(page, key);
  await page.reload();
  await keptNote(page).waitFor({ timeout: 10_000 });
  return { moves, key };
}
/** until a search of its own has answered, in `moves` moves, with no kept answer said */
const searchedIn = (page, moves) =>
  page.waitForFunction(
    (m) => document.querySelector('[data-testid=kept-answer]') === null && document.querySelector('[data-testid=status][data-state=done]')?.textContent.startsWith(`Solved in ${m} moves`),
    moves,
    { timeout: 30_000 },
  );

export const tests = [
  {
    name: 'a solved gallery level, reloaded on its watch link, has its answer at once and says it was kept; Solve again searches anew',
    async run(page, { baseURL }) {
      const moves = await solveCornerPair(page, baseURL);
      assert.equal(await keptNote(page).count(), 0, 'a search of its own says nothing of a kept answer');
      assert.equal((await keptKeys(page)).length, 1, 'the answer is kept under a key of its own');
      const solution = await page.getByRole('list', { name: 'Solution moves' }).getByRole('button').allTextContents();
      await page.reload();
      await keptNote(page).waitFor({ timeout: 10_000 });
      await solvedIn(page, moves);
      assert.match(await keptNote(page).textContent(), /^Solved earlier in this browser \(.+\): its answer was kept, not searched again\. Solve again$/);
      // answered without a search: no progress was reported
      assert.equal(await status(page).getAttribute('data-progress-count'), '0');
      await page.getByRole('list', { name: 'Solution moves' }).getByRole('button').first().waitFor({ timeout: 10_000 });
      assert.deepEqual(await page.getByRole('list', { name: 'Solution moves' }).getByRole('button').allTextContents(), solution, 'the same solution, to watch');

      await keptNote(page).getByRole('button', { name: 'Solve again' }).click();
      // (a search of its own answered, without the note, and kept in its place)
      await page.waitForFunction(
        () => document.querySelector('[data-testid=kept-answer]') === null && document.querySelector('[data-testid=status]')?.dataset.state === 'done' && Object.keys(localStorage).some((k) => k.startsWith('unstuck-answer.')),
        null,
        { timeout: 30_000 },
      );
      await solvedIn(page, moves);
      assert.equal((await keptKeys(page)).length, 1, 'the new answer is kept in its place');
    },
  },
  {
    name: 'a kept answer whose solution was changed is not used: the level is solved anew, and the answer kept is right again',
    async run(page, { baseURL }) {
      const moves = await solveCornerPair(page, baseURL);
      // every move its first: the same shape and count, a line that does not win
      const [key] = await keptKeys(page);
      const right = await page.evaluate((k) => {
        const raw = localStorage.getItem(k);
        const value = JSON.parse(raw);
        value.result.solution = value.result.solution.map(() => value.result.solution[0]);
        localStorage.setItem(k, JSON.stringify(value));
        return JSON.parse(raw).result.solution;
      }, key);
      await page.reload();
      await solvedIn(page, moves);
      assert.equal(await keptNote(page).count(), 0, 'the answer shown is a search of its own');
      assert.deepEqual(await page.evaluate((k) => JSON.parse(localStorage.getItem(k)).result.solution, key), right);
    },
  },
  {
    name: 'a kept answer that cannot be read: the level is solved anew, the value is set aside unchanged, and the Solver panel says so and where',
    async run(page, { baseURL }) {
      const moves = await solveCornerPair(page, baseURL);
      const [key] = await keptKeys(page);
      await page.evaluate((k) => localStorage.setItem(k, '{"v":1,"savedAt":'), key);
      await page.reload();
      const said = page.getByTestId('kept-answer-notice');
      await said.waitFor({ timeout: 10_000 });
      await solvedIn(page, moves);
      assert.equal(
        await said.textContent(),
        `The answer kept for this level could not be used (it is not valid JSON); it is kept unchanged under "${key}~unreadable" in this browser's storage. The level is solved anew.`,
      );
      assert.equal(await page.evaluate((k) => localStorage.getItem(`${k}~unreadable`), key), '{"v":1,"savedAt":');
      await page.waitForFunction((k) => localStorage.getItem(k)?.startsWith('{"v":1,"savedAt":') && localStorage.getItem(k).length > 20, key, { timeout: 10_000 });
    },
  },
  {
    name: 'an answer kept as unsolvable says the level was found to have no solution earlier, not that it was solved; Solve again pressed from the keyboard searches, and the focus goes to Solve',
    async run(page, { baseURL }) {
      const { moves, key } = await solvedThenKeptAsUnsolvable(page, baseURL);
      assert.match(await status(page).textContent(), /^No solution/);
      assert.match(await keptNote(page).textContent(), /^Found to have no solution earlier in this browser \(.+\): its answer was kept, not searched again\. Solve again$/);
      await keptNote(page).getByRole('button', { name: 'Solve again' }).focus();
      await page.keyboard.press('Enter');
      await searchedIn(page, moves);
      // (the button pressed is gone with its note: not to the page's top, nor on down the page)
      assert.equal(await page.evaluate(() => (document.activeElement?.matches('.solve-buttons .primary') ? 'Solve' : document.activeElement?.outerHTML.slice(0, 80))), 'Solve');
      assert.equal(await page.evaluate((k) => JSON.parse(localStorage.getItem(k)).result.kind, key), 'solved');
    },
  },
  {
    name: 'Check contradicting a kept answer forgets it and says so in the Solver panel; Solve then searches, and the notice goes',
    async run(page, { baseURL }) {
      const { moves, key } = await solvedThenKeptAsUnsolvable(page, baseURL);
      await page.getByRole('button', { name: 'Check', exact: true }).click();
      await page.getByRole('region', { name: 'Check' }).getByTestId('check-verdict').getByText(`Solvable in ${moves} moves`).waitFor({ timeout: 30_000 });
      const said = page.getByTestId('kept-answer-notice');
      await said.waitFor({ timeout: 10_000 });
      assert.equal(
        await said.textContent(),
        `Check proved that this level's shortest solution is ${moves} moves, unlike the answer kept from an earlier solve in this browser: that answer is forgotten, and Solve searches anew.`,
      );
      assert.deepEqual(await keptKeys(page), []);
      await page.getByRole('button', { name: 'Solve', exact: true }).click();
      await searchedIn(page, moves);
      // (the notice was of the answer before this search: gone with it)
      await said.waitFor({ state: 'detached', timeout: 10_000 });
      assert.equal(await page.evaluate((k) => JSON.parse(localStorage.getItem(k)).result.kind, key), 'solved');
    },
  },
  {
    name: "a kept answer is said to be kept by the status's live region, there from the page's start: after a reload straight to it, and after Solve in a fresh page; the note with Solve again is not said twice",
    async run(page, { baseURL }) {
      const moves = await solveCornerPair(page, baseURL);
      const spoken = page.getByTestId('status-spoken');
      const heard = (state) =>
        page.waitForFunction(
          ([m, kept]) => {
            const said = document.querySelector('[data-testid=status-spoken]')?.textContent ?? '';
            return said.startsWith(`Solved in ${m} moves`) && said.endsWith(' Kept from an earlier solve in this browser, not searched now.') === kept;
          },
          [moves, state === 'kept'],
          { timeout: 10_000 },
        );
      await heard('searched');
      // reloaded on its watch link, the answer comes at once, perhaps before the Solver's notes' code
      await page.reload();
      await keptNote(page).waitFor({ timeout: 10_000 });
      await heard('kept');
      assert.equal(await spoken.getAttribute('aria-live'), 'polite');
      assert.equal(await keptNote(page).evaluate((p) => p.closest('[aria-live]:not([aria-live=off])') === null), true, 'the note is not in a live region: it would be said twice');
      // a fresh page, the level opened from the gallery: nothing solved in it yet, then Solve
      await page.goto('about:blank');
      await page.goto(baseURL);
      await page.getByRole('tab', { name: 'Move', exact: true }).click();
      await page.getByRole('button', { name: /^Corner pair/ }).click();
      await spoken.waitFor({ state: 'attached', timeout: 10_000 });
      assert.doesNotMatch(await spoken.textContent(), /Kept/);
      await page.getByRole('button', { name: 'Solve', exact: true }).click();
      await heard('kept');
      // Solve again: a search of its own, not said to be kept
      await keptNote(page).getByRole('button', { name: 'Solve again' }).click();
      await searchedIn(page, moves);
      await heard('searched');
    },
  },
];
