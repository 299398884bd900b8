// Steps of the real-browser tests of grids past GridEditor's EVERY_CELL_UP_TO cells (Snakebird's
// largest maps), whose paint layer draws only a few cells.
import { levelHash } from './steps.mjs';

/** A classic Snakebird map of `size`×`size`: open sky, a floor of wall, a snakebird and the exit on the row above it. */
export function openMap(size) {
  const rows = Array.from({ length: size - 1 }, () => '-'.repeat(size));
  rows[size - 2] = `A${'-'.repeat(size - 3)}*-`;
  return [...rows, '#'.repeat(size)].join('\n');
}

/** The level opened from its link, then in the editor. */
export async function openInEditor(page, baseURL, family, text) {
  await page.goto(baseURL);
  await page.evaluate(() => localStorage.setItem('unstuck.introSeen', '1'));
  await page.goto(`${baseURL}${levelHash(family, text, 'huge')}`);
  await page.getByRole('button', { name: 'Edit', exact: true }).click();
  await page.locator('.ed-paint [data-row="0"][data-col="0"]').waitFor({ timeout: 60_000 });
}

/**
 * Where cell (r, c) of the paint layer is on the screen. A grid this large draws only the
 * keyboard's cell and the cells with marks (GridEditor's EVERY_CELL_UP_TO), so the cell is found
 * from the grid's box, as a pointer's is.
 */
export async function cellBox(page, r, c) {
  const grid = page.locator('.ed-paint');
  const [rows, cols] = await grid.evaluate((el) => [Number(el.getAttribute('aria-rowcount')), Number(el.getAttribute('aria-colcount'))]);
  const b = await grid.boundingBox();
  return { x: b.x + (c * b.width) / cols, y: b.y + (r * b.height) / rows, width: b.width / cols, height: b.height / rows };
}

/** the centre of cell (r, c) on the screen */
export async function cellCentre(page, r, c) {
  const b = await cellBox(page, r, c);
  return { x: b.x + b.width / 2, y: b.y + b.height / 2 };
}

/**
 * Where a person presses cell (r, c): its centre, once the cell is scrolled into the window
 * (`scroll`: a stroke's later cells are not, a person drags without scrolling). Throws, saying
 * where, when the grid is not what is under that point: a press off the window (a 64×64 map's
 * lower rows lie under the fold at 1280×800 unless the page was scrolled) reaches no element of
 * the page, and was a click lost without a word (snakebirdEditorLater failed 7 runs in 10 so).
 */
export async function cellToPress(page, r, c, { scroll = true } = {}) {
  const at = await page.evaluate(
    ([r, c, scroll]) => {
      const grid = document.querySelector('.ed-paint');
      const rows = Number(grid.getAttribute('aria-rowcount'));
      const cols = Number(grid.getAttribute('aria-colcount'));
      if (scroll) {
        // (a box of the cell's size where the cell is, as most cells of a large grid are not drawn)
        const probe = document.createElement('div');
        Object.assign(probe.style, { position: 'absolute', top: `${(100 * r) / rows}%`, left: `${(100 * c) / cols}%`, height: `${100 / rows}%`, width: `${100 / cols}%`, pointerEvents: 'none' });
        grid.append(probe);
        probe.scrollIntoView({ block: 'nearest', inline: 'nearest', behavior: 'instant' });
        probe.remove();
      }
      const b = grid.getBoundingClientRect();
      const x = b.left + ((c + 0.5) * b.width) / cols;
      const y = b.top + ((r + 0.5) * b.height) / rows;
      const there = document.elementFromPoint(x, y);
      return { x, y, onGrid: there !== null && grid.contains(there), there: there ? `${there.tagName.toLowerCase()}.${there.className}` : 'nothing', window: `${innerWidth}×${innerHeight}` };
    },
    [r, c, scroll],
  );
  if (!at.onGrid) throw new Error(`cell (${r}, ${c}) of the grid is not under its centre (${at.x.toFixed(1)}, ${at.y.toFixed(1)}) in the ${at.window} window: ${at.there} is`);
  return { x: at.x, y: at.y };
}

/** Zooms in (a click, or a tap on a phone) until a cell is `side` px across or the zoom goes no further, the grid's first cells in view. */
export async function zoomTo(page, side, press = 'click') {
  const zoomIn = page.getByRole('button', { name: 'Zoom in' });
  while ((await cellBox(page, 0, 0)).width < side && (await zoomIn.getAttribute('aria-disabled')) !== 'true') await zoomIn[press]();
  // the keyboard's cell, the first, is scrolled into view with those beside it
  await page.locator('.ed-paint [tabindex="0"]').focus();
}

/** The names of cells, each reached from the keyboard: Ctrl+Home, then the arrows from one to the next. */
export async function namesByKeys(page, cells) {
  await page.locator('.ed-paint [tabindex="0"]').focus();
  await page.keyboard.press('Control+Home');
  let [r, c] = [0, 0];
  const names = [];
  for (const [tr, tc] of cells) {
    for (; r < tr; r++) await page.keyboard.press('ArrowDown');
    for (; r > tr; r--) await page.keyboard.press('ArrowUp');
    for (; c < tc; c++) await page.keyboard.press('ArrowRight');
    for (; c > tc; c--) await page.keyboard.press('ArrowLeft');
    names.push(await page.evaluate(() => document.activeElement?.getAttribute('aria-label')));
  }
  return names;
}

/** the level's text, from Export text */
export async function exported(page) {
  const button = page.getByRole('button', { name: 'Export text' });
  await button.click();
  const text = await page.getByRole('group', { name: 'The level as text' }).getByRole('textbox').inputValue();
  await button.click();
  return text;
}
