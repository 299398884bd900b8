// Real-browser tests of the level editors and play mode, in the built app (tests/e2e/run.mjs
// serves dist/ and gives each test a fresh page).
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';

const cellName = (r, c) => new RegExp(`^row ${r} column ${c}:`);

async function openEditor(page, baseURL, family) {
  await page.goto(baseURL);
  await page.getByRole('tab', { name: family, exact: true }).click();
  await page.getByRole('button', { name: 'Edit', exact: true }).click();
  const editor = page.getByRole('region', { name: `${family} editor` });
  await editor.getByRole('button', { name: 'Import text' }).waitFor();
  return editor;
}

const cell = (scope, r, c) => scope.getByRole('gridcell', { name: cellName(r, c) });

/** The small Move level both Move tests draw on a cleared board: dot a at 1,1, target A at
 * 3,3, an obstacle at 2,2. Four moves is optimal (R R D D, or D D R R). */
async function drawMoveLevel(page, baseURL) {
  const editor = await openEditor(page, baseURL, 'Move');
  await editor.getByRole('button', { name: 'Clear' }).click();
  await page.keyboard.press('4'); // dot
  await cell(editor, 1, 1).click();
  await editor.getByRole('group', { name: 'Level problems' }).getByText(/has 1 dot but 0 targets/).waitFor();
  await page.keyboard.press('3'); // target
  await cell(editor, 3, 3).click();
  await page.keyboard.press('2'); // obstacle
  await cell(editor, 2, 2).click();
  await editor.getByRole('group', { name: 'Level problems' }).getByText('The level is valid.').waitFor();
  return editor;
}

