// Hostile and broken stored data, a full storage, saved-level journeys and the
// Content-Security-Policy, in the built app. Each bad value is put in localStorage before a
// load: the app still works, the value is still there (moved aside unchanged), the user is told.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';

const LEGACY = 'unstuck.myLevels';
const DRAFT = 'unstuck.draft';
const MOVE = '..A\n--\na..\n';
/** a Move gallery level solved in 26 moves; opening it makes it the autosaved draft */
async function openTwoOfAKind(page) {
  await page.getByRole('tab', { name: 'Move', exact: true }).click();
  await page.getByRole('button', { name: /^Two of a kind/ }).click();
}

/** Wait until the sharing code runs (it may load after the first screen): the link is opened, the autosave is on. */
const ready = (page) => page.getByRole('button', { name: 'My levels' }).waitFor();

async function visit(page, url) {
  await page.goto(url);
  await ready(page);
}

async function reload(page) {
  await page.reload();
  await ready(page);
}

/** Put `entries` in the site's storage before any app code runs, then load the app. */
async function loadWith(page, baseURL, entries) {
  // the page with its scripts emptied: same origin, so the same storage, and nothing of the app runs
  const noScript = (route) => route.fulfill({ contentType: 'text/javascript', body: '' });
  await page.route('**/*.js', noScript);
  await page.goto(baseURL);
  await page.evaluate((e) => {
    localStorage.clear();
    for (const [k, v] of Object.entries(e)) localStorage.setItem(k, v);
  }, entries);
  await page.unroute('**/*.js', noScript);
  await visit(page, baseURL);
}

const stored = (page, key) => page.evaluate((k) => localStorage.getItem(k), key);

/** The page works: the default level solves. */
async function solves(page) {
  await page.getByRole('button', { name: 'Solve', exact: true }).click();
  await page.getByRole('status').getByText(/Solved in \d+ moves/).waitFor({ timeout: 20_000 });
}

const legacy = (state, version = 1) => JSON.stringify({ state, version });

