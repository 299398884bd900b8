// The shell's layout on a phone and a desktop: nothing runs past its box, nothing hides what it should show.
import assert from 'node:assert/strict';
import { axeViolations } from './app.e2e.mjs';
import { levelHash } from './steps.mjs';

const PHONE = { viewport: { width: 390, height: 844 }, contextOptions: { isMobile: true, hasTouch: true, deviceScaleFactor: 2 } };

/** How far an element's box runs past its container's, in px (0 when inside). */
const overrun = (page, inner, outer) =>
  page.evaluate(([i, o]) => {
    const a = document.querySelector(i).getBoundingClientRect();
    const b = document.querySelector(o).getBoundingClientRect();
    return Math.max(0, a.right - b.right, b.left - a.left);
  }, [inner, outer]);

/** An element's background and text colours. */
const colours = (locator) => locator.evaluate((e) => [getComputedStyle(e).backgroundColor, getComputedStyle(e).color]);
/** The page's accent and the text on it, as computed colours. */
const accent = (page) =>
  page.evaluate(() => {
    const probe = document.createElement('span');
    probe.style.cssText = 'background: var(--accent); color: var(--accent-fg)';
    document.body.append(probe);
    const c = [getComputedStyle(probe).backgroundColor, getComputedStyle(probe).color];
    probe.remove();
    return c;
  });

/** The page's background colour, computed. */
const pageBg = (page) => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
/** A form control's font size, height and colours. */
const look = (locator) =>
  locator.evaluate((e) => {
    const cs = getComputedStyle(e);
    return { size: parseFloat(cs.fontSize), height: e.getBoundingClientRect().height, bg: cs.backgroundColor, fg: cs.color, family: cs.fontFamily };
  });

