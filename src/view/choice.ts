// The ARIA keyboard pattern of a radio group or a tab list: the arrow keys (and Home, End)
// choose the previous or next item and move focus to it; Tab leaves the group.
import type { KeyboardEvent } from 'react';

export function arrowChoice<T extends string>(e: KeyboardEvent<HTMLElement>, items: readonly T[], current: T, choose: (item: T) => void): void {
  const i = items.indexOf(current);
  const next =
    e.key === 'ArrowRight' || e.key === 'ArrowDown' ? (i + 1) % items.length
    : e.key === 'ArrowLeft' || e.key === 'ArrowUp' ? (i + items.length - 1) % items.length
    : e.key === 'Home' ? 0
    : e.key === 'End' ? items.length - 1
    : -1;
  if (next < 0) return;
  e.preventDefault();
  e.stopPropagation();
  choose(items[next]!);
  const buttons = e.currentTarget.querySelectorAll<HTMLElement>('[role="radio"], [role="tab"]');
  buttons[next]?.focus();
}
