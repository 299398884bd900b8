// Snakebird moves animate: in play mode, in Solve from here and in playback, one move shows its
// steps in order on the board (the slide, each row of a fall, a snake leaving through the exit)
// before it rests on the move's position; with reduced motion the position shows at once.
import assert from 'node:assert/strict';

/** Opens a Snakebird gallery level in a mode. */
async function open(page, baseURL, level, mode) {
  await page.goto(baseURL);
  await page.getByRole('tab', { name: 'Snakebird', exact: true }).click();
  await page.getByRole('button', { name: new RegExp(`^${level}( ?\\d+ moves)?$`) }).click();
  await page.getByRole('button', { name: mode, exact: true }).click();
  await page.locator('svg.board.snakebird').waitFor();
}

/**
 * From now on, records every change the board shows: the step on screen (its data-step), the
 * snake's head centre and opacity, and the first block cell's corner.
 */
async function watchBoard(page, snake) {
  await page.evaluate((label) => {
    const svg = document.querySelector('svg.board.snakebird');
    window.__frames = [];
    const record = () => {
      const g = svg.querySelector(`[data-testid="snake-${label}"]`);
      const head = g?.querySelector('.sb-head');
      const block = svg.querySelector('.sb-block rect');
      window.__frames.push({
        step: svg.getAttribute('data-step'),
        head: head ? [Number(head.getAttribute('cx')), Number(head.getAttribute('cy'))] : null,
        opacity: g ? Number(g.getAttribute('opacity') ?? 1) : null,
        block: block ? [Number(block.getAttribute('x')), Number(block.getAttribute('y'))] : null,
      });
    };
    new MutationObserver(record).observe(svg, { subtree: true, attributes: true, childList: true });
  }, snake);
}

/** Waits until the board has shown some step and is at rest again; the frames seen. */
async function framesOfMove(page) {
  await page.waitForFunction(() => window.__frames.some((f) => f.step) && !document.querySelector('svg.board.snakebird').hasAttribute('data-step'), null, { timeout: 10_000 });
  return page.evaluate(() => window.__frames);
}

/** The kinds of step shown, in order, each once: ['slide', 'fall', ...]. */
const kindsOf = (frames) => frames.map((f) => f.step?.split(' ')[1]).filter((k, i, all) => k && k !== all[i - 1]);

/** A slow animation time, so that a loaded machine still draws several frames of each step. */
const slow = (page) => page.evaluate(() => document.documentElement.style.setProperty('--anim-ms', '1200ms'));

