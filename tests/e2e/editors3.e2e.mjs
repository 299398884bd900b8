// The Move, Bars, Anemones and DogBunny editors as a designer uses them, in the real browser
// (what needs hit-testing and layout: which element a tap lands on).
import assert from 'node:assert/strict';
import { openEditor } from './steps.mjs';

const PHONE = { viewport: { width: 390, height: 844 }, contextOptions: { hasTouch: true, isMobile: true } };

export const tests = [
  ...[['phone', PHONE], ['desktop', {}]].map(([where, options]) => ({
    name: `${where}: with Delete, a tap on a DogBunny node with edges deletes the node, a tap on an edge's line the edge`,
    ...options,
    async run(page, { baseURL }) {
      const editor = await openEditor(page, baseURL, 'DogBunny');
      await editor.getByRole('radio', { name: /Delete/ }).click();
      const press = (target) => (where === 'phone' ? target.tap() : target.click());
      // house has four edges, whose lines were drawn from its centre over it
      await press(editor.getByRole('gridcell', { name: /: node house/ }));
      await editor.getByRole('gridcell', { name: /: node house/ }).waitFor({ state: 'detached', timeout: 5_000 });
      assert.match(await editor.locator('.ed-family > .ed-hint').textContent(), /^Deleted node house with edge both ways between blank-1 and house, edge both ways between blank-2 and house, edge from bone to house, 1 bunny/);
      const edges = () => editor.locator('summary').textContent();
      assert.match(await edges(), /\(6 nodes, 6 edges\)/);
      // the middle of an edge's line, two grid points long: the edge goes, its nodes stay
      const line = editor.locator('line[data-edge="well-tree"]');
      const box = await line.boundingBox();
      const at = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
      if (where === 'phone') await page.touchscreen.tap(at.x, at.y);
      else await page.mouse.click(at.x, at.y);
      await editor.locator('line[data-edge="well-tree"]').waitFor({ state: 'detached', timeout: 5_000 });
      assert.match(await edges(), /\(6 nodes, 5 edges\)/);
    },
  })),
  ...['light', 'dark'].map((scheme) => ({
    name: `phone, ${scheme}: a Move level from New level by touch; a column cut off is said, its problem's cell found from the list, and the edit outlives Play and Solve`,
    viewport: PHONE.viewport,
    contextOptions: { ...PHONE.contextOptions, colorScheme: scheme },
    async run(page, { baseURL }) {
      const editor = await openEditor(page, baseURL, 'Move');
      await editor.getByRole('button', { name: 'New level' }).tap();
      await editor.getByRole('button', { name: 'Remove column at right' }).tap();
      await editor.getByText('Removed the column at right with target A. Undo brings them back.').waitFor();
      await editor.getByRole('button', { name: 'Row 3, column 1' }).tap();
      const dot = editor.getByRole('gridcell', { name: /^row 3 column 1: dot a$/ });
      assert.ok(await dot.evaluate((e) => e === document.activeElement), 'the problem\'s cell has the focus');
      // the target put back where the dot can reach it
      await editor.getByRole('radio', { name: /Target/ }).tap();
      await editor.getByRole('gridcell', { name: /^row 3 column 4: empty$/ }).tap();
      await editor.getByRole('group', { name: 'Level problems' }).getByText('The level is valid.').waitFor();
      await page.getByRole('button', { name: 'Play it yourself', exact: true }).tap();
      await page.getByRole('button', { name: 'Solve and watch', exact: true }).tap();
      await page.getByRole('button', { name: 'Solve', exact: true }).tap();
      await page.getByRole('status').getByText(/^Solved in 3 moves/).waitFor({ timeout: 30_000 });
      await page.getByRole('button', { name: 'Edit', exact: true }).tap();
      // the edits are all still there, and each is one Undo away
      await editor.getByRole('gridcell', { name: /^row 3 column 4: target A$/ }).waitFor();
      await editor.getByRole('button', { name: 'Undo', exact: true }).tap();
      await editor.getByRole('gridcell', { name: /^row 3 column 4: empty$/ }).waitFor();
      await editor.getByRole('button', { name: 'Undo', exact: true }).tap();
      await editor.getByRole('gridcell', { name: /^row 3 column 5: target A$/ }).waitFor();
    },
  })),
  {
    name: "phone: a DogBunny node dragged by a finger with Move node lands on the point the finger was let go on",
    ...PHONE,
    async run(page, { baseURL, context }) {
      const editor = await openEditor(page, baseURL, 'DogBunny');
      await editor.getByRole('radio', { name: /Move node/ }).tap();
      const well = editor.getByRole('gridcell', { name: /: node well/ });
      await well.scrollIntoViewIfNeeded();
      const centre = (b) => ({ x: b.x + b.width / 2, y: b.y + b.height / 2 });
      // the last column shown: moved there, well needs one more, and the board grew under the finger
      const a = centre(await well.boundingBox());
      const b = centre(await editor.getByRole('gridcell', { name: /^row 1 column 6:/ }).boundingBox());
      const cdp = await context.newCDPSession(page);
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [a] });
      for (let i = 1; i <= 10; i++) await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x: a.x + ((b.x - a.x) * i) / 10, y: a.y + ((b.y - a.y) * i) / 10 }] });
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
      await editor.getByRole('gridcell', { name: /^row 1 column 6: node well/ }).waitFor({ timeout: 5_000 });
      assert.match(await editor.getByRole('grid').getAttribute('aria-label'), / by 7 columns$/);
    },
  },
  ...['light', 'dark'].map((scheme) => ({
    name: `phone, ${scheme}: the Import and Export text boxes fit the screen (the page never scrolls sideways)`,
    viewport: PHONE.viewport,
    contextOptions: { ...PHONE.contextOptions, colorScheme: scheme },
    async run(page, { baseURL }) {
      const editor = await openEditor(page, baseURL, 'Anemones');
      for (const open of ['Export text', 'Import text']) {
        await editor.getByRole('button', { name: open }).tap();
        const box = await editor.getByRole('textbox', { name: /^Level text/ }).boundingBox();
        // (a page wider than the screen makes innerWidth grow with it on a phone: the screen is 390)
        const [pageWidth, screen] = await page.evaluate(() => [document.documentElement.scrollWidth, innerWidth]);
        assert.equal(screen, 390, `${open}: the layout viewport is the screen's width (page ${pageWidth} px)`);
        assert.ok(pageWidth <= 390 && box.x >= 0 && box.x + box.width <= 390, `${open}: the text box (${Math.round(box.x)}+${Math.round(box.width)} px) on the 390 px screen, page ${pageWidth} px`);
      }
    },
  })),
  ...['light', 'dark'].map((scheme) => ({
    name: `phone, ${scheme}: Anemones' table of tap lists by finger: boxes of 24 px and more, row headers kept in view as it scrolls sideways`,
    viewport: PHONE.viewport,
    contextOptions: { ...PHONE.contextOptions, colorScheme: scheme },
    async run(page, { baseURL }) {
      const editor = await openEditor(page, baseURL, 'Anemones');
      await editor.getByRole('spinbutton', { name: 'How many anemones' }).fill('24');
      await editor.getByText('Tap lists, start and goal as a table').tap();
      const table = editor.getByRole('table', { name: 'Tapping the anemone in a row lowers the anemones ticked in it' });
      const sizes = await table.getByRole('checkbox').evaluateAll((boxes) => boxes.map((b) => b.getBoundingClientRect()).map((r) => Math.min(r.width, r.height)));
      assert.equal(sizes.length, 26 * 24);
      assert.ok(Math.min(...sizes) >= 24, `every box is 24 px or more (the smallest ${Math.min(...sizes)} px)`);
      assert.equal(await page.evaluate(() => document.documentElement.scrollWidth), 390, 'the table scrolls by itself, not the page');
      // the far columns brought into view: the rows' headers are still there, over the columns passing under them
      const far = table.getByRole('checkbox', { name: 'tapping 3 lowers 24', exact: true });
      await far.scrollIntoViewIfNeeded();
      for (const name of ['3', 'start (up)']) {
        const head = table.getByRole('rowheader', { name, exact: true });
        // (the page scrolled up or down to the row, not sideways)
        await head.evaluate((e) => scrollBy(0, e.getBoundingClientRect().top - innerHeight / 2));
        const b = await head.boundingBox();
        assert.ok(b.x >= 0 && b.x + b.width <= 390, `row header ${name} on the screen (at ${Math.round(b.x)} px)`);
        const hit = await page.evaluate(([x, y]) => document.elementFromPoint(x, y)?.textContent, [b.x + b.width / 2, b.y + b.height / 2]);
        assert.equal(hit, name, `row header ${name} is over the columns scrolled under it`);
        const bg = await head.evaluate((e) => getComputedStyle(e).backgroundColor);
        assert.ok(!/rgba\(.*, 0\)$|transparent/.test(bg), `row header ${name} is opaque (${bg})`);
      }
      await far.tap();
      assert.ok(await far.isChecked(), 'a tap ticks the far box');
      await editor.getByRole('gridcell', { name: /anemone 3, .*tapping it lowers 2, 4, 24/ }).waitFor();
    },
  })),
];
