// An exit placed on a level that has one adds a second: the editor says where each is, and that a
// snakebird may leave by any (as the readers and the search take them), so New level's exit is not
// left behind unseen in a level copied from the game (valid, and solved otherwise).
import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { gridCell as cell, SnakebirdHost as Host } from './snakebirdHost.tsx';

describe('Snakebird editor: exits', () => {
  it('says where the exits are while there is more than one', () => {
    render(<Host start={['........', '.      .', '.>>R  *.', '........', ''].join('\n')} />);
    expect(screen.queryByText(/exits, at/)).toBeNull();
    fireEvent.click(screen.getByRole('radio', { name: /Exit/ }));
    fireEvent.pointerDown(cell(2, 3), { button: 0 });
    fireEvent.pointerUp(window);
    expect(screen.getByText(/exits, at/).textContent).toBe(
      "2 exits, at row 2, column 3 and row 3, column 7: a snakebird may leave by any of them (a level of the game has one: New level's, left behind, is one more).",
    );
    fireEvent.click(screen.getByRole('radio', { name: /Empty/ }));
    fireEvent.pointerDown(cell(3, 7), { button: 0 });
    fireEvent.pointerUp(window);
    expect(screen.queryByText(/exits, at/)).toBeNull();
  });
});
