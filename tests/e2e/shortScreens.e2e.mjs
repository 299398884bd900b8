// Short screens between a phone and a 1280 px desktop (600 to 700 px high), mouse. Editing from
// 701 to 1199 px wide, the editor kept the board's height in play (GridEditor fitted it to the
// screen from 1200 px only): at 1000x650 Move's 4×4 had its size controls 115 px under the foot,
// and a first visit's note above the layout was not reckoned with. From 1200 to 1279 px the
// board's column (503 px at 1200) took the editor's tools in 4 rows under a header of two, and
// Move's 4×4 was drawn 80 px high at 1200x600. Watching from 701 to 1199 px, the board's head took
// three rows and the board kept a floor of 16rem: at 720x600 the playback slider lay 35 px under
// the foot (Move), at 1000x600 the playback controls 37. Snakebird's Classic 0 (8×22), its cells
// held at 20 px, had its size controls 21 px under 1280x600's foot and 98 under 1000x650's (the
// palette three rows there), and New level's 18 px under 1000x650's.
import assert from 'node:assert/strict';
import { atSize, everyFamilySolved, openSolved, underTheFoot } from './atSizes.mjs';

/** Opens `family`'s first gallery level (or the one named `level`) and its editor. */
async function editFirst(page, family, level) {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.getByRole('tab', { name: family, exact: true }).click();
  const levels = page.locator('.gallery li button');
  await (level ? levels.filter({ hasText: level }) : levels.first()).click();
  await page.getByRole('button', { name: 'Edit', exact: true }).click();
  await page.locator('.ed-board').first().waitFor();
}

/** The app opened, its first visit's note put away, and `family`'s first gallery level (or the one named `level`) in its editor. */
async function openEditing(page, baseURL, family, level) {
  await page.goto(baseURL);
  await page.getByRole('button', { name: 'Got it' }).click();
  await editFirst(page, family, level);
}

/** The side (px) of a cell of the editor's paint layer, as drawn. */
const editorCell = (page) => page.locator('.ed-paint').evaluate((grid) => grid.getBoundingClientRect().width / Number(grid.getAttribute('aria-colcount')));

const EDITOR_PARTS = [
  ['board', '.ed-board'],
  ['size controls', '.ed-under'],
];

/** What is amiss with the editor at this size: the board or its size controls under the foot, cells under 15 px, the toolbar's buttons (Undo to Export text) more than a row. */
async function editorAmissAt(page, width, height) {
  await atSize(page, width, height);
  const amiss = (await underTheFoot(page, EDITOR_PARTS)).map((w) => `${width}x${height}: ${w}`);
  const cell = await editorCell(page);
  if (cell < 15) amiss.push(`${width}x${height}: the cells are ${cell.toFixed(1)} px`);
  const rows = await page.locator('.ed-toolbar > button, .ed-text > button').evaluateAll((all) => new Set(all.map((b) => Math.round(b.getBoundingClientRect().top))).size);
  if (rows > 1) amiss.push(`${width}x${height}: the toolbar's buttons take ${rows} rows`);
  return amiss;
}

