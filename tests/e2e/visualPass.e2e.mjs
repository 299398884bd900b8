// What today's visual pass found, measured in the built app's boxes.
import assert from 'node:assert/strict';
import { holdingAnswers } from './holdWorkers.mjs';

/** a pointer to the answer's controls as Playback.tsx draws it, with no style of its own: where app.css puts it */
const pointerBox = (page, where) =>
  page.evaluate((where) => {
    const b = document.createElement('button');
    b.type = 'button';
    b.className = `primary answer-pointer ${where}`;
    b.textContent = 'Answer ready ↓';
    // the screen's room beside its scroll bar, as a fixed box has it
    const screen = Object.assign(document.createElement('div'), { style: 'position: fixed; inset: 0; visibility: hidden' });
    document.body.append(b, screen);
    const r = b.getBoundingClientRect();
    const s = screen.getBoundingClientRect();
    const box = { position: getComputedStyle(b).position, left: r.left - s.left, right: s.right - r.right, top: r.top - s.top, bottom: s.bottom - r.bottom, width: r.width };
    b.remove();
    screen.remove();
    return box;
  }, where);

/** My levels opened with `n` Move levels saved, "Level 1" on */
async function openMyLevels(page, baseURL, n) {
  await page.goto(baseURL);
  await page.getByRole('button', { name: 'My levels' }).waitFor();
  await page.evaluate((n) => {
    for (let i = 1; i <= n; i++) {
      const id = `look-${i}`;
      localStorage.setItem(`unstuck.level.${id}`, JSON.stringify({ v: 2, id, family: 'move', name: `Level ${i}`, text: 'A...\n....\n--\na...\n....\n', savedAt: 1000 + i }));
    }
  }, n);
  await page.reload();
  await page.getByRole('button', { name: 'My levels' }).click();
  await page.getByRole('button', { name: 'Open Level 2', exact: true }).waitFor();
}

