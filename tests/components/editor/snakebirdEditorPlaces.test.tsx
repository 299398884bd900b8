// Where the Snakebird editor says things: beside the palette, where a person who just picked a
// tool looks (under a phone's grid they were out of sight), and never moving the grid mid-stroke.
import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { SnakebirdHost as Editor, gridCell as cell } from './snakebirdHost.tsx';

const hint = () => document.querySelector('.ed-hint')!;
/** a before b in the page */
const before = (a: Element, b: Element) => (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0;

describe('Snakebird editor: where its words are', () => {
  const pair = '........\n.      .\n.  T T .\n.      .\n.>>R  *.\n........\n';

  it("the Teleporter tool's words on a pad waiting, a pair placed or a pad moved are under its instruction, above the grid", () => {
    render(<Editor start={pair} />);
    fireEvent.keyDown(window, { key: '7' }); // teleporter
    fireEvent.pointerDown(cell(2, 2), { button: 0 });
    fireEvent.pointerUp(window);
    expect(hint()).toHaveTextContent(/^Teleporter pad at row 2, column 2: choose a second cell/);
    const how = screen.getByText(/^Choose a cell for one pad/);
    const grid = screen.getByRole('grid');
    expect(before(screen.getByRole('radiogroup', { name: 'Palette' }), how)).toBe(true);
    expect(before(how, hint())).toBe(true);
    expect(before(hint(), grid)).toBe(true);
    fireEvent.pointerDown(cell(4, 2), { button: 0 });
    fireEvent.pointerUp(window);
    expect(hint()).toHaveTextContent('Teleporter pair at row 2, column 2 and row 4, column 2.');
  });

  it("a refusal (every colour taken) is said above the grid too", () => {
    render(<Editor start={'.......\n.>R   .\n.>G   .\n.>B  *.\n.......\n'} />);
    fireEvent.keyDown(window, { key: '8' }); // snake
    fireEvent.pointerDown(cell(2, 5), { button: 0 });
    fireEvent.pointerUp(window);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent(/^Every snakebird colour of this format is taken/);
    expect(before(alert, screen.getByRole('grid'))).toBe(true);
  });

  it('a pair erased by a stroke is said once the stroke ends: the line above the grid does not change under a held pointer', () => {
    render(<Editor start={pair} />);
    // the word of a first stroke stands while the next is painted
    fireEvent.pointerDown(cell(3, 4), { button: 2 });
    fireEvent.pointerUp(window);
    expect(hint()).toHaveTextContent(/^Removed the teleporter pair at row 3, column 4 and row 3, column 6/);
    fireEvent.pointerDown(cell(2, 2), { button: 0 }); // a wall
    fireEvent.pointerEnter(cell(2, 3));
    expect(hint()).toHaveTextContent(/^Removed the teleporter pair/);
    fireEvent.pointerUp(window);
    expect(hint()).toHaveTextContent('');
    fireEvent.click(screen.getByRole('button', { name: 'Undo' }));
    fireEvent.click(screen.getByRole('button', { name: 'Undo' }));
    // and a stroke that takes a pair away says so when it ends, not while it is painted
    fireEvent.pointerDown(cell(2, 3), { button: 0 });
    fireEvent.pointerEnter(cell(2, 4));
    fireEvent.pointerEnter(cell(3, 4)); // a pad
    expect(hint()).toHaveTextContent('');
    fireEvent.pointerUp(window);
    expect(hint()).toHaveTextContent(/^Removed the teleporter pair at row 3, column 4 and row 3, column 6/);
  });

  it('the Block tool says a block is one piece however far apart its cells, and how to start another', () => {
    render(<Editor start={'.......\n.>R  *.\n.......\n'} />);
    fireEvent.keyDown(window, { key: '9' }); // block
    const how = screen.getByText('The cells of one block move as one, touching or not: choose another number for another block.');
    expect(before(screen.getByRole('radiogroup', { name: 'Palette' }), how)).toBe(true);
    expect(before(how, screen.getByRole('combobox', { name: 'Block' }))).toBe(true);
  });
});
