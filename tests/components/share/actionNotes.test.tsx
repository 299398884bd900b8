// Share's, a copy's and Save's notes lie over one another under the actions row (all at its left
// edge on a phone), so only the newest is shown: "Link copied" was hidden under "Saved as …".
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { SaveButton, ShareButton } from '../../../src/share/SharePanel.tsx';
import { useMyLevels } from '../../../src/share/myLevels.ts';

const MOVE = '..A\n--\na..\n';

beforeEach(() => {
  vi.useFakeTimers();
  localStorage.clear();
  history.replaceState(null, '', '/');
  useMyLevels.getState().load();
  Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText: async () => {} } });
});
afterEach(() => vi.useRealTimers());

const notes = () => Array.from(document.querySelectorAll('.action-note')).map((n) => n.textContent);

function Actions({ name }: { name: string }) {
  const level = { family: 'move' as const, text: MOVE, name };
  return (
    <div className="level-actions">
      <ShareButton level={level} />
      <SaveButton level={level} />
    </div>
  );
}

it('says only the newest note: Share after Save says "Link copied" alone', async () => {
  render(<Actions name="Mine" />);
  fireEvent.click(screen.getByRole('button', { name: 'Save' }));
  expect(notes()).toEqual(['', 'Saved as "Mine"']);
  await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Share' })));
  expect(notes()).toEqual(['Link copied', '']);
  // and Save after Share says its own alone
  fireEvent.click(screen.getByRole('button', { name: 'Save' }));
  expect(notes()).toEqual(['', 'Already saved as "Mine"']);
});

it("Save's Undo (a saved level replaced or renamed) is a line in the page's flow, not a note over it: a newer note hides nothing of it", async () => {
  const { rerender } = render(<Actions name="Mine" />);
  fireEvent.click(screen.getByRole('button', { name: 'Save' }));
  rerender(<Actions name="Theirs" />);
  fireEvent.click(screen.getByRole('button', { name: 'Save' }));
  const line = screen.getByText(/^Renamed the saved "Mine" to "Theirs"\./);
  // (as a note over the page it hid what lay under it, Solve on a phone, until used or dismissed)
  expect(line.closest('.action-note')).toBeNull();
  expect(line).toHaveClass('actions-line');
  await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Share' })));
  expect(notes()).toEqual(['Link copied', '']);
  expect(screen.getByRole('button', { name: 'Undo' })).toBeInTheDocument();
  fireEvent.click(screen.getByRole('button', { name: 'Undo' }));
  expect(useMyLevels.getState().levels.map((l) => l.name)).toEqual(['Mine']);
});
