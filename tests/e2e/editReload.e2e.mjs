// An edit's link is written once the edits pause (useLinkSync), but no work waits on it: the
// draft is saved at each edit, and a reload straight after an edit opens the edited level, whose
// edits (the editor's history, kept) can be undone back to the gallery level.
import assert from 'node:assert/strict';

const ready = (page) => page.getByRole('button', { name: 'My levels' }).waitFor({ timeout: 10_000 });
const titled = (page, title) =>
  page.waitForFunction((t) => document.title.startsWith(t), title, { timeout: 10_000 }).catch(async (e) => {
    throw new Error(`the title is "${await page.title()}", not "${title}…": ${e.message}`);
  });
/** until the solve has answered, in `moves` moves */
const solvedIn = (page, moves) =>
  page.waitForFunction((m) => document.querySelector('[data-testid=status][data-state=done]')?.textContent.startsWith(`Solved in ${m} moves`), moves, { timeout: 30_000 });
/** the address, once it holds a Move level's link other than `was` */
const moveLinkOtherThan = (page, was) =>
  page.waitForFunction((w) => location.hash.startsWith('#v1/move/') && location.hash !== w && location.hash, was, { timeout: 10_000 }).then((h) => h.jsonValue());

export const tests = [
  {
    name: 'a reload straight after three edits opens the edited level, with its link, and keeps nothing in My levels',
    run: async (page, { baseURL }) => {
      await page.goto(baseURL);
      await ready(page);
      await page.getByRole('tab', { name: 'Move', exact: true }).click();
      await page.getByRole('button', { name: /^Two of a kind/ }).click();
      const opened = await moveLinkOtherThan(page, '');
      await page.getByRole('button', { name: 'Edit', exact: true }).click();
      const cells = page.getByRole('region', { name: /editor$/ }).getByRole('gridcell');
      const names = () => cells.evaluateAll((cs) => cs.map((c) => c.getAttribute('aria-label')));
      const before = await names();
      for (const i of [1, 4, 6]) await cells.nth(i).click();
      const edited = await names();
      assert.notDeepEqual(edited, before, 'the clicks painted cells');
      await page.reload();
      await ready(page);
      await titled(page, 'Your level · Move');
      await cells.first().waitFor({ timeout: 10_000 });
      assert.deepEqual(await names(), edited, 'the edited level, as it was left');
      const link = await moveLinkOtherThan(page, opened).catch(async (e) => {
        throw new Error(`the address is ${await page.evaluate(() => location.href)}: ${e.message}`);
      });
      assert.match(link, /^#v1\/move\//);
      assert.equal(await page.getByText(/kept in My levels/).count(), 0, 'no level kept in My levels: the level opened is the one edited');
    },
  },
  {
    name: "edits undone after a reload come back to the solved gallery level: its name, its text as the gallery writes it (Anemones' Botanicula, whose lists make writes sorted), its answer",
    run: async (page, { baseURL }) => {
      await page.goto(baseURL);
      await ready(page);
      await page.getByRole('tab', { name: 'Anemones', exact: true }).click();
      await page.getByRole('button', { name: /^Botanicula/ }).click();
      await titled(page, 'Botanicula · Anemones');
      await page.getByRole('button', { name: 'Solve', exact: true }).click();
      await solvedIn(page, 6);
      await page.getByRole('button', { name: 'Edit', exact: true }).click();
      const cells = page.getByRole('region', { name: /editor$/ }).getByRole('gridcell');
      await cells.nth(1).click();
      await titled(page, 'Your level · Anemones');
      await page.reload();
      await ready(page);
      await titled(page, 'Your level · Anemones');
      const undo = page.getByRole('button', { name: 'Undo', exact: true });
      // (the kept history, there once the editor has read it)
      await undo.and(page.locator('[aria-disabled="false"]')).waitFor({ timeout: 10_000 });
      await undo.click();
      await titled(page, 'Botanicula · Anemones');
      // the gallery marks it as its own: its name and its text, the gallery's
      await page.getByRole('button', { name: /^Botanicula/, current: true }).waitFor({ timeout: 10_000 });
      // its answer, kept in this browser (its text the gallery's, not make's)
      await solvedIn(page, 6);
    },
  },
  {
    name: 'text typed into Import text and not imported yet is in an open box again after a reload (Bars)',
    run: async (page, { baseURL }) => {
      await page.goto(baseURL);
      await ready(page);
      await page.getByRole('tab', { name: 'Bars', exact: true }).click();
      await page.getByRole('button', { name: 'Edit', exact: true }).click();
      await page.getByRole('button', { name: 'Import text', exact: true }).click();
      const typed = 'goal 1\n010\n101\n; typed, not imported yet';
      await page.getByRole('textbox', { name: /^Level text/ }).fill(typed);
      await page.reload();
      await ready(page);
      const box = page.getByRole('textbox', { name: /^Level text/ });
      await box.waitFor({ timeout: 10_000 });
      assert.equal(await box.inputValue(), typed);
      // put away, it stays away
      await page.getByRole('group', { name: 'Import a level as text' }).getByRole('button', { name: 'Cancel', exact: true }).click();
      await page.reload();
      await ready(page);
      await page.getByRole('button', { name: 'Import text', exact: true }).waitFor({ timeout: 10_000 });
      assert.equal(await page.getByRole('textbox', { name: /^Level text/ }).count(), 0);
    },
  },
];
