// The editors' words fit a finger as well as a mouse (and the keyboard's Enter): they say
// "choose", "pick" or "tap or click", never "click" alone, and what Escape does a touch screen
// can do another way, said beside it. On a phone the messages said "click".
import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { EditorPanel } from '../../../src/editor/EditorPanel.tsx';
import AnemonesEditor from '../../../src/puzzles/anemones/Editor.tsx';
import DogBunnyEditor from '../../../src/puzzles/dogbunny/Editor.tsx';
import { getFamily } from '../../../src/puzzles/registry.ts';
import type { FamilyId } from '../../../src/puzzles/types.ts';
import type { FamilyEditorProps } from '../../../src/view/types.ts';
import type { ComponentType } from 'react';
import { SnakebirdHost, gridCell } from './snakebirdHost.tsx';
import { howToPlay as anemonesHow } from '../../../src/puzzles/anemones/howToPlay.ts';
import { howToPlay as barsHow } from '../../../src/puzzles/bars/howToPlay.ts';
import { howToPlay as dogbunnyHow } from '../../../src/puzzles/dogbunny/howToPlay.ts';
import { howToPlay as moveHow } from '../../../src/puzzles/move/howToPlay.ts';
import { howToPlay as snakebirdHow } from '../../../src/puzzles/snakebird/howToPlay.ts';

function Host({ family: id, start, editor, onLevel }: { family: FamilyId; start: string; editor: ComponentType<FamilyEditorProps<any>>; onLevel?(text: string): void }) {
  const family = getFamily(id)!;
  const [level, setLevel] = useState<unknown>(() => {
    const parsed = family.parse(start);
    if (!parsed.ok) throw new Error(parsed.error.message);
    return parsed.level;
  });
  return <EditorPanel family={family} level={level} editor={editor} onChange={(l) => (setLevel(l), onLevel?.(family.make(l)))} />;
}

/** a finger's press on a paint layer's cell */
const tap = (cell: Element) => {
  fireEvent.pointerDown(cell, { button: 0, pointerType: 'touch' });
  fireEvent.pointerUp(window, { pointerType: 'touch' });
};
const hint = () => document.querySelector('.ed-hint')!;
/** words only a mouse has (a finger taps, a key presses) */
const MOUSE_WORDS = /\b(click|clicks|clicking|right-click|hover|mouse)\b/i;
/** all the page says, for the words a touch screen has no use for */
const pageWords = () => document.body.textContent ?? '';

