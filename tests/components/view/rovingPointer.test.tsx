// A one-stop group a pointer pressed in: its arrows are the page's first (a window listener that
// takes them, as playback's does), and go through the group only when the page leaves them unused;
// brought back by Tab, the group takes them first again.
import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { rovingFocus } from '../../../src/view/rovingFocus.ts';

const keys = rovingFocus(false);

function Bar() {
  return (
    <div role="toolbar" aria-label="Level" {...keys}>
      <button>Share</button>
      <button>Save</button>
      <button>Open file</button>
    </div>
  );
}

/** the page's arrow keys: → is taken (steps the solution), the others are left unused */
const heard: string[] = [];
const page = (e: KeyboardEvent) => {
  heard.push(e.key);
  if (e.key === 'ArrowRight') e.preventDefault();
};
afterEach(() => {
  window.removeEventListener('keydown', page);
  heard.length = 0;
});

describe('rovingFocus after a pointer’s press', () => {
  it('hands the arrows to the page first; a key the page leaves goes through the group; Tab gives them back to the group', () => {
    render(<Bar />);
    window.addEventListener('keydown', page);
    const [share, save, open] = ['Share', 'Save', 'Open file'].map((name) => screen.getByRole('button', { name }));
    fireEvent.pointerDown(save!);
    save!.focus();
    expect(fireEvent.keyDown(save!, { key: 'ArrowRight' })).toBe(false);
    expect(heard).toEqual(['ArrowRight']);
    expect(document.activeElement).toBe(save);
    // unused by the page: the group's
    expect(fireEvent.keyDown(save!, { key: 'ArrowLeft' })).toBe(false);
    expect(heard).toEqual(['ArrowRight', 'ArrowLeft']);
    expect(document.activeElement).toBe(share);
    // focus brought by Tab (the keydown before it): the group's first, the page hears none
    open!.blur();
    share!.blur();
    fireEvent.keyDown(document.body, { key: 'Tab' });
    heard.length = 0;
    save!.focus();
    expect(fireEvent.keyDown(save!, { key: 'ArrowRight' })).toBe(false);
    expect(heard).toEqual([]);
    expect(document.activeElement).toBe(open);
  });
});
