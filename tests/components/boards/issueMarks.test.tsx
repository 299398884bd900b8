// A level opened invalid (a link's) was drawn with nothing marked outside the editor, while the
// status named the cell ('Row 1, column 2: colour A has 1 dot but 2 targets'): a board given the
// level's problems marks the cell or node each is at, and nothing where a problem has no place.
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import MoveBoard from '../../../src/puzzles/move/Board.tsx';
import DogBunnyBoard from '../../../src/puzzles/dogbunny/Board.tsx';
import { getFamily } from '../../../src/puzzles/registry.ts';
import type { MoveLevel, MoveState } from '../../../src/puzzles/move/index.ts';
import type { DogBunnyLevel, DogBunnyState } from '../../../src/puzzles/dogbunny/index.ts';

function read<L>(id: 'move' | 'dogbunny', text: string) {
  const family = getFamily(id)!;
  const parsed = family.parse(text);
  if (!parsed.ok) throw new Error(parsed.error.message);
  const level = parsed.level as L;
  return { level, state: family.start(level), issues: family.validate(level) };
}

const marks = (container: HTMLElement) => [...container.querySelectorAll('[data-testid^="issue-"]')].map((m) => m.getAttribute('data-testid'));

describe("a board marks where an invalid level's problems are", () => {
  it('Move: the cell of a target with no dot, over the board, and none on a valid level or for a problem with no place', () => {
    const { level, state, issues } = read<MoveLevel>('move', 'AA\n--\na.\n');
    expect(issues.map((i) => i.at)).toEqual([{ kind: 'cell', row: 0, col: 1 }]);
    const { container, rerender } = render(<MoveBoard level={level} state={state as MoveState} issues={issues} />);
    expect(marks(container)).toEqual(['issue-0-1']);
    // (its frame lies in the cell's square: x 40 to 80 of the 80-wide board)
    const mark = container.querySelector('[data-testid="issue-0-1"] rect')!;
    expect(Number(mark.getAttribute('x'))).toBeGreaterThan(40);
    expect(Number(mark.getAttribute('x')) + Number(mark.getAttribute('width'))).toBeLessThan(80);
    rerender(<MoveBoard level={level} state={state as MoveState} />);
    expect(marks(container)).toEqual([]);
    const noDots = read<MoveLevel>('move', '..\n--\n..\n');
    expect(noDots.issues.map((i) => i.at)).toEqual([undefined]);
    rerender(<MoveBoard level={noDots.level} state={noDots.state as MoveState} issues={noDots.issues} />);
    expect(marks(container)).toEqual([]);
  });

  it('DogBunny: the node of an animal with no goal, ringed round its circle', () => {
    const { level, state, issues } = read<DogBunnyLevel>('dogbunny', 'node a 0 0\nnode b 1 0\nedge a -> b\nbunny a\ndog b\ngoal bunny b\n');
    expect(issues.map((i) => i.at)).toEqual([{ kind: 'node', node: 'b' }]);
    const { container } = render(<DogBunnyBoard level={level} state={state as DogBunnyState} issues={issues} />);
    expect(marks(container)).toEqual(['issue-b']);
    const node = container.querySelector('[data-testid="node-b"] circle')!;
    const ring = container.querySelector('[data-testid="issue-b"]')!;
    expect(ring.getAttribute('cx')).toBe(node.getAttribute('cx'));
    expect(Number(ring.getAttribute('r'))).toBeGreaterThan(Number(node.getAttribute('r')));
  });
});
