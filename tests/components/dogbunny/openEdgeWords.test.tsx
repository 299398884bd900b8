// An edge with no condition is open: its condition box, empty, says so. Its placeholder was the
// gallery's "house !tree", which, in a level with no such nodes, read as that edge's condition
// ("start <-> end if house !tree"; hqa12, a new level's one edge).
import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { EditorPanel } from '../../../src/editor/EditorPanel.tsx';
import DogBunnyEditor from '../../../src/puzzles/dogbunny/Editor.tsx';
import { getFamily } from '../../../src/puzzles/registry.ts';

const family = getFamily('dogbunny')!;

describe("DogBunny editor: an edge's condition box", () => {
  it('empty, says the edge is always open, and names no node the level does not have', () => {
    const parsed = family.parse('node start 0 0\nnode end 2 0\nedge start <-> end\nnode n1 2 2\nedge end -> n1 if start\nbunny start\ngoal bunny end\n');
    if (!parsed.ok) throw new Error(parsed.error.message);
    render(<EditorPanel family={family} level={parsed.level} editor={DogBunnyEditor} onChange={() => {}} />);
    const open = screen.getByRole('textbox', { name: 'condition of edge both ways between start and end' }) as HTMLInputElement;
    expect(open.value).toBe('');
    expect(open.placeholder).toBe('always open');
    expect(open.title).toMatch(/Empty: always open/);
    const kept = screen.getByRole('textbox', { name: 'condition of edge from end to n1' }) as HTMLInputElement;
    expect(kept.value).toBe('start');
  });
});
