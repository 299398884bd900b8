// What the page says, and whether Solve works again, when what the solver needs fails to
// arrive: its client's chunk, the worker's script, Snakebird's WebAssembly search. Each test
// breaks the requests of a page of its own (the runner counts every failed request of the page
// it hands in as a failure), then lets them through again, and Solve must then solve without a
// reload.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { levelHash } from './steps.mjs';

const LONG_SNAKE = readFileSync(join(dirname(fileURLToPath(import.meta.url)), '..', 'fixtures', 'spread', 'long-snake.txt'), 'utf8');

/** A page of the test's own whose requests matching `pattern` fail while `broken()` is true; its page errors in `errors`. */
async function pageWithFailing(context, pattern, broken) {
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  await page.route(pattern, (route) => (broken() ? route.abort('internetdisconnected') : route.fallback()));
  return { page, errors };
}

const status = (page) => page.getByRole('status');
const solve = (page) => page.getByRole('button', { name: 'Solve', exact: true }).click();

/** Solve with the requests matching `pattern` failing: it says `said`; with them let through again, Solve solves. */
async function failsThenSolves({ baseURL, context }, pattern, family, said) {
  let broken = true;
  const { page, errors } = await pageWithFailing(context, pattern, () => broken);
  await page.goto(baseURL);
  await page.getByRole('tab', { name: family, exact: true }).click();
  await solve(page);
  await status(page).getByText(said).waitFor({ timeout: 10_000 });
  broken = false;
  await solve(page);
  await status(page).getByText(/^Solved in \d+ moves/).waitFor({ timeout: 30_000 });
  assert.deepEqual(errors, []);
}

export const tests = [
  {
    name: "the solver's client not downloaded: Solve says so and what to do, and solves once the network is back, without a reload",
    run: (_page, env) =>
      failsThenSolves(env, /\/assets\/client-[\w-]+\.js/, 'Move', /^Could not solve: the solver could not be downloaded \(.+\): check the connection, then press Solve again/),
  },
  {
    name: "the worker's script not downloaded: Solve says the solver could not start and what to do, and solves once it can",
    run: (_page, env) =>
      failsThenSolves(env, /\/assets\/solver\.worker-[\w-]+\.js/, 'Move', /^Could not solve: the solver could not start: its script did not load \(check the connection, then try again\)/),
  },
  {
    name: "Snakebird's WebAssembly search not downloaded: Solve says the solver could not be prepared and what to do, and solves once it can",
    run: (_page, env) =>
      failsThenSolves(env, /\/assets\/search-[\w-]+\.wasm/, 'Snakebird', /^Could not solve: the solver could not be prepared \(.+\): check the connection, then try again/),
  },
  {
    name: "the module that reads the layers kept on disk not downloaded: the Snakebird level opens without a page error",
    run: async (_page, { baseURL, context }) => {
      const { page, errors } = await pageWithFailing(context, /\/assets\/opfsStore-[\w-]+\.js/, () => true);
      await page.goto(baseURL);
      const asked = page.waitForRequest(/\/assets\/opfsStore-[\w-]+\.js/);
      await page.getByRole('tab', { name: 'Snakebird', exact: true }).click();
      await asked;
      await page.getByRole('status').getByText('Press Solve to find the shortest solution.').waitFor();
      await page.waitForTimeout(500);
      assert.deepEqual(errors, []);
    },
  },
  {
    name: 'the sharing code not downloaded: the page says what it lacks (links, keeping the level) and what to do, and Solve still solves',
    run: async (_page, { baseURL, context }) => {
      const { page, errors } = await pageWithFailing(context, /\/assets\/shareParts-[\w-]+\.js/, () => true);
      await page.goto(baseURL);
      await page.getByRole('alert').getByText(/^The sharing code could not be downloaded: a level in the address is not opened, and this tab does not keep the level as you edit it\. Check the connection, then reload the page/).waitFor({ timeout: 10_000 });
      await page.getByRole('tab', { name: 'Move', exact: true }).click();
      await solve(page);
      await status(page).getByText(/^Solved in \d+ moves/).waitFor({ timeout: 30_000 });
      assert.deepEqual(errors, []);
    },
  },
  {
    name: "the Solve panel's notes and words not downloaded: Solve is still there and solves, without a page error",
    run: async (_page, { baseURL, context }) => {
      const page = await context.newPage();
      const errors = [];
      page.on('pageerror', (e) => errors.push(String(e)));
      await page.route(/\/assets\/SolveNotes-[\w-]+\.js/, (route) => route.abort('internetdisconnected'));
      // the solve's words (app/format.ts) share their chunk name with a family's reader: told apart by what they say
      await page.route(/\/assets\/format-[\w-]+\.js/, async (route) => {
        const response = await route.fetch();
        if ((await response.text()).includes('Searching…')) await route.abort('internetdisconnected');
        else await route.fulfill({ response });
      });
      await page.goto(baseURL);
      await page.getByRole('tab', { name: 'Move', exact: true }).click();
      await solve(page);
      // (without its words the status reads plainly, "Done.")
      await page.getByRole('list', { name: 'Solution moves' }).waitFor({ timeout: 30_000 });
      await page.waitForTimeout(300);
      assert.deepEqual(errors, []);
    },
  },
  {
    name: 'a private file system that refuses to open (a private window): the memory note offers the solve in layers in memory, not kept on disk',
    run: async (page, { baseURL }) => {
      await page.addInitScript(() => {
        StorageManager.prototype.getDirectory = () => Promise.reject(new DOMException('The operation is insecure.', 'SecurityError'));
      });
      await page.goto(`${baseURL}${levelHash('snakebird', LONG_SNAKE, 'Long')}`);
      await page.getByTestId('memory-note').getByRole('button', { name: 'Solve in compressed layers (slower, a few bytes a position)' }).waitFor({ timeout: 10_000 });
      assert.equal(await page.getByRole('button', { name: /kept on disk/ }).count(), 0);
    },
  },
];
