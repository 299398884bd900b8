import { useLayoutEffect, useState, type RefObject } from 'react';

/**
 * CSS px a board unit, as the SVG is drawn now (1 until it is measured, and where it cannot be):
 * what a board that draws its words or letters no smaller than some px on a phone sizes them by.
 * The drawing (its viewBox `width` × `height`) fits within the SVG's box, keeping its shape, so
 * the scale is the lesser of the two sides': a board sized by its height (the desktop's, since
 * 05b087b) has room to spare across, which its width alone would count as scale.
 */
export function useBoardScale(svg: RefObject<SVGSVGElement | null>, width: number, height: number): number {
  const [scale, setScale] = useState(1);
  useLayoutEffect(() => {
    const el = svg.current;
    if (!el) return;
    const measure = () => {
      const box = el.getBoundingClientRect();
      const fitted = Math.min(box.width / width, box.height / height);
      if (fitted > 0 && Number.isFinite(fitted)) setScale(fitted);
    };
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const seen = new ResizeObserver(measure);
    seen.observe(el);
    return () => seen.disconnect();
  }, [svg, width, height]);
  return scale;
}
