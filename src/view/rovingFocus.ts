// A group of buttons as one stop of Tab (the WAI-ARIA roving tabindex): a list of dozens took as
// many presses to get past. The arrow keys go from button to button in the order they are
// listed, Home and End to the first and the last; Enter and Space press the button as ever.
// The stop is the button focused while focus is in the group (else Shift+Tab went back to its
// current button, still in the group), and its current one (aria-current, a tab's
// aria-selected), else the first, once focus leaves: as drawn, so each button's own drawing is
// left as it was. A toolbar names its buttons (`items`): the dialogs and notes it holds keep their
// own stops and keys, and a disabled button, which cannot take focus, is passed over.
import type { FocusEvent, KeyboardEvent } from 'react';

const STEPS: Partial<Record<string, number>> = { ArrowDown: 1, ArrowRight: 1, ArrowUp: -1, ArrowLeft: -1, Home: -Infinity, End: Infinity };

const buttonsIn = (group: HTMLElement, items: string) => [...group.querySelectorAll<HTMLButtonElement>(items)].filter((b) => !b.disabled);

/** Makes the group's `items` one stop: the button focused, else its current one, else the first (as a group that does not draw its buttons must, before focus comes). */
export function takeStop(group: HTMLElement, items = 'button', focused?: EventTarget | null) {
  const buttons = buttonsIn(group, items);
  const stop = buttons.find((b) => b === focused) ?? buttons.find((b) => b.matches('[aria-current],[aria-selected=true],[aria-checked=true]')) ?? buttons[0];
  for (const b of buttons) b.tabIndex = b === stop ? 0 : -1;
}

/**
 * The handlers for the element around the group's buttons. `choose`: an arrow presses the
 * button it goes to, and goes round from the last to the first (a tab list or radio group, where
 * the item chosen follows the focus); else it stops at the ends (a list, a toolbar).
 */
export function rovingFocus(choose: boolean, items = 'button') {
  return {
    // (the arrows are the group's own there: the board's and playback's handlers on the page hear none)
    onKeyDown(e: KeyboardEvent<HTMLElement>) {
      const by = STEPS[e.key];
      if (by === undefined || e.ctrlKey || e.metaKey || e.altKey) return;
      const buttons = buttonsIn(e.currentTarget, items);
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
    // (focus in a dialog of the group's leaves the stop on the button that opened it, where focus goes back)
    onFocus: (e: FocusEvent<HTMLElement>) => buttonsIn(e.currentTarget, items).includes(e.target as HTMLButtonElement) && takeStop(e.currentTarget, items, e.target),
    onBlur: (e: FocusEvent<HTMLElement>) => e.currentTarget.contains(e.relatedTarget) || takeStop(e.currentTarget, items),
  };
}

/** A list of buttons (the gallery's levels, the moves of a move tree): spread on the element around them. */
export const listKeys = rovingFocus(false);
/** A tab list or radio group: spread on the element of role tablist or radiogroup. */
export const tabKeys = rovingFocus(true);
