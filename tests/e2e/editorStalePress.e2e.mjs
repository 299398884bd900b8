// A press in the editor made before a level just opened is on the screen was aimed at the level
// before it, and must not land on the new one. On a slow device (CPU slowed 8x) a gallery level of
// the same family took 100-1200 ms to show; a press on the grid meanwhile, hit-tested against the
// new level's cells, painted a wall over Classic 2's teleporter. The press comes here straight
// after the gallery's click, before the next frame (the page checks it did, else the test shows
// nothing).
import assert from 'node:assert/strict';

export const tests = [
  {
    name: 'a press on the editor before a gallery level just opened is drawn does not edit it',
    viewport: { width: 1280, height: 900 },
    async run(page, { baseURL, context }) {
      await page.goto(baseURL);
      await page.getByRole('tab', { name: 'Snakebird', exact: true }).click();
      await page.getByRole('button', { name: 'Classic 1', exact: true }).click();
      await page.getByRole('button', { name: 'Edit', exact: true }).click();
      const aimed = await page.locator('[role=gridcell][data-row="4"][data-col="1"]').boundingBox();
      const gallery = await page.getByRole('button', { name: 'Classic 2', exact: true }).boundingBox();
      await page.evaluate(() => {
        window.e2ePresses = [];
        let drawn = true;
        addEventListener('click', (e) => {
          if (!e.target.closest?.('.gallery')) return;
          drawn = false;
          requestAnimationFrame(() => setTimeout(() => (drawn = true)));
        }, true);
        addEventListener('pointerdown', (e) => e.target.closest?.('.ed-panel') && window.e2ePresses.push(drawn), true);
      });
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 8 });
      const mouse = (type, { x, y, width, height }) =>
        cdp.send('Input.dispatchMouseEvent', { type, x: x + width / 2, y: y + height / 2, button: 'left', buttons: type === 'mousePressed' ? 1 : 0, clickCount: 1 });
      // (not awaited one by one: the press reaches the page before it draws Classic 2)
      await Promise.all([mouse('mouseMoved', gallery), mouse('mousePressed', gallery), mouse('mouseReleased', gallery), mouse('mouseMoved', aimed), mouse('mousePressed', aimed), mouse('mouseReleased', aimed)]);
      await page.waitForTimeout(1500);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
      assert.deepEqual(await page.evaluate(() => window.e2ePresses), [false], 'the press came before Classic 2 was drawn (else this test shows nothing)');
      await page.getByRole('heading', { name: 'Classic 2', exact: true }).waitFor();
      const draft = JSON.parse(await page.evaluate(() => localStorage.getItem('unstuck.draft')));
      assert.equal(draft.name, 'Classic 2', `Classic 2 unedited: ${JSON.stringify(draft)}`);
      // the editor's buttons work from the keyboard after it: a key's click is no press aimed before
      const exportText = page.getByRole('button', { name: 'Export text', exact: true });
      await exportText.focus();
      await page.keyboard.press('Enter');
      await page.waitForTimeout(300);
      assert.equal(await exportText.getAttribute('aria-expanded'), 'true', 'Enter on Export text opened it');
    },
  },
];
