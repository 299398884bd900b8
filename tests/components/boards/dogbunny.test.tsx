import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import DogBunnyBoard from '../../../src/puzzles/dogbunny/Board.tsx';
import { dogbunny, type DogBunnyLevel } from '../../../src/puzzles/dogbunny/index.ts';

/** A level of the rules' text (RULES.md §4). */
function levelOf(text: string): DogBunnyLevel {
  const parsed = dogbunny.parse(text);
  if (!parsed.ok) throw new Error(parsed.error.message);
  return parsed.level;
}

/** The board in play as the play panel has it: a move played becomes the next position. */
function playing(text: string) {
  const level = levelOf(text);
  const moves: string[] = [];
  function Played() {
    const [state, setState] = useState(() => dogbunny.start(level));
    return (
      <DogBunnyBoard
        level={level}
        state={state}
        onMove={(m) => {
          const next = dogbunny.play(level, state, m);
          if (next) setState(next);
          moves.push(m);
        }}
      />
    );
  }
  render(<Played />);
  return moves;
}

const tap = (testId: string) => fireEvent.click(screen.getByTestId(testId));
/** the animal of that kind on that node, as the board's name says it */
const animal = (kind: string) => screen.getAllByTestId(/^animal-/).find((g) => g.querySelector('text')!.textContent === kind.charAt(0).toUpperCase())!;

