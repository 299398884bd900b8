// What the person is at stays on the screen when the window takes a new size (a phone turned, a
// desktop window resized, a tablet's split view). The browser keeps the page's scroll by what is
// near its top, and the layout changes under it: a phone watching a solution at 390×844, turned
// to 844×390, showed the header and Solve, the board and the Next button just pressed (still
// focused) 160 px under the screen's foot; one painting a level in the editor, its board; one who
// had just zoomed a board in, all but the zoom's buttons. Held: what was last pressed or focused (a
// press on a board, the board: its cells may be drawn anew, and a tap on it focuses nothing; on the
// zoom's buttons, the zoomed board with them), else, once that is scrolled off the screen, what lies
// at the screen's middle; after a resize that leaves less of it on the screen (none, or a part of
// what was whole, or under half of what was in part), the page scrolls the least that brings it back. Loaded after the first screen,
// with the zoom (Zoom.tsx).

let held: Element | null = null;
/** whether it was wholly on the screen when held (else in part): a turn that leaves it in part brings it back whole */
let whole = false;
/** the share of its height on the screen (of the screen's, where it is taller), as last seen before the resize */
let part = 0;
let installed = false;

/**
 * How much of it is on the screen: `seen` 0 none, 1 some, 2 all; `share` the share of its height
 * on the screen (0 where none of it is), of the screen's height where it is taller. (One read of
 * its box: this runs at each scroll.)
 */
function onScreen(el: Element): { seen: 0 | 1 | 2; share: number } {
  const r = el.getBoundingClientRect();
  const [w, h] = [window.innerWidth, window.innerHeight];
  if (!(r.bottom > 0 && r.top < h && r.right > 0 && r.left < w)) return { seen: 0, share: 0 };
  const seen = r.top >= 0 && r.bottom <= h && r.left >= 0 && r.right <= w ? 2 : 1;
  return { seen, share: (Math.min(r.bottom, h) - Math.max(r.top, 0)) / Math.max(1, Math.min(r.height, h)) };
}

function hold(el: Element | null) {
  held = el;
  const now = el === null ? { seen: 0, share: 0 } : onScreen(el);
  whole = now.seen === 2;
  part = now.share;
}

/** (a press on the zoom's buttons or its board holds the zoomed board; not a control focused out of sight by the app, preventScroll: the person is not there) */
function acted(e: Event) {
  if (e.target instanceof Element && onScreen(e.target).seen) hold(e.target.closest('.zoom, svg') ?? e.target);
}

/** (jsdom has no elementFromPoint) */
function scrolled() {
  const now = held?.isConnected ? onScreen(held) : null;
  if (now?.seen) {
    whole = now.seen === 2;
    part = now.share;
  } else hold(document.elementFromPoint?.(window.innerWidth / 2, window.innerHeight / 2) ?? null);
}

/** (held in part: brought back where less of it than before is left, and under half: a phone on its side showed a strip of the board it was at) */
function bringBack() {
  if (!held?.isConnected) return;
  const now = onScreen(held);
  const lost = whole ? now.seen < 2 : now.share < Math.min(part, 0.5);
  if (lost) held.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
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
