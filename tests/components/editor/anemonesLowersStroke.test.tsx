// Anemones' What a tap lowers: a stroke begun on the chosen anemone and carried on over others
// paints them, as one begun on an anemone not chosen yet does; a click (or Enter) on the chosen one
// alone lets it go. The press on the chosen anemone let it go at once, and the rest of the stroke
// painted nothing (a drag from 2 over 3 and 4, or Shift+→ twice from it, lowered none, or only 3).
// Escape lets the chosen one go too.
import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { EditorPanel } from '../../../src/editor/EditorPanel.tsx';
import AnemonesEditor from '../../../src/puzzles/anemones/Editor.tsx';
import { anemones } from '../../../src/puzzles/anemones/index.ts';
import type { AnemonesLevel } from '../../../src/puzzles/anemones/format.ts';

function Host({ onLevel }: { onLevel(text: string): void }) {
  const [level, setLevel] = useState<unknown>(() => anemones.blank());
  return <EditorPanel family={anemones} level={level} editor={AnemonesEditor} onChange={(l) => (setLevel(l), onLevel(anemones.make(l as AnemonesLevel)))} />;
}

const cell = (col: number) => document.querySelector<HTMLElement>(`[data-row="0"][data-col="${col}"]`)!;
const press = (col: number) => fireEvent.keyDown(cell(col), { key: 'Enter' });
const shiftRight = (col: number) => fireEvent.keyDown(cell(col), { key: 'ArrowRight', shiftKey: true });
const letGoShift = () => fireEvent.keyUp(window, { key: 'Shift' });
const chosen = () => screen.queryByText(/^Pick the anemones tapping \d+ lowers/)?.textContent ?? null;

describe("Anemones' What a tap lowers, a stroke from the chosen anemone", () => {
  it('Shift+arrows from the chosen anemone paint each one moved to, and it stays chosen; Enter on it alone lets it go', () => {
    let last = '';
    render(<Host onLevel={(t) => (last = t)} />);
    fireEvent.keyDown(window, { key: '3' }); // What a tap lowers
    press(1);
    expect(chosen()).toMatch(/tapping 2 lowers/);
    shiftRight(1);
    shiftRight(2);
    letGoShift();
    expect(last).toMatch(/^tap 2 lowers 3 4$/m);
    expect(chosen()).toMatch(/tapping 2 lowers/);
    // one undo step
    fireEvent.click(screen.getByRole('button', { name: 'Undo' }));
    expect(last).not.toMatch(/^tap /m);
    // a press on the chosen anemone, not carried on, lets it go
    press(1);
    expect(chosen()).toBeNull();
    expect(last).not.toMatch(/^tap /m);
  });

  it('Escape lets the chosen anemone go, as the hint says; an Escape typed in the count box does not', () => {
    render(<Host onLevel={() => {}} />);
    fireEvent.keyDown(window, { key: '3' }); // What a tap lowers
    press(2);
    expect(chosen()).toBe('Pick the anemones tapping 3 lowers; pick 3 again, or Escape, to choose another.');
    fireEvent.keyDown(screen.getByRole('spinbutton', { name: 'How many anemones' }), { key: 'Escape' });
    expect(chosen()).not.toBeNull();
    fireEvent.keyDown(cell(4), { key: 'Escape' });
    expect(chosen()).toBeNull();
    expect(screen.getByText('Choose an anemone, then the ones its tap lowers.')).toBeInTheDocument();
  });
});