describe('DogBunny board in play', () => {
  // a <-> b with the dog on a and the bunny on b: two moves along one edge
  const BOTH_ENDS = 'edge a <-> b\nedge b -> c if !a\nbunny b\ndog a\ngoal bunny c\ngoal dog a\n';

  it('a two-way edge with an animal at each end and none chosen: no guess, a menu of both moves, the one picked plays', () => {
    const moves = playing(BOTH_ENDS);
    tap('edge-a-b');
    expect(moves).toEqual([]);
    const menu = screen.getByRole('dialog', { name: 'Which move?' });
    // the edge's drawn way first; the edge is marked while its moves are offered
    expect(within(menu).getAllByRole('button').map((b) => b.textContent)).toEqual(['Dog: a → b', 'Bunny: b → a', 'Cancel']);
    expect(screen.getByTestId('edge-a-b').querySelector('.db-offered')).not.toBeNull();
    // the first move has the focus: Enter or Space picks it, Tab the next
    expect(within(menu).getByRole('button', { name: 'Dog: a → b' })).toHaveFocus();
    fireEvent.click(within(menu).getByRole('button', { name: 'Bunny: b → a' }));
    expect(moves).toEqual(['bunny:b->a']);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('the menu closes on Cancel, Escape, or a tap elsewhere, and plays nothing', () => {
    const moves = playing(BOTH_ENDS);
    tap('edge-a-b');
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    tap('edge-a-b');
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    tap('edge-a-b');
    fireEvent.pointerDown(document.body);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(moves).toEqual([]);
  });

  it('the chosen animal decides which way a two-way edge is walked', () => {
    const moves = playing(BOTH_ENDS);
    fireEvent.click(animal('bunny'));
    expect(screen.getByRole('img')).toHaveAccessibleName(/; chosen: the bunny at b$/);
    tap('edge-a-b');
    expect(moves).toEqual(['bunny:b->a']);
    expect(screen.queryByRole('dialog')).toBeNull();
    // the choice walked with it: the bunny, now on a with the dog, goes back
    tap('edge-a-b');
    expect(moves).toEqual(['bunny:b->a', 'bunny:a->b']);
    // a tap on the dog chooses it (on the chosen bunny's way back, it is no move)
    fireEvent.click(animal('dog'));
    tap('edge-a-b');
    expect(moves).toEqual(['bunny:b->a', 'bunny:a->b', 'dog:a->b']);
  });

  it('an animal chosen, then its destination: it walks there, onto another animal\'s node too; elsewhere, another animal is chosen', () => {
    const moves = playing('edge a <-> b\nedge b <-> c\nedge c -> d if !c\ndog a\nbunny c\ngoal dog d\ngoal bunny a\n');
    fireEvent.click(animal('dog'));
    // where it may go is ringed
    expect([...document.querySelectorAll('.db-destination')].map((c) => c.closest('[data-testid]')!.getAttribute('data-testid'))).toEqual(['node-b']);
    tap('node-c');
    // c is no move of the dog's: the bunny there is chosen instead
    expect(moves).toEqual([]);
    expect(screen.getByRole('img')).toHaveAccessibleName(/chosen: the bunny at c$/);
    fireEvent.click(animal('dog'));
    tap('node-b');
    expect(moves).toEqual(['dog:a->b']);
    // c holds the bunny: a tap on the bunny chooses it, one on its node walks the dog there
    fireEvent.click(animal('bunny'));
    expect(screen.getByRole('img')).toHaveAccessibleName(/chosen: the bunny at c$/);
    fireEvent.click(animal('dog'));
    tap('node-c');
    expect(moves).toEqual(['dog:a->b', 'dog:b->c']);
    // a tap on the chosen animal lets it go
    fireEvent.click(animal('dog'));
    expect(screen.getByRole('img')).not.toHaveAccessibleName(/chosen/);
  });

  it('with none chosen, an edge or an empty node that leaves one move plays it, against the drawn direction too; no legal move, nothing', () => {
    const moves = playing('edge a <-> b\nedge b -> c if !a\nedge a -> d\nbunny b\ngoal bunny c\n');
    // b -> c needs a empty: it is, so the one bunny walks on
    tap('edge-a-b');
    expect(moves).toEqual(['bunny:b->a']);
    // d is empty and only the bunny on a can go there
    tap('node-d');
    expect(moves).toEqual(['bunny:b->a', 'bunny:a->d']);
    // nothing walks a -> b now
    tap('edge-a-b');
    expect(moves).toEqual(['bunny:b->a', 'bunny:a->d']);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('two kinds on one node: its node chooses each in turn, then none; both moves along an edge are offered', () => {
    const moves = playing('edge a -> b\ndog a\nbunny a\ngoal dog b\ngoal bunny b\n');
    tap('node-a');
    expect(screen.getByRole('img')).toHaveAccessibleName(/chosen: the dog at a$/);
    tap('node-a');
    expect(screen.getByRole('img')).toHaveAccessibleName(/chosen: the bunny at a$/);
    tap('node-a');
    expect(screen.getByRole('img')).not.toHaveAccessibleName(/chosen/);
    tap('edge-a-b');
    expect(within(screen.getByRole('dialog')).getAllByRole('button').map((b) => b.getAttribute('data-move'))).toEqual(['dog:a->b', 'bunny:a->b', null]);
    expect(moves).toEqual([]);
  });

  it('a tap that can play nothing says why in the board\'s status line: the condition the edge needs, or that none stands where it leaves; the next tap, a move or a few seconds take it away', () => {
    vi.useFakeTimers();
    try {
      const moves = playing('edge a -> b if c !d\nedge c <-> e\nedge far-off -> a\nedge d <-> a\ndog a\nbunny d\ngoal dog b\ngoal bunny d\n');
      const status = screen.getByRole('status');
      expect(status).toHaveTextContent(/^$/);
      tap('edge-a-b');
      expect(status).toHaveTextContent('No animal can walk from a to b now: it needs c occupied and d empty.');
      tap('edge-c-e');
      expect(status).toHaveTextContent('No animal can walk between c and e now: none stands at either end.');
      tap('edge-far-off-a');
      expect(status).toHaveTextContent('No animal can walk from far off to a now: none stands at far off.');
      tap('node-b');
      expect(status).toHaveTextContent('No animal can walk to b now.');
      expect(moves).toEqual([]);
      // a tap that does something (choosing the dog) takes it away
      fireEvent.click(animal('dog'));
      expect(status).toHaveTextContent(/^$/);
      // so does a move, and time
      tap('edge-a-b');
      expect(status).not.toHaveTextContent(/^$/);
      act(() => vi.advanceTimersByTime(5000));
      expect(status).toHaveTextContent(/^$/);
      tap('edge-a-b');
      tap('edge-d-a');
      expect(moves).toEqual(['dog:a->d']);
      expect(status).toHaveTextContent(/^$/);
    } finally {
      vi.useRealTimers();
    }
  });

  it('a note with no room clear of the nodes (here nothing is laid out) shows by the tap, and goes when the pointer moves on from it, not while it stays by it', () => {
    playing('edge a -> b if c\nedge c -> a\ndog a\ngoal dog b\n');
    const status = screen.getByRole('status');
    tap('edge-a-b');
    expect(status).toHaveTextContent('No animal can walk from a to b now: it needs c occupied.');
    expect(status.style.visibility).not.toBe('hidden');
    act(() => void fireEvent.pointerMove(document, { clientX: 10, clientY: 10 }));
    expect(status).not.toHaveTextContent(/^$/);
    act(() => void fireEvent.pointerMove(document, { clientX: 40, clientY: 30 }));
    expect(status).toHaveTextContent(/^$/);
  });

  it.each([1, 2, 3, 4])('draws %i animals on one node apart, each letter whole', (count) => {
    const parsed = dogbunny.parse(`edge a <-> b\n${'bunny a\n'.repeat(count)}goal bunny b\n`);
    if (!parsed.ok) throw new Error(parsed.error.message);
    render(<DogBunnyBoard level={parsed.level} state={dogbunny.start(parsed.level)} />);
    const at = [...document.querySelectorAll<SVGGElement>('.animal')].map((g) => g.style.transform.match(/-?[\d.]+/g)!.map(Number));
    expect(at).toHaveLength(count);
    for (let i = 0; i < count; i++) for (let j = i + 1; j < count; j++) expect(Math.hypot(at[i]![0]! - at[j]![0]!, at[i]![1]! - at[j]![1]!)).toBeGreaterThanOrEqual(19.9);
  });
});
