// A level opened invalid from a link: the status named the problem's place ('Solve is off: Row 1,
// column 2: colour A has 1 dot but 2 targets…') while the board outside the editor marked nothing;
// now the board marks the cell or node each problem is at, on a desktop and on a phone. (Such a
// link opens in the editor, which marks them too; the test goes from there to watch.)
import assert from 'node:assert/strict';
import { levelHash } from './steps.mjs';

const PHONE = { viewport: { width: 390, height: 844 }, contextOptions: { isMobile: true, hasTouch: true, deviceScaleFactor: 2 } };

/** the link opened, in the editor (Solve cannot take it), then watched; the status says why Solve is off, naming the place */
async function openInvalid(page, baseURL, family, text, place) {
  await page.goto(`${baseURL}${levelHash(family, text)}`);
  const modes = page.getByRole('group', { name: 'Mode' });
  await modes.getByRole('button', { name: 'Edit', pressed: true }).waitFor({ timeout: 10_000 });
  await modes.getByRole('button', { name: 'Solve and watch' }).click();
  await page.getByTestId('status').getByText(new RegExp(`^Solve is off: ${place}: `)).waitFor({ timeout: 10_000 });
}

/** the mark lies on the board, and its centre within `within` px of the centre of `on` */
async function assertMarkedOn(page, mark, on, within, what) {
  await mark.waitFor({ timeout: 10_000 });
  const [m, o] = [await mark.boundingBox(), await on.boundingBox()];
  const board = await page.getByTestId('board').boundingBox();
  const centre = (b) => [b.x + b.width / 2, b.y + b.height / 2];
  const [[mx, my], [ox, oy]] = [centre(m), centre(o)];
  assert.ok(Math.hypot(mx - ox, my - oy) <= within, `${what}: the mark's centre (${Math.round(mx)}, ${Math.round(my)}) on it (${Math.round(ox)}, ${Math.round(oy)})`);
  assert.ok(m.x >= board.x && m.y >= board.y && m.x + m.width <= board.x + board.width + 1 && m.y + m.height <= board.y + board.height + 1, `${what}: the mark within the board`);
}

const moveTest = (where, options) => ({
  name: `${where}: Move, a link's level with a target short of a dot: its cell is marked on the board the status names`,
  ...options,
  async run(page, { baseURL }) {
    await openInvalid(page, baseURL, 'move', 'AA\n--\na.\n', 'Row 1, column 2');
    // (the board is 2 cells wide: the second cell's centre is three quarters of the way across)
    const board = page.getByTestId('board').locator('svg.board');
    const mark = page.getByTestId('issue-0-1');
    await mark.waitFor({ timeout: 10_000 });
    const [m, b] = [await mark.boundingBox(), await board.boundingBox()];
    assert.ok(Math.abs(m.x + m.width / 2 - (b.x + 0.75 * b.width)) < 2 && Math.abs(m.y + m.height / 2 - (b.y + b.height / 2)) < 2, 'the mark is on row 1, column 2');
    assert.equal(await page.locator('[data-testid^="issue-"]').count(), 1, 'one mark, for the one problem');
  },
});

const dogbunnyTest = (where, options) => ({
  name: `${where}: DogBunny, a link's level with a dog and no dog goal: the dog's node is marked on the board`,
  ...options,
  async run(page, { baseURL }) {
    await openInvalid(page, baseURL, 'dogbunny', 'node a 0 0\nnode b 1 0\nedge a -> b\nbunny a\ndog b\ngoal bunny b\n', 'Node b');
    await assertMarkedOn(page, page.getByTestId('issue-b'), page.getByTestId('node-b').locator('circle').first(), 2, 'node b');
  },
});

const snakebirdTest = (where, options) => ({
  name: `${where}: Snakebird, a link's level with a fruit walled off: its cell is marked on the board`,
  ...options,
  async run(page, { baseURL }) {
    // (classic: row 4 is '#+#--', the fruit at column 2 closed in by wall)
    await openInvalid(page, baseURL, 'snakebird', '----*\n--BA-\n#####\n#+#--\n###--\n', 'Row 4, column 2');
    const mark = page.getByTestId('issue-3-1');
    await mark.waitFor({ timeout: 10_000 });
    const fruit = page.locator('svg.board .sb-fruit').first();
    await assertMarkedOn(page, mark, fruit, 2, 'the fruit at row 4, column 2');
    assert.equal(await page.locator('[data-testid^="issue-"]').count(), 1, 'one mark, for the one problem');
  },
});

export const tests = [moveTest('desktop', {}), moveTest('phone', PHONE), dogbunnyTest('desktop', {}), dogbunnyTest('phone', PHONE), snakebirdTest('desktop', {}), snakebirdTest('phone', PHONE)];
