// The words drawn on a board follow the browser's font size setting, as the page's words do.
// DogBunny's node names and conditions are sized in the board's units, made larger only where a
// board is drawn small: with the setting at 24 px (Page.setFontSizes, as largeText.e2e.mjs sets
// it) they stayed 10 to 12 px on a 1280x720 screen among the page's words of 24. So too a
// snakebird's head letter, at least 10 px where its head has room: 13.7 px there at 24. And the
// anemones' numbers on a phone: 12.3 px at 16, 11.3 at 24. And Move's letters, a target's and a
// dot's: 10.3 and 14.4 px at 24 on Three colours (a board 290 px high under a 24 px font).
import assert from 'node:assert/strict';

/** The browser's default font size, as its settings set it, then the page opened again with it. */
async function fontSetting(page, context, px) {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Page.enable');
  await cdp.send('Page.setFontSizes', { fontSizes: { standard: px, fixed: Math.round((px * 13) / 16) } });
  await page.reload();
  assert.equal(await page.evaluate(() => getComputedStyle(document.documentElement).fontSize), `${px}px`, 'the test expects the setting to reach the page');
}

/** What `measure` reads with the font setting at 16 px, then at 24. */
async function at16And24(page, context, baseURL, measure) {
  await page.goto(baseURL);
  await fontSetting(page, context, 16);
  const at16 = await measure(page);
  await fontSetting(page, context, 24);
  return [at16, await measure(page)];
}

/** DogBunny's words on its board: the name "well"'s size on the screen (its font size times the board's scale, in px), and the pairs of words that lie on each other. */
async function dogBunnyWords(page) {
  await page.getByRole('tab', { name: 'DogBunny', exact: true }).click();
  const name = page.getByTestId('name-well');
  await name.waitFor({ timeout: 10_000 });
  // (the board measures its size, then places its words for it)
  await page.waitForTimeout(300);
  return page.evaluate(() => {
    const boxes = [...document.querySelectorAll('svg.board text.node-name, svg.board text.condition')].map((t) => [t.textContent, t.getBoundingClientRect()]);
    const on = (a, b) => a.left < b.right - 0.5 && b.left < a.right - 0.5 && a.top < b.bottom - 0.5 && b.top < a.bottom - 0.5;
    const overlaps = boxes.flatMap(([s, a], i) => boxes.slice(i + 1).filter(([, b]) => on(a, b)).map(([t]) => `${s} / ${t}`));
    const well = document.querySelector('[data-testid="name-well"]');
    const m = well.getScreenCTM();
    return { px: parseFloat(getComputedStyle(well).fontSize) * Math.hypot(m.a, m.b), overlaps };
  });
}

/** Snakebird's Classic 0: its head letter's box height and its size on the screen (its font size times the board's scale), in px. */
async function headLetter(page) {
  await page.getByRole('tab', { name: 'Snakebird', exact: true }).click();
  await page.locator('.gallery button', { hasText: 'Classic 0' }).first().click();
  const letter = page.locator('svg.board .sb-head-label').first();
  await letter.waitFor({ timeout: 10_000 });
  await page.waitForTimeout(300);
  return letter.evaluate((t) => {
    const m = t.getScreenCTM();
    return { height: t.getBoundingClientRect().height, px: parseFloat(getComputedStyle(t).fontSize) * Math.hypot(m.a, m.b) };
  });
}

/** Anemones in play on a phone, anemone 3 tapped: its number's box height, its size on the screen, and whether the last tap's ring holds the number's box. */
async function anemoneNumber(page) {
  await page.getByRole('tab', { name: 'Anemones', exact: true }).click();
  await page.getByRole('button', { name: 'Play it yourself', exact: true }).click();
  await page.getByTestId('anemone-3').click();
  const ring = page.locator('svg.board .anemone-mark');
  await ring.waitFor({ timeout: 10_000 });
  await page.waitForTimeout(300);
  return ring.evaluate((circle) => {
    const number = [...document.querySelectorAll('svg.board text.label')].find((t) => t.textContent === '3');
    const m = number.getScreenCTM();
    const [a, b] = [circle.getBoundingClientRect(), number.getBoundingClientRect()];
    const held = b.left >= a.left - 1 && b.right <= a.right + 1 && b.top >= a.top - 1 && b.bottom <= a.bottom + 1;
    return { height: b.height, px: parseFloat(getComputedStyle(number).fontSize) * Math.hypot(m.a, m.b), held };
  });
}

