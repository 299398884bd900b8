// A first-time visitor on a phone (390×844, touch only, light and dark, with and without reduced
// motion), and the panels' contrast in both themes on a phone and a desktop: axe's WCAG 2.1 AA
// rules, and the edge of every control (3:1 against what is around it, WCAG 1.4.11), which axe
// does not measure.
import assert from 'node:assert/strict';
import { axeViolations } from './app.e2e.mjs';
import { levelHash } from './steps.mjs';

const PHONE = { width: 390, height: 844 };
const TOUCH = { isMobile: true, hasTouch: true, deviceScaleFactor: 3 };
const FAMILIES = ['Anemones', 'Snakebird', 'Move', 'Bars', 'DogBunny'];

/**
 * Controls whose edge stands under 3:1 against the colour around them, as "name: ratio" lines.
 * An edge is the border (over the control's own fill) or the fill itself where it differs enough
 * (a primary button); a disabled control is exempt (WCAG), and so is one that draws nothing of its
 * own (a board's cell in the editor, drawn by the board under it).
 */
export async function weakEdges(page) {
  return page.evaluate(() => {
    const parse = (c) => {
      const m = c.match(/rgba?\(([^)]+)\)/);
      if (!m) return null;
      const [r, g, b, a = 1] = m[1].split(/[\s,/]+/).filter(Boolean).map(Number);
      return { r, g, b, a };
    };
    const over = (top, under) => ({ r: top.r * top.a + under.r * (1 - top.a), g: top.g * top.a + under.g * (1 - top.a), b: top.b * top.a + under.b * (1 - top.a), a: 1 });
    const lum = (c) => {
      const f = (v) => ((v /= 255) <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4);
      return 0.2126 * f(c.r) + 0.7152 * f(c.g) + 0.0722 * f(c.b);
    };
    const ratio = (a, b) => {
      const [x, y] = [lum(a), lum(b)].sort((p, q) => q - p);
      return (x + 0.05) / (y + 0.05);
    };
    /** the colour an element shows, its own and its ancestors' backgrounds laid over the page's */
    const fill = (el) => {
      const layers = [];
      for (let e = el; e; e = e.parentElement) {
        const c = parse(getComputedStyle(e).backgroundColor);
        if (c && c.a > 0) layers.push(c);
        if (c && c.a >= 1) break;
      }
      return layers.reverse().reduce((acc, c) => over(c, acc), { r: 255, g: 255, b: 255, a: 1 });
    };
    const weak = [];
    for (const el of document.querySelectorAll('button, select, textarea, input:not([type=checkbox], [type=radio], [type=range], [type=file], [type=hidden])')) {
      const box = el.getBoundingClientRect();
      const cs = getComputedStyle(el);
      if (!box.width || !box.height || cs.visibility === 'hidden' || el.closest('svg, .sr-only') || el.matches(':disabled, [aria-disabled=true]')) continue;
      const own = parse(cs.backgroundColor);
      const width = parseFloat(cs.borderTopWidth);
      if (width === 0 && (!own || own.a === 0)) continue;
      const around = fill(el.parentElement);
      const inside = fill(el);
      const border = parse(cs.borderTopColor);
      const best = Math.max(ratio(inside, around), width > 0 && border ? ratio(over(border, inside), around) : 0);
      if (best < 3) weak.push(`${(el.getAttribute('aria-label') || el.textContent || el.tagName).trim().slice(0, 40)}: ${best.toFixed(2)}`);
    }
    return weak;
  });
}

/**
 * The strongest contrast, against the colour at its top, down a column of pixels of `clip` as
 * drawn (a control's edge that no style reports: a native slider's track): read in a blank page,
 * as the app's Content-Security-Policy takes no image data.
 */
