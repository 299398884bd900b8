// Snakebird's framed level grown and shrunk by the border buttons: the frame stays at the border.
import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { snakebird, type SnakebirdLevel } from '../../../src/puzzles/snakebird/index.ts';
import { snakebirdView } from '../../../src/puzzles/snakebird/view.ts';
import { paintTerrain } from '../../../src/puzzles/snakebird/editorModel.ts';
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
    expect(last).toBe(
      ['..........', ...Array.from({ length: 4 }, () => '.        .'), '. >>R  * .', ...Array.from({ length: 4 }, () => '.        .'), '..........', ''].join('\n'),
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
