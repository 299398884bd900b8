// The undo history kept through a reload is the panel's from its first render: before the
// family's editor code has loaded (a phone's slow network), Undo already brings the kept steps,
// and a kept history that cannot be read is said in the panel.
import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { lazy } from 'react';
import { EditorPanel } from '../../../src/editor/EditorPanel.tsx';
import { HISTORY_PREFIX, storedHistory } from '../../../src/editor/keptHistory.ts';
import { bars } from '../../../src/puzzles/bars/index.ts';
import { move } from '../../../src/puzzles/move/index.ts';
import type { PuzzleFamily } from '../../../src/puzzles/types.ts';

/** a family editor whose code never arrives */
const NeverLoaded = lazy(() => new Promise<never>(() => {}));

function level<L>(family: PuzzleFamily<L, unknown>, text: string): L {
  const parsed = family.parse(text);
  if (!parsed.ok) throw new Error(parsed.error.message);
  return parsed.level;
}

describe('the editor panel and the history kept through a reload', () => {
  it('takes up the kept steps before the family editor has loaded: Undo brings the level before', () => {
    const [before, now] = [level(move, '...\n...\n...\n--\n...\n...\n...\n'), level(move, '.#.\n...\n...\n--\n...\n...\n...\n')];
    const text = (l: typeof now) => JSON.stringify(move.make(l));
    sessionStorage.setItem(`${HISTORY_PREFIX}move`, storedHistory('move', text(now), [text(before)], [])!);
    const changes: unknown[] = [];
    render(<EditorPanel family={move} level={now} editor={NeverLoaded} onChange={(l) => changes.push(l)} />);
    expect(screen.getByText('Loading the editor…')).toBeInTheDocument();
    const undo = screen.getByRole('button', { name: 'Undo' });
    expect(undo).toHaveAttribute('aria-disabled', 'false');
    fireEvent.click(undo);
    expect(changes.map((l) => move.make(l as typeof now))).toEqual([move.make(before)]);
    expect(screen.getByRole('button', { name: 'Redo' })).toHaveAttribute('aria-disabled', 'false');
  });

  it('says a kept history it cannot read, and where it was kept, until the level changes', () => {
    sessionStorage.setItem(`${HISTORY_PREFIX}bars`, '{"v":1,');
    render(<EditorPanel family={bars} level={level(bars, '01\n10')} editor={NeverLoaded} onChange={() => {}} newLevel={() => level(bars, '11\n11')} />);
    expect(screen.getByRole('status')).toHaveTextContent(
      'The undo steps kept for this Bars level could not be used (it is not valid JSON); it is kept unchanged under "unstuck.history.bars~unreadable"',
    );
    expect(sessionStorage.getItem(`${HISTORY_PREFIX}bars~unreadable`)).toBe('{"v":1,');
    expect(screen.getByRole('button', { name: 'Undo' })).toHaveAttribute('aria-disabled', 'true');
    fireEvent.click(screen.getByRole('button', { name: 'New level' }));
    expect(screen.queryByText(/could not be used/)).toBeNull();
  });
});
