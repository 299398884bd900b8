// Zoom on a phone (390×844, touch): a 64×64 Bars board fitted to the width has cells of about
// 5 px; zoomed in, a cell is 24 px at least, a tap on it presses it, a one-finger drag pans the
// box (and presses nothing), and the zoom holds for the level's size across modes. A small level
// shows no zoom at all. In the editor a drag with one finger paints and one with two pans.
import assert from 'node:assert/strict';
import { levelHash } from './steps.mjs';
import { axeViolations } from './app.e2e.mjs';

const rows = (n, v) => Array.from({ length: n }, (_, r) => Array.from({ length: n }, (_, c) => v(r, c)).join('')).join('\n');
const BARS_64 = `pattern cross\ngoal 1\n${rows(64, (r, c) => (r * 7 + c * 3) % 2)}\n`;
// Classic 1's map at the bottom left of a 64×40 map of sky
const CLASSIC_1 = ['---*--', '------', '#-----', '+--#+#', '------', '-#BA--', '-####-', '-####-', '-###--'];
const SNAKEBIRD_64 = `${[...Array.from({ length: 31 }, () => ''), ...CLASSIC_1].map((l) => l.padEnd(64, '-')).join('\n')}\n`;
const PHONE = { viewport: { width: 390, height: 844 }, contextOptions: { isMobile: true, hasTouch: true, deviceScaleFactor: 2 } };
// a mid-size board: 24×24, about 14 px cells fitted to a phone
const BARS_24 = `pattern cross\ngoal 1\n${rows(24, (r, c) => (r * 7 + c * 3) % 2)}\n`;
// won by one press at row 12, column 16 (which flips its row and column), far from the board's middle
const BARS_64_ONE = `pattern cross\ngoal 1\n${rows(64, (r, c) => (r === 11 || c === 15 ? 0 : 1))}\n`;

const zoomGroup = (page) => page.getByRole('toolbar', { name: 'Zoom' });
/** a cell's side: the pitch from one cell to the next (each is drawn a little inside its square) */
const pitch = async (scope) => (await scope.getByTestId('cell-1-2').boundingBox()).x - (await scope.getByTestId('cell-1-1').boundingBox()).x;
const scrollOf = (page) => page.getByTestId('zoom-box').evaluate((el) => [el.scrollLeft, el.scrollTop]);

/** A cell of the board inside the zoom box's view, with its box on the page: the one nearest the view's centre. */
async function cellInView(page, prefix) {
  return page.evaluate((prefix) => {
    const box = document.querySelector('[data-testid="zoom-box"]').getBoundingClientRect();
    const x = box.left + box.width / 2;
    const y = box.top + Math.min(box.height, window.innerHeight - box.top) / 2;
    // (the view's very centre may fall between two cells: the nearest point off it on a cell)
    const at = (dx, dy) => document.elementsFromPoint(x + dx, y + dy).map((e) => e.closest(`[data-testid^="${prefix}"]`)).find((e) => e);
    const hit = [0, 6, 12].flatMap((d) => [[d, d], [-d, -d], [d, -d], [-d, d]]).map(([dx, dy]) => at(dx, dy)).find((e) => e);
    const r = hit.getBoundingClientRect();
    return { id: hit.dataset.testid, x: r.x, y: r.y, width: r.width, height: r.height };
  }, prefix);
}

/** One or two fingers dragged across the page by (dx, dy), in steps, as touch events from the screen. */
async function drag(page, points, dx, dy) {
  const cdp = await page.context().newCDPSession(page);
  const at = (k) => points.map(([x, y], id) => ({ x: x + (dx * k) / 8, y: y + (dy * k) / 8, id }));
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: at(0) });
  for (let k = 1; k <= 8; k++) await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: at(k) });
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
}

/** Two fingers, centred on (x, y) and `from` px apart across, pinched to `to` px apart, in steps. */
async function pinch(page, x, y, from, to) {
  const cdp = await page.context().newCDPSession(page);
  const at = (k) => {
    const half = (from + ((to - from) * k) / 8) / 2;
    return [{ x: x - half, y, id: 0 }, { x: x + half, y, id: 1 }];
  };
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: at(0) });
  for (let k = 1; k <= 8; k++) await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: at(k) });
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
}

