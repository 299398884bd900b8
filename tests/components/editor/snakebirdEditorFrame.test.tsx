// Snakebird's framed level grown and shrunk by the border buttons: the frame stays at the border.
import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { snakebird, type SnakebirdLevel } from '../../../src/puzzles/snakebird/index.ts';
import { snakebirdView } from '../../../src/puzzles/snakebird/view.ts';
import { paintTerrain } from '../../../src/puzzles/snakebird/editorModel.ts';
import { FLOOR_GONE, FLOOR_KEPT } from '../../../src/puzzles/snakebird/Editor.tsx';
import { parseSnakebird as parse, SnakebirdHost as Host } from './snakebirdHost.tsx';

const blank = snakebird.make(snakebirdView.blank());

describe('Snakebird editor: a framed level resized', () => {
  it('adds rows and columns inside the frame, so a game level of 11 by 10 needs no frame painted again', () => {
    let last = blank;
    render(<Host start={blank} onLevel={(l) => (last = l)} />);
    for (let i = 0; i < 4; i++) fireEvent.click(screen.getByRole('button', { name: 'Add row at bottom' }));
    for (let i = 0; i < 1; i++) fireEvent.click(screen.getByRole('button', { name: 'Add column at right' }));
    fireEvent.click(screen.getByRole('button', { name: 'Add row at top' }));
    fireEvent.click(screen.getByRole('button', { name: 'Add column at left' }));
    // (the rows at the bottom go under New level's floor, which stays under its snakebird: growUnderFloor; the column inside the frame carries the floor on)
    expect(last).toBe(
      ['..........', ...Array.from({ length: 4 }, () => '.        .'), '. >>R  * .', '..........', ...Array.from({ length: 3 }, () => '.        .'), '..........', ''].join('\n'),
    );
    // the floor painted as water keeps every column (outside the frame, an empty last column was dropped)
    let l: SnakebirdLevel = parse(last);
    for (let c = 0; c < l.cols; c++) l = paintTerrain(l, l.rows - 1, c, '~');
    expect(parse(snakebird.make(l)).cols).toBe(10);
    // and a row removed at the bottom takes the empty one inside the floor
    fireEvent.click(screen.getByRole('button', { name: 'Remove row at bottom' }));
    expect(last.split('\n').slice(-3)).toEqual(['.        .', '..........', '']);
    fireEvent.click(screen.getByRole('button', { name: 'Remove column at left' }));
    expect(last.split('\n')[1]).toBe('.       .');
  });
  it('grows an open world, or a side that is not a frame, at the border as before', () => {
    let last = '';
    render(<Host start={'----*\n-BA--\n#####\n'} onLevel={(l) => (last = l)} />);
    fireEvent.click(screen.getByRole('button', { name: 'Add row at bottom' }));
    expect(last).toBe('----*\n-BA--\n#####\n-----\n');
  });
});

describe('Snakebird editor: a framed level grown at the bottom keeps its floor under what stands on it', () => {
  const hint = () => document.querySelector('.ed-hint')!;

  it("Add row at bottom: New level's snakebird and exit stay on the floor, the row added a wall under it, and it says so", () => {
    let last = blank;
    render(<Host start={blank} onLevel={(l) => (last = l)} />);
    fireEvent.click(screen.getByRole('button', { name: 'Add row at bottom' }));
    expect(last).toBe(['........', '.      .', '.      .', '.      .', '.>>R  *.', '........', '........', ''].join('\n'));
    expect(hint()).toHaveTextContent(FLOOR_KEPT);
    // the row after goes inside the frame, under the floor: room there, the floor still whole
    fireEvent.click(screen.getByRole('button', { name: 'Add row at bottom' }));
    expect(last.split('\n').slice(4)).toEqual(['.>>R  *.', '........', '.      .', '........', '']);
    // Undo twice: New level as it was
    fireEvent.click(screen.getByRole('button', { name: 'Undo' }));
    fireEvent.click(screen.getByRole('button', { name: 'Undo' }));
    expect(last).toBe(blank);
  });

  it('Set size 30 by 40: the floor stays at row 6 under the snakebird, whole across the columns added, room under it inside the frame, and it says so', () => {
    let last = blank;
    render(<Host start={blank} onLevel={(l) => (last = l)} />);
    fireEvent.change(screen.getByRole('spinbutton', { name: 'Rows' }), { target: { value: '30' } });
    fireEvent.change(screen.getByRole('spinbutton', { name: 'Columns' }), { target: { value: '40' } });
    fireEvent.submit(screen.getByRole('form', { name: 'Size' }));
    const rows = last.trimEnd().split('\n');
    expect([rows.length, rows[0]!.length]).toEqual([30, 40]);
    expect(rows[4]).toBe(`.>>R  *${' '.repeat(32)}.`);
    expect(rows[5]).toBe('.'.repeat(40));
    expect(rows.slice(6, 29).every((r) => r === `.${' '.repeat(38)}.`)).toBe(true);
    expect(rows[29]).toBe('.'.repeat(40));
    expect(hint()).toHaveTextContent(FLOOR_KEPT);
  });

  it('a frame with nothing on it still grows inside itself, the room deeper, and says nothing of a floor', () => {
    let last = '';
    // (the snakebird stands on a ledge above the empty row over the frame)
    render(<Host start={'........\n.      .\n.>R  * .\n.....  .\n.      .\n........\n'} onLevel={(l) => (last = l)} />);
    fireEvent.click(screen.getByRole('button', { name: 'Add row at bottom' }));
    expect(last).toBe('........\n.      .\n.>R  * .\n.....  .\n.      .\n.      .\n........\n');
    expect(hint()).toHaveTextContent('');
  });

  it("Remove row at bottom of New level takes its floor (the row inside the frame has the snakebird on it), and says so", () => {
    let last = blank;
    render(<Host start={blank} onLevel={(l) => (last = l)} />);
    fireEvent.click(screen.getByRole('button', { name: 'Remove row at bottom' }));
    expect(last.split('\n').slice(-2)).toEqual(['.>>R  *.', '']);
    expect(hint()).toHaveTextContent(FLOOR_GONE);
    fireEvent.click(screen.getByRole('button', { name: 'Undo' }));
    expect(last).toBe(blank);
  });
});
