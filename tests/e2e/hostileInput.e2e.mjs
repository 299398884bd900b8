// Links as a stranger or a mail program leaves them, opened in the built app: a watch link whose
// position is past the end of what it watches opens at the end and says so (it was silently
// moved to the end, the address rewritten); a link whose '/' a mail program escaped as %2F opens.
import assert from 'node:assert/strict';
import { levelHash } from './steps.mjs';

/** A Move level solved in 2 moves (R R) */
const TWO_MOVES = '..A\n--\na..\n';
const linkOf = (name) => levelHash('move', TWO_MOVES, name);
const linePart = (moves) => `/l${Buffer.from(moves.join(' '), 'utf8').toString('base64url')}`;

export const tests = [
  {
    name: "a watch link past the end of the solution: it is solved, its end shown, and the alert says the link's position was past it",
    run: async (page, { baseURL }) => {
      await page.goto(`${baseURL}${linkOf('Two steps')}/m999999`);
      await page.getByRole('alert').filter({ hasText: "This link's position, move 999,999, is past the end of the solution (2 moves); its end is shown." }).waitFor();
      await page.getByRole('heading', { level: 2, name: 'Two steps' }).waitFor();
      // the address follows the position shown: the end
      await page.waitForURL(/\/m2$/);
    },
  },
  {
    name: "a link on a line of one's own past its end: the line's end shown, and said",
    run: async (page, { baseURL }) => {
      await page.goto(`${baseURL}${linkOf('My line')}${linePart(['R', 'R'])}/m50`);
      await page.getByRole('alert').filter({ hasText: "This link's position, move 50, is past the end of its line (2 moves); its end is shown." }).waitFor();
      await page.waitForURL(/\/m2$/);
    },
  },
  {
    name: "a link whose slashes a mail program escaped (%2F) opens its level, named, with no alert",
    run: async (page, { baseURL }) => {
      const escaped = linkOf('Escaped').replaceAll('/', '%2F');
      await page.goto(`${baseURL}${escaped}`);
      await page.getByRole('heading', { level: 2, name: 'Escaped' }).waitFor();
      await page.getByRole('tab', { name: 'Move', selected: true }).waitFor();
      assert.equal(await page.getByRole('alert').count(), 0);
    },
  },
];
