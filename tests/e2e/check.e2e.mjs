// The Check view in Chromium (issue 18 §2): the analysis runs in the worker; the optimal count,
// the verdict on a pasted line with its shorter line to watch, and a point of no return.
import assert from 'node:assert/strict';

async function openCheck(page, baseURL, family, level) {
  await page.goto(baseURL);
  await page.getByRole('tab', { name: family, exact: true }).click();
  await page.getByRole('button', { name: new RegExp(`^${level}`) }).click();
  await page.getByRole('button', { name: 'Check', exact: true }).click();
  const panel = page.getByRole('region', { name: 'Check' });
  await panel.waitFor();
  return panel;
}

export const tests = [
  {
    name: 'on a phone, a map shrunk to the panel draws its dots at least 6 px across',
    viewport: { width: 390, height: 844 },
    contextOptions: { hasTouch: true, isMobile: true },
    run: async (page, { baseURL }) => {
      const panel = await openCheck(page, baseURL, 'Snakebird', 'Classic 1(?!0)');
      const map = panel.getByTestId('space-picture');
      await map.waitFor({ timeout: 30_000 });
      const shown = await map.evaluate((svg) => svg.getBoundingClientRect().width / Number(svg.getAttribute('width')));
      assert.ok(shown < 0.6, `the map is shrunk to the panel (${shown.toFixed(2)})`);
      const plain = await map.locator('circle.check-dot:not(.start):not(.win)').first().boundingBox();
      assert.ok(plain.width >= 6, `a dot is drawn ${plain.width.toFixed(1)} px across`);
    },
  },
  {
    name: 'Check on a gallery level shows the optimum, the optimal count and the whole space',
    run: async (page, { baseURL }) => {
      const panel = await openCheck(page, baseURL, 'DogBunny', 'Bridge');
      const verdict = panel.getByTestId('check-verdict');
      await verdict.getByText('Solvable in 5 moves (one of 10 optimal solutions).').waitFor({ timeout: 30_000 });
      assert.equal(await panel.getByTestId('optimal-count').textContent(), '10 distinct optimal solutions');
      await panel.getByText('25 positions reachable, 22 can still win, 3 dead ends').waitFor();
      // the picture of the 25 positions; a dot shows its position on the board
      const dots = panel.getByTestId('space-picture').locator('circle');
      assert.equal(await dots.count(), 25);
    },
  },
  {
    name: 'on a phone, a click 10 px beside a dot of the map of positions (past its drawn edge, within its 24 px target) shows that position',
    viewport: { width: 390, height: 844 },
    contextOptions: { hasTouch: true, isMobile: true },
    run: async (page, { baseURL }) => {
      const panel = await openCheck(page, baseURL, 'DogBunny', 'Bridge');
      await panel.getByTestId('check-verdict').getByText('Solvable in 5 moves').waitFor({ timeout: 30_000 });
      const dot = panel.getByTestId('space-picture').locator('circle.check-dot').nth(3);
      await dot.scrollIntoViewIfNeeded();
      const deep = Number((await dot.getAttribute('aria-label')).match(/(\d+) moves? from the start/)[1]);
      const box = await dot.boundingBox();
      assert.ok(box.width < 16, `the dot is drawn ${box.width} px across`);
      // beside it, in the gap to the next column (28 px on): its own target, nearer it than any other dot. A
      // click, not a tap: Chromium moves a tap onto a clickable element near it, other browsers need not
      await page.mouse.click(box.x + box.width / 2 + 10, box.y + box.height / 2);
      await page.getByTestId('position').getByText(new RegExp(`^Move ${deep} of ${deep}`)).waitFor({ timeout: 5_000 });
      assert.match(await dot.getAttribute('class'), /\bchosen\b/);
    },
  },
  {
    name: 'a line typed is in its box again after a reload, and Ctrl+Enter there checks it',
    run: async (page, { baseURL }) => {
      const panel = await openCheck(page, baseURL, 'Move', 'Move 4×4');
      await panel.getByTestId('check-verdict').getByText('Solvable in 7 moves').waitFor({ timeout: 30_000 });
      await panel.getByRole('textbox', { name: /Your intended line/ }).fill('R R D L L L U');
      await page.reload();
      const box = page.getByRole('region', { name: 'Check' }).getByRole('textbox', { name: /Your intended line/ });
      await box.waitFor({ timeout: 10_000 });
      assert.equal(await box.inputValue(), 'R R D L L L U');
      await box.press('Control+Enter');
      await page.getByRole('region', { name: 'Check' }).getByText('Your line is optimal (the only optimal solution).').waitFor({ timeout: 30_000 });
    },
  },
  {
    name: 'a pasted line that wins the long way gets "a shorter line exists", and the shorter line plays back',
    run: async (page, { baseURL }) => {
      const panel = await openCheck(page, baseURL, 'Move', 'Move 4×4');
      await panel.getByTestId('check-verdict').getByText('Solvable in 7 moves').waitFor({ timeout: 30_000 });
      // the optimal R R D L L L U with a detour L R in front
      await panel.getByRole('textbox', { name: /Your intended line/ }).fill('L R R R D L L L U');
      await panel.getByRole('button', { name: 'Check this line' }).click();
      await panel.getByText('A shorter line exists: 7 moves instead of 9.').waitFor({ timeout: 30_000 });
      await panel.getByRole('button', { name: 'Watch the shorter line' }).click();
      assert.match(await page.getByTestId('position').textContent(), /Move 0 of 7/);
      await page.getByRole('button', { name: 'Last position' }).click();
      await page.getByTestId('board').and(page.locator('[data-solved="true"]')).waitFor({ timeout: 5_000 });
      // the optimal line itself is judged optimal
      await panel.getByRole('textbox', { name: /Your intended line/ }).fill('R R D L L L U');
      await panel.getByRole('button', { name: 'Check this line' }).click();
      await panel.getByText('Your line is optimal (the only optimal solution).').waitFor({ timeout: 30_000 });
    },
  },
  {
    name: 'a losing line is marked at its point of no return, and play mode says it under the board as it happens',
    run: async (page, { baseURL }) => {
      const panel = await openCheck(page, baseURL, 'DogBunny', 'Bridge');
      await panel.getByTestId('check-verdict').getByText('Solvable in 5 moves').waitFor({ timeout: 30_000 });
      // the bunny waits on the bridge while the dog takes the island: the bridge no longer holds
      await panel.getByRole('textbox', { name: /Your intended line/ }).fill('dog:kennel->meadow bunny:meadow->bridge dog:meadow->bridge dog:bridge->island');
      await panel.getByRole('button', { name: 'Check this line' }).click();
      await panel.getByText('Your line does not win: no way to win after move 4.').waitFor({ timeout: 30_000 });
      const mark = panel.getByTestId('no-return');
      assert.equal(await mark.textContent(), 'No way to win after move 4');
      // the mark sits right after the fourth move in the list
      const items = await panel.getByRole('list', { name: 'Your line: moves' }).locator('li').allTextContents();
      assert.equal(items.indexOf('No way to win after move 4'), 4);

      // the same moves in play mode: said once the fourth is played
      await page.getByRole('button', { name: 'Play it yourself' }).click();
      const group = page.getByRole('group', { name: 'Legal moves' });
      // a legal move's button, named in notation or in words (data-move keeps the notation)
      const move = (m) => group.locator(`button[data-move="${m}"]`).or(group.getByRole('button', { name: m, exact: true }));
      for (const m of ['dog:kennel->meadow', 'bunny:meadow->bridge', 'dog:meadow->bridge']) await move(m).click();
      const said = page.getByRole('region', { name: 'Board' }).getByText(/No way to win from here/);
      assert.equal(await said.count(), 0);
      await move('dog:bridge->island').click();
      await said.and(page.getByText('No way to win from here: undo 1 move.')).waitFor({ timeout: 30_000 });
      await page.getByRole('button', { name: 'Undo', exact: true }).click();
      await said.waitFor({ state: 'detached', timeout: 30_000 });
    },
  },
  {
    name: 'an edit with Check open paints one cell: the report giving way does not scroll the grid under the pointer',
    // (a window the grid reaches past the foot of: where the board's column lies beside the Solver's, from 701 px wide,
    // the editor's board is sized to leave its size controls on screen since 5074f48, and ends above it; at 700 px the columns stack)
    viewport: { width: 700, height: 640 },
    run: async (page, { baseURL }) => {
      const panel = await openCheck(page, baseURL, 'Move', 'Move 4×4');
      await panel.getByTestId('check-verdict').getByText('Solvable in 7 moves').waitFor({ timeout: 30_000 });
      await page.getByRole('button', { name: 'Edit', exact: true }).click();
      await page.getByRole('radio', { name: /Obstacle/ }).click();
      // the grid's bottom row at the foot of the window, the page scrolled down to it (the report made it tall)
      const cell = page.getByRole('gridcell', { name: 'row 4 column 4: empty' });
      await cell.scrollIntoViewIfNeeded();
      const before = await page.evaluate(() => scrollY);
      assert.ok(before > 0, 'the page is scrolled');
      const box = await cell.boundingBox();
      await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
      await page.mouse.down();
      await panel.getByTestId('check-verdict').waitFor({ state: 'detached' });
      assert.equal(await page.evaluate(() => scrollY), before, 'the page did not scroll under the held pointer');
      const held = await panel.evaluate((el) => el.getBoundingClientRect().height);
      await page.mouse.up();
      const obstacles = await page.getByRole('gridcell', { name: /: obstacle$/ }).evaluateAll((cells) => cells.map((c) => c.getAttribute('aria-label')));
      assert.deepEqual(obstacles, ['row 2 column 2: obstacle', 'row 4 column 4: obstacle']);
      // let go, the report's room is not kept empty under "Check the level" (it was, to the next report)
      const { height, content } = await panel.evaluate((el) => ({ height: el.getBoundingClientRect().height, content: [...el.children].reduce((end, c) => Math.max(end, c.getBoundingClientRect().bottom), 0) - el.getBoundingClientRect().top }));
      assert.ok(height < held - 100, `the panel went from ${held} px to ${height}`);
      assert.ok(height <= content + 40, `the panel is ${height} px high for ${content} px of content`);
      // and the next stroke, with no report to give way, paints its cell as before
      await page.getByRole('gridcell', { name: 'row 1 column 4: empty' }).click();
      await page.getByRole('gridcell', { name: 'row 1 column 4: obstacle' }).waitFor();
    },
  },
  {
    name: 'on a phone, a long word that is no move is said without widening the page',
    viewport: { width: 390, height: 844 },
    contextOptions: { hasTouch: true, isMobile: true },
    run: async (page, { baseURL }) => {
      const panel = await openCheck(page, baseURL, 'DogBunny', 'Bridge');
      await panel.getByTestId('check-verdict').getByText('Solvable in 5 moves').waitFor({ timeout: 30_000 });
      await panel.getByRole('textbox', { name: /Your intended line/ }).fill(`dog:kennel->meadow ${'x'.repeat(120)}`);
      await panel.getByRole('button', { name: 'Check this line' }).click();
      await panel.getByRole('alert').getByText(/^Move 2, "x+", is not a move of this level/).waitFor();
      // (a phone lays the page out wider than its screen when the content is, and zooms out: innerWidth grows with it)
      const wide = await page.evaluate(() => document.documentElement.scrollWidth);
      assert.ok(wide <= 390, `the page is ${wide} px wide on a 390 px screen`);
    },
  },
];
