// How the boards look, measured in the real browser: what a board draws is readable (contrast
// against what it is drawn on) and its marks and labels do not lie on each other.
import assert from 'node:assert/strict';
import { levelHash } from './steps.mjs';

/** WCAG contrast of two CSS colours (rgb()/rgba() as getComputedStyle gives them, or #rgb, #rrggbb) */
function contrast(a, b) {
  const hex = (c) => (c.length === 4 ? `#${[...c.slice(1)].map((d) => d + d).join('')}` : c);
  const rgb = (c) => (c.startsWith('#') ? [1, 3, 5].map((i) => parseInt(hex(c).slice(i, i + 2), 16)) : c.match(/[\d.]+/g).slice(0, 3).map(Number));
  const lum = (c) => {
    const [r, g, bl] = rgb(c).map((v) => v / 255).map((v) => (v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4));
    return 0.2126 * r + 0.7152 * g + 0.0722 * bl;
  };
  const [x, y] = [lum(a), lum(b)].sort((p, q) => q - p);
  return (x + 0.05) / (y + 0.05);
}

/** a page's CSS custom property, resolved */
const cssVar = (page, name) => page.evaluate((n) => getComputedStyle(document.documentElement).getPropertyValue(n).trim(), name);

/** the fill and stroke (with its width) of the first element matching `sel` */
const paint = (page, sel) =>
  page.locator(sel).first().evaluate((e) => {
    const s = getComputedStyle(e);
    return { fill: s.fill, stroke: s.stroke, strokeWidth: parseFloat(s.strokeWidth) || 0 };
  });

/** the better of a shape's fill and (a rim at least 2 units wide) stroke against `ground` */
const shapeContrast = (p, ground) => Math.max(contrast(p.fill, ground), p.stroke !== 'none' && p.strokeWidth >= 2 ? contrast(p.stroke, ground) : 0);

const LIGHTS_OUT = 'pattern plus\ngoal 0\n10\n01\n';

export const tests = [
  ...['light', 'dark'].map((scheme) => ({
    name: `${scheme}: an off light and a lowered anemone stand out at 3:1 from what they are drawn on`,
    contextOptions: { colorScheme: scheme },
    async run(page, { baseURL }) {
      await page.goto(`${baseURL}${levelHash('bars', LIGHTS_OUT)}`);
      await page.locator('.board .light.off').first().waitFor();
      const cell = await cssVar(page, '--cell');
      const off = shapeContrast(await paint(page, '.board .light.off'), cell);
      assert.ok(off >= 3, `an off light on its cell: ${off.toFixed(2)}:1`);

      await page.getByRole('tab', { name: 'Anemones', exact: true }).click();
      await page.locator('.board .anemone.down .bloom').first().waitFor();
      const panel = await cssVar(page, '--panel');
      const down = shapeContrast(await paint(page, '.board .anemone.down .bloom'), panel);
      assert.ok(down >= 3, `a lowered anemone on the panel: ${down.toFixed(2)}:1`);
    },
  })),
];