/** the id of the board's cell at a point of the screen (or near it: a cell is drawn a little inside its square) */
const cellAt = (page, x, y) =>
  page.evaluate(([x, y]) => {
    for (const [dx, dy] of [[0, 0], [3, 3], [-3, -3], [3, -3], [-3, 3]]) {
      const hit = document.elementsFromPoint(x + dx, y + dy).map((e) => e.closest('[data-testid^="cell-"]')).find((e) => e);
      if (hit) return hit.dataset.testid;
    }
    return null;
  }, [x, y]);

/** Is the element's box inside the zoom box's view? */
async function inView(page, locator) {
  const t = await locator.boundingBox();
  const b = await page.getByTestId('zoom-box').boundingBox();
  return t.x >= b.x - 1 && t.x + t.width <= b.x + b.width + 1 && t.y >= b.y - 1 && t.y + t.height <= b.y + b.height + 1;
}

/** Opens a Bars level from its link and plays it: the play panel, once the board's last cell (n, n) is drawn. */
async function playBars(page, baseURL, text, n) {
  await page.goto(`${baseURL}${levelHash('bars', text, `Bars ${n}`)}`);
  await page.getByRole('button', { name: 'Play it yourself', exact: true }).click();
  const play = page.getByRole('region', { name: 'Play Bars' });
  await play.getByTestId(`cell-${n}-${n}`).waitFor();
  return play;
}

