// The first screen holds still as its later parts arrive. On a slow phone the level's actions
// (Share … Open file, the sharing code's, lazy) came after the first draw and pushed everything
// under the header down 35 px (76 where they take two rows), and the gallery's row replacing
// "Loading Anemones…" moved the board 9 px. Each test holds a part's code with page.route,
// measures, lets it come and measures again: Solve and the board keep their place.
import assert from 'node:assert/strict';

const SIZES = [
  { width: 390, height: 844 },
  { width: 320, height: 568 },
  { width: 768, height: 1024 },
  { width: 1200, height: 800 },
  { width: 1280, height: 800 },
];
/** the sharing code: the level's actions and the link's level (its script and its styles) */
const SHARING = /\/assets\/shareParts-[\w-]+\.(js|css)$/;
/** Anemones' code, whose gallery replaces "Loading Anemones…" */
const ANEMONES = /\/assets\/anemones-[\w-]+\.js$/;

/** The tops of Solve and of the board's panel, and the header's height. */
const places = (page) =>
  page.evaluate(() => {
    const solve = [...document.querySelectorAll('.solve-panel button')].find((b) => b.textContent.trim() === 'Solve');
    return {
      solve: solve.getBoundingClientRect().top,
      board: document.querySelector('.stage').getBoundingClientRect().top,
      header: document.querySelector('header').getBoundingClientRect().height,
    };
  });

/** Opens `url` at `size` with the requests matching `held` held; returns a function that lets them come. */
async function openHolding(page, url, size, held) {
  await page.unrouteAll();
  let release;
  const released = new Promise((r) => (release = r));
  await page.route(held, async (route) => {
    await released;
    await route.fallback();
  });
  await page.setViewportSize(size);
  // a fresh document each time (a link differing only in its #… would not load the page again)
  await page.goto('about:blank');
  await page.goto(url, { waitUntil: 'commit' });
  return release;
}

function assertSame(before, after, where) {
  for (const key of Object.keys(before)) {
    assert.ok(Math.abs(before[key] - after[key]) <= 0.5, `${where}: ${key} ${before[key]} before the part came, ${after[key]} after`);
  }
}

export const tests = [
  {
    name: "the level's actions arriving move nothing: their row keeps its room (one row or two) until they come",
    run: async (page, { baseURL }) => {
      /** Opens `url` at `size` with the sharing code held, then lets it come: nothing moves. */
      const holdStill = async (url, size, family) => {
        const where = `${family} (${url === baseURL ? 'no link' : 'a link'}) at ${size.width}x${size.height}`;
        const release = await openHolding(page, url, size, SHARING);
        // the first screen drawn without the sharing code: the gallery and the board are there
        await page.locator('.gallery li button').first().waitFor({ timeout: 10_000 });
        await page.locator('.stage .board').first().waitFor({ timeout: 10_000 });
        assert.equal(await page.getByRole('button', { name: 'Share', exact: true }).count(), 0, `${where}: the sharing code was held`);
        const before = await places(page);
        release();
        await page.getByRole('button', { name: 'Share', exact: true }).waitFor({ timeout: 10_000 });
        await page.getByRole('tab', { name: family, selected: true }).waitFor({ timeout: 10_000 });
        await page.getByRole('status').getByText('Press Solve to find the shortest solution.').waitFor({ timeout: 10_000 });
        assertSame(before, await places(page), where);
      };
      for (const size of SIZES) await holdStill(baseURL, size, 'Anemones');
      // Snakebird's actions (an export more) take two rows on a phone: the family comes with the
      // sharing code, from the page's link, else from the level left (the page's own link once
      // Snakebird is chosen, and Snakebird's level left)
      await page.goto(baseURL);
      await page.getByRole('tab', { name: 'Snakebird', exact: true }).click();
      await page.waitForURL(/#v1\/snakebird\//, { timeout: 10_000 });
      const link = page.url();
      for (const size of [{ width: 390, height: 844 }, { width: 320, height: 568 }, { width: 768, height: 1024 }]) await holdStill(link, size, 'Snakebird');
      await holdStill(baseURL, { width: 390, height: 844 }, 'Snakebird');
    },
  },
  {
    name: "the gallery's levels arriving move nothing: \"Loading Anemones…\" takes their row's height",
    run: async (page, { baseURL }) => {
      for (const size of SIZES) {
        const where = `${size.width}x${size.height}`;
        const release = await openHolding(page, baseURL, size, ANEMONES);
        await page.getByText('Loading Anemones…').waitFor({ timeout: 10_000 });
        const before = await places(page);
        release();
        await page.locator('.gallery li button').first().waitFor({ timeout: 10_000 });
        await page.getByRole('status').getByText('Press Solve to find the shortest solution.').waitFor({ timeout: 10_000 });
        assertSame(before, await places(page), where);
      }
    },
  },
];
