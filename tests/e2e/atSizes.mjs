// The window at a size and what lies under its foot, and gallery levels opened and watched solved:
// shared by the e2e files that look at the board and the playback controls at many sizes.

/** Clicks `level` (a gallery button) and, unless the level opens with its answer (one left with it), solves it; ends with the playback controls shown. */
export async function openSolved(page, level) {
  await level.click();
  await page.locator('[data-testid=board] svg').first().waitFor();
  if (!(await page.locator('.playback').isVisible())) {
    await page.getByRole('button', { name: 'Solve', exact: true }).click();
    await page.locator('.playback').waitFor({ timeout: 60_000 });
  }
}

/**
 * Each family's gallery levels at the places `pick(count)` gives, each opened at 1280x800 and
 * watched solved (openSolved), then `look(name)` with the level's name ("Family's Level").
 */
export async function everyFamilySolved(page, pick, look) {
  for (const family of await page.getByRole('tab').allTextContents()) {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.getByRole('tab', { name: family, exact: true }).click();
    const levels = page.locator('.gallery li button');
    await levels.first().waitFor();
    for (const i of pick(await levels.count())) {
      await page.setViewportSize({ width: 1280, height: 800 });
      await openSolved(page, levels.nth(i));
      await look(`${family}'s ${await levels.nth(i).locator('.level-name').textContent()}`);
    }
  }
}

/**
 * The window at this size, the page at its top, and what answers a new size done: the editor's
 * fit takes a frame or three to settle (it measures where the controls went at the size it chose),
 * so the board and what is under it are waited for until they keep their place three frames on
 * end (at most 120 frames).
 */
export async function atSize(page, width, height) {
  await page.setViewportSize({ width, height });
  await page.evaluate(() => scrollTo(0, 0));
  await page.evaluate(async () => {
    // (a frame, or 100 ms where the page draws none: a run once waited here for good)
    const frame = () => new Promise((r) => (requestAnimationFrame(r), setTimeout(r, 100)));
    const place = () =>
      ['.ed-board', '.ed-under', '[data-testid=board]', '.playback']
        .map((sel) => JSON.stringify(document.querySelector(sel)?.getBoundingClientRect() ?? null))
        .join();
    let was = place();
    for (let i = 0, same = 0; i < 120 && same < 3; i++) {
      await frame();
      const now = place();
      same = now === was ? same + 1 : 0;
      was = now;
    }
  });
}

/** Each of `[name, selector]` whose box ends under the screen's foot at scroll 0 (or is missing), and a sideways scroll. */
export const underTheFoot = (page, parts) =>
  page.evaluate((parts) => {
    const wrong = [];
    for (const [name, sel] of parts) {
      const r = document.querySelector(sel)?.getBoundingClientRect();
      if (!r) wrong.push(`no ${name}`);
      else if (r.bottom > innerHeight + 0.5) wrong.push(`${name} ${Math.round(r.bottom - innerHeight)} px under the foot`);
    }
    const root = document.documentElement;
    if (root.scrollWidth > root.clientWidth) wrong.push(`a sideways scroll of ${root.scrollWidth - root.clientWidth} px`);
    return wrong;
  }, parts);
