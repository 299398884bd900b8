// Input helpers every screen shares: which keys are arrows, a swipe's direction, whether
// a key press belongs to a text field, a pointer held anywhere. No family.
import type { Direction } from './types.ts';

export const ARROWS: Record<string, Direction> = { ArrowUp: 'U', ArrowDown: 'D', ArrowLeft: 'L', ArrowRight: 'R' };

/** The direction of a swipe, or null when the pointer hardly moved. */
export function swipeDirection(dx: number, dy: number, threshold = 16): Direction | null {
  if (Math.max(Math.abs(dx), Math.abs(dy)) < threshold) return null;
  if (Math.abs(dx) > Math.abs(dy)) return dx > 0 ? 'R' : 'L';
  return dy > 0 ? 'D' : 'U';
}

/**
 * Is the user typing in a text box (keys then belong to the box, not to the app)? Not on a
 * checkbox, which takes no arrow: one ticked with the mouse ("Count the optimal solutions") left
 * ← → Home End doing nothing (Space, which ticks it, is left to it by the keys' handlers).
 */
export function isTyping(target: EventTarget | null): boolean {
  if (typeof HTMLElement === 'undefined' || !(target instanceof HTMLElement)) return false;
  const tag = target.tagName;
  return (tag === 'INPUT' && (target as HTMLInputElement).type != 'checkbox') || tag === 'TEXTAREA' || tag === 'SELECT' || target.isContentEditable;
}

/**
 * Does a key press belong to something other than the board and its controls: a text box, or a
 * dialog over the page (My levels, How to play, a board's menu of moves), where Space scrolls and
 * the arrows are the dialog's own? (The board behind it moved with each arrow key.)
 */
export function keysBelongElsewhere(target: EventTarget | null): boolean {
  return isTyping(target) || (typeof Element !== 'undefined' && target instanceof Element && target.closest('dialog, [role="dialog"], [role="alertdialog"]') !== null);
}

/**
 * Hears a pointer pressed and let go (or cancelled) anywhere in the page, captured, so before the
 * handlers of what was pressed: an editor's stroke makes its edit in its own pointerdown, and
 * what holds its shape while a stroke lasts must know of the press first. Returns the unlisten.
 */
export function listenPointerHeld(press: () => void, release: () => void): () => void {
  const listeners = [
    ['pointerdown', press],
    ['pointerup', release],
    ['pointercancel', release],
  ] as const;
  for (const [type, listener] of listeners) window.addEventListener(type, listener, true);
  return () => {
    for (const [type, listener] of listeners) window.removeEventListener(type, listener, true);
  };
}
