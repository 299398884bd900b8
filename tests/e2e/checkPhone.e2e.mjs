// The Check panel on a phone (touch, 390×844), light and dark: every button it shows, the
// line's moves among them, is a finger's target (44 px tall or more).
import assert from 'node:assert/strict';

const PHONE = { viewport: { width: 390, height: 844 }, contextOptions: { isMobile: true, hasTouch: true, reducedMotion: 'reduce' } };

async function checkTargets(page, baseURL) {
  await page.goto(baseURL);
  await page.getByRole('button', { name: 'Got it' }).tap().catch(() => {});
  await page.getByRole('tab', { name: 'Move', exact: true }).tap();
  const open = page.getByRole('button', { name: 'Check', exact: true });
  await open.scrollIntoViewIfNeeded();
  await open.tap();
  const panel = page.getByRole('region', { name: 'Check' });
  await panel.getByRole('list', { name: 'An optimal solution: moves' }).waitFor({ timeout: 20_000 });
  const small = await panel.evaluate((p) =>
    [...p.querySelectorAll('button')].map((b) => ({ words: b.textContent.trim(), height: Math.round(b.getBoundingClientRect().height) })).filter((b) => b.height < 44),
  );
  assert.deepEqual(small, [], 'buttons under 44 px');
}

export const tests = ['light', 'dark'].map((scheme) => ({
  name: `phone, ${scheme}: Check's buttons and the line's moves are 44 px targets`,
  viewport: PHONE.viewport,
  contextOptions: { ...PHONE.contextOptions, colorScheme: scheme },
  run: (page, { baseURL }) => checkTargets(page, baseURL),
}));
