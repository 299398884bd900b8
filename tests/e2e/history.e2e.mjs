// The browser's Back, Forward and reload on the app: what each brings back (docs/SHARING.md).
import assert from 'node:assert/strict';

/** the sharing code has run: the page's link is opened, the address follows the level */
const ready = (page) => page.getByRole('button', { name: 'My levels' }).waitFor({ timeout: 10_000 });
/** the address, once it has settled on `pattern` (the app writes it a moment after a change) */
const addressMatching = (page, pattern) =>
  page.waitForFunction((p) => new RegExp(p).test(location.hash), pattern.source, { timeout: 10_000 }).then(() => page.evaluate(() => location.hash));
const historyLength = (page) => page.evaluate(() => history.length);
const titled = (page, title) =>
  page.waitForFunction((t) => document.title.startsWith(t), title, { timeout: 10_000 }).catch(async (e) => {
    throw new Error(`the title is "${await page.title()}", not "${title}…": ${e.message}`);
  });
/** the playback's slider says `words` (its position on the line) */
const atMove = (page, words) => page.waitForFunction((w) => [...document.querySelectorAll('input[type=range]')].some((r) => r.getAttribute('aria-valuetext')?.startsWith(w)), words, { timeout: 10_000 });
/** the text box of a level that does not parse (FixText) holds `text` */
const unparsedShown = (page, text) =>
  page.waitForFunction((t) => document.querySelector('.fix-text textarea')?.value === t, text, { timeout: 10_000 }).catch(async (e) => {
    throw new Error(`the unparsed level's box holds ${JSON.stringify(await page.evaluate(() => document.querySelector('.fix-text textarea')?.value ?? null))}, not ${JSON.stringify(text)}: ${e.message}`);
  });
/** the address, once it holds a Move level's link other than `was` */
const moveLinkOtherThan = (page, was) =>
  page.waitForFunction((w) => location.hash.startsWith('#v1/move/') && location.hash !== w && location.hash, was, { timeout: 10_000 }).then((h) => h.jsonValue());
