// An edit whose level the jsnell text cannot hold whole (an empty last column) is refused, saying
// what would go: the water painted on a floor took the empty columns at the right away, unsaid.
import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { gridCell as cell, SnakebirdHost as Host } from './snakebirdHost.tsx';

describe('Snakebird editor: what the text cannot keep', () => {
  it('refuses water that would make the level jsnell and drop its empty last column, saying so', () => {
    let last = '';
    render(<Host start={['........', '.  *   .', '. >R   .', '........', ''].join('\n')} onLevel={(l) => (last = l)} />);
    fireEvent.click(screen.getByRole('radio', { name: /Empty/ }));
    fireEvent.pointerDown(cell(1, 8), { button: 0 });
    for (const r of [2, 3, 4]) fireEvent.pointerEnter(cell(r, 8));
    fireEvent.pointerUp(window);
    expect(screen.getByRole('grid')).toHaveAccessibleName(/4 rows by 8 columns$/);
    const kept = last;
    fireEvent.click(screen.getByRole('radio', { name: /Water/ }));
    fireEvent.pointerDown(cell(4, 2), { button: 0 });
    fireEvent.pointerUp(window);
    expect(screen.getByRole('alert').textContent).toBe(
      'That edit would lose part of the level: its text (jsnell) cannot keep 1 empty column at the right. Put a wall or water in the last row and column first, or remove them.',
    );
    expect(screen.getByRole('grid')).toHaveAccessibleName(/4 rows by 8 columns$/);
    expect(last).toBe(kept);
  });
});
