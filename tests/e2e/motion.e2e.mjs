// Reduced motion (prefers-reduced-motion: reduce) in every family and mode: nothing slides, turns,
// fades or scrolls smoothly. Each frame the page draws, a recorder notes every animation running
// (CSS transitions and animations: pieces sliding, bars turning, the won board's tint) and every
// step of Snakebird's own, drawn by script (the board's data-step); and on each screen every
// element's computed timing is read. With reduced motion all of it is empty; without, the same
// walk sees the family's moves animate, so the recorder is known to see them.
import assert from 'node:assert/strict';

const FAMILIES = ['Move', 'Anemones', 'Bars', 'Snakebird', 'DogBunny'];

/** Installed before the page's own scripts: notes what moves, each frame, in window.__moving. */
function recordMotion() {
  window.__moving = new Set();
  const named = (el) => (el ? `${el.tagName.toLowerCase()}${el.getAttribute('class') ? `.${el.getAttribute('class').trim().split(/\s+/).join('.')}` : ''}` : '?');
  // (an animation whose keyframes set only visibility moves nothing: index.html's "Still loading"
  // line is shown so, after 10 s, before the app's script has come)
  const still = new Set(['offset', 'computedOffset', 'easing', 'composite', 'visibility']);
  // (keyframes that animate a custom property, as Bars' turn does, list none of it: such are moves)
  const visibilityOnly = (frames) => frames.some((k) => 'visibility' in k) && frames.every((k) => Object.keys(k).every((p) => still.has(p)));
  const moves = (a) => !visibilityOnly(a.effect?.getKeyframes?.() ?? []);
  const frame = () => {
    for (const a of document.getAnimations()) if (moves(a)) window.__moving.add(`${a.constructor.name} ${a.animationName ?? a.transitionProperty} on ${named(a.effect?.target)}`);
    const step = document.querySelector('svg.board[data-step]');
    if (step) window.__moving.add(`Snakebird's ${step.getAttribute('data-step').split(' ')[1]} step`);
    requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
}

/** Every element (and its ::before, ::after, a dialog's ::backdrop) whose computed style would move it: what and where. */
const timedStyles = (page) =>
  page.evaluate(() => {
    const found = new Set();
    const timed = (list) => list.split(',').some((t) => parseFloat(t) > 0);
    for (const el of document.querySelectorAll('*')) {
      for (const pseudo of [null, '::before', '::after', ...(el.tagName === 'DIALOG' ? ['::backdrop'] : [])]) {
        const cs = getComputedStyle(el, pseudo);
        const where = `${el.tagName.toLowerCase()}.${el.getAttribute('class') ?? ''}${pseudo ?? ''}`;
        if (timed(cs.transitionDuration) || timed(cs.transitionDelay)) found.add(`transition ${cs.transitionProperty} ${cs.transitionDuration} on ${where}`);
        if (cs.animationName !== 'none' && (timed(cs.animationDuration) || timed(cs.animationDelay))) found.add(`animation ${cs.animationName} ${cs.animationDuration} on ${where}`);
        if (cs.scrollBehavior === 'smooth') found.add(`smooth scrolling on ${where}`);
      }
    }
    return [...found];
  });

/**
 * Through the family's modes: Solve and watch (steps and autoplay), play (keys, a click on the
 * board, a hint), How to play, the editor (a click on its board). The timed styles seen on the way.
 */
async function walk(page, baseURL, family) {
  const styles = new Set();
  const look = async () => (await timedStyles(page)).forEach((s) => styles.add(s));
  const clickBoard = async () => {
    const box = await page.locator('svg.board').first().boundingBox();
    if (box) await page.mouse.click(box.x + box.width / 3, box.y + box.height / 3);
  };
  await page.goto(baseURL);
  await page.getByRole('tab', { name: family, exact: true }).click();
  await page.getByRole('button', { name: 'Solve', exact: true }).click();
  const next = page.getByRole('button', { name: 'Next move' });
  await next.waitFor({ timeout: 30_000 });
  for (let i = 0; i < 2; i++) {
    await next.click();
    await page.waitForTimeout(150);
  }
  await look();
  await page.getByRole('button', { name: 'Play', exact: true }).click();
  await page.waitForTimeout(1000);
  await look();
  await page.getByRole('button', { name: 'Play it yourself', exact: true }).click();
  await page.locator('svg.board').first().waitFor();
  // Snakebird's number chooses a snake; Anemones' and Bars' Enter presses the cursor's cell
  for (const key of ['1', 'ArrowRight', 'ArrowDown', 'Enter', 'ArrowLeft', 'ArrowUp']) {
    await page.keyboard.press(key);
    await page.waitForTimeout(100);
  }
  await clickBoard();
  await page.getByRole('button', { name: 'Hint' }).click();
  await page.waitForTimeout(400);
  await look();
  await page.getByRole('button', { name: 'How to play' }).click();
  await page.getByRole('dialog', { name: 'How to play' }).getByRole('listitem').first().waitFor();
  await look();
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Edit', exact: true }).click();
  await page.getByRole('button', { name: 'Import text' }).waitFor();
  await clickBoard();
  await page.waitForTimeout(300);
  await look();
  return { styles: [...styles], moving: await page.evaluate(() => [...window.__moving]) };
}

export const tests = [
  ...FAMILIES.map((family) => ({
    name: `reduced motion, ${family}: nothing moves in Solve and watch, play, How to play or the editor`,
    contextOptions: { reducedMotion: 'reduce' },
    run: async (page, { baseURL }) => {
      await page.addInitScript(recordMotion);
      const { styles, moving } = await walk(page, baseURL, family);
      assert.deepEqual(moving, [], 'what moved');
      assert.deepEqual(styles, [], 'what is timed to move');
    },
  })),
  ...FAMILIES.map((family) => ({
    name: `motion allowed, ${family}: the same walk sees the moves animate`,
    contextOptions: { reducedMotion: 'no-preference' },
    run: async (page, { baseURL }) => {
      await page.addInitScript(recordMotion);
      const { styles, moving } = await walk(page, baseURL, family);
      assert.ok(moving.length > 0, 'nothing moved: the recorder sees nothing');
      assert.ok(styles.length > 0, 'nothing is timed to move');
    },
  })),
  {
    name: "reduced motion: a transition or animation a stylesheet gives without the app's --anim-ms is at once too; so are the page's panels and dialogs",
    contextOptions: { reducedMotion: 'reduce' },
    run: async (page, { baseURL }) => {
      await page.addInitScript(recordMotion);
      await page.goto(baseURL);
      await page.getByRole('tab', { name: 'Snakebird', exact: true }).click();
      for (const name of ['Check', 'My levels', 'Share', 'Zoom in']) {
        await page.getByRole('button', { name, exact: true }).first().click();
        await page.waitForTimeout(300);
        assert.deepEqual(await timedStyles(page), [], `after ${name}`);
        await page.keyboard.press('Escape');
      }
      // a rule written as any might be, not through --anim-ms (an element's own style outranks a stylesheet's rule)
      const timing = await page.evaluate(() => {
        const probe = document.createElement('div');
        probe.style.transition = 'opacity 400ms ease 100ms';
        probe.style.animation = 'none 600ms infinite';
        probe.style.animationName = 'bar-turn';
        document.body.append(probe);
        const cs = getComputedStyle(probe);
        const t = [cs.transitionDuration, cs.transitionDelay, cs.animationDuration, cs.animationIterationCount];
        probe.remove();
        return t;
      });
      assert.deepEqual(timing, ['0s', '0s', '0s', '1']);
      assert.deepEqual(await page.evaluate(() => [...window.__moving]), [], 'what moved');
    },
  },
];
