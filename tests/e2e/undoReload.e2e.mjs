// The editor's Undo and Redo kept through a reload (src/editor/keptHistory.ts, docs/EDITOR.md):
// three edits, a reload, and three Undos give the level as first opened; Redo after a reload too.
// A grid family (Bars) and DogBunny, whose editor draws a graph but keeps the same history.
import assert from 'node:assert/strict';
import { inflateRawSync } from 'node:zlib';
import { exported } from './largeGrid.mjs';
import { levelHash } from './steps.mjs';

const BARS = `pattern cross
goal 1
0110
1001
1011
0100
`;

// x, y and z stand apart, on no edge: each is deleted by one press
const DOGBUNNY = `node a 0 0
node b 2 0
node x 0 2
node y 2 2
node z 4 2
edge a <-> b
bunny a
goal bunny b
`;

/** the level text in the page's link (the app writes it a moment after a change) */
const linkText = (page) =>
  page.evaluate(() => location.hash).then((hash) => {
    const payload = hash.split('/')[2];
    return payload ? inflateRawSync(Buffer.from(payload, 'base64url')).toString('utf8') : null;
  });

/** until the link holds `text`, so that a reload opens the level as it is now */
async function linkHolds(page, text) {
  for (const end = Date.now() + 10_000; Date.now() < end; await page.waitForTimeout(100)) if ((await linkText(page)) === text) return;
  assert.fail(`the link holds ${JSON.stringify(await linkText(page))}, not ${JSON.stringify(text)}`);
}

const editorOf = (page, family) => page.getByRole('region', { name: `${family} editor` });
const button = (page, family, name) => editorOf(page, family).getByRole('button', { name, exact: true });
/** Undo or Redo pressed `n` times; each must be on when pressed */
async function press(page, family, name, n) {
  for (let i = 0; i < n; i++) {
    assert.equal(await button(page, family, name).getAttribute('aria-disabled'), 'false', `${name} is on for press ${i + 1} of ${n}`);
    await button(page, family, name).click();
  }
}
const isOff = async (page, family, name) => assert.equal(await button(page, family, name).getAttribute('aria-disabled'), 'true', `${name} is off`);

/**
 * Reload the page and wait for the family's editor (a reload opens in the mode the tab was in):
 * its board, whose code takes up the kept history as it opens (useLevelEdit), and a press after
 * it (Export text: React runs the board's effects before it handles a press).
 */
async function reload(page, family, text) {
  await linkHolds(page, text);
  await page.reload();
  await editorOf(page, family).getByRole('gridcell').first().waitFor({ timeout: 10_000 });
  assert.equal(await exported(page), text, 'the reload opened the level as it was left');
}

/** open `text` in `family`'s editor, make three edits (`edit(i)`), reload, then Undo and Redo */
async function threeEditsThenReload(page, baseURL, family, id, text, edit) {
  await page.goto(`${baseURL}${levelHash(id, text, 'Kept')}`);
  await page.getByRole('button', { name: 'Edit', exact: true }).click();
  await button(page, family, 'Import text').waitFor({ timeout: 10_000 });
  const opened = await exported(page);
  const steps = [opened];
  for (let i = 0; i < 3; i++) {
    await edit(i);
    const now = await exported(page);
    assert.notEqual(now, steps[steps.length - 1], `edit ${i + 1} changed the level`);
    steps.push(now);
  }
  await reload(page, family, steps[3]);
  await press(page, family, 'Undo', 3);
  assert.equal(await exported(page), opened, 'three Undos after the reload give the level as first opened');
  await isOff(page, family, 'Undo');
  await press(page, family, 'Redo', 1);
  assert.equal(await exported(page), steps[1]);
  await press(page, family, 'Undo', 1);
  // a reload with the edits undone: Redo brings them back
  await reload(page, family, opened);
  await isOff(page, family, 'Undo');
  await press(page, family, 'Redo', 3);
  assert.equal(await exported(page), steps[3], 'three Redos after the reload give the level as edited');
  await isOff(page, family, 'Redo');
}

export const tests = [
  {
    name: 'Bars: three cells painted, a reload, three Undos give the level as first opened; Redo after a reload brings the edits back',
    async run(page, { baseURL }) {
      await threeEditsThenReload(page, baseURL, 'Bars', 'bars', BARS, (i) =>
        editorOf(page, 'Bars').getByRole('gridcell', { name: new RegExp(`^row 1 column ${i + 1}:`) }).click(),
      );
    },
  },
  {
    name: 'DogBunny: three nodes deleted, a reload, three Undos give the level as first opened; Redo after a reload brings the edits back',
    async run(page, { baseURL }) {
      await threeEditsThenReload(page, baseURL, 'DogBunny', 'dogbunny', DOGBUNNY, async (i) => {
        const editor = editorOf(page, 'DogBunny');
        if (i === 0) await editor.getByRole('radio', { name: /Delete/ }).click();
        await editor.getByRole('gridcell', { name: new RegExp(`: node ${'xyz'[i]}(,|$)`) }).click();
      });
    },
  },
  {
    name: 'Bars: a level opened after the reload (its link) starts a fresh history, and a reload keeps that one',
    async run(page, { baseURL }) {
      await page.goto(`${baseURL}${levelHash('bars', BARS, 'Kept')}`);
      await page.getByRole('button', { name: 'Edit', exact: true }).click();
      await editorOf(page, 'Bars').getByRole('gridcell', { name: /^row 1 column 1:/ }).click();
      await reload(page, 'Bars', await exported(page));
      assert.equal(await button(page, 'Bars', 'Undo').getAttribute('aria-disabled'), 'false', 'Undo is on after the reload');
      // another level, opened by its link in this tab
      await page.goto(`${baseURL}${levelHash('bars', '01\n10\n', 'Other')}`);
      await editorOf(page, 'Bars').getByRole('grid', { name: /2 rows by 2 columns/ }).waitFor({ timeout: 10_000 });
      await isOff(page, 'Bars', 'Undo');
      await editorOf(page, 'Bars').getByRole('gridcell', { name: /^row 2 column 2:/ }).click();
      const other = await exported(page);
      await reload(page, 'Bars', other);
      await press(page, 'Bars', 'Undo', 1);
      assert.match(await exported(page), /^01\n10\n?$/m);
      await isOff(page, 'Bars', 'Undo');
    },
  },
];
