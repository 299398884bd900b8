// The move list beside the board (view/MoveTreeList.tsx) on a line of a thousand moves: the first
// stretches are drawn at once and the rest a stretch a task, each move drawn once; a step draws
// only the move left and the move reached; the current move and every change are drawn whatever
// stretch they are in; once done, every move is a button of the one list, in order, for Tab and
// screen readers.
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { addLine, goTo, newTree, type MoveTree, type Position } from '../../../src/view/moveTree.ts';
import { markLine } from '../../../src/view/moveTreeLines.ts';
import { FIRST_STRETCHES, MoveTreeList, STRETCH } from '../../../src/view/MoveTreeList.tsx';

const N = 1000;
const step = (from: Position): Position => ({ state: (from.state as number) + 1, winnable: null });

function longLine(): { tree: MoveTree<Position>; ids: number[] } {
  const moves = Array.from({ length: N }, (_, k) => `m${k + 1}`);
  const { tree, ids } = addLine(newTree<Position>({ state: 0, winnable: null }), 0, moves, step);
  return { tree, ids: [0, ...ids] };
}

function shown(tree: MoveTree<Position>, onGo: (id: number) => void = () => {}) {
  const describeMove = vi.fn((move: string) => `Move ${move}`);
  const view = render(<MoveTreeList tree={tree} label="Solution moves" describe={describeMove} onGo={onGo} />);
  const list = () => screen.getByRole('list', { name: 'Solution moves' });
  const again = (t: MoveTree<Position>) => view.rerender(<MoveTreeList tree={t} label="Solution moves" describe={describeMove} onGo={onGo} />);
  return { describeMove, list, again };
}

// (by selector: role queries over a thousand buttons take seconds in jsdom)
const buttons = (list: HTMLElement) => [...list.querySelectorAll('button')];
const whole = (list: () => HTMLElement) => waitFor(() => expect(buttons(list())).toHaveLength(N), { timeout: 10_000 });

/** a line of eight moves listed, the sixth current; its buttons by place */
function eightMovesAtSix() {
  const moves = Array.from({ length: 8 }, (_, k) => `m${k + 1}`);
  const { tree, ids } = addLine(newTree<Position>({ state: 0, winnable: null }), 0, moves, step);
  const { list, again } = shown(goTo(tree, ids[5]!));
  return { tree, ids, again, at: (k: number) => buttons(list())[k]! };
}

describe('the focus in the move list', () => {
  it('on the current move, goes on with it as the position changes (a move clicked, then the page’s arrows); on another move, stays', () => {
    const { tree, ids, again, at } = eightMovesAtSix();
    act(() => at(5).focus());
    act(() => again(goTo(tree, ids[6]!)));
    act(() => again(goTo(tree, ids[7]!)));
    expect(at(7)).toHaveAttribute('aria-current', 'step');
    expect(at(7)).toHaveFocus();
    // (the keyboard's own way through the list: focus on a move not current stays there)
    act(() => at(2).focus());
    act(() => again(goTo(tree, ids[4]!)));
    expect(at(2)).toHaveFocus();
  });

  it('goes to the first move at the start (Home), the list’s stop of Tab there, and on from it (End)', () => {
    const { tree, ids, again, at } = eightMovesAtSix();
    act(() => at(5).focus());
    act(() => again(goTo(tree, 0)));
    expect(at(0)).toHaveFocus();
    act(() => again(goTo(tree, ids[7]!)));
    expect(at(7)).toHaveFocus();
  });
});

