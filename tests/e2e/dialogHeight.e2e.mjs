// How to play's height on a phone: within the visible viewport (100dvh), so that Close stays clear
// of a phone browser's toolbar, with 100vh where dvh is unknown. Headless Chromium has no toolbar
// that comes and goes (its dvh is its vh), so what is held here is the stylesheet as built: both
// rules kept (a minifier folds a vh fallback written beside dvh into the dvh alone), and the
// dialog within the viewport with Close on the screen.
import assert from 'node:assert/strict';

export const tests = [
  {
    name: 'How to play is limited by the dynamic viewport height, with a vh fallback; Close on the screen of a short phone',
    viewport: { width: 360, height: 480 },
    contextOptions: { isMobile: true, hasTouch: true },
    run: async (page, { baseURL }) => {
      await page.goto(baseURL);
      await page.getByRole('tab', { name: 'DogBunny', exact: true }).click();
      await page.getByRole('button', { name: 'How to play' }).click();
      const dialog = page.getByRole('dialog', { name: 'How to play' });
      await dialog.getByRole('listitem').first().waitFor();
      const rules = await page.evaluate(() => {
        const found = { plain: [], supported: [] };
        const walk = (list, under) => {
          for (const r of list) {
            if (r instanceof CSSSupportsRule) walk(r.cssRules, r.conditionText);
            else if (r instanceof CSSStyleRule && r.selectorText === '.dialog' && r.style.maxHeight) (under ? found.supported : found.plain).push(`${under ?? ''} ${r.style.maxHeight}`.trim());
          }
        };
        for (const sheet of document.styleSheets) walk(sheet.cssRules, null);
        return found;
      });
      // (Chromium writes calc(100vh - 2rem) as calc(-2rem + 100vh))
      assert.equal(rules.plain.length, 1, `the .dialog rules outside @supports: ${rules.plain}`);
      assert.match(rules.plain[0], /^calc\(-2rem \+ 100vh\)$/);
      assert.equal(rules.supported.length, 1, `the .dialog rules under @supports: ${rules.supported}`);
      assert.match(rules.supported[0], /^\(height: ?100dvh\) calc\(-2rem \+ 100dvh\)$/);
      const box = await dialog.boundingBox();
      const close = await dialog.getByRole('button', { name: 'Close' }).boundingBox();
      assert.ok(box.y >= 0 && box.y + box.height <= 480, `the dialog runs from ${box.y} to ${box.y + box.height} px of 480`);
      // (Close is reached by scrolling the dialog where its rules are longer than the screen)
      await dialog.getByRole('button', { name: 'Close' }).scrollIntoViewIfNeeded();
      const shown = await dialog.getByRole('button', { name: 'Close' }).boundingBox();
      assert.ok(shown.y >= 0 && shown.y + shown.height <= 480, `Close lies from ${shown.y} to ${shown.y + shown.height} px of 480 (before scrolling: ${close.y})`);
    },
  },
];
