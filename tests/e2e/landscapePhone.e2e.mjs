// A phone held sideways (844x390, 740x360, 667x375, touch; the large phones' 915x412, 932x430,
// 926x428, 896x414, and 1000x450): the board at the left, as high as the screen leaves it, the
// rest at its right (app.css). The phone's stacked column put the board's top 303 px down a 390 px
// screen, under its foot, and the playback controls under the board; from 901 px the tablet's two
// columns put it under the header and the board's head, its foot and its controls under the screen's.
// So too a desktop's window under 500 px high (1280x450, 1366x420, 1440x480, 1920x460, mouse),
// where the desktop's three columns drew the board at its floor under the header and the board's
// head, its playback controls, Play's moves and the editor's size controls under the foot.
import assert from 'node:assert/strict';
import { axeViolations } from './app.e2e.mjs';
import { atSize } from './atSizes.mjs';
import { holdingAnswers, letAnswersGo } from './holdWorkers.mjs';

const SIZES = [[844, 390], [740, 360], [667, 375]];
/** the large phones on their side, and a short window a little wider (the layout reaches 1199 px) */
const LARGE = [[915, 412], [932, 430], [926, 428], [896, 414], [1000, 450]];
/** a desktop's window under 500 px high (a laptop's browser with its tools open, half a screen's height) */
const WIDE = [[1280, 450], [1366, 420], [1440, 480], [1920, 460], [1280, 499]];

/** What is amiss at this scroll: the board not wholly on the screen, words or controls over it, a sideways scroll. */
const amiss = (page) =>
  page.evaluate(() => {
    const wrong = [];
    // (editing, the editor's board: its box with the zoom's)
    const boardBox = document.querySelector('[data-testid=board], .pl-board, .ed-fit');
    const board = boardBox?.getBoundingClientRect();
    if (!board) return ['no board'];
    if (board.top < -0.5 || board.left < -0.5 || board.bottom > innerHeight + 0.5 || board.right > innerWidth + 0.5)
      wrong.push(`the board is not wholly on the screen: ${JSON.stringify(board)} in ${innerWidth}x${innerHeight}`);
    const root = document.documentElement;
    if (root.scrollWidth > root.clientWidth) wrong.push(`a sideways scroll of ${root.scrollWidth - root.clientWidth} px`);
    // every control and line of words outside the board, shown, lies clear of it
    for (const el of document.querySelectorAll('button, label, p, h1, h2, input, select, [role=status]')) {
      if (boardBox.contains(el) || el.closest('.sr-only, dialog')) continue;
      const r = el.getBoundingClientRect();
      if (r.width < 2 || r.height < 2) continue;
      if (r.left < board.right && r.right > board.left && r.top < board.bottom && r.bottom > board.top)
        wrong.push(`"${(el.textContent || el.tagName).trim().slice(0, 30)}" lies over the board`);
    }
    return wrong;
  });

/**
 * At each of `sizes`: nothing amiss at load, and `part` at the board's right, wholly on the screen
 * where it is not taller, as the column scrolls to it, the board still whole. What is wrong goes to `wrong`.
 */
async function besideTheBoard(page, sizes, mode, boardSel, part, wrong) {
  for (const [width, height] of sizes) {
    await atSize(page, width, height);
    for (const w of await amiss(page)) wrong.push(`${mode}, ${width}x${height}: ${w}`);
    const b = await page.locator(boardSel).first().boundingBox();
    await part.scrollIntoViewIfNeeded();
    const [board, r] = [await page.locator(boardSel).first().boundingBox(), await part.boundingBox()];
    if (!(r.x >= b.x + b.width && (r.height > height || (r.y >= 0 && r.y + r.height <= height + 0.5)))) wrong.push(`${mode}, ${width}x${height}: not on the screen beside the board: ${JSON.stringify({ b, r })}`);
    if (board.y < -0.5 || board.y + board.height > height + 0.5) wrong.push(`${mode}, ${width}x${height}: the board not whole as the column scrolls: ${JSON.stringify(board)}`);
  }
}

