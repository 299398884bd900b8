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
import { importLevel } from './steps.mjs';

const LEVEL = join(dirname(fileURLToPath(import.meta.url)), '..', 'fixtures', 'spread', 'long-snake.txt');

export const tests = [
  {
    name: 'the memory note offers a solve in compressed layers, which finds the optimum in the worker; the line plays to a win',
    run: async (page, { baseURL }) => {
      await page.goto(baseURL);
      await importLevel(page, 'Snakebird', readFileSync(LEVEL, 'utf8'));
      const note = page.getByTestId('memory-note');
      await note.waitFor({ timeout: 10_000 });
      assert.match(await note.textContent(), /may be beyond the memory the search may use here/);
      await note.getByRole('button', { name: /^Solve in compressed layers kept on disk/ }).click();
      const status = page.getByRole('status');
      await status.getByText('Solved in 1 move (optimal)').waitFor({ timeout: 60_000 });
      // (estimated past a million positions: its expansion spreads over the page's workers, helpers the solve worker starts;
      // its layers go to a file of the page's private file system, removed once it is done)
      assert.match(await status.textContent(), /1 state explored breadth-first in compressed layers kept in the browser's storage in .* over \d+ workers\./);
      const left = await page.evaluate(async () => {
        const names = [];
        for await (const name of (await navigator.storage.getDirectory()).keys()) names.push(name);
        return names;
      });
      assert.deepEqual(left.filter((n) => n.startsWith('unstuck-layers-')), []);
      await page.getByRole('button', { name: 'Last position' }).click();
      await page.locator('[data-testid=board][data-solved=true]').waitFor({ timeout: 10_000 });
    },
  },
];
