// People who make the page's words larger to read them: the browser's font size setting at 24 px
// (not the page's own CSS: Chromium's setting, set here through the debugging protocol) and WCAG
// 1.4.12's text spacing (line height 1.5, letters 0.12em, words 0.16em, paragraphs 2em apart),
// on a 390×844 phone. My levels cut a level's puzzle to "DogBu…", and Check's text box kept
// what one types at 16 px among words of 24.
import assert from 'node:assert/strict';

const PHONE = { width: 390, height: 844 };
const SPACING = '* { line-height: 1.5 !important; letter-spacing: 0.12em !important; word-spacing: 0.16em !important; } p { margin-bottom: 2em !important; }';

/** The browser's default font size, as its settings set it (Page.setFontSizes; a full-page screenshot would undo it). */
async function defaultFontSize(page, context, px) {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Page.enable');
  await cdp.send('Page.setFontSizes', { fontSizes: { standard: px, fixed: Math.round((px * 13) / 16) } });
}

/** Saves the levels of these families, opens My levels; each row's puzzle, whether cut, and the rows' boxes. */
async function myLevelsRows(page, families) {
  for (const family of families) {
    await page.getByRole('tab', { name: family, exact: true }).click();
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText(/^Saved as /).waitFor({ timeout: 10_000 });
  }
  await page.getByRole('button', { name: 'My levels' }).click();
  const list = page.getByRole('list', { name: 'Saved levels' });
  await list.getByRole('listitem').nth(families.length - 1).waitFor({ timeout: 10_000 });
  return list.evaluate((ul) => [...ul.children].map((li) => {
    const tag = li.querySelector('.family-tag');
    const box = li.getBoundingClientRect();
    const inside = [...li.querySelectorAll('button, input')].every((c) => {
      const b = c.getBoundingClientRect();
      return b.top >= box.top - 0.5 && b.bottom <= box.bottom + 0.5 && b.right <= box.right + 0.5;
    });
    return { tag: tag.textContent, cut: tag.scrollWidth > tag.clientWidth, top: box.top, bottom: box.bottom, inside };
  }));
}

function assertWhole(rows) {
  for (const row of rows) {
    assert.equal(row.cut, false, `the puzzle "${row.tag}" is cut off`);
    assert.ok(row.inside, `a control of the "${row.tag}" row lies outside it`);
  }
  for (let i = 1; i < rows.length; i++) assert.ok(rows[i].top >= rows[i - 1].bottom - 0.5, `the rows of ${rows[i - 1].tag} and ${rows[i].tag} overlap`);
}

export const tests = [
  {
    name: 'a 24 px default font on a phone: the five family tabs are all on the screen, wrapped to a second row rather than past its edge',
    viewport: PHONE,
    run: async (page, { baseURL, context }) => {
      await defaultFontSize(page, context, 24);
      await page.goto(baseURL);
      const tabs = page.getByRole('tablist', { name: 'Puzzle families' });
      await tabs.getByRole('tab').nth(4).waitFor();
      // (the row scrolled sideways, and DogBunny and half of Bars lay past the edge with nothing to say so: ha11y)
      const off = await tabs.getByRole('tab').evaluateAll((ts) => ts.filter((t) => { const b = t.getBoundingClientRect(); return b.left < 0 || b.right > innerWidth; }).map((t) => t.textContent));
      assert.deepEqual(off, []);
    },
  },
  {
    name: "a 24 px default font on a phone: the editor's grid size buttons are all within the screen, in Move, Snakebird and Bars",
    viewport: PHONE,
    run: async (page, { baseURL, context }) => {
      await defaultFontSize(page, context, 24);
      await page.goto(baseURL);
      for (const family of ['Move', 'Snakebird', 'Bars']) {
        await page.getByRole('tab', { name: family, exact: true }).click();
        await page.getByRole('button', { name: 'Edit', exact: true }).click();
        const size = page.getByRole('group', { name: 'Grid size' });
        await size.getByRole('button', { name: 'Remove column at right' }).waitFor({ timeout: 10_000 });
        // (the rows' and the columns' + and − ran past the panel, Remove row at bottom ending at x=501: ha11y)
        const off = await size.getByRole('button').evaluateAll((bs) => bs.filter((b) => { const r = b.getBoundingClientRect(); return r.left < 0 || r.right > innerWidth; }).map((b) => b.getAttribute('aria-label') ?? b.textContent));
        assert.deepEqual(off, [], family);
      }
    },
  },
  {
    name: 'a 24 px default font on a phone: My levels shows each level\'s puzzle whole, its buttons in its row',
    viewport: PHONE,
    run: async (page, { baseURL, context }) => {
      await defaultFontSize(page, context, 24);
      await page.goto(baseURL);
      assert.equal(await page.evaluate(() => getComputedStyle(document.body).fontSize), '24px', 'the test expects the setting to reach the page');
      assertWhole(await myLevelsRows(page, ['Snakebird', 'DogBunny', 'Move']));
    },
  },
  {
    name: 'text spacing (WCAG 1.4.12) on a phone: My levels shows each level\'s puzzle whole, its buttons in its row',
    viewport: PHONE,
    // the spacing is the reader's own style sheet, which the page's Content-Security-Policy would refuse
    contextOptions: { bypassCSP: true },
    run: async (page, { baseURL }) => {
      await page.goto(baseURL);
      await page.addStyleTag({ content: SPACING });
      assertWhole(await myLevelsRows(page, ['Snakebird', 'DogBunny', 'Move']));
    },
  },
  {
    name: 'a 24 px default font on a phone: what one types in Check is as large as the words around it',
    viewport: PHONE,
    run: async (page, { baseURL, context }) => {
      await defaultFontSize(page, context, 24);
      await page.goto(baseURL);
      await page.getByRole('button', { name: 'Check', exact: true }).click();
      const line = page.locator('.check-line');
      await line.waitFor({ timeout: 10_000 });
      const [typed, words] = await line.evaluate((el) => [getComputedStyle(el).fontSize, getComputedStyle(el.closest('.check-panel')).fontSize]);
      assert.equal(typed, words, 'the text box\'s font is not the panel\'s');
    },
  },
  {
    // the layouts were chosen by the width in px: the desktop's three columns, grown with the words,
    // left the board 243 of 1280 px
    name: 'a 24 px default font on a 1280x800 desktop: the board keeps most of the width, as a narrower screen would have it',
    viewport: { width: 1280, height: 800 },
    run: async (page, { baseURL, context }) => {
      await defaultFontSize(page, context, 24);
      await page.goto(baseURL);
      const got = page.getByRole('button', { name: 'Got it' });
      await got.click({ timeout: 10_000 });
      const board = page.getByRole('region', { name: 'Board' }).locator('svg').first();
      await board.waitFor({ timeout: 10_000 });
      const { width } = await board.boundingBox();
      assert.ok(width >= 600, `the board is ${Math.round(width)} px wide`);
    },
  },
];
