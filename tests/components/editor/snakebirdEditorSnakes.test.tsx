// Drawing snakes in the Snakebird editor as a designer does: in a Snakefall level (any number of
// snakes), growing and shrinking one, from the keyboard, across another.
import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { SnakebirdHost, gridCell as cell } from './snakebirdHost.tsx';

/** a Snakefall link's level, 4 rows by 6: the exit top left, a floor, snakes of these ids and cells */
const snakefall = (snakes: Record<number, number[]>) =>
  `HyRr4JK1&4&6?4${'0'.repeat(17)}111111/${Object.entries(snakes).map(([id, cells]) => `s${id}?${cells.join('&')}/`).join('')}`;

describe('Snakebird editor: snakes', () => {
  it('a Snakefall level takes a fourth snake and more (Snakefall has any number), each with a label of its own', () => {
    let last = '';
    render(<SnakebirdHost start={snakefall({ 0: [12], 1: [13], 2: [14] })} onLevel={(l) => (last = l)} />);
    fireEvent.keyDown(window, { key: '8' }); // snake
    fireEvent.pointerDown(cell(2, 1), { button: 0 });
    fireEvent.pointerUp(window);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(last).toMatch(/\/s3\?6\//);
    fireEvent.pointerDown(cell(2, 2), { button: 0 });
    fireEvent.pointerUp(window);
    expect(last).toMatch(/\/s4\?7\//);
    expect(cell(2, 2)).toHaveAccessibleName('row 2 column 2: head of Snakebird r');
  });

  it("a snake's colour list shows its own label, also one the format's list lacks", () => {
    render(<SnakebirdHost start={snakefall({ 0: [12], 4: [13] })} />);
    expect(screen.getByRole('combobox', { name: 'colour of Snakebird r' })).toHaveValue('r');
    expect(screen.getByRole('combobox', { name: 'colour of Red snakebird' })).toHaveValue('R');
  });
});
