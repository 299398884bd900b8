// New level's snakebird and exit stand where a level copied from the game has other things: the
// last one painted over is refused saying what to do first, and the word goes once it is done.
import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { gridCell as cell, SnakebirdHost as Host } from './snakebirdHost.tsx';

const press = (r: number, c: number) => {
  fireEvent.pointerDown(cell(r, c), { button: 0 });
  fireEvent.pointerUp(window);
};

describe('Snakebird editor: the last snakebird or exit painted over', () => {
  it('says to place the new one first, and the word goes once it is placed', () => {
    let last = '';
    render(<Host start={['........', '.      .', '.>>R  *.', '........', ''].join('\n')} onLevel={(l) => (last = l)} />);
    fireEvent.click(screen.getByRole('radio', { name: /Fruit/ }));
    press(3, 7);
    expect(screen.getByRole('alert').textContent).toBe('A level needs an exit: place the new one first (Exit tool), then paint over or erase this one.');
    fireEvent.click(screen.getByRole('radio', { name: /Exit/ }));
    press(2, 2);
    expect(screen.queryByRole('alert')).toBeNull();
    fireEvent.click(screen.getByRole('radio', { name: /Fruit/ }));
    press(3, 7);
    press(3, 3);
    expect(screen.getByRole('alert').textContent).toBe('A level needs a snakebird: draw the new one first, then erase this one.');
    expect(last).toBe(['........', '.*     .', '.>>R  O.', '........', ''].join('\n'));
  });
});