async function drawnContrast(page, clip, context) {
  const png = await page.screenshot({ clip });
  const blank = await context.newPage();
  try {
    return await blank.evaluate(async (data) => {
      const img = new Image();
      img.src = `data:image/png;base64,${data}`;
      await img.decode();
      const c = Object.assign(document.createElement('canvas'), { width: img.width, height: img.height });
      const g = c.getContext('2d');
      g.drawImage(img, 0, 0);
      const column = g.getImageData(Math.floor(img.width / 2), 0, 1, img.height).data;
      const lum = (i) => {
        const f = (v) => ((v /= 255) <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4);
        return 0.2126 * f(column[i]) + 0.7152 * f(column[i + 1]) + 0.0722 * f(column[i + 2]);
      };
      let best = 1;
      for (let i = 4; i < column.length; i += 4) {
        const [a, b] = [lum(i), lum(0)].sort((x, y) => y - x);
        best = Math.max(best, (a + 0.05) / (b + 0.05));
      }
      return Math.round(best * 100) / 100;
    }, png.toString('base64'));
  } finally {
    await blank.close();
  }
}

/** a tap on the control, as a finger makes it */
const tap = (locator) => locator.tap();

/**
 * Each step of a first visit, checked by axe and for controls' edges; `press` taps on a touch
 * screen and clicks elsewhere. Returns what fails, each line naming its step.
 */
async function everyPanel(page, baseURL, press) {
  const found = [];
  const check = async (step) => {
    // (a note's or a dialog's fade, and a lazy panel's code)
    await page.waitForTimeout(150);
    for (const v of await axeViolations(page)) found.push(`${step}: axe ${v}`);
    for (const v of await weakEdges(page)) found.push(`${step}: edge under 3:1, ${v}`);
  };
  await page.goto(baseURL);
  await page.getByRole('button', { name: 'Got it' }).waitFor();
  await page.getByRole('button', { name: 'Open file' }).waitFor();
  await check('first visit');
  await press(page.getByRole('button', { name: 'How to play' }));
  await page.getByRole('dialog').getByRole('listitem').first().waitFor();
  await check('How to play');
  await press(page.getByRole('dialog').getByRole('button', { name: 'Close' }));
  await press(page.getByRole('button', { name: 'Save', exact: true }));
  await page.getByText(/^Saved as/).waitFor();
  await check('Saved');
  await press(page.getByRole('button', { name: 'My levels' }));
  await page.getByRole('dialog', { name: 'My levels' }).waitFor();
  await check('My levels');
  await press(page.getByRole('dialog', { name: 'My levels' }).getByRole('button', { name: 'Close' }));
  for (const family of FAMILIES) {
    await press(page.getByRole('tab', { name: family, exact: true }));
    for (const mode of ['Edit', 'Play it yourself', 'Solve and watch']) {
      await press(page.getByRole('button', { name: mode, exact: true }));
      await page.getByTestId('board').or(page.getByRole('region', { name: /editor$|^Play / })).first().waitFor();
      await check(`${family}, ${mode}`);
    }
  }
  await press(page.getByRole('button', { name: 'Edit', exact: true }));
  await press(page.getByRole('button', { name: 'Import text' }));
  await page.getByRole('button', { name: 'Import', exact: true }).waitFor();
  await check('Import text');
  await page.keyboard.press('Escape');
  await press(page.getByRole('button', { name: 'Solve and watch', exact: true }));
  await press(page.getByRole('button', { name: 'Solve', exact: true }));
  await page.getByRole('list', { name: 'Solution moves' }).waitFor({ timeout: 30_000 });
  await press(page.getByRole('button', { name: 'Next move' }));
  await check('watching');
  await press(page.getByRole('button', { name: 'Play from here' }));
  await press(page.getByRole('button', { name: 'Hint', exact: true }));
  await page.getByText(/^Hint:/).first().waitFor({ timeout: 30_000 });
  await check('playing, with a hint');
  await press(page.getByRole('button', { name: 'Check', exact: true }));
  await page.getByRole('region', { name: 'Check' }).getByTestId('check-verdict').waitFor({ timeout: 30_000 });
  await check('Check');
  return found;
}

