// Real-browser tests of the level editors and play mode, in the built app (tests/e2e/run.mjs
// serves dist/ and gives each test a fresh page).
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { levelHash, openEditor } from './steps.mjs';

const cellName = (r, c) => new RegExp(`^row ${r} column ${c}:`);

const cell = (scope, r, c) => scope.getByRole('gridcell', { name: cellName(r, c) });

/** Wait until `check` holds, or fail saying `what`. */
async function until(check, what, ms = 5_000) {
  for (const end = Date.now() + ms; Date.now() < end; await new Promise((r) => setTimeout(r, 50))) if (await check()) return;
  assert.fail(what);
}

const centre = (b) => ({ x: b.x + b.width / 2, y: b.y + b.height / 2 });
/** the centres of two boxes within `px` of each other */
async function sameCentre(a, b, what, px = 2) {
  const [p, q] = [centre(await a.boundingBox()), centre(await b.boundingBox())];
  assert.ok(Math.abs(p.x - q.x) <= px && Math.abs(p.y - q.y) <= px, `${what}: the paint layer's cell at ${JSON.stringify(p)}, the board's at ${JSON.stringify(q)}`);
}

/** Screen pixels per unit of the board's drawing (its viewBox, fitted into the element's box): the board's scale. */
const boardScale = (board) =>
  board.evaluate((svg) => {
    const box = svg.getBoundingClientRect();
    const view = svg.viewBox.baseVal;
    return Math.min(box.width / view.width, box.height / view.height);
  });

/**
 * Per family: a piece of the board and the paint layer's cell over it, and a paint that the
 * board must show (what it counts before and after).
 */
