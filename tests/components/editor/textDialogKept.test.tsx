// Text typed into Import and not imported yet outlives the editor going away (a link opened,
// another family's tab), as the level being edited does.
import { fireEvent, render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { TextDialog, TYPED_PREFIX } from '../../../src/editor/TextDialog.tsx';
import { FAMILIES } from '../../../src/puzzles/registry.ts';

const level = (id: 'move' | 'bars', text: string) => {
  const r = FAMILIES[id].parse(text);
  if (!r.ok) throw new Error(id);
  return r.level;
};
const dialog = (id: 'move' | 'bars', text: string) => <TextDialog key={id} family={FAMILIES[id]} level={level(id, text)} onImport={() => {}} />;
const TYPED = '..A.\n--\na...\n; pasted, not imported yet';

describe('Import text, typed and not imported', () => {
  it('is in an open box again when the family’s editor comes back, and only in that family', () => {
    const { rerender, unmount } = render(dialog('move', '..A\n--\na..\n'));
    fireEvent.click(screen.getByRole('button', { name: 'Import text' }));
    fireEvent.change(screen.getByRole('textbox'), { target: { value: TYPED } });
    // another family's editor in its place (its tab, or a link of that family opened)
    rerender(dialog('bars', '01\n10\n'));
    expect(screen.queryByRole('group', { name: 'Import a level as text' })).toBeNull();
    rerender(dialog('move', '..A\n--\na..\n'));
    expect(screen.getByRole('textbox')).toHaveValue(TYPED);
    // put away with Cancel: not kept
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    unmount();
    render(dialog('move', '..A\n--\na..\n'));
    expect(screen.queryByRole('group', { name: 'Import a level as text' })).toBeNull();
  });

  it('an empty box is not kept open', () => {
    const { unmount } = render(dialog('move', '..A\n--\na..\n'));
    fireEvent.click(screen.getByRole('button', { name: 'Import text' }));
    unmount();
    render(dialog('move', '..A\n--\na..\n'));
    expect(screen.queryByRole('group', { name: 'Import a level as text' })).toBeNull();
  });

  it('Import and Cancel put the box away with focus back on Import text, as Escape does', () => {
    render(dialog('move', '..A\n--\na..\n'));
    for (const [text, press] of [['..A.\n--\n...a\n', 'Import'], ['', 'Cancel']] as const) {
      fireEvent.click(screen.getByRole('button', { name: 'Import text' }));
      fireEvent.change(screen.getByRole('textbox'), { target: { value: text } });
      const pressed = screen.getByRole('button', { name: press });
      pressed.focus();
      fireEvent.click(pressed);
      expect(screen.queryByRole('group', { name: 'Import a level as text' })).toBeNull();
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Import text' }));
    }
  });

  describe('through a reload (this tab’s sessionStorage)', () => {
    beforeEach(() => sessionStorage.clear());
    /** the dialog of a page loaded again: the module anew, its memory of typed texts empty */
    const reloaded = async (id: 'move' | 'bars', text: string) => {
      vi.resetModules();
      const again = await import('../../../src/editor/TextDialog.tsx');
      return render(<again.TextDialog family={FAMILIES[id]} level={level(id, text)} onImport={() => {}} />);
    };

    it('the text typed is in an open box again; put away, it is not', async () => {
      const { unmount } = render(dialog('move', '..A\n--\na..\n'));
      fireEvent.click(screen.getByRole('button', { name: 'Import text' }));
      fireEvent.change(screen.getByRole('textbox'), { target: { value: TYPED } });
      expect(sessionStorage.getItem(`${TYPED_PREFIX}move`)).toBe(TYPED);
      unmount();
      const page = await reloaded('move', '..A\n--\na..\n');
      expect(screen.getByRole('textbox')).toHaveValue(TYPED);
      fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
      expect(sessionStorage.getItem(`${TYPED_PREFIX}move`)).toBeNull();
      page.unmount();
      await reloaded('move', '..A\n--\na..\n');
      expect(screen.queryByRole('group', { name: 'Import a level as text' })).toBeNull();
    });

    it('a kept text longer than a level can be is moved aside, not written over, and said', async () => {
      const long = 'x'.repeat(1_048_577);
      sessionStorage.setItem(`${TYPED_PREFIX}bars`, long);
      await reloaded('bars', '01\n10\n');
      expect(screen.getByRole('textbox')).toHaveValue('');
      expect(screen.getByRole('alert')).toHaveTextContent(`The text typed here before the page was reloaded was not put back: it is 1,048,577 characters long, more than a level's 1,048,576; it is kept unchanged under "${TYPED_PREFIX}bars~unreadable" in this browser's storage.`);
      expect(sessionStorage.getItem(`${TYPED_PREFIX}bars~unreadable`)).toBe(long);
      expect(sessionStorage.getItem(`${TYPED_PREFIX}bars`)).toBeNull();
    });
  });
});