describe('the editors say what a finger does too', () => {
  it("Anemones' What a tap lowers: choose an anemone, then pick the ones it lowers", () => {
    render(<Host family="anemones" start={'anemones 3\nstart\ngoal\n'} editor={AnemonesEditor} />);
    fireEvent.keyDown(window, { key: '3' }); // What a tap lowers
    expect(hint()).toHaveTextContent('Choose an anemone, then the ones its tap lowers.');
    expect(pageWords()).not.toMatch(MOUSE_WORDS);
    tap(document.querySelector('[data-row="0"][data-col="1"]')!);
    expect(hint()).toHaveTextContent('Pick the anemones tapping 2 lowers; pick 2 again, or Escape, to choose another.');
    expect(pageWords()).not.toMatch(MOUSE_WORDS);
  });

  it("DogBunny's edge tools: a node picked, then choose the other node; Move node, a grid point", () => {
    render(<Host family="dogbunny" start="" editor={DogBunnyEditor} />);
    const point = (x: number, y: number) => screen.getByRole('gridcell', { name: new RegExp(`^row ${y + 1} column ${x + 1}:`) });
    tap(point(0, 0));
    fireEvent.keyDown(window, { key: '2' }); // one-way edge
    tap(point(0, 0));
    expect(hint()).toHaveTextContent('Picked n1: now choose the other node; n1 again, or Escape, lets it go.');
    expect(pageWords()).not.toMatch(MOUSE_WORDS);
    fireEvent.keyDown(window, { key: '4' }); // move node
    tap(point(0, 0));
    expect(hint()).toHaveTextContent('Picked n1: now choose a grid point; n1 again, or Escape, lets it go.');
    expect(pageWords()).not.toMatch(MOUSE_WORDS);
  });

  it("Snakebird's Teleporter: the way to cancel without Escape is said beside it", () => {
    render(<SnakebirdHost start={'........\n.      .\n.  T T .\n.      .\n.>>R  *.\n........\n'} />);
    fireEvent.keyDown(window, { key: '7' }); // teleporter
    expect(screen.getByText(/^Choose a cell for one pad/)).toHaveTextContent(
      'Choose a cell for one pad, then a second cell for its pair (a level has one pair); choose a pad to move it. The waiting pad again, or Escape, cancels.',
    );
    tap(gridCell(4, 2));
    expect(hint()).toHaveTextContent(/^Teleporter pad at row 4, column 2: choose a second cell for the other pad; this pad again, or Escape, cancels\./);
    expect(pageWords()).not.toMatch(MOUSE_WORDS);
    // the pad again cancels, as the words say
    tap(gridCell(4, 2));
    expect(hint()).toHaveTextContent('No teleporter placed.');
    tap(gridCell(3, 4)); // a pad of the pair: picked up to move
    expect(hint()).toHaveTextContent(/^Moving the teleporter pad at row 3, column 4: choose the cell to put it on; the pad again, or Escape, cancels\./);
    expect(pageWords()).not.toMatch(MOUSE_WORDS);
  });

  it("Snakebird's snake drawn on from its tail: a cell away from the tail starts a new one, as said", () => {
    render(<SnakebirdHost start={'........\n.      .\n.      .\n.      .\n.>>R  *.\n........\n'} />);
    fireEvent.keyDown(window, { key: '8' }); // snakebird
    tap(gridCell(2, 2)); // a one-cell snakebird
    tap(gridCell(2, 2)); // its tail: drawn on from it
    expect(hint()).toHaveTextContent(/; a cell away from the tail, or Escape, starts a new snakebird\.$/);
    expect(pageWords()).not.toMatch(MOUSE_WORDS);
    const snakes = () => screen.getByRole('list', { name: 'Snakes and blocks' }).querySelectorAll('li').length;
    const before = snakes();
    tap(gridCell(2, 5));
    expect(snakes()).toBe(before + 1);
  });

  it("Anemones' count: a smaller one typed is kept back by typing the count again, as said beside it (a phone's keyboard has no Escape)", () => {
    let last = '';
    const start = 'anemones 5\ntap 5 lowers 1\nstart\ngoal\n';
    render(<Host family="anemones" start={start} editor={AnemonesEditor} onLevel={(l) => (last = l)} />);
    const field = screen.getByRole('spinbutton', { name: 'How many anemones' });
    fireEvent.focus(field);
    fireEvent.input(field, { target: { value: '4' }, inputType: 'insertText' });
    expect(screen.getByText(/takes anemone 5 away; typing 5 back, or Escape, keeps it$/)).toBeInTheDocument();
    fireEvent.input(field, { target: { value: '3' }, inputType: 'insertText' });
    expect(screen.getByText(/takes anemones 4 to 5 away; typing 5 back, or Escape, keeps them$/)).toBeInTheDocument();
    fireEvent.input(field, { target: { value: '5' }, inputType: 'insertText' });
    fireEvent.blur(field);
    expect(last).toBe('');
    expect(field).toHaveValue(5);
  });

  it('How to play names a tap wherever it names a click', () => {
    for (const how of [anemonesHow, barsHow, dogbunnyHow, moveHow, snakebirdHow]) {
      for (const words of [how.goal, ...how.rules]) if (/\bclick/i.test(words)) expect(words).toMatch(/\btap or click\b/i);
    }
  });
});
