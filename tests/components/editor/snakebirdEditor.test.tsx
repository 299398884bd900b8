import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { resizeSnakebird, settleFrame } from '../../../src/puzzles/snakebird/editorModel.ts';
import { snakebird } from '../../../src/puzzles/snakebird/index.ts';
import { snakebirdView } from '../../../src/puzzles/snakebird/view.ts';
import { gridCell as cell, parseSnakebird as parse, SnakebirdHost as Host } from './snakebirdHost.tsx';

// a small level of our own in the jsnell format: a snake, a two-cell block, water, teleporters
const jsnell = ['.........', '. T  T  .', '. >>G 00.', '.  ..  0.', '.O    * .', '~~~~~~~~~', ''].join('\n');

describe('Snakebird editing model', () => {
  it('moves pieces with the grid when a row or column is added at the top or left', () => {
    const m = resizeSnakebird(resizeSnakebird(parse(jsnell), 'top', 1), 'left', 1);
    expect(m.snakes[0]?.cells[0]).toEqual([3, 5]);
    expect(m.fruit).toEqual([[5, 2]]);
    expect(snakebird.parse(snakebird.make(m)).ok).toBe(true);
    expect(resizeSnakebird(parse(jsnell), 'left', -1).snakes).toHaveLength(1);
  });
  it('frames an open world, relabelling its snakes by colour, only when a piece needs it', () => {
    const open = parse('----*\n-BA--\n#####\n');
    expect(settleFrame(open)).toBe(open);
    const framed = settleFrame({ ...open, terrain: ['    *', '     ', '###~#'] });
    expect([framed.open, framed.snakes.map((s) => s.label)]).toEqual([false, ['R']]);
  });
});

