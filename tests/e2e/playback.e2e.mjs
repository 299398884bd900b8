// Watching a solution as a person who needs it: what a screen reader hears at each step (one
// announcement), the keyboard's way through playback, reduced motion, a slow device and a phone.
import assert from 'node:assert/strict';
import { importLevel } from './steps.mjs';

/** A Move level of 120 moves: one dot down a 16×16 zigzag. */
const ZIGZAG = [
  '................',
  ...Array.from({ length: 7 }, (_, k) => [k % 2 ? '.###############' : '###############.', '................']).flat(),
  '.##############A',
  '--',
  'a...............',
  ...Array(15).fill('................'),
].join('\n');

/** A Snakebird level of 108 moves: a snake of two walks a floor 110 cells wide to the exit. */
const LONG_WALK = ['-'.repeat(110), `BA${'-'.repeat(107)}*`, '#'.repeat(110)].join('\n');

/** Opens the zigzag and solves it. */
async function solveZigzag(page, baseURL) {
  await page.goto(baseURL);
  await importLevel(page, 'Move', ZIGZAG);
  await page.getByRole('button', { name: 'Solve', exact: true }).click();
  await page.getByRole('status').getByText('Solved in 120 moves').waitFor({ timeout: 30_000 });
  await page.getByRole('slider', { name: 'Position in the solution' }).waitFor();
}

/**
 * From now on, records what live regions would have a screen reader say: each region's text
 * after a change that leaves text in it (an emptied region says nothing).
 */
export async function recordSaid(page) {
  await page.evaluate(() => {
    window.__said = [];
    const liveRegion = (node) => {
      for (let e = node.nodeType === 1 ? node : node.parentElement; e; e = e.parentElement) {
        const live = e.getAttribute('aria-live') ?? { status: 'polite', alert: 'assertive', log: 'polite' }[e.getAttribute('role')];
        if (live) return live === 'off' ? null : e;
      }
      return null;
    };
    new MutationObserver((records) => {
      const changed = new Set(records.map((r) => liveRegion(r.target)).filter(Boolean));
      for (const region of changed) if (region.textContent.trim()) window.__said.push(region.textContent.trim());
    }).observe(document.body, { subtree: true, childList: true, characterData: true });
  });
}

/** What was said since the last call (after a moment for React and the regions to settle). */
export async function saidSince(page) {
  await page.waitForTimeout(150);
  return page.evaluate(() => window.__said.splice(0));
}

/** Opens a family's first gallery level and solves it. */
export async function solveFirst(page, baseURL, family) {
  await page.goto(baseURL);
  await page.getByRole('tab', { name: family, exact: true }).click();
  await page.getByRole('button', { name: 'Solve', exact: true }).click();
  await page.getByTestId('status').and(page.locator('[data-state=done]')).waitFor({ timeout: 60_000 });
  await page.getByRole('slider', { name: 'Position in the solution' }).waitFor();
}

