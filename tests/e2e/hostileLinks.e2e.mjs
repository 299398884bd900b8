// Hostile links in the real browser (issue 16): each is built here as a stranger would, raw
// deflate and base64url, opened at start-up (and one set on an open tab), and must be refused
// by an alert that names the problem (and the cap it passes) while the app stays usable. No
// timing is measured: a frozen tab makes the waits below time out, which fails the test.
import assert from 'node:assert/strict';
import { levelHash as link } from './steps.mjs';

const SNAKEBIRD_ROW = link('snakebird', `A*\n${'-'.repeat(20_000)}${'\n'.repeat(20_000)}`);

const CASES = [
  {
    name: 'a Snakebird map of a 20,000-column row and 20,000 blank lines (once froze the tab for 40 s)',
    hash: SNAKEBIRD_ROW,
    alert: /Snakebird level does not parse: line 2, column 257: .*20,000 columns wide; at most 256 are read/,
  },
  {
    name: 'an apocalyptech text of 60,000 blank lines (blank-line trimming was quadratic)',
    hash: link('snakebird', `Level: x${'\n'.repeat(60_000)}w`),
    alert: /Snakebird level does not parse: line 258, column 1: .*60,000 rows; at most 256 are read/,
  },
  {
    name: 'a text holding a terminal escape sequence',
    hash: link('move', '..A\x1b[31m\n--\na..\n'),
    alert: /the level holds control characters/,
  },
  {
    name: 'a text larger than 1 MiB once inflated',
    hash: link('move', '.'.repeat(1_100_000)),
    alert: /larger than 1 MB \(1,048,576 bytes\) of text/,
  },
  {
    name: 'a fragment over 128 kB',
    hash: `#v1/move/${'A'.repeat(140_000)}`,
    alert: /longer than 128 kB/,
  },
  {
    name: 'a DogBunny text with 300 bunnies on one node',
    hash: link('dogbunny', `node a 0 0\nnode b 1 0\nedge a <-> b\n${'bunny a\n'.repeat(300)}goal bunny b\n`),
    alert: /DogBunny level does not parse: line 260, column 1: .*more than 256 animals; at most 256 are read/,
  },
];

/** The alert for a refused link, with its text checked. */
async function refused(page, alert) {
  await page.getByRole('alert').filter({ hasText: alert }).waitFor();
}

/** The app still works: a gallery level solves. */
async function stillSolves(page) {
  await page.getByRole('tab', { name: 'Move', exact: true }).click();
  await page.getByRole('complementary', { name: 'Gallery' }).getByRole('button').first().click();
  await page.getByRole('button', { name: 'Solve', exact: true }).click();
  await page.getByRole('status').getByText(/Solved in \d+ moves/).waitFor({ timeout: 30_000 });
}

export const tests = [
  ...CASES.map(({ name, hash, alert }) => ({
    name: `opened at start-up: ${name}`,
    run: async (page, { baseURL }) => {
      await page.goto(`${baseURL}${hash}`);
      await refused(page, alert);
      await stillSolves(page);
    },
  })),
  {
    name: 'set on an open tab (hashchange): the Snakebird row that once froze the tab',
    run: async (page, { baseURL }) => {
      await page.goto(baseURL);
      // the page has opened its level (the controls are enabled once it has)
      await page.getByRole('tab', { name: 'Snakebird', exact: true }).click();
      await page.getByRole('complementary', { name: 'Gallery' }).getByRole('button').first().click();
      const title = await page.title();
      await page.evaluate((h) => {
        window.location.hash = h;
      }, SNAKEBIRD_ROW);
      await refused(page, CASES[0].alert);
      // the level open before is still the one open
      await page.getByRole('tab', { name: 'Snakebird', selected: true }).waitFor();
      assert.equal(await page.title(), title);
      await stillSolves(page);
    },
  },
];
