// The Check panel says which move of a line is not legal, and why as far as the rules say: the
// moves from that position, which it is not one of.
import '@vitest/web-worker';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CheckPanel } from '../../../src/app/check/CheckPanel.tsx';
import { freshAppForEachTest } from './freshApp.ts';
import { useApp } from '../../../src/app/store.ts';

freshAppForEachTest();

describe('a line with a move not legal there', { timeout: 30_000 }, () => {
  it('names the move and the moves from that position', async () => {
    act(() => useApp.getState().chooseFamily('move'));
    act(() => useApp.getState().openGalleryLevel('Move 4×4'));
    render(<CheckPanel />);
    const panel = screen.getByRole('region', { name: 'Check' });
    const verdict = () => screen.getByTestId('check-verdict');
    await waitFor(() => expect(verdict()).toHaveTextContent(/^Solvable/), { timeout: 20_000 });
    fireEvent.change(within(panel).getByRole('textbox', { name: /Your intended line/ }), { target: { value: 'U U U U' } });
    fireEvent.click(within(panel).getByRole('button', { name: 'Check this line' }));
    await waitFor(() => expect(verdict()).toHaveTextContent('Your line: move 3 (U) is not legal there: the moves from that position are D, L, R.'), { timeout: 20_000 });
  });
});
