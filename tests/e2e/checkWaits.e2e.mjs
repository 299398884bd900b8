// A line asked for while Check is still checking the level waits for that check, says so, and is
// judged as soon as it ends: Ctrl+Enter in the line's box did nothing then, and said nothing (the
// button was off). The level is the game's level 9 from ../shared's corpus (not vendored: the
// test is there only when ../shared is), whose check maps some 360,000 positions: seconds, not
// milliseconds, so the line is asked for while it runs.
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { levelHash } from './steps.mjs';

const LEVEL09 = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..', 'shared', 'levels', 'snakebird-jsnell', 'level09.txt');

/** level 9 open, Check checking it, and 'RR' asked for by Ctrl+Enter while it runs: said to wait */
async function lineWaits(page, baseURL) {
  await page.goto(baseURL + levelHash('snakebird', readFileSync(LEVEL09, 'utf8'), 'Level 9'));
  await page.getByRole('button', { name: 'Check', exact: true }).click();
  const panel = page.getByRole('region', { name: 'Check' });
  const cancel = panel.getByRole('button', { name: 'Cancel' });
  await cancel.waitFor({ timeout: 10_000 });
  const box = panel.getByRole('textbox', { name: /Your intended line/ });
  await box.fill('RR');
  // (the level's check still running as the line is asked for: its Cancel still there)
  assert.ok(await cancel.isVisible(), "the level's check ended before the line was asked for: the test proves nothing");
  await box.press('Control+Enter');
  await panel.getByTestId('check-verdict').getByText('Your line (1 move) waits: it is checked as soon as the check under way ends.').waitFor({ timeout: 10_000 });
  return panel;
}

/** the line 'RR' judged: it stops short of a win, and its one move is listed */
async function judged(panel) {
  const verdict = panel.getByTestId('check-verdict');
  await verdict.getByText(/^Your line does not win: it ends \d+ moves? from a win\.$/).waitFor({ timeout: 120_000 });
  assert.equal(await verdict.getByText(/waits/).count(), 0);
  assert.equal(await panel.getByRole('list', { name: 'Your line: moves' }).getByRole('listitem').count(), 1);
}

export const tests = existsSync(LEVEL09)
  ? [
      {
        name: "Snakebird level 9: Ctrl+Enter in the line's box while the level is being checked says the line waits, then judges it",
        run: async (page, { baseURL }) => judged(await lineWaits(page, baseURL)),
      },
      {
        // the box still held the line after a reload, and the panel had said it would be checked:
        // the check that came back checked the level alone (75b8aba)
        name: 'Snakebird level 9: a line waiting as the tab is reloaded is judged with the check that comes back',
        run: async (page, { baseURL }) => {
          await lineWaits(page, baseURL);
          await page.reload();
          const panel = page.getByRole('region', { name: 'Check' });
          assert.equal(await panel.getByRole('textbox', { name: /Your intended line/ }).inputValue(), 'RR');
          await judged(panel);
        },
      },
    ]
  : [];
