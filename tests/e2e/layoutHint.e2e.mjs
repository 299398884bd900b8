// Play, from a phone's width to a desktop's: a search of Hint moves nothing as it starts and
// ends. Its Cancel joined the toolbar's row while it ran: where the row had no room left for it,
// the row wrapped for a moment and the board went about 20 px down and back up (Chromium,
// Snakebird, at 320-385, 451-528, 575-652, 901-955, 996-1079, 1200-1211 and 1252-1335 px wide),
// and at every other width from 320 to 1440 the move count moved sideways. Cancel comes at the
// end of the count's room, over none of the buttons: the one pressed keeps the focus meanwhile.
import assert from 'node:assert/strict';

/** Snakebird's level, in Play. */
async function play(page, baseURL, level) {
  await page.goto(baseURL);
  await page.getByRole('tab', { name: 'Snakebird', exact: true }).click();
  await page.getByRole('button', { name: new RegExp(`^${level}( ?\\d+ moves)?$`) }).click();
  await page.getByRole('button', { name: 'Play it yourself' }).click();
  await page.locator('.pl-board .board').first().waitFor();
}

/**
 * In the page: the boxes (left, top, width, height in the page) of what lies round the hint's
 * Cancel, the Cancel left out: the toolbar's other buttons, the move count (its left and width:
 * its text may take a second line once the optimum is known), the pieces and the board.
 */
function boxesAround() {
  const box = (e, keep = 4) => {
    const r = e.getBoundingClientRect();
    return [r.left + scrollX, r.top + scrollY, r.width, r.height].slice(0, keep).map(Math.round).join(',');
  };
  const buttons = [...document.querySelectorAll('.pl-toolbar > button')].filter((b) => b.textContent !== 'Cancel');
  const count = document.querySelector('.pl-count');
  const r = count.getBoundingClientRect();
  const rest = [...document.querySelectorAll('.pl-pieces, .pl-board')];
  return [...buttons.map((b) => `${b.textContent} ${box(b)}`), `count ${Math.round(r.left + scrollX)},${Math.round(r.width)}`, ...rest.map((e) => `${e.className} ${box(e)}`)].join(' | ');
}

/** the widths where the board went down (the first five), or the count sideways */
const WIDTHS = [320, 360, 481, 600, 901, 1024, 1280, 400, 768, 1100, 1440];

export const tests = [
  ...WIDTHS.map((width) => ({
    name: `${width} px wide, touch: a Hint's search, its Cancel shown while it runs, moves nothing in the toolbar or below it and lies over no button`,
    viewport: { width, height: 900 },
    contextOptions: { hasTouch: true, isMobile: width <= 480 },
    run: async (page, { baseURL }) => {
      // (a search of a second or so: its Cancel is drawn for many frames)
      await play(page, baseURL, 'Classic 9');
      await page.evaluate((source) => {
        const around = new Function(`return (${source})`)();
        const seen = (window.__seen = new Set());
        const frame = () => {
          const buttons = [...document.querySelectorAll('.pl-toolbar > button')];
          const cancel = buttons.find((b) => b.textContent === 'Cancel');
          seen.add(`${cancel ? 'with' : 'without'} Cancel: ${around()}`);
          // (Hint keeps the focus while its search runs: nothing lies over it)
          const hint = buttons.find((b) => b.textContent === 'Hint').getBoundingClientRect();
          if (cancel && document.elementFromPoint(hint.left + hint.width / 2, hint.top + hint.height / 2)?.textContent !== 'Hint') window.__hintCovered = true;
          if (!window.__stop) requestAnimationFrame(frame);
        };
        requestAnimationFrame(frame);
      }, boxesAround.toString());
      await page.getByRole('button', { name: 'Hint', exact: true }).click();
      await page.getByTestId('hint').waitFor({ timeout: 30_000 });
      await page.getByRole('button', { name: 'Solve from here' }).and(page.locator(':enabled')).waitFor();
      await page.waitForTimeout(100);
      const seen = await page.evaluate(() => ((window.__stop = true), [...window.__seen]));
      assert.ok(seen.some((s) => s.startsWith('with ')), 'the test expects the hint\'s Cancel drawn at least once');
      assert.equal(await page.evaluate(() => window.__hintCovered ?? false), false, 'Cancel lay over Hint');
      const boxes = [...new Set(seen.map((s) => s.replace(/^with(out)? Cancel: /, '')))];
      assert.equal(boxes.length, 1, `what lies round Cancel moved:\n${seen.join('\n')}`);
    },
  })),
  {
    name: "from 320 to 1440 px wide: a Cancel like the hint's, put in the Play toolbar, moves nothing and lies in the move count's room",
    viewport: { width: 1280, height: 900 },
    contextOptions: { hasTouch: true },
    run: async (page, { baseURL }) => {
      await play(page, baseURL, 'Classic 0');
      const moved = [];
      // (every 4 px, and each edge of the widths the board moved at: a px each takes 40 s)
      const widths = [...Array.from({ length: 281 }, (_, i) => 320 + 4 * i), 385, 386, 451, 481, 528, 529, 575, 652, 653, 955, 956, 995, 996, 1079, 1080, 1211, 1212, 1251, 1252, 1335, 1336];
      for (const width of widths) {
        await page.setViewportSize({ width, height: 900 });
        const r = await page.evaluate((source) => {
          const boxes = new Function(`return (${source})`)();
          const bar = document.querySelector('.pl-toolbar');
          const [hint, solveHere] = [...bar.querySelectorAll('button')].slice(3);
          const before = boxes();
          // as the panel has it while a search runs: Hint and Solve from here off, Cancel after them
          for (const b of [hint, solveHere]) b.setAttribute('aria-disabled', 'true');
          const cancel = document.createElement('button');
          cancel.type = 'button';
          cancel.className = 'pl-cancel';
          cancel.textContent = 'Cancel';
          const count = bar.querySelector('.pl-count');
          bar.insertBefore(cancel, count);
          const during = boxes();
          const [c, room] = [cancel, count].map((e) => e.getBoundingClientRect());
          const inRoom = c.left >= room.left - 0.5 && c.right <= room.right + 0.5 && document.elementFromPoint(c.left + c.width / 2, c.top + c.height / 2) === cancel;
          cancel.remove();
          for (const b of [hint, solveHere]) b.removeAttribute('aria-disabled');
          return { before, during, inRoom };
        }, boxesAround.toString());
        if (r.before !== r.during || !r.inRoom) moved.push(`${width}: ${r.inRoom ? '' : "Cancel not in the count's room; "}${r.before === r.during ? '' : `${r.before}\n  → ${r.during}`}`);
      }
      assert.ok(moved.length === 0, `at ${moved.length} widths, the first:\n${moved.slice(0, 6).join('\n')}`);
    },
  },
];
