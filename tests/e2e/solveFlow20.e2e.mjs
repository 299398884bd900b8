// Solve as a person goes through it (hprogress20): a reload (or Back, Forward to the page) in the
// middle of a solve comes back solving that level again, as the page was (store.ts's
// unstuck.solving mark, per tab); a solve cancelled, or a page opened anew (a link), does not.
import assert from 'node:assert/strict';

/** In the page: the solver's answers never reach it (its search goes on, as a large level's does): a solve stays running. */
function answersHeld() {
  window.Worker = class extends window.Worker {
    set onmessage(hear) {
      super.onmessage = hear && ((e) => e.data?.type !== 'result' && hear.call(this, e));
    }
    get onmessage() {
      return super.onmessage;
    }
  };
}

const state = (page, name) => page.locator(`[data-testid=status][data-state=${name}]`);

export const tests = [
  {
    name: 'a reload and Back to the page mid-solve come back solving that level; once cancelled, or opened anew, it waits for Solve',
    async run(page, { baseURL }) {
      await page.addInitScript(answersHeld);
      await page.goto(baseURL);
      await page.getByRole('tab', { name: 'Move', exact: true }).click();
      await page.getByRole('button', { name: /^Corner pair/ }).click();
      await page.waitForFunction(() => location.hash.startsWith('#v1/move/'), null, { timeout: 10_000 });
      await page.getByRole('button', { name: 'Solve', exact: true }).click();
      await state(page, 'running').waitFor({ timeout: 10_000 });
      const link = page.url();

      await page.reload();
      await state(page, 'running').waitFor({ timeout: 10_000 });
      assert.match(await page.getByTestId('status').textContent(), /^Searching…/);
      assert.equal(page.url(), link, 'the same level');

      // away (another page), then Back to it
      await page.goto('about:blank');
      await page.goBack();
      await state(page, 'running').waitFor({ timeout: 10_000 });

      // cancelled: a reload waits for Solve
      await page.getByRole('button', { name: 'Cancel', exact: true }).click();
      await state(page, 'cancelled').waitFor({ timeout: 10_000 });
      await page.reload();
      await state(page, 'idle').waitFor({ timeout: 10_000 });

      // the level's link opened anew in the tab while it solves: it waits for Solve
      await page.getByRole('button', { name: 'Solve', exact: true }).click();
      await state(page, 'running').waitFor({ timeout: 10_000 });
      await page.goto('about:blank');
      await page.goto(link);
      await state(page, 'idle').waitFor({ timeout: 10_000 });
      assert.match(await page.getByTestId('status').textContent(), /Press Solve/);
    },
  },
];
