// The Check map's dots against the box they are drawn in, light and dark: a dot's colour says
// how far it is from a win (or that it is a dead end), so each must stand out from the box at
// 3:1 at least (WCAG 1.4.11, a graphic needed to understand the content).
import assert from 'node:assert/strict';
import { mapOf } from './checkMapOf.mjs';

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

const colourTests = ['light', 'dark'].map((scheme) => ({
  name: `${scheme}: every dot of the map of positions stands out from its box at 3:1 (near a win, far, a dead end)`,
  contextOptions: { colorScheme: scheme },
  run: async (page, { baseURL }) => {
    const map = (await mapOf(page, baseURL, 'DogBunny', 'Bridge')).getByTestId('space-picture');
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

// A one-way move (Bridge's one-way edges) is drawn with an arrow to where it leads: each arrow
// stands out from the box at 3:1 as the dots do, and on a phone, dark, the legend's key for it
// fits beside its words (a key kept whole with them must not run past the panel).
const arrowTests = [
  ...['light', 'dark'].map((scheme) => ({ scheme, viewport: undefined, contextOptions: { colorScheme: scheme } })),
  { scheme: 'dark', viewport: { width: 390, height: 844 }, contextOptions: { colorScheme: 'dark', isMobile: true, hasTouch: true, deviceScaleFactor: 2 } },
].map(({ scheme, viewport, contextOptions }) => ({
  name: `${viewport ? 'phone' : 'desktop'}, ${scheme}: Bridge's one-way moves are drawn with arrows that stand out at 3:1, and the legend names them within the panel`,
  ...(viewport ? { viewport } : {}),
  contextOptions,
  run: async (page, { baseURL }) => {
    const map = (await mapOf(page, baseURL, 'DogBunny', 'Bridge')).getByTestId('space-picture');
    const drawn = await map.evaluate((svg) => {
      const legend = svg.closest('.check-picture').querySelector('.check-legend');
      const key = legend.querySelector('.check-key-arrow').closest('span').getBoundingClientRect();
      return {
        box: getComputedStyle(svg.closest('.check-picture-scroll')).backgroundColor,
        lines: svg.querySelectorAll('.check-edges line').length,
        arrows: svg.querySelectorAll('.check-edges line[marker-end]').length,
        fill: getComputedStyle(svg.querySelector('.check-arrow path')).fill,
        keyFill: getComputedStyle(legend.querySelector('.check-key-arrow path')).fill,
        legend: legend.textContent,
        keyInside: key.right <= legend.getBoundingClientRect().right + 0.5,
        pageWide: document.documentElement.scrollWidth > innerWidth,
      };
    });
    // (Bridge: 40 lines, each pair of positions once; 14 of them one-way)
    assert.deepEqual([drawn.lines, drawn.arrows], [40, 14]);
    assert.ok(contrast(drawn.fill, drawn.box) >= 3, `the arrows, ${drawn.fill} on ${drawn.box}: ${contrast(drawn.fill, drawn.box).toFixed(2)}:1`);
    assert.equal(drawn.keyFill, drawn.fill);
    assert.match(drawn.legend, /a one-way move$/);
    assert.ok(drawn.keyInside && !drawn.pageWide, `the legend's arrow key and its words lie within the panel (${JSON.stringify(drawn)})`);
  },
}));

export const tests = [...colourTests, ...arrowTests];
