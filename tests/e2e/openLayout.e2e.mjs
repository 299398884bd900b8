// Edit pressed on a 64×64 Snakebird map lays the page out once in the press's task, not twice:
// the zoom's buttons, coming as Zoom measured its room, made its box a flex row and laid out the
// whole board again (traced in Chromium: 1,457 of 1,784 layout objects a second time, 141 of 468
// with the walls drawn a row at a time; 26 of 468 now). Read from a trace of the press: how many
// objects each layout after the first lays out, of all on the page (counts, not times).
import assert from 'node:assert/strict';
import { editorLoadedOnce, levelHash } from './steps.mjs';

const grid = (rows, cols, at) => Array.from({ length: rows }, (_, r) => Array.from({ length: cols }, (_, c) => at(r, c)).join('')).join('\n');
const CLASSIC_1 = ['---*--', '------', '#-----', '+--#+#', '------', '-#BA--', '-####-', '-####-', '-###--'];
/** Classic 1 on 24 rows of ground (1,346 walls), in a map 64 wide */
const GROUND = `${[...Array.from({ length: 31 }, () => ''), ...CLASSIC_1].map((l) => l.padEnd(64, '-')).join('\n')}\n${grid(24, 64, (r, c) =>
  c < 6 ? '#' : r === 0 && c % 9 === 4 ? '^' : (r * 5 + c * 3) % 7 === 0 ? '-' : '#',
)}\n`;

/** the layouts of the task a click was dispatched in: objects laid out, of all */
function layoutsOfTheClick(events) {
  const main = events.find((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain' && events.some((x) => x.pid === e.pid && x.name === 'RunTask'));
  const mine = events.filter((e) => e.pid === main.pid && e.tid === main.tid && e.ph === 'X' && e.dur !== undefined);
  const click = mine.find((e) => e.name === 'EventDispatch' && e.args?.data?.type === 'click');
  const task = mine.find((t) => t.name === 'RunTask' && t.ts <= click.ts && click.ts <= t.ts + t.dur);
  return mine
    .filter((e) => e.name === 'Layout' && e.ts >= task.ts && e.ts <= task.ts + task.dur)
    .sort((a, b) => a.ts - b.ts)
    .map((e) => ({ dirty: e.args.beginData.dirtyObjects, total: e.args.beginData.totalObjects }));
}

export const tests = [
  {
    name: 'Edit on a 64×64 Snakebird map of ground lays the page out once in its press: a later layout there takes a tenth of it at most',
    async run(page, { baseURL, browser }) {
      await page.goto(`${baseURL}${levelHash('snakebird', GROUND, 'Ground')}`);
      const edit = await editorLoadedOnce(page);
      await browser.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline'] });
      await edit.click();
      await page.locator('.ed-family').waitFor();
      await page.waitForTimeout(300);
      const layouts = layoutsOfTheClick(JSON.parse((await browser.stopTracing()).toString()).traceEvents);
      assert.ok(layouts.length > 0, 'the press lays the editor out');
      const [first, ...later] = layouts;
      assert.ok(first.dirty > first.total / 2, `the first layout is the editor's: ${JSON.stringify(first)}`);
      assert.deepEqual(later.filter((l) => l.dirty > l.total / 10), [], `layouts after the first: ${JSON.stringify(later)}`);
    },
  },
];
