// Move's, Bars' and Anemones' boards as a player sees them, measured in the real browser, in
// both themes: pieces and marks stand out from what they are drawn on.
import assert from 'node:assert/strict';
import { levelHash } from './steps.mjs';

/** WCAG contrast of two CSS colours (rgb()/rgba() as getComputedStyle gives them, or #rrggbb) */
function contrast(a, b) {
  const rgb = (c) => (c.startsWith('#') ? [1, 3, 5].map((i) => parseInt(c.slice(i, i + 2), 16)) : c.match(/[\d.]+/g).slice(0, 3).map(Number));
  const lum = (c) => {
    const [r, g, bl] = rgb(c).map((v) => v / 255).map((v) => (v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4));
    return 0.2126 * r + 0.7152 * g + 0.0722 * bl;
  };
  const [x, y] = [lum(a), lum(b)].sort((p, q) => q - p);
  return (x + 0.05) / (y + 0.05);
}

/** the better of a shape's fill and its stroke (a rim at least 1.5 units wide) against `ground` */
const outline = (p, ground) => Math.max(p.fill === 'none' ? 0 : contrast(p.fill, ground), p.stroke !== 'none' && p.strokeWidth >= 1.5 ? contrast(p.stroke, ground) : 0);

// every one of the ten colours, as a target and as a dot
const TEN = 'ABCDEFGHIJ';
const MOVE_TEN = `${TEN}\n..........\n--\n..........\n${TEN.toLowerCase()}\n`;

export const tests = [
  ...['light', 'dark'].map((scheme) => ({
    name: `${scheme}: every Move colour's dot and target stands out at 3:1 from its cell, its letter at 4.5:1 on the dot`,
    contextOptions: { colorScheme: scheme },
    async run(page, { baseURL }) {
      await page.goto(`${baseURL}${levelHash('move', MOVE_TEN)}`);
      const board = page.getByTestId('board');
      await board.locator('[data-testid="dot-9"]').waitFor();
      const cell = await board.locator('.cell').first().evaluate((e) => getComputedStyle(e).fill);
      const poor = await board.evaluate((svg) => {
        const paint = (e) => {
          const s = getComputedStyle(e);
          return { fill: s.fill, stroke: s.stroke, strokeWidth: parseFloat(s.strokeWidth) || 0 };
        };
        return {
          dots: [...svg.querySelectorAll('[data-testid^="dot-"]')].map((g) => ({ letter: g.textContent, circle: paint(g.querySelector('circle')), ink: paint(g.querySelector('.dot-letter')).fill })),
          // a target is every shape drawn for it: its coloured square and any rim
          targets: [...svg.querySelectorAll('.target-letter')].map((t) => ({ letter: t.textContent, shapes: [...t.parentElement.querySelectorAll('rect')].map(paint) })),
        };
      });
      const found = [];
      for (const d of poor.dots) {
        const rim = outline(d.circle, cell);
        if (rim < 3) found.push(`dot ${d.letter} on its cell ${rim.toFixed(2)}:1`);
        const ink = contrast(d.ink, d.circle.fill);
        if (ink < 4.5) found.push(`dot ${d.letter}'s letter ${ink.toFixed(2)}:1`);
      }
      for (const t of poor.targets) {
        const best = Math.max(...t.shapes.map((p) => outline(p, cell)));
        if (best < 3) found.push(`target ${t.letter} on its cell ${best.toFixed(2)}:1`);
      }
      assert.deepEqual(found, []);
    },
  })),
];
