// The search over compressed layers in the browser (issue 17): the memory note of a level the
// family estimates past the default budget offers "Solve in compressed layers", which the solve
// worker runs (FamilySolver.solveInLayers), its layers kept in a file of the page's private file
// system (OPFS), and whose answer plays to a win. The level is the
// fixture long-snake (../fixtures/README.md): one snake of 20 cells in a wide map, estimated at
// 2.7 million positions (up to 1.7 GB), solved in one move.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { importLevel, levelHash } from './steps.mjs';

const SPREAD = join(dirname(fileURLToPath(import.meta.url)), '..', 'fixtures', 'spread');
const LEVEL = join(SPREAD, 'long-snake.txt');
/** the same snake with the exit far off: 18 moves, a few seconds in layers */
const FAR = readFileSync(join(SPREAD, 'long-snake-far.txt'), 'utf8');

/** The names of the files of the page's private file system. */
const privateFiles = (page) =>
  page.evaluate(async () => {
    const names = [];
    for await (const name of (await navigator.storage.getDirectory()).keys()) names.push(name);
    return names;
  });

/** Start the solve in layers of the level shown and cancel it once the search has passed depth `depth`. */
async function cancelPast(page, depth) {
  await page.getByTestId('memory-note').getByRole('button', { name: /^Solve in compressed layers kept on disk/ }).click();
  // (the depth reached reads "no solution under N moves", or "optimal is at least N" once the early search beside it has a line)
  await page.waitForFunction((d) => Number(/Searching… (?:no solution under|best found \d+ moves?, optimal is at least) (\d+)/.exec(document.querySelector('[data-testid=status]')?.textContent ?? '')?.[1] ?? -1) > d, depth, { timeout: 60_000 });
  await page.getByRole('button', { name: 'Cancel' }).click();
  await page.getByRole('status').getByText(/^Cancelled after [\d,]+ positions: no solution under \d+ moves\./).waitFor();
}

export const tests = [
  {
    name: 'the memory note offers a solve in compressed layers, which finds the optimum in the worker; the line plays to a win',
    run: async (page, { baseURL }) => {
      await page.goto(baseURL);
      await importLevel(page, 'Snakebird', readFileSync(LEVEL, 'utf8'));
      const note = page.getByTestId('memory-note');
      await note.waitFor({ timeout: 10_000 });
      assert.match(await note.textContent(), /may be beyond the memory the search may use here/);
      const fetched = [];
      page.context().on('request', (r) => fetched.push(r.url()));
      await note.getByRole('button', { name: /^Solve in compressed layers kept on disk/ }).click();
      const status = page.getByRole('status');
      await status.getByText('Solved in 1 move (optimal)').waitFor({ timeout: 60_000 });
      // (estimated past a million positions: its expansion spreads over the page's workers, helpers the solve worker starts;
      // its layers go to a file of the page's private file system, removed once it is done)
      assert.match(await status.textContent(), /1 position explored breadth-first in compressed layers kept in the browser's storage in .* over \d+ workers\./);
      assert.deepEqual((await privateFiles(page)).filter((n) => n.startsWith('unstuck-layers')), []);
      // (the worker fetched the engine's merge and subtraction module as a file of its own, which the policy a
      // host sends allows: a module inlined as a data: URL it refuses, and the search would seek in JavaScript)
      assert.ok(fetched.some((u) => /\/mergeSubtract-[\w-]+\.wasm$/.test(u)), `no mergeSubtract module fetched: ${fetched.filter((u) => u.endsWith('.wasm')).join(', ')}`);
      await page.getByRole('button', { name: 'Last position' }).click();
      await page.locator('[data-testid=board][data-solved=true]').waitFor({ timeout: 10_000 });
    },
  },
  {
    name: 'a solve in layers cancelled midway keeps its layers on disk: after a reload the note offers to go on from them, which ends in the optimum; Discard removes them',
    run: async (page, { baseURL }) => {
      await page.goto(`${baseURL}${levelHash('snakebird', FAR, 'Far')}`);
      await page.getByTestId('memory-note').waitFor({ timeout: 10_000 });
      await cancelPast(page, 4);
      // (said at once after the cancel, as after a reload)
      const kept = page.getByTestId('kept-layers');
      await kept.getByRole('button', { name: /^Go on with the solve in compressed layers kept on disk/ }).waitFor({ timeout: 10_000 });
      await page.reload();
      const note = page.getByTestId('memory-note');
      const goOn = note.getByRole('button', { name: /^Go on with the solve in compressed layers kept on disk \(from \d+ moves: [\d,]+ positions, \d+ MB\)$/ });
      await goOn.waitFor({ timeout: 10_000 });
      const from = Number(/from (\d+) moves/.exec(await goOn.textContent())[1]);
      assert.ok(from >= 4, `kept layers to depth ${from}`);
      assert.match(await kept.textContent(), new RegExp(`^The solve in compressed layers of this level, stopped with no solution under ${from} moves \\([\\d,]+ positions\\), is kept on disk\\. Discard the kept layers \\(\\d+ MB\\)$`));
      await goOn.click();
      const status = page.getByRole('status');
      await status.getByText('Solved in 18 moves (optimal)').waitFor({ timeout: 60_000 });
      assert.match(await status.textContent(), new RegExp(`in compressed layers kept in the browser's storage, going on from a solve stopped before at ${from} moves, in `));
      // once solved, nothing is kept
      assert.deepEqual((await privateFiles(page)).filter((n) => n.startsWith('unstuck-layers')), []);

      // cancelled again (the note is back with the page's own budget), the layers kept are discarded by the note's button
      // (the level opened afresh: a reload of the solved level's address, now at /m0, would solve it again)
      await page.goto('about:blank');
      await page.goto(`${baseURL}${levelHash('snakebird', FAR, 'Far')}`);
      await note.getByRole('button', { name: /^Solve in compressed layers kept on disk/ }).waitFor({ timeout: 10_000 });
      assert.equal(await kept.count(), 0);
      await cancelPast(page, 3);
      await kept.getByRole('button', { name: /^Discard the kept layers/ }).click();
      await kept.waitFor({ state: 'detached' });
      assert.deepEqual((await privateFiles(page)).filter((n) => n.startsWith('unstuck-layers')), []);
    },
  },
];
