// A group of buttons as one stop of Tab (the WAI-ARIA roving tabindex): a list of dozens took as
// many presses to get past. The arrow keys go from button to button in the order they are
// listed, Home and End to the first and the last; Enter and Space press the button as ever.
// The stop is the button focused while focus is in the group (else Shift+Tab went back to its
// current button, still in the group), and its current one (aria-current, a tab's
// aria-selected), else the first, once focus leaves: as drawn, so each button's own drawing is
// left as it was. A toolbar names its buttons (`items`): the dialogs and notes it holds keep their
// own stops and keys, and a disabled button, which cannot take focus, is passed over.
// The arrows are the group's where the keyboard brought focus to it (Tab). Where a pointer
// pressed in it (Save or a gallery level clicked, then →), they are the page's first: they step
// the solution or move the piece, as anywhere else on the page, and only a key the page leaves
// unused goes through the group. A focus given back (a dialog's Escape) keeps the group's way.
import type { FocusEvent, KeyboardEvent, PointerEvent } from 'react';

const STEPS: Partial<Record<string, number>> = { ArrowDown: 1, ArrowRight: 1, ArrowUp: -1, ArrowLeft: -1, Home: -Infinity, End: Infinity };

/** the groups a pointer pressed in since Tab last brought focus to them */
const pointed = new WeakSet<Element>();
/** the last press was Tab's (a pointer's is none) */
let tabbed = false;
if (typeof window !== 'undefined') for (const type of ['keydown', 'pointerdown']) addEventListener(type, (e) => (tabbed = (e as globalThis.KeyboardEvent).key === 'Tab'), true);

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
    onKeyDown(e: KeyboardEvent<HTMLElement>) {
      const by = STEPS[e.key];
      if (by === undefined || e.ctrlKey || e.metaKey || e.altKey) return;
      const group = e.currentTarget;
      const buttons = buttonsIn(group, items);
      const at = buttons.indexOf(e.target as HTMLButtonElement);
      if (at < 0) return;
      const n = buttons.length;
      const i = at + by;
      const go = (key: Event) => {
        key.preventDefault();
        const to = buttons[choose && isFinite(i) ? (i + n) % n : Math.max(0, Math.min(n - 1, i))]!;
        to.focus();
        if (choose) to.click();
      };
      if (!pointed.has(group)) {
        // (the board's and playback's handlers on the page hear none)
        e.stopPropagation();
        return go(e.nativeEvent);
      }
      // after the page's own handlers, on the window: added now, it is the last of them to hear this key
      const native = e.nativeEvent;
      const unused = (key: Event) => {
        removeEventListener('keydown', unused);
        if (key === native && !key.defaultPrevented) go(key);
      };
      addEventListener('keydown', unused);
    },
    onPointerDown: (e: PointerEvent<HTMLElement>) => pointed.add(e.currentTarget),
    // (focus in a dialog of the group's leaves the stop on the button that opened it, where focus goes back)
    onFocus(e: FocusEvent<HTMLElement>) {
      const group = e.currentTarget;
      if (!buttonsIn(group, items).includes(e.target as HTMLButtonElement)) return;
      if (tabbed) pointed.delete(group);
      takeStop(group, items, e.target);
    },
    onBlur: (e: FocusEvent<HTMLElement>) => e.currentTarget.contains(e.relatedTarget) || takeStop(e.currentTarget, items),
  };
}

/** A list of buttons (the gallery's levels, the moves of a move tree): spread on the element around them. */
export const listKeys = rovingFocus(false);
/** A tab list or radio group: spread on the element of role tablist or radiogroup. */
export const tabKeys = rovingFocus(true);
