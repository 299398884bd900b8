// The desktop screens the layout tests look at, from a common laptop's to a full HD monitor's.
export const DESKTOPS = [
  [1280, 720],
  [1280, 800],
  [1366, 768],
  [1440, 900],
  [1920, 1080],
];

/**
 * The page looked at in each desktop's size at scroll 0: what `look` found wrong there, each
 * size's as 'WxH: what, what'.
 */
export async function atEveryDesktop(page, look) {
  const found = [];
  for (const [width, height] of DESKTOPS) {
    await page.setViewportSize({ width, height });
    await page.evaluate(() => scrollTo(0, 0));
    // (what answers a new size, as the editor's board fitted to the screen, has done so)
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
    const seen = await look();
    if (seen.length) found.push(`${width}x${height}: ${seen.join(', ')}`);
  }
  return found;
}

/**
 * Every family's gallery levels opened in turn, each clicked at 1280x800: `opened` with the
 * level's name ("Family's Name") after each click, `done` with the family's name after its last.
 */
export async function everyGalleryLevel(page, opened, done = async () => {}) {
  for (const family of await page.getByRole('tab').allTextContents()) {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.getByRole('tab', { name: family, exact: true }).click();
    const levels = page.locator('.gallery li button');
    await levels.first().waitFor();
    for (let i = 0; i < (await levels.count()); i++) {
      await page.setViewportSize({ width: 1280, height: 800 });
      const name = `${family}'s ${await levels.nth(i).locator('.level-name').textContent()}`;
      await levels.nth(i).click();
      await opened(name);
    }
    await done(family);
  }
}
