// A level designer on a phone (touch), light and dark, reduced motion, and on a desktop: Save
// then Share, Save with storage full, Share with the clipboard refused, Save renaming a saved
// level, and My levels holding many levels.
import assert from 'node:assert/strict';
import { axeViolations } from './app.e2e.mjs';
import { levelHash } from './steps.mjs';

const PHONE = { viewport: { width: 390, height: 844 }, contextOptions: { isMobile: true, hasTouch: true, reducedMotion: 'reduce', permissions: ['clipboard-read', 'clipboard-write'] } };

/** A levels file of `n` different Move levels (a target's place on an 8×4 floor), named "Level 1"… */
function levelsFile(n) {
  const levels = Array.from({ length: n }, (_, i) => {
    const floor = Array.from({ length: 32 }, (_, k) => (k === i + 1 ? 'A' : '.')).join('');
    const rows = (s) => s.match(/.{8}/g).join('\n');
    return { family: 'move', name: `Level ${i + 1}`, text: `${rows(floor)}\n--\n${rows(`a${'.'.repeat(31)}`)}\n` };
  });
  return JSON.stringify({ format: 'unstuck-levels', version: 1, levels });
}

/** Whether no other action note with words lies over `locator`'s box (a note lets taps through, so elementFromPoint cannot tell). */
const seen = (locator) =>
  locator.evaluate((el) => {
    const r = el.getBoundingClientRect();
    return Array.from(document.querySelectorAll('.action-note')).every((o) => {
      if (o === el || o.contains(el) || el.contains(o) || o.textContent === '') return true;
      const q = o.getBoundingClientRect();
      return q.right <= r.left || q.left >= r.right || q.bottom <= r.top || q.top >= r.bottom;
    });
  });

/** Whether the box of `locator` is inside the viewport, top to bottom. */
const inView = async (page, locator) => {
  const box = await locator.boundingBox();
  return box !== null && box.y >= 0 && box.y + box.height <= page.viewportSize().height;
};

/** each button of the actions row and where it is */
const places = (page) => page.locator('.level-actions button').evaluateAll((bs) => bs.map((b) => `${b.textContent} ${Math.round(b.getBoundingClientRect().x)},${Math.round(b.getBoundingClientRect().y)}`));