export const tests = [
  {
    name: 'draw a Move level by clicking, solve it, play it with the keyboard, undo, win',
    async run(page, { baseURL }) {
      const editor = await drawMoveLevel(page, baseURL);
      await editor.getByRole('button', { name: 'Solve', exact: true }).click();
      await page.getByRole('status').getByText('Solved in 4 moves').waitFor({ timeout: 30_000 });
      await page.getByRole('button', { name: 'Play it yourself' }).click();
      const play = page.getByRole('region', { name: 'Play Move' });
      await play.getByRole('button', { name: 'Hint' }).waitFor();
      await page.keyboard.press('ArrowRight');
      await page.keyboard.press('ArrowRight');
      await play.getByRole('button', { name: 'Undo' }).click();
      assert.match(await play.getByTestId('move-count').textContent(), /^Moves: 1/);
      for (const key of ['ArrowRight', 'ArrowDown', 'ArrowDown']) await page.keyboard.press(key);
      await play.getByRole('alert').getByText('Solved in 4 moves').waitFor({ timeout: 5_000 });
    },
  },
  {
    name: 'a hint in play mode is a move of an optimal solution; Solve from here finishes optimally',
    async run(page, { baseURL }) {
      await drawMoveLevel(page, baseURL);
      await page.getByRole('button', { name: 'Play it yourself' }).click();
      const play = page.getByRole('region', { name: 'Play Move' });
      await play.getByRole('button', { name: 'Hint' }).click();
      const hint = play.getByTestId('hint');
      await hint.waitFor({ timeout: 30_000 });
      const first = await hint.getAttribute('data-move');
      // asked from the start, the answer also gives the optimal count
      await play.getByTestId('move-count').getByText('(optimal: 4)').waitFor();
      const key = { U: 'ArrowUp', D: 'ArrowDown', L: 'ArrowLeft', R: 'ArrowRight' }[first];
      assert.ok(key, `the hint '${first}' is not a Move move`);
      await page.keyboard.press(key);
      await play.getByRole('button', { name: 'Solve from here' }).click();
      // after a first move on an optimal path, an optimal finish takes exactly 3 more
      await play.getByRole('alert').getByText('Solved in 4 moves — optimal!').waitFor({ timeout: 30_000 });
    },
  },
  {
    name: 'paste a classic Snakebird level and solve it',
    async run(page, { baseURL }) {
      const editor = await openEditor(page, baseURL, 'Snakebird');
      await editor.getByRole('button', { name: 'Import text' }).click();
      await editor.getByRole('textbox').fill(readFileSync('tests/fixtures/levels/snakebird/level01.txt', 'utf8'));
      await editor.getByRole('button', { name: 'Import', exact: true }).click();
      await editor.getByRole('group', { name: 'Level problems' }).getByText('The level is valid.').waitFor();
      await editor.getByRole('button', { name: 'Solve', exact: true }).click();
      // the seed's expected.json: classic level 01 takes 16 moves
      await page.getByRole('status').getByText('Solved in 16 moves').waitFor({ timeout: 60_000 });
    },
  },
  {
    name: 'draw a snake by dragging from its head along its body; Undo removes it',
    async run(page, { baseURL }) {
      const editor = await openEditor(page, baseURL, 'Snakebird');
      await editor.getByRole('button', { name: 'Clear' }).click();
      await page.keyboard.press('8'); // snake
      const path = [[2, 4], [2, 3], [3, 3], [3, 2]];
      const centre = async ([r, c]) => {
        const b = await cell(editor, r, c).boundingBox();
        return [b.x + b.width / 2, b.y + b.height / 2];
      };
      const [x0, y0] = await centre(path[0]);
      await page.mouse.move(x0, y0);
      await page.mouse.down();
      for (const p of path.slice(1)) {
        const [x, y] = await centre(p);
        await page.mouse.move(x, y, { steps: 4 });
      }
      await page.mouse.up();
      assert.match(await cell(editor, 2, 4).getAttribute('aria-label'), /head of snake/);
      for (const p of path.slice(1)) assert.match(await cell(editor, ...p).getAttribute('aria-label'), /body of snake/);
      await editor.getByRole('button', { name: 'Undo' }).click();
      assert.doesNotMatch(await cell(editor, 2, 4).getAttribute('aria-label'), /snake/);
    },
  },
  {
    name: 'every family: New level is valid at once and solves; Clear and New level are one Undo away',
    async run(page, { baseURL }) {
      for (const family of ['Anemones', 'Snakebird', 'Move', 'Bars', 'DogBunny']) {
        const editor = await openEditor(page, baseURL, family);
        const problems = editor.getByRole('group', { name: 'Level problems' });
        const before = await page.getByRole('heading', { level: 2 }).nth(1).textContent();
        await editor.getByRole('button', { name: 'Clear', exact: true }).click();
        await editor.getByRole('button', { name: 'Undo clear' }).click();
        await editor.getByRole('button', { name: 'Undo', exact: true }).and(page.locator(':disabled')).waitFor();
        await editor.getByRole('button', { name: 'New level', exact: true }).click();
        await problems.getByText('The level is valid.').waitFor();
        await editor.getByRole('status').getByText('A new level: the level before is one Undo away.').waitFor();
        assert.ok(before, 'the level had a name');
        await editor.getByRole('button', { name: 'Solve', exact: true }).click();
        await page.getByRole('status').filter({ hasText: /Solved in \d+ moves?/ }).waitFor({ timeout: 30_000 });
      }
    },
  },
  {
    name: 'nothing is lost: a family keeps its edited level across family switches; modes keep the edit history and the moves played',
    async run(page, { baseURL }) {
      const editor = await openEditor(page, baseURL, 'Move');
      await page.keyboard.press('2'); // obstacle
      await cell(editor, 1, 2).click();
      assert.match(await cell(editor, 1, 2).getAttribute('aria-label'), /obstacle/);
      // away to another family and back: the edited level, and its undo history
      await page.getByRole('tab', { name: 'Bars', exact: true }).click();
      await page.getByRole('region', { name: 'Bars editor' }).waitFor();
      await page.getByRole('tab', { name: 'Move', exact: true }).click();
      const again = page.getByRole('region', { name: 'Move editor' });
      await again.getByRole('button', { name: 'Import text' }).waitFor();
      assert.match(await cell(again, 1, 2).getAttribute('aria-label'), /obstacle/);
      // play two moves, watch, come back: the moves are still there
      await page.getByRole('button', { name: 'Play it yourself', exact: true }).click();
      await page.getByRole('button', { name: 'Hint', exact: true }).waitFor();
      await page.keyboard.press('ArrowLeft');
      await page.keyboard.press('ArrowDown');
      await page.getByTestId('move-count').getByText(/^Moves: 2/).waitFor();
      await page.getByRole('button', { name: 'Solve and watch', exact: true }).click();
      await page.getByRole('button', { name: 'Play it yourself', exact: true }).click();
      await page.getByTestId('move-count').getByText(/^Moves: 2/).waitFor();
      // and the edit history is still there after watching and playing
      await page.getByRole('button', { name: 'Edit', exact: true }).click();
      await again.getByRole('button', { name: 'Undo', exact: true }).click();
      assert.doesNotMatch(await cell(again, 1, 2).getAttribute('aria-label'), /obstacle/);
    },
  },
  {
    name: 'keyboard and mouse play: a cursor on Bars and Anemones, a Snakebird snake chosen by a click or a number, Tab moves focus on',
    async run(page, { baseURL }) {
      await page.goto(baseURL);
      for (const family of ['Bars', 'Anemones']) {
        await page.getByRole('tab', { name: family, exact: true }).click();
        await page.getByRole('button', { name: 'Play it yourself', exact: true }).click();
        const board = page.getByRole('group', { name: /^Board: the arrow keys move the cursor/ });
        await board.focus();
        await page.keyboard.press('ArrowRight');
        await page.keyboard.press('Enter');
        await page.getByTestId('move-count').getByText(/^Moves: 1/).waitFor();
        await page.locator('.board .board-cursor').waitFor();
        await page.locator('.board .move-mark.last').waitFor();
      }
      await page.getByRole('tab', { name: 'Snakebird', exact: true }).click();
      await page.getByRole('button', { name: /^Classic 8/ }).click();
      const snakes = page.getByRole('radiogroup', { name: 'Snake' }).getByRole('radio');
      await snakes.nth(1).waitFor();
      const second = (await snakes.nth(1).textContent()).match(/\((.)\)/)[1];
      await page.getByTestId(`snake-${second}`).click();
      await snakes.nth(1).and(page.locator('[aria-checked="true"]')).waitFor();
      await page.getByTestId(`snake-${second}`).and(page.locator('[data-selected="true"]')).waitFor();
      await page.keyboard.press('1');
      await snakes.nth(0).and(page.locator('[aria-checked="true"]')).waitFor();
      const board = page.getByRole('group', { name: 'Board: the arrow keys move' });
      await board.focus();
      await page.keyboard.press('Tab');
      assert.equal(await board.evaluate((el) => el === document.activeElement), false, 'Tab moved focus off the board');
    },
  },
  {
    name: 'take over at move 2 with Play from here: Moves: 2, a move of my own is a branch, Solve from here plays the optimal remainder',
    async run(page, { baseURL }) {
      await page.goto(baseURL);
      await page.getByRole('tab', { name: 'Anemones', exact: true }).click();
      await page.getByRole('button', { name: 'Solve', exact: true }).click();
      await page.getByRole('status').getByText('Solved in 6 moves').waitFor({ timeout: 30_000 });
      await page.getByRole('list', { name: 'Solution moves' }).waitFor();
      const solution = await page.getByRole('list', { name: 'Solution moves' }).getByRole('button').allTextContents();
      await page.getByRole('button', { name: 'Next move' }).click();
      await page.getByRole('button', { name: 'Next move' }).click();
      await page.getByRole('button', { name: 'Play from here' }).click();
      await page.getByTestId('move-count').getByText(/^Moves: 2/).waitFor();
      // the move tree shows the solution, at its second move
      const current = page.getByRole('region', { name: 'Play Anemones' }).getByRole('list', { name: 'Solution moves' }).locator('[aria-current="step"]');
      assert.equal(await current.textContent(), solution[1]);
      // a move of my own: the line leaves the solution, shown as a branch
      const third = /Tap anemone (\d+)/.exec(solution[2])[1];
      const other = third === '1' ? '2' : '1';
      await page.getByTestId(`anemone-${other}`).click();
      await page.getByText('Your line leaves the solution after move 2.').waitFor();
      await page.getByRole('button', { name: 'Undo', exact: true }).click();
      await page.getByTestId('move-count').getByText(/^Moves: 2/).waitFor();
      // from move 2 the optimal remainder is 4 moves: the win comes at 6, the optimum
      await page.getByRole('button', { name: 'Solve from here' }).click();
      await page.getByRole('alert').getByText('Solved in 6 moves — optimal!').waitFor({ timeout: 30_000 });
    },
  },
];
