// Move's, Bars' and Anemones' boards as a player sees them, measured in the real browser, in
// both themes: pieces and marks stand out from what they are drawn on.
import assert from 'node:assert/strict';
import { levelHash } from './steps.mjs';

/** WCAG contrast of two CSS colours (rgb(), rgba() or color(srgb) as getComputedStyle gives them, or #rrggbb) */
function contrast(a, b) {
  // (a color-mix() computes to color(srgb r g b), each 0 to 1)
  const rgb = (c) =>
    c.startsWith('#') ? [1, 3, 5].map((i) => parseInt(c.slice(i, i + 2), 16)) : c.match(/[\d.]+/g).slice(0, 3).map((v) => Number(v) * (c.startsWith('color(srgb') ? 255 : 1));
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
/** a shape's paint, as computed */
const paintOf = (e) => {
  const s = getComputedStyle(e);
  return { fill: s.fill, stroke: s.stroke, strokeWidth: parseFloat(s.strokeWidth) || 0 };
};

const MOVE_TEN = `${TEN}\n..........\n--\n..........\n${TEN.toLowerCase()}\n`;

/** Each Bars cell whose mark (`mark`, in the cell's group) is under 3:1 against its cell, as "r,c: ratio:1"; `shown` says the board is drawn. */
async function weakOnCells(page, baseURL, text, mark, shown) {
  await page.goto(`${baseURL}${levelHash('bars', text)}`);
  const board = page.getByTestId('board');
  await board.locator(shown).first().waitFor();
  const cells = await board.locator('.bar-cell').evaluateAll(
    (gs, [paintSrc, sel]) => {
      const paint = new Function(`return ${paintSrc}`)();
      return gs.map((g) => ({ at: g.dataset.move, cell: paint(g.querySelector('.cell')).fill, drawn: paint(g.querySelector(sel)) }));
    },
    [paintOf.toString(), mark],
  );
  return cells.flatMap(({ at, cell, drawn }) => (outline(drawn, cell) >= 3 ? [] : [`${at}: ${outline(drawn, cell).toFixed(2)}:1`]));
}

export const tests = [
  ...['light', 'dark'].map((scheme) => ({
    name: `${scheme}: every Move colour's dot and target stands out at 3:1 from its cell, its letter at 4.5:1 on the dot`,
    contextOptions: { colorScheme: scheme },
    async run(page, { baseURL }) {
      await page.goto(`${baseURL}${levelHash('move', MOVE_TEN)}`);
      const board = page.getByTestId('board');
      await board.locator('[data-testid="dot-9"]').waitFor();
      const cell = await board.locator('.cell').first().evaluate((e) => getComputedStyle(e).fill);
      const poor = await board.evaluate((svg, paintSrc) => {
        const paint = new Function(`return ${paintSrc}`)();
        return {
          dots: [...svg.querySelectorAll('[data-testid^="dot-"]')].map((g) => ({ letter: g.textContent, circle: paint(g.querySelector('circle')), ink: paint(g.querySelector('.dot-letter')).fill })),
          // a target is every shape drawn for it: its coloured square and any rim
          targets: [...svg.querySelectorAll('.target-letter')].map((t) => ({ letter: t.textContent, shapes: [...t.parentElement.querySelectorAll('rect')].map(paint) })),
        };
      }, paintOf.toString());
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
  ...['light', 'dark'].map((scheme) => ({
    name: `${scheme}: a Lights Out light, on or off, stands out at 3:1 from its cell, at its goal or not`,
    contextOptions: { colorScheme: scheme },
    // goal 1: on lights lie on cells at their goal, off ones on cells not
    run: async (page, { baseURL }) => assert.deepEqual(await weakOnCells(page, baseURL, 'pattern plus\ngoal 1\n10\n01\n', '.light', '.light.off'), []),
  })),
  ...['light', 'dark'].map((scheme) => ({
    name: `${scheme}: a gold bar, flat or upright, stands out at 3:1 from its cell, at its goal or not`,
    contextOptions: { colorScheme: scheme },
    run: async (page, { baseURL }) => assert.deepEqual(await weakOnCells(page, baseURL, 'pattern cross\ngoal 1\n10\n01\n', '.gold-bar', '.gold-bar'), []),
  })),
  ...['light', 'dark'].map((scheme) => ({
    name: `${scheme}: the last tap's ring round an anemone's number stands out at 3:1 from what it is drawn on`,
    contextOptions: { colorScheme: scheme },
    async run(page, { baseURL }) {
      await page.goto(`${baseURL}${levelHash('anemones', 'anemones 3\ntap 1 lowers 2\nstart\ngoal 1 3\n')}`);
      await page.getByRole('button', { name: 'Play it yourself', exact: true }).click();
      await page.getByTestId('anemone-1').click();
      const ring = page.locator('.board .move-mark.last');
      await ring.waitFor();
      const p = await ring.evaluate((e, paintSrc) => new Function(`return ${paintSrc}`)()(e), paintOf.toString());
      const ground = await page.locator('.board .ground').evaluate((e) => getComputedStyle(e).fill);
      // the ring against what lies inside it (its own fill) or, unfilled, the ground
      const ratio = contrast(p.stroke, p.fill === 'none' ? ground : p.fill);
      assert.ok(ratio >= 3, `the ring ${p.stroke} on ${p.fill === 'none' ? `the ground ${ground}` : p.fill}: ${ratio.toFixed(2)}:1`);
      // the anemones' rule leaves other boards' marks as they were: a pressed Bars cell is not covered
      await page.getByRole('tab', { name: 'Bars', exact: true }).click();
      await page.getByRole('button', { name: 'Play it yourself', exact: true }).click();
      await page.getByTestId('cell-1-1').click();
      assert.equal(await page.locator('.board .move-mark.last').evaluate((e) => getComputedStyle(e).fill), 'none');
    },
  })),
  ...['light', 'dark'].map((scheme) => ({
    name: `${scheme}: the hint's mark on a Move dot stands out at 3:1 from the cell it is drawn on`,
    contextOptions: { colorScheme: scheme },
    async run(page, { baseURL }) {
      await page.goto(`${baseURL}${levelHash('move', 'A.\n..\n--\n..\n.a\n')}`);
      await page.getByRole('button', { name: 'Play it yourself', exact: true }).click();
      await page.getByRole('button', { name: 'Hint', exact: true }).click();
      const mark = page.locator('.board .move-mark.hint');
      await mark.first().waitFor({ timeout: 30_000 });
      const stroke = await mark.first().evaluate((e) => getComputedStyle(e).stroke);
      const cell = await page.locator('.board .cell').first().evaluate((e) => getComputedStyle(e).fill);
      const ratio = contrast(stroke, cell);
      assert.ok(ratio >= 3, `the hint's mark ${stroke} on the cell ${cell}: ${ratio.toFixed(2)}:1`);
    },
  })),
];
