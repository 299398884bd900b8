// A DogBunny edge whose condition no position meets (RULES.md §4: the condition is read before
// the move, the moving animal on the edge's start): the problems area says it can never be
// taken, a notice under "The level is valid." (the level stays valid and solves).
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ValidationList } from '../../../src/editor/ValidationList.tsx';
import { FAMILIES } from '../../../src/puzzles/registry.ts';

const family = FAMILIES.dogbunny;

function listed(text: string) {
  const r = family.parse(text);
  if (!r.ok) throw new Error(`does not parse: ${r.error.message}`);
  expect(family.validate(r.level)).toEqual([]);
  const { unmount } = render(<ValidationList issues={[]} family={family} level={r.level} />);
  const group = screen.getByRole('group', { name: 'Level problems' });
  // a notice, not a problem: no item of the problems' list (drawn in the problems' red)
  expect(within(group).queryAllByRole('listitem')).toHaveLength(0);
  const seen = { text: group.textContent, heard: document.querySelector('[aria-live="polite"]')!.textContent };
  unmount();
  return seen;
}

describe('a DogBunny edge that can never be taken', () => {
  it("'!' on its own start: its one way never taken, said with the node it starts at", () => {
    expect(listed('edge a -> b if !a\nedge a -> b\nbunny a\ngoal bunny b\n')).toEqual({
      text: 'The level is valid.Node a: the edge a -> b can never be taken: its condition asks a to be empty, and the animal taking it stands on a',
      heard: 'The level is valid. Node a: the edge a -> b can never be taken: its condition asks a to be empty, and the animal taking it stands on a',
    });
  });

  it('a two-way edge: the way that is never taken, or both', () => {
    expect(listed('edge a <-> b if !b\nbunny a\ngoal bunny b\n').text).toBe(
      'The level is valid.Node b: the edge a <-> b can never be taken from b to a: its condition asks b to be empty, and the animal taking it stands on b',
    );
    expect(listed('edge a <-> b if !a !b\nedge a -> b\nbunny a\ngoal bunny b\n').text).toContain('the edge a <-> b can never be taken either way');
  });

  it('more nodes to hold an animal than the level has animals, the start counted', () => {
    expect(listed('edge a -> b if c\nedge a -> b\nedge b -> c\nbunny a\ngoal bunny b\n').text).toBe(
      'The level is valid.Node a: the edge a -> b can never be taken: its condition asks 2 nodes to hold an animal, a (where the animal taking it stands) among them, and the level has 1 animal',
    );
    // two animals can meet it
    expect(listed('edge a -> b if c\nedge b -> c\nbunny a\ndog c\ngoal bunny b\ngoal dog c\n').text).toBe('The level is valid.');
  });

  it("a condition on the start's being occupied, or on the end's being empty, is met: no notice; nor any gallery level", () => {
    expect(listed('edge a -> b if a !b\nbunny a\ngoal bunny b\n').text).toBe('The level is valid.');
    for (const g of family.gallery) expect(listed(g.text).text, g.name).toBe('The level is valid.');
  });
});