// [name, entries, the key the bad value must be found under afterwards, what the notice says]
const HOSTILE = [
  ['an autosave whose text is a number', { [LEGACY]: legacy({ levels: [], autosave: { family: 'move', text: 5, name: null } }) }, `${LEGACY}~unreadable`, /the level being edited: text: /],
  ['an autosave whose name is an object', { [LEGACY]: legacy({ levels: [], autosave: { family: 'move', text: MOVE, name: { a: 1 } } }) }, `${LEGACY}~unreadable`, /the level being edited: name: /],
  ['an autosave with family "__proto__"', { [LEGACY]: legacy({ levels: [], autosave: { family: '__proto__', text: MOVE } }) }, `${LEGACY}~unreadable`, /the level being edited: family: /],
  ['a draft whose text is a number', { [DRAFT]: JSON.stringify({ v: 1, family: 'move', text: 5, name: null }) }, `${DRAFT}~unreadable`, /level you were editing could not be restored \(text: /],
  ['a draft with family "__proto__"', { [DRAFT]: '{"v":1,"family":"__proto__","text":"x","name":null}' }, `${DRAFT}~unreadable`, /could not be restored \(family: /],
  ['a Move draft whose text is a number', { [`${DRAFT}.move`]: JSON.stringify({ v: 1, family: 'move', text: 5, name: null }) }, `${DRAFT}.move~unreadable`, /Move level you left could not be restored \(text: /],
  ['invalid JSON under the saved-levels key', { [LEGACY]: '{"state":{"levels":[{"id":"a"' }, `${LEGACY}~unreadable`, /saved levels could not be read \(it is not valid JSON\)/],
  ['levels: {}', { [LEGACY]: legacy({ levels: {} }) }, `${LEGACY}~unreadable`, /saved levels could not be read \(state\.levels: /],
  ['"x"', { [LEGACY]: '"x"' }, `${LEGACY}~unreadable`, /saved levels could not be read/],
  ['[null]', { [LEGACY]: '[null]' }, `${LEGACY}~unreadable`, /saved levels could not be read/],
  ['version: "1"', { [LEGACY]: legacy({ levels: [] }, '1') }, `${LEGACY}~unreadable`, /saved levels could not be read \(version: /],
  ['data from a newer version', { [LEGACY]: legacy({ levels: [{ id: 'a', family: 'move', name: 'n', text: MOVE, tags: ['new'] }] }, 2) }, `${LEGACY}~newer`, /stored by a newer version of Unstuck/],
  ['a saved level that is not JSON', { 'unstuck.level.abc': 'oops' }, 'unstuck.level.abc~unreadable', /saved level could not be read/],
];

export const tests = [
  {
    name: 'a reload opens in the mode the tab was in, with the level and the moves played as they were; a link opened anew starts watching',
    run: async (page, { baseURL }) => {
      await visit(page, baseURL);
      await openTwoOfAKind(page);
      const pressed = (mode) => page.getByRole('button', { name: mode, exact: true, pressed: true });
      await page.getByRole('button', { name: 'Edit', exact: true }).click();
      await page.getByRole('region', { name: 'Move editor' }).waitFor();
      await reload(page);
      await page.getByRole('region', { name: 'Move editor' }).waitFor();
      await pressed('Edit').waitFor();
      assert.equal(await page.getByRole('tab', { name: 'Move', selected: true }).count(), 1);
      await page.getByRole('button', { name: 'Play it yourself', exact: true }).click();
      await page.getByRole('region', { name: 'Play Move' }).waitFor();
      // Two of a kind: up moves both dots, then left moves a
      await page.keyboard.press('ArrowUp');
      await page.keyboard.press('ArrowLeft');
      await page.getByTestId('move-count').filter({ hasText: 'Moves: 2' }).waitFor();
      // the address holds the line played once the link is written (a quarter of a second after a move)
      await page.waitForURL(/\/m2$/);
      await reload(page);
      await page.getByRole('region', { name: 'Play Move' }).waitFor();
      await pressed('Play it yourself').waitFor();
      // the moves played are there to play on from (the link holds them)
      await page.getByTestId('move-count').filter({ hasText: 'Moves: 2' }).waitFor();
      assert.ok(await page.getByRole('region', { name: 'Play Move' }).getByRole('button', { name: 'Undo' }).isEnabled());
      // the same link, visited in this tab (not reloaded), opens as anyone's would: watching
      const link = page.url();
      await page.goto('about:blank');
      await visit(page, link);
      await pressed('Solve and watch').waitFor();
      assert.equal(await page.getByRole('region', { name: 'Play Move' }).count(), 0);
    },
  },
  ...HOSTILE.map(([name, entries, asideKey, said]) => ({
    name: `stored ${name}: the app works, the value is kept aside unchanged, the user is told`,
    run: async (page, { baseURL }) => {
      await loadWith(page, baseURL, entries);
      const notice = page.getByRole('alert').filter({ hasText: said });
      await notice.waitFor();
      assert.match(await notice.textContent(), new RegExp(asideKey.replace(/[.~]/g, '\\$&')));
      await solves(page);
      // every change of level writes the draft: the value kept aside is not touched
      await page.getByRole('tab', { name: 'Move', exact: true }).click();
      await page.getByRole('button', { name: 'Save' }).click();
      await page.getByText(/Saved as/).waitFor();
      assert.equal(await stored(page, asideKey), Object.values(entries)[0]);
      await reload(page);
      await page.getByRole('tab', { name: 'Move', selected: true }).waitFor();
      assert.equal(await stored(page, asideKey), Object.values(entries)[0]);
      await page.getByRole('button', { name: 'My levels' }).click();
      await page.getByRole('dialog', { name: 'My levels' }).getByRole('button', { name: /^Open / }).first().waitFor();
    },
  })),
  {
    name: 'stored entries with missing fields are skipped and said; the others are listed and open',
    run: async (page, { baseURL }) => {
      const good = { id: 'good1', family: 'move', name: 'Good one', text: MOVE, savedAt: 1 };
      await loadWith(page, baseURL, { [LEGACY]: legacy({ levels: [good, { id: 'b', family: 'move', name: 'no text' }, null] }) });
      await page.getByRole('alert').filter({ hasText: /level 2: text: .*level 3: / }).waitFor();
      await page.getByRole('button', { name: 'My levels' }).click();
      const dialog = page.getByRole('dialog', { name: 'My levels' });
      assert.equal(await dialog.getByRole('listitem').count(), 1);
      await dialog.getByRole('button', { name: 'Open Good one', exact: true }).click();
      await page.getByRole('heading', { name: 'Good one' }).waitFor();
      await solves(page);
    },
  },
  {
    name: 'storage full: Save says the level is not saved and keeps it open; a large import says how many were stored',
    run: async (page, { baseURL }) => {
      await visit(page, baseURL);
      await openTwoOfAKind(page);
      // fill the site's storage, leaving less room than one saved level needs
      await page.evaluate(() => {
        let chunk = 'x'.repeat(1 << 20);
        let n = 0;
        while (chunk.length > 16) {
          try {
            localStorage.setItem(`filler${n++}`, chunk);
          } catch {
            chunk = chunk.slice(chunk.length / 2);
          }
        }
      });
      await page.getByRole('button', { name: 'Save' }).click();
      await page.getByRole('alert').getByText(/Not saved: this browser's storage for this site is full/).waitFor();
      assert.equal(await page.getByText(/Saved as/).count(), 0);
      // the level is still the one open
      await page.getByRole('button', { name: 'Solve', exact: true }).click();
      await page.getByRole('status').getByText('Solved in 26 moves').waitFor({ timeout: 20_000 });
      // make room for a few dozen levels, then import many
      await page.evaluate(() => {
        localStorage.removeItem('filler0');
        localStorage.setItem('filler0', 'x'.repeat((1 << 20) - 10_000));
      });
      // 256 different levels, each several times over: the copies are duplicates
      const row = (c, at) => `${'.'.repeat(at)}${c}${'.'.repeat(15 - at)}`;
      const levels = Array.from({ length: 2000 }, (_, i) => ({ family: 'move', name: `Level ${i}`, text: `${row('A', i % 16)}\n--\n${row('a', Math.floor(i / 16) % 16)}\n` }));
      await page.getByRole('button', { name: 'My levels' }).click();
      const dialog = page.getByRole('dialog', { name: 'My levels' });
      await dialog.getByLabel('Levels file').setInputFiles({
        name: 'many.json',
        mimeType: 'application/json',
        buffer: Buffer.from(JSON.stringify({ format: 'unstuck-levels', version: 1, levels })),
      });
      const message = dialog.getByRole('alert').filter({ hasText: /^Imported/ });
      await message.waitFor();
      const text = await message.textContent();
      const m = text.match(/^Imported ([\d,]+) levels?\. ([\d,]+) levels were in the file more than once \(imported once\)\.(?: ([\d,]+) levels? could not be stored \(this browser's storage for this site is full\)\.)?$/);
      assert.ok(m, `import message: ${text}`);
      const [added, duplicates, notStored] = [m[1], m[2], m[3] ?? '0'].map((s) => Number(s.replace(/,/g, '')));
      assert.equal(added + duplicates + notStored, 2000);
      assert.equal(duplicates, 2000 - 256);
      // (the list draws the rows in view: each says how many there are)
      const listed = (dialog) => dialog.getByRole('listitem').first().getAttribute('aria-setsize');
      assert.equal(await listed(dialog), String(added));
      await reload(page);
      await page.getByRole('button', { name: 'My levels' }).click();
      assert.equal(await listed(page.getByRole('dialog', { name: 'My levels' })), String(added));
    },
  },
  {
    name: 'after a refused link and Dismiss, the autosaved draft is open and the next clicks do not replace it',
    run: async (page, { baseURL }) => {
      await visit(page, baseURL);
      await openTwoOfAKind(page);
      const draft = await stored(page, DRAFT);
      assert.equal(JSON.parse(draft).name, 'Two of a kind');
      await page.goto('about:blank');
      await visit(page, `${baseURL}#v1/move/AAAA-broken`);
      await page.getByRole('alert').getByText(/This link is damaged|cut short|not valid/).waitFor();
      await page.getByRole('button', { name: 'Dismiss' }).click();
      await page.getByRole('tab', { name: 'Move', selected: true }).waitFor();
      await page.getByRole('button', { name: 'Solve', exact: true }).click();
      await page.getByRole('status').getByText('Solved in 26 moves').waitFor({ timeout: 20_000 });
      await page.getByRole('button', { name: 'Next move' }).click();
      assert.equal(await stored(page, DRAFT), draft);
      await page.goto('about:blank');
      await visit(page, baseURL);
      await page.getByRole('tab', { name: 'Move', selected: true }).waitFor();
      assert.equal(await stored(page, DRAFT), draft);
    },
  },
  {
    name: 'a reload right after a change of level opens that level, not the one the address named before',
    run: async (page, { baseURL }) => {
      await visit(page, baseURL);
      await solves(page);
      await page.waitForURL(/#v1\/anemones\//);
      await page.getByRole('tab', { name: 'Move', exact: true }).click();
      // at once, before the address follows the new level
      await reload(page);
      await page.getByRole('tab', { name: 'Move', selected: true }).waitFor();
    },
  },
  {
    name: 'saved levels: Save twice keeps one entry, re-importing the export adds none, Delete can be undone, notes fade',
    run: async (page, { baseURL }) => {
      await visit(page, baseURL);
      await openTwoOfAKind(page);
      await page.getByRole('button', { name: 'Save' }).click();
      await page.getByText('Saved as "Two of a kind"').waitFor();
      await page.getByRole('button', { name: 'Save' }).click();
      await page.getByText('Already saved as "Two of a kind"').waitFor();
      // the note goes away by itself
      await page.getByText(/saved as/i).waitFor({ state: 'detached', timeout: 8_000 });
      await page.getByRole('button', { name: 'My levels' }).click();
      const dialog = page.getByRole('dialog', { name: 'My levels' });
      assert.equal(await dialog.getByRole('listitem').count(), 1);
      const [download] = await Promise.all([page.waitForEvent('download'), dialog.getByRole('button', { name: 'Export all' }).click()]);
      const file = readFileSync(await download.path(), 'utf8');
      await dialog.getByLabel('Levels file').setInputFiles({ name: 'unstuck-levels.json', mimeType: 'application/json', buffer: Buffer.from(file) });
      await dialog.getByText('Nothing new imported. 1 level was already saved.', { exact: true }).waitFor();
      assert.equal(await dialog.getByRole('listitem').count(), 1);
      await dialog.getByRole('button', { name: 'Delete Two of a kind' }).click();
      await dialog.getByText(/No saved levels yet/).waitFor();
      await dialog.getByRole('button', { name: 'Undo' }).click();
      await reload(page);
      await page.getByRole('button', { name: 'My levels' }).click();
      assert.equal(await page.getByRole('dialog', { name: 'My levels' }).getByRole('listitem').count(), 1);
    },
  },
  {
    name: 'the built page carries the Content-Security-Policy and every mode works under it',
    run: async (page, { baseURL }) => {
      const html = await (await fetch(baseURL)).text();
      const meta = html.match(/<meta http-equiv="Content-Security-Policy" content="([^"]+)"/);
      assert.ok(meta, 'no CSP meta tag in the served page');
      const headers = readFileSync(new URL('../../public/_headers', import.meta.url), 'utf8');
      const header = headers.match(/Content-Security-Policy: (.+)/)[1].trim();
      assert.equal(meta[1], header.replace(" frame-ancestors 'none';", ''));
      await visit(page, baseURL);
      assert.equal(await page.evaluate(() => document.querySelector('meta[http-equiv="Content-Security-Policy"]')?.getAttribute('content')), meta[1]);
      // the harness fails the test on any console error, and a refused source is one
      const violations = [];
      await page.exposeFunction('reportViolation', (v) => violations.push(v));
      await page.evaluate(() => document.addEventListener('securitypolicyviolation', (e) => window.reportViolation(`${e.violatedDirective} ${e.blockedURI}`)));
      for (const family of ['Snakebird', 'Bars']) {
        await page.getByRole('tab', { name: family, exact: true }).click();
        await page.getByRole('button', { name: 'Solve', exact: true }).click();
        await page.getByRole('status').getByText(/Solved in \d+ moves/).waitFor({ timeout: 30_000 });
      }
      await page.getByRole('button', { name: 'Edit', exact: true }).click();
      await page.getByRole('button', { name: 'Import text' }).waitFor();
      await page.getByRole('button', { name: 'Play it yourself' }).click();
      await page.getByRole('button', { name: 'Share' }).click();
      await page.getByText(/Link copied|Copy this link/).waitFor();
      assert.deepEqual(violations, []);
    },
  },
  {
    name: "served with public/_headers' header on every response (the worker's too), Snakebird's WebAssembly search solves",
    run: async (page, { baseURL, context }) => {
      const header = readFileSync(new URL('../../public/_headers', import.meta.url), 'utf8').match(/Content-Security-Policy: (.+)/)[1].trim();
      const seen = new Set();
      // (a chunk still on its way as the test ends is let go: its fetch then fails with the context
      // closed, and unhandled that ended the whole browser run, in a clean-clone CI)
      await context.route('**/*', async (route) => {
        try {
          const response = await route.fetch();
          seen.add(new URL(route.request().url()).pathname.replace(/-[\w-]{6,8}\./, '.'));
          await route.fulfill({ response, headers: { ...response.headers(), 'content-security-policy': header } });
        } catch (e) {
          if (!/disposed|closed/i.test(String(e))) throw e;
        }
      });
      await visit(page, baseURL);
      await page.getByRole('tab', { name: 'Snakebird', exact: true }).click();
      await page.getByRole('button', { name: 'Solve', exact: true }).click();
      await page.getByRole('status').getByText(/Solved in \d+ moves/).waitFor({ timeout: 30_000 });
      assert.ok([...seen].some((p) => p.includes('worker')), `the worker script went through the route: ${[...seen].join(', ')}`);
    },
  },
  ...[
    ['that refuses every call (a blocked site)', 'SecurityError', /levels cannot be saved here: the browser refused to store it \(SecurityError: /],
    ["with no room at all (old Safari's private window)", 'QuotaExceededError', /levels cannot be saved here: it gives this site no room\./],
  ].map(([what, error, said]) => ({
    name: `a localStorage ${what}: the app loads and solves, says once at load that levels cannot be saved, and Save says why`,
    run: async (page, { baseURL }) => {
      await page.addInitScript((name) => {
        const refuse = () => {
          throw new DOMException('refused', name);
        };
        Storage.prototype.setItem = refuse;
        if (name === 'SecurityError') {
          for (const m of ['getItem', 'removeItem', 'key', 'clear']) Storage.prototype[m] = refuse;
          Object.defineProperty(Storage.prototype, 'length', { get: refuse });
        }
      }, error);
      await visit(page, baseURL);
      await page.getByRole('alert').filter({ hasText: said }).waitFor();
      await solves(page);
      // a change of level autosaves (and fails): not said again
      await openTwoOfAKind(page);
      await page.getByRole('button', { name: 'Save' }).click();
      await page.getByRole('alert').getByText(/^Not saved: /).waitFor();
      assert.equal(await page.getByText(/delete saved levels/).count(), 0);
      assert.equal(await page.getByText(/cannot be saved here|Autosave is not working/).count(), 1);
      await page.getByRole('button', { name: 'Solve', exact: true }).click();
      await page.getByRole('status').getByText('Solved in 26 moves').waitFor({ timeout: 20_000 });
    },
  })),
];