export const tests = [
  {
    name: 'play: a push into a pit slides the block, then it falls row by row, then rests',
    run: async (page, { baseURL }) => {
      await open(page, baseURL, 'Bridge of blocks', 'Play it yourself');
      await slow(page);
      const restBefore = await page.evaluate(() => Number(document.querySelector('svg.board .sb-block rect').getAttribute('y')));
      await watchBoard(page, 'R');
      await page.keyboard.press('ArrowRight');
      const frames = await framesOfMove(page);
      assert.deepEqual(kindsOf(frames), ['slide', 'fall'], JSON.stringify(frames.map((f) => f.step)));
      // the block moved right during the slide and down during the fall, through places between cells
      const ys = frames.map((f) => f.block[1]);
      const restAfter = ys[ys.length - 1];
      assert.ok(restAfter > restBefore, 'the block fell');
      assert.ok(ys.some((y) => y > restBefore && y < restAfter && (y - 2) % 32 !== 0), `the fall showed in-between places: ${ys.join(' ')}`);
      const slideXs = frames.filter((f) => f.step?.endsWith('slide')).map((f) => f.block[0]);
      assert.ok(slideXs.some((x) => (x - 2) % 32 !== 0), `the slide showed in-between places: ${slideXs.join(' ')}`);
      // every fall frame comes after every slide frame
      const lastSlide = frames.findLastIndex((f) => f.step?.endsWith('slide'));
      const firstFall = frames.findIndex((f) => f.step?.endsWith('fall'));
      assert.ok(lastSlide < firstFall);
      // at rest: the board shows the move's position, as a fresh board of it would
      assert.equal(await page.getByTestId('move-count').textContent(), 'Moves: 1');
      const label = await page.getByRole('img', { name: /^Snakebird board/ }).getAttribute('aria-label');
      assert.match(label, /1 snakebird left/);
    },
  },
  {
    name: "play under Snakefall's rules: one snake steps aside and the other, no longer held, falls two rows; undone at once; a step off the edge falls out of the world, fading",
    run: async (page, { baseURL }) => {
      await open(page, baseURL, 'Snakefall: Far apart', 'Play it yourself');
      await slow(page);
      // the second snake, G, chosen by a number key; R leans on it
      await page.keyboard.press('2');
      const label = (await page.locator('svg.board [data-selected="true"]').getAttribute('data-testid')).replace('snake-', '');
      assert.equal(label, 'G');
      await watchBoard(page, 'R');
      await page.keyboard.press('ArrowRight');
      let frames = await framesOfMove(page);
      assert.deepEqual(kindsOf(frames), ['slide', 'fall'], JSON.stringify(frames.map((f) => f.step)));
      const falls = new Set(frames.filter((f) => f.step?.endsWith('fall')).map((f) => f.step));
      assert.deepEqual([...falls], ['2/3 fall', '3/3 fall']);
      // R stays put while G slides, then drops two rows through the places between
      const [x0, y0] = frames[0].head;
      const [x1, y1] = frames[frames.length - 1].head;
      assert.deepEqual([x1 - x0, y1 - y0], [0, 64], JSON.stringify(frames.map((f) => f.head)));
      assert.ok(frames.filter((f) => f.step?.endsWith('slide')).every((f) => f.head[1] === y0));
      assert.ok(frames.some((f) => f.head[1] > y0 && f.head[1] < y1 && f.head[1] !== y0 + 32), 'in-between places');
      // an undo is no move: the board shows the position before at once
      await watchBoard(page, label);
      await page.keyboard.press('Control+z');
      await page.getByText('Moves: 0').waitFor();
      await page.waitForTimeout(200);
      frames = await page.evaluate(() => window.__frames);
      assert.deepEqual(frames.filter((f) => f.step), []);
      // up from the start: it falls back past its ledge and out of the world, fading as it goes
      // (after a calm pause: a move soon after the last change is animated quicker)
      await page.waitForTimeout(2000);
      await watchBoard(page, label);
      await page.keyboard.press('ArrowUp');
      frames = await framesOfMove(page);
      assert.deepEqual(kindsOf(frames), ['slide', 'fall']);
      assert.ok(frames.some((f) => f.step?.endsWith('fall') && f.opacity < 1));
      assert.equal(frames[frames.length - 1].head, null);
      await page.locator('svg.board .sb-dead').waitFor();
    },
  },
  {
    name: 'playback: the winning move shows the last snakebird shrinking into the exit before the solved board',
    run: async (page, { baseURL }) => {
      await open(page, baseURL, 'Classic 1', 'Solve and watch');
      await page.getByRole('button', { name: 'Solve', exact: true }).click();
      await page.getByRole('status').getByText('Solved in 16 moves').waitFor({ timeout: 30_000 });
      await page.getByRole('button', { name: 'Last position' }).click();
      await page.getByRole('button', { name: 'Previous move' }).click();
      await page.getByTestId('board').and(page.locator('[data-solved="false"]')).waitFor();
      // the board reads the pace of moves from one change to the next: a calm one
      await page.waitForTimeout(2000);
      await slow(page);
      await watchBoard(page, 'A');
      await page.getByRole('button', { name: 'Next move' }).click();
      const frames = await framesOfMove(page);
      const kinds = kindsOf(frames);
      assert.equal(kinds[0], 'slide');
      assert.equal(kinds[kinds.length - 1], 'exit', kinds.join(' '));
      // while it exits the snake fades; at rest it is gone and the level is won
      assert.ok(frames.some((f) => f.step?.endsWith('exit') && f.opacity !== null && f.opacity < 1 && f.opacity > 0));
      assert.equal(frames[frames.length - 1].head, null);
      await page.getByTestId('board').and(page.locator('[data-solved="true"]')).waitFor();
      assert.equal(await page.getByTestId('snake-A').count(), 0);
    },
  },
  {
    name: 'Solve from here plays the rest with each move in motion, and ends on the won position',
    run: async (page, { baseURL }) => {
      await open(page, baseURL, 'Bridge of blocks', 'Play it yourself');
      await watchBoard(page, 'R');
      await page.getByRole('button', { name: 'Solve from here' }).click();
      await page.getByText(/Moves: 7/).waitFor({ timeout: 30_000 });
      await page.waitForFunction(() => !document.querySelector('svg.board.snakebird').hasAttribute('data-step'));
      const frames = await page.evaluate(() => window.__frames);
      const kinds = new Set(frames.map((f) => f.step?.split(' ')[1]).filter(Boolean));
      // (at its pace, four moves a second, a loaded machine may draw no frame of a short step)
      assert.ok(kinds.has('slide') && (kinds.has('fall') || kinds.has('exit')), `slides and the world settling were shown: ${[...kinds].join(', ')}`);
      assert.equal(await page.getByTestId('snake-R').count(), 0, 'R left through the exit');
    },
  },
  {
    name: 'reduced motion: a move that falls shows its final position at once, with no step in between',
    contextOptions: { reducedMotion: 'reduce' },
    run: async (page, { baseURL }) => {
      await open(page, baseURL, 'Bridge of blocks', 'Play it yourself');
      await watchBoard(page, 'R');
      await page.keyboard.press('ArrowRight');
      await page.getByText('Moves: 1').waitFor();
      await page.waitForTimeout(300);
      const frames = await page.evaluate(() => window.__frames);
      assert.ok(frames.length > 0, 'the board changed');
      assert.deepEqual(frames.filter((f) => f.step), []);
      const ys = new Set(frames.map((f) => f.block[1]));
      assert.equal(ys.size, 1, `the block went straight to its final place: ${[...ys].join(' ')}`);
    },
  },
];
