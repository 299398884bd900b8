import { useLayoutEffect, useState, type RefObject } from 'react';

/**
 * CSS px a board unit, as the SVG is drawn now (1 until it is measured, and where it cannot be):
 * what a board that draws its words or letters no smaller than some px on a phone sizes them by.
 */
export function useBoardScale(svg: RefObject<SVGSVGElement | null>, width: number): number {
  const [scale, setScale] = useState(1);
  useLayoutEffect(() => {
    const el = svg.current;
    if (!el) return;
    const measure = () => {
      const w = el.getBoundingClientRect().width;
      if (w > 0) setScale(w / width);
    };
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const seen = new ResizeObserver(measure);
    seen.observe(el);
    return () => seen.disconnect();
  }, [svg, width]);
  return scale;
}
