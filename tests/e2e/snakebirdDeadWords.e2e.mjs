// A Snakebird position lost in play says "A snakebird died" across the board's head: at a size
// one reads on the screen whatever the level's size (not a size in board units: 47 px tall on a
// small level at 1280x800, over the exit, and 6 px on a phone's wide level), in the page's error
// colour, which the dark sky does not swallow (#c53030 was 2.4:1 on it), ringed in the panel's
// colour so that it reads over walls and the exit as well.
import assert from 'node:assert/strict';
import { contrast } from './contrast.mjs';

/** Opens a Snakebird gallery level in play and plays `keys` on its board, each move waited for. */
async function playToLoss(page, baseURL, level, keys) {
  await page.goto(baseURL);
  await page.getByRole('tab', { name: 'Snakebird', exact: true }).click();
  await page.getByRole('button', { name: new RegExp(`^${level}( ?\\d+ moves)?$`) }).click();
  await page.getByRole('button', { name: 'Play it yourself', exact: true }).click();
  await page.locator('.pl-board').focus();
  for (const [i, key] of keys.entries()) {
    await page.keyboard.press(key);
    await page.getByText(new RegExp(`^Moves: ${i + 1}\\b`)).waitFor();
  }
  await page.getByText('This position is lost: undo or restart.').waitFor();
  await page.locator('svg.board .sb-dead').waitFor();
}

/** The words' box on the screen (CSS px, from the board's corner), their colours and the sky's. */
function measure(page) {
  return page.locator('svg.board .sb-dead').evaluate((t) => {
    const b = t.getBoundingClientRect();
    const board = t.closest('svg').getBoundingClientRect();
    const sky = t.closest('svg').querySelector('.sb-sky');
    return {
      height: b.height,
      left: b.left - board.left,
      right: board.right - b.right,
      top: b.top - board.top,
      fill: getComputedStyle(t).fill,
      ring: getComputedStyle(t).stroke,
      sky: getComputedStyle(sky).fill,
    };
  });
}

/** the words at a size one reads, inside the board, and in colours that stand out */
function assertReadable(m) {
  assert.ok(m.height >= 16 && m.height <= 30, `the words are ${m.height.toFixed(1)} px tall, not 16 to 30: ${JSON.stringify(m)}`);
  assert.ok(m.left >= 0 && m.right >= 0 && m.top >= 0, `the words reach past the board: ${JSON.stringify(m)}`);
  assert.ok(contrast(m.fill, m.ring) >= 4.5, `the words on their ring: ${contrast(m.fill, m.ring).toFixed(2)}:1 (${m.fill} on ${m.ring})`);
  assert.ok(contrast(m.fill, m.sky) >= 3, `the words on the sky: ${contrast(m.fill, m.sky).toFixed(2)}:1 (${m.fill} on ${m.sky})`);
}

export const tests = [
  {
    name: 'a small level at 1280x800, dark: the words are the size of the page\'s, not 47 px tall over the exit, and read on the dark sky',
    contextOptions: { colorScheme: 'dark' },
    run: async (page, { baseURL }) => {
      // Red, chosen first, steps right: Green, no longer held, falls out of the world
      await playToLoss(page, baseURL, 'Snakefall: Far apart', ['ArrowRight']);
      assertReadable(await measure(page));
    },
  },
  {
    name: 'a wide level on a 390x844 phone: the words are not 6 px tall',
    viewport: { width: 390, height: 844 },
    run: async (page, { baseURL }) => {
      // up, left along the ledge, down past its end, and off the bottom of the map
      await playToLoss(page, baseURL, 'Classic 0', ['ArrowUp', 'ArrowLeft', 'ArrowLeft', 'ArrowLeft', 'ArrowLeft', 'ArrowLeft', 'ArrowDown', 'ArrowLeft', 'ArrowLeft', 'ArrowDown']);
      assertReadable(await measure(page));
    },
  },
];
