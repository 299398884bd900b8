// Play mode says what a move caused after the move (the family's moveOutcome, view/types.ts), in
// its live region: for a move played or redone, as watching says it at each step; not for Undo,
// where where it lands is enough.
import { describe, expect, it } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { PlayPanel } from '../../../src/editor/PlayPanel.tsx';
import { bars } from '../../../src/puzzles/bars/index.ts';
import { barsView } from '../../../src/puzzles/bars/view.ts';
import { snakebird } from '../../../src/puzzles/snakebird/index.ts';
import { snakebirdView } from '../../../src/puzzles/snakebird/view.ts';
import { SolverClient } from '../../../src/worker/client.ts';
import { FakeWorker } from '../../unit/helpers/workers.ts';

/** what the live status says to a screen reader */
const said = () => document.querySelector('[aria-live="polite"].pl-status .sr-only')!.textContent;
const idle = () => new SolverClient(() => new FakeWorker(() => {}));

describe('Play says what a move caused', () => {
  it('Snakebird: a fruit eaten, after the move and after Redo; not on Undo', async () => {
    const parsed = snakebird.parse('.......\n.*    .\n. >RO .\n.......\n');
    if (!parsed.ok) throw new Error(parsed.error.message);
    render(<PlayPanel family={snakebird} view={snakebirdView} level={parsed.level} solver={idle()} />);
    // the panel asks for the family's words as it opens: they are here once these are
    await act(() => snakebirdView.howToPlay());
    fireEvent.keyDown(window, { key: 'ArrowRight' });
    expect(said()).toBe('Move 1: Red →. Red ate a fruit and grew to 3.');
    fireEvent.click(screen.getByRole('button', { name: 'Undo' }));
    expect(said()).toBe('Undone: Red →. Back to the start.');
    // (Redo said only 'Move 1: Red →.', and a screen reader did not hear the fruit gone: ha11y)
    fireEvent.click(screen.getByRole('button', { name: 'Redo' }));
    expect(said()).toBe('Move 1: Red →. Red ate a fruit and grew to 3.');
  });

  it('Bars: a press says the lights it turned, and how many are on', async () => {
    const parsed = bars.parse('pattern plus\ngoal 0\n000\n010\n000\n');
    if (!parsed.ok) throw new Error(parsed.error.message);
    render(<PlayPanel family={bars} view={barsView} level={parsed.level} solver={idle()} />);
    await act(() => barsView.howToPlay());
    fireEvent.click(screen.getByRole('gridcell', { name: 'Press row 3, column 2' }));
    expect(said()).toBe('Move 1: Press row 3, column 2. Turned 3 lights on and 1 off. 3 of 9 on.');
  });
});