/** Move's Three colours in play: the least size on the screen of its targets' letters and of its dots' (font size times the board's scale, px), and the targets whose letter lies past its cell. */
async function moveLetters(page) {
  await page.getByRole('tab', { name: 'Move', exact: true }).click();
  await page.getByRole('button', { name: 'Play it yourself', exact: true }).click();
  await page.locator('.gallery button', { hasText: 'Three colours' }).first().click();
  await page.getByRole('img', { name: /^Move board 7×7/ }).waitFor({ timeout: 10_000 });
  await page.waitForTimeout(300);
  return page.evaluate(() => {
    const px = (t) => parseFloat(getComputedStyle(t).fontSize) * Math.hypot(t.getScreenCTM().a, t.getScreenCTM().b);
    const least = (selector) => Math.min(...[...document.querySelectorAll(selector)].map(px));
    const cells = [...document.querySelectorAll('svg.board rect.cell')].map((r) => r.getBoundingClientRect());
    const outside = [...document.querySelectorAll('svg.board .target-letter')].filter((t) => {
      const b = t.getBoundingClientRect();
      return !cells.some((c) => b.left >= c.left - 2 && b.right <= c.right + 2 && b.top >= c.top - 2 && b.bottom <= c.bottom + 2);
    }).map((t) => t.textContent);
    return { target: least('svg.board .target-letter'), dot: least('svg.board .dot-letter'), outside };
  });
}

export const tests = [
  {
    name: 'a 24 px font setting: DogBunny\'s node names are drawn larger than at 16 px, and no two words lie on each other',
    viewport: { width: 1280, height: 720 },
    run: async (page, { baseURL, context }) => {
      const [at16, at24] = await at16And24(page, context, baseURL, dogBunnyWords);
      assert.deepEqual(at24.overlaps, [], 'words lie on each other at 24 px');
      assert.deepEqual(at16.overlaps, [], 'words lie on each other at 16 px');
      // the setting is 1.5 times the default; the words grow at most 1.6 times their size in the
      // board's units (GROW), and the board is drawn at another size in the layout the larger font
      // gets (811 px wide at 24, 567 at 16): 14.1 px against 11.1 (without the setting followed, 11.4 at 24)
      assert.ok(at24.px >= at16.px * 1.2, `the name is ${at24.px.toFixed(1)} px at 24 px, ${at16.px.toFixed(1)} px at 16 px`);
    },
  },
  {
    name: 'a 24 px font setting: a snakebird\'s head letter is drawn at least 15 px (10 px at 16), larger than at 16 px',
    viewport: { width: 1280, height: 720 },
    run: async (page, { baseURL, context }) => {
      const [at16, at24] = await at16And24(page, context, baseURL, headLetter);
      assert.ok(at24.px >= 14.9, `the head letter is ${at24.px.toFixed(1)} px at 24 px (${at16.px.toFixed(1)} at 16)`);
      assert.ok(at24.height > at16.height, `the head letter is ${at24.height} px high at 24 px, ${at16.height} px at 16 px`);
    },
  },
  {
    name: 'a 24 px font setting on a phone: the anemones\' numbers are drawn larger than at 16 px, each in its ring',
    viewport: { width: 390, height: 844 },
    run: async (page, { baseURL, context }) => {
      const [at16, at24] = await at16And24(page, context, baseURL, anemoneNumber);
      assert.ok(at24.px >= 14, `the number is ${at24.px.toFixed(1)} px at 24 px (${at16.px.toFixed(1)} at 16)`);
      assert.ok(at24.height > at16.height, `the number is ${at24.height} px high at 24 px, ${at16.height} px at 16 px`);
      assert.ok(at16.held && at24.held, 'the last tap\'s ring does not hold its number');
    },
  },
  {
    name: 'a 24 px font setting: Move\'s letters, a target\'s and a dot\'s, are drawn at least 15 px (10 px at 16), each target\'s in its cell',
    viewport: { width: 1280, height: 800 },
    run: async (page, { baseURL, context }) => {
      const [at16, at24] = await at16And24(page, context, baseURL, moveLetters);
      for (const [at, least] of [[at16, 10], [at24, 15]]) {
        assert.ok(at.target >= least - 0.1 && at.dot >= least - 0.1, `at ${least === 10 ? 16 : 24} px a target's letter is ${at.target.toFixed(1)} px, a dot's ${at.dot.toFixed(1)} px`);
        assert.deepEqual(at.outside, [], 'a target\'s letter lies past its cell');
      }
    },
  },
];
