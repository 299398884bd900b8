// The move tree kept in the browser (src/share/storedTrees.ts): every variation comes back after a
// reload, in a new tab opened on the level's link, and on a level left for another; stored data
// that does not replay is cut or set aside, never shown.
import assert from 'node:assert/strict';
import { movesPlayed, solveBotanicula, takeOverAt } from './steps.mjs';

/** Anemones' Botanicula solved, taken over at move 2, two moves of my own played there: [a, b], b the one shown. */
async function twoVariations(page, baseURL) {
  const solution = await solveBotanicula(page, baseURL);
  await takeOverAt(page, 2);
  const [a, b] = ['1', '2', '3'].filter((n) => n !== /Tap anemone (\d+)/.exec(solution[2])[1]);
  await page.getByTestId(`anemone-${a}`).click();
  await movesPlayed(page, 3);
  await page.getByRole('region', { name: 'Play Anemones' }).getByRole('button', { name: 'Undo', exact: true }).click();
  await movesPlayed(page, 2);
  await page.getByTestId(`anemone-${b}`).click();
  await movesPlayed(page, 3);
  await bothShown(page, a, b);
  return { a, b };
}


/** the two variations after move 2 in play mode's move list, b the current move */
async function bothShown(page, a, b) {
  const tree = page.getByRole('region', { name: 'Play Anemones' }).getByRole('list', { name: 'Solution moves' });
  const variations = tree.getByRole('list', { name: 'Variation after move 2' });
  await variations.nth(1).waitFor({ timeout: 20_000 });
  assert.deepEqual(await variations.getByRole('button').allTextContents(), [`3. Tap anemone ${a}`, `3. Tap anemone ${b}`]);
  assert.equal(await tree.locator('[aria-current="step"]').textContent(), `3. Tap anemone ${b}`);
}


/** every line of the level's stored tree, as its moves joined by '/' (each node's path) */
const storedPaths = (page) =>
  page.evaluate(() => {
    const key = Object.keys(localStorage).find((k) => k.startsWith('unstuck-tree.anemones.'));
    if (!key) return [];
    const { moves, parents } = JSON.parse(localStorage.getItem(key));
    const paths = [''];
    moves.forEach((m, i) => paths.push(`${paths[parents[i]]}/${m}`));
    return paths.slice(1);
  });

/** until the level's stored tree holds the line `path` (written 0.4 s after the last move); 10 s at most */
async function storedHas(page, path) {
  for (const until = Date.now() + 10_000; !(await storedPaths(page)).includes(path); await page.waitForTimeout(100)) {
    if (Date.now() > until) throw new Error(`the stored tree has no line ${path}: ${(await storedPaths(page)).join(' ')}`);
  }
}

