// The move tree in Chromium (issue 15 item 1) and the point of no return on the timeline
// (issue 18): take over at a move, play variations beside the solution, walk them with Undo and
// Redo, Solve from here, and a losing line marked on the playback timeline and in the tree.
import assert from 'node:assert/strict';
import { axeViolations } from './app.e2e.mjs';
import { movesPlayed, solveBotanicula, takeOverAt } from './steps.mjs';

const anemone = (move) => /Tap anemone (\d+)/.exec(move)[1];
/** the buttons of a list's own moves (not those of its variations) */
const ownMoves = (list) => list.locator(':scope > li > button').allTextContents();
const current = (scope) => scope.locator('[aria-current="step"]').textContent();

export const tests = [
  {
    name: 'take over at move 2, play a move of my own, go back, play a second: both variations kept and shown; Undo and Redo walk the branches; watching keeps them',
    async run(page, { baseURL }) {
      const solution = await solveBotanicula(page, baseURL);
      assert.equal(solution.length, 6);
      const play = await takeOverAt(page, 2);
      const [a, b] = ['1', '2', '3'].filter((n) => n !== anemone(solution[2]));
      await page.getByTestId(`anemone-${a}`).click();
      await movesPlayed(page, 3);
      await play.getByText('Your line leaves the solution after move 2.').waitFor();
      await play.getByRole('button', { name: 'Undo', exact: true }).click();
      await movesPlayed(page, 2);
      await page.getByTestId(`anemone-${b}`).click();
      await movesPlayed(page, 3);
      // the main line is the solution; the two moves of my own are two variations after move 2
      const tree = play.getByRole('list', { name: 'Solution moves' });
      assert.deepEqual(await ownMoves(tree), solution);
      const variations = play.getByRole('list', { name: 'Variation after move 2' });
      assert.equal(await variations.count(), 2);
      assert.deepEqual(await variations.getByRole('button').allTextContents(), [`3. Tap anemone ${a}`, `3. Tap anemone ${b}`]);
      assert.equal(await current(tree), `3. Tap anemone ${b}`);

      // Undo goes to the parent, Redo follows the line last taken from there
      await play.getByRole('button', { name: 'Undo', exact: true }).click();
      assert.equal(await current(tree), solution[1]);
      await play.getByRole('button', { name: 'Redo', exact: true }).click();
      assert.equal(await current(tree), `3. Tap anemone ${b}`);
      // a click on the other variation goes there; from now on Redo follows it
      await variations.getByRole('button', { name: `3. Tap anemone ${a}` }).click();
      assert.equal(await current(tree), `3. Tap anemone ${a}`);
      for (let i = 0; i < 3; i++) await play.getByRole('button', { name: 'Undo', exact: true }).click();
      await movesPlayed(page, 0);
      for (let i = 0; i < 3; i++) await play.getByRole('button', { name: 'Redo', exact: true }).click();
      assert.equal(await current(tree), `3. Tap anemone ${a}`);
      // the same move again follows its variation: nothing new
      await play.getByRole('button', { name: 'Undo', exact: true }).click();
      await page.getByTestId(`anemone-${a}`).click();
      assert.equal(await variations.count(), 2);

      // watching keeps the tree: the side list shows it, the timeline walks the line taken
      await page.getByRole('button', { name: 'Solve and watch', exact: true }).click();
      const side = page.getByRole('complementary', { name: 'Solver' }).getByRole('list', { name: 'Solution moves' });
      assert.equal(await side.getByRole('list', { name: 'Variation after move 2' }).count(), 2);
      assert.match(await page.getByTestId('position').textContent(), /^Move 3 of 3/);
      await page.getByRole('button', { name: 'Previous move' }).click();
      await page.getByRole('button', { name: 'Previous move' }).click();
      assert.match(await page.getByTestId('position').textContent(), /^Move 1 of 3/);
      await page.getByRole('button', { name: 'Next move' }).click();
      await page.keyboard.press('ArrowRight');
      assert.equal(await current(side), `3. Tap anemone ${a}`);
      // the solution is one click away in the list, and the timeline then walks it
      await side.locator(':scope > li > button').nth(3).click();
      assert.match(await page.getByTestId('position').textContent(), /^Move 4 of 6/);
      for (const v of await axeViolations(page)) assert.fail(`axe, watching a tree with variations: ${v}`);
      // and back in play mode, at the position watched
      await page.getByRole('button', { name: 'Play it yourself', exact: true }).click();
      await movesPlayed(page, 4);
      for (const v of await axeViolations(page)) assert.fail(`axe, playing a tree with variations: ${v}`);
    },
  },
  {
    name: 'take over at move 3, a move of my own, then Solve from here: the remainder is as short as Check measures it, kept as a line under that move',
    async run(page, { baseURL }) {
      const solution = await solveBotanicula(page, baseURL);
      const play = await takeOverAt(page, 3);
      const mine = ['1', '2', '3'].find((n) => n !== anemone(solution[3]));
      await page.getByTestId(`anemone-${mine}`).click();
      await movesPlayed(page, 4);
      // Check measures each position's distance to a win, by its own enumeration of the space
      await page.getByRole('button', { name: 'Check', exact: true }).click();
      const panel = page.getByRole('region', { name: 'Check' });
      await panel.getByTestId('check-verdict').getByText('Solvable in 6 moves').waitFor({ timeout: 30_000 });
      await panel.getByRole('button', { name: 'Check the moves played (4)' }).click();
      const fourth = panel.getByRole('list', { name: 'The moves played: moves' }).locator('li').nth(3);
      const distance = fourth.locator('.check-to-win');
      await distance.waitFor({ timeout: 30_000 });
      const toWin = Number(/^(\d+) to win$/.exec(await distance.textContent())[1]);
      await play.getByRole('button', { name: 'Solve from here' }).click();
      await play.getByRole('alert').getByText(`Solved in ${4 + toWin} moves (optimal is 6)`).waitFor({ timeout: 30_000 });
      // the remainder is a line under my move: the variation after move 3 holds my move and the rest
      const variation = play.getByRole('list', { name: 'Variation after move 3' });
      assert.equal(await variation.getByRole('button').count(), 1 + toWin);
      assert.equal(await current(variation), (await variation.getByRole('button').last().textContent()));
    },
  },
  ...[
    { scheme: 'light', viewport: { width: 1280, height: 800 } },
    { scheme: 'dark', viewport: { width: 390, height: 844 } },
  ].map(({ scheme, viewport }) => ({
    name: `a losing line watched from Check: the timeline marks its point of no return and the move tree the move (${scheme}, ${viewport.width}×${viewport.height})`,
    viewport,
    contextOptions: { colorScheme: scheme, hasTouch: viewport.width < 500 },
    async run(page, { baseURL }) {
      await page.goto(baseURL);
      await page.getByRole('tab', { name: 'DogBunny', exact: true }).click();
      await page.getByRole('button', { name: /^Bridge/ }).click();
      await page.getByRole('button', { name: 'Check', exact: true }).click();
      const panel = page.getByRole('region', { name: 'Check' });
      await panel.getByTestId('check-verdict').getByText('Solvable in 5 moves').waitFor({ timeout: 30_000 });
      // the bunny waits on the bridge while the dog takes the island: lost after move 4
      await panel.getByRole('textbox', { name: /Your intended line/ }).fill('dog:kennel->meadow bunny:meadow->bridge dog:meadow->bridge dog:bridge->island bunny:bridge->island');
      await panel.getByRole('button', { name: 'Check this line' }).click();
      await panel.getByText('Your line does not win: no way to win after move 4.').waitFor({ timeout: 30_000 });
      // watch it from its first move
      await panel.getByRole('list', { name: 'Your line: moves' }).getByRole('button').first().click();
      const mark = page.getByRole('button', { name: 'No way to win from move 4' });
      await mark.waitFor({ timeout: 30_000 });
      assert.match(await page.getByTestId('position').textContent(), /^Move 1 of 5/);
      // the tick sits under the track at 4/5 of its length
      // (Check's line, not the solution: the slider says so)
      const track = await page.getByRole('slider', { name: 'Position in the line' }).boundingBox();
      const tick = await mark.boundingBox();
      const at = (tick.x + tick.width / 2 - track.x) / track.width;
      assert.ok(Math.abs(at - 0.8) < 0.05, `the tick is at ${at.toFixed(3)} of the track, not 0.8`);
      await mark.click();
      assert.match(await page.getByTestId('position').textContent(), /^Move 4 of 5: .* · no way to win from here$/);
      // the move tree marks the fourth move, the one after which no win is in reach
      const marked = page.getByRole('complementary', { name: 'Solver' }).getByTestId('tree-no-return');
      assert.equal(await marked.count(), 1);
      assert.match(await marked.locator('xpath=..').getByRole('button').textContent(), /^4\. Dog: bridge → island/);
      // the solution, watched beside it, has no such mark
      await page.getByRole('button', { name: 'Solve', exact: true }).click();
      await page.getByRole('status').getByText('Solved in 5 moves').waitFor({ timeout: 30_000 });
      await mark.waitFor({ state: 'detached', timeout: 30_000 });
      assert.match(await page.getByTestId('position').textContent(), /^Move 0 of 5$/);
      // the losing line stays in the tree as a variation, its mark with it
      assert.equal(await marked.count(), 1);
      for (const v of await axeViolations(page)) assert.fail(`axe: ${v}`);
      await marked.locator('xpath=..').getByRole('button').click();
      await mark.waitFor();
      for (const v of await axeViolations(page)) assert.fail(`axe, the timeline marked: ${v}`);
    },
  })),
  ...['light', 'dark'].map((colorScheme) => ({
    name: `the keyboard in the watched move list: one stop of Tab, the arrows walk the moves (and do not step), each move's focus ring whole in the scrolled box and apart from the current move's fill (${colorScheme})`,
    contextOptions: { colorScheme },
    async run(page, { baseURL }) {
      await page.goto(baseURL);
      await page.getByRole('tab', { name: 'Snakebird', exact: true }).click();
      await page.getByRole('button', { name: 'Solve', exact: true }).click();
      const list = page.getByRole('list', { name: 'Solution moves' });
      await list.waitFor({ timeout: 30_000 });
      await page.getByRole('button', { name: 'Next move' }).click();
      await page.getByTestId('position').getByText(/^Move 1 of /).waitFor();
      const n = await list.getByRole('button').count();
      assert.ok(n > 20, `${n} moves`);
      const current = list.locator('[aria-current="step"]');
      await current.focus();
      /** the focused move's ring, and how much of it the list's box leaves out of view; its colour and the move's fill */
      const ring = () =>
        page.evaluate(() => {
          const el = document.activeElement;
          const box = el.closest('.mt-line.move-list');
          if (!box) return { name: `not in the list: ${el.outerHTML.slice(0, 80)}` };
          const s = getComputedStyle(el);
          const out = parseFloat(s.outlineWidth) + parseFloat(s.outlineOffset);
          const r = el.getBoundingClientRect();
          const b = box.getBoundingClientRect();
          const [left, top] = [b.left + box.clientLeft, b.top + box.clientTop];
          const clipped = Math.max(0, left - (r.left - out), top - (r.top - out), r.right + out - (left + box.clientWidth), r.bottom + out - (top + box.clientHeight));
          return { name: el.textContent, clipped, outline: s.outlineColor, fill: s.backgroundColor, width: parseFloat(s.outlineWidth) };
        });
      const first = await ring();
      assert.equal(first.name, '1. Red →');
      assert.ok(first.width >= 2, `a ring of ${first.width} px`);
      assert.equal(first.clipped, 0, `the ring of the first move is cut by ${first.clipped} px`);
      assert.notEqual(first.outline, first.fill, 'the current move’s ring is the colour of its fill');
      await page.keyboard.press('ArrowRight');
      await page.keyboard.press('ArrowDown');
      const third = await ring();
      assert.equal(third.name, '3. Red →');
      assert.equal(third.clipped, 0, `the ring of the third move (the first row's last) is cut by ${third.clipped} px`);
      assert.match(await page.getByTestId('position').textContent(), /^Move 1 of /, 'the arrows in the list moved focus, not the position');
      await page.keyboard.press('End');
      assert.equal((await ring()).name, `${n}. ${(await list.getByRole('button').last().textContent()).replace(/^\d+\. /, '')}`);
      // one stop: Shift+Tab leaves the list at once, and Tab comes back to its current move
      await page.keyboard.press('Shift+Tab');
      assert.equal(await page.evaluate(() => document.activeElement.closest('.mt') === null), true, 'Shift+Tab stayed in the list');
      await page.keyboard.press('Tab');
      assert.equal((await ring()).name, '1. Red →');
      await page.keyboard.press('Enter');
      assert.match(await page.getByTestId('position').textContent(), /^Move 1 of /);
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('Enter');
      assert.match(await page.getByTestId('position').textContent(), /^Move 2 of /);
      // (the live line is filled a moment after the position: its throttle's timer, and its first words wait for the region to settle)
      await assert.doesNotReject(page.getByTestId('position-spoken').getByText(/^Move 2 of /).waitFor({ timeout: 5_000 }), 'the live line says move 2');
    },
  })),
];