/** Every family (`press`: a tap or a click) played, edited and checked at `sizes`, each mode's controls beside the whole board (besideTheBoard); what is wrong. */
async function everyModeBeside(page, sizes, press) {
  const wrong = [];
  const beside = (mode, boardSel, part) => besideTheBoard(page, sizes, mode, boardSel, part, wrong);
  for (const family of await page.getByRole('tab').allTextContents()) {
    await press(page.getByRole('tab', { name: family, exact: true }));
    await page.locator('[data-testid=board] svg').first().waitFor();
    await press(page.getByRole('button', { name: 'Play it yourself', exact: true }));
    const play = page.getByRole('toolbar', { name: 'Play' });
    await play.waitFor();
    await beside(`${family}, Play`, '.pl-board', play);
    await press(page.getByRole('button', { name: 'Edit', exact: true }));
    await page.locator('.ed-fit').waitFor();
    await beside(`${family}, Edit`, '.ed-fit', page.getByRole('toolbar', { name: 'Editor' }));
    // (the size controls, where the family has them, under the editor's tools in the same column)
    if (await page.locator('.ed-under').count()) await beside(`${family}, Edit`, '.ed-fit', page.locator('.ed-under'));
    await press(page.getByRole('button', { name: 'Solve and watch', exact: true }));
    await press(page.getByRole('button', { name: 'Check', exact: true }));
    const check = page.locator('.check-panel');
    await check.waitFor();
    await beside(`${family}, Check`, '[data-testid=board]', check);
    await press(page.getByRole('button', { name: 'Check', exact: true }));
    await check.waitFor({ state: 'detached' });
  }
  return wrong;
}

/**
 * The app opened at `sizes` on a first visit, then every family's first level at load and solved
 * (`press`: a tap or a click): the board wholly on the screen at the left with Solve beside it, then
 * the playback controls scrolled to beside the whole board, nothing over it (amiss). What is wrong.
 */
async function everyFamilyWatched(page, baseURL, sizes, press) {
  await page.goto(baseURL);
  const board = page.locator('[data-testid=board]');
  await board.locator('svg').first().waitFor();
  const wrong = [];
  // (a first visit: its note above Solve, the board still whole)
  for (const [width, height] of sizes) {
    await atSize(page, width, height);
    for (const w of await amiss(page)) wrong.push(`first visit, ${width}x${height}: ${w}`);
  }
  await press(page.getByRole('button', { name: 'Got it' }));
  for (const family of await page.getByRole('tab').allTextContents()) {
    await press(page.getByRole('tab', { name: family, exact: true }));
    await page.locator('.gallery li button').first().waitFor();
    await board.locator('svg').first().waitFor();
    for (const [width, height] of sizes) {
      await atSize(page, width, height);
      for (const w of await amiss(page)) wrong.push(`${family}, ${width}x${height}, at load: ${w}`);
      const [b, solve] = [await board.boundingBox(), await page.getByRole('button', { name: 'Solve', exact: true }).boundingBox()];
      if (!(solve.x >= b.x + b.width && solve.y + solve.height <= height)) wrong.push(`${family}, ${width}x${height}: Solve is not on the screen beside the board: ${JSON.stringify({ b, solve })}`);
    }
    await press(page.getByRole('button', { name: 'Solve', exact: true }));
    await page.locator('.playback').waitFor({ timeout: 60_000 });
    for (const [width, height] of sizes) {
      await atSize(page, width, height);
      await page.locator('.playback').scrollIntoViewIfNeeded();
      for (const w of await amiss(page)) wrong.push(`${family}, ${width}x${height}, the playback controls in view: ${w}`);
      const [b, p] = [await board.boundingBox(), await page.locator('.playback').boundingBox()];
      if (!(p.x >= b.x + b.width && p.y >= 0 && p.y + p.height <= height + 0.5)) wrong.push(`${family}, ${width}x${height}: the playback controls not wholly on the screen beside the board: ${JSON.stringify({ b, p })}`);
    }
  }
  return wrong;
}

