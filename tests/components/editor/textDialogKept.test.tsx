// Text typed into Import and not imported yet outlives the editor going away (a link opened,
// another family's tab), as the level being edited does.
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TextDialog } from '../../../src/editor/TextDialog.tsx';
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
});
