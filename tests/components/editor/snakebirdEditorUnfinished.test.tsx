// A level may be unfinished while it is drawn: New level's snakebird and exit are erased at once,
// the list of problems says what is missing, and a piece drawn on the exit takes its place, said.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { snakebird } from '../../../src/puzzles/snakebird/index.ts';
import { snakebirdView } from '../../../src/puzzles/snakebird/view.ts';
import { gridCell as cell, SnakebirdHost as Host } from './snakebirdHost.tsx';

const press = (r: number, c: number) => {
  fireEvent.pointerDown(cell(r, c), { button: 0 });
  fireEvent.pointerUp(window);
};
const problems = () => screen.getByRole('group', { name: 'Level problems' }).textContent;

describe('Snakebird editor: a level not finished yet', () => {
  it("erases New level's exit and snakebird at once, names what is missing, and Undo brings them back", () => {
    const blank = snakebird.make(snakebirdView.blank());
    let last = blank;
    render(<Host start={blank} onLevel={(l) => (last = l)} />);
    expect(cell(5, 7)).toHaveAccessibleName('row 5 column 7: exit');
    fireEvent.click(screen.getByRole('radio', { name: /Empty/ }));
    press(5, 7);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(cell(5, 7)).toHaveAccessibleName('row 5 column 7: empty');
    expect(last.split('\n')[0]).toBe('; unfinished: no exit');
    expect(problems()).toMatch(/No exit: a level needs one \(place it with the Exit tool\)/);
    press(5, 4);
    expect(cell(5, 4)).toHaveAccessibleName('row 5 column 4: empty');
    expect(last).toBe(['; unfinished: no snakebird, no exit', '........', '.      .', '.      .', '.      .', '.      .', '........', ''].join('\n'));
    expect(problems()).toMatch(/No snakebird: a level needs at least one.*No exit/);
    fireEvent.click(screen.getByRole('button', { name: 'Undo' }));
    fireEvent.click(screen.getByRole('button', { name: 'Undo' }));
    expect(last).toBe(blank);
  });

  it('a snakebird or block drawn on the exit, or a teleporter pad placed there, takes its place and says so', () => {
    let last = '';
    render(<Host start={'----*\n-----\n-BA--\n#####\n'} onLevel={(l) => (last = l)} />);
    fireEvent.click(screen.getByRole('radio', { name: /Snakebird/ }));
    press(1, 5);
    expect(screen.getByText('Removed the exit at row 1, column 5. Undo brings it back.')).toBeInTheDocument();
    expect(cell(1, 5)).toHaveAccessibleName('row 1 column 5: head of Green snakebird');
    expect(problems()).toMatch(/No exit/);
    expect(last.split('\n')[0]).toBe('; unfinished: no exit');
    fireEvent.click(screen.getByRole('button', { name: 'Undo' }));
    fireEvent.click(screen.getByRole('radio', { name: /Block/ }));
    press(1, 5);
    // (the block frames the open world, its snakebird A relabelled R: the same snakebird, not said to be removed)
    expect(screen.getByText('Removed the exit at row 1, column 5. Undo brings it back.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Undo' }));
    fireEvent.click(screen.getByRole('radio', { name: /Teleporter/ }));
    press(1, 5);
    press(1, 1);
    expect(screen.getByText('Teleporter pair at row 1, column 5 and row 1, column 1, in place of the exit at row 1, column 5.')).toBeInTheDocument();
    // painted over with terrain, the exit shows what replaced it: nothing more is said
    fireEvent.click(screen.getByRole('button', { name: 'Undo' }));
    fireEvent.click(screen.getByRole('radio', { name: /Wall/ }));
    press(1, 5);
    expect(screen.queryByText(/Removed the exit/)).toBeNull();
  });

  it("Clear's snakebird and exit, as New level's, go at once", () => {
    let last = '';
    render(<Host start={'----*\n-----\n-BA--\n#####\n'} onLevel={(l) => (last = l)} />);
    fireEvent.click(screen.getByRole('button', { name: 'Clear' }));
    fireEvent.click(screen.getByRole('button', { name: 'Delete Red snakebird' }));
    fireEvent.click(screen.getByRole('radio', { name: /Empty/ }));
    press(3, 5);
    expect(screen.queryByText(/head of/)).toBeNull();
    expect(last).toBe('; unfinished: no snakebird, no exit\n-----\n-----\n-----\n#####\n');
    expect(problems()).toMatch(/No snakebird.*No exit/);
  });

  it("a level under Snakefall's rules too: its last snakebird is deleted, and what is missing is named", () => {
    const link = readFileSync(join(__dirname, '..', '..', 'fixtures', 'snakefall', 'crashing-down.txt'), 'utf8');
    let last = '';
    render(<Host start={link} onLevel={(l) => (last = l)} />);
    const deletes = screen.getAllByRole('button', { name: /^Delete .* snakebird$/ });
    // (each delete redraws the list: the first button left is pressed, once for each snakebird)
    deletes.forEach(() => fireEvent.click(screen.getAllByRole('button', { name: /^Delete .* snakebird$/ })[0]!));
    expect(deletes.length).toBeGreaterThan(0);
    expect(screen.queryAllByRole('button', { name: /^Delete .* snakebird$/ })).toEqual([]);
    expect(last.split('\n')[0]).toBe('; unfinished: no snakebird');
    expect(snakebird.parse(last)).toMatchObject({ ok: true, level: { rules: 'snakefall', snakes: [] } });
    expect(problems()).toMatch(/No snakebird: a level needs at least one/);
  });
});