describe('a long line in the move list', { timeout: 30_000 }, () => {
  it('draws its first stretches at once and the rest after, each move once, in order, as items of the one list', async () => {
    const { tree } = longLine();
    const { describeMove, list } = shown(tree);
    // before, all thousand at once
    expect(buttons(list()).length).toBe(FIRST_STRETCHES * STRETCH);
    await whole(list);
    // each move once, and the first stretch's once more for the cells' width (--mt-chars)
    expect(describeMove).toHaveBeenCalledTimes(N + STRETCH);
    expect(buttons(list()).map((b) => b.textContent)).toEqual(Array.from({ length: N }, (_, k) => `${k + 1}. Move m${k + 1}`));
    expect([...list().children].every((item) => item.tagName === 'LI')).toBe(true);
    expect(list().children).toHaveLength(N);
  });

  it('a step draws the move left and the move reached, nothing else; a click goes to its move', async () => {
    const { tree, ids } = longLine();
    const onGo = vi.fn();
    const { describeMove, list, again } = shown(goTo(tree, ids[500]!), onGo);
    await whole(list);
    describeMove.mockClear();
    act(() => again(goTo(tree, ids[501]!)));
    expect(describeMove.mock.calls).toEqual([['m500'], ['m501']]);
    expect(buttons(list())[500]).toHaveAttribute('aria-current', 'step');
    expect(buttons(list())[499]).not.toHaveAttribute('aria-current');
    fireEvent.click(buttons(list())[899]!);
    expect(onGo).toHaveBeenCalledWith(ids[900]);
  });

  it('draws the current move at once in a stretch not drawn yet, and a change in any stretch', async () => {
    const { tree, ids } = longLine();
    const { list, again } = shown(goTo(tree, ids[901]!));
    expect(list().querySelector('[aria-current="step"]')).toHaveTextContent('901. Move m901');
    await whole(list);
    // a point of no return far from the current move, and a variation played inside another stretch
    act(() => again(markLine(goTo(tree, ids[901]!), ids, 700)));
    expect(within(screen.getByTestId('tree-no-return').parentElement!).getByRole('button')).toHaveTextContent('700. Move m700');
    const varied = addLine(markLine(goTo(tree, ids[901]!), ids, 700), ids[550]!, ['x'], step).tree;
    act(() => again(varied));
    expect(within(screen.getByRole('list', { name: 'Variation after move 550' })).getByRole('button')).toHaveTextContent('551. Move x');
  });
});

describe('tries from the end of a variation', () => {
  // Play a move, take it back, play another, again and again: each new move is a variation of
  // the one taken back, which is the last move of the line before.
  function tries(n: number) {
    let tree = newTree<Position>({ state: 0, winnable: null });
    let at = 0;
    for (let k = 1; k <= n; k++) {
      tree = addLine(tree, at, [`a${k}`], step).tree;
      const added = addLine(tree, at, [`b${k}`], step);
      tree = added.tree;
      at = added.ids[0]!;
    }
    return goTo(tree, at);
  }

  it('takes rows of one list under the main line, not a list indented a step deeper each time', () => {
    const { list } = shown(tries(30));
    expect(list().querySelectorAll(':scope > li > button')).toHaveLength(1);
    const rows = [...document.querySelectorAll('ul.mt-variations')];
    expect(rows).toHaveLength(1);
    const variations = within(rows[0] as HTMLElement).getAllByRole('list');
    expect(variations.map((v) => v.getAttribute('aria-label'))).toEqual([
      'Variation from the start',
      ...Array.from({ length: 29 }, (_, k) => `Variation after move ${k + 1}`),
    ]);
    // each row: the try kept, then the one taken back from there (the last row: the current move alone)
    expect(variations.map((v) => buttons(v).map((b) => b.textContent).join(' '))).toEqual(
      Array.from({ length: 30 }, (_, k) => (k < 29 ? `${k + 1}. Move b${k + 1} ${k + 2}. Move a${k + 2}` : '30. Move b30')),
    );
    expect(within(variations[29]!).getByRole('button')).toHaveAttribute('aria-current', 'step');
  });

  it('keeps a variation in the middle of a line indented under its move', () => {
    // the main line m1 m2 m3; from after m1 a variation x2 x3 x4, w3 tried instead of x3, and y4 instead of x4 (its last move)
    let tree = addLine(newTree<Position>({ state: 0, winnable: null }), 0, ['m1', 'm2', 'm3'], step).tree;
    const x = addLine(tree, 1, ['x2', 'x3', 'x4'], step);
    tree = addLine(x.tree, x.ids[0]!, ['w3'], step).tree;
    tree = addLine(tree, x.ids[1]!, ['y4'], step).tree;
    shown(tree);
    const rows = [...document.querySelectorAll('ul.mt-variations')] as HTMLElement[];
    expect(rows).toHaveLength(2);
    const lines = (ul: HTMLElement) => [...ul.querySelectorAll(':scope > li > ol')].map((v) => `${v.getAttribute('aria-label')}: ${buttons(v as HTMLElement).map((b) => b.textContent).join(' ')}`);
    expect(lines(rows[0]!)).toEqual(['Variation after move 1: 2. Move x2 3. Move x3 3. Move w3 4. Move x4', 'Variation after move 3: 4. Move y4']);
    // w3, in the middle of x's line, in a list of its own under x3
    expect(rows[1]!.closest('ol')).toHaveAttribute('aria-label', 'Variation after move 1');
    expect(lines(rows[1]!)).toEqual(['Variation after move 2: 3. Move w3']);
  });
});

