// Watching a solution as a person who needs it: what a screen reader hears at each step (one
// announcement), the keyboard's way through playback, reduced motion, a slow device and a phone.
import assert from 'node:assert/strict';

/**
 * From now on, records what live regions would have a screen reader say: each region's text
 * after a change that leaves text in it (an emptied region says nothing).
 */
export async function recordSaid(page) {
  await page.evaluate(() => {
    window.__said = [];
    const liveRegion = (node) => {
      for (let e = node.nodeType === 1 ? node : node.parentElement; e; e = e.parentElement) {
        const live = e.getAttribute('aria-live') ?? { status: 'polite', alert: 'assertive', log: 'polite' }[e.getAttribute('role')];
        if (live) return live === 'off' ? null : e;
      }
      return null;
    };
    new MutationObserver((records) => {
      const changed = new Set(records.map((r) => liveRegion(r.target)).filter(Boolean));
      for (const region of changed) if (region.textContent.trim()) window.__said.push(region.textContent.trim());
    }).observe(document.body, { subtree: true, childList: true, characterData: true });
  });
}

/** What was said since the last call (after a moment for React and the regions to settle). */
export async function saidSince(page) {
  await page.waitForTimeout(150);
  return page.evaluate(() => window.__said.splice(0));
}

/** Opens a family's first gallery level and solves it. */
export async function solveFirst(page, baseURL, family) {
  await page.goto(baseURL);
  await page.getByRole('tab', { name: family, exact: true }).click();
  await page.getByRole('button', { name: 'Solve', exact: true }).click();
  await page.getByTestId('status').and(page.locator('[data-state=done]')).waitFor({ timeout: 60_000 });
  await page.getByRole('slider', { name: 'Position in the solution' }).waitFor();
}

export const tests = [
  {
    name: 'the timeline slider moved by the arrow keys is said once, by its own value with the move; a step by a button is said by the live line',
    run: async (page, { baseURL }) => {
      await solveFirst(page, baseURL, 'Move');
      const slider = page.getByRole('slider', { name: 'Position in the solution' });
      await recordSaid(page);
      await slider.focus();
      await page.keyboard.press('ArrowRight');
      assert.equal(await slider.getAttribute('aria-valuetext'), 'Move 1 of 7: All dots →');
      assert.deepEqual(await saidSince(page), [], 'the slider says its value: nothing else says it again');
      await page.keyboard.press('ArrowRight');
      assert.equal(await slider.getAttribute('aria-valuetext'), 'Move 2 of 7: All dots →');
      assert.deepEqual(await saidSince(page), []);
      // a step by a button: its words are said once, by the live line
      await page.getByRole('button', { name: 'Next move' }).click();
      assert.deepEqual(await saidSince(page), ['Move 3 of 7: All dots ↓.']);
      // back to a position the slider went to, by a button: said, though the slider said it before
      await slider.focus();
      await page.keyboard.press('ArrowLeft');
      assert.deepEqual(await saidSince(page), []);
      await page.getByRole('button', { name: 'Next move' }).click();
      assert.deepEqual(await saidSince(page), ['Move 3 of 7: All dots ↓.']);
      await page.getByRole('button', { name: 'First position' }).click();
      assert.deepEqual(await saidSince(page), ['At the start.']);
    },
  },
];