export const tests = [
  {
    name: 'Space plays and pauses after a click on a button (Solve, then Next), not pressing the button clicked again; on a button the keyboard came to, it presses it',
    run: async (page, { baseURL }) => {
      await solveZigzag(page, baseURL);
      const play = page.getByRole('button', { name: 'Play', exact: true });
      const pause = page.getByRole('button', { name: 'Pause', exact: true });
      const spacePlaysThenPauses = async () => {
        await page.keyboard.press(' ');
        await pause.waitFor({ timeout: 5_000 });
        await page.keyboard.press(' ');
        await play.waitFor({ timeout: 5_000 });
      };
      await page.keyboard.press('ArrowRight');
      assert.equal(await page.evaluate(() => document.activeElement?.textContent), 'Solve', 'the mouse left the focus on Solve');
      // (it pressed Solve again: no play)
      await spacePlaysThenPauses();
      // (it pressed Next again: one step, no play)
      await page.getByRole('button', { name: 'Next move' }).click();
      await spacePlaysThenPauses();
      // a move clicked in the list, then →: the focus goes on with the current move, and Space still plays
      await page.getByRole('list', { name: 'Solution moves' }).getByRole('button', { name: /^3\. / }).click();
      await page.keyboard.press('ArrowRight');
      assert.match(await page.evaluate(() => document.activeElement?.textContent), /^4\. /, 'the focus went on with the current move');
      await spacePlaysThenPauses();
      await page.getByRole('button', { name: 'Next move' }).click();
      // Tab away and back to Next: the keyboard's focus, which Space presses as ever
      await page.keyboard.press('Shift+Tab');
      await page.keyboard.press('Tab');
      assert.equal(await page.evaluate(() => document.activeElement?.getAttribute('aria-label')), 'Next move');
      const at = Number(/^Move (\d+)/.exec(await page.getByTestId('position').textContent())[1]);
      await page.keyboard.press(' ');
      await page.getByTestId('position').getByText(new RegExp(`^Move ${at + 1} of 120`)).waitFor({ timeout: 5_000 });
      assert.equal(await pause.count(), 0, 'Space on Next, come to by Tab, played');
    },
  },
  {
    name: 'the timeline slider moved by the arrow keys is said once, by its own value with the move; a step by a button is said by the live line',
    run: async (page, { baseURL }) => {
      await solveFirst(page, baseURL, 'Move');
      const slider = page.getByRole('slider', { name: 'Position in the solution' });
      // (the live line says the answer's first position a moment after it shows: LIVE_REGION_SETTLE_MS)
      await page.getByTestId('position-spoken').getByText('At the start.').waitFor();
      await recordSaid(page);
      await slider.focus();
      await page.keyboard.press('ArrowRight');
      assert.equal(await slider.getAttribute('aria-valuetext'), 'Move 1 of 7: All dots →');
      assert.deepEqual(await saidSince(page), [], 'the slider says its value: nothing else says it again');
      await page.keyboard.press('ArrowRight');
      assert.equal(await slider.getAttribute('aria-valuetext'), 'Move 2 of 7: All dots →');
      assert.deepEqual(await saidSince(page), []);
      // a step by a button: its words (and what the move caused) are said once, by the live line
      await page.getByRole('button', { name: 'Next move' }).click();
      assert.deepEqual(await saidSince(page), ['Move 3 of 7: All dots ↓. Dot a left a target.']);
      // back to a position the slider went to, by a button: said, though the slider said it before
      await slider.focus();
      await page.keyboard.press('ArrowLeft');
      assert.deepEqual(await saidSince(page), []);
      await page.getByRole('button', { name: 'Next move' }).click();
      assert.deepEqual(await saidSince(page), ['Move 3 of 7: All dots ↓. Dot a left a target.']);
      await page.getByRole('button', { name: 'First position' }).click();
      assert.deepEqual(await saidSince(page), ['At the start.']);
    },
  },
  {
    name: 'autoplay at 8× keeps to its clock (a move every 125 ms): a page that could not draw for a second shows the move due then, not the next one',
    run: async (page, { baseURL }) => {
      // the page's clock in the test's hands (it runs at its natural pace until paused)
      await page.clock.install();
      await solveZigzag(page, baseURL);
      await page.getByRole('combobox', { name: 'Speed' }).selectOption('8');
      const position = page.getByTestId('position');
      await page.clock.pauseAt(Date.now() + 60_000);
      await page.getByRole('button', { name: 'Play', exact: true }).click();
      await position.getByText(/^Move 0 of 120/).waitFor();
      // a second in which the page draws nothing (a slow device, a long step): its timers fire once, late
      await page.clock.fastForward(1000);
      await position.getByText(/^Move 8 of 120/).waitFor({ timeout: 5_000 });
      // and on from there at its pace
      await page.clock.runFor(250);
      await position.getByText(/^Move 10 of 120/).waitFor({ timeout: 5_000 });
    },
  },
  {
    name: 'Play from here by the keyboard, at the start and at the won end of each family\'s solution: the focus goes into the play panel',
    run: async (page, { baseURL }) => {
      await page.goto(baseURL);
      const focused = () => page.evaluate(() => {
        const a = document.activeElement;
        return [a?.closest('section[aria-label^="Play "]')?.getAttribute('aria-label') ?? null, a?.getAttribute('aria-label') ?? a?.textContent.trim()];
      });
      for (const family of ['Anemones', 'Bars', 'Move', 'DogBunny', 'Snakebird']) {
        await page.getByRole('tab', { name: family, exact: true }).click();
        await page.getByRole('button', { name: 'Solve', exact: true }).click();
        await page.getByTestId('status').and(page.locator('[data-state=done]')).waitFor({ timeout: 60_000 });
        for (const end of ['First position', 'Last position']) {
          await page.getByRole('button', { name: end }).focus();
          await page.keyboard.press('Enter');
          await page.getByRole('button', { name: 'Play from here' }).focus();
          await page.keyboard.press('Enter');
          await page.getByTestId('move-count').waitFor();
          // (the focus watcher moves it a moment after the change)
          await page.waitForFunction(() => document.activeElement?.closest('section[aria-label^="Play "]'), null, { timeout: 3000 }).catch(() => {});
          const [panel, control] = await focused();
          assert.equal(panel, `Play ${family}`, `${family}, Play from here at the ${end === 'Last position' ? 'end' : 'start'}: focus on "${control}"`);
          await page.getByRole('button', { name: 'Solve and watch' }).click();
        }
      }
    },
  },
  {
    name: 'phone: watching a 108-move Snakebird walk on a zoomed board, the box follows the snake with its whole head in view',
    viewport: { width: 390, height: 844 },
    contextOptions: { hasTouch: true, isMobile: true },
    run: async (page, { baseURL }) => {
      await page.goto(baseURL);
      await importLevel(page, 'Snakebird', LONG_WALK);
      await page.getByRole('button', { name: 'Solve', exact: true }).tap();
      await page.getByRole('status').getByText('Solved in 108 moves').waitFor({ timeout: 30_000 });
      const zoomIn = page.getByRole('button', { name: 'Zoom in' });
      while ((await zoomIn.getAttribute('aria-disabled')) !== 'true') await zoomIn.tap();
      for (let i = 1; i <= 12; i++) {
        await page.getByRole('button', { name: 'Next move' }).tap();
        // at rest after the move's steps
        await page.waitForFunction(() => !document.querySelector('svg.board').hasAttribute('data-step'));
        const [head, box] = await page.evaluate(() => {
          const b = document.querySelector('[data-testid=zoom-box]');
          const r = b.getBoundingClientRect();
          return [document.querySelector('.sb-head').getBoundingClientRect().toJSON(), { left: r.left + b.clientLeft, right: r.left + b.clientLeft + b.clientWidth }];
        });
        assert.ok(head.left >= box.left && head.right <= box.right, `move ${i}: the head at ${Math.round(head.left)}-${Math.round(head.right)}, the box shows ${Math.round(box.left)}-${Math.round(box.right)}`);
      }
    },
  },
  {
    name: 'phone: the timeline slider is a finger\'s target (36 px tall), and a tap on its track goes to the position there',
    viewport: { width: 390, height: 844 },
    contextOptions: { hasTouch: true, isMobile: true },
    run: async (page, { baseURL }) => {
      await page.goto(baseURL);
      await importLevel(page, 'Move', ZIGZAG);
      await page.getByRole('button', { name: 'Solve', exact: true }).tap();
      await page.getByRole('status').getByText('Solved in 120 moves').waitFor({ timeout: 30_000 });
      const slider = page.getByRole('slider', { name: 'Position in the solution' });
      await slider.scrollIntoViewIfNeeded();
      const box = await slider.boundingBox();
      assert.ok(box.height >= 36, `the slider is ${box.height} px tall`);
      // a tap near the track's top edge, at its middle: about half the line
      await page.touchscreen.tap(box.x + box.width / 2, box.y + 3);
      await page.getByTestId('position').getByText(/^Move [1-9]/).waitFor({ timeout: 5_000 });
      const at = Number(/^Move (\d+)/.exec(await page.getByTestId('position').textContent())[1]);
      assert.ok(at >= 50 && at <= 70, `a tap at the middle of the track went to move ${at}`);
    },
  },
  {
    name: "keys pressed in a dialog over the page (My levels) are the dialog's: playback behind it does not step or play",
    run: async (page, { baseURL }) => {
      await solveFirst(page, baseURL, 'Move');
      await page.getByRole('button', { name: 'My levels' }).click();
      await page.getByRole('dialog', { name: 'My levels' }).waitFor();
      assert.equal(await page.evaluate(() => document.activeElement.closest('[role=dialog]')?.getAttribute('aria-label')), 'My levels');
      for (const key of ['ArrowRight', 'End', 'Space']) {
        await page.keyboard.press(key);
        await page.waitForTimeout(100);
        assert.match(await page.getByTestId('position').textContent(), /^Move 0 of 7/, key);
        assert.equal(await page.getByRole('button', { name: 'Pause' }).count(), 0, `${key}: autoplay started`);
      }
      // closed, focus is back on My levels, in the level's toolbar; clicked there with the mouse, the
      // toolbar's arrows are playback's first (rovingFocus), as they were before it was a toolbar
      await page.keyboard.press('Escape');
      await page.getByRole('dialog', { name: 'My levels' }).waitFor({ state: 'detached' });
      assert.equal(await page.evaluate(() => document.activeElement.textContent), 'My levels');
      await page.keyboard.press('ArrowRight');
      await page.getByTestId('position').getByText(/^Move 1 of 7/).waitFor();
    },
  },
  {
    name: "a held arrow key's repeat that waited to be handled (the page still drawing a step) is dropped, on the slider and on the page; a single press never is, nor another key's repeat (Tab)",
    run: async (page, { baseURL }) => {
      await solveFirst(page, baseURL, 'Move');
      const cdp = await page.context().newCDPSession(page);
      const key = { key: 'ArrowRight', code: 'ArrowRight', windowsVirtualKeyCode: 39, nativeVirtualKeyCode: 39 };
      // held keys repeat every 33 ms or so, and where a step takes longer to draw (a slow device, a
      // long line) they queue up, to be played out long after the key was let go. A late key here
      // is one pressed while the page is busy for a second, as it is drawing a step: it waits in
      // the queue. (Not a keydown given an old timestamp: Chromium turns one into its own clock by
      // an offset it takes once, and where the machine's wall clock was set since, a keydown of
      // "3 s ago" came as one of now: the clean-clone CI, both runs, half an hour in.)
      await page.evaluate(() =>
        window.addEventListener('keydown', (e) => {
          if (e.key !== 'ArrowRight') return;
          window.rightKeys = (window.rightKeys ?? 0) + 1;
          window.rightLate = performance.now() - e.timeStamp;
        }, true),
      );
      const press = async (autoRepeat, late) => {
        const before = await page.evaluate(() => window.rightKeys ?? 0);
        if (late) {
          // the page's busy second, from a timer, so that this returns at once; the key is pressed once it has begun
          await page.evaluate(() => setTimeout(() => { const end = performance.now() + 1000; while (performance.now() < end); }, 0));
          await page.waitForTimeout(200);
        }
        await cdp.send('Input.dispatchKeyEvent', { type: 'rawKeyDown', autoRepeat, ...key });
        await page.waitForFunction((n) => (window.rightKeys ?? 0) > n, before, { timeout: 10_000 });
        await page.waitForTimeout(100);
        return { at: Number(/^Move (\d+)/.exec(await page.getByTestId('position').textContent())[1]), late: await page.evaluate(() => window.rightLate) };
      };
      let at = 0;
      for (const where of ['slider', 'page']) {
        if (where === 'slider') await page.getByRole('slider', { name: 'Position in the solution' }).focus();
        else await page.locator('h1').click();
        assert.equal((await press(false, false)).at, ++at, `${where}: a press`);
        assert.equal((await press(true, false)).at, ++at, `${where}: a repeat on time`);
        // (a key that came before the busy second began is no late one: it steps, and the next try is made)
        let dropped = false;
        for (let tries = 0; tries < 3 && !dropped; tries++) {
          const r = await press(true, true);
          if (r.late > 50) {
            assert.equal(r.at, at, `${where}: a repeat ${Math.round(r.late)} ms late is dropped`);
            dropped = true;
          } else assert.equal(r.at, ++at, `${where}: a repeat on time`);
        }
        assert.ok(dropped, `${where}: no key came late in three tries`);
        assert.equal((await press(false, true)).at, ++at, `${where}: a press late`);
        await cdp.send('Input.dispatchKeyEvent', { type: 'keyUp', ...key });
      }
      // a late repeat of a key that is not playback's is left alone: Tab still moves the focus
      await page.getByRole('button', { name: 'Next move' }).focus();
      const tab = { key: 'Tab', code: 'Tab', windowsVirtualKeyCode: 9, nativeVirtualKeyCode: 9 };
      await cdp.send('Input.dispatchKeyEvent', { type: 'rawKeyDown', autoRepeat: true, timestamp: Date.now() / 1000 - 0.3, ...tab });
      await cdp.send('Input.dispatchKeyEvent', { type: 'keyUp', ...tab });
      assert.equal(await page.evaluate(() => document.activeElement.getAttribute('aria-label')), 'Last position');
    },
  },
  {
    name: 'each playback button names its key (aria-keyshortcuts), and that key pressed on the page does what the button does',
    run: async (page, { baseURL }) => {
      await solveFirst(page, baseURL, 'Move');
      const position = async () => Number(/^Move (\d+)/.exec(await page.getByTestId('position').textContent())[1]);
      const pressKeyOf = async (name) => {
        const key = await page.getByRole('button', { name, exact: true }).getAttribute('aria-keyshortcuts');
        assert.ok(key, `${name} names no key`);
        await page.locator('h1').click();
        await page.keyboard.press(key);
      };
      await pressKeyOf('Next move');
      assert.equal(await position(), 1);
      await pressKeyOf('Last position');
      assert.equal(await position(), 7);
      await pressKeyOf('Previous move');
      assert.equal(await position(), 6);
      await pressKeyOf('First position');
      assert.equal(await position(), 0);
      await pressKeyOf('Play');
      await page.getByRole('button', { name: 'Pause', exact: true }).waitFor();
      await pressKeyOf('Pause');
      await page.getByRole('button', { name: 'Play', exact: true }).waitFor();
    },
  },
];