export const tests = [
  {
    name: 'phone: a 64×64 Bars level zooms in to cells a finger can tap; a tap presses, a drag pans; a small level has no zoom',
    ...PHONE,
    async run(page, { baseURL }) {
      const play = await playBars(page, baseURL, BARS_64, 64);
      // fitted: cells too small to tap, and the zoom offered
      const fitted = await pitch(play);
      assert.ok(fitted < 8, `a fitted cell is ${fitted} px`);
      await zoomGroup(page).waitFor();
      assert.equal(await page.getByRole('button', { name: 'Fit' }).getAttribute('aria-pressed'), 'true');
      assert.equal(await page.getByRole('button', { name: 'Zoom out' }).getAttribute('aria-disabled'), 'true');
      // zoom in until a cell is comfortable to tap
      for (let i = 0; i < 3 && (await pitch(play)) < 24; i++) await page.getByRole('button', { name: 'Zoom in' }).tap();
      const zoomed = await pitch(play);
      assert.ok(zoomed >= 24 && zoomed < 30, `a zoomed cell is ${zoomed} px`);
      assert.equal(await page.getByRole('button', { name: 'Fit' }).getAttribute('aria-pressed'), 'false');
      // the box scrolls, inside the page's width
      const box = await page.getByTestId('zoom-box').boundingBox();
      assert.ok(box.x >= 0 && box.x + box.width <= 390, `the box lies within the screen: ${JSON.stringify(box)}`);
      assert.ok(await page.getByTestId('zoom-box').evaluate((el) => el.scrollWidth > el.clientWidth * 2 && el.scrollHeight > el.clientHeight), 'the zoomed board scrolls both ways');
      assert.equal(await page.evaluate(() => document.documentElement.scrollWidth), 390, 'the page itself does not scroll sideways');

      // a tap on a cell in view presses it
      const cell = await cellInView(page, 'cell-');
      const before = await play.getByTestId(cell.id).getAttribute('data-value');
      await page.touchscreen.tap(cell.x + cell.width / 2, cell.y + cell.height / 2);
      await play.getByTestId('move-count').getByText(/^Moves: 1/).waitFor();
      assert.notEqual(await play.getByTestId(cell.id).getAttribute('data-value'), before, `${cell.id} turned`);

      // a one-finger drag on the board pans it and presses nothing
      const [x0, y0] = await scrollOf(page);
      await drag(page, [[cell.x + 10, cell.y + 10]], -100, -100);
      const [x1, y1] = await scrollOf(page);
      assert.ok(x1 > x0 + 60 && y1 > y0 + 20, `the drag scrolled the box from ${x0},${y0} to ${x1},${y1}`);
      await page.waitForTimeout(300);
      assert.match(await play.getByTestId('move-count').textContent(), /^Moves: 1/);
      assert.deepEqual(await axeViolations(page), []);

      // the zoom holds for this size while the page is open: watching, the board is zoomed too
      await page.getByRole('button', { name: 'Solve and watch', exact: true }).click();
      const watched = await pitch(page.getByTestId('board'));
      assert.ok(watched >= 24, `the watched board keeps the zoom (${watched} px cells)`);
      // Fit puts the whole board back in its room
      await page.getByRole('button', { name: 'Fit' }).tap();
      assert.ok((await pitch(page.getByTestId('board'))) < 8);

      // a small level: no zoom
      await page.getByRole('button', { name: /^Lovecraft 4×4/ }).tap();
      await page.getByTestId('board').getByTestId('cell-4-4').waitFor();
      assert.ok((await pitch(page.getByTestId('board'))) > 40);
      assert.equal(await zoomGroup(page).count(), 0, 'no zoom on a small level');
      await page.getByRole('button', { name: 'Play it yourself', exact: true }).click();
      await page.getByRole('region', { name: 'Play Bars' }).getByTestId('cell-4-4').waitFor();
      assert.equal(await zoomGroup(page).count(), 0, 'no zoom on a small level in play');
    },
  },
  {
    name: 'phone: on a zoomed Snakebird map one finger swipes a move and two fingers pan',
    ...PHONE,
    async run(page, { baseURL }) {
      await page.goto(`${baseURL}${levelHash('snakebird', SNAKEBIRD_64, 'Big')}`);
      await page.getByRole('button', { name: 'Play it yourself', exact: true }).click();
      await page.getByTestId('snake-A').waitFor();
      await page.getByRole('button', { name: 'Zoom in' }).tap();
      await page.getByRole('button', { name: 'Zoom in' }).tap();
      // zoomed in on the chosen snakebird: it is in the box's view
      const snake = await page.getByTestId('snake-A').boundingBox();
      const box = await page.getByTestId('zoom-box').boundingBox();
      assert.ok(snake.width >= 40 && snake.x >= box.x && snake.x + snake.width <= box.x + box.width && snake.y >= box.y && snake.y + snake.height <= box.y + box.height,
        `the snakebird (${JSON.stringify(snake)}) is in view in the box (${JSON.stringify(box)})`);
      await page.evaluate(() => document.querySelector('[data-testid="zoom-box"]').scrollIntoView({ block: 'end' }));
      const view = await page.getByTestId('zoom-box').boundingBox();
      const [x0, y0] = await scrollOf(page);
      // one finger: a swipe to the right is a move, and the box stays where it was
      await drag(page, [[view.x + view.width / 2, view.y + view.height / 2]], 80, 0);
      await page.getByTestId('move-count').getByText(/^Moves: 1/).waitFor();
      assert.deepEqual(await scrollOf(page), [x0, y0], 'a swipe does not pan');
      // two fingers: the box pans, and no move is made (from away from its left edge, where zoom centred the snakebird)
      await page.getByTestId('zoom-box').evaluate((el) => { el.scrollLeft = 200; });
      const [x2, y2] = await scrollOf(page);
      await drag(page, [[view.x + 100, view.y + 100], [view.x + 160, view.y + 100]], 100, 100);
      const [x1, y1] = await scrollOf(page);
      assert.ok(x1 < x2 - 50 && y1 < y2 - 50, `two fingers panned the box from ${x2},${y2} to ${x1},${y1}`);
      await page.waitForTimeout(300);
      assert.match(await page.getByTestId('move-count').textContent(), /^Moves: 1/);
    },
  },
  {
    name: 'phone: in the editor a zoomed 64×64 grid paints under one finger and pans under two',
    ...PHONE,
    async run(page, { baseURL }) {
      await page.goto(`${baseURL}${levelHash('bars', BARS_64, 'Big')}`);
      await page.getByRole('button', { name: 'Edit', exact: true }).click();
      await page.getByRole('grid', { name: /Level grid, 64 rows by 64 columns/ }).waitFor();
      await page.getByRole('button', { name: 'Zoom in' }).tap();
      await page.getByRole('button', { name: 'Zoom in' }).tap();
      // (a 64×64 Bars editor draws its board's and its layer's cells over the frames after it opens)
      await page.waitForFunction(() => document.querySelectorAll('.ed-paint [data-cell]').length === 4096 && document.querySelectorAll('.ed-board [data-testid^="cell-"]').length === 4096, null, { polling: 100 });
      const cell = await cellInView(page, 'cell-');
      const side = await pitch(page.getByRole('region', { name: 'Bars editor' }));
      assert.ok(side >= 24, `a zoomed cell in the editor is ${side} px`);
      const [r, c] = cell.id.slice(5).split('-').map(Number);
      const paint = (i, j) => page.getByRole('gridcell', { name: new RegExp(`^row ${i} column ${j}:`) });
      const value = (i, j) => page.getByRole('region', { name: 'Bars editor' }).getByTestId(`cell-${i}-${j}`).getAttribute('data-value');
      // one finger: a stroke along the row paints three cells
      const before = [await value(r, c), await value(r, c + 1), await value(r, c + 2)];
      const from = await paint(r, c).boundingBox();
      const [x0, y0] = await scrollOf(page);
      await drag(page, [[from.x + from.width / 2, from.y + from.height / 2]], from.width * 2, 0);
      assert.deepEqual(await scrollOf(page), [x0, y0], 'a one-finger stroke does not pan');
      const after = [await value(r, c), await value(r, c + 1), await value(r, c + 2)];
      assert.notDeepEqual(after, before, 'the stroke painted');
      // two fingers: the box pans
      await drag(page, [[from.x + 10, from.y + 10], [from.x + 60, from.y + 10]], -100, -100);
      const [x1, y1] = await scrollOf(page);
      assert.ok(x1 > x0 + 50 && y1 > y0 + 40, `two fingers panned the box from ${x0},${y0} to ${x1},${y1}`);
      // and the first finger's press, under which the pan began, left no paint
      assert.equal(await value(r, c), after[0], 'a two-finger pan paints nothing');
    },
  },
  {
    name: 'desktop: the zoom is keyboard-operable, and the keyboard\'s cursor stays in view of the zoomed board',
    async run(page, { baseURL }) {
      const play = await playBars(page, baseURL, BARS_64, 64);
      // about 7 px cells fitted on a desktop's panel: the zoom is offered there too
      assert.ok((await pitch(play)) < 10);
      await page.getByRole('button', { name: 'Zoom in' }).focus();
      await page.keyboard.press('Enter');
      await page.keyboard.press('Enter');
      assert.ok((await pitch(play)) >= 24, 'Enter on Zoom in zooms in');
      await page.getByRole('button', { name: 'Fit' }).focus();
      await page.keyboard.press('Space');
      assert.ok((await pitch(play)) < 10, 'Space on Fit fits');
      await page.getByRole('button', { name: 'Zoom in' }).focus();
      await page.keyboard.press('Enter');
      await page.keyboard.press('Enter');
      // the cursor walks right, past the box's right edge: the box follows it
      await page.getByRole('group', { name: /^Board: the arrow keys move the cursor/ }).focus();
      for (let i = 0; i < 45; i++) await page.keyboard.press('ArrowRight');
      for (let i = 0; i < 30; i++) await page.keyboard.press('ArrowDown');
      assert.ok(await inView(page, page.locator('.board-cursor')), 'the cursor is in view in the box');
      await page.keyboard.press('Enter');
      await play.getByTestId('move-count').getByText(/^Moves: 1/).waitFor();
      assert.equal(await page.locator('.board .move-mark.last').count(), 1);
    },
  },
  {
    name: 'phone: a mid-size board is offered zoom in a slim column beside it, taking no row; Snakebird\'s Classic 0 keeps its play buttons on the screen',
    ...PHONE,
    async run(page, { baseURL }) {
      const play = await playBars(page, baseURL, BARS_24, 24);
      const fitted = await pitch(play);
      assert.ok(fitted > 11 && fitted < 24, `a fitted cell is ${fitted} px`);
      await zoomGroup(page).waitFor();
      const group = await zoomGroup(page).boundingBox();
      const board = await play.locator('svg.board').boundingBox();
      assert.ok(group.x >= board.x + board.width && group.x + group.width <= 390, `the buttons (${JSON.stringify(group)}) stand right of the board (${JSON.stringify(board)}), on the screen`);
      assert.ok(Math.abs(group.y - board.y) < 2, `the buttons are beside the board's top, not a row above it (${group.y}, ${board.y})`);
      for (const name of ['Zoom in', 'Zoom out', 'Fit']) {
        const b = await page.getByRole('button', { name, exact: true }).boundingBox();
        assert.ok(b.width >= 24 && b.height >= 24, `${name} is a target a finger can tap: ${b.width}×${b.height}`);
      }
      await page.getByRole('button', { name: 'Zoom in' }).tap();
      assert.ok((await pitch(play)) >= 24);

      // Classic 0 (13 px cells): zoom offered, and the play's Right button still on the first screen
      await page.getByRole('tab', { name: 'Snakebird', exact: true }).tap();
      await page.locator('.gallery button', { hasText: 'Classic 0' }).first().tap();
      await page.getByRole('button', { name: 'Play it yourself', exact: true }).click();
      await page.getByTestId('snake-A').waitFor();
      await zoomGroup(page).waitFor();
      const right = await page.getByRole('button', { name: 'Right', exact: true }).boundingBox();
      const scrolled = await page.evaluate(() => window.scrollY);
      assert.ok(right.y + right.height + scrolled <= 844, `Right ends at ${right.y + right.height + scrolled} px, below the screen (844)`);
    },
  },
  {
    name: 'phone: two fingers pinch a board larger about the point between them, and smaller back to its fit; the page itself is not zoomed',
    ...PHONE,
    async run(page, { baseURL }) {
      const play = await playBars(page, baseURL, BARS_24, 24);
      await page.evaluate(() => document.querySelector('[data-testid="zoom-box"]').scrollIntoView({ block: 'center' }));
      const fitted = await pitch(play);
      const view = await page.getByTestId('zoom-box').boundingBox();
      // a point a third of the way across and down the board, and the cell under it
      const [x, y] = [view.x + view.width / 3, view.y + view.height / 3];
      const under = await cellAt(page, x, y);
      await pinch(page, x, y, 60, 150);
      const zoomed = await pitch(play);
      assert.ok(zoomed > fitted * 2 && zoomed <= 48.5, `pinched apart 2.5 times, a cell is ${zoomed} px (fitted ${fitted})`);
      assert.equal(await page.getByRole('button', { name: 'Fit' }).getAttribute('aria-pressed'), 'false');
      assert.ok(await page.getByTestId('zoom-box').evaluate((el) => el.scrollWidth > el.clientWidth), 'the zoomed board scrolls');
      // the board's point under the fingers stayed under them (a cell away at most)
      const [[r0, c0], [r1, c1]] = [under, await cellAt(page, x, y)].map((id) => id.slice(5).split('-').map(Number));
      assert.ok(Math.abs(r1 - r0) <= 1 && Math.abs(c1 - c0) <= 1, `under the fingers: ${under} before, cell-${r1}-${c1} after`);
      assert.equal(await page.evaluate(() => window.visualViewport.scale), 1, 'the page is not zoomed');
      assert.match(await play.getByTestId('move-count').textContent(), /^Moves: 0/);
      // pinched together: back to the whole board
      await pinch(page, x, y, 150, 30);
      assert.equal(await page.getByRole('button', { name: 'Fit' }).getAttribute('aria-pressed'), 'true');
      assert.ok(Math.abs((await pitch(play)) - fitted) < 0.5);
      assert.match(await play.getByTestId('move-count').textContent(), /^Moves: 0/);
    },
  },
  {
    name: 'keyboard: with the board focused, + and = zoom in, - zooms out, 0 fits, and the board\'s own keys still move and press; elsewhere the keys are not the zoom\'s',
    viewport: { width: 390, height: 844 },
    async run(page, { baseURL }) {
      const play = await playBars(page, baseURL, BARS_24, 24);
      const fitted = await pitch(play);
      // a control beside the board has the focus: + is not the zoom's
      await page.getByRole('button', { name: 'Hint', exact: true }).focus();
      await page.keyboard.press('+');
      assert.equal(await page.getByRole('button', { name: 'Fit' }).getAttribute('aria-pressed'), 'true', '+ on another control does not zoom');
      await page.getByRole('group', { name: /^Board: the arrow keys move the cursor/ }).focus();
      await page.keyboard.press('+');
      assert.equal(Math.round(await pitch(play)), 24, '+ zooms in');
      await page.keyboard.press('=');
      assert.equal(Math.round(await pitch(play)), 36, '= zooms in');
      await page.keyboard.press('-');
      assert.equal(Math.round(await pitch(play)), 24, '- zooms out');
      // the board's own keys: the cursor shows, moves and presses, and the box follows it
      for (let i = 0; i < 20; i++) await page.keyboard.press('ArrowRight');
      await page.keyboard.press('Enter');
      await play.getByTestId('move-count').getByText(/^Moves: 1/).waitFor();
      assert.ok(await inView(page, page.locator('.board-cursor')), 'the cursor is in view');
      // the zoomed box, a keyboard stop of its own, takes the keys too
      await page.getByTestId('zoom-box').focus();
      await page.keyboard.press('0');
      assert.ok(Math.abs((await pitch(play)) - fitted) < 0.5, '0 fits');
      assert.equal(await page.getByRole('button', { name: 'Fit' }).getAttribute('aria-pressed'), 'true');
    },
  },
  {
    name: 'phone: watching from the start, zoom centres on the first move\'s mark, not on the board\'s empty middle',
    ...PHONE,
    async run(page, { baseURL }) {
      await page.goto(`${baseURL}${levelHash('bars', BARS_64_ONE, 'One press')}`);
      await page.getByRole('button', { name: 'Solve', exact: true }).click();
      await page.locator('[data-testid="status"][data-state="done"]').waitFor({ timeout: 60_000 });
      const board = page.getByTestId('board');
      await board.getByTestId('cell-64-64').waitFor();
      assert.equal(await board.locator('.move-mark').count(), 0, 'fitted, the watched board marks nothing before the first move');
      await page.getByRole('button', { name: 'Zoom in' }).tap();
      await page.getByRole('button', { name: 'Zoom in' }).tap();
      const zoomed = await pitch(board);
      assert.ok(zoomed > 23.5, `a zoomed cell is ${zoomed} px`);
      // zoomed, the first move is marked (as a hint), and the box centres on it: the cell it presses, 12 rows down and 16 across
      const mark = board.locator('.move-mark.hint');
      assert.equal(await mark.count(), 1);
      const m = await board.getByTestId('cell-12-16').boundingBox();
      const b = await page.getByTestId('zoom-box').boundingBox();
      const off = [m.x + m.width / 2 - (b.x + b.width / 2), m.y + m.height / 2 - (b.y + b.height / 2)];
      assert.ok(Math.abs(off[0]) < 24 && Math.abs(off[1]) < 24, `the cell pressed first is ${off} px from the box's centre`);
      assert.ok(await inView(page, mark), 'the first move\'s mark is in view');
      // after the move, the mark is the move's own
      await page.getByRole('button', { name: 'Next move' }).tap();
      await board.locator('.move-mark.last').waitFor();
      assert.equal(await board.locator('.move-mark.hint').count(), 0);

      // Snakebird's Classic 0: the snakebird that moves first, ringed and in view
      await page.getByRole('tab', { name: 'Snakebird', exact: true }).tap();
      await page.locator('.gallery button', { hasText: 'Classic 0' }).first().tap();
      await page.getByRole('button', { name: 'Solve', exact: true }).click();
      await page.locator('[data-testid="status"][data-state="done"]').waitFor({ timeout: 60_000 });
      await page.getByRole('button', { name: 'Zoom in' }).tap();
      await page.locator('.board g:has(.move-mark.hint)').waitFor();
      assert.ok(await inView(page, page.getByTestId('snake-A')), 'the snakebird is in view');
    },
  },
];
