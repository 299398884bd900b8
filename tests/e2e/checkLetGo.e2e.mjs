// The Check's worker keeps the level's analysis (whatever its size) for judging lines; closing the
// panel ends that worker, since an idle worker keeps what it dropped until a collection no
// allocation starts. Opened again, the answer is there at once, and a line is judged in a new worker.
import assert from 'node:assert/strict';

/** resolves once `worker` has ended, rejects after `ms` */
const ended = (worker, ms) =>
  new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the worker ${worker.url()} did not end within ${ms} ms`)), ms);
    worker.once('close', () => {
      clearTimeout(timer);
      resolve();
    });
  });

export const tests = [
  {
    name: 'closing Check ends the worker that holds its analysis; opened again, the answer is shown and a line is judged in a new worker',
    run: async (page, { baseURL }) => {
      await page.goto(baseURL);
      await page.getByRole('tab', { name: 'DogBunny', exact: true }).click();
      await page.getByRole('button', { name: /^Bridge/ }).click();
      const toggle = page.getByRole('button', { name: 'Check', exact: true });
      const checkWorker = page.waitForEvent('worker', { predicate: (w) => w.url().includes('solver.worker'), timeout: 30_000 });
      await toggle.click();
      const panel = page.getByRole('region', { name: 'Check' });
      const verdict = panel.getByTestId('check-verdict');
      await verdict.getByText('Solvable in 5 moves (one of 10 optimal solutions).').waitFor({ timeout: 30_000 });
      const worker = await checkWorker;
      const gone = ended(worker, 10_000);
      await toggle.click();
      await panel.waitFor({ state: 'detached' });
      await gone;

      await toggle.click();
      await verdict.getByText('Solvable in 5 moves (one of 10 optimal solutions).').waitFor({ timeout: 10_000 });
      const another = page.waitForEvent('worker', { predicate: (w) => w.url().includes('solver.worker'), timeout: 30_000 });
      await panel.getByRole('textbox', { name: /Your intended line/ }).fill('dog:kennel->meadow bunny:meadow->bridge dog:meadow->bridge dog:bridge->island');
      await panel.getByRole('button', { name: 'Check this line' }).click();
      await verdict.getByText('Your line does not win: no way to win after move 4.').waitFor({ timeout: 30_000 });
      assert.notEqual(await another, worker);
    },
  },
];