export const tests = [
  {
    name: 'a reload brings back both variations played after move 2, not only the line in the address',
    async run(page, { baseURL }) {
      const { a, b } = await twoVariations(page, baseURL);
      await page.waitForURL(/\/l[A-Za-z0-9_-]+\/s\/m3$/);
      await page.reload();
      await page.getByRole('status').getByText('Solved in 6 moves').waitFor({ timeout: 30_000 });
      await bothShown(page, a, b);
    },
  },
  {
    name: "the level's link opened in a new tab of the same browser has the variations played in the first",
    async run(page, { baseURL, context }) {
      const { a, b } = await twoVariations(page, baseURL);
      await page.waitForURL(/\/l[A-Za-z0-9_-]+\/s\/m3$/);
      const other = await context.newPage();
      // (a tab opened on a link starts watching: its move list is the side one)
      await other.goto(page.url());
      await other.getByRole('status').getByText('Solved in 6 moves').waitFor({ timeout: 30_000 });
      const side = other.getByRole('complementary', { name: 'Solver' }).getByRole('list', { name: 'Variation after move 2' });
      await side.nth(1).waitFor({ timeout: 20_000 });
      assert.deepEqual(await side.getByRole('button').allTextContents(), [`3. Tap anemone ${a}`, `3. Tap anemone ${b}`]);
    },
  },
  {
    name: 'a level left for another, then a reload: opened again, it has its variations back',
    async run(page, { baseURL }) {
      const { a, b } = await twoVariations(page, baseURL);
      await page.getByRole('button', { name: 'Solve and watch', exact: true }).click();
      await page.getByRole('complementary', { name: 'Gallery' }).getByRole('button', { name: /^Neighbours/ }).click();
      await page.waitForURL((url) => !/\/l/.test(url.hash));
      await page.reload();
      await page.getByRole('button', { name: /^Botanicula/ }).click();
      const side = page.getByRole('complementary', { name: 'Solver' }).getByRole('list', { name: 'Variation after move 2' });
      await side.nth(1).waitFor({ timeout: 20_000 });
      assert.deepEqual(await side.getByRole('button').allTextContents(), [`3. Tap anemone ${a}`, `3. Tap anemone ${b}`]);
    },
  },
  {
    name: 'a stored tree that cannot be read: the level opens as it would, with the line in its link, and the value is set aside unchanged',
    async run(page, { baseURL }) {
      const { b } = await twoVariations(page, baseURL);
      await page.waitForURL(/\/l[A-Za-z0-9_-]+\/s\/m3$/);
      // (written a moment after the last move)
      await page.waitForFunction(() => Object.keys(localStorage).some((k) => k.startsWith('unstuck-tree.')));
      const key = await page.evaluate(() => Object.keys(localStorage).find((k) => k.startsWith('unstuck-tree.')));
      const junk = '{"v":1,"savedAt":1,"family":"anemones"';
      // the tab's own write on leaving would put the tree back: another tab's damage is made after it
      await page.evaluate(() => dispatchEvent(new Event('pagehide')));
      await page.evaluate(([k, v]) => localStorage.setItem(k, v), [key, junk]);
      await page.reload();
      await page.getByRole('status').getByText('Solved in 6 moves').waitFor({ timeout: 30_000 });
      const tree = page.getByRole('region', { name: 'Play Anemones' }).getByRole('list', { name: 'Solution moves' });
      await tree.getByRole('list', { name: 'Variation after move 2' }).first().waitFor();
      assert.equal(await tree.locator('[aria-current="step"]').textContent(), `3. Tap anemone ${b}`);
      assert.equal(await page.evaluate((k) => localStorage.getItem(`${k}~unreadable`), key), junk);
    },
  },
  {
    name: "two tabs on one level: a variation played in the first is kept when the second plays on after it and the first is closed",
    async run(page, { baseURL, context }) {
      await page.goto(baseURL);
      const play = async (tab) => {
        await tab.getByRole('button', { name: 'Play it yourself', exact: true }).click();
        return tab.getByRole('region', { name: 'Play Anemones' });
      };
      const tap = async (tab, n, path) => {
        await tab.getByTestId(`anemone-${n}`).click();
        await storedHas(tab, path);
      };
      const first = await play(page);
      await tap(page, 1, '/1');
      await tap(page, 2, '/1/2');
      const other = await context.newPage();
      await other.goto(baseURL);
      const second = await play(other);
      await second.getByRole('button', { name: 'Restart', exact: true }).click();
      await tap(other, 3, '/3');
      // the first tab's variation, played after the second tab read the tree
      await first.getByRole('button', { name: 'Undo', exact: true }).click();
      await tap(page, 4, '/1/4');
      // the second plays on: before, its write put its own tree there, whole, without /1/4
      await tap(other, 5, '/3/5');
      await page.close();
      await other.reload();
      await other.getByRole('region', { name: 'Play Anemones' }).getByRole('button', { name: '2. Tap anemone 4' }).waitFor({ timeout: 10_000 });
      assert.deepEqual((await storedPaths(other)).sort(), ['/1', '/1/2', '/1/4', '/3', '/3/5']);
    },
  },
];
