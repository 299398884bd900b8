// A text may write one edge twice (the same nodes, way and condition). The board drew the two side
// by side with the same words, and nothing told them apart or said why there were two: they are
// one path. The editor now says so above the board until the copies are deleted.
import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { EditorPanel } from '../../../src/editor/EditorPanel.tsx';
import DogBunnyEditor, { repeatedEdges } from '../../../src/puzzles/dogbunny/Editor.tsx';
import { getFamily } from '../../../src/puzzles/registry.ts';
import type { DogBunnyLevel } from '../../../src/puzzles/dogbunny/format.ts';

const family = getFamily('dogbunny')!;
const read = (text: string) => {
  const parsed = family.parse(text);
  if (!parsed.ok) throw new Error(parsed.error.message);
  return parsed.level as DogBunnyLevel;
};
const LEVEL = 'node a 0 0\nnode b 1 0\nnode c 0 1\nedge a -> b if c\nedge a -> b if c\nedge b <-> c\nedge c <-> b\nedge b -> a if c\nbunny a\ngoal bunny b\n';

function Host() {
  const [level, setLevel] = useState<unknown>(() => read(LEVEL));
  return <EditorPanel family={family} level={level} editor={DogBunnyEditor} onChange={setLevel} />;
}

describe('DogBunny editor: an edge written twice', () => {
  it('names each edge the level has more than once; one each way, or with another condition, is another edge', () => {
    expect(repeatedEdges(read(LEVEL))).toEqual(['edge from a to b if c twice', 'edge both ways between b and c twice']);
    expect(repeatedEdges(read('node a 0 0\nnode b 1 0\nedge a -> b if a\nedge a -> b\nedge b -> a\nbunny a\ngoal bunny b\n'))).toEqual([]);
  });

  it('is said above the board until the copies are deleted', () => {
    render(<Host />);
    const note = () => document.querySelector('.ed-repeated')?.textContent;
    expect(note()).toBe('The level has edge from a to b if c twice and edge both ways between b and c twice: the copies are one path, drawn side by side alike. Delete them (with Delete on the board, or in the list).');
    fireEvent.click(screen.getAllByRole('button', { name: 'delete edge from a to b' })[1]!);
    fireEvent.click(screen.getAllByRole('button', { name: 'delete edge both ways between c and b' })[0]!);
    expect(note()).toBeUndefined();
  });
});
