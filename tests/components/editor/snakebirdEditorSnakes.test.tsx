// Drawing snakes in the Snakebird editor as a designer does: in a Snakefall level (any number of
// snakes), growing and shrinking one, from the keyboard, across another.
import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { SnakebirdHost, gridCell as cell } from './snakebirdHost.tsx';

/** a Snakefall link's level, 4 rows by 6: the exit top left, a floor, snakes of these ids and cells */
const snakefall = (snakes: Record<number, number[]>) =>
  `HyRr4JK1&4&6?4${'0'.repeat(17)}111111/${Object.entries(snakes).map(([id, cells]) => `s${id}?${cells.join('&')}/`).join('')}`;

/** a stroke of the pointer from the first cell through the others */
const drag = (...cells: [number, number][]) => {
  fireEvent.pointerDown(cell(...cells[0]!), { button: 0 });
  for (const c of cells.slice(1)) fireEvent.pointerEnter(cell(...c));
  fireEvent.pointerUp(window);
};
const hint = () => document.querySelector('.ed-hint')?.textContent ?? '';

describe('Snakebird editor: snakes', () => {
  it('a Snakefall level takes a fourth snake and more (Snakefall has any number), each with a label of its own', () => {
    let last = '';
    render(<SnakebirdHost start={snakefall({ 0: [12], 1: [13], 2: [14] })} onLevel={(l) => (last = l)} />);
    fireEvent.keyDown(window, { key: '8' }); // snake
    drag([2, 1]);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(last).toMatch(/\/s3\?6\//);
    drag([2, 3]);
    expect(last).toMatch(/\/s4\?8\//);
    expect(cell(2, 3)).toHaveAccessibleName('row 2 column 3: head of Snakebird r');
  });

  it("a snake's colour list shows its own label, also one the format's list lacks", () => {
    render(<SnakebirdHost start={snakefall({ 0: [12], 4: [13] })} />);
    expect(screen.getByRole('combobox', { name: 'colour of Snakebird r' })).toHaveValue('r');
    expect(screen.getByRole('combobox', { name: 'colour of Red snakebird' })).toHaveValue('R');
  });
});

describe('Snakebird editor: drawing a snake on, back and across', () => {
  const key = (row: number, col: number, k: string) => fireEvent.keyDown(cell(row, col), { key: k });

  it('from the keyboard alone: Enter on the head, Enter on it again (its tail), then Enter beside the tail cell by cell; Enter on the cell before the tail takes it back; Escape starts a new snakebird', () => {
    let last = '';
    render(<SnakebirdHost start={'----*\n-----\n----A\n'} onLevel={(l) => (last = l)} />);
    fireEvent.keyDown(window, { key: '8' }); // snake
    key(1, 1, 'Enter');
    expect(last).toBe('a---*\n-----\n----A\n');
    key(1, 1, 'Enter'); // a snake just made is drawn on once its tail is pressed (a press beside it makes another: gridKeyStroke)
    expect(hint()).toBe('Drawing Green snakebird on from its tail at row 1, column 1; a cell away from the tail, or Escape, starts a new snakebird.');
    key(1, 2, 'Enter');
    key(2, 2, 'Enter');
    key(2, 3, 'Enter');
    expect(last).toBe('ab--*\n-cd--\n----A\n');
    key(2, 2, 'Enter'); // back
    expect(last).toBe('ab--*\n-c---\n----A\n');
    expect(hint()).toMatch(/^Drawing Green snakebird on from its tail at row 2, column 2;/);
    fireEvent.keyDown(window, { key: 'Escape' });
    expect(hint()).toBe('The next press starts a new snakebird.');
    key(2, 3, 'Enter'); // beside the tail, but a new snake now
    expect(last).toBe('ab--*\n-c0--\n----A\n');
    // a tail pressed is drawn on again, by a press beside it
    key(2, 2, 'Enter');
    expect(hint()).toMatch(/^Drawing Green snakebird on from its tail at row 2, column 2;/);
    key(3, 2, 'Enter');
    expect(last).toBe('ab--*\n-c0--\n-d--A\n');
  });
});

describe('Snakebird editor: a stroke on a snake', () => {
  it("a drag from a snake's tail grows it (it took the snake away for a new one), back along it shrinks it", () => {
    let last = '';
    render(<SnakebirdHost start={'-----*\n-ABC--\n------\n'} onLevel={(l) => (last = l)} />);
    fireEvent.keyDown(window, { key: '8' });
    drag([2, 4], [3, 4], [3, 5]);
    expect(last).toBe('-----*\n-ABC--\n---DE-\n');
    drag([3, 5], [3, 4], [2, 4], [2, 3]);
    expect(last).toBe('-----*\n-AB---\n------\n');
    fireEvent.click(screen.getByRole('button', { name: 'Undo' }));
    expect(last).toBe('-----*\n-ABC--\n---DE-\n');
  });

  it('a snake drawn across another leaves it whole: the drawing stops at it', () => {
    let last = '';
    render(<SnakebirdHost start={'-----*\n--A---\n--B---\n'} onLevel={(l) => (last = l)} />);
    fireEvent.keyDown(window, { key: '8' });
    drag([2, 1], [2, 2], [2, 3], [2, 4]);
    expect(last).toBe('-----*\nabA---\n--B---\n');
    expect(screen.getByRole('list', { name: 'Snakes and blocks' })).toHaveTextContent('Red snakebird (A, 2 cells)');
  });
});

describe('Snakebird editor: what an edit took away, and what a format cannot hold', () => {
  it('a snake taken away whole by a cell painted over or a smaller grid is said, and Undo brings it back', () => {
    let last = '';
    render(<SnakebirdHost start={'-----*\nABC---\n-----a\n'} onLevel={(l) => (last = l)} />);
    fireEvent.keyDown(window, { key: '2' }); // wall
    drag([2, 2]);
    expect(last).toBe('-----*\n-#----\n-----a\n');
    expect(hint()).toBe('Removed the Red snakebird. Undo brings it back.');
    fireEvent.click(screen.getByRole('button', { name: 'Undo' }));
    fireEvent.click(screen.getByRole('button', { name: 'Remove column at left' }));
    expect(last).toBe('----*\n-----\n----a\n');
    expect(hint()).toBe('Removed the Red snakebird. Undo brings it back.');
    fireEvent.click(screen.getByRole('button', { name: 'Undo' }));
    expect(last).toBe('-----*\nABC---\n-----a\n');
  });

  it('water painted in a Snakefall level is refused with the reason (its link wrote it as empty space, saying nothing)', () => {
    let last = '';
    render(<SnakebirdHost start={snakefall({ 0: [12] })} onLevel={(l) => (last = l)} />);
    fireEvent.keyDown(window, { key: '4' }); // water
    drag([2, 3]);
    expect(last).toBe('');
    expect(hint()).toBe('A Snakefall level has no water: its rules have none. Spikes kill a snakebird as water does, but hold a block up.');
    expect(cell(2, 3)).toHaveAccessibleName('row 2 column 3: empty');
  });
});

describe('Snakebird editor: the Empty tool, a finger\'s eraser', () => {
  it("takes a block's cell, a snake and fruit away as a right-click does (it left pieces, which a finger could not erase)", () => {
    let last = '';
    render(<SnakebirdHost start={'.......\n. 00 O.\n.>R>G*.\n.......\n'} onLevel={(l) => (last = l)} />);
    fireEvent.keyDown(window, { key: '1' }); // empty
    drag([2, 3]);
    expect(last).toBe('.......\n.  0 O.\n.>R>G*.\n.......\n');
    drag([2, 6], [3, 4]);
    expect(last).toBe('.......\n.  0  .\n.>R  *.\n.......\n');
    expect(hint()).toBe('Removed the Green snakebird. Undo brings it back.');
    drag([1, 1]); // a wall: emptied
    expect(last).toBe(' ......\n.  0  .\n.>R  *.\n.......\n');
  });
});

describe('Snakebird editor: a border taken away', () => {
  it('says what it cut off with it: fruit, a block or cells of one, a snake', () => {
    render(<SnakebirdHost start={'.G<O  0\n.     0\n. 0   .\n.>R  *.\n.......\n'} />);
    fireEvent.click(screen.getByRole('button', { name: 'Remove column at right' }));
    expect(hint()).toBe('Removed 2 cells of block 0. Undo brings them back.');
    fireEvent.click(screen.getByRole('button', { name: 'Remove row at top' }));
    expect(hint()).toBe('Removed the Green snakebird and 1 fruit. Undo brings them back.');
    fireEvent.click(screen.getByRole('button', { name: 'Remove column at left' }));
    expect(hint()).toBe('');
  });
});

describe('Snakebird editor: one stroke, everything it took said', () => {
  it('an Empty drag across two snakes names both (it named the last only)', () => {
    let last = '';
    render(<SnakebirdHost start={'-----*\nA-a-0-\n######\n'} onLevel={(l) => (last = l)} />);
    fireEvent.keyDown(window, { key: '1' }); // empty
    drag([2, 1], [2, 2], [2, 3]);
    expect(last).toBe('-----*\n----0-\n######\n');
    expect(hint()).toBe('Removed the Red snakebird and the Green snakebird. Undo brings them back.');
    // the next stroke starts its own list
    fireEvent.keyDown(window, { key: '2' }); // wall
    drag([1, 1]);
    expect(hint()).toBe('');
  });
});

describe('Snakebird editor: blocks of a Snakefall level', () => {
  it('offers its own block numbers past 9 and the next one, so an eleventh block can be drawn', () => {
    const blocks = Object.fromEntries(Array.from({ length: 10 }, (_, i) => [i, [18 + i]]));
    const map = `4${'0'.repeat(17)}${'0'.repeat(10)}${'1'.repeat(12)}`;
    const objects = `s0?12/${Object.entries(blocks).map(([id, cells]) => `b${id === '9' ? 12 : id}?${cells.join('&')}/`).join('')}`;
    let last = '';
    render(<SnakebirdHost start={`HyRr4JK1&5&8?${map}/${objects}`} onLevel={(l) => (last = l)} />);
    fireEvent.keyDown(window, { key: '9' }); // block
    const select = screen.getByRole('combobox', { name: 'Block' });
    expect([...select.querySelectorAll('option')].map((o) => o.value)).toEqual(['0', '1', '2', '3', '4', '5', '6', '7', '8', '9', '12', '13']);
    fireEvent.change(select, { target: { value: '13' } });
    drag([2, 2]);
    expect(last).toMatch(/\/b13\?9\//);
  });
});

describe("Snakebird editor: a Snakefall link's three teleporter pads (it reads them as plain tiles)", () => {
  const three = 'HyRr4JK1&4&6?400005550000000000111111/s0?12/';
  it('erasing one says all three went; the tool says before it places a pair that they go', () => {
    let last = '';
    render(<SnakebirdHost start={three} onLevel={(l) => (last = l)} />);
    expect(cell(1, 6)).toHaveAccessibleName('row 1 column 6: teleporter');
    fireEvent.keyDown(window, { key: '1' }); // empty
    drag([1, 6]);
    expect(last).not.toMatch(/5/);
    expect(hint()).toBe('Removed the teleporter pads at row 1, column 6; row 2, column 1 and row 2, column 2: pads come in pairs. Undo brings them back.');
    fireEvent.click(screen.getByRole('button', { name: 'Undo' }));
    fireEvent.keyDown(window, { key: '7' }); // teleporter
    drag([3, 4]);
    expect(hint()).toMatch(/ The teleporter pads at row 1, column 6; row 2, column 1 and row 2, column 2 then go: a level has one pair\.$/);
    fireEvent.keyDown(window, { key: 'Escape' });
    drag([1, 6]); // a pad to move: the third goes
    expect(hint()).toMatch(/^Moving the teleporter pad at row 1, column 6: .* The teleporter pad at row 2, column 2 then goes: a level has one pair\.$/);
  });
});