/** Save, then Share (`press`: click or tap): "Link copied" is not covered by another note. */
async function saveThenShare(page, baseURL, press) {
  await page.goto(baseURL);
  await page.getByRole('button', { name: 'My levels' }).waitFor();
  await page.getByRole('button', { name: 'Save', exact: true })[press]();
  await page.getByText(/^Saved as "/).waitFor();
  await page.getByRole('button', { name: 'Share', exact: true })[press]();
  const copied = page.getByText('Link copied');
  await copied.waitFor();
  assert.ok(await seen(copied), '"Link copied" is covered');
}

const DESKTOP = { viewport: { width: 1280, height: 800 }, contextOptions: { reducedMotion: 'reduce', permissions: ['clipboard-read', 'clipboard-write'] } };

export const tests = [
  {
    name: 'desktop: Save then Share: "Link copied" is not covered by "Saved as …" (under the next button, a long note ran over it)',
    ...DESKTOP,
    run: (page, { baseURL }) => saveThenShare(page, baseURL, 'click'),
  },
  ...['light', 'dark'].flatMap((scheme) => [
    {
      name: `phone, ${scheme}: Save with the browser's storage full: why it was not saved is on a line under the actions, in the error colour; no button moves`,
      viewport: PHONE.viewport,
      contextOptions: { ...PHONE.contextOptions, colorScheme: scheme },
      run: async (page, { baseURL }) => {
        await page.goto(baseURL);
        await page.getByRole('button', { name: 'My levels' }).waitFor();
        const before = await places(page);
        await page.evaluate(() => {
          Storage.prototype.setItem = () => {
            throw new DOMException('full', 'QuotaExceededError');
          };
        });
        await page.getByRole('button', { name: 'Save', exact: true }).tap();
        const alert = page.locator('.level-actions').getByRole('alert');
        await alert.getByText(/^Not saved: this browser's storage for this site is full\./).waitFor();
        // (the Save button used to take a line of its own, the reason beside it, and My levels and Open file the next)
        assert.deepEqual(await places(page), before);
        const [colour, bad] = await alert.evaluate((el) => [getComputedStyle(el).color, getComputedStyle(el).getPropertyValue('--bad-text').trim()]);
        assert.equal(colour, `rgb(${bad.match(/[0-9a-f]{2}/gi).map((h) => parseInt(h, 16)).join(', ')})`);
        assert.equal(await page.evaluate(() => document.documentElement.scrollWidth), 390);
      },
    },
    {
      name: `phone, ${scheme}: Share where the clipboard is refused: the link to copy by hand is on a line under the actions, wide, focused, 16 px; no button moves`,
      viewport: PHONE.viewport,
      contextOptions: { isMobile: true, hasTouch: true, reducedMotion: 'reduce', colorScheme: scheme },
      run: async (page, { baseURL, context }) => {
        await context.addInitScript(() => Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText: () => Promise.reject(new Error('refused')) } }));
        await page.goto(baseURL);
        await page.getByRole('button', { name: 'My levels' }).waitFor();
        const before = await places(page);
        await page.getByRole('button', { name: 'Share', exact: true }).tap();
        const field = page.getByRole('textbox', { name: 'Link to this level' });
        await field.waitFor();
        // (Save, My levels and Open file went down a line, and Share with the field took the first)
        assert.deepEqual((await places(page)).filter((p) => !p.startsWith('Done ')), before);
        const box = await field.boundingBox();
        assert.ok(box.width >= 200 && box.x >= 0 && box.x + box.width <= 390, `the field at ${Math.round(box.x)}, ${Math.round(box.width)} px wide`);
        assert.equal(await field.evaluate((e) => [document.activeElement === e, getComputedStyle(e).fontSize].join()), 'true,16px');
        assert.ok(await inView(page, page.getByRole('button', { name: 'Done' })));
        assert.deepEqual(await axeViolations(page), []);
      },
    },
    {
      name: `phone, ${scheme}: Save of a saved level under another name: 'Renamed … Undo' is a line under the actions, and Solve under it is seen and takes a tap`,
      viewport: PHONE.viewport,
      contextOptions: { ...PHONE.contextOptions, colorScheme: scheme },
      run: async (page, { baseURL }) => {
        const level = '..A.\n....\n--\na...\n....\n';
        await page.goto(baseURL + levelHash('move', level, 'Mine'));
        await page.getByRole('button', { name: 'Got it' }).tap();
        await page.getByRole('button', { name: 'Save', exact: true }).tap();
        await page.getByText('Saved as "Mine"').waitFor();
        await page.goto(baseURL + levelHash('move', level, 'Theirs'));
        await page.reload();
        await page.getByRole('heading', { name: 'Theirs' }).waitFor();
        await page.getByRole('button', { name: 'Save', exact: true }).tap();
        await page.getByText('Renamed the saved "Mine" to "Theirs".').waitFor();
        // (a note over the page, it covered Solve until Undo or Dismiss)
        const solve = page.getByRole('button', { name: 'Solve', exact: true });
        const hit = await solve.evaluate((el) => {
          const r = el.getBoundingClientRect();
          return el.contains(document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2));
        });
        assert.ok(hit, 'Solve lies under the note');
        await solve.tap();
        await page.getByRole('status').getByText(/^Solved in \d+ moves?/).waitFor({ timeout: 30_000 });
        assert.ok((await page.getByRole('button', { name: 'Undo', exact: true }).boundingBox()).height >= 24);
        assert.deepEqual(await axeViolations(page), []);
      },
    },
    {
      name: `phone, ${scheme}: Save then Share: "Link copied" is what is seen under the buttons, not hidden under "Saved as …"`,
      viewport: PHONE.viewport,
      contextOptions: { ...PHONE.contextOptions, colorScheme: scheme },
      run: (page, { baseURL }) => saveThenShare(page, baseURL, 'tap'),
    },
    {
      name: `phone, ${scheme}: My levels with 30 levels: the list scrolls in the panel; Close, Export all and what Import said are on the screen; no axe violation`,
      viewport: PHONE.viewport,
      contextOptions: { ...PHONE.contextOptions, colorScheme: scheme },
      run: async (page, { baseURL }) => {
        await page.goto(baseURL);
        await page.getByRole('button', { name: 'My levels' }).tap();
        const dialog = page.getByRole('dialog', { name: 'My levels' });
        await dialog.getByLabel('Levels file').setInputFiles({ name: 'many.json', mimeType: 'application/json', buffer: Buffer.from(levelsFile(30)) });
        const said = dialog.getByText('Imported 30 levels.');
        await said.waitFor();
        assert.equal(await page.evaluate(() => window.scrollY), 0);
        for (const l of [said, dialog.getByRole('button', { name: 'Close' }), dialog.getByRole('button', { name: 'Export all' })]) assert.ok(await inView(page, l), `${await l.textContent()} is off the screen`);
        const dialogBox = await dialog.boundingBox();
        assert.ok(dialogBox.y + dialogBox.height <= 844, `the panel runs to ${Math.round(dialogBox.y + dialogBox.height)} px`);
        // the last level is reached by scrolling the list, and deleting it leaves Undo on the screen
        // (drawn once the list is scrolled to it: the list draws the rows in view)
        await dialog.locator('.my-levels-list').evaluate((el) => void (el.scrollTop = el.scrollHeight));
        const last = dialog.getByRole('button', { name: 'Delete Level 30' });
        await last.scrollIntoViewIfNeeded();
        await last.tap();
        const undo = dialog.getByRole('button', { name: 'Undo' });
        await undo.waitFor();
        assert.ok(await inView(page, undo), 'Undo is off the screen');
        assert.ok((await undo.boundingBox()).height >= 24);
        assert.deepEqual(await axeViolations(page), []);
      },
    },
  ]),
];
