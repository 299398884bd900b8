// The refused edit's line above the grid stays through a stroke, so the cells do not move under
// the pointer: gone at the stroke's first cell, it moved the grid up a line mid-stroke.
import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { gridCell as cell, SnakebirdHost as Host } from './snakebirdHost.tsx';

describe('a refused edit said above the grid', () => {
  it('stays while the next stroke is under way and goes as it is let go', () => {
    // (water frames the open world, whose text, jsnell, cannot keep its empty last column)
    render(<Host start={'---*-\n-----\n---A-\n'} />);
    const water = () => {
      fireEvent.click(screen.getByRole('radio', { name: /Water/ }));
      fireEvent.pointerDown(cell(1, 1), { button: 0 });
      fireEvent.pointerUp(window);
    };
    water();
    expect(screen.getByRole('alert').textContent).toMatch(/would lose part of the level/);
    fireEvent.click(screen.getByRole('radio', { name: /Wall/ }));
    fireEvent.pointerDown(cell(1, 1), { button: 0 });
    fireEvent.pointerEnter(cell(1, 2));
    expect(cell(1, 2).getAttribute('aria-label')).toBe('row 1 column 2: wall');
    expect(screen.getByRole('alert').textContent).toMatch(/would lose part of the level/);
    fireEvent.pointerUp(window);
    expect(screen.queryByRole('alert')).toBeNull();
    // with no pointer down (Undo) a line goes at once
    water();
    expect(screen.getByRole('alert')).toBeTruthy();
    fireEvent.keyDown(window, { key: 'z', ctrlKey: true });
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
