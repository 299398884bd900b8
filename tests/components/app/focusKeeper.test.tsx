// Focus that would drop to <body> when the focused control disables itself or goes away lands
// on a control nearby (src/app/focusKeeper.ts).
import { beforeAll, describe, expect, it } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { keepFocus } from '../../../src/app/focusKeeper.ts';
import { PlayPanel } from '../../../src/editor/PlayPanel.tsx';
import { dogbunny } from '../../../src/puzzles/dogbunny/index.ts';
import { dogbunnyView } from '../../../src/puzzles/dogbunny/view.ts';

beforeAll(() => keepFocus());

/** focus, then a keyboard press: Enter clicks the focused button */
async function press(button: HTMLElement) {
  act(() => button.focus());
  await act(async () => {
    fireEvent.click(button);
    await Promise.resolve();
  });
}

function SolveButtons() {
  const [running, setRunning] = useState(false);
  return (
    <>
      <button>Elsewhere</button>
      <div className="solve-buttons">
        <button disabled={running} onClick={() => setRunning(true)}>
          Solve
        </button>
        <button disabled={!running} onClick={() => setRunning(false)}>
          Cancel
        </button>
      </div>
    </>
  );
}

/** a native dialog (no role attribute) whose last control goes away when pressed, a control after it on the page */
function DialogLastGoes() {
  const [shown, setShown] = useState(true);
  return (
    <>
      <dialog open aria-label="Ask">
        <button>First in the dialog</button>
        {shown && <button onClick={() => setShown(false)}>Last in the dialog</button>}
      </dialog>
      <button>After the dialog</button>
    </>
  );
}

/** a list of moves that the winning move empties, the play's toolbar before it */
function MovesToWin() {
  const [left, setLeft] = useState(2);
  return (
    <section aria-label="Play">
      <button>Elsewhere</button>
      <div role="toolbar" aria-label="Play's tools">
        <button>Undo</button>
        <button>Restart</button>
      </div>
      <div role="group" aria-label="Legal moves">
        {Array.from({ length: left }, (_, i) => (
          <button key={i} onClick={() => setLeft(0)}>
            Move {i}
          </button>
        ))}
      </div>
      <p>Solved!</p>
    </section>
  );
}

describe('the focus keeper', () => {
  it('a group left with no control, entered from none that stays: the nearest control around it (a win empties the list of moves)', async () => {
    render(<MovesToWin />);
    await press(screen.getByRole('button', { name: 'Move 1' }));
    expect(screen.getByRole('group', { name: 'Legal moves' }).childElementCount).toBe(0);
    expect(screen.getByRole('button', { name: 'Restart' })).toHaveFocus();
  });

  it('keeps focus in a native dialog when its last control goes away: the one before it, not what follows the dialog', async () => {
    render(<DialogLastGoes />);
    await press(screen.getByRole('button', { name: 'Last in the dialog' }));
    expect(screen.getByRole('button', { name: 'First in the dialog' })).toHaveFocus();
  });

  it('a button that disables itself hands focus to the next of its group, and takes it back when that one goes off', async () => {
    render(<SolveButtons />);
    await press(screen.getByRole('button', { name: 'Solve' }));
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await press(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('button', { name: 'Solve' })).toHaveFocus();
  });

  it('leaves focus where it fell after a pointer press: Space and the arrows stay the page\'s', async () => {
    render(<SolveButtons />);
    const solve = screen.getByRole('button', { name: 'Solve' });
    act(() => solve.focus());
    await act(async () => {
      fireEvent.pointerDown(solve);
      fireEvent.click(solve);
      await Promise.resolve();
    });
    expect(screen.getByRole('button', { name: 'Cancel' })).not.toHaveFocus();
    // a key press after it: the keyboard is back, and so is the watcher
    fireEvent.keyDown(document.body, { key: 'Tab' });
    await press(screen.getByRole('button', { name: 'Cancel' }));
    expect(solve).toHaveFocus();
  });

  it('a panel closed from inside gives focus back to the button that opened it', async () => {
    function Panel() {
      const [open, setOpen] = useState(false);
      return (
        <>
          <button onClick={() => setOpen(true)}>My levels</button>
          <button>Another</button>
          {open && (
            <div role="dialog" aria-label="Panel">
              <button>Open</button>
              <button onClick={() => setOpen(false)}>Close</button>
            </div>
          )}
        </>
      );
    }
    render(<Panel />);
    await press(screen.getByRole('button', { name: 'My levels' }));
    // a panel focused by script (out of the Tab order) keeps focus
    const panel = screen.getByRole('dialog');
    panel.tabIndex = -1;
    act(() => panel.focus());
    await act(async () => {
      panel.setAttribute('data-changed', '');
      panel.append(document.createElement('span'));
      await Promise.resolve();
    });
    expect(panel).toHaveFocus();
    act(() => screen.getByRole('button', { name: 'Open' }).focus());
    await press(screen.getByRole('button', { name: 'Close' }));
    expect(screen.getByRole('button', { name: 'My levels' })).toHaveFocus();
  });

  it('follows what a control names in data-refocus', async () => {
    function Modes() {
      const [playing, setPlaying] = useState(false);
      return playing ? (
        <div className="pl-board" tabIndex={0} aria-label="Play board" />
      ) : (
        <div role="group" aria-label="Playback">
          <button onClick={() => setPlaying(true)} data-refocus=".pl-board[tabindex]">
            Play from here
          </button>
        </div>
      );
    }
    render(<Modes />);
    await press(screen.getByRole('button', { name: 'Play from here' }));
    expect(screen.getByLabelText('Play board')).toHaveFocus();
  });

  it("DogBunny's legal moves: focus stays with the moves after each move played", async () => {
    const parsed = dogbunny.parse(dogbunny.gallery[0]!.text);
    if (!parsed.ok) throw new Error(parsed.error.message);
    render(<PlayPanel family={dogbunny} view={dogbunnyView} level={parsed.level} />);
    const moves = () => screen.getByRole('group', { name: 'Legal moves' });
    for (let i = 0; i < 3; i++) {
      const first = moves().querySelector('button')!;
      await press(first);
      expect(screen.getByTestId('move-count')).toHaveTextContent(`Moves: ${i + 1}`);
      expect(moves().contains(document.activeElement)).toBe(true);
    }
  });
});