export const tests = [
  ...[
    { width: 1280, height: 800 },
    { width: 390, height: 844 },
  ].map((viewport) => ({
    name: `${viewport.width} px: "Answer ready ↓" is app.css's (Playback.tsx's inline style moved there): fixed at the screen's foot, or its head, as wide as its words, centred`,
    viewport,
    async run(page, { baseURL }) {
      await page.goto(baseURL);
      await page.getByRole('button', { name: 'My levels' }).waitFor();
      // a long page: a pointer in its flow would lie at its foot, off the screen
      await page.evaluate(() => document.body.append(Object.assign(document.createElement('div'), { style: 'height: 3000px' })));
      for (const [where, edge] of [['below', 'bottom'], ['above', 'top']]) {
        const box = await pointerBox(page, where);
        assert.equal(box.position, 'fixed', where);
        assert.ok(Math.abs(box[edge] - 12) <= 1, `${where}: 12 px from the screen's ${edge}: ${JSON.stringify(box)}`);
        assert.ok(box.width < 200, `${where}: as wide as its words: ${JSON.stringify(box)}`);
        assert.ok(Math.abs(box.left - box.right) <= 1, `${where}: centred: ${JSON.stringify(box)}`);
      }
    },
  })),
  ...[
    { width: 1280, height: 800 },
    { width: 390, height: 844 },
  ].map((viewport) => ({
    name: `${viewport.width} px: every family's editor (its palette, board, size and words) starts at the stage's left edge, under Undo, as Play's and Solve's do`,
    viewport,
    async run(page, { baseURL }) {
      await page.goto(baseURL);
      const off = [];
      for (const family of ['Anemones', 'Snakebird', 'Move', 'Bars', 'DogBunny']) {
        await page.getByRole('tab', { name: family, exact: true }).click();
        await page.getByRole('button', { name: 'Edit', exact: true }).click();
        await page.locator('.ed-family').waitFor();
        const [undo, first] = await page.evaluate(() => [
          [...document.querySelectorAll('button')].find((b) => b.textContent === 'Undo'),
          document.querySelector('.ed-family').querySelector('button, select, input'),
        ].map((e) => e.getBoundingClientRect().left));
        // (the 5 px each side that keep a focus ring unclipped in the editor's scroller were an indent)
        if (Math.abs(first - undo) > 0.5) off.push(`${family}: ${first - undo} px`);
      }
      assert.deepEqual(off, []);
    },
  })),
  ...['light', 'dark'].map((colorScheme) => ({
    name: `${colorScheme}: Hint, kept focused from the keyboard while its search runs (aria-disabled), has its whole focus ring, and is dimmed`,
    viewport: { width: 1280, height: 800 },
    contextOptions: { colorScheme },
    async run(page, { baseURL }) {
      await holdingAnswers(page);
      await page.goto(baseURL);
      await page.getByRole('tab', { name: 'Snakebird', exact: true }).click();
      await page.getByRole('button', { name: 'Play it yourself' }).click();
      const hint = page.getByRole('button', { name: 'Hint', exact: true });
      await hint.focus();
      await page.keyboard.press('Enter');
      await page.getByRole('button', { name: 'Cancel' }).and(page.locator('.pl-cancel')).waitFor();
      const look = await hint.evaluate((b) => {
        const s = getComputedStyle(b);
        // what the ring is drawn through: the button's opacity and its ancestors'
        let opacity = 1;
        for (let e = b; e; e = e.parentElement) opacity *= Number(getComputedStyle(e).opacity);
        return { disabled: b.getAttribute('aria-disabled'), focused: b.matches(':focus-visible'), outline: s.outlineStyle, opacity, color: s.color };
      });
      assert.equal(look.disabled, 'true', 'the search runs');
      assert.ok(look.focused && look.outline === 'solid', `focused, its ring drawn: ${JSON.stringify(look)}`);
      assert.equal(look.opacity, 1, `the ring at full strength: ${JSON.stringify(look)}`);
      assert.match(look.color, /^(rgba\(|color\(srgb ).* 0\.45\)$/, `its words dimmed: ${JSON.stringify(look)}`);
    },
  })),
  ...[
    { width: 1280, height: 800 },
    { width: 390, height: 844 },
  ].map((viewport) => ({
    name: `${viewport.width} px: in My levels a row's buttons lie nearer their own name than the next row's, with a line between rows`,
    viewport,
    async run(page, { baseURL }) {
      await openMyLevels(page, baseURL, 3);
      const rows = await page.evaluate(() =>
        [...document.querySelectorAll('.my-levels-list li')].map((li) => {
          const name = li.querySelector('input').getBoundingClientRect();
          const open = li.querySelector('button').getBoundingClientRect();
          return { nameTop: name.top, nameBottom: name.bottom, buttonsTop: open.top, buttonsBottom: open.bottom, line: getComputedStyle(li).borderBottomStyle };
        }),
      );
      assert.equal(rows.length, 3);
      const within = rows[0].buttonsTop - rows[0].nameBottom;
      const between = rows[1].nameTop - rows[0].buttonsBottom;
      assert.ok(between >= 2 * within, `from a row's buttons to the next name ${between} px, from its name to its buttons ${within} px`);
      assert.equal(rows[0].line, 'solid', 'a line between rows');
    },
  })),
  ...[
    { width: 1280, height: 800 },
    { width: 1366, height: 768 },
    { width: 1024, height: 768 },
    { width: 390, height: 844 },
    { width: 390, height: 664 },
  ].map((viewport) => ({
    name: `${viewport.width} × ${viewport.height}: My levels' list of 30 shows part of a row at its foot, so that it is seen to go on`,
    viewport,
    async run(page, { baseURL }) {
      await openMyLevels(page, baseURL, 30);
      await page.waitForTimeout(200);
      const cut = await page.evaluate(() => {
        const foot = document.querySelector('.my-levels-list').getBoundingClientRect().bottom;
        // the row the list's foot crosses: how much of it shows, and how much is hidden
        const row = [...document.querySelectorAll('.my-levels-list li')].map((li) => li.getBoundingClientRect()).find((r) => r.top < foot && r.bottom > foot);
        return row && { shown: foot - row.top, hidden: row.bottom - foot };
      });
      assert.ok(cut && cut.shown >= 24 && cut.hidden >= 24, `a row cut by the list's foot, 24 px of it shown and hidden at least: ${JSON.stringify(cut)}`);
    },
  })),
];
