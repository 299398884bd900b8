// Keyboard focus that would drop to <body> goes to a control nearby instead. A button that
// disables itself when pressed (Solve while it runs; the buttons off at an end, Next and Undo,
// keep the focus instead: view/offAtEnd.ts) or goes away (a legal move once played, a note put away, a panel closed) takes focus
// with it, and the browser sends a keyboard or screen reader user back to the top of the page.
// One watcher for the whole page, rather than a fix in each control, because any control can
// come to be in that place. Where focus goes, first that is usable:
// - what the control (or a part around it) names in `data-refocus`, a selector (the control
//   that takes over its job elsewhere: Play from here → the play board);
// - the next control of its group, else the one before (Cancel after Solve; the move now in
//   the place of the move played);
// - the control focus came from into the group (the button that opened a panel);
// - the nearest control around the group, after it, else before (a list of moves emptied by a win).
// Loaded after the first screen.

const FOCUSABLE = 'a[href], button, input, select, textarea, [tabindex]';
const GROUP = '[role=toolbar], [role=group], [role=radiogroup], [role=tablist], [role=dialog], dialog, [role=list], .solve-buttons, .playback-buttons';
/** how long a lost control is still looked after: later, a mutation is no answer to its press */
const RESCUE_MS = 3000;

interface Held {
  el: HTMLElement;
  group: Element;
  /** its place among the group's controls, for when it has gone */
  index: number;
  /** where focus was before it came into the group */
  opener: HTMLElement | null;
  /** the control whose loss sent focus here */
  back?: HTMLElement;
  lostAt?: number;
}

let held: Held | null = null;
let installed = false;
/**
 * the last press was a pointer's: focus dropped then is left where it fell (a mouse user loses
 * nothing by it, and Space and the arrows keep working on the page instead of pressing a button
 * they never chose); a screen reader's click comes with no pointer press
 */
let byPointer = false;

const controls = (group: Element) => [...group.querySelectorAll<HTMLElement>(FOCUSABLE)];

/** off or away: focus cannot stay there */
const lost = (el: HTMLElement) => !el.isConnected || el.matches(':disabled') || el.closest('[hidden], [inert]') !== null;

/** a place to send focus to: also in the Tab order (a panel focused by script, tabindex -1, is not) */
const usable = (el: Element | null | undefined): el is HTMLElement => el instanceof HTMLElement && !lost(el) && el.tabIndex >= 0;

function hold(el: HTMLElement) {
  const group = el.closest(GROUP) ?? document.body;
  const opener = held === null ? null : held.group === group ? held.opener : held.el;
  held = { el, group, index: controls(group).indexOf(el), opener };
}

function replacement(h: Held): HTMLElement | undefined {
  if (usable(h.back)) return h.back;
  const hint = h.el.closest('[data-refocus]')?.getAttribute('data-refocus');
  const hinted = hint ? [...document.querySelectorAll(hint)].find(usable) : undefined;
  if (hinted) return hinted;
  if (h.group.isConnected) {
    const now = controls(h.group);
    const at = now.indexOf(h.el);
    // (gone: what now stands in its place is the next)
    const next = at >= 0 ? at + 1 : Math.min(h.index, now.length);
    const found = now.slice(next).find(usable) ?? now.slice(0, next).reverse().find(usable);
    if (found) return found;
  }
  if (usable(h.opener)) return h.opener;
  // (the group has no control left, and focus came into it from none that stays: a win played from
  // DogBunny's list of moves empties the list. The nearest control around it, after it, else before)
  for (let around = h.group.parentElement; around?.isConnected; around = around.parentElement) {
    const now = controls(around);
    const after = now.filter((el) => h.group.compareDocumentPosition(el) & Node.DOCUMENT_POSITION_FOLLOWING && !h.group.contains(el));
    const found = after.find(usable) ?? now.filter((el) => h.group.compareDocumentPosition(el) & Node.DOCUMENT_POSITION_PRECEDING).reverse().find(usable);
    if (found) return found;
  }
  return undefined;
}

function rescue() {
  const h = held;
  if (!h || byPointer) return;
  const active = document.activeElement;
  // focus is somewhere on purpose, or the control is still there (a click on the page's background)
  if ((active && active !== document.body && active !== h.el) || !lost(h.el)) return;
  h.lostAt ??= Date.now();
  if (Date.now() - h.lostAt > RESCUE_MS) {
    held = null;
    return;
  }
  // (none yet: a lazy panel that takes over may still be loading, and a later mutation tries again)
  const target = replacement(h);
  target?.focus();
  if (target && held?.el === target) held.back = h.el;
}

/** Starts watching; once per page. */
export function keepFocus(): void {
  if (installed) return;
  installed = true;
  document.addEventListener('focusin', (e) => e.target instanceof HTMLElement && hold(e.target));
  document.addEventListener(
    'pointerdown',
    (e) => {
      byPointer = true;
      // a press on no control means the person put focus away themselves
      if (!(e.target instanceof Element && e.target.closest(FOCUSABLE))) held = null;
    },
    true,
  );
  document.addEventListener('keydown', () => (byPointer = false), true);
  new MutationObserver(rescue).observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['disabled', 'hidden'] });
}
