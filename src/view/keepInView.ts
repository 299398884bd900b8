// What the person is at stays on the screen when the window takes a new size (a phone turned, a
// desktop window resized, a tablet's split view). The browser keeps the page's scroll by what is
// near its top, and the layout changes under it: a phone watching a solution at 390×844, turned
// to 844×390, showed the header and Solve, the board and the Next button just pressed (still
// focused) 160 px under the screen's foot. Held, as the page is scrolled and focus moves: the
// focused control where it is on the screen, else what lies at the screen's middle (a tap does not
// focus everywhere; jsdom has no elementFromPoint); after a resize that leaves it wholly off the screen, the page scrolls the least
// that brings it back. Loaded after the first screen, with the zoom (Zoom.tsx).

let held: Element | null = null;
let installed = false;

const onScreen = (el: Element) => {
  const r = el.getBoundingClientRect();
  return r.bottom > 0 && r.top < window.innerHeight && r.right > 0 && r.left < window.innerWidth;
};

function hold() {
  const focused = document.activeElement;
  held = focused && focused !== document.body && onScreen(focused) ? focused : (document.elementFromPoint?.(window.innerWidth / 2, window.innerHeight / 2) ?? null);
}

function bringBack() {
  if (held?.isConnected && !onScreen(held)) held.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  hold();
}

export function keepInView() {
  if (installed) return;
  installed = true;
  hold();
  // (a resize's own events come before the scroll it causes in a frame: the hold is the one from before it)
  window.addEventListener('scroll', hold, { passive: true });
  document.addEventListener('focusin', hold);
  window.addEventListener('resize', bringBack);
}
