// WCAG contrast of two colours as the browser computes them, for the real-browser tests.

/** WCAG contrast of two CSS colours (rgb()/rgba() as getComputedStyle gives them, color(srgb r g b) as a color-mix() computes to, or #rgb, #rrggbb) */
export function contrast(a, b) {
  const hex = (c) => (c.length === 4 ? `#${[...c.slice(1)].map((d) => d + d).join('')}` : c);
  const rgb = (c) =>
    c.startsWith('#') ? [1, 3, 5].map((i) => parseInt(hex(c).slice(i, i + 2), 16)) : c.startsWith('color(srgb') ? c.match(/[\d.]+/g).slice(0, 3).map((v) => Number(v) * 255) : c.match(/[\d.]+/g).slice(0, 3).map(Number);
  const lum = (c) => {
    const [r, g, bl] = rgb(c).map((v) => v / 255).map((v) => (v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4));
    return 0.2126 * r + 0.7152 * g + 0.0722 * bl;
  };
  const [x, y] = [lum(a), lum(b)].sort((p, q) => q - p);
  return (x + 0.05) / (y + 0.05);
}
