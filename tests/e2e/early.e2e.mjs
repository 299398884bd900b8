// The early answer in the browser (issue 17 item 6): on a level whose exact search takes long,
// the progress line shows the best line found against the proven lower bound, the line can be
// watched while the search goes on, and Cancel keeps it. The level is the game's level 19 from ../shared's corpus (not vendored:
// the test is there only when ../shared is): its exact search stores some 9 million states,
// while the early search, which takes half of the search thread's time until it has a line, finds
// one of 49 moves in a small part of that. The margin is narrowest on an idle machine, where the
// exact search's helper has a core to itself (2026-12-02, the command line's --first over 2
// workers: the line after 11.0 s, the answer after 12.2 s); a busier one slows the helper first.
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { importLevel } from './steps.mjs';

const LEVEL19 = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..', 'shared', 'levels', 'snakebird-jsnell', 'level19.txt');
/** level 19's optimum (../shared/levels/snakebird-jsnell/expected.json) */
const OPTIMUM = 47;

export const tests = existsSync(LEVEL19)
  ? [
      {
        name: 'Snakebird level 19: the progress shows "best found N moves, optimal is at least M", that line can be watched while the search runs, and Cancel keeps it to watch to a win',
        run: async (page, { baseURL }) => {
          await page.goto(baseURL);
          await importLevel(page, 'Snakebird', readFileSync(LEVEL19, 'utf8'));
          await page.getByRole('button', { name: 'Solve', exact: true }).click();
          const status = page.getByTestId('status');
          await status.getByText(/^Searching… best found \d+ moves, optimal is at least \d+ · /).waitFor({ timeout: 300_000 });
          const [, found, atLeast] = (await status.textContent()).match(/best found (\d+) moves, optimal is at least (\d+)/);
          assert.ok(Number(found) >= OPTIMUM, `a line of ${found} moves, shorter than the optimum ${OPTIMUM}`);
          assert.ok(Number(atLeast) <= OPTIMUM, `a lower bound of ${atLeast}, above the optimum ${OPTIMUM}`);
          // the line is there to watch while the search goes on (and watching it does not stop it)
          // (a shorter line may have come since the status was read: lines only get shorter)
          await page.getByRole('button', { name: /^Watch the line found so far \(\d+ moves\)$/ }).click();
          const position = page.getByTestId('position');
          await position.getByText(/^Move 0 of \d+$/).waitFor({ timeout: 5_000 });
          const watched = Number((await position.textContent()).match(/of (\d+)/)[1]);
          assert.ok(watched >= OPTIMUM && watched <= Number(found), `watched a line of ${watched} moves after ${found} were shown`);
          await page.getByRole('button', { name: 'Cancel' }).click();
          await status.getByText(/Kept the best line found: \d+ moves, not proven shortest/).waitFor({ timeout: 5_000 });
          const kept = Number((await status.textContent()).match(/Kept the best line found: (\d+) moves/)[1]);
          assert.ok(kept >= OPTIMUM && kept <= Number(found), `kept ${kept} moves after ${found} were shown`);
          // the line is there to watch: its moves listed (as moves played, not as the proven
          // solution), and played to the end the board is won
          const list = page.getByRole('list', { name: 'Moves played' });
          await list.waitFor();
          assert.equal(await list.getByRole('listitem').count(), kept);
          await page.getByTestId('position').getByText(`Move 0 of ${kept}`).waitFor();
          await page.getByRole('button', { name: 'Last position' }).click();
          await page.locator('[data-testid=board][data-solved=true]').waitFor({ timeout: 10_000 });
          // and to play from any position of it
          await page.getByRole('button', { name: 'Play from here' }).click();
          await page.getByRole('region', { name: /^Play / }).waitFor();
        },
      },
    ]
  : [];
