// A valid level won before any move (editor/ValidationList.tsx's startsSolved, by the rules table
// alone): the problems area says so as a notice under "The level is valid.", for every family
// alike, and a level with problems or with something to do says nothing of it.
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { STARTS_SOLVED, ValidationList } from '../../../src/editor/ValidationList.tsx';
import { FAMILIES } from '../../../src/puzzles/registry.ts';
import type { AnyFamily } from '../../../src/puzzles/types.ts';

function parsed(family: AnyFamily, text: string): unknown {
  const r = family.parse(text);
  if (!r.ok) throw new Error(`does not parse: ${r.error.message}`);
  return r.level;
}

function listed(family: AnyFamily, level: unknown) {
  const { unmount } = render(<ValidationList issues={family.validate(level)} family={family} level={level} />);
  const group = screen.getByRole('group', { name: 'Level problems' });
  const seen = { text: group.textContent, heard: document.querySelector('[aria-live="polite"]')!.textContent };
  unmount();
  return seen;
}

describe('a level that starts solved', () => {
  it.each([
    ['an Anemones level whose start is its goal', FAMILIES.anemones, 'anemones 3\ntap 1 lowers 2\nstart 1 3\ngoal 1 3\n'],
    ['a Bars level with every bar already gold side up', FAMILIES.bars, 'goal 1\n11\n11\n'],
    ['a Lights Out level with no light lit', FAMILIES.bars, 'pattern plus\ngoal 0\n000\n000\n000\n'],
  ])('%s: valid, with the notice, seen and heard', (_name, family, text) => {
    const level = parsed(family, text);
    expect(family.validate(level)).toEqual([]);
    expect(listed(family, level)).toEqual({ text: `The level is valid.${STARTS_SOLVED}`, heard: `The level is valid. ${STARTS_SOLVED}` });
  });

  it.each([
    ['an Anemones level one tap from its goal', FAMILIES.anemones, 'anemones 3\ntap 1 lowers 2\nstart 3\ngoal 1 3\n'],
    ['a Bars level with one bar to turn', FAMILIES.bars, 'goal 1\n11\n10\n'],
  ])('%s: valid, and no notice', (_name, family, text) => {
    expect(listed(family, parsed(family, text))).toEqual({ text: 'The level is valid.', heard: 'The level is valid.' });
  });

  it("no gallery level of any family starts solved (the notice is not a family's every level)", () => {
    for (const family of Object.values(FAMILIES))
      for (const g of family.gallery) {
        const level = parsed(family, g.text);
        expect(listed(family, level).text, `${family.id}: ${g.name}`).toBe('The level is valid.');
      }
  });

  it('a level with problems lists them and says nothing of its start (it has none to play)', () => {
    const family = FAMILIES.anemones;
    const issues = [{ message: 'the goal is out of reach' }];
    render(<ValidationList issues={issues} family={family} level={parsed(family, 'anemones 1\nstart 1\ngoal 1\n')} />);
    const group = screen.getByRole('group', { name: 'Level problems' });
    expect(group).toHaveTextContent('The goal is out of reach');
    expect(group).not.toHaveTextContent(STARTS_SOLVED);
  });
});
