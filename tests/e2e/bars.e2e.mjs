// The 64×64 Bars board in the real browser: a click presses the cell under the pointer, the
// pressed row and column turn, and the board marks the cell, in play and in playback.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { levelHash } from './steps.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const LEVEL = readFileSync(join(root, 'bench/levels/bars/cross-64x64.txt'), 'utf8');
const link = (baseURL) => `${baseURL}${levelHash('bars', LEVEL)}`;

const value = (page, r, c) => page.getByTestId(`cell-${r}-${c}`).getAttribute('data-value');

/** The cell [r, c]'s value and the values of its row and column (1-based), as the board shows them. */
const cross = (page, r, c) =>
  page.evaluate(
    ([r, c]) => {
      const at = (i, j) => document.querySelector(`[data-testid="cell-${i}-${j}"]`).getAttribute('data-value');
      return [...Array.from({ length: 64 }, (_, j) => at(r, j + 1)), ...Array.from({ length: 64 }, (_, i) => at(i + 1, c))];
    },
    [r, c],
  );

async function markOn(page, r, c) {
  const mark = await page.locator('.board .move-mark.last').boundingBox();
  const cell = await page.getByTestId(`cell-${r}-${c}`).boundingBox();
  assert.ok(Math.abs(mark.x + mark.width / 2 - (cell.x + cell.width / 2)) < 2 && Math.abs(mark.y + mark.height / 2 - (cell.y + cell.height / 2)) < 2, `the mark sits on cell ${r},${c}`);
}

export const tests = [
  {
    name: 'Bars 64×64: a click presses the cell under it (its row and column turn, the cell is marked); playback marks each step\'s cell',
    async run(page, { baseURL }) {
      await page.goto(link(baseURL));
      await page.getByRole('button', { name: 'Play it yourself', exact: true }).click();
      await page.getByRole('region', { name: 'Play Bars' }).getByTestId('cell-64-64').waitFor();
      const before = await cross(page, 10, 20);
      const elsewhere = await value(page, 1, 1);
      await page.getByTestId('cell-10-20').click();
      await page.getByTestId('move-count').getByText(/^Moves: 1/).waitFor();
      const after = await cross(page, 10, 20);
      // every cell of row 10 and column 20 turned; the pressed cell (in both lists) once
      after.forEach((v, i) => assert.equal(v, before[i] === '1' ? '0' : '1', `cell ${i < 64 ? `10,${i + 1}` : `${i - 63},20`} turned`));
      assert.equal(await value(page, 1, 1), elsewhere);
      await markOn(page, 10, 20);

      await page.getByRole('button', { name: 'Solve and watch', exact: true }).click();
      await page.getByRole('button', { name: 'Solve', exact: true }).click();
      await page.locator('[data-testid="status"][data-state="done"]').waitFor({ timeout: 60_000 });
      for (let k = 1; k <= 2; k++) {
        await page.getByRole('button', { name: 'Next move' }).click();
        const [, r, c] = /Move (\d+) of \d+: Press row (\d+), column (\d+)/.exec(await page.getByTestId('position').textContent()).slice(1);
        await markOn(page, Number(r), Number(c));
      }
    },
  },
];
