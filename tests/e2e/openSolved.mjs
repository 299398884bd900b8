// A level opened from the gallery and watched solved: shared by the e2e files that look at the
// playback controls at many sizes.

/** Clicks `level` (a gallery button) and, unless the level opens with its answer (one left with it), solves it; ends with the playback controls shown. */
export async function openSolved(page, level) {
  await level.click();
  await page.locator('[data-testid=board] svg').first().waitFor();
  if (!(await page.locator('.playback').isVisible())) {
    await page.getByRole('button', { name: 'Solve', exact: true }).click();
    await page.locator('.playback').waitFor({ timeout: 60_000 });
  }
}