/** `name`'s box lies wholly on the screen. */
const onScreen = async (page, locator, name) => {
  const r = await locator.boundingBox();
  const h = await page.evaluate(() => innerHeight);
  assert.ok(r && r.y >= 0 && r.y + r.height <= h + 0.5, `${name} on the screen: ${JSON.stringify(r)}, ${h} px high`);
};

export const tests = [
  {
    name: '844x390, 740x360, 667x375, 915x412, 932x430, 926x428, 896x414, 1000x450 (touch), every family: at load the board is wholly on the screen at the left, Solve beside it, nothing over it, no sideways scroll; solved, the playback controls scroll into view with the board still whole beside them',
    viewport: { width: 844, height: 390 },
    contextOptions: { hasTouch: true, isMobile: true },
    async run(page, { baseURL }) {
      assert.deepEqual(await everyFamilyWatched(page, baseURL, [...SIZES, ...LARGE], (l) => l.tap()), []);
    },
  },
  {
    name: "844x390 (touch), Play and Edit: Snakebird's board whole at the left with Play's toolbar and direction buttons, the editor's toolbar and palette, beside it, passing axe, the header and the board's region still landmarks; Check's panel beside the watched board",
    viewport: { width: 844, height: 390 },
    contextOptions: { hasTouch: true, isMobile: true },
    async run(page, { baseURL }) {
      await page.goto(baseURL);
      await page.getByRole('button', { name: 'Got it' }).tap();
      await page.getByRole('tab', { name: 'Snakebird', exact: true }).tap();
      await page.locator('[data-testid=board] svg').first().waitFor();
      await page.getByRole('button', { name: 'Play it yourself', exact: true }).tap();
      const toolbar = page.getByRole('toolbar', { name: 'Play' });
      await toolbar.waitFor();
      await atSize(page, 844, 390);
      assert.deepEqual(await amiss(page), []);
      // (the header's and the stage's boxes are given up there, not what they are to a screen reader)
      assert.deepEqual(await axeViolations(page), []);
      await page.getByRole('banner').getByRole('tab', { name: 'Snakebird' }).waitFor();
      await page.getByRole('region', { name: 'Board' }).getByRole('toolbar', { name: 'Play' }).waitFor();
      await onScreen(page, toolbar, "Play's toolbar");
      const directions = page.getByRole('group', { name: 'Directions' });
      await directions.scrollIntoViewIfNeeded();
      await onScreen(page, directions, 'the direction buttons');
      assert.deepEqual(await amiss(page), [], 'the board stays whole as the column scrolls to the direction buttons');
      await page.getByRole('button', { name: 'Edit', exact: true }).tap();
      await page.locator('.ed-board').waitFor();
      await atSize(page, 844, 390);
      assert.deepEqual(await axeViolations(page), []);
      const edBoard = await page.locator('.ed-fit').boundingBox();
      assert.ok(edBoard.y >= 0 && edBoard.y + edBoard.height <= 390.5, `the editor's board on the screen: ${JSON.stringify(edBoard)}`);
      for (const [name, part] of [["the editor's toolbar", page.getByRole('toolbar', { name: 'Editor' })], ['the palette', page.getByRole('radiogroup', { name: 'Palette' })]]) {
        await part.scrollIntoViewIfNeeded();
        const r = await part.boundingBox();
        assert.ok(r.x >= edBoard.x + edBoard.width, `${name} beside the board: ${JSON.stringify({ r, edBoard })}`);
        await onScreen(page, part, name);
      }
      await page.getByRole('button', { name: 'Solve and watch', exact: true }).tap();
      await page.getByRole('button', { name: 'Check', exact: true }).tap();
      const check = page.locator('.check-panel');
      await check.waitFor();
      await check.scrollIntoViewIfNeeded();
      assert.deepEqual(await amiss(page), [], 'the board stays whole beside Check');
    },
  },
  {
    name: "915x412, 932x430, 926x428, 896x414, 1000x450 (touch), every family: playing, editing and checking, the board is wholly on the screen at the left, Play's toolbar, the editor's toolbar and size controls and Check's panel beside it, nothing over it, no sideways scroll",
    viewport: { width: 915, height: 412 },
    contextOptions: { hasTouch: true, isMobile: true },
    async run(page, { baseURL }) {
      await page.goto(baseURL);
      await page.getByRole('button', { name: 'Got it' }).tap();
      assert.deepEqual(await everyModeBeside(page, LARGE, (l) => l.tap()), []);
    },
  },
  {
    name: '1280x450, 1366x420, 1440x480, 1920x460, 1280x499 (a desktop window under 500 px high), mouse, every family: at load, first visit or not, the board is wholly on the screen at the left, Solve beside it; solved, the playback controls scroll into view with the board still whole beside them; nothing over it, no sideways scroll',
    viewport: { width: 1280, height: 450 },
    async run(page, { baseURL }) {
      // (before: the desktop's three columns: Move's board 256 px high, its top 183 px down at
      // 1280x450, the playback controls from 447 px down, under the foot)
      assert.deepEqual(await everyFamilyWatched(page, baseURL, WIDE, (l) => l.click()), []);
    },
  },
  {
    name: "1280x450, 1366x420, 1440x480, 1920x460, 1280x499, mouse, every family: playing, editing and checking, the board is wholly on the screen at the left, Play's toolbar, the editor's toolbar and size controls and Check's panel beside it, nothing over it, no sideways scroll; the palette's further words shown, the editor's board not fitted as a desktop's",
    viewport: { width: 1280, height: 450 },
    async run(page, { baseURL }) {
      await page.goto(baseURL);
      await page.getByRole('button', { name: 'Got it' }).click();
      // (before: Play's board under its toolbar, 221 to 477 px down at 1280x450; the editor's
      // board 80 px high under its tools, its size controls under the foot)
      const wrong = await everyModeBeside(page, WIDE, (l) => l.click());
      // the editor's palette is in the column, not over the board: a tool's further words are shown
      // there, as under 1200 px (hidden where the board is fitted to the screen, a row more of it)
      await page.getByRole('tab', { name: 'Snakebird', exact: true }).click();
      await page.getByRole('button', { name: 'Edit', exact: true }).click();
      const more = page.getByRole('radiogroup', { name: 'Palette' }).locator('.ed-tool-more');
      for (const [width, height] of WIDE) {
        await atSize(page, width, height);
        if (!(await more.isVisible())) wrong.push(`${width}x${height}: the Snakebird tool's further words are not shown`);
      }
      assert.deepEqual(wrong, []);
    },
  },
  {
    name: '844x390, 932x430 and 1280x450 (touch): a solve\'s answer come with its controls scrolled out of view, "Answer ready ↑" is on the screen over the column, not over the board, and takes the page to the controls, the board still whole',
    viewport: { width: 844, height: 390 },
    contextOptions: { hasTouch: true, isMobile: true },
    async run(page, { baseURL, browser }) {
      const wrong = [];
      for (const [width, height] of [[844, 390], [932, 430], [1280, 450]]) {
        // (a page of its own at each size: a level solved opens with its answer)
        const context = await browser.newContext({ viewport: { width, height }, hasTouch: true, isMobile: true });
        const at = await context.newPage();
        at.on('pageerror', (e) => wrong.push(`${width}x${height}: page error: ${e}`));
        await holdingAnswers(at);
        await at.goto(baseURL);
        await at.getByRole('button', { name: 'Got it' }).tap();
        await at.getByRole('tab', { name: 'DogBunny', exact: true }).tap();
        await at.getByRole('button', { name: 'Solve', exact: true }).tap();
        // while it searches, the person opens Check and reads down its panel, under the controls' place
        await at.getByRole('button', { name: 'Check', exact: true }).tap();
        await at.locator('.check-panel').waitFor();
        await at.evaluate(() => scrollTo(0, document.documentElement.scrollHeight));
        await letAnswersGo(at);
        const pointer = at.getByRole('button', { name: 'Answer ready', exact: true });
        if (!(await pointer.waitFor({ timeout: 10_000 }).then(() => true, () => false))) {
          wrong.push(`${width}x${height}: no pointer`);
          await context.close();
          continue;
        }
        const [p, board] = [await pointer.boundingBox(), await at.locator('[data-testid=board]').boundingBox()];
        // (before: centred on the screen, over the board's right part: 338 to 507 px across a board ending at 410 at 844x390)
        if (!(p.x >= board.x + board.width && p.x + p.width <= width && p.y >= 0 && p.y + p.height <= height)) wrong.push(`${width}x${height}: the pointer is not on the screen beside the board: ${JSON.stringify({ p, board })}`);
        await pointer.tap();
        await pointer.waitFor({ state: 'detached' });
        await onScreen(at, at.locator('.playback-buttons'), `${width}x${height}: the playback buttons`);
        for (const w of await amiss(at)) wrong.push(`${width}x${height}, the pointer pressed: ${w}`);
        await context.close();
      }
      assert.deepEqual(wrong, []);
    },
  },
  {
    name: '844x390 and 932x430 (touch): My levels opened shows its panel in the column, the board still wholly on the screen as the page scrolls to it',
    viewport: { width: 844, height: 390 },
    contextOptions: { hasTouch: true, isMobile: true },
    async run(page, { baseURL }) {
      await page.goto(baseURL);
      await page.getByRole('button', { name: 'Got it' }).tap();
      // (DogBunny: the tallest board, the actions lowest in the column)
      await page.getByRole('tab', { name: 'DogBunny', exact: true }).tap();
      await page.locator('[data-testid=board] svg').first().waitFor();
      const wrong = [];
      for (const [width, height] of [[844, 390], [932, 430]]) {
        await atSize(page, width, height);
        await page.getByRole('button', { name: 'My levels', exact: true }).tap();
        const panel = page.getByRole('region', { name: 'My levels' }).or(page.locator('.my-levels-panel')).first();
        await panel.waitFor();
        // the panel's foot, scrolled to: laid over the page's foot it scrolled the board up past the screen's top
        await page.getByRole('button', { name: 'Close', exact: true }).scrollIntoViewIfNeeded();
        for (const w of await amiss(page)) wrong.push(`${width}x${height}, My levels open: ${w}`);
        await onScreen(page, page.getByRole('button', { name: 'Close', exact: true }), `${width}x${height}: My levels' Close`);
        await page.getByRole('button', { name: 'Close', exact: true }).tap();
        await panel.waitFor({ state: 'detached' });
      }
      assert.deepEqual(wrong, []);
    },
  },
  {
    name: "Edit, mouse and touch: the editors' sections that open (Anemones' table, DogBunny's names and conditions) have headers 24 px tall at least, 33 px where the main pointer is a finger",
    viewport: { width: 1280, height: 800 },
    contextOptions: { hasTouch: true },
    async run(page, { baseURL }) {
      await page.goto(baseURL);
      await page.getByRole('button', { name: 'Got it' }).click();
      const heights = {};
      for (const family of ['Anemones', 'DogBunny']) {
        await page.getByRole('tab', { name: family, exact: true }).click();
        await page.locator('[data-testid=board] svg').first().waitFor();
        await page.getByRole('button', { name: 'Edit', exact: true }).click();
        const summary = page.locator('.ed-family details > summary');
        await summary.waitFor();
        heights[family] = (await summary.boundingBox()).height;
        await page.getByRole('button', { name: 'Solve and watch', exact: true }).click();
      }
      // (before: 19 px each; this context has a touch screen, but its main pointer is a mouse's)
      const coarse = await page.evaluate(() => matchMedia('(pointer: coarse)').matches);
      for (const [family, h] of Object.entries(heights)) assert.ok(h >= (coarse ? 33 : 24), `${family}'s section header is ${h} px tall`);
    },
  },
];
