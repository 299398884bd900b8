// The steps to a gallery level's Check panel with its map of positions drawn (checkMapCut, checkMapFocus, checkMapColours).

/** the level's Check panel, its map drawn */
export async function mapOf(page, baseURL, family, level) {
  await page.goto(baseURL);
  await page.getByRole('tab', { name: family, exact: true }).click();
  await page.locator('aside.gallery button', { hasText: level }).click();
  await page.getByRole('button', { name: 'Check', exact: true }).click();
  const panel = page.getByRole('region', { name: 'Check' });
  await panel.getByTestId('space-picture').waitFor({ timeout: 30_000 });
  return panel;
}
