// Draw a Move level on the blank board with the real family, then play it: arrows, undo,
// a Hint from the worker's own request handler (run in-thread), and the win.
import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { EditorPanel } from '../../../src/editor/EditorPanel.tsx';
import { PlayPanel } from '../../../src/editor/PlayPanel.tsx';
import { SolverClient } from '../../../src/worker/client.ts';
import { getFamily } from '../../../src/puzzles/registry.ts';
import MoveEditor from '../../../src/puzzles/move/Editor.tsx';
import { moveView } from '../../../src/puzzles/move/view.ts';
import { inThreadWorker } from '../../unit/helpers/workers.ts';

const family = getFamily('move')!;

describe('drawing and playing a Move level', () => {
  it('draws a level by clicking, then plays it to a win with a hint on the way', async () => {
    let drawn: unknown;
    function Editor() {
      const [level, setLevel] = useState<unknown>(family.blank());
      return <EditorPanel family={family} editor={MoveEditor} clear={moveView.clear} level={level} onChange={(l) => (setLevel(l), (drawn = l))} />;
    }
    const { unmount } = render(<Editor />);
    const cell = (r: number, c: number) => screen.getByRole('gridcell', { name: new RegExp(`^row ${r} column ${c}:`) });
    const click = (r: number, c: number) => {
      fireEvent.pointerDown(cell(r, c), { button: 0 });
      fireEvent.pointerUp(window);
    };
    fireEvent.click(screen.getByRole('button', { name: 'Clear' }));
    fireEvent.keyDown(window, { key: '4' }); // dot a
    click(1, 1);
    expect(screen.getByRole('group', { name: 'Level problems' })).toHaveTextContent('colour A has 1 dot but 0 targets');
    fireEvent.keyDown(window, { key: '3' }); // target A
    click(1, 3);
    expect(screen.getByRole('group', { name: 'Level problems' })).toHaveTextContent('The level is valid.');
    unmount();

    render(<PlayPanel family={family} view={moveView} level={drawn} solver={new SolverClient(inThreadWorker)} />);
    fireEvent.keyDown(window, { key: 'ArrowRight' });
    fireEvent.click(screen.getByRole('button', { name: 'Undo' }));
    expect(screen.getByTestId('move-count')).toHaveTextContent('Moves: 0');
    fireEvent.click(screen.getByRole('button', { name: 'Hint' }));
    expect(await screen.findByTestId('hint')).toHaveAttribute('data-move', 'R');
    expect(screen.getByTestId('hint')).toHaveTextContent('Hint: All dots →');
    expect(screen.getByTestId('move-count')).toHaveTextContent('(optimal: 2)');
    fireEvent.keyDown(window, { key: 'ArrowRight' });
    fireEvent.keyDown(window, { key: 'ArrowRight' });
    expect(screen.getByRole('alert')).toHaveTextContent('Solved in 2 moves — optimal!');
  }, 30_000);
});
