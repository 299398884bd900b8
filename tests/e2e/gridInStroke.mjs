// A stroke held on one cell of the editor's grid: where the grid's top was before it and where it
// is once the stroke's edit has shown (`shown` waits for what the edit changes), the stroke then let go.
/** @param {import('playwright-core').Page} page */
export async function gridTopsInStroke(page, row, col, shown) {
  const grid = page.getByRole('grid');
  await grid.waitFor();
  const cell = page.locator(`[role=gridcell][data-row="${row}"][data-col="${col}"]`);
  await cell.scrollIntoViewIfNeeded();
  const before = (await grid.boundingBox()).y;
  const box = await cell.boundingBox();
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await shown();
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
  const during = (await grid.boundingBox()).y;
  await page.mouse.up();
  return { before, during };
}
