// Links as a stranger or a mail program leaves them, opened in the built app: a watch link whose
// position is past the end of what it watches opens at the end and says so (it was silently
// moved to the end, the address rewritten); a link whose '/' a mail program escaped as %2F opens.
import assert from 'node:assert/strict';
import { levelHash } from './steps.mjs';

/** A Move level solved in 2 moves (R R) */
const TWO_MOVES = '..A\n--\na..\n';
const linkOf = (name) => levelHash('move', TWO_MOVES, name);
const linePart = (moves) => `/l${Buffer.from(moves.join(' '), 'utf8').toString('base64url')}`;

/** A Move level behind 200 kB of comments deflate cannot shrink (its link some 200 kB long) */
function noisyLevel() {
  let seed = 11;
  const noise = () => String.fromCharCode(33 + ((seed = (Math.imul(seed, 1664525) + 1013904223) >>> 0) >>> 24) % 90);
  return `${Array.from({ length: 2_000 }, () => `; ${Array.from({ length: 100 }, noise).join('')}`).join('\n')}\n${TWO_MOVES}`;
}

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
  {
    name: "a level whose link is past 128 kB (long comments), opened from a file: Back to it, Forward and a reload open it, with no alert",
    run: async (page, { baseURL }) => {
      await page.goto(baseURL);
      const [chooser] = await Promise.all([page.waitForEvent('filechooser'), page.getByRole('button', { name: 'Open file' }).click()]);
      await chooser.setFiles({ name: 'noisy.txt', mimeType: 'text/plain', buffer: Buffer.from(noisyLevel()) });
      const noisy = page.getByRole('heading', { level: 2, name: 'noisy' });
      await noisy.waitFor();
      // (its link is the address: longer than a stranger's link is read)
      await page.waitForFunction(() => location.hash.length > 128 * 1024);
      await page.getByRole('tab', { name: 'Bars', exact: true }).click();
      await page.getByRole('heading', { level: 2, name: 'Lovecraft 4×4' }).waitFor();
      await page.goBack();
      await noisy.waitFor();
      await page.goForward();
      await page.getByRole('heading', { level: 2, name: 'Lovecraft 4×4' }).waitFor();
      await page.goBack();
      await noisy.waitFor();
      await page.reload();
      await noisy.waitFor();
      await page.getByRole('tab', { name: 'Move', selected: true }).waitFor();
      assert.equal(await page.getByRole('alert').count(), 0);
    },
  },
  {
    name: 'a text file holding an Unstuck link, chosen with Open file, opens the link\'s level in its family, named by the link',
    run: async (page, { baseURL }) => {
      await page.goto(baseURL);
      const note = `Try my level:\r\nhttps://unstuck.example/${linkOf('From a note')}\r\n`;
      const [chooser] = await Promise.all([page.waitForEvent('filechooser'), page.getByRole('button', { name: 'Open file' }).click()]);
      await chooser.setFiles({ name: 'note.txt', mimeType: 'text/plain', buffer: Buffer.from(note) });
      await page.getByRole('heading', { level: 2, name: 'From a note' }).waitFor();
      await page.getByRole('tab', { name: 'Move', selected: true }).waitFor();
      await page.getByRole('status').filter({ hasText: 'Opened "note.txt" as a Move level.' }).waitFor();
      assert.equal(await page.getByRole('alert').count(), 0);
    },
  },
];
