// What a board's accessible name leaves out, its description says: where Move's targets are and
// how many dots are home, and the anemones' goal with those still to change.
import { render, screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import AnemonesBoard from '../../../src/puzzles/anemones/Board.tsx';
import MoveBoard from '../../../src/puzzles/move/Board.tsx';
import { getFamily } from '../../../src/puzzles/registry.ts';
import type { FamilyId } from '../../../src/puzzles/types.ts';

function parsed(id: FamilyId, text: string) {
  const family = getFamily(id)!;
  const result = family.parse(text);
  if (!result.ok) throw new Error(result.error.message);
  return { family, level: result.level };
}

it('Move: the board describes where the targets are and how many dots stand on one of their colour', () => {
  const { family, level } = parsed('move', '.A.\nB..\n--\n.a.\n..b\n');
  render(<MoveBoard level={level} state={family.start(level)} />);
  expect(screen.getByRole('img')).toHaveAccessibleDescription('2 targets: A at row 1 column 2, B at row 2 column 1; 1 of 2 dots on a target of its colour');
});

it('Anemones: the board describes the goal and the anemones still to change', () => {
  const { family, level } = parsed('anemones', 'anemones 4\nstart 1 2\ngoal 2 3\n');
  const { unmount } = render(<AnemonesBoard level={level} state={family.start(level)} />);
  expect(screen.getByRole('img')).toHaveAccessibleDescription('Goal: 2, 3 up, the others down; 2 anemones to change: 1, 3');
  unmount();
  const none = parsed('anemones', 'anemones 2\nstart 1\ngoal\n');
  render(<AnemonesBoard level={none.level} state={none.family.start(none.level)} />);
  expect(screen.getByRole('img')).toHaveAccessibleDescription('Goal: all down; 1 anemone to change: 1');
});
