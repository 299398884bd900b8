// Editing, playing and watching flow into each other without losing anything: a level solved,
// played on from move 2 with a move of one's own, edited, left for another gallery level and
// opened again from the gallery, has its answer, its variation and the position back (6a885f0,
// d20a091).
import assert from 'node:assert/strict';

export const tests = [
  {
    name: 'flow: a level solved, played on, edited and left for another gallery level has everything back when opened again',
    async run(page, { baseURL }) {
      await page.goto(baseURL);
      await page.getByRole('tab', { name: 'Anemones', exact: true }).click();
      await page.getByRole('button', { name: /^Botanicula/ }).click();
      await page.getByRole('button', { name: 'Solve', exact: true }).click();
      const status = page.getByTestId('status');
      await status.getByText('Solved in 6 moves').waitFor({ timeout: 30_000 });
      const next = page.getByRole('button', { name: 'Next move' });
      await next.click();
      await next.click();
      await page.getByRole('button', { name: 'Play from here' }).click();
      const play = page.getByRole('region', { name: 'Play Anemones' });
      const count = page.getByTestId('move-count');
      await count.getByText(/^Moves: 2\b/).waitFor();
      const solution = await play.getByRole('list', { name: 'Solution moves' }).locator(':scope > li > button').allTextContents();
      const mine = ['1', '2', '3'].find((n) => !solution[2].endsWith(` ${n}`));
      await page.getByTestId(`anemone-${mine}`).click();
      await count.getByText(/^Moves: 3\b/).waitFor();
      await play.getByText('Your line leaves the solution after move 2.').waitFor();

      // an edit, then another gallery level, edited too, and back
      await page.getByRole('button', { name: 'Edit', exact: true }).click();
      const editor = page.getByRole('region', { name: 'Anemones editor' });
      await editor.getByRole('gridcell', { name: /^row 1 column 2:/ }).click();
      await page.getByRole('button', { name: /^Neighbours/ }).click();
      await page.getByRole('heading', { name: 'Neighbours' }).waitFor();
      await editor.getByRole('gridcell', { name: /^row 1 column 2:/ }).click();
      await page.getByRole('button', { name: /^Botanicula/ }).click();
      // (the edited Botanicula is kept in My levels) the gallery's is the level as opened, with its
      // answer and the moves played
      await page.getByRole('heading', { name: 'Botanicula' }).waitFor();
      assert.match(await status.textContent(), /^Solved in 6 moves/);
      await page.getByRole('button', { name: 'Play it yourself' }).click();
      await count.getByText(/^Moves: 3\b/).waitFor();
      await play.getByText('Your line leaves the solution after move 2.').waitFor();
      assert.equal(await play.locator('[aria-current="step"]').textContent(), `3. Tap anemone ${mine}`);
      // watching: the same line, at move 3
      await page.getByRole('button', { name: 'Solve and watch' }).click();
      assert.match(await page.getByRole('slider').getAttribute('aria-valuetext'), /^Move 3 of 3: Tap anemone/);
    },
  },
  {
    name: 'flow: stuck at a dead end, Hint says which move lost the win and how many to undo; undone as told, Hint gives a move again',
    async run(page, { baseURL }) {
      await page.goto(baseURL);
      await page.getByRole('tab', { name: 'DogBunny', exact: true }).click();
      await page.getByRole('button', { name: /^Night watch/ }).click();
      await page.getByRole('button', { name: 'Play it yourself' }).click();
      const play = page.getByRole('region', { name: 'Play DogBunny' });
      // the dog walks to the lettuce: no win from there (nothing known of the line before)
      for (const move of ['Dog: yard → gate', 'Dog: gate → garden', 'Dog: garden → lettuce']) await play.getByRole('button', { name: move, exact: true }).click();
      await play.getByRole('button', { name: 'Hint' }).click();
      await play.getByText('No solution from here: move 3 (Dog: garden → lettuce) lost the win. Undo 1 move.').waitFor({ timeout: 30_000 });
      await play.getByText('Looking for the move that lost the win…').waitFor({ state: 'detached' });
      await play.getByRole('button', { name: 'Undo' }).click();
      await play.getByRole('button', { name: 'Hint' }).click();
      await play.getByTestId('hint').waitFor({ timeout: 30_000 });
      assert.match(await page.getByTestId('move-count').textContent(), /^Moves: 2\b/);
    },
  },
];
