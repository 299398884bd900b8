import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { readFileSync } from 'node:fs';
import { useMemo, useState } from 'react';
import { EditorPanel } from '../../../src/editor/EditorPanel.tsx';
import SnakebirdEditor from '../../../src/puzzles/snakebird/Editor.tsx';
import { readSnakebird, resizeSnakebird, writeSnakebird } from '../../../src/puzzles/snakebird/editorModel.ts';
import { textFamily } from './textFamily.ts';

const classic = readFileSync('tests/fixtures/levels/snakebird/level01.txt', 'utf8');
// a small level of our own in the jsnell format: a snake, a two-cell block, water, teleporters
const jsnell = ['.........', '. T  T  .', '. >>G 00.', '.  ..  0.', '.O    * .', '~~~~~~~~~', ''].join('\n');

function Host({ start, onLevel }: { start: string; onLevel(l: string): void }) {
  const family = useMemo(() => textFamily('snakebird', start), [start]);
  const [level, setLevel] = useState<unknown>(start);
  return <EditorPanel family={family} level={level} editor={SnakebirdEditor} onChange={(l) => (setLevel(l), onLevel(l as string))} />;
}
const cell = (row: number, col: number) => screen.getByRole('gridcell', { name: new RegExp(`^row ${row} column ${col}:`) });

describe('Snakebird editor model', () => {
  it('reads and writes the classic format', () => {
    const m = readSnakebird(classic);
    expect(m.dialect).toBe('classic');
    expect(m.snakes).toEqual([{ label: 'A', cells: [[5, 3], [5, 2]] }]);
    expect(writeSnakebird(m)).toBe(classic);
  });
  it('reads and writes the jsnell format: snakes traced from the head, blocks by digit', () => {
    const m = readSnakebird(jsnell);
    expect(m.dialect).toBe('jsnell');
    expect(m.snakes).toEqual([{ label: 'G', cells: [[2, 4], [2, 3], [2, 2]] }]);
    expect(m.blocks).toEqual([{ id: '0', cells: [[2, 6], [2, 7], [3, 7]] }]);
    expect(writeSnakebird(m)).toBe(jsnell);
  });
  it('moves pieces with the grid when a row or column is added at the top or left', () => {
    const m = resizeSnakebird(resizeSnakebird(readSnakebird(jsnell), 'top', 1), 'left', 1);
    expect(m.snakes[0]?.cells[0]).toEqual([3, 5]);
    expect(resizeSnakebird(readSnakebird(jsnell), 'left', -1).snakes).toHaveLength(1);
  });
});

describe('Snakebird editor', () => {
  it('draws a snake by dragging from its head along its body, then recolours and deletes it', () => {
    let last = '';
    render(<Host start={'-----\n-----\n-----\n'} onLevel={(l) => (last = l)} />);
    fireEvent.keyDown(window, { key: '8' }); // snake
    fireEvent.pointerDown(cell(1, 3), { button: 0 });
    fireEvent.pointerEnter(cell(1, 2));
    fireEvent.pointerEnter(cell(3, 1)); // not next to the tail: ignored
    fireEvent.pointerEnter(cell(2, 2));
    fireEvent.pointerEnter(cell(2, 1));
    fireEvent.pointerUp(window);
    expect(last).toBe('-BA--\nDC---\n-----\n');
    expect(cell(1, 3)).toHaveAccessibleName('row 1 column 3: head of snake A');
    fireEvent.change(screen.getByRole('combobox', { name: 'colour of snake A' }), { target: { value: 'a' } });
    expect(last).toBe('-ba--\ndc---\n-----\n');
    fireEvent.click(screen.getByRole('button', { name: 'Delete snake a' }));
    expect(last).toBe('-----\n-----\n-----\n');
    fireEvent.click(screen.getByRole('button', { name: 'Undo' }));
    expect(last).toBe('-ba--\ndc---\n-----\n');
  }, 30_000);

  it('paints terrain, and a block or water switches to the jsnell format', () => {
    let last = '';
    render(<Host start={'---\n---\n'} onLevel={(l) => (last = l)} />);
    fireEvent.keyDown(window, { key: '2' }); // wall
    fireEvent.pointerDown(cell(2, 1), { button: 0 });
    fireEvent.pointerEnter(cell(2, 2));
    fireEvent.pointerUp(window);
    fireEvent.keyDown(window, { key: '6' }); // exit
    fireEvent.pointerDown(cell(1, 3), { button: 0 });
    fireEvent.pointerUp(window);
    expect(last).toBe('--*\n##-\n');
    fireEvent.keyDown(window, { key: '9' }); // block 0
    fireEvent.pointerDown(cell(1, 1), { button: 0 });
    fireEvent.pointerUp(window);
    fireEvent.pointerDown(cell(2, 3), { button: 0 });
    fireEvent.pointerUp(window);
    expect(last).toBe('0 *\n..0\n');
    fireEvent.pointerDown(cell(1, 1), { button: 2 }); // erase one block cell
    fireEvent.pointerUp(window);
    expect(last).toBe('  *\n..0\n');
  });
});
