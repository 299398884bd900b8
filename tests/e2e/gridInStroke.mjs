// A stroke held on one cell of the editor's grid: where the grid's top was before it and where it
// is once the stroke's edit has shown (`shown` waits for what the edit changes), the stroke then let go;
// the page's scroll anchoring off, as in Safari.
/** @param {import('playwright-core').Page} page */
export async function gridTopsInStroke(page, row, col, shown) {
  // Safari keeps no scroll anchor, so what changes above the board moves it on the screen; Chromium's
  // anchor scrolls the page by as much and would hide the move from the grid's top in the viewport
  await page.evaluate(() => {
    document.documentElement.style.overflowAnchor = 'none';
    document.body.style.overflowAnchor = 'none';
  });
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