describe('Snakebird editor', () => {
  it('draws a snake by dragging from its head along its body, then recolours and deletes it', () => {
    let last = '';
    render(<Host start={'----*\n-----\n----A\n'} onLevel={(l) => (last = l)} />);
    fireEvent.keyDown(window, { key: '8' }); // snake
    fireEvent.pointerDown(cell(1, 3), { button: 0 });
    fireEvent.pointerEnter(cell(1, 2));
    fireEvent.pointerEnter(cell(3, 1)); // not next to the tail: ignored
    fireEvent.pointerEnter(cell(2, 2));
    fireEvent.pointerEnter(cell(2, 1));
    fireEvent.pointerUp(window);
    expect(last).toBe('-ba-*\ndc---\n----A\n');
    // the board draws the new snake where it was painted; its paint layer lies over the level's
    // cells, inside the two cells of open world the board shows left, right and above them
    expect(screen.getByTestId('snake-a')).toBeInTheDocument();
    const layer = screen.getByRole('grid').style;
    expect([layer.left, layer.top, layer.width, layer.height]).toEqual([`${200 / 9}%`, '40%', `${500 / 9}%`, '60%']);
    expect(cell(1, 3)).toHaveAccessibleName('row 1 column 3: head of Green snakebird');
    // one name for a snake everywhere; its letter only beside it in the list, as the level's text writes it
    expect(screen.getByRole('list', { name: 'Snakes and blocks' })).toHaveTextContent('Red snakebird (A, 1 cell) colour Red (A)Green (a), swapBlue (0) Delete Red snakebirdGreen snakebird (a, 4 cells)');
    fireEvent.change(screen.getByRole('combobox', { name: 'colour of Green snakebird' }), { target: { value: '0' } });
    expect(last).toBe('-10-*\n32---\n----A\n');
    fireEvent.click(screen.getByRole('button', { name: 'Delete Blue snakebird' }));
    expect(last).toBe('----*\n-----\n----A\n');
    fireEvent.click(screen.getByRole('button', { name: 'Undo' }));
    expect(last).toBe('-10-*\n32---\n----A\n');
  }, 30_000);

  it('deletes the last snake, as a level not finished yet, which the list of problems names', () => {
    let last = '';
    render(<Host start={'----*\n-----\n----A\n'} onLevel={(l) => (last = l)} />);
    fireEvent.click(screen.getByRole('button', { name: 'Delete Red snakebird' }));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(cell(3, 5)).toHaveAccessibleName('row 3 column 5: empty');
    expect(last).toBe('; unfinished: no snakebird\n----*\n-----\n-----\n');
    expect(screen.getByRole('group', { name: 'Level problems' })).toHaveTextContent(/No snakebird: a level needs at least one/);
  });

  it('refuses an edit the format cannot hold, saying why, and takes the message away once the level changes by Undo, Redo, an import, New level or Clear', () => {
    render(<Host start={'----*\n-----\n----A\n'} onLevel={() => {}} />);
    // water frames the open world, whose text (jsnell) cannot keep the empty column added at the right
    const refuse = () => {
      fireEvent.click(screen.getByRole('button', { name: 'Add column at right' }));
      fireEvent.click(screen.getByRole('radio', { name: /Water/ }));
      fireEvent.pointerDown(cell(1, 1), { button: 0 });
      fireEvent.pointerUp(window);
      expect(screen.getByRole('alert')).toHaveTextContent(/^That edit would lose part of the level: its text \(jsnell\) cannot keep \d empty columns? at the right/);
    };
    const gone = () => expect(screen.queryByText(/That edit would lose part of the level/)).toBeNull();
    refuse();
    fireEvent.click(screen.getByRole('button', { name: 'Undo' }));
    gone();
    refuse();
    fireEvent.click(screen.getByRole('button', { name: 'Undo' }));
    fireEvent.click(screen.getByRole('button', { name: 'Redo' }));
    gone();
    // Undo and Redo again bring back the very level the edit was refused on: still no message
    refuse();
    fireEvent.click(screen.getByRole('button', { name: 'Undo' }));
    fireEvent.click(screen.getByRole('button', { name: 'Redo' }));
    gone();
    refuse();
    fireEvent.click(screen.getByRole('button', { name: 'Import text' }));
    fireEvent.change(screen.getByRole('textbox'), { target: { value: '--*\n--A\n' } });
    fireEvent.click(screen.getByRole('button', { name: 'Import' }));
    gone();
    refuse();
    fireEvent.click(screen.getByRole('button', { name: 'Clear' }));
    gone();
    refuse();
    fireEvent.click(screen.getByRole('button', { name: 'New level' }));
    gone();
  }, 30_000);

  it('paints terrain, and a block or water switches to the jsnell format', () => {
    let last = '';
    render(<Host start={'*---\n---A\n----\n'} onLevel={(l) => (last = l)} />);
    fireEvent.keyDown(window, { key: '2' }); // wall
    fireEvent.pointerDown(cell(3, 1), { button: 0 });
    fireEvent.pointerEnter(cell(3, 2));
    fireEvent.pointerUp(window);
    fireEvent.keyDown(window, { key: '5' }); // fruit
    fireEvent.pointerDown(cell(1, 3), { button: 0 });
    fireEvent.pointerUp(window);
    expect(last).toBe('*-+-\n---A\n##--\n');
    fireEvent.keyDown(window, { key: '9' }); // block 0
    fireEvent.pointerDown(cell(2, 1), { button: 0 });
    fireEvent.pointerUp(window);
    fireEvent.pointerDown(cell(3, 3), { button: 0 });
    fireEvent.pointerUp(window);
    expect(last).toBe('* O \n0  R\n..0 \n');
    fireEvent.pointerDown(cell(2, 1), { button: 2 }); // erase one block cell
    fireEvent.pointerUp(window);
    expect(last).toBe('* O \n   R\n..0 \n');
  });

  it('names the format a level is kept in, and for a Snakefall link the rules it is played by', () => {
    const link = 'https://wolfesoftware.com/snakefall/#level=HyRr4JK1&15&18?*z0*m04*S01*G0101*R01*D0*01*A0*01*A0111*40/s8?207&206/f0?168/f1?172/';
    let last = '';
    render(<Host start={'----*\n-----\n----A\n'} onLevel={(l) => (last = l)} />);
    expect(screen.getByText(/^Format:/)).toHaveTextContent('Format: classic (open world)');
    fireEvent.click(screen.getByRole('button', { name: 'Import text' }));
    fireEvent.change(screen.getByRole('textbox'), { target: { value: link } });
    fireEvent.click(screen.getByRole('button', { name: 'Import' }));
    expect(screen.getByText(/^Format:/)).toHaveTextContent("Format: Snakefall link (played by Snakefall's rules)");
    // an edit keeps the rules, and the note with them
    fireEvent.pointerDown(cell(1, 1), { button: 0 }); // a wall
    fireEvent.pointerUp(window);
    expect(last).toMatch(/^HyRr4JK1&15&18\?/); // still a Snakefall link's level
    expect(screen.getByText(/^Format:/)).toHaveTextContent("Format: Snakefall link (played by Snakefall's rules)");
    fireEvent.click(screen.getByRole('button', { name: 'Import text' }));
    fireEvent.change(screen.getByRole('textbox'), { target: { value: '.....\n.>R*.\n.....\n' } });
    fireEvent.click(screen.getByRole('button', { name: 'Import' }));
    expect(screen.getByText(/^Format:/)).toHaveTextContent('Format: jsnell (framed)');
    // an M-FF-M grid with a block over a pad: jsnell draws one thing a cell, so make() writes the grid
    const mffm = '3 5\n.A<..\n@a.a.\n#####\n3 0 not over 1 1 4 1\n';
    fireEvent.click(screen.getByRole('button', { name: 'Import text' }));
    fireEvent.change(screen.getByRole('textbox'), { target: { value: mffm } });
    fireEvent.click(screen.getByRole('button', { name: 'Import' }));
    expect(screen.getByText(/^Format:/)).toHaveTextContent('Format: M-FF-M grid (framed; jsnell would lose part of it)');
    expect(snakebird.make(parse(mffm))).toMatch(/not over/);
  });

  describe('teleporters, placed as a pair', () => {
    const pair = '........\n.      .\n.  T T .\n.      .\n.>>R  *.\n........\n';
    const blank = () => snakebird.make(snakebirdView.blank());
    const click = (row: number, col: number, button = 0) => {
      fireEvent.pointerDown(cell(row, col), { button });
      fireEvent.pointerUp(window);
    };
    const pads = (text: string) => text.split('\n').flatMap((line, r) => [...line].flatMap((ch, c) => (ch === 'T' ? [`${r + 1},${c + 1}`] : [])));
    const hint = () => document.querySelector('.ed-hint')?.textContent ?? '';

    it('the first click marks a pad that waits (drawn dashed, not in the level), the second places the pair as one undo step', () => {
      let last = '';
      render(<Host start={blank()} onLevel={(l) => (last = l)} />);
      fireEvent.keyDown(window, { key: '7' }); // teleporter
      click(2, 2);
      expect(last).toBe(''); // the level is untouched: a lone pad is no level
      expect(screen.queryByRole('alert')).toBeNull();
      expect(hint()).toBe('Teleporter pad at row 2, column 2: choose a second cell for the other pad; this pad again, or Escape, cancels.');
      expect(cell(2, 2)).toHaveAccessibleName('row 2 column 2: empty, teleporter pad waiting for its pair');
      expect(screen.getAllByTestId('waiting-pad')).toHaveLength(1);
      click(2, 5);
      expect(pads(last)).toEqual(['2,2', '2,5']);
      expect(screen.queryByTestId('waiting-pad')).toBeNull();
      expect(screen.queryByRole('alert')).toBeNull();
      expect(hint()).toBe('Teleporter pair at row 2, column 2 and row 2, column 5.');
      expect(cell(2, 5)).toHaveAccessibleName('row 2 column 5: teleporter');
      fireEvent.click(screen.getByRole('button', { name: 'Undo' }));
      expect(pads(last)).toEqual([]);
      expect(last).toBe(blank());
    });

    // (a drag from a cell, or from a pad, is a press there and a press where it is let go: the pad
    // was left waiting where the drag began, the drop unheard)
    it('a drag from a cell to another places the pair on both; a pad dragged moves to where it is let go; back onto itself it waits', () => {
      let last = '';
      render(<Host start={blank()} onLevel={(l) => (last = l)} />);
      fireEvent.keyDown(window, { key: '7' });
      const drag = (path: [number, number][]) => {
        fireEvent.pointerDown(cell(...path[0]!), { button: 0 });
        for (const p of path.slice(1)) fireEvent.pointerEnter(cell(...p));
        fireEvent.pointerUp(window);
      };
      drag([[2, 2], [2, 3], [2, 4], [2, 5]]);
      expect(pads(last)).toEqual(['2,2', '2,5']);
      expect(screen.queryByTestId('waiting-pad')).toBeNull();
      expect(hint()).toBe('Teleporter pair at row 2, column 2 and row 2, column 5.');
      drag([[2, 5], [3, 5], [3, 6]]);
      expect(pads(last)).toEqual(['2,2', '3,6']);
      expect(screen.queryByTestId('waiting-pad')).toBeNull();
      // one undo step each
      fireEvent.click(screen.getByRole('button', { name: 'Undo' }));
      expect(pads(last)).toEqual(['2,2', '2,5']);
      drag([[2, 2], [3, 2], [2, 2]]);
      expect(screen.getAllByTestId('waiting-pad')).toHaveLength(1);
      expect(pads(last)).toEqual(['2,2', '2,5']);
    });

    it('Escape, a second click on the waiting pad, another tool or an Undo puts the waiting pad away', () => {
      let last = '';
      render(<Host start={blank()} onLevel={(l) => (last = l)} />);
      fireEvent.keyDown(window, { key: '7' });
      click(2, 2);
      fireEvent.keyDown(window, { key: 'Escape' });
      expect(screen.queryByTestId('waiting-pad')).toBeNull();
      expect(hint()).toBe('No teleporter placed.');
      click(2, 2);
      click(2, 2);
      expect(screen.queryByTestId('waiting-pad')).toBeNull();
      click(2, 2);
      fireEvent.keyDown(window, { key: '2' }); // wall
      fireEvent.keyDown(window, { key: '7' });
      expect(screen.queryByTestId('waiting-pad')).toBeNull();
      expect(last).toBe('');
      fireEvent.keyDown(window, { key: '2' });
      click(2, 3); // a wall, to undo
      fireEvent.keyDown(window, { key: '7' });
      click(2, 2);
      fireEvent.click(screen.getByRole('button', { name: 'Undo' }));
      expect(screen.queryByTestId('waiting-pad')).toBeNull();
      expect(last).toBe(blank());
    });

    it("Escape pressed in a dialog over the editor (My levels) or in a text box closes that, and leaves the waiting pad alone", () => {
      render(
        <>
          <Host start={blank()} onLevel={() => {}} />
          <div role="dialog" aria-label="My levels">
            <input aria-label="Find" />
          </div>
        </>,
      );
      fireEvent.keyDown(window, { key: '7' });
      click(2, 2);
      const box = screen.getByRole('textbox', { name: 'Find' });
      fireEvent.keyDown(box, { key: 'Escape' });
      expect(screen.getAllByTestId('waiting-pad')).toHaveLength(1);
      expect(hint()).toMatch(/^Teleporter pad at row 2, column 2: choose a second cell/);
      fireEvent.keyDown(screen.getByRole('dialog', { name: 'My levels' }), { key: 'Escape' });
      expect(screen.getAllByTestId('waiting-pad')).toHaveLength(1);
      fireEvent.keyDown(screen.getByRole('spinbutton', { name: /rows/i }), { key: 'Escape' });
      expect(screen.getAllByTestId('waiting-pad')).toHaveLength(1);
      fireEvent.keyDown(window, { key: 'Escape' });
      expect(screen.queryByTestId('waiting-pad')).toBeNull();
      expect(hint()).toBe('No teleporter placed.');
    });

    it('from the keyboard: Enter marks the pad, the arrows go to the other cell, Enter places the pair', () => {
      let last = '';
      render(<Host start={blank()} onLevel={(l) => (last = l)} />);
      fireEvent.keyDown(window, { key: '7' });
      cell(1, 1).focus();
      fireEvent.keyDown(cell(1, 1), { key: 'ArrowDown' });
      fireEvent.keyDown(cell(2, 1), { key: 'Enter' });
      expect(screen.getAllByTestId('waiting-pad')).toHaveLength(1);
      fireEvent.keyDown(cell(2, 1), { key: 'ArrowRight' });
      fireEvent.keyDown(cell(2, 2), { key: 'ArrowRight' });
      fireEvent.keyDown(cell(2, 3), { key: 'Enter' });
      expect(pads(last)).toEqual(['2,1', '2,3']);
    });

    it('erasing a pad removes its pair, saying so, and one Undo brings both back; so does a pad painted over', () => {
      let last = '';
      render(<Host start={pair} onLevel={(l) => (last = l)} />);
      click(3, 4, 2); // right-click: erase
      expect(screen.queryByRole('alert')).toBeNull();
      expect(pads(last)).toEqual([]);
      expect(hint()).toBe('Removed the teleporter pair at row 3, column 4 and row 3, column 6: pads come in pairs. Undo brings both back.');
      fireEvent.click(screen.getByRole('button', { name: 'Undo' }));
      expect(last).toBe(pair);
      expect(hint()).toBe('');
      fireEvent.keyDown(window, { key: '2' }); // wall over a pad
      click(3, 6);
      expect(last).toBe('........\n.      .\n.    . .\n.      .\n.>>R  *.\n........\n');
      expect(screen.queryByRole('alert')).toBeNull();
      expect(hint()).toMatch(/^Removed the teleporter pair/);
    });

    it('a pad clicked with the Teleporter tool is moved to the next cell clicked; a new pair replaces the old', () => {
      let last = '';
      render(<Host start={pair} onLevel={(l) => (last = l)} />);
      fireEvent.keyDown(window, { key: '7' });
      click(3, 4);
      expect(hint()).toBe('Moving the teleporter pad at row 3, column 4: choose the cell to put it on; the pad again, or Escape, cancels.');
      expect(cell(3, 4)).toHaveAccessibleName('row 3 column 4: teleporter, teleporter pad to move');
      click(2, 2);
      expect(pads(last)).toEqual(['2,2', '3,6']);
      click(4, 2);
      expect(hint()).toBe('Teleporter pad at row 4, column 2: choose a second cell for the other pad; this pad again, or Escape, cancels. The pair at row 2, column 2 and row 3, column 6 then goes: a level has one pair.');
      click(4, 5);
      expect(pads(last)).toEqual(['4,2', '4,5']);
    });

    it('a pad cut off by a smaller grid takes its pair with it', () => {
      let last = '';
      render(<Host start={'.......\n.     .\n.  T  T\n.     .\n.>>R *.\n.......\n'} onLevel={(l) => (last = l)} />);
      fireEvent.click(screen.getByRole('button', { name: 'Remove column at right' }));
      expect(screen.queryByRole('alert')).toBeNull();
      expect(pads(last)).toEqual([]);
      expect(hint()).toMatch(/^Removed the teleporter pair at row 3, column 4 and row 3, column 7/);
    });
  });
});
