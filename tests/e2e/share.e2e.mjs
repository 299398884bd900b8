// Links and saved levels in the real browser.
import assert from 'node:assert/strict';
import { inflateRawSync } from 'node:zlib';
import { importMoveLevel, levelHash } from './steps.mjs';

/** Move's gallery level Two of a kind, imported as text: the gallery's level, so named (b62ba1ed) */
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
    name: 'Copy Snakefall link: a game level becomes a link that opens here under Snakefall’s rules and solves in as many moves; a level with teleporters gets no button, and in the editor a line that says why not',
    contextOptions: { permissions: ['clipboard-read', 'clipboard-write'] },
    run: async (page, { baseURL }) => {
      await page.goto(baseURL);
      await page.getByRole('tab', { name: 'Snakebird', exact: true }).click();
      await page.getByRole('button', { name: /^Classic 1( ?\d+ moves)?$/ }).click();
      await page.getByRole('button', { name: 'Copy Snakefall link' }).click();
      await page.getByText(/Snakefall link copied|Copy this Snakefall link/).waitFor();
      const manual = page.getByRole('textbox', { name: 'Snakefall link' });
      const link = (await manual.count()) > 0 ? await manual.inputValue() : await page.evaluate(() => navigator.clipboard.readText());
      assert.match(link, /^https:\/\/wolfesoftware\.com\/snakefall\/#level=HyRr4JK1&\d+&\d+\?/);
      // the link, pasted into the editor, is a Snakefall level: Classic 1's 16 moves
      await page.getByRole('button', { name: 'Edit', exact: true }).click();
      await page.getByRole('button', { name: 'Import text' }).click();
      await page.getByRole('textbox').fill(link);
      await page.getByRole('button', { name: 'Import', exact: true }).click();
      await page.getByRole('button', { name: 'Solve and watch' }).click();
      await page.getByRole('button', { name: 'Solve', exact: true }).click();
      await page.getByRole('status').getByText('Solved in 16 moves').waitFor({ timeout: 30_000 });
      // and its own link again, as it came
      await page.getByRole('button', { name: 'Copy Snakefall link' }).click();
      const again = (await manual.count()) > 0 ? await manual.inputValue() : await page.evaluate(() => navigator.clipboard.readText());
      assert.equal(again, link);
      // teleporters: no button, and while it is edited a line says why; the level stays as it is
      await page.getByRole('button', { name: 'Edit', exact: true }).click();
      await page.getByRole('button', { name: 'Import text' }).click();
      await page.getByRole('textbox').fill('......\n.*T T.\n.R<  .\n......\n');
      await page.getByRole('button', { name: 'Import', exact: true }).click();
      await page.getByText(/^No Snakefall link: it has teleporters, and Snakefall teleports before a snakebird leaves/).waitFor();
      assert.equal(await page.getByRole('button', { name: 'Copy Snakefall link' }).count(), 0);
      await page.getByRole('button', { name: 'Solve and watch' }).click();
      await page.getByText(/^No Snakefall link/).waitFor({ state: 'detached' });
      await page.getByRole('button', { name: 'Solve', exact: true }).click();
      await page.getByRole('status').getByText(/Solved in \d+ moves?|No solution/).waitFor({ timeout: 30_000 });
      // a family with no other format shows no such button
      await page.getByRole('tab', { name: 'Move', exact: true }).click();
      await page.getByRole('button', { name: 'Share' }).waitFor();
      assert.equal(await page.getByRole('button', { name: /^Copy / }).count(), 0);
    },
  },
  {
    name: 'Share a level, open the link in a new page: the same level, the same optimal count',
    run: async (page, { baseURL, context }) => {
      await openLevel(page, baseURL);
      await page.getByRole('button', { name: 'Share' }).click();
      await page.getByText(/Link copied|Copy this link/).waitFor();
      const url = page.url();
      // (its name, the gallery's: the text is the gallery's Two of a kind)
      assert.match(url, /#v1\/move\/[A-Za-z0-9_-]+\/nVHdvIG9mIGEga2luZA$/);
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
    name: 'a reload on a variation of one\'s own keeps the solution beside it: the link says the level was solved, and it is solved again',
    run: async (page, { baseURL }) => {
      await page.goto(baseURL);
      await page.getByRole('tab', { name: 'Anemones', exact: true }).click();
      await page.getByRole('button', { name: 'Solve', exact: true }).click();
      await page.getByRole('status').getByText(/Solved in 6 moves/).waitFor({ timeout: 20_000 });
      const third = (await page.getByRole('list', { name: 'Solution moves' }).getByRole('button').nth(2).textContent()).match(/(\d+)$/)[1];
      await page.getByRole('button', { name: 'Next move' }).click();
      await page.getByRole('button', { name: 'Next move' }).click();
      await page.getByRole('button', { name: 'Play from here' }).click();
      await page.getByTestId(`anemone-${['1', '2', '3'].find((n) => n !== third)}`).click();
      await page.getByText('Your line leaves the solution after move 2.').waitFor();
      await page.waitForURL(/\/l[A-Za-z0-9_-]+\/s\/m3$/);
      await page.reload();
      await page.getByRole('status').getByText(/Solved in 6 moves/).waitFor({ timeout: 20_000 });
      await page.getByRole('list', { name: 'Variation after move 2' }).first().waitFor();
      assert.match(page.url(), /\/s\/m3$/);
    },
  },
  {
    name: 'a link taken just after Solve (move 0 of the solution) opens solved at move 0, not unsolved',
    run: async (page, { baseURL, context }) => {
      await openLevel(page, baseURL);
      await page.getByRole('button', { name: 'Solve', exact: true }).click();
      await page.getByRole('status').getByText('Solved in 26 moves').waitFor({ timeout: 20_000 });
      await page.waitForURL(/\/m0$/);
      const other = await context.newPage();
      await other.goto(page.url());
      await other.getByRole('status').getByText('Solved in 26 moves').waitFor({ timeout: 20_000 });
      await other.getByTestId('position').getByText('Move 0 of 26', { exact: true }).waitFor();
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
      await dialog.getByRole('button', { name: 'Open Two of a kind', exact: true }).click();
      await page.getByRole('button', { name: 'Solve', exact: true }).click();
      await page.getByRole('status').getByText('Solved in 26 moves').waitFor({ timeout: 20_000 });
    },
  },
  {
    name: "a link carries the level's name: the opened level shows it in its heading and the page title",
    run: async (page, { baseURL, context }) => {
      await page.goto(baseURL);
      await page.getByRole('tab', { name: 'Move', exact: true }).click();
      const first = page.getByRole('complementary', { name: 'Gallery' }).getByRole('button').first();
      const name = (await first.locator('.level-name').textContent()).trim();
      await first.click();
      await page.getByRole('button', { name: 'Share' }).click();
      await page.getByText(/Link copied|Copy this link/).waitFor();
      assert.match(page.url(), /#v1\/move\/[A-Za-z0-9_-]+\/n[A-Za-z0-9_-]+$/);
      const other = await context.newPage();
      await other.goto(page.url());
      await other.getByRole('heading', { level: 2, name }).waitFor();
      assert.equal(await other.title(), `${name} · Move — Unstuck`);
    },
  },
  {
    name: 'a link set on an open tab (hashchange) opens its level; the level being edited is kept in My levels',
    run: async (page, { baseURL }) => {
      // a level of one's own, not in the gallery
      await page.goto(baseURL);
      await importMoveLevel(page, '..A\n--\na..\n');
      await page.getByRole('heading', { level: 2, name: 'Your level' }).waitFor();
      // a named Move level's link, as any page could write it, pasted into this tab's address bar
      const hash = levelHash('move', LEVEL, 'From a friend');
      await page.evaluate((h) => {
        window.location.hash = h;
      }, hash);
      await page.getByRole('heading', { level: 2, name: 'From a friend' }).waitFor();
      assert.equal(await page.title(), 'From a friend · Move — Unstuck');
      await page.getByRole('status').getByText('The level you were editing is kept in My levels as "My Move level".').waitFor();
      await page.getByRole('button', { name: 'Solve', exact: true }).click();
      await page.getByRole('status').getByText('Solved in 26 moves').waitFor({ timeout: 20_000 });
      // the level edited before is there to open again
      await page.getByRole('button', { name: 'My levels' }).click();
      const dialog = page.getByRole('dialog', { name: 'My levels' });
      await dialog.getByRole('listitem').waitFor();
      assert.equal(await dialog.getByRole('listitem').getByRole('textbox').inputValue(), 'My Move level');
      await dialog.getByRole('button', { name: 'Open My Move level', exact: true }).click();
      await page.getByRole('heading', { level: 2, name: 'My Move level' }).waitFor();
      // the address bar follows it: its link holds the text that was being edited, and its name
      await page.waitForURL(/\/n[A-Za-z0-9_-]+$/);
      const [, payload, name] = /#v1\/move\/([A-Za-z0-9_-]+)\/n([A-Za-z0-9_-]+)$/.exec(page.url());
      assert.equal(inflateRawSync(Buffer.from(payload, 'base64url')).toString(), '..A\n--\na..\n');
      assert.equal(Buffer.from(name, 'base64url').toString(), 'My Move level');
    },
  },
];
