// Desktop screens (1280x720 to 1920x1080): every gallery level's board, its playback controls and
// the answer fit the screen, so the answer moves nothing. At 62vh a square board's controls
// ended 45 to 137 px under the foot of a 1280x800 or 1280x720 screen (Move's levels, Snakebird's
// Classic 1, Bars, DogBunny), the first visit's note above the layout 66 px more, and the page
// scrolled the board up as the answer came. (Snakebird's gallery column is longer than these
// screens: its page scrolls, but nothing needs it to.)
import assert from 'node:assert/strict';
import { atEveryDesktop, everyGalleryLevel } from './desktops.mjs';

/** What lies under the screen's foot at scroll 0: the board, the playback controls, the answer's words and the Solver's column (its move list). */
const pastFoot = (page) =>
  page.evaluate(() => {
    const past = [];
    for (const [name, sel] of [
      ['board', '[data-testid=board]'],
      ['playback controls', '.playback'],
      ['answer', '[data-testid=status]'],
      ["Solver's column", '.side'],
    ]) {
      const bottom = document.querySelector(sel)?.getBoundingClientRect().bottom;
      if (bottom === undefined) past.push(`no ${name}`);
      else if (bottom > innerHeight + 0.5) past.push(`${name} ${Math.round(bottom - innerHeight)} px`);
    }
    return past;
  });

/**
 * Solves every gallery level at 1280x800 (or opens it again with its answer), checks that the
 * answer scrolled nothing, then looks at the screen at every desktop size.
 */
async function everyLevel(page) {
  const past = [];
  // (the click scrolls a level low in Snakebird's long gallery into view: the page goes back to its top before Solve)
  await everyGalleryLevel(page, async (name) => {
    await page.locator('[data-testid=board] svg').first().waitFor();
    await page.evaluate(() => scrollTo(0, 0));
    // (a level left with its answer is opened with it)
    if (!(await page.locator('.playback').isVisible())) {
      await page.getByRole('button', { name: 'Solve', exact: true }).click();
      await page.locator('[data-testid=status][data-state=done]').waitFor({ timeout: 60_000 });
      await page.locator('.playback').waitFor();
      await page.waitForTimeout(100);
      const scrolled = await page.evaluate(() => scrollY);
      if (scrolled) past.push(`${name}, 1280x800: the answer scrolled the page ${scrolled} px`);
    }
    for (const over of await atEveryDesktop(page, () => pastFoot(page))) past.push(`${name}, ${over} under the screen's foot`);
  });
  return past;
}

export const tests = [
  {
    name: "desktops, the first visit's note shown, then put away: every gallery level's board, playback controls and answer fit the screen",
    viewport: { width: 1280, height: 800 },
    run: async (page, { baseURL }) => {
      await page.goto(baseURL);
      await page.getByRole('region', { name: 'Welcome' }).waitFor();
      const first = await everyLevel(page);
      await page.getByRole('button', { name: 'Got it' }).click();
      const then = await everyLevel(page);
      const past = [...first.map((p) => `note shown: ${p}`), ...then.map((p) => `note away: ${p}`)];
      assert.ok(past.length === 0, `${past.length} times:\n${past.join('\n')}`);
    },
  },
];