const ON_THE_BOARD = {
  Move: {
    piece: (page) => page.getByTestId('dot-0'),
    cell: (editor) => editor.getByRole('gridcell', { name: /: dot a/ }).first(),
    paint: (editor) => editor.getByRole('gridcell', { name: /: empty$/ }).first(),
    drawn: (page) => page.locator('.ed-board .obstacle').count(),
  },
  Bars: {
    piece: (page) => page.getByTestId('cell-3-2'),
    cell: (editor) => cell(editor, 3, 2),
    paint: (editor) => cell(editor, 1, 1),
    drawn: (page) => page.locator('.ed-board [data-value="1"]').count(),
  },
  Anemones: {
    piece: (page) => page.getByTestId('anemone-3').locator('rect').first(),
    cell: (editor) => cell(editor, 1, 3),
    paint: (editor) => cell(editor, 1, 2),
    drawn: (page) => page.locator('.ed-board .anemone.up').count(),
  },
  Snakebird: {
    piece: (page) => page.getByTestId('exit'),
    cell: (editor) => editor.getByRole('gridcell', { name: /: exit$/ }),
    paint: (editor) => editor.getByRole('gridcell', { name: /: empty$/ }).first(),
    // (a row's walls are one path, a square each)
    drawn: (page) => page.locator('.ed-board .sb-wall').evaluateAll((rows) => rows.reduce((n, p) => n + p.getAttribute('d').split('M').length - 1, 0)),
  },
  DogBunny: {
    piece: (page) => page.getByTestId('node-tree').locator('circle'),
    cell: (editor) => editor.getByRole('gridcell', { name: /: node tree/ }),
    paint: (editor) => editor.getByRole('gridcell', { name: /: empty point$/ }).first(),
    drawn: (page) => page.locator('.ed-board [data-testid^="node-"]').count(),
  },
};

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
    name: 'phone, touch: a swipe that starts on a snakebird moves that snakebird, not the one chosen before',
    viewport: { width: 390, height: 844 },
    contextOptions: { hasTouch: true, isMobile: true },
    async run(page, { baseURL }) {
      await page.goto(baseURL);
      await page.getByRole('tab', { name: 'Snakebird', exact: true }).tap();
      await page.getByRole('button', { name: /^Snakefall: Far apart/ }).tap();
      await page.getByRole('button', { name: 'Play it yourself', exact: true }).tap();
      await page.locator('svg.board.snakebird').waitFor();
      assert.equal(await page.locator('svg.board [data-selected="true"]').getAttribute('data-testid'), 'snake-R');
      await page.locator('svg.board.snakebird').scrollIntoViewIfNeeded();
      const head = await page.locator('[data-testid="snake-G"] .sb-head').boundingBox();
      const at = { x: head.x + head.width / 2, y: head.y + head.height / 2 };
      const cdp = await page.context().newCDPSession(page);
      const touch = (type, p) => cdp.send('Input.dispatchTouchEvent', { type, touchPoints: p ? [{ x: p.x, y: p.y }] : [] });
      await touch('touchStart', at);
      for (let k = 1; k <= 6; k++) await touch('touchMove', { x: at.x + 10 * k, y: at.y });
      await touch('touchEnd');
      await page.getByTestId('move-count').filter({ hasText: 'Moves: 1' }).waitFor();
      await page.getByRole('list', { name: 'Moves played' }).getByRole('button', { name: /^1\. Green →/ }).waitFor();
    },
  },
  {
    name: 'a click at the very corner of a small cell paints that cell (a rounded cell took its corners as outside: a click there did nothing)',
    async run(page, { baseURL }) {
      const rows = Array.from({ length: 64 }, (_, r) => Array.from({ length: 64 }, (_, c) => (r * 7 + c * 3) % 2).join('')).join('\n');
      await page.goto(baseURL + levelHash('bars', `pattern cross\ngoal 1\n${rows}\n`, 'Bars 64'));
      await page.getByRole('button', { name: 'Edit', exact: true }).click();
      const editor = page.getByRole('region', { name: 'Bars editor' });
      for (const [r, c] of [[3, 3], [8, 31], [12, 60]]) {
        const before = await cell(editor, r, c).getAttribute('aria-label');
        const box = await cell(editor, r, c).boundingBox();
        await page.mouse.click(box.x + 0.3, box.y + 0.3);
        await until(async () => (await cell(editor, r, c).getAttribute('aria-label')) !== before, `row ${r} column ${c} (${box.width.toFixed(1)} px) painted by a click at its corner`);
      }
    },
  },
  {
    name: 'the page scrolled under a held pointer paints no cell the pointer did not move to; moved on, the stroke goes on from there',
    viewport: { width: 1280, height: 500 },
    async run(page, { baseURL }) {
      const editor = await openEditor(page, baseURL, 'Move');
      await editor.getByRole('radio', { name: /Obstacle/ }).click();
      const obstacles = async () => (await editor.getByRole('gridcell', { name: /: obstacle$/ }).evaluateAll((cells) => cells.map((c) => c.getAttribute('aria-label')))).sort();
      const before = await obstacles();
      const start = cell(editor, 1, 1);
      await start.scrollIntoViewIfNeeded();
      const box = await start.boundingBox();
      await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
      await page.mouse.down();
      // the page scrolls by a cell's height (a wheel, a panel above giving way): the cell below comes under the pointer
      const scrolled = await page.evaluate((dy) => { const y = scrollY; scrollBy(0, dy); return scrollY - y; }, Math.round(box.height + 8));
      assert.ok(scrolled > box.height / 2, `the page scrolled (${scrolled} px)`);
      await page.waitForTimeout(300);
      assert.deepEqual(await obstacles(), [...before, 'row 1 column 1: obstacle'].sort());
      // the pointer moves on: the stroke goes on from the cell under it
      await page.mouse.move(box.x + box.width / 2 + 2, box.y + box.height / 2);
      await page.mouse.up();
      assert.deepEqual(await obstacles(), [...before, 'row 1 column 1: obstacle', 'row 2 column 1: obstacle'].sort());
    },
  },
  {
    name: 'Enter held on Undo undoes back to the start and stops there: Undo keeps the focus, nothing is redone',
    async run(page, { baseURL }) {
      const editor = await openEditor(page, baseURL, 'Move');
      await editor.getByRole('grid').waitFor();
      const text = () => page.evaluate(() => localStorage.getItem('unstuck.draft.move'));
      const start = await text();
      await page.keyboard.press('2'); // obstacle
      await editor.getByRole('gridcell', { name: /: empty$/ }).first().click();
      await until(async () => (await text()) !== start, 'the paint is autosaved');
      const undo = editor.getByRole('button', { name: 'Undo', exact: true });
      await undo.focus();
      for (let i = 0; i < 3; i++) await page.keyboard.press('Enter');
      await page.waitForTimeout(200);
      assert.equal(await undo.getAttribute('aria-disabled'), 'true');
      assert.equal(await page.evaluate(() => document.activeElement?.textContent), 'Undo');
      assert.equal(await text(), start, 'back at the start, and not redone');
    },
  },
  {
    name: 'every family is painted on its own board at its size in play: one board, no preview, the cells over the board\'s cells',
    // (a window where the editor's board is not fitted to the screen: beside the Solver's column, from 701 px wide, the editor's
    // board is at most what the window leaves above its size controls since 5074f48; 900 px upright stacks the columns)
    viewport: { width: 900, height: 1100 },
    async run(page, { baseURL }) {
      for (const [family, its] of Object.entries(ON_THE_BOARD)) {
        const editor = await openEditor(page, baseURL, family);
        await editor.getByRole('grid').waitFor();
        assert.equal(await editor.locator('.board').count(), 1, `${family}: one board in the editor`);
        assert.equal(await editor.getByRole('img').count(), 1, `${family}: one picture of the level`);
        assert.equal(await page.getByLabel('Preview').count(), 0, `${family}: no preview`);
        const board = editor.locator('.board');
        await sameCentre(its.cell(editor), its.piece(page), family);
        // the same scale as the board in play (DogBunny's editor shows more grid points around the graph)
        const editing = await boardScale(board);
        await page.getByRole('button', { name: 'Play it yourself', exact: true }).click();
        const playing = await boardScale(page.getByRole('region', { name: `Play ${family}` }).locator('.board'));
        assert.ok(Math.abs(editing / playing - 1) < (family === 'DogBunny' ? 0.25 : 0.05), `${family}: ${editing} px a unit in the editor, ${playing} in play`);
        await page.getByRole('button', { name: 'Edit', exact: true }).click();
        // a click paints on the board itself
        const before = await its.drawn(page);
        if (family === 'Move') await page.keyboard.press('2'); // obstacle
        await its.paint(editor).click();
        await until(async () => (await its.drawn(page)) !== before, `${family}: the paint shows on the board`);
      }
    },
  },
  {
    name: 'phone 390×844, touch: every family\'s board fits the screen and a tap paints on it; a finger drag paints one stroke that Undo takes back',
    viewport: { width: 390, height: 844 },
    contextOptions: { hasTouch: true, isMobile: true },
    async run(page, { baseURL }) {
      for (const [family, its] of Object.entries(ON_THE_BOARD)) {
        const editor = await openEditor(page, baseURL, family);
        const b = await editor.locator('.ed-board').boundingBox();
        assert.ok(b.x >= 0 && b.x + b.width <= 390 && b.width > 390 * 0.5, `${family}: the board (${b.x}, width ${b.width}) fits the screen`);
        const over = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        assert.ok(over <= 0, `${family}: the page scrolls sideways by ${over}px`);
        // a tap paints on the board
        const before = await its.drawn(page);
        if (family === 'Move') await editor.getByRole('radio', { name: /Obstacle/ }).tap();
        await its.paint(editor).tap();
        await until(async () => (await its.drawn(page)) !== before, `${family}: a tap shows on the board`);
      }
      const editor = await openEditor(page, baseURL, 'Bars');
      // a finger drawn along row 4: touch start, moves, end, through the browser's own touch input
      const values = () => Promise.all([1, 2, 3, 4].map((c) => page.getByTestId(`cell-4-${c}`).getAttribute('data-value')));
      const original = await values();
      await editor.locator('.ed-board').scrollIntoViewIfNeeded();
      const row = await Promise.all([1, 2, 3, 4].map(async (c) => centre(await cell(editor, 4, c).boundingBox())));
      const cdp = await page.context().newCDPSession(page);
      const touch = (type, p) => cdp.send('Input.dispatchTouchEvent', { type, touchPoints: p ? [{ x: p.x, y: p.y }] : [] });
      await touch('touchStart', row[0]);
      for (let i = 1; i < row.length; i++)
        for (let k = 1; k <= 4; k++) await touch('touchMove', { x: row[i - 1].x + ((row[i].x - row[i - 1].x) * k) / 4, y: row[0].y });
      await touch('touchEnd');
      const painted = await values();
      assert.deepEqual(painted, original.map(() => (original[0] === '1' ? '0' : '1')), `one stroke paints the first cell's new value along the row (it was ${original})`);
      // (a click: headless Chromium gives no click for a tap straight after the protocol's touch sequence)
      await editor.getByRole('button', { name: 'Undo', exact: true }).click();
      assert.deepEqual(await values(), original, 'one Undo takes the whole stroke back');
    },
  },
  {
    name: 'DogBunny is edited on its board: a node placed on a grid point, an edge dragged from node to node, an edge deleted by its line',
    async run(page, { baseURL }) {
      const editor = await openEditor(page, baseURL, 'DogBunny');
      const board = editor.getByRole('img', { name: /^DogBunny board/ });
      const edges = () => editor.locator('.board [data-testid^="edge-"]').count();
      // (the board's code may still be on its way as the editor opens: the level's edges drawn first)
      await editor.locator('.board [data-testid^="edge-"]').first().waitFor({ state: 'attached' });
      const before = await edges();
      // Node (key 1): a click on an empty point of the board makes node n1 there
      await editor.getByRole('gridcell', { name: /: empty point$/ }).last().click();
      const made = editor.getByRole('gridcell', { name: /: node n1$/ });
      await sameCentre(made, page.getByTestId('node-n1').locator('circle'), 'the new node');
      // Two-way edge (key 3): press on the new node, drag onto tree, let go
      await page.keyboard.press('3');
      const from = centre(await made.boundingBox());
      const to = centre(await editor.getByRole('gridcell', { name: /: node tree/ }).boundingBox());
      await page.mouse.move(from.x, from.y);
      await page.mouse.down();
      await page.mouse.move(to.x, to.y, { steps: 8 });
      await page.mouse.up();
      await page.getByTestId('edge-n1-tree').waitFor();
      assert.equal(await edges(), before + 1);
      assert.match(await board.getAttribute('aria-label'), /a graph of \d+ nodes/);
      // Delete (key 9): a click on the edge's line on the board deletes it
      await page.keyboard.press('9');
      const line = await page.getByTestId('edge-n1-tree').locator('line').last().boundingBox();
      await page.mouse.click(line.x + line.width / 2, line.y + line.height / 2);
      await until(async () => (await edges()) === before, 'the edge is gone from the board');
      await editor.getByRole('button', { name: 'Undo', exact: true }).click();
      await page.getByTestId('edge-n1-tree').waitFor();
    },
  },
  {
    name: 'draw a Move level by clicking, solve it, play it with the keyboard, undo, win',
    async run(page, { baseURL }) {
      const editor = await drawMoveLevel(page, baseURL);
      await page.getByRole('button', { name: 'Solve', exact: true }).click();
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
      await page.getByRole('button', { name: 'Solve', exact: true }).click();
      // the seed's expected.json: classic level 01 takes 16 moves
      await page.getByRole('status').getByText('Solved in 16 moves').waitFor({ timeout: 60_000 });
    },
  },
  {
    name: "a Snakebird level pasted into Move's Import text is refused, saying which family reads it",
    async run(page, { baseURL }) {
      const editor = await openEditor(page, baseURL, 'Move');
      await editor.getByRole('button', { name: 'Import text' }).click();
      await editor.getByRole('textbox').fill(readFileSync('tests/fixtures/levels/snakebird/level01.txt', 'utf8'));
      await editor.getByRole('button', { name: 'Import', exact: true }).click();
      const alert = editor.getByRole('alert');
      await alert.getByText('Not imported: the level on the board is unchanged.').waitFor();
      await alert.getByText(/\. Its text reads as a Snakebird level: import it in that family's editor$/).waitFor({ timeout: 10_000 });
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
      assert.match(await cell(editor, 2, 4).getAttribute('aria-label'), /head of \w+ snakebird/);
      for (const p of path.slice(1)) assert.match(await cell(editor, ...p).getAttribute('aria-label'), /body of \w+ snakebird/);
      await editor.getByRole('button', { name: 'Undo' }).click();
      assert.doesNotMatch(await cell(editor, 2, 4).getAttribute('aria-label'), /snake/);
    },
  },
  ...[
    { how: 'desktop, mouse', viewport: { width: 1280, height: 800 } },
    { how: 'phone, touch', viewport: { width: 390, height: 844 }, contextOptions: { hasTouch: true, isMobile: true } },
  ].map(({ how, viewport, contextOptions }) => ({
    name: `${how}: Snakebird teleporters: the first click marks a pad that waits (dashed), the second places the pair; erasing a pad removes the pair, one Undo brings it back`,
    viewport,
    contextOptions,
    async run(page, { baseURL }) {
      const touch = contextOptions !== undefined;
      const press = (target) => (touch ? target.tap() : target.click());
      const editor = await openEditor(page, baseURL, 'Snakebird');
      await press(editor.getByRole('button', { name: 'New level' }));
      await press(editor.getByRole('radio', { name: /Teleporter/ }));
      const hint = editor.locator('.ed-hint');
      await press(cell(editor, 2, 2));
      await editor.getByTestId('waiting-pad').waitFor();
      assert.equal(await hint.textContent(), 'Teleporter pad at row 2, column 2: choose a second cell for the other pad; this pad again, or Escape, cancels.');
      assert.equal(await editor.getByRole('alert').count(), 0);
      // the waiting pad is drawn over its cell, on the board's cell
      await sameCentre(editor.getByTestId('waiting-pad'), cell(editor, 2, 2), 'the waiting pad');
      await press(cell(editor, 3, 5));
      await until(async () => /: teleporter$/.test(await cell(editor, 3, 5).getAttribute('aria-label')), 'the second pad is placed');
      assert.match(await cell(editor, 2, 2).getAttribute('aria-label'), /: teleporter$/);
      assert.equal(await editor.getByTestId('waiting-pad').count(), 0);
      assert.equal(await editor.locator('svg.board .sb-pad').count(), 2);
      assert.equal(await editor.getByRole('alert').count(), 0);
      // erase one pad (right-click; on a phone, Alt is no use: the Empty tool paints it away)
      if (touch) {
        await press(editor.getByRole('radio', { name: /Empty/ }));
        await press(cell(editor, 2, 2));
      } else await cell(editor, 2, 2).click({ button: 'right' });
      await until(async () => (await editor.locator('svg.board .sb-pad').count()) === 0, 'the pair is gone');
      assert.match(await hint.textContent(), /^Removed the teleporter pair at row 2, column 2 and row 3, column 5/);
      await press(editor.getByRole('button', { name: 'Undo', exact: true }));
      await until(async () => (await editor.locator('svg.board .sb-pad').count()) === 2, 'Undo brings both pads back');
      if (!touch) {
        // Escape puts a waiting pad away
        await page.keyboard.press('7');
        await cell(editor, 4, 3).click();
        await editor.getByTestId('waiting-pad').waitFor();
        await page.keyboard.press('Escape');
        await until(async () => (await editor.getByTestId('waiting-pad').count()) === 0, 'Escape puts the waiting pad away');
      }
    },
  })),
  {
    name: 'every family: New level is valid at once and solves; Clear and New level are one Undo away',
    async run(page, { baseURL }) {
      for (const family of ['Anemones', 'Snakebird', 'Move', 'Bars', 'DogBunny']) {
        const editor = await openEditor(page, baseURL, family);
        const problems = editor.getByRole('group', { name: 'Level problems' });
        const before = await page.getByRole('heading', { level: 2 }).nth(1).textContent();
        await editor.getByRole('button', { name: 'Clear', exact: true }).click();
        await editor.getByRole('button', { name: 'Undo clear' }).click();
        await editor.getByRole('button', { name: 'Undo', exact: true }).and(page.locator('[aria-disabled=true]')).waitFor();
        await editor.getByRole('button', { name: 'New level', exact: true }).click();
        await problems.getByText('The level is valid.').waitFor();
        await editor.getByRole('status').getByText('A new level: the level before is one Undo away.').waitFor();
        assert.ok(before, 'the level had a name');
        await page.getByRole('button', { name: 'Solve', exact: true }).click();
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
      const snakes = page.getByRole('radiogroup', { name: 'Snakebird' }).getByRole('radio');
      await snakes.nth(1).waitFor();
      // the buttons name each snake as the page does ("Red snakebird"); the board draws them in the same order
      assert.match(await snakes.nth(1).textContent(), /^2 \w+ snakebird$/);
      const second = (await page.locator('[data-testid^="snake-"]').nth(1).getAttribute('data-testid')).slice('snake-'.length);
      await page.getByTestId(`snake-${second}`).click();
      await snakes.nth(1).and(page.locator('[aria-checked="true"]')).waitFor();
      await page.getByTestId(`snake-${second}`).and(page.locator('[data-selected="true"]')).waitFor();
      await page.keyboard.press('1');
      await snakes.nth(0).and(page.locator('[aria-checked="true"]')).waitFor();
      const board = page.getByRole('group', { name: 'Board: the arrow keys play a move' });
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
