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

const overlap = (a, b) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
/** does a box meet a circle (given by its bounding box)? */
function meetsCircle(box, circle) {
  const [cx, cy, r] = [circle.x + circle.width / 2, circle.y + circle.height / 2, circle.width / 2];
  const nx = Math.max(box.x, Math.min(cx, box.x + box.width));
  const ny = Math.max(box.y, Math.min(cy, box.y + box.height));
  return Math.hypot(nx - cx, ny - cy) < r;
}


// Move: a dot on its target; the target's letter stays whole beside it, and the swipe's mark sits on the dots, under none of them
const MOVE_ON_TARGET = '...B\n...A\n....\n--\n..b.\n..a.\n....\n';
export const moveTests = ['light', 'dark'].map((scheme) => ({
  name: `${scheme}: Move marks the last swipe on each dot, clear of the dots and the targets' letters, which are readable and clear of the dots`,
  contextOptions: { colorScheme: scheme },
  async run(page, { baseURL }) {
    await page.goto(`${baseURL}${levelHash('move', MOVE_ON_TARGET)}`);
    await page.getByRole('button', { name: 'Solve', exact: true }).click();
    await page.locator('[data-testid="status"][data-state="done"]').waitFor({ timeout: 30_000 });
    await page.getByRole('button', { name: 'Next move' }).click();
    await page.getByTestId('position').getByText(/^Move 1 of/).waitFor();
    await page.evaluate(() => Promise.all(document.getAnimations().map((a) => a.finished.catch(() => {}))));
    const board = page.getByTestId('board');
    const dots = await board.locator('[data-testid^="dot-"] circle').evaluateAll((cs) => cs.map((c) => c.getBoundingClientRect().toJSON()));
    const letters = await board.locator('.target-letter').evaluateAll((ts) => ts.map((t) => t.getBoundingClientRect().toJSON()));
    const marks = await board.locator('.move-mark.last').evaluateAll((ms) => ms.map((m) => m.getBoundingClientRect().toJSON()));
    assert.equal(letters.length, 2);
    assert.equal(marks.length, dots.length, 'a mark on every dot');
    for (const l of letters) for (const d of dots) assert.ok(!meetsCircle(l, d), `a target's letter ${JSON.stringify(l)} lies on a dot ${JSON.stringify(d)}`);
    for (const m of marks) {
      for (const d of dots) assert.ok(!meetsCircle(m, d), `the swipe's mark ${JSON.stringify(m)} lies under a dot ${JSON.stringify(d)}`);
      for (const l of letters) assert.ok(!overlap(m, l), `the swipe's mark ${JSON.stringify(m)} lies on a target's letter ${JSON.stringify(l)}`);
    }
    // the letter against the cell it is drawn on
    const cell = await cssVar(page, '--cell');
    const ink = await paint(page, '.board .target-letter');
    const c = contrast(ink.fill, cell);
    assert.ok(c >= 4.5, `a target's letter on its cell: ${c.toFixed(2)}:1`);
    const size = await board.locator('.target-letter').first().evaluate((t) => parseFloat(getComputedStyle(t).fontSize) * t.getScreenCTM().a);
    assert.ok(size >= 11, `a target's letter is ${size.toFixed(1)} px`);
  },
}));
tests.push(...moveTests);