export const tests = [
  {
    name: 'My levels on a phone: the page does not scroll sideways and each row, Delete too, fits in the panel',
    ...PHONE,
    run: async (page, { baseURL }) => {
      await page.goto(baseURL);
      await page.getByRole('button', { name: 'Save', exact: true }).click();
      await page.getByRole('button', { name: 'My levels', exact: true }).click();
      const panel = page.getByRole('dialog', { name: 'My levels' });
      await panel.getByRole('button', { name: /^Delete / }).waitFor();
      assert.equal(await page.evaluate(() => document.documentElement.scrollWidth), 390);
      assert.equal(await overrun(page, '.my-levels-panel li', '.my-levels-panel'), 0);
      assert.equal(await overrun(page, '.my-levels-panel li button:last-child', '.my-levels-panel'), 0);
    },
  },
  {
    name: 'My levels on a desktop: a row stays inside the panel',
    run: async (page, { baseURL }) => {
      await page.goto(baseURL);
      await page.getByRole('button', { name: 'Save', exact: true }).click();
      await page.getByRole('button', { name: 'My levels', exact: true }).click();
      await page.getByRole('dialog', { name: 'My levels' }).getByRole('button', { name: /^Delete / }).waitFor();
      const inner = await page.evaluate(() => {
        const panel = document.querySelector('.my-levels-panel');
        const cs = getComputedStyle(panel);
        const room = panel.getBoundingClientRect().right - parseFloat(cs.paddingRight) - parseFloat(cs.borderRightWidth);
        return document.querySelector('.my-levels-panel li').getBoundingClientRect().right - room;
      });
      assert.ok(inner <= 0.5, `the row runs ${inner} px past the panel's content box`);
    },
  },
  {
    name: 'A bad link opened while My levels is open: the panel closes and the link’s error shows',
    run: async (page, { baseURL }) => {
      await page.goto(baseURL);
      await page.getByRole('button', { name: 'My levels', exact: true }).click();
      const panel = page.getByRole('dialog', { name: 'My levels' });
      await panel.waitFor();
      await page.evaluate((h) => { location.hash = h; }, levelHash('snakebird', `A*\n${'-'.repeat(400)}\n`));
      await page.locator('.link-error').waitFor();
      await panel.waitFor({ state: 'detached' });
      assert.equal(await page.getByRole('button', { name: 'My levels', exact: true }).getAttribute('aria-expanded'), 'false');
    },
  },
  ...['light', 'dark'].map((scheme) => ({
    name: `A bad link's error in ${scheme} mode: its words and its Dismiss pass axe's contrast`,
    contextOptions: { colorScheme: scheme },
    run: async (page, { baseURL }) => {
      await page.goto(`${baseURL}${levelHash('snakebird', `A*\n${'-'.repeat(400)}\n`)}`);
      await page.locator('.link-error').waitFor();
      assert.deepEqual((await axeViolations(page)).filter((v) => v.includes('link-error')), []);
    },
  })),
  {
    name: 'Check open: its button is switched on like the other toggles (the accent fill), and off again when closed',
    run: async (page, { baseURL }) => {
      await page.goto(baseURL);
      const check = page.getByRole('button', { name: 'Check', exact: true });
      const off = await colours(check);
      await check.click();
      await page.getByRole('region', { name: 'Check' }).waitFor();
      assert.equal(await check.getAttribute('aria-expanded'), 'true');
      assert.deepEqual(await colours(check), await accent(page));
      await check.click();
      await page.mouse.move(0, 0);
      assert.deepEqual(await colours(check), off);
    },
  },
  {
    name: 'The editor’s chosen tool is filled with the accent (no outline like a focus ring); the others are not',
    run: async (page, { baseURL }) => {
      await page.goto(baseURL);
      await page.getByRole('tab', { name: 'Snakebird', exact: true }).click();
      await page.getByRole('button', { name: 'Edit', exact: true }).click();
      const palette = page.getByRole('radiogroup', { name: 'Palette' });
      const tools = palette.getByRole('radio');
      await tools.nth(1).click();
      await page.getByRole('heading').first().click();
      const on = palette.getByRole('radio', { checked: true });
      assert.deepEqual(await colours(on), await accent(page));
      assert.equal(await on.evaluate((e) => getComputedStyle(e).outlineStyle), 'none');
      assert.notDeepEqual(await colours(tools.nth(0)), await accent(page));
    },
  },
  {
    name: 'Gallery on a phone: a level’s "16 moves" sits level with its name, not higher',
    ...PHONE,
    run: async (page, { baseURL }) => {
      await page.goto(baseURL);
      await page.getByRole('tab', { name: 'Snakebird', exact: true }).click();
      await page.getByRole('button', { name: /^Classic 1( ?\d+ moves)?$/ }).click();
      await page.getByRole('button', { name: 'Solve', exact: true }).click();
      const count = page.locator('.gallery button.active .level-count');
      await count.waitFor({ timeout: 60000 });
      // the middles of the two texts' lines (a Range measures the text, not its stretched box)
      const middles = await page.evaluate(() => {
        const mid = (e) => {
          const r = document.createRange();
          r.selectNodeContents(e);
          const b = r.getBoundingClientRect();
          return b.top + b.height / 2;
        };
        const button = document.querySelector('.gallery button.active');
        return [mid(button.querySelector('.level-name')), mid(button.querySelector('.level-count'))];
      });
      assert.ok(Math.abs(middles[0] - middles[1]) <= 1, `name's middle at ${middles[0]}, count's at ${middles[1]}`);
    },
  },
  {
    name: 'Form controls in dark mode take the page’s font and theme: the Bars editor’s lists, the Import text box',
    contextOptions: { colorScheme: 'dark' },
    run: async (page, { baseURL }) => {
      await page.goto(baseURL);
      const [bg, body] = [await pageBg(page), await page.evaluate(() => getComputedStyle(document.body).color)];
      await page.getByRole('tab', { name: 'Bars', exact: true }).click();
      await page.getByRole('button', { name: 'Edit', exact: true }).click();
      const pattern = await look(page.getByRole('combobox', { name: 'Pattern' }));
      assert.equal(pattern.size, 16);
      assert.equal(pattern.bg, bg, 'the list is drawn on the page’s background, not the browser’s grey');
      assert.equal(pattern.fg, body);
      assert.ok(!/monospace/.test(pattern.family) && pattern.family === (await page.evaluate(() => getComputedStyle(document.body).fontFamily)));
      await page.getByRole('button', { name: 'Import text' }).click();
      const box = await look(page.getByRole('textbox', { name: /Level text/ }));
      assert.equal(box.bg, bg);
      assert.equal(box.size, 16);
    },
  },
  {
    name: 'Form controls on a phone: text boxes 16 px (no zoom on focus), lists and the Count tick box at least 24 px tall',
    ...PHONE,
    run: async (page, { baseURL }) => {
      await page.goto(baseURL);
      const count = await page.locator('label.count-solutions').boundingBox();
      assert.ok(count.height >= 24, `Count the optimal solutions: ${count.height} px`);
      const tick = await page.getByRole('checkbox', { name: /Count the optimal solutions/ }).boundingBox();
      assert.ok(tick.height >= 20, `its tick box: ${tick.height} px`);
      await page.getByRole('tab', { name: 'Anemones', exact: true }).click();
      await page.getByRole('button', { name: 'Edit', exact: true }).click();
      const many = await look(page.getByRole('spinbutton', { name: /How many anemones/ }));
      assert.ok(many.size >= 16 && many.height >= 24, JSON.stringify(many));
      await page.getByRole('tab', { name: 'Bars', exact: true }).click();
      await page.getByRole('button', { name: 'Edit', exact: true }).click();
      for (const name of ['Pattern', 'Goal']) {
        const l = await look(page.getByRole('combobox', { name }));
        assert.ok(l.size >= 16 && l.height >= 24, `${name}: ${JSON.stringify(l)}`);
      }
      await page.getByRole('button', { name: 'Import text' }).click();
      assert.ok((await look(page.getByRole('textbox', { name: /Level text/ }))).size >= 16);
    },
  },
  {
    name: 'Import text: Import and Cancel sit side by side at their own width; a refused text is said inside the import box, that the board’s level is unchanged',
    run: async (page, { baseURL }) => {
      await page.goto(baseURL);
      await page.getByRole('tab', { name: 'Bars', exact: true }).click();
      await page.getByRole('button', { name: 'Edit', exact: true }).click();
      await page.getByRole('button', { name: 'Import text' }).click();
      const box = page.getByRole('group', { name: 'Import a level as text' });
      const [importB, cancel, frame] = [await box.getByRole('button', { name: 'Import', exact: true }).boundingBox(), await box.getByRole('button', { name: 'Cancel' }).boundingBox(), await box.boundingBox()];
      assert.equal(importB.y, cancel.y, 'one row');
      assert.ok(importB.width < frame.width / 3 && cancel.width < frame.width / 3, `Import ${importB.width} px, Cancel ${cancel.width} px in ${frame.width} px`);
      await box.getByRole('textbox').fill('this is not a level');
      await box.getByRole('button', { name: 'Import', exact: true }).click();
      const alert = box.getByRole('alert');
      await alert.getByText('Not imported: the level on the board is unchanged.').waitFor();
      assert.match(await alert.textContent(), /unchanged\.Line 1, column 1: /);
    },
  },
  ...[{ name: 'desktop' }, { name: 'phone', ...PHONE }].map((vp) => ({
    name: `${vp.name}: Save's "Saved as …" and Share's "Link copied" move no button; the notes are still live regions, on the screen`,
    viewport: vp.viewport,
    contextOptions: { ...(vp.contextOptions ?? {}), permissions: ['clipboard-read', 'clipboard-write'] },
    run: async (page, { baseURL }) => {
      await page.goto(baseURL);
      const buttons = page.locator('.level-actions button');
      const places = () => buttons.evaluateAll((bs) => bs.map((b) => `${b.textContent} ${Math.round(b.getBoundingClientRect().x)},${Math.round(b.getBoundingClientRect().y)}`));
      await page.getByRole('button', { name: 'My levels', exact: true }).waitFor();
      const before = await places();
      await page.getByRole('button', { name: 'Save', exact: true }).click();
      await page.locator('.save-note[aria-live="polite"]').getByText(/^Saved as "/).waitFor();
      assert.deepEqual(await places(), before);
      await page.getByRole('button', { name: 'Share', exact: true }).click();
      await page.locator('.share-note[aria-live="polite"]').getByText(/Link copied/).waitFor();
      assert.deepEqual(await places(), before);
      // (no sideways scroll; a mouse's page keeps its scrollbar's room, scrollbar-gutter: stable, so its content is narrower than the window)
      const { content, client } = await page.evaluate(() => ({ content: document.documentElement.scrollWidth, client: document.documentElement.clientWidth }));
      assert.ok(content <= client, `the page scrolls sideways: ${content} px in ${client}`);
    },
  })),
  {
    name: 'Snakebird editor on a phone: the eight resize buttons, named in full, take two even rows (rows, columns)',
    ...PHONE,
    run: async (page, { baseURL }) => {
      await page.goto(baseURL);
      await page.getByRole('tab', { name: 'Snakebird', exact: true }).click();
      await page.getByRole('button', { name: 'Edit', exact: true }).click();
      const size = page.getByRole('group', { name: 'Grid size' });
      const boxes = [];
      for (const side of ['row at top', 'row at bottom', 'column at left', 'column at right'])
        for (const verb of ['Add', 'Remove']) boxes.push(await size.getByRole('button', { name: `${verb} ${side}`, exact: true }).boundingBox());
      const tops = new Set(boxes.map((b) => Math.round(b.y)));
      assert.equal(tops.size, 2, `rows of buttons at ${[...tops]}`);
      const heights = new Set(boxes.map((b) => Math.round(b.height)));
      assert.equal(heights.size, 1, `heights ${[...heights]}`);
      assert.ok(boxes.every((b) => b.height >= 24 && b.width >= 24));
      assert.equal(await page.evaluate(() => document.documentElement.scrollWidth), 390);
    },
  },
  {
    name: 'DogBunny, Check: the map of 177 positions fits the panel’s width, whole, with no empty box under it',
    run: async (page, { baseURL }) => {
      await page.goto(baseURL);
      await page.getByRole('tab', { name: 'DogBunny', exact: true }).click();
      await page.getByRole('button', { name: 'Check', exact: true }).click();
      const map = page.getByTestId('space-picture');
      await map.waitFor({ timeout: 60000 });
      const m = await map.evaluate((svg) => {
        const box = svg.parentElement;
        const a = svg.getBoundingClientRect();
        const b = box.getBoundingClientRect();
        return { over: box.scrollWidth - box.clientWidth, right: a.right - b.right, empty: box.clientHeight - a.height };
      });
      assert.equal(m.over, 0, 'no part of the map lies past the right edge');
      assert.ok(m.right <= 0, `the map runs ${m.right} px past its box`);
      assert.ok(m.empty <= 2, `${m.empty} px of empty box under the map`);
    },
  },
  {
    name: 'The solution’s move list: the app’s font, cells of one width, whole rows in its box, a shade where it scrolls on',
    run: async (page, { baseURL }) => {
      await page.goto(baseURL);
      await page.getByRole('tab', { name: 'Snakebird', exact: true }).click();
      await page.getByRole('button', { name: 'Solve', exact: true }).click();
      await page.getByRole('status').getByText(/Solved in/).first().waitFor({ timeout: 60000 });
      const list = page.locator('.mt > .mt-line.move-list');
      const m = await list.evaluate((ol) => {
        const buttons = [...ol.querySelectorAll(':scope > li > button')];
        return {
          family: getComputedStyle(buttons[0]).fontFamily, body: getComputedStyle(document.body).fontFamily,
          widths: [...new Set(buttons.map((b) => Math.round(b.getBoundingClientRect().width)))],
          height: ol.clientHeight, scroll: ol.scrollHeight, n: buttons.length,
          // the rows the box shows: none cut by its bottom edge
          cut: buttons.filter((b) => { const r = b.getBoundingClientRect(); const box = ol.getBoundingClientRect(); return r.top < box.bottom - 1 && r.bottom > box.bottom + 1; }).length,
          shade: getComputedStyle(ol).backgroundImage.split('linear-gradient').length - 1,
        };
      });
      assert.equal(m.cut, 0, 'a row cut by the box’s edge');
      assert.equal(m.shade, 4, 'the scroll shades');
      assert.equal(m.family, m.body);
      assert.equal(m.widths.length, 1, `button widths ${m.widths}`);
    },
  },
  {
    name: 'The move list’s cells are as wide as their longest move’s words: none breaks onto a second line where the row has room (Anemones, Move, DogBunny at 1280x800, in the Solver’s column and in Play)',
    run: async (page, { baseURL }) => {
      await page.setViewportSize({ width: 1280, height: 800 });
      await page.goto(baseURL);
      for (const family of ['Anemones', 'Move', 'DogBunny']) {
        await page.getByRole('tab', { name: family, exact: true }).click();
        await page.getByRole('button', { name: 'Solve and watch', exact: true }).click();
        await page.getByRole('button', { name: 'Solve', exact: true }).click();
        await page.getByRole('status').getByText(/Solved in/).first().waitFor({ timeout: 60000 });
        for (const mode of ['Solve and watch', 'Play it yourself']) {
          await page.getByRole('button', { name: mode, exact: true }).click();
          const list = page.locator('.mt > .mt-line.move-list').first();
          await list.waitFor();
          const tall = await list.evaluate((ol) =>
            [...ol.querySelectorAll(':scope > li > button')].filter((b) => b.getBoundingClientRect().height > parseFloat(getComputedStyle(b).fontSize) * 2.2 + 4).map((b) => b.textContent));
          assert.deepEqual(tall, [], `${family}, ${mode}: moves on two lines`);
        }
      }
    },
  },
];
