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
    const timer = window.setTimeout(
      () => {
        last.current = Date.now();
        setShown(value);
      },
      Math.max(0, last.current + ms - Date.now()),
    );
    return () => window.clearTimeout(timer);
  }, [value, shown, ms]);
  return ms === 0 ? value : shown;
}
