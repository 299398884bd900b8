// DogBunny's board tells a screen reader its paths, their conditions and the goals, which its
// name (nodes and animals) left out: the drawing's edges and words were heard nowhere.
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import DogBunnyBoard from '../../../src/puzzles/dogbunny/Board.tsx';
import { dogbunny } from '../../../src/puzzles/dogbunny/index.ts';
import { graphWords } from '../../../src/puzzles/dogbunny/words.ts';
import { FAMILIES } from '../../../src/puzzles/registry.ts';

const levelOf = (text: string) => {
  const r = dogbunny.parse(text);
  if (!r.ok) throw new Error(r.error.message);
  return r.level;
};

describe("DogBunny's graph in words", () => {
  it("the gallery's level: every path, its way and its condition, and the goals", () => {
    const level = levelOf(FAMILIES.dogbunny.gallery[0]!.text);
    expect(graphWords(level)).toBe(
      'Paths: blank 1 to well, only with an animal on house; well and tree both ways; blank 1 and carrot both ways; blank 1 and house both ways; ' +
        'tree and blank 2 both ways, only with an animal on bone; carrot to blank 2; carrot and bone both ways, only with an animal on tree and an animal on well; ' +
        'blank 2 and house both ways; bone to house, only with an animal on carrot. Goal: every bunny on carrot, every dog on bone.',
    );
  });

  it('an empty node in a condition, several goal nodes, and a graph too large to tell', () => {
    expect(graphWords(levelOf('node c\nnode d\nedge a -> b if c !d\ndog a\ngoal dog b c\n'))).toBe('Paths: a to b, only with an animal on c and none on d. Goal: every dog on b or c.');
    const chain = Array.from({ length: 20 }, (_, i) => `edge n${i} -> n${i + 1}`).join('\n');
    expect(graphWords(levelOf(`${chain}\ndog n0\ngoal dog n20\n`))).toBe('20 paths, too many to tell here: the list of moves says where each animal can go. Goal: every dog on n20.');
  });

  it('is the board\'s description', () => {
    const level = levelOf('edge a <-> b if c\nnode c\nbunny a\ngoal bunny b\n');
    render(<DogBunnyBoard level={level} state={dogbunny.start(level)} />);
    expect(screen.getByRole('img', { name: /^DogBunny board/ })).toHaveAccessibleDescription('Paths: a and b both ways, only with an animal on c. Goal: every bunny on b.');
  });
});
