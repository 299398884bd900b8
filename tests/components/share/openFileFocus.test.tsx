// Open file's question of which family: once answered, the dialog goes with the button pressed,
// and the focus goes back to Open file (src/app/focusKeeper.ts, by the dialog's data-refocus),
// not on to whatever control comes next in the page.
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, expect, it, vi } from 'vitest';
import { keepFocus } from '../../../src/app/focusKeeper.ts';
import { FAMILIES } from '../../../src/puzzles/registry.ts';
import { OpenFile } from '../../../src/share/OpenFile.tsx';

beforeAll(() => keepFocus());
afterEach(() => vi.restoreAllMocks());

it('an answer from the keyboard to "as which puzzle?" leaves the focus on Open file', async () => {
  // few texts read in two families: DogBunny is made to read Bars' '1' too
  const real = FAMILIES.dogbunny.parse.bind(FAMILIES.dogbunny);
  const graph = real('node a\n');
  vi.spyOn(FAMILIES.dogbunny, 'parse').mockImplementation((text) => (text === '1\n' ? graph : real(text)));
  render(<OpenFile onOpen={() => true} />);
  await act(async () => void fireEvent.change(screen.getByLabelText('Level file'), { target: { files: [new File(['1\n'], 'one.txt')] } }));
  const answer = within(await screen.findByRole('dialog')).getByRole('button', { name: 'Open as Bars' });
  // Enter on the focused answer
  act(() => answer.focus());
  await act(async () => {
    fireEvent.click(answer);
    await Promise.resolve();
  });
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(screen.getByRole('status')).toHaveTextContent('Opened "one.txt" as a Bars level.');
  expect(screen.getByRole('button', { name: 'Open file' })).toHaveFocus();
});