export const tests = [
  ...['light', 'dark'].flatMap((scheme) => [
    {
      name: `phone, ${scheme}: every panel, dialog and mode passes axe, and every control's edge is 3:1 against what is around it`,
      viewport: PHONE,
      contextOptions: { colorScheme: scheme, ...TOUCH },
      run: async (page, { baseURL }) => assert.deepEqual(await everyPanel(page, baseURL, tap), []),
    },
    {
      name: `desktop, ${scheme}: every panel, dialog and mode passes axe, and every control's edge is 3:1 against what is around it`,
      contextOptions: { colorScheme: scheme },
      run: async (page, { baseURL }) => assert.deepEqual(await everyPanel(page, baseURL, (l) => l.click()), []),
    },
  ]),
  ...[false, true].map((reduced) => ({
    name: `phone${reduced ? ', reduced motion' : ''}: after Solve, a tall board's playback controls are on the screen, with Solve's answer still above`,
    viewport: PHONE,
    contextOptions: { ...TOUCH, reducedMotion: reduced ? 'reduce' : 'no-preference' },
    run: async (page, { baseURL }) => {
      await page.goto(baseURL);
      await tap(page.getByRole('tab', { name: 'Snakebird', exact: true }));
      // a board taller than wide: it takes its whole room (52vh), and its controls came under the screen's foot
      await tap(page.getByRole('button', { name: /^Classic 1( ?\d+ moves)?$/ }));
      await tap(page.getByRole('button', { name: 'Solve', exact: true }));
      await page.getByRole('list', { name: 'Solution moves' }).waitFor({ timeout: 30_000 });
      const play = page.getByRole('button', { name: 'Play', exact: true });
      await play.waitFor();
      const on = await page.evaluate(() => {
        const top = (sel) => document.querySelector(sel).getBoundingClientRect();
        return { play: top('.playback-buttons').bottom <= innerHeight, status: top('[data-testid=status]').top >= 0, board: top('[data-testid=board]').top >= 0 };
      });
      assert.deepEqual(on, { play: true, status: true, board: true });
      await tap(play);
      await page.getByRole('button', { name: 'Pause' }).waitFor();
    },
  })),
  {
    name: 'phone, touch: a tapped button keeps its own edge, not the accent a hover gives (a tap left :hover on it)',
    viewport: PHONE,
    contextOptions: TOUCH,
    run: async (page, { baseURL }) => {
      await page.goto(baseURL);
      const save = page.getByRole('button', { name: 'Save', exact: true });
      const edge = await save.evaluate((e) => getComputedStyle(e).borderTopColor);
      await tap(save);
      await page.getByText(/^Saved as/).waitFor();
      assert.equal(await save.evaluate((e) => e.matches(':hover')), true, 'the tap leaves :hover on the button, as a phone does');
      assert.equal(await save.evaluate((e) => getComputedStyle(e).borderTopColor), edge);
    },
  },
  ...[{ viewport: PHONE, contextOptions: TOUCH, device: 'phone' }, { device: 'desktop' }].map(({ device, ...context }) => ({
    name: `${device}: a link's level named with one long word: the name breaks inside the board's panel instead of running off its edge`,
    ...context,
    run: async (page, { baseURL }) => {
      const name = `Averyveryverylongnamewithoutanyspaces_${'x'.repeat(40)}`;
      await page.goto(`${baseURL}${levelHash('move', '..A.\n.#..\nB...\n....\n--\na...\n....\n...b\n....\n', name)}`);
      const heading = page.getByRole('heading', { name });
      await heading.waitFor();
      const past = await heading.evaluate((h) => {
        const stage = h.closest('.stage');
        const room = stage.getBoundingClientRect().right - parseFloat(getComputedStyle(stage).paddingRight);
        return Math.max(h.scrollWidth - h.clientWidth, Math.max(...[...h.getClientRects()].map((r) => r.right)) - room);
      });
      assert.ok(past <= 0.5, `the name runs ${past} px past its panel`);
    },
  })),
  {
    name: 'phone: Play from here, tapped under a tall board, shows the play board and its move buttons, not the page\'s top',
    viewport: PHONE,
    contextOptions: TOUCH,
    run: async (page, { baseURL }) => {
      await page.goto(baseURL);
      await tap(page.getByRole('tab', { name: 'Snakebird', exact: true }));
      await tap(page.getByRole('button', { name: /^Classic 1( ?\d+ moves)?$/ }));
      await tap(page.getByRole('button', { name: 'Solve', exact: true }));
      // a move picked in the list under the board, then the button under the board: the page is scrolled down
      await tap(page.getByRole('list', { name: 'Solution moves' }).getByRole('button', { name: /^15\./ }));
      await tap(page.getByRole('button', { name: 'Play from here' }));
      const moves = page.getByRole('group', { name: 'Directions' });
      await moves.waitFor();
      await page.waitForFunction(() => document.querySelector('.pl-board .board'));
      // (a frame for the scroll)
      await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
      const on = await page.evaluate(() => ({
        board: document.querySelector('.pl-board').getBoundingClientRect().top >= 0,
        moves: document.querySelector('.pl-moves').getBoundingClientRect().bottom <= innerHeight,
      }));
      assert.deepEqual(on, { board: true, moves: true });
      await tap(moves.getByRole('button', { name: 'Up' }));
      await page.getByTestId('move-count').getByText(/^Moves: 16/).waitFor();
    },
  },
  {
    name: 'phone: the first screen speaks to a newcomer: no programmer\'s word (Web Worker) in what it reads',
    viewport: PHONE,
    contextOptions: TOUCH,
    run: async (page, { baseURL }) => {
      await page.goto(baseURL);
      await page.getByRole('button', { name: 'Got it' }).waitFor();
      assert.doesNotMatch(await page.locator('body').innerText(), /Web Worker|worker/i);
    },
  },
  {
    name: 'phone, dark: the point of no return\'s tick under the timeline takes a tap 24 px across, and the slider\'s thumb stays the slider\'s',
    viewport: PHONE,
    contextOptions: { colorScheme: 'dark', ...TOUCH },
    run: async (page, { baseURL }) => {
      await page.goto(baseURL);
      await tap(page.getByRole('tab', { name: 'DogBunny', exact: true }));
      await tap(page.getByRole('button', { name: /^Bridge/ }));
      await tap(page.getByRole('button', { name: 'Check', exact: true }));
      const panel = page.getByRole('region', { name: 'Check' });
      await panel.getByTestId('check-verdict').getByText('Solvable in 5 moves').waitFor({ timeout: 30_000 });
      // the bunny waits on the bridge while the dog takes the island: lost after move 4
      await panel.getByRole('textbox', { name: /Your intended line/ }).fill('dog:kennel->meadow bunny:meadow->bridge dog:meadow->bridge dog:bridge->island bunny:bridge->island');
      await tap(panel.getByRole('button', { name: 'Check this line' }));
      await tap(panel.getByRole('list', { name: 'Your line: moves' }).getByRole('button').first());
      const mark = page.getByRole('button', { name: 'No way to win from move 4' });
      await mark.waitFor({ timeout: 30_000 });
      await mark.scrollIntoViewIfNeeded();
      const hits = await mark.evaluate((m) => {
        const r = m.getBoundingClientRect();
        const [x, y] = [r.left + r.width / 2, r.top + r.height / 2];
        // the corners of a 24 px square about the tick's middle (half a pixel in)
        const corners = [[-11.5, -11.5], [11.5, -11.5], [-11.5, 11.5], [11.5, 11.5]].map(([dx, dy]) => document.elementFromPoint(x + dx, y + dy) === m);
        const thumb = document.querySelector('.timeline input[type=range]').getBoundingClientRect();
        // the thumb (16 px) drawn in the slider's middle, at the tick's place along it
        const onThumb = document.elementFromPoint(x, thumb.top + thumb.height / 2 + 7);
        return { corners, thumbIsSlider: onThumb?.matches('input[type=range]') ?? false };
      });
      assert.deepEqual(hits, { corners: [true, true, true, true], thumbIsSlider: true });
      await tap(mark);
      await page.getByTestId('position').getByText(/^Move 4 of 5/).waitFor();
    },
  },
  {
    name: 'no clipboard: Done, after copying a link or an export by hand, gives the focus back to the button that copied',
    run: async (page, { baseURL }) => {
      // (a browser that refuses the clipboard: the link is shown in a field to copy by hand)
      await page.addInitScript(() => Object.defineProperty(navigator, 'clipboard', { value: { writeText: () => Promise.reject(new Error('refused')) } }));
      await page.goto(baseURL);
      await page.getByRole('tab', { name: 'Snakebird', exact: true }).click();
      const focused = () => page.evaluate(() => document.activeElement.textContent.trim());
      const done = [];
      for (const name of ['Share', 'Copy Snakefall link']) {
        await page.getByRole('button', { name, exact: true }).focus();
        await page.keyboard.press('Enter');
        // the field takes the focus; Tab goes on to Done
        await page.getByRole('button', { name: 'Done' }).waitFor();
        await page.keyboard.press('Tab');
        assert.equal(await focused(), 'Done');
        await page.keyboard.press('Enter');
        await page.getByRole('button', { name: 'Done' }).waitFor({ state: 'detached' });
        await page.waitForFunction(() => document.activeElement !== document.body);
        done.push(await focused());
      }
      assert.deepEqual(done, ['Share', 'Copy Snakefall link']);
    },
  },
  {
    name: 'phone: Save\'s note on a level named with one long word keeps the name inside the note and on the screen',
    viewport: PHONE,
    contextOptions: TOUCH,
    run: async (page, { baseURL }) => {
      const name = `Averyveryverylongnamewithoutanyspaces_${'x'.repeat(40)}`;
      await page.goto(`${baseURL}${levelHash('move', '..A.\n.#..\nB...\n....\n--\na...\n....\n...b\n....\n', name)}`);
      await page.getByRole('heading', { name }).waitFor();
      await tap(page.getByRole('button', { name: 'Save', exact: true }));
      const note = page.getByText(/^Saved as/);
      await note.waitFor();
      const past = await note.evaluate((n) => ({ note: n.scrollWidth - n.clientWidth, screen: Math.round(n.getBoundingClientRect().right - innerWidth) }));
      assert.ok(past.note <= 0 && past.screen <= 0, `the name runs ${past.note} px past the note, which runs ${past.screen} px past the screen`);
    },
  },
  ...[
    { scheme: 'light', device: 'desktop' },
    { scheme: 'dark', device: 'desktop' },
    { scheme: 'light', device: 'phone', viewport: PHONE, contextOptions: TOUCH },
  ].map(({ scheme, device, viewport, contextOptions }) => ({
    name: `${device}, ${scheme}: the playback slider's track is drawn with an edge 3:1 against the panel`,
    viewport,
    contextOptions: { colorScheme: scheme, ...contextOptions },
    run: async (page, { baseURL, context }) => {
      await page.goto(baseURL);
      await page.getByRole('tab', { name: 'Move', exact: true }).click();
      await page.getByRole('button', { name: 'Solve', exact: true }).click();
      const slider = page.getByRole('slider', { name: 'Position in the solution' });
      await slider.waitFor({ timeout: 30_000 });
      await slider.scrollIntoViewIfNeeded();
      await page.mouse.move(0, 0);
      // a column through the track past the thumb (at the start), from the panel above it into the track
      const box = await slider.boundingBox();
      const edge = await drawnContrast(page, { x: box.x + box.width * 0.7, y: box.y, width: 4, height: box.height / 2 }, context);
      assert.ok(edge >= 3, `the track's edge is ${edge}:1`);
    },
  })),
  {
    name: 'phone: Check pressed above a tall board brings its panel up, where its heading alone showed at the foot of the screen',
    viewport: PHONE,
    contextOptions: TOUCH,
    run: async (page, { baseURL }) => {
      await page.goto(baseURL);
      await tap(page.getByRole('button', { name: 'Got it' }));
      await tap(page.getByRole('tab', { name: 'Snakebird', exact: true }));
      await tap(page.getByRole('button', { name: /^Classic 1( ?\d+ moves)?$/ }));
      await tap(page.getByRole('button', { name: 'Check', exact: true }));
      const panel = page.getByRole('region', { name: 'Check' });
      await panel.getByTestId('check-verdict').waitFor({ timeout: 30_000 });
      const top = await panel.evaluate((e) => e.getBoundingClientRect().top / innerHeight);
      assert.ok(top >= 0 && top < 0.5, `the panel's top is at ${(top * 100).toFixed(0)}% of the screen's height`);
    },
  },
];