/** Move's Corner pair, then Two of a kind, edited (one cell): their links as opened */
async function editSecondMoveLevel(page, baseURL) {
  await page.goto(baseURL);
  await ready(page);
  await page.getByRole('tab', { name: 'Move', exact: true }).click();
  await page.getByRole('button', { name: /^Corner pair/ }).click();
  const corner = await addressMatching(page, /^#v1\/move\//);
  await page.getByRole('button', { name: /^Two of a kind/ }).click();
  const opened = await moveLinkOtherThan(page, corner);
  await page.getByRole('button', { name: 'Edit', exact: true }).click();
  await page.getByRole('region', { name: /editor$/ }).getByRole('gridcell').nth(4).click();
  return { corner, opened };
}
const modeShown = (page, mode) => page.getByRole('group', { name: 'Mode' }).getByRole('button', { name: mode, pressed: true }).waitFor({ timeout: 10_000 });

export const tests = [
  {
    name: 'a reload opens in the mode on the screen, after a visit that started watching; Back and Forward to the page bring its mode back',
    run: async (page, { baseURL }) => {
      await page.goto('about:blank');
      await page.goto(baseURL);
      await ready(page);
      await page.getByRole('button', { name: 'Edit', exact: true }).click();
      await page.getByRole('region', { name: /editor$/ }).waitFor();
      // left for another page and come back to by Back: the editor, as it was left
      await page.goto('about:blank');
      await page.goBack();
      await ready(page);
      await modeShown(page, 'Edit');
      // a new visit (a link, a bookmark) starts watching; a reload then stays watching
      await page.goto('about:blank');
      await page.goto(baseURL);
      await ready(page);
      await modeShown(page, 'Solve and watch');
      await page.reload();
      await ready(page);
      await modeShown(page, 'Solve and watch');
      assert.equal(await page.getByRole('region', { name: /editor$/ }).count(), 0, 'no editor after the reload');
    },
  },
  {
    name: 'Check open stays open through a reload and Back to the page; a new visit starts with it closed',
    run: async (page, { baseURL }) => {
      await page.goto('about:blank');
      await page.goto(baseURL);
      await ready(page);
      const panel = page.getByRole('region', { name: 'Check', exact: true });
      await page.getByRole('button', { name: 'Check', exact: true }).click();
      await panel.waitFor({ timeout: 10_000 });
      await page.reload();
      await ready(page);
      await panel.waitFor({ timeout: 10_000 });
      await page.getByRole('button', { name: 'Check', exact: true, expanded: true }).waitFor({ timeout: 10_000 });
      await page.goto('about:blank');
      await page.goBack();
      await ready(page);
      await panel.waitFor({ timeout: 10_000 });
      // a new visit (a link, a bookmark) starts with Check closed, and a reload then keeps it closed
      await page.goto('about:blank');
      await page.goto(baseURL);
      await ready(page);
      await page.getByRole('button', { name: 'Check', exact: true, expanded: false }).waitFor({ timeout: 10_000 });
      await page.reload();
      await ready(page);
      await page.getByRole('button', { name: 'Check', exact: true, expanded: false }).waitFor({ timeout: 10_000 });
      assert.equal(await panel.count(), 0, 'no Check panel after a new visit and its reload');
    },
  },
  {
    name: 'Back and Forward go through the levels opened, each as it was left (its edits, its position); strokes, moves and steps add no entry',
    run: async (page, { baseURL }) => {
      await page.goto(baseURL);
      await ready(page);
      const start = await historyLength(page);
      await page.getByRole('tab', { name: 'Move', exact: true }).click();
      await page.getByRole('button', { name: /^Corner pair/ }).click();
      await page.getByRole('button', { name: 'Solve', exact: true }).click();
      for (let i = 0; i < 2; i++) await page.getByRole('button', { name: 'Next move' }).click();
      const watched = await addressMatching(page, /^#v1\/move\/.*\/m2$/);
      assert.equal(await historyLength(page), start + 2, 'an entry for the Move tab and one for Corner pair, none for the solve and the steps');
      await page.getByRole('button', { name: /^Two of a kind/ }).click();
      const opened = await addressMatching(page, /^#v1\/move\//);
      await page.getByRole('button', { name: 'Edit', exact: true }).click();
      const cells = page.getByRole('region', { name: /editor$/ }).getByRole('gridcell');
      for (let i = 0; i < 4; i++) await cells.nth(i + 3).click();
      await titled(page, 'Your level · Move');
      const edited = await page.waitForFunction((was) => location.hash.length > 1 && location.hash !== was && location.hash, opened, { timeout: 10_000 }).then((h) => h.jsonValue());
      await page.getByRole('tab', { name: 'Bars', exact: true }).click();
      await titled(page, 'Lovecraft 4×4 · Bars');
      assert.equal(await historyLength(page), start + 4, 'one entry more for Two of a kind and one for the Bars tab, none for the strokes');

      await page.goBack();
      await titled(page, 'Your level · Move');
      assert.equal(await addressMatching(page, /^#v1\/move\//), edited, 'Back: the edited level, as it was left');
      await page.goBack();
      await titled(page, 'Corner pair · Move');
      // (the tab stays in Edit: a mode is no entry of its own)
      await page.getByRole('button', { name: 'Solve and watch', exact: true }).click();
      await atMove(page, 'Move 2 of 21');
      assert.equal(await addressMatching(page, /\/m2$/), watched);
      // the edited level left by Back is kept, not lost
      await page.getByText(/The level you were editing is kept in My levels as "My Move level"/).waitFor({ timeout: 10_000 });
      await page.reload();
      await ready(page);
      await titled(page, 'Corner pair · Move');
      await atMove(page, 'Move 2 of 21');
      await page.goForward();
      await titled(page, 'Your level · Move');
      assert.equal(await addressMatching(page, /^#v1\/move\//), edited, 'Forward: the edited level again');
      await page.goForward();
      await titled(page, 'Lovecraft 4×4 · Bars');
      assert.equal(await historyLength(page), start + 4, 'Back, Forward and the reload added no entry');
    },
  },
  {
    name: 'phone 390×844, touch: Back twice at once, then Forward, lands on the level between; the levels a family tab opens are entries too',
    viewport: { width: 390, height: 844 },
    contextOptions: { hasTouch: true, isMobile: true },
    run: async (page, { baseURL }) => {
      await page.goto(baseURL);
      await ready(page);
      await page.getByRole('tab', { name: 'Snakebird', exact: true }).tap();
      await titled(page, 'Classic 0 · Snakebird');
      await page.getByRole('button', { name: /^Classic 1(?!\d)/ }).tap();
      await titled(page, 'Classic 1 · Snakebird');
      await page.getByRole('tab', { name: 'DogBunny', exact: true }).tap();
      await titled(page, 'DogBunny · DogBunny');
      // no wait between: the level Back passes over keeps its link
      await page.goBack();
      await page.goBack();
      await titled(page, 'Classic 0 · Snakebird');
      await page.goForward();
      await titled(page, 'Classic 1 · Snakebird');
      await page.goForward();
      await titled(page, 'DogBunny · DogBunny');
    },
  },
  {
    name: "Back at once after a family's tab was pressed (its rules not read yet): that tab's entry has its link, and Forward opens its first level",
    viewport: { width: 390, height: 844 },
    contextOptions: { hasTouch: true, isMobile: true },
    run: async (page, { baseURL }) => {
      await page.goto(baseURL);
      await ready(page);
      await titled(page, 'Botanicula · Anemones');
      // in one task: the store asks for Snakebird's rules and has no text of its level yet
      await page.evaluate(() => {
        [...document.querySelectorAll('[role=tab]')].find((t) => t.textContent.trim() === 'Snakebird').click();
        history.back();
      });
      await titled(page, 'Botanicula · Anemones');
      await addressMatching(page, /^#v1\/anemones\//);
      await page.goForward();
      await titled(page, 'Classic 0 · Snakebird');
      await addressMatching(page, /^#v1\/snakebird\//);
    },
  },
  {
    name: 'a level that does not parse, mended and still unfinished, keeps its entry: Back, Forward and a reload bring it back as it was',
    run: async (page, { baseURL }) => {
      await page.goto(baseURL);
      await ready(page);
      // a draft its family's rules refuse (kept from an older version, say)
      await page.evaluate(() => {
        const draft = JSON.stringify({ v: 1, family: 'move', text: 'broken %%\n', name: 'Mine' });
        localStorage.setItem('unstuck.draft', draft);
        localStorage.setItem('unstuck.draft.move', draft);
      });
      await page.goto('about:blank');
      await page.goto(baseURL);
      await ready(page);
      await unparsedShown(page, 'broken %%\n');
      await page.locator('.fix-text textarea').fill('broken %% more\n');
      await page.getByRole('button', { name: 'Open the mended text' }).click();
      const unfinished = await addressMatching(page, /^#v1\/move\//);
      await page.getByRole('button', { name: /^Corner pair/ }).click();
      await titled(page, 'Corner pair · Move');
      await page.goBack();
      await titled(page, 'Mine · Move');
      await unparsedShown(page, 'broken %% more\n');
      assert.equal(await page.evaluate(() => location.hash), unfinished, 'Back: its entry kept its link');
      await page.reload();
      await ready(page);
      await titled(page, 'Mine · Move');
      await unparsedShown(page, 'broken %% more\n');
      // its own entry's link: not refused as a stranger's link that does not parse would be
      assert.equal(await page.getByText(/This link's .* does not parse/).count(), 0, 'no refusal');
      await page.goForward();
      await titled(page, 'Corner pair · Move');
      await page.goBack();
      await titled(page, 'Mine · Move');
      await unparsedShown(page, 'broken %% more\n');
      // a stranger's link of it (pasted: an entry this app did not write) is still refused
      await page.getByRole('button', { name: /^Corner pair/ }).click();
      await titled(page, 'Corner pair · Move');
      await page.evaluate((link) => { location.hash = link; }, unfinished);
      await page.getByText(/This link's Move level does not parse/).waitFor({ timeout: 10_000 });
      await titled(page, 'Corner pair · Move');
    },
  },
  {
    name: 'Back straight after an edit: the edited level keeps its entry, and Forward opens it',
    run: async (page, { baseURL }) => {
      const { opened } = await editSecondMoveLevel(page, baseURL);
      // at once: before the address's timer (250 ms after the last change) has written it
      await page.evaluate(() => history.back());
      await titled(page, 'Corner pair · Move');
      await page.goForward();
      await titled(page, 'Your level · Move');
      const edited = await page.evaluate(() => location.hash);
      assert.match(edited, /^#v1\/move\//);
      assert.notEqual(edited, opened, "the edited level's link, not the level as opened");
    },
  },
  {
    name: "Back refused, the level on screen not kept (the browser's storage full): the address comes back to that level's entry, and Back works again once there is room",
    run: async (page, { baseURL }) => {
      const { corner, opened } = await editSecondMoveLevel(page, baseURL);
      await titled(page, 'Your level · Move');
      const edited = await moveLinkOtherThan(page, opened);
      // the site's storage filled to the last byte by something else: the edited level cannot be saved in My levels
      await page.evaluate(() => {
        let n = 0;
        for (let size = 1 << 22; size >= 1; size >>= 1) {
          const value = 'x'.repeat(size);
          for (;;) {
            try {
              localStorage.setItem(`filler${n++}`, value);
            } catch {
              break;
            }
          }
        }
      });
      await page.goBack();
      await page.getByText(/The level Back or Forward goes to was not opened: the level you were editing could not be kept in My levels/).waitFor({ timeout: 10_000 });
      await page.waitForFunction((h) => location.hash === h, edited, { timeout: 10_000 });
      await titled(page, 'Your level · Move');
      // room again: Back opens Corner pair, the edited level kept, and Forward brings it back
      await page.evaluate(() => {
        for (const key of Object.keys(localStorage)) if (key.startsWith('filler')) localStorage.removeItem(key);
      });
      await page.goBack();
      await titled(page, 'Corner pair · Move');
      assert.equal(await addressMatching(page, /^#v1\/move\//), corner);
      await page.getByText(/The level you were editing is kept in My levels/).waitFor({ timeout: 10_000 });
      await page.goForward();
      await titled(page, 'Your level · Move');
      assert.equal(await addressMatching(page, /^#v1\/move\//), edited);
    },
  },
];
