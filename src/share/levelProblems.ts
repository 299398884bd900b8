// Which saved levels their family's reader refuses (storage edited by hand, a level saved by an
// older build whose format has changed since): My levels marks them, where before nothing was said
// until one was opened. Reading every level at load took about 0.85 s for 20,000 Snakebird levels,
// so the rows drawn are read as they are drawn (a dozen or so) and the rest in idle time, a slice
// at a time, to count them. Only the parse is asked: a level that parses but does not validate
// (no exit yet) is work in progress, which the editor says when it is opened.
import { useEffect, useState } from 'react';
import { getFamily } from '../puzzles/registry.ts';
import { parseErrorWords } from '../puzzles/text.ts';
import type { SavedLevel } from './myLevels.ts';

/** what a row says of a level that cannot be read, and what finds it */
export const UNREADABLE = 'cannot be read';

/** per family, per text: what its reader said ("" where it reads), so a rename reads nothing again */
const said = new Map<string, Map<string, string>>();

/** "cannot be read: line 3, column 2: …", or null where its family reads it (or is not known here) */
export function levelProblem(l: Pick<SavedLevel, 'family' | 'text'>): string | null {
  let byText = said.get(l.family);
  if (!byText) said.set(l.family, (byText = new Map()));
  let words = byText.get(l.text);
  if (words === undefined) {
    const parsed = getFamily(l.family)?.parse(l.text);
    words = parsed && !parsed.ok ? `${UNREADABLE}: ${parseErrorWords(parsed.error)}` : '';
    byText.set(l.text, words);
  }
  return words === '' ? null : words;
}

/** what the reader said of a level's text, if it has been read: undefined until then (nothing is read here) */
export function knownProblem(l: Pick<SavedLevel, 'family' | 'text'>): string | null | undefined {
  const words = said.get(l.family)?.get(l.text);
  return words === undefined ? undefined : words === '' ? null : words;
}

/** a slice's time where the browser says none (setTimeout), short enough not to be felt */
const SLICE_MS = 8;
/** a slice's time however little idle time is left */
const MIN_SLICE_MS = 8;
/**
 * how long a slice waits for the browser to be idle: on a page never idle (a machine under load)
 * every slice came at a 1 s wait, and 20,000 Snakebird levels took minutes to read
 */
const IDLE_WAIT_MS = 50;

type Idle = (run: (deadline: { timeRemaining(): number }) => void) => () => void;
const whenIdle: Idle =
  typeof requestIdleCallback === 'function'
    ? (run) => {
        const handle = requestIdleCallback(run, { timeout: IDLE_WAIT_MS });
        return () => cancelIdleCallback(handle);
      }
    : (run) => {
        const handle = setTimeout(() => {
          const end = performance.now() + SLICE_MS;
          run({ timeRemaining: () => end - performance.now() });
        }, 0);
        return () => clearTimeout(handle);
      };

/** How many of `levels` cannot be read, as far as idle time has read them (null until all are read). */
export function useUnreadableCount(levels: readonly SavedLevel[]): number | null {
  const [count, setCount] = useState<number | null>(null);
  useEffect(() => {
    let at = 0;
    let n = 0;
    let cancel = () => {};
    const slice = (deadline: { timeRemaining(): number }) => {
      // a few ms a slice however little idle time the browser gives: where it is never idle the
      // callback comes at its timeout with none, and one level a slice took hours for 20,000
      const start = performance.now();
      do {
        if (levelProblem(levels[at]!) !== null) n++;
        at++;
      } while (at < levels.length && (deadline.timeRemaining() > 1 || performance.now() - start < MIN_SLICE_MS));
      if (at < levels.length) cancel = whenIdle(slice);
      else setCount(n);
    };
    if (levels.length > 0) cancel = whenIdle(slice);
    return () => cancel();
  }, [levels]);
  // (a list changed since is counted again, from what is known: the count before stays said meanwhile)
  return levels.length === 0 ? 0 : count;
}
