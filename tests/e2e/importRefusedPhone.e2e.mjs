// A level's text refused by Import text is shown where the person is: on a phone the refusal lay
// under the box's buttons, below the screen (390x844: from 891 px down), and a tap on Import
// seemed to do nothing but move the caret. Now it is brought into view, the box's caret too.
import assert from 'node:assert/strict';

const PHONE = { viewport: { width: 390, height: 844 }, contextOptions: { isMobile: true, hasTouch: true } };

/** Import text's box on the family's editor, `text` put in it and Import tapped: the refusal's box, the textarea's, the screen's height */
async function refused(page, baseURL, family, text) {
  await page.goto(baseURL);
  await page.getByRole('tab', { name: family, exact: true }).tap();
  await page.getByRole('button', { name: 'Edit', exact: true }).tap();
  const editor = page.getByRole('region', { name: `${family} editor` });
  await editor.getByRole('button', { name: 'Import text' }).tap();
  await editor.getByRole('textbox', { name: /Level text/ }).fill(text);
  // as a person sees it having scrolled just far enough to reach Import: the button at the screen's foot
  const importButton = editor.getByRole('button', { name: 'Import', exact: true });
  await importButton.evaluate((b) => b.scrollIntoView({ block: 'end' }));
  await importButton.tap();
  const alert = editor.locator('.ed-text-box [role=alert]');
  await alert.waitFor({ timeout: 10_000 });
  // (the scroll comes once the refusal is drawn: a frame after it)
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
  return { alert: await alert.boundingBox(), box: await editor.getByRole('textbox', { name: /Level text/ }).boundingBox(), words: await alert.textContent(), height: page.viewportSize().height };
}

export const tests = [
  {
    name: 'phone: a text Import refuses is said on the screen, the box above it in view',
    ...PHONE,
    async run(page, { baseURL }) {
      for (const [family, text, says] of [
        ['Snakebird', '..........\n..R.......\n..rr.*....\n##########', "Line 3, column 3: unknown character 'r'"],
        ['Bars', '01\n1', 'Line 2, column 2'],
      ]) {
        const b = await refused(page, baseURL, family, text);
        assert.match(b.words, new RegExp(`Not imported: the level on the board is unchanged\\.${says}`), `${family}: ${b.words}`);
        assert.ok(b.alert.y >= 0 && b.alert.y + b.alert.height <= b.height, `${family}: the refusal on the screen (at ${Math.round(b.alert.y)} to ${Math.round(b.alert.y + b.alert.height)} px of ${b.height})`);
        assert.ok(b.box.y + b.box.height > 0 && b.box.y < b.height, `${family}: the box still in view (at ${Math.round(b.box.y)} to ${Math.round(b.box.y + b.box.height)} px)`);
      }
    },
  },
];
