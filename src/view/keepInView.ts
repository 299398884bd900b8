// What the person is at stays on the screen when the window takes a new size (a phone turned, a
// desktop window resized, a tablet's split view). The browser keeps the page's scroll by what is
// near its top, and the layout changes under it: a phone watching a solution at 390×844, turned
// to 844×390, showed the header and Solve, the board and the Next button just pressed (still
// focused) 160 px under the screen's foot; one painting a level in the editor, its board. Held:
// what was last pressed or focused (a press on a board, the board: its cells may be drawn anew, and
// a tap on it focuses nothing), else, once that is scrolled off the screen, what lies at the
// screen's middle; after a resize that leaves it wholly off the screen, the page scrolls the least
// that brings it back. Loaded after the first screen, with the zoom (Zoom.tsx).

let held: Element | null = null;
let installed = false;

const onScreen = (el: Element) => {
  const r = el.getBoundingClientRect();
  return r.bottom > 0 && r.top < window.innerHeight && r.right > 0 && r.left < window.innerWidth;
};

/** (not a control focused out of sight by the app, preventScroll: the person is not there) */
function acted(e: Event) {
  if (e.target instanceof Element && onScreen(e.target)) held = e.target.closest('svg') ?? e.target;
}

/** (jsdom has no elementFromPoint) */
function scrolled() {
  if (!held?.isConnected || !onScreen(held)) held = document.elementFromPoint?.(window.innerWidth / 2, window.innerHeight / 2) ?? null;
}

function bringBack() {
  if (held?.isConnected && !onScreen(held)) held.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
}

export function keepInView() {
  if (installed) return;
  installed = true;
  scrolled();
  // (a resize's own event comes before the scroll it causes in a frame: what is held is what was there before it)
  window.addEventListener('scroll', scrolled, { passive: true });
  document.addEventListener('pointerdown', acted, { capture: true, passive: true });
  document.addEventListener('focusin', acted);
  window.addEventListener('resize', bringBack);
}
