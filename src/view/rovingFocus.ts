// A group of buttons as one stop of Tab (the WAI-ARIA roving tabindex): a list of dozens took as
// many presses to get past. The arrow keys go from button to button in the order they are
// listed, Home and End to the first and the last; Enter and Space press the button as ever.
// The stop is the button focused while focus is in the group (else Shift+Tab went back to its
// current button, still in the group), and its current one (aria-current, a tab's
// aria-selected), else the first, once focus leaves: as drawn, so each button's own drawing is
// left as it was.
import type { FocusEvent, KeyboardEvent } from 'react';

const STEPS: Partial<Record<string, number>> = { ArrowDown: 1, ArrowRight: 1, ArrowUp: -1, ArrowLeft: -1, Home: -Infinity, End: Infinity };

const buttonsIn = (group: HTMLElement) => [...group.querySelectorAll('button')];

/**
 * The handlers for the element around the group's buttons. `choose`: an arrow presses the
 * button it goes to, and goes round from the last to the first (a tab list, where the tab chosen
 * follows the focus); else it stops at the ends (a list).
 */
function rovingFocus(choose: boolean) {
  const takeStop = (group: HTMLElement, focused?: EventTarget | null) => {
    const buttons = buttonsIn(group);
    const stop = buttons.find((b) => b === focused) ?? buttons.find((b) => b.matches('[aria-current],[aria-selected=true]')) ?? buttons[0];
    for (const b of buttons) b.tabIndex = b === stop ? 0 : -1;
  };
  return {
    // (the arrows are the group's own there: the board's and playback's handlers on the page hear none)
    onKeyDown(e: KeyboardEvent<HTMLElement>) {
      const by = STEPS[e.key];
      if (by === undefined || e.ctrlKey || e.metaKey || e.altKey) return;
      const buttons = buttonsIn(e.currentTarget);
      const at = buttons.indexOf(e.target as HTMLButtonElement);
      if (at < 0) return;
      e.preventDefault();
      e.stopPropagation();
      const n = buttons.length;
      const i = at + by;
      const to = buttons[choose && isFinite(i) ? (i + n) % n : Math.max(0, Math.min(n - 1, i))]!;
      to.focus();
      if (choose) to.click();
    },
    onFocus: (e: FocusEvent<HTMLElement>) => takeStop(e.currentTarget, e.target),
    onBlur: (e: FocusEvent<HTMLElement>) => e.currentTarget.contains(e.relatedTarget) || takeStop(e.currentTarget),
  };
}

/** A list of buttons (the gallery's levels, the moves of a move tree): spread on the element around them. */
export const listKeys = rovingFocus(false);
/** A tab list: spread on the element of role tablist. */
export const tabKeys = rovingFocus(true);
