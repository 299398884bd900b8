// Deleting from the Snakebird editor's list of snakes and blocks from the keyboard: the page's
// focus keeper (src/app/focusKeeper.ts) hands the focus to the list's next control, else to the
// tool chosen, not on to whatever follows the editor in the page (the Solver's column).
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { beforeAll, expect, it } from 'vitest';
import { keepFocus } from '../../../src/app/focusKeeper.ts';
import { SnakebirdHost } from './snakebirdHost.tsx';

beforeAll(() => keepFocus());

/** Enter on a Delete button focused (a click with no pointer pressed: the keyboard's) */
async function pressDelete(button: HTMLElement) {
  act(() => button.focus());
  fireEvent.keyDown(button, { key: 'Enter' });
  await act(async () => {
    fireEvent.click(button);
    await Promise.resolve();
  });
}

const deletes = () => screen.queryAllByRole('button', { name: /^Delete / });

it("a Delete from the keyboard leaves the focus in the list, and the list's last one on the tool chosen, not after the editor", async () => {
  render(
    <>
      <SnakebirdHost start={'-ba-*\ndc---\n----A\n'} />
      <label>
        Count the optimal solutions <input type="checkbox" />
      </label>
    </>,
  );
  const list = screen.getByRole('list', { name: 'Snakes and blocks' });
  expect(deletes()).toHaveLength(2);
  await pressDelete(deletes()[0]!);
  await waitFor(() => expect(deletes()).toHaveLength(1));
  await waitFor(() => expect(list).toContainElement(document.activeElement as HTMLElement));
  await pressDelete(deletes()[0]!);
  await waitFor(() => expect(deletes()).toHaveLength(0));
  await waitFor(() => expect(screen.getByRole('radio', { checked: true })).toHaveFocus());
});
