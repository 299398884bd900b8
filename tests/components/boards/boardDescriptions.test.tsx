// What a board's accessible name leaves out, its description says: where Move's targets and
// obstacles are and how many dots are home, the anemones' goal with those still to change, and
// Snakebird's exit (open or not), what lies beside each head, blocks, spikes, water and teleporters,
// and what a Bars press turns, with the cells to turn row by row where the name gives their count alone.
import { render, screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import AnemonesBoard from '../../../src/puzzles/anemones/Board.tsx';
import BarsBoard from '../../../src/puzzles/bars/Board.tsx';
import MoveBoard from '../../../src/puzzles/move/Board.tsx';
import SnakebirdBoard from '../../../src/puzzles/snakebird/Board.tsx';
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
  expect(screen.getByRole('img')).toHaveAccessibleDescription('2 targets: A at row 1 column 2, B at row 2 column 1; no obstacles; 1 of 2 dots on a target of its colour');
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

it('Move: the board describes where the obstacles are, which stop a dot (a swipe\'s outcome cannot be told without them)', () => {
  const { family, level } = parsed('move', 'A#.\n..#\n--\n...\n.a.\n');
  render(<MoveBoard level={level} state={family.start(level)} />);
  expect(screen.getByRole('img')).toHaveAccessibleDescription('1 target: A at row 1 column 1; 2 obstacles: row 1 column 2, row 2 column 3; 0 of 1 dot on a target of its colour');
});

// (jsnell's format: '.' a wall, '#' spikes)
it('Snakebird: the board describes where the exit is and whether it is open, what lies beside each head, the blocks, spikes, water and teleporters', () => {
  const { family, level } = parsed('snakebird', '  O  *\n >R T \n# 0 T~\n......\n');
  const { unmount } = render(<SnakebirdBoard level={level} state={family.start(level)} />);
  expect(screen.getByRole('img')).toHaveAccessibleDescription(
    'Exit at row 1 column 6, closed until every fruit is eaten; around the Red snakebird\'s head: above fruit, right empty, below block 0, left its body; 1 block: block 0 at row 3 column 3, 1 cell; 1 spike: row 3 column 1; 1 water cell: row 3 column 6; 2 teleporters: row 2 column 5, row 3 column 5',
  );
  unmount();
  const eaten = parsed('snakebird', '     *\n >R   \n......\n');
  render(<SnakebirdBoard level={eaten.level} state={eaten.family.start(eaten.level)} />);
  expect(screen.getByRole('img')).toHaveAccessibleDescription("Exit at row 1 column 6, open; around the Red snakebird's head: above empty, right empty, below wall, left its body");
});

it('Bars: the board describes what a press turns, and the cells to turn row by row where the name counts them only', () => {
  // Lights Out 4×3 with 9 lights on: more than the name lists
  const { family, level } = parsed('bars', 'pattern plus\ngoal 0\n1110\n1001\n1111\n');
  const { unmount } = render(<BarsBoard level={level} state={family.start(level)} />);
  expect(screen.getByRole('img')).toHaveAccessibleName('Bars: Lights Out 3×4, goal all 0 (every light off), 9 cells to turn');
  expect(screen.getByRole('img')).toHaveAccessibleDescription(
    'A press switches the light pressed and those above, below, left and right of it; to turn: row 1 columns 1, 2, 3; row 2 columns 1, 4; row 3 columns 1, 2, 3, 4',
  );
  unmount();
  // few enough for the name, which lists them
  const few = parsed('bars', '10\n11\n');
  render(<BarsBoard level={few.level} state={few.family.start(few.level)} />);
  expect(screen.getByRole('img')).toHaveAccessibleName('Bars: gold bars 2×2, goal all 1 (every bar upright), 1 cell to turn: row 1 column 2');
  expect(screen.getByRole('img')).toHaveAccessibleDescription('A press turns the bar pressed and every bar in its row and column');
});