export const tests = [
  {
    name: "800x650 to 1100x700, Edit: Move's and Bars' first levels have the board and its size controls on the screen, with a first visit's note above too",
    viewport: { width: 1280, height: 800 },
    async run(page, { baseURL }) {
      await page.goto(baseURL);
      // (the first visit's note stays for the first family's sizes, then goes)
      const wrong = [];
      for (const [family, note] of [['Move', true], ['Move', false], ['Bars', false]]) {
        if (!note && (await page.getByRole('button', { name: 'Got it' }).isVisible())) await page.getByRole('button', { name: 'Got it' }).click();
        await editFirst(page, family);
        assert.equal(await page.locator('.intro').isVisible(), note, `the first visit's note is ${note ? '' : 'not '}shown`);
        // (before: Move's controls 115 px under the foot of 1000x650, 142 of 800x650, 36 of 1100x700; with the note 110 of 1100x700)
        for (const [width, height] of note ? [[1100, 700], [1000, 720]] : [[800, 650], [1000, 650], [1100, 700]]) {
          await atSize(page, width, height);
          for (const w of await underTheFoot(page, EDITOR_PARTS)) wrong.push(`${family}${note ? ' with the note' : ''}, ${width}x${height}: ${w}`);
        }
        await page.setViewportSize({ width: 1280, height: 800 });
        await page.getByRole('button', { name: 'Solve and watch', exact: true }).click();
      }
      assert.deepEqual(wrong, []);
    },
  },
  {
    name: "1000x650 to 1280x600, Edit: Snakebird's first level (8×22) and its blank level have the board and its size controls on the screen, the cells 16 px at least",
    viewport: { width: 1280, height: 800 },
    async run(page, { baseURL }) {
      await openEditing(page, baseURL, 'Snakebird');
      const wrong = [];
      // (before: Classic 0's controls 98 px under the foot of 1000x650, 27 of 1250x640 and 21 of
      // 1280x600, its cells held at 20 px, the controls three rows and the palette three at 1000 px;
      // the blank level's 18 under 1000x650's)
      for (const [level, sizes] of [
        ['Classic 0', [[1000, 650], [1250, 640], [1280, 600]]],
        ['the blank level', [[1000, 650], [1280, 600]]],
      ]) {
        if (level === 'the blank level') {
          await page.setViewportSize({ width: 1280, height: 800 });
          await page.getByRole('button', { name: 'New level', exact: true }).click();
          await page.getByRole('grid', { name: 'Level grid, 6 rows by 8 columns' }).waitFor();
        }
        for (const [width, height] of sizes) {
          await atSize(page, width, height);
          for (const w of await underTheFoot(page, EDITOR_PARTS)) wrong.push(`${level}, ${width}x${height}: ${w}`);
          const cell = await editorCell(page);
          if (cell < 16) wrong.push(`${level}, ${width}x${height}: the cells are ${cell.toFixed(1)} px`);
        }
      }
      // (the Snakebird tool's further words, not shown here, are in its title)
      assert.match(await page.getByRole('radio', { name: /Snakebird/ }).getAttribute('title'), /^Snakebird \(drag from the head\) \(key 8\)$/);
      assert.deepEqual(wrong, []);
    },
  },
  {
    name: "950x650 to 701x600, Edit: Snakebird's blank level (6×8) has its size controls on the screen, under the board the sizes a row and the sides' buttons another",
    viewport: { width: 1280, height: 800 },
    async run(page, { baseURL }) {
      await openEditing(page, baseURL, 'Snakebird');
      await page.getByRole('button', { name: 'New level', exact: true }).click();
      await page.getByRole('grid', { name: 'Level grid, 6 rows by 8 columns' }).waitFor();
      const wrong = [];
      // (before: each axis a row of its own, its name first, three rows in all, and the controls
      // 52 px under 950x650's foot and 48 under 800x600's, the cells at 20 px; in a landscape
      // window under 750 px, the axes' buttons 441 px wide, still three rows: 38 px under 720x600's
      // and 701x600's foot)
      for (const [width, height] of [[950, 650], [800, 600], [720, 600], [701, 600]]) {
        await atSize(page, width, height);
        for (const w of await underTheFoot(page, EDITOR_PARTS)) wrong.push(`${width}x${height}: ${w}`);
        // (under the board; at 950x650, with the header two rows and the toolbar one, they lie
        // beside it, which draws it larger, its cells 31.6 px, each axis its name over its buttons)
        if (await page.locator('.ed-beside').count()) continue;
        const axes = await page.locator('.ed-border-axis').evaluateAll((all) => all.map((a) => Math.round(a.getBoundingClientRect().top)));
        if (new Set(axes).size > 1) wrong.push(`${width}x${height}: the axes' buttons take ${new Set(axes).size} rows`);
      }
      assert.deepEqual(wrong, []);
    },
  },
  {
    name: "950x650, Edit: Snakebird's Classic 0 (8×22) has its size controls on the screen, its cells 15 px at least, the toolbar one row; the tagline still shown at 1000 px",
    viewport: { width: 1280, height: 800 },
    async run(page, { baseURL }) {
      await openEditing(page, baseURL, 'Snakebird', /^Classic 0\b/);
      // (before: the header three rows, 144 px, the tagline a row of its own, and Import text and
      // Export text a second row of the toolbar: the controls 75 px under the foot)
      assert.deepEqual(await editorAmissAt(page, 950, 650), []);
      // (kept for a screen reader where it is not shown; shown where it fits beside the tabs)
      const tagline = page.locator('header .tagline');
      assert.equal(await tagline.textContent(), 'the shortest way through your puzzle');
      await atSize(page, 1000, 650);
      assert.ok((await tagline.boundingBox()).width > 100, 'the tagline is shown at 1000x650');
    },
  },
  {
    name: "901x650, 930x650 and 800x600, Edit: Snakebird's Classic 0 (8×22) has its size controls on the screen, its cells 15 px at least, the toolbar one row",
    viewport: { width: 1280, height: 800 },
    async run(page, { baseURL }) {
      await openEditing(page, baseURL, 'Snakebird', /^Classic 0\b/);
      // (before: from 901 to 964 px the Solver's column of 22rem left a stage of 460 to 489 px, the
      // toolbar two rows and the palette three at 901: the controls 55 px under 901x650's foot and
      // 24 under 930x650's; in the landscape window's stage of 498 px at 800 px, Export text 1 px
      // past the row's end: 57 px under 800x600's)
      const amiss = [];
      for (const [width, height] of [[901, 650], [930, 650], [800, 600]]) amiss.push(...(await editorAmissAt(page, width, height)));
      assert.deepEqual(amiss, []);
    },
  },
  {
    name: "901x600 to 1050x600 and 750x600 to 781x600, Edit: Snakebird's Classic 0 (8×22) has its size controls on the screen, its cells 15 px at least, the toolbar one row; Classic 9 (18×9) its controls too at 1024x600",
    viewport: { width: 1280, height: 800 },
    async run(page, { baseURL }) {
      await openEditing(page, baseURL, 'Snakebird', /^Classic 0\b/);
      // (before: from 901 to 1099 px, 600 high, the header two rows and the board's head two, the
      // toolbar's, palette's and size controls' buttons a desktop's: the controls 50 px under
      // 901x600's foot, 65 under 1024x600's and 1050x600's, the cells 19 and 20 px; from 750 to
      // 782 px in a landscape window the toolbar two rows: 38 px under 750x600's, 50 under 781x600's)
      const amiss = [];
      for (const [width, height] of [[901, 600], [1024, 600], [1050, 600], [750, 600], [781, 600]]) amiss.push(...(await editorAmissAt(page, width, height)));
      // (before: Classic 9's controls under its board, 73 px under 1024x600's foot; beside it now)
      await page.setViewportSize({ width: 1280, height: 800 });
      await page.getByRole('button', { name: 'Solve and watch', exact: true }).click();
      await editFirst(page, 'Snakebird', /^Classic 9\b/);
      await atSize(page, 1024, 600);
      for (const w of await underTheFoot(page, EDITOR_PARTS)) amiss.push(`Classic 9, 1024x600: ${w}`);
      assert.deepEqual(amiss, []);
    },
  },
  {
    name: "1000x650 and 1280x600, Edit on a first visit: the note is put aside while editing and Snakebird's Classic 0 (8×22) has its size controls on the screen; the note is back in watch",
    viewport: { width: 1280, height: 800 },
    async run(page, { baseURL }) {
      await page.goto(baseURL);
      await editFirst(page, 'Snakebird', /^Classic 0\b/);
      const note = page.locator('.intro');
      // (before: the note's 74 px above the editor left the controls 89 px under 1000x650's foot and 95 under 1280x600's)
      const amiss = [];
      for (const [width, height] of [[1000, 650], [1280, 600]]) {
        amiss.push(...(await editorAmissAt(page, width, height)));
        if (await note.isVisible()) amiss.push(`${width}x${height}: the note is shown while editing`);
      }
      assert.deepEqual(amiss, []);
      await page.getByRole('button', { name: 'Solve and watch', exact: true }).click();
      await note.getByRole('button', { name: 'Got it' }).waitFor({ timeout: 10_000 });
    },
  },
  {
    name: "901x560 to 1099x560 and 1200x600 to 1279x600, Edit: Snakebird's Classic 0 (8×22) has its size controls on the screen; Classic 9 (16 cells high) at 600 px high its cells 15 px at least, its controls beside it on the screen",
    viewport: { width: 1280, height: 800 },
    async run(page, { baseURL }) {
      await openEditing(page, baseURL, 'Snakebird', /^Classic 0\b/);
      // (before: 64 px under 901x560's foot, 66 under 1000x560's and 1024x560's, 67 under 1200x600's
      // to 1279x600's, the header, the board's head and the stage's paddings as on a taller screen)
      const amiss = [];
      for (const [width, height] of [[901, 560], [1000, 560], [1024, 560], [1099, 560], [1200, 600], [1279, 600]]) amiss.push(...(await editorAmissAt(page, width, height)));
      await page.setViewportSize({ width: 1280, height: 800 });
      await page.getByRole('button', { name: 'Solve and watch', exact: true }).click();
      await editFirst(page, 'Snakebird', /^Classic 9\b/);
      // (before: held to its 208 px in play, 13 px cells, from 901 to 1199 px; at 1200x600 under
      // the board, its controls 77 px under the foot)
      for (const [width, height] of [[901, 600], [1024, 600], [1200, 600]]) {
        amiss.push(...(await editorAmissAt(page, width, height)).map((w) => `Classic 9, ${w}`));
        if (!(await page.locator('.ed-beside').count())) amiss.push(`Classic 9, ${width}x${height}: the size controls are under the board`);
      }
      assert.deepEqual(amiss, []);
    },
  },
  {
    name: "1280x600, Edit: Snakebird's Classic 9, taller than wide, has its size controls at the board's right, on the screen, its cells 15 px at least",
    viewport: { width: 1280, height: 800 },
    async run(page, { baseURL }) {
      await openEditing(page, baseURL, 'Snakebird', /^Classic 9\b/);
      await atSize(page, 1280, 600);
      // (before: at 16 px neither way fitted, and under the board, its cells 20 px, the controls
      // ended 78 px under the foot; beside it its cells are 15.6 px)
      assert.deepEqual(await underTheFoot(page, EDITOR_PARTS), []);
      const [board, controls] = [await page.locator('.ed-board').boundingBox(), await page.locator('.ed-borders').boundingBox()];
      assert.ok(controls.x >= board.x + board.width, `the size controls are under the board: ${JSON.stringify({ board, controls })}`);
      const cell = await editorCell(page);
      assert.ok(cell >= 15, `the cells are ${cell.toFixed(1)} px`);
    },
  },
  {
    name: "1000x650, then 1280x600, Edit: Snakebird's Teleporter's size controls, tried beside the board, are seen too tall there and go back under it, on the screen",
    viewport: { width: 1280, height: 800 },
    async run(page, { baseURL }) {
      await openEditing(page, baseURL, 'Snakebird', /^Teleporter\b/);
      await atSize(page, 1000, 650);
      await atSize(page, 1280, 600);
      // (before: the column beside the board, 214 px high, ended 17 px under the foot: the page's
      // height stayed as it was, and nothing measured the column where it went)
      assert.deepEqual(await underTheFoot(page, EDITOR_PARTS), []);
    },
  },
  {
    name: "1200x600 and 1250x640, Edit: the board's column holds the editor's tools in a row and Move's 4×4 board is drawn 200 px high at least, its size controls on the screen",
    viewport: { width: 1280, height: 800 },
    async run(page, { baseURL }) {
      await openEditing(page, baseURL, 'Move');
      const wrong = [];
      for (const [width, height] of [[1200, 600], [1250, 640]]) {
        await atSize(page, width, height);
        for (const w of await underTheFoot(page, EDITOR_PARTS)) wrong.push(`${width}x${height}: ${w}`);
        const board = await page.locator('.ed-board').first().boundingBox();
        const toolbar = await page.locator('.ed-toolbar').boundingBox();
        // (before: 80 px at 1200x600, 127 at 1250x600; the toolbar two rows, 81 px)
        if (board.height < 200) wrong.push(`${width}x${height}: the board is ${Math.round(board.height)} px high`);
        if (toolbar.height > 45) wrong.push(`${width}x${height}: the toolbar takes ${Math.round(toolbar.height)} px (more than a row)`);
      }
      assert.deepEqual(wrong, []);
    },
  },
  {
    name: "910x700 to 1250x700, Edit: Snakebird's 'No Snakefall link: …' lies beside the level's actions, and the header is as high as while watching",
    viewport: { width: 1280, height: 800 },
    async run(page, { baseURL }) {
      await page.goto(baseURL);
      await page.getByRole('button', { name: 'Got it' }).click();
      await page.getByRole('tab', { name: 'Snakebird', exact: true }).click();
      await page.locator('.gallery li button', { hasText: /^Teleporter\b/ }).click();
      await page.locator('[data-testid=board] svg').first().waitFor();
      const line = page.locator('header .actions-line', { hasText: /^No Snakefall link: it has teleporters/ });
      const wrong = [];
      for (const [width, height] of [[910, 700], [1000, 700], [1250, 700]]) {
        await page.setViewportSize({ width, height });
        if (await page.locator('.ed-panel').isVisible()) await page.getByRole('button', { name: 'Solve and watch', exact: true }).click();
        await line.waitFor({ state: 'detached' });
        const watching = (await page.locator('header').boundingBox()).height;
        await page.getByRole('button', { name: 'Edit', exact: true }).click();
        await line.waitFor();
        await atSize(page, width, height);
        const header = (await page.locator('header').boundingBox()).height;
        const [said, share] = [await line.boundingBox(), await page.locator('.level-actions').getByRole('button', { name: 'Share', exact: true }).boundingBox()];
        // (before: on a line of its own under the buttons, the header 147 px high at 1000 px, 110 while watching)
        if (said.y >= share.y + share.height) wrong.push(`${width}x${height}: the line is under the buttons`);
        if (header > watching + 12) wrong.push(`${width}x${height}: the header is ${Math.round(header)} px high editing, ${Math.round(watching)} watching`);
      }
      assert.deepEqual(wrong, []);
    },
  },
  {
    name: "1000x650, Edit: DogBunny's map, fitted to the screen with its words under 10 px, is offered the zoom, whose first step draws them 10 px at least; at 1440x900, drawn large enough, it is not",
    viewport: { width: 1000, height: 650 },
    async run(page, { baseURL }) {
      await openEditing(page, baseURL, 'DogBunny');
      await atSize(page, 1000, 650);
      /** the smallest word drawn on the map (a name or a condition), CSS px */
      const smallestWord = () =>
        page.locator('svg.board.dogbunny').evaluate((svg) =>
          Math.min(...[...svg.querySelectorAll('text.node-name, text.condition')].map((t) => { const m = t.getScreenCTM(); return parseFloat(getComputedStyle(t).fontSize) * Math.hypot(m.a, m.b); })),
        );
      const zoomIn = page.getByRole('button', { name: 'Zoom in' });
      // (before: the map 256 px high, its words about 8 px, no zoom offered: its grid points are 43 px apart)
      const fitted = await smallestWord();
      assert.ok(fitted < 10, `fitted, the smallest word is ${fitted.toFixed(1)} px`);
      await zoomIn.waitFor({ timeout: 10_000 });
      await zoomIn.click();
      await page.waitForFunction(() => document.querySelector('.zoom-on') !== null, null, { timeout: 10_000 });
      const zoomed = await smallestWord();
      assert.ok(zoomed >= 10, `zoomed in, the smallest word is ${zoomed.toFixed(1)} px`);
      await page.getByRole('button', { name: 'Fit' }).click();
      await atSize(page, 1440, 900);
      await zoomIn.waitFor({ state: 'hidden', timeout: 10_000 });
      assert.ok((await smallestWord()) >= 10, 'at 1440x900 the words are 10 px at least, fitted');
    },
  },
  {
    name: "900x600 and 1200x600, mouse: DogBunny's solution's moves take a line each in the Solver's column of 15rem",
    viewport: { width: 1280, height: 800 },
    async run(page, { baseURL }) {
      await page.goto(baseURL);
      await page.getByRole('button', { name: 'Got it' }).click();
      await page.getByRole('tab', { name: 'DogBunny', exact: true }).click();
      await openSolved(page, page.locator('.gallery li button').first());
      const wrong = [];
      for (const [width, height] of [[900, 600], [1200, 600]]) {
        await atSize(page, width, height);
        const moves = await page.locator('.side .mt > .move-list > li > button').evaluateAll((buttons) =>
          buttons.map((b) => {
            // (the lines its words are drawn on: the distinct tops of their boxes)
            const words = document.createRange();
            words.selectNodeContents(b);
            return { words: b.textContent, lines: new Set([...words.getClientRects()].map((r) => Math.round(r.top))).size };
          }),
        );
        assert.ok(moves.length > 20, `the solution's moves are listed: ${moves.length}`);
        // (before: two 7rem columns, 'Bunny: blank 2 → house' on 3 lines)
        for (const m of moves) if (m.lines > 1) wrong.push(`${width}x${height}: '${m.words}' takes ${m.lines} lines`);
      }
      assert.deepEqual(wrong, []);
    },
  },
  {
    name: "720x600 to 1000x600, 720x500 and 760x490 (a small laptop's window), mouse: every family's first level, solved, has its board, the playback slider and buttons on the screen, and from 600 px high the position's words under them (901 px too, the Solver's column at its narrowest)",
    viewport: { width: 1280, height: 800 },
    async run(page, { baseURL }) {
      await page.goto(baseURL);
      await page.getByRole('button', { name: 'Got it' }).click();
      const wrong = [];
      await everyFamilySolved(page, () => [0], async (family) => {
        // (before: at 720x600 Move's slider ended 35 px under the foot, its buttons' row 64; at
        // 1000x600 the controls 37. Under 500 px high the board's floor of 12rem put Move's and
        // Bars' sliders 24 px under 720x500's foot, 34 under 760x490's, DogBunny's 28 and 38)
        for (const [width, height] of [[720, 600], [800, 600], [880, 600], [901, 600], [1000, 600], [720, 500], [760, 490]]) {
          await atSize(page, width, height);
          const parts = [
            ['board', '[data-testid=board]'],
            ['slider', '.playback input[type=range]'],
            ['playback buttons', '.playback-buttons'],
            // (and the position's words under the slider, but under 500 px high, where they may be scrolled to)
            ...(height >= 600 ? [['playback controls', '.playback']] : []),
          ];
          for (const w of await underTheFoot(page, parts)) wrong.push(`${family}, ${width}x${height}: ${w}`);
        }
      });
      assert.deepEqual(wrong, []);
    },
  },
  {
    name: "901x540 and 990x540, Play: every family's first level has Play's toolbar in one row and its board and the moves' buttons under it on the screen",
    viewport: { width: 1280, height: 800 },
    async run(page, { baseURL }) {
      await page.goto(baseURL);
      await page.getByRole('button', { name: 'Got it' }).click();
      const wrong = [];
      for (const family of await page.getByRole('tab').allTextContents()) {
        await page.setViewportSize({ width: 1280, height: 800 });
        await page.getByRole('tab', { name: family, exact: true }).click();
        await page.locator('.gallery li button').first().click();
        await page.getByRole('button', { name: 'Play it yourself', exact: true }).click();
        await page.locator('.pl-board').waitFor();
        for (const [width, height] of [[901, 540], [990, 540]]) {
          await atSize(page, width, height);
          // (the moves' buttons under the board: directions, or DogBunny's legal moves; Anemones and Bars are played on the board)
          const parts = [['board', '.pl-board'], ...((await page.locator('.pl-moves').count()) ? [["the moves' buttons", '.pl-moves']] : [])];
          // (before: the move count took a second row from 901 to 999 px, the board 47 px lower: Snakebird's direction buttons 24 and 27 px under the foot, DogBunny's moves 27)
          for (const w of await underTheFoot(page, parts)) wrong.push(`${family}, ${width}x${height}: ${w}`);
          const rows = await page.locator('.pl-toolbar > *').evaluateAll((all) => new Set(all.map((b) => Math.round(b.getBoundingClientRect().top))).size);
          if (rows > 1) wrong.push(`${family}, ${width}x${height}: Play's toolbar takes ${rows} rows`);
        }
        await page.setViewportSize({ width: 1280, height: 800 });
        await page.getByRole('button', { name: 'Solve and watch', exact: true }).click();
      }
      assert.deepEqual(wrong, []);
    },
  },
  {
    name: "a phone on its side from 901 px wide (915x412, 932x430, touch), Edit: Move's and Bars' first levels have their board wholly on the screen at the left, cells 24 px at least, the size controls beside it, on the screen as the column scrolls to them with the board still whole",
    viewport: { width: 915, height: 412 },
    contextOptions: { hasTouch: true, isMobile: true },
    async run(page, { baseURL }) {
      await openEditing(page, baseURL, 'Move');
      const wrong = [];
      for (const family of ['Move', 'Bars']) {
        if (family !== 'Move') {
          await page.setViewportSize({ width: 1280, height: 800 });
          await page.getByRole('button', { name: 'Solve and watch', exact: true }).click();
          await editFirst(page, family);
        }
        for (const [width, height] of [[915, 412], [932, 430]]) {
          await atSize(page, width, height);
          // (before the side-on layout reached these sizes (landscapePhone.e2e.mjs), the tablet's
          // layout had the size controls under the board, the two within a screen's height, Move's
          // board 192 px high at 915x412, its top 322 px down at load; at first, 80 px high, cells 20 px,
          // the controls under the foot all the same. Now the board is the screen's height at the
          // left, 377 px at 915x412, the controls in the column at its right)
          const cell = await editorCell(page);
          if (cell < 24) wrong.push(`${family}, ${width}x${height}: the cells are ${cell.toFixed(1)} px`);
          const fit = await page.locator('.ed-fit').boundingBox();
          if (fit.y < 0 || fit.y + fit.height > height + 0.5) wrong.push(`${family}, ${width}x${height}: the board is not wholly on the screen: ${JSON.stringify(fit)}`);
          await page.locator('.ed-under').scrollIntoViewIfNeeded();
          const [board, controls] = [await page.locator('.ed-fit').boundingBox(), await page.locator('.ed-under').boundingBox()];
          if (controls.x < board.x + board.width || controls.y < 0 || controls.y + controls.height > height + 0.5 || board.y < -0.5 || board.y + board.height > height + 0.5)
            wrong.push(`${family}, ${width}x${height}: the size controls not on the screen beside the whole board: ${JSON.stringify({ board, controls })}`);
        }
      }
      assert.deepEqual(wrong, []);
    },
  },
  {
    name: "a phone on its side (844x390, touch), opening the app: the board begins on the first screen, under the first visit's note too, and Solve's row holds the count's tick box",
    viewport: { width: 844, height: 390 },
    contextOptions: { hasTouch: true, isMobile: true },
    async run(page, { baseURL }) {
      await page.goto(baseURL);
      const board = page.locator('[data-testid=board]');
      await board.locator('svg').first().waitFor();
      await page.locator('.intro').waitFor();
      const shown = async () => (await page.evaluate(() => innerHeight)) - (await board.boundingBox()).y;
      // (before: the board began 28 px under the foot with the note, 38 px above it without)
      const withNote = await shown();
      assert.ok(withNote >= 32, `with the first visit's note, ${Math.round(withNote)} px of the board are on the first screen`);
      await page.getByRole('button', { name: 'Got it' }).tap();
      await page.locator('.intro').waitFor({ state: 'detached' });
      const without = await shown();
      assert.ok(without >= 96, `without the note, ${Math.round(without)} px of the board are on the first screen`);
      const [cancel, count] = [await page.getByRole('button', { name: 'Cancel', exact: true }).boundingBox(), await page.locator('.count-solutions').boundingBox()];
      assert.ok(count.x >= cancel.x + cancel.width && count.y < cancel.y + cancel.height, `the tick box beside Solve and Cancel: ${JSON.stringify({ cancel, count })}`);
    },
  },
];
