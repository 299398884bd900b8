// A stroke from the keyboard, as a drag is one: Shift+arrows paint the cell the stroke starts on
// and each cell moved to, one undo step until Shift is let go. Snakebird's snakes are drawn so,
// and a press beside a one-cell snake just made makes another (no Escape between them).
import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { SnakebirdHost, gridCell as cell } from './snakebirdHost.tsx';

const shiftArrow = (row: number, col: number, key: string, alt = false) => fireEvent.keyDown(cell(row, col), { key, shiftKey: true, altKey: alt });
const letGo = () => fireEvent.keyUp(window, { key: 'Shift' });
const undo = () => fireEvent.click(screen.getByRole('button', { name: 'Undo' }));

describe('the grid editor: a stroke from the keyboard', () => {
  it('Shift+arrows paint walls from the cell focused along each cell moved to, one undo step; Alt with them erases', () => {
    let last = '';
    render(<SnakebirdHost start={'----*\n-----\n----A\n'} onLevel={(l) => (last = l)} />);
    fireEvent.keyDown(window, { key: '2' }); // wall
    shiftArrow(1, 1, 'ArrowRight');
    expect(document.activeElement).toBe(cell(1, 2));
    shiftArrow(1, 2, 'ArrowDown');
    shiftArrow(2, 2, 'ArrowRight');
    letGo();
    expect(last).toBe('##--*\n-##--\n----A\n');
    // an arrow without Shift moves and paints nothing
    fireEvent.keyDown(cell(2, 3), { key: 'ArrowRight' });
    expect(last).toBe('##--*\n-##--\n----A\n');
    shiftArrow(2, 4, 'ArrowLeft', true);
    letGo();
    expect(last).toBe('##--*\n-#---\n----A\n');
    undo();
    expect(last).toBe('##--*\n-##--\n----A\n');
    undo();
    expect(last).toBe('----*\n-----\n----A\n');
  });

  it('the grid says its keys', () => {
    render(<SnakebirdHost start={'----*\n-----\n----A\n'} />);
    expect(screen.getByRole('grid')).toHaveAccessibleDescription(/Shift with the arrow keys paints .* as one stroke \(one undo step\) until Shift is let go/);
  });
});

describe('Snakebird editor: snakes from the keyboard', () => {
  it('Shift+arrows draw a snake head to tail, and back along it take cells off; one Undo takes it away', () => {
    let last = '';
    render(<SnakebirdHost start={'----*\n-----\n----A\n'} onLevel={(l) => (last = l)} />);
    fireEvent.keyDown(window, { key: '8' }); // snake
    shiftArrow(1, 1, 'ArrowRight');
    shiftArrow(1, 2, 'ArrowDown');
    shiftArrow(2, 2, 'ArrowRight');
    shiftArrow(2, 3, 'ArrowLeft'); // back
    letGo();
    expect(last).toBe('ab--*\n-c---\n----A\n');
    undo();
    expect(last).toBe('----*\n-----\n----A\n');
  });

  it('one-cell snakes side by side, a press each, with no Escape between them', () => {
    let last = '';
    render(<SnakebirdHost start={'----*\n-----\n----A\n'} onLevel={(l) => (last = l)} />);
    fireEvent.keyDown(window, { key: '8' });
    fireEvent.keyDown(cell(1, 1), { key: 'Enter' });
    fireEvent.keyDown(cell(1, 2), { key: 'Enter' });
    expect(last).toBe('a0--*\n-----\n----A\n');
    // a tail pressed is still drawn on by a press beside it
    fireEvent.keyDown(cell(1, 2), { key: 'Enter' });
    fireEvent.keyDown(cell(2, 2), { key: 'Enter' });
    expect(last).toBe('a0--*\n-1---\n----A\n');
  });
});
