// How to play lists the page's keys under a folded "Keys": a keyboard opens it from the dialog
// (Tab from Close, then Enter), and what it lists for play is the family's own way in; folded, the
// dialog stays as short as before (a phone's fits without scrolling: howtoPhone).
import assert from 'node:assert/strict';

export const tests = [
  {
    name: 'the keys are folded under Keys, which the keyboard opens; Snakebird lists its number keys, Bars its cursor',
    async run(page, { baseURL }) {
      await page.goto(baseURL);
      for (const [family, expected] of [
        ['Snakebird', 'Number keys'],
        ['Bars', 'move the cursor over the board'],
      ]) {
        await page.getByRole('tab', { name: family, exact: true }).click();
        await page.getByRole('button', { name: 'How to play' }).click();
        const dialog = page.getByRole('dialog', { name: 'How to play' });
        await dialog.getByRole('listitem').first().waitFor();
        const play = dialog.getByRole('region', { name: 'Playing (Play it yourself)' });
        assert.equal(await play.isVisible(), false, `${family}: the keys show before they are asked for`);
        await assert.doesNotReject(dialog.getByRole('button', { name: 'Close' }).evaluate((b) => b === document.activeElement || Promise.reject(new Error('focus not on Close'))));
        // Close heads the dialog; the summary is the next stop
        await page.keyboard.press('Tab');
        assert.equal(await page.evaluate(() => document.activeElement?.textContent), 'Keys');
        await page.keyboard.press('Enter');
        await play.waitFor({ state: 'visible', timeout: 5_000 });
        assert.match(await play.innerText(), new RegExp(expected));
        assert.match(await dialog.getByRole('region', { name: 'Watching a solution (Solve and watch)' }).innerText(), /Home and End/);
        await page.keyboard.press('Escape');
        await dialog.waitFor({ state: 'detached' });
      }
    },
  },
];
