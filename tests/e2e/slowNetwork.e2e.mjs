// A network that goes away after the first screen: what the page says where a part of it could
// not be downloaded, and that nothing is lost on the way back. Each test drives a page of its
// own (the runner counts every failed request of the page it hands in as a failure) and takes
// its context offline (context.setOffline), then online again.
import assert from 'node:assert/strict';

/** A page of the test's own, its page errors in `errors`, the first screen shown. */
async function openPage(context, baseURL) {
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  await page.goto(baseURL);
  await page.getByRole('status').getByText('Press Solve to find the shortest solution.').waitFor({ timeout: 10_000 });
  return { page, errors };
}

const DRAFT = 'unstuck.draft.anemones';
/** the app's entry script, which draws the whole page */
const ENTRY = /\/assets\/index-[\w-]+\.js$/;

export const tests = [
  {
    name: "offline, a board not downloaded: Reload keeps the page until it can be reached, then reloads it, the level being edited kept",
    run: async (_page, { baseURL, context }) => {
      const { page, errors } = await openPage(context, baseURL);
      await page.getByRole('button', { name: 'Edit', exact: true }).click();
      const count = page.getByRole('spinbutton', { name: 'How many anemones' });
      await count.fill('9');
      await count.press('Enter');
      await page.waitForFunction((key) => localStorage.getItem(key) !== null, DRAFT, { timeout: 10_000 });
      const draft = await page.evaluate((key) => localStorage.getItem(key), DRAFT);
      await page.evaluate(() => (window.notReloaded = true));

      await context.setOffline(true);
      // Snakebird's board and editor were never asked for: they cannot come now
      await page.getByRole('tab', { name: 'Snakebird', exact: true }).click();
      const failed = page.getByRole('alert').filter({ hasText: 'could not be downloaded' });
      await failed.getByText(/Check the connection, then reload the page\./).waitFor({ timeout: 10_000 });
      await failed.getByRole('button', { name: 'Reload the page' }).click();
      await failed.getByText('The page could not be reached, so it was not reloaded and stays as it is: reload once the connection is back.').waitFor({ timeout: 10_000 });
      assert.equal(await page.evaluate(() => window.notReloaded), true, 'offline, the page was not reloaded (the browser would show its offline page)');
      assert.equal(await page.evaluate((key) => localStorage.getItem(key), DRAFT), draft);

      await context.setOffline(false);
      const reloaded = page.waitForEvent('load', { timeout: 10_000 });
      await failed.getByRole('button', { name: 'Reload the page' }).click();
      await reloaded;
      assert.equal(await page.evaluate(() => window.notReloaded), undefined);
      await page.getByRole('status').getByText('Press Solve to find the shortest solution.').waitFor({ timeout: 10_000 });
      assert.equal(await page.getByRole('alert').filter({ hasText: 'could not be downloaded' }).count(), 0);
      await page.getByRole('tab', { name: 'Anemones', exact: true }).click();
      await page.getByRole('button', { name: 'Edit', exact: true }).click();
      assert.equal(await page.getByRole('spinbutton', { name: 'How many anemones' }).inputValue(), '9', "the level being edited is Anemones' draft, of 9 anemones");
      assert.deepEqual(errors, []);
    },
  },
  {
    name: "the first screen on a slow network: the page says it is loading until the app's script has come, then the app replaces it",
    run: async (_page, { baseURL, context }) => {
      const page = await context.newPage();
      let release;
      const released = new Promise((r) => (release = r));
      await page.route(ENTRY, async (route) => {
        await released;
        await route.fallback();
      });
      await page.goto(baseURL, { waitUntil: 'commit' });
      await page.getByText('Loading Unstuck…').waitFor({ timeout: 10_000 });
      release();
      await page.getByRole('status').getByText('Press Solve to find the shortest solution.').waitFor({ timeout: 10_000 });
      assert.equal(await page.getByText(/Loading Unstuck|Still loading/).count(), 0);
    },
  },
  {
    name: "the app's script never comes (the connection lost while it downloads): after a while the page says what to do",
    run: async (_page, { baseURL, context }) => {
      const page = await context.newPage();
      await page.route(ENTRY, (route) => route.abort('internetdisconnected'));
      await page.goto(baseURL);
      await page.getByText('Loading Unstuck…').waitFor({ timeout: 10_000 });
      // shown 10 s after the page (the script of a slow network may come later than that)
      await page.getByText('Still loading: on a slow connection this takes a while. If nothing comes, check the connection, then reload the page.').waitFor({ timeout: 30_000 });
    },
  },
  {
    name: "offline, a family's board not downloaded: said where the board goes, the panel's buttons stay, and the other families' boards still show",
    run: async (_page, { baseURL, context }) => {
      const { page, errors } = await openPage(context, baseURL);
      await context.setOffline(true);
      await page.getByRole('tab', { name: 'Snakebird', exact: true }).click();
      const stage = page.getByRole('region', { name: 'Board' });
      await stage
        .getByRole('alert')
        .getByText(/^The Snakebird board panel could not be downloaded \(.+\)\. Check the connection, then reload the page\.$/)
        .waitFor({ timeout: 10_000 });
      for (const name of ['How to play', 'Check', 'Solve and watch', 'Edit', 'Play it yourself']) await stage.getByRole('button', { name, exact: true }).waitFor({ timeout: 10_000 });
      await page.getByRole('tab', { name: 'Anemones', exact: true }).click();
      await page.getByTestId('board').locator('svg').first().waitFor({ timeout: 10_000 });
      assert.equal(await stage.getByRole('alert').count(), 0);
      assert.deepEqual(errors, []);
    },
  },
];

tests.push(
  {
    name: 'offline, How to play not downloaded: said in its own place; the board and its buttons stay',
    run: async (_page, { baseURL, context }) => {
      const { page, errors } = await openPage(context, baseURL);
      await context.setOffline(true);
      const stage = page.getByRole('region', { name: 'Board' });
      await stage.getByRole('button', { name: 'How to play', exact: true }).click();
      await page.getByRole('alert').getByText(/^The How to play panel could not be downloaded \(.+\)\. Check the connection, then reload the page\.$/).waitFor({ timeout: 10_000 });
      await page.getByTestId('board').locator('svg').first().waitFor({ timeout: 10_000 });
      for (const name of ['Check', 'Solve and watch', 'Edit', 'Play it yourself']) await stage.getByRole('button', { name, exact: true }).waitFor({ timeout: 10_000 });
      assert.deepEqual(errors, []);
    },
  },
  {
    name: 'offline, Check not downloaded: said in its own place; Solve and the status stay, and stay once Check is closed',
    run: async (_page, { baseURL, context }) => {
      const { page, errors } = await openPage(context, baseURL);
      await context.setOffline(true);
      const check = page.getByRole('button', { name: 'Check', exact: true });
      await check.click();
      await page.getByRole('alert').getByText(/^The Check panel could not be downloaded \(.+\)\. Check the connection, then reload the page\.$/).waitFor({ timeout: 10_000 });
      const solver = page.getByRole('complementary', { name: 'Solver' });
      await solver.getByRole('button', { name: 'Solve', exact: true }).waitFor({ timeout: 10_000 });
      await page.getByRole('status').getByText('Press Solve to find the shortest solution.').waitFor({ timeout: 10_000 });
      await check.click();
      assert.equal(await page.getByRole('alert').filter({ hasText: 'could not be downloaded' }).count(), 0, 'closed, its message goes');
      await solver.getByRole('button', { name: 'Solve', exact: true }).waitFor({ timeout: 10_000 });
      assert.deepEqual(errors, []);
    },
  },
);