describe('the move list and the keyboard', () => {
  /** the main line m1 m2 m3, and a variation x2 x3 after m1 */
  function branched() {
    const main = addLine(newTree<Position>({ state: 0, winnable: null }), 0, ['m1', 'm2', 'm3'], step);
    const x = addLine(main.tree, main.ids[0]!, ['x2', 'x3'], step);
    return { tree: x.tree, m: main.ids, x: x.ids };
  }
  const stops = () => [...document.querySelectorAll('button')].filter((b) => b.tabIndex >= 0).map((b) => b.textContent);

  it('is one stop of Tab, its current move (else its first), and the arrows walk its moves, heard by no handler on the page', () => {
    const { tree, m, x } = branched();
    const { again } = shown(tree);
    // at the start: the first move
    expect(stops()).toEqual(['1. Move m1']);
    act(() => again(goTo(tree, x[1]!)));
    expect(stops()).toEqual(['3. Move x3']);
    // leaving the start and coming back moves the stop off the first move and onto it again
    act(() => again(goTo(tree, 0)));
    expect(stops()).toEqual(['1. Move m1']);
    act(() => again(goTo(tree, m[2]!)));
    expect(stops()).toEqual(['3. Move m3']);

    const page = vi.fn();
    window.addEventListener('keydown', page);
    try {
      const all = [...document.querySelectorAll('button')];
      const names = all.map((b) => b.textContent);
      expect(names).toEqual(['1. Move m1', '2. Move m2', '2. Move x2', '3. Move x3', '3. Move m3']);
      all[0]!.focus();
      fireEvent.keyDown(document.activeElement!, { key: 'ArrowDown' });
      expect(document.activeElement).toBe(all[1]);
      fireEvent.keyDown(document.activeElement!, { key: 'ArrowRight' });
      expect(document.activeElement).toBe(all[2]);
      fireEvent.keyDown(document.activeElement!, { key: 'ArrowLeft' });
      expect(document.activeElement).toBe(all[1]);
      fireEvent.keyDown(document.activeElement!, { key: 'End' });
      expect(document.activeElement).toBe(all[4]);
      fireEvent.keyDown(document.activeElement!, { key: 'ArrowDown' });
      expect(document.activeElement).toBe(all[4]);
      fireEvent.keyDown(document.activeElement!, { key: 'Home' });
      expect(document.activeElement).toBe(all[0]);
      expect(page).not.toHaveBeenCalled();
      // the stop is where the arrows left focus (Shift+Tab leaves the list from there), and back on the current move once focus leaves
      fireEvent.keyDown(document.activeElement!, { key: 'ArrowDown' });
      expect(stops()).toEqual(['2. Move m2']);
      const outside = document.createElement('button');
      document.body.append(outside);
      outside.focus();
      expect(stops()).toEqual(['3. Move m3', '']);
      outside.remove();
    } finally {
      window.removeEventListener('keydown', page);
    }
  });

  it('on a long line, leaving the start for a move in another stretch takes the stop off the first move', async () => {
    const { tree, ids } = longLine();
    const { list, again } = shown(tree);
    await whole(list);
    const there = goTo(tree, ids[500]!);
    act(() => again(there));
    expect(stops()).toEqual(['500. Move m500']);
    const back = goTo(there, 0);
    act(() => again(back));
    expect(stops()).toEqual(['1. Move m1']);
    // (the line's nodes are the same: only the current move changes)
    act(() => again(goTo(back, ids[500]!)));
    expect(stops()).toEqual(['500. Move m500']);
  });
});

describe('the moves with no win in reach', () => {
  it('are described so to a screen reader, not by a dashed border alone: the first by its mark, each after it itself', () => {
    const { tree, ids } = addLine(newTree<Position>({ state: 0, winnable: null }), 0, ['m1', 'm2', 'm3', 'm4'], step);
    shown(markLine(tree, ids, 2));
    const move = (name: string) => screen.getByRole('button', { name });
    expect(move('1. Move m1')).not.toHaveAccessibleDescription();
    expect(move('2. Move m2')).toHaveAccessibleDescription('no way to win from here');
    expect(move('3. Move m3')).toHaveAccessibleDescription('No way to win from here');
    expect(move('4. Move m4')).toHaveAccessibleDescription('No way to win from here');
  });
});
