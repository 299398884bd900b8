// Keys pressed as a render is committed, before React runs the render's passive effects (useEffect):
// after a render that did not come from a key or a click (a level read from a link or a file, a
// worker's answer), React paints first and runs those effects after, and a key pressed in between
// reached a window listener put in place by the render before. Each test presses its key from a
// layout effect of a component drawn after the one tested, which runs in that very gap.
import { describe, expect, it } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { useLayoutEffect, useState } from 'react';
import { EditorPanel } from '../../../src/editor/EditorPanel.tsx';
import MoveEditor from '../../../src/puzzles/move/Editor.tsx';
import { move } from '../../../src/puzzles/move/index.ts';

const parse = (text: string) => {
  const parsed = move.parse(text);
  if (!parsed.ok) throw new Error(parsed.error.message);
  return parsed.level;
};

/** presses `key` on the window as the render in which `when` turns true is committed */
function KeyAtCommit({ when, init }: { when: boolean; init: KeyboardEventInit }) {
  useLayoutEffect(() => {
    if (when) fireEvent.keyDown(window, init);
  }, [when]);
  return null;
}

describe('a key pressed as a render is committed', () => {
  it("Ctrl+Z straight after another level came from outside undoes nothing: not the level left's last edit", () => {
    const left = parse('...\n...\n...\n--\n...\n...\n...\n');
    const opened = parse('A\n--\na\n');
    const reported: unknown[] = [];
    let open = () => {};
    function Host() {
      const [level, setLevel] = useState<unknown>(left);
      open = () => setLevel(opened);
      return (
        <>
          <EditorPanel family={move} level={level} editor={MoveEditor} onChange={(l) => (reported.push(l), setLevel(l))} />
          <KeyAtCommit when={level === opened} init={{ key: 'z', ctrlKey: true }} />
        </>
      );
    }
    render(<Host />);
    fireEvent.pointerDown(screen.getByRole('gridcell', { name: /^row 1 column 1:/ }), { button: 0 });
    fireEvent.pointerUp(window);
    expect(reported.map((l) => move.make(l as never))).toEqual(['#..\n...\n...\n--\n...\n...\n...\n']);
    act(() => open());
    // the opened level's history has no step: nothing to report (the one left's Undo reported its
    // blank level, which the page took over the one opened, while the editor showed the opened one)
    expect(reported).toHaveLength(1);
    expect(screen.getAllByRole('gridcell')).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Undo' })).toHaveAttribute('aria-disabled', 'true');
  });
});
