// The grid's size typed: a level copied from a picture is known by its size.
import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { snakebird } from '../../../src/puzzles/snakebird/index.ts';
import { snakebirdView } from '../../../src/puzzles/snakebird/view.ts';
import { SnakebirdHost as Host } from './snakebirdHost.tsx';

const blank = snakebird.make(snakebirdView.blank());

describe('the grid size typed', () => {
  it('sets rows and columns at once (rows at the bottom, columns at the right), one undo step', () => {
    let last = blank;
    render(<Host start={blank} onLevel={(l) => (last = l)} />);
    const size = screen.getByRole('form', { name: 'Size' });
    fireEvent.change(screen.getByRole('spinbutton', { name: 'Rows' }), { target: { value: '12' } });
    fireEvent.change(screen.getByRole('spinbutton', { name: 'Columns' }), { target: { value: '14' } });
    fireEvent.submit(size);
    const rows = last.trimEnd().split('\n');
    expect([rows.length, rows[0]!.length]).toEqual([12, 14]);
    expect(screen.getByRole('grid')).toHaveAccessibleName(/12 rows by 14 columns$/);
    expect(screen.getByRole('spinbutton', { name: 'Rows' })).toHaveValue(12);
    fireEvent.click(screen.getByRole('button', { name: 'Undo' }));
    expect(last).toBe(blank);
    // smaller, and past the limits: kept within 1 and the family's largest
    fireEvent.change(screen.getByRole('spinbutton', { name: 'Rows' }), { target: { value: '5' } });
    fireEvent.change(screen.getByRole('spinbutton', { name: 'Columns' }), { target: { value: '900' } });
    fireEvent.submit(screen.getByRole('form', { name: 'Size' }));
    const small = last.trimEnd().split('\n');
    expect([small.length, small[0]!.length]).toEqual([5, 40]);
  });
});

describe('the grid size typed on a level larger than the editor draws up to', () => {
  // a Snakebird map of 50 rows (a file's, a link's: the format holds up to 256), where the editor adds rows up to 40
  const tall = (() => {
    const rows = blank.trimEnd().split('\n');
    return [rows[0], ...Array<string>(50 - rows.length).fill(rows[1]!), ...rows.slice(1)].join('\n') + '\n';
  })();

  it('takes the size as it is as the largest: a column typed is set, and fewer rows typed are those rows', () => {
    let last = tall;
    render(<Host start={tall} onLevel={(l) => (last = l)} />);
    expect(screen.getByRole('grid')).toHaveAccessibleName(/50 rows by 8 columns$/);
    const size = screen.getByRole<HTMLFormElement>('form', { name: 'Size' });
    fireEvent.change(screen.getByRole('spinbutton', { name: 'Columns' }), { target: { value: '10' } });
    // the browser submits only a form it finds valid: its Rows box, 50, was over its max of 40
    expect(size.checkValidity()).toBe(true);
    fireEvent.submit(size);
    const rows = last.trimEnd().split('\n');
    expect([rows.length, rows[0]!.length]).toEqual([50, 10]);
    expect(screen.getByRole('grid')).toHaveAccessibleName(/50 rows by 10 columns$/);
    fireEvent.change(screen.getByRole('spinbutton', { name: 'Rows' }), { target: { value: '45' } });
    fireEvent.submit(screen.getByRole('form', { name: 'Size' }));
    // (45 rows, not cut to 40)
    expect(screen.getByRole('grid')).toHaveAccessibleName(/45 rows by 10 columns$/);
    fireEvent.change(screen.getByRole('spinbutton', { name: 'Rows' }), { target: { value: '60' } });
    expect(screen.getByRole<HTMLFormElement>('form', { name: 'Size' }).checkValidity()).toBe(false);
  });
});
