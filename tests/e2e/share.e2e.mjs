// Links and saved levels in the real browser.
import assert from 'node:assert/strict';
import { importMoveLevel } from './steps.mjs';

const LEVEL = `#....A
.....#
.....#
.A#..#
......
.B...#
--
.....b
......
....a.
......
.....a
......
`;

async function openLevel(page, baseURL) {
  await page.goto(baseURL);
  await importMoveLevel(page, LEVEL);
}

export const tests = [
  {
    name: 'Share a level, open the link in a new page: the same level, the same optimal count',
    run: async (page, { baseURL, context }) => {
      await openLevel(page, baseURL);
      await page.getByRole('button', { name: 'Share' }).click();
      await page.getByText(/Link copied|Copy this link/).waitFor();
      const url = page.url();
      assert.match(url, /#v1\/move\/[A-Za-z0-9_-]+$/);
      const other = await context.newPage();
      await other.goto(url);
      await other.getByRole('tab', { name: 'Move', selected: true }).waitFor();
      await other.getByRole('button', { name: 'Solve', exact: true }).click();
      await other.getByRole('status').getByText('Solved in 26 moves').waitFor({ timeout: 20_000 });
      // the link carries the playback position too
      await other.getByRole('button', { name: '12. ' + (await other.getByRole('list', { name: 'Solution moves' }).getByRole('button').nth(11).textContent()).split(' ')[1] }).click();
      await other.getByRole('button', { name: 'Share' }).click();
      assert.match(other.url(), /\/m12$/);
      const third = await context.newPage();
      await third.goto(other.url());
      await third.getByTestId('position').getByText('Move 12 of 26').waitFor({ timeout: 20_000 });
    },
  },
  {
    name: 'a broken link shows a message and the app stays usable',
    run: async (page, { baseURL }) => {
      await page.goto(`${baseURL}#v1/move/AAAA-broken`);
      await page.getByRole('alert').getByText(/This link is damaged|cut short|not valid/).waitFor();
      await page.getByRole('button', { name: 'Solve', exact: true }).click();
      await page.getByRole('status').getByText(/Solved in \d+ moves/).waitFor({ timeout: 10_000 });
    },
  },
  {
    name: 'a saved level survives a reload, and the level being edited is restored',
    run: async (page, { baseURL }) => {
      await openLevel(page, baseURL);
      await page.getByRole('button', { name: 'Save' }).click();
      await page.getByText(/Saved as/).waitFor();
      await page.goto(baseURL);
      await page.reload();
      await page.getByRole('tab', { name: 'Move', selected: true }).waitFor();
      await page.getByRole('button', { name: 'My levels' }).click();
      const dialog = page.getByRole('dialog', { name: 'My levels' });
      assert.equal(await dialog.getByRole('listitem').count(), 1);
      await dialog.getByRole('button', { name: 'Open' }).click();
      await page.getByRole('button', { name: 'Solve', exact: true }).click();
      await page.getByRole('status').getByText('Solved in 26 moves').waitFor({ timeout: 20_000 });
    },
  },
];
