// Every family in every mode, for a test that looks at the whole app (axe's checks).

/** The five families, in their tabs' order. */
export const FAMILIES = ['Anemones', 'Snakebird', 'Move', 'Bars', 'DogBunny'];

/**
 * Opens each family in each mode, waits for its board (or its editor's or play's panel), and
 * gathers what `look` finds there (a list of lines), each line headed "family, mode: ".
 */
export async function inEveryMode(page, baseURL, look) {
  await page.goto(baseURL);
  const found = [];
  for (const family of FAMILIES) {
    await page.getByRole('tab', { name: family, exact: true }).click();
    for (const mode of ['Edit', 'Play it yourself', 'Solve and watch']) {
      await page.getByRole('button', { name: mode, exact: true }).click();
      await page.getByTestId('board').or(page.getByRole('region', { name: /editor$|^Play / })).first().waitFor({ timeout: 10_000 });
      await page.waitForTimeout(150);
      for (const line of await look()) found.push(`${family}, ${mode}: ${line}`);
    }
  }
  return found;
}
