// Live text a screen reader can follow: the solve's progress, playback's position while autoplay runs.
import { useEffect, useRef, useState } from 'react';

/**
 * The value as it is when `ms` is 0; else changed at most once per `ms`, the first change after
 * an unthrottled spell at once (a solve's first progress, autoplay's first move).
 */
export function useThrottled(value: string, ms: number): string {
  const [shown, setShown] = useState(value);
  const last = useRef(0);
  useEffect(() => {
    if (ms === 0) {
      setShown(value);
      last.current = 0;
      return;
    }
    if (value === shown) return;
    const wait = last.current + ms - Date.now();
    // shown now, not by a timer of 0 ms: a second change before that timer ran (autoplay's
    // next move on a loaded machine) would cancel it, and the first change would never be said
    if (wait <= 0) {
      last.current = Date.now();
      setShown(value);
      return;
    }
    const timer = window.setTimeout(() => {
      last.current = Date.now();
      setShown(value);
    }, wait);
    return () => window.clearTimeout(timer);
  }, [value, shown, ms]);
  return ms === 0 ? value : shown;
}
