// A toolbar whose buttons are named by a selector (the level's actions): a disabled button is no
// stop and the arrows pass over it; the buttons of a dialog it holds keep their stops and keys.
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { rovingFocus, takeStop } from '../../../src/view/rovingFocus.ts';

const ITEMS = ':scope>span>button';
const keys = rovingFocus(false, ITEMS);

function Bar({ shareOff }: { shareOff: boolean }) {
  return (
    <div role="toolbar" aria-label="Level" {...keys}>
      <span>
        <button disabled={shareOff}>Share</button>
      </span>
      <span>
        <button>Save</button>
      </span>
      <span>
        <button>My levels</button>
        <div role="dialog" aria-label="My levels">
          <button>Close</button>
        </div>
      </span>
    </div>
  );
}

const tabIndexes = () => ['Share', 'Save', 'My levels', 'Close'].map((name) => screen.getByRole('button', { name }).tabIndex);

describe('rovingFocus with items', () => {
  it('a disabled button is no stop, and the arrows pass over it; a dialog’s buttons are not the group’s', () => {
    const { rerender } = render(<Bar shareOff />);
    const bar = screen.getByRole('toolbar');
    takeStop(bar, ITEMS);
    // (Share, off, is left as drawn: it takes no focus anyway)
    expect(screen.getByRole('button', { name: 'Share' }).hasAttribute('tabindex')).toBe(false);
    expect(tabIndexes().slice(1)).toEqual([0, -1, 0]);
    const save = screen.getByRole('button', { name: 'Save' });
    save.focus();
    fireEvent.keyDown(save, { key: 'Home' });
    expect(document.activeElement).toBe(save);
    fireEvent.keyDown(save, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'My levels' }));
    // the dialog's button: focused, the stop stays on My levels; its arrows are its own
    const close = screen.getByRole('button', { name: 'Close' });
    close.focus();
    expect(tabIndexes().slice(1)).toEqual([-1, 0, 0]);
    expect(fireEvent.keyDown(close, { key: 'ArrowLeft' })).toBe(true);
    expect(document.activeElement).toBe(close);
    // Share turned on: the stop set again is the first
    rerender(<Bar shareOff={false} />);
    takeStop(bar, ITEMS);
    expect(tabIndexes()).toEqual([0, -1, -1, 0]);
  });
});
