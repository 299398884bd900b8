// People who ask for more contrast (macOS and iOS "Increase contrast"; Chromium's emulation:
// prefers-contrast: more). Windows' contrast themes are forced colours (forcedColors.e2e.mjs).
// Without src/app/contrast.css the request changed nothing: the secondary words were 6.2:1 on the
// light page and 6.7:1 on the dark panel, a panel's edge 1.4:1 on the page, and white on the
// light theme's accent (the chosen tab, Solve) 5.4:1: under AAA's 7:1 for words.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { inEveryMode } from './everyMode.mjs';

const AXE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/**
 * The contrast ratio (WCAG's) of an element's text colour, or of another colour of it, on the
 * first background that is not see-through, its own or under it (or, for its edge, round it).
 */
function contrastOf(el, { property = 'color', round = false, pseudo = null } = {}) {
  const rgb = (css) => {
    const m = css.match(/rgba?\(([^)]+)\)/);
    if (!m) throw new Error(`a colour the test does not read: ${css}`);
    const [r, g, b, a = 1] = m[1].split(/[ ,/]+/).filter(Boolean).map(Number);
    return { r, g, b, a };
  };
  const luminance = ({ r, g, b }) => {
    const lin = (v) => ((v /= 255) <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4);
    return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
  };
  let under = round ? el.parentElement : el;
  let bg = rgb(getComputedStyle(under).backgroundColor);
  while (bg.a === 0 && under.parentElement) {
    under = under.parentElement;
    bg = rgb(getComputedStyle(under).backgroundColor);
  }
  if (bg.a === 0) bg = rgb(getComputedStyle(document.body).backgroundColor);
  const [hi, lo] = [luminance(rgb(getComputedStyle(el, pseudo)[property])), luminance(bg)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

/** Words under AAA's contrast (axe's color-contrast-enhanced: 7:1, 4.5:1 for large words) on the page as it is: "target ratio" lines. */
async function underAAA(page) {
  // (through the debugging protocol: the page's policy refuses an inline script)
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE);
  const r = await page.evaluate(() => window.axe.run(document, { runOnly: { type: 'rule', values: ['color-contrast-enhanced'] } }));
  return r.violations.flatMap((v) => v.nodes.map((n) => `${n.target.join(' ')} ${n.any[0]?.data?.contrastRatio ?? ''}`));
}

export const tests = ['light', 'dark'].flatMap((scheme) => {
  const contextOptions = { colorScheme: scheme, contrast: 'more' };
  return [
    {
      name: `${scheme}: the secondary words reach 7:1 on the page and on a panel, and a text box's example; a panel's edge 3:1`,
      contextOptions,
      run: async (page, { baseURL }) => {
        await page.goto(baseURL);
        assert.ok(await page.evaluate(() => matchMedia('(prefers-contrast: more)').matches), 'the test expects the request to reach the page');
        const footer = page.locator('footer');
        await footer.waitFor({ timeout: 10_000 });
        // the footer's words on the page, the Check panel's on the panel, both in the secondary colour
        const onPage = await footer.evaluate(contrastOf, {});
        assert.ok(onPage >= 7, `the footer's words are ${onPage.toFixed(2)}:1 on the page`);
        await page.getByRole('button', { name: 'Check', exact: true }).click();
        const intro = page.locator('.check-intro');
        await intro.waitFor({ timeout: 10_000 });
        const onPanel = await intro.evaluate(contrastOf, {});
        assert.ok(onPanel >= 7, `the Check panel's words are ${onPanel.toFixed(2)}:1 on the panel`);
        // its text box's example, in the browser's grey without (4.2:1 on the light page, 3.9:1 on the dark)
        const example = await page.locator('.check-panel textarea').evaluate(contrastOf, { pseudo: '::placeholder' });
        assert.ok(example >= 7, `the line's example is ${example.toFixed(2)}:1 on its box`);
        // the stage's edge, against the page round it
        const edge = await page.locator('.stage').evaluate(contrastOf, { property: 'borderTopColor', round: true });
        assert.ok(edge >= 3, `the stage's edge is ${edge.toFixed(2)}:1 on the page`);
      },
    },
    {
      name: `${scheme}: no word under AAA's contrast (axe) in any family or mode`,
      contextOptions,
      run: async (page, { baseURL }) => assert.deepEqual(await inEveryMode(page, baseURL, () => underAAA(page)), []),
    },
    {
      name: `${scheme}: DogBunny's edges are drawn thicker, and the hint's edge stays thicker than them`,
      contextOptions,
      run: async (page, { baseURL }) => {
        await page.goto(baseURL);
        await page.getByRole('tab', { name: 'DogBunny', exact: true }).click();
        await page.getByRole('button', { name: 'Play it yourself', exact: true }).click();
        await page.getByRole('button', { name: 'Hint' }).click();
        const hinted = page.locator('.board .edge line.move-mark');
        await hinted.first().waitFor({ timeout: 10_000 });
        const width = (line) => line.evaluate((el) => parseFloat(getComputedStyle(el).strokeWidth));
        const plain = await width(page.locator('.board .edge line:not(.move-mark, .edge-hit)').first());
        assert.ok(plain >= 3, `an edge is ${plain} wide`);
        // (a rule for every edge's line once outranked the marks' own: the hint's edge was as thin as the others)
        assert.ok((await width(hinted.first())) > plain, `the hint's edge is ${await width(hinted.first())} wide, an edge ${plain}`);
      },
    },
  ];
});
