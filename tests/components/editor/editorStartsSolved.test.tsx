// The editor panel tells a designer when the level being edited starts solved (ValidationList's
// notice, given the level and its family), and takes the notice away once an edit leaves a move
// to make: an Anemones and a Bars level, through the real families and their editors.
import { act, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { FAMILY_VIEWS } from '../../../src/app/views.ts';
import { EditorPanel } from '../../../src/editor/EditorPanel.tsx';
import { STARTS_SOLVED } from '../../../src/editor/ValidationList.tsx';
import { FAMILIES } from '../../../src/puzzles/registry.ts';

describe('the editor on a level that starts solved', () => {
  it.each([
    ['anemones', 'anemones 3\ntap 1 lowers 2\nstart 1 3\ngoal 1 3\n', 'anemones 3\ntap 1 lowers 2\nstart 3\ngoal 1 3\n'],
    ['bars', 'goal 1\n11\n11\n', 'goal 1\n11\n10\n'],
  ] as const)('%s: says it under "The level is valid.", and not once there is a move to make', async (id, solvedText, oneMoveText) => {
    const family = FAMILIES[id];
    const read = (text: string) => {
      const r = family.parse(text);
      if (!r.ok) throw new Error(r.error.message);
      return r.level;
    };
    let setOutside: (level: unknown) => void = () => {};
    function Host() {
      const [level, setLevel] = useState<unknown>(read(solvedText));
      setOutside = setLevel;
      return <EditorPanel family={family} editor={FAMILY_VIEWS[id].Editor} level={level} onChange={setLevel} />;
    }
    render(<Host />);
    const problems = screen.getByRole('group', { name: 'Level problems' });
    await waitFor(() => expect(problems).toHaveTextContent(`The level is valid.${STARTS_SOLVED}`));
    act(() => setOutside(read(oneMoveText)));
    await waitFor(() => expect(problems).toHaveTextContent(/^The level is valid\.$/));
  }, 30_000);
});
