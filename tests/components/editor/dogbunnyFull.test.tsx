// DogBunny's editor on a graph at its limit of 256 nodes (docs/LIMITS.md): a node asked for is
// refused in the editor's own words, not by the reader's message about a node named by nobody.
import { fireEvent, render } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { EditorPanel } from '../../../src/editor/EditorPanel.tsx';
import DogBunnyEditor from '../../../src/puzzles/dogbunny/Editor.tsx';
import { getFamily } from '../../../src/puzzles/registry.ts';

const FULL = `${Array.from({ length: 256 }, (_, i) => `node n${i} ${(i % 32) * 2} ${Math.floor(i / 32) * 2}`).join('\n')}\ndog n0\ngoal dog n1\n`;

function Host({ onLevel }: { onLevel(text: string): void }) {
  const family = getFamily('dogbunny')!;
  const [level, setLevel] = useState<unknown>(() => {
    const parsed = family.parse(FULL);
    if (!parsed.ok) throw new Error(parsed.error.message);
    return parsed.level;
  });
  return <EditorPanel family={family} level={level} editor={DogBunnyEditor} onChange={(l) => (setLevel(l), onLevel(family.make(l)))} />;
}

describe('DogBunny editor at 256 nodes', () => {
  it('a node put on an empty point is refused with the limit, and nothing changes', () => {
    let last = '';
    render(<Host onLevel={(t) => (last = t)} />);
    // (found by its place: a role query over 1,000 cells takes seconds here)
    const point = document.querySelector<HTMLElement>('.ed-paint [data-row="1"][data-col="1"]')!;
    expect(point).toHaveAccessibleName('row 2 column 2: empty point');
    point.focus();
    fireEvent.keyDown(point, { key: 'Enter' });
    expect(last).toBe('');
    expect(document.querySelector('.ed-hint')).toHaveTextContent('Not added: a level has at most 256 nodes, and this one has 256. Delete one to add another.');
    expect(document.querySelector('[role="alert"]')).toBeNull();
  }, 30_000);
});
