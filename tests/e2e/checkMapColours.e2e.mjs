// The Check map's dots against the box they are drawn in, light and dark: a dot's colour says
// how far it is from a win (or that it is a dead end), so each must stand out from the box at
// 3:1 at least (WCAG 1.4.11, a graphic needed to understand the content).
import assert from 'node:assert/strict';

/** WCAG's contrast ratio of two computed colours ('rgb(r, g, b)') */
function contrast(a, b) {
  const luminance = (c) => {
    const [r, g, bl] = c.match(/[\d.]+/g).slice(0, 3).map((v) => {
      const s = Number(v) / 255;
      return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r + 0.7152 * g + 0.0722 * bl;
  };
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

export const tests = ['light', 'dark'].map((scheme) => ({
  name: `${scheme}: every dot of the map of positions stands out from its box at 3:1 (near a win, far, a dead end)`,
  contextOptions: { colorScheme: scheme },
  run: async (page, { baseURL }) => {
    await page.goto(baseURL);
    await page.getByRole('tab', { name: 'DogBunny', exact: true }).click();
    await page.getByRole('button', { name: /^Bridge/ }).click();
    await page.getByRole('button', { name: 'Check', exact: true }).click();
    const map = page.getByTestId('space-picture');
    await map.waitFor({ timeout: 30_000 });
    const { box, fills } = await map.evaluate((svg) => ({
      box: getComputedStyle(svg.closest('.check-picture-scroll')).backgroundColor,
      fills: [...svg.querySelectorAll('circle.check-dot')].map((c) => [c.getAttribute('aria-label'), getComputedStyle(c).fill]),
    }));
    // (Bridge's 25 positions: wins, the farthest 6 moves from one, and 3 dead ends)
    assert.equal(fills.length, 25);
    assert.ok(fills.some(([label]) => /dead end/.test(label)) && fills.some(([label]) => /6 to win/.test(label)));
    const faint = fills.filter(([, fill]) => contrast(fill, box) < 3).map(([label, fill]) => `${label}: ${fill} is ${contrast(fill, box).toFixed(2)}:1`);
    assert.deepEqual(faint, [], `dots faint on ${box}`);
  },
}));
