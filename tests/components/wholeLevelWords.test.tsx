// A level refused for what it lacks as a whole (Snakebird's "no exit": ParseError.whole) is
// said to be so at every door a text comes in by, not pointed at line 1, column 1.
import { render, screen, fireEvent } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { EditorPanel } from '../../src/editor/EditorPanel.tsx';
import { FAMILY_VIEWS } from '../../src/app/views.ts';
import { loadLevel } from '../../src/puzzles/load.ts';
import { getFamily } from '../../src/puzzles/registry.ts';
import { encodeLevelLink, openLevelLink } from '../../src/share/linkCodec.ts';
import { readExport } from '../../src/share/myLevels.ts';

const NO_EXIT = '-----\n-----\n-BA--\n#####\n';

describe('a level refused as a whole', () => {
  it('loadLevel (worker, CLI, bench) says "whole level" and gives no line or column', () => {
    const loaded = loadLevel('snakebird', NO_EXIT);
    expect(loaded).toMatchObject({ ok: false, message: expect.stringMatching(/^whole level: no exit/) });
    expect(loaded).not.toHaveProperty('line');
  });

  it('a link and a file of saved levels say "whole level"', () => {
    expect(openLevelLink(encodeLevelLink({ family: 'snakebird', text: NO_EXIT }))).toMatchObject({ ok: false, message: expect.stringContaining('does not parse: whole level: no exit') });
    const file = JSON.stringify({ format: 'unstuck-levels', version: 1, levels: [{ family: 'snakebird', name: 'n', text: NO_EXIT }] });
    expect(readExport(file)).toMatchObject({ ok: false, message: expect.stringContaining('does not parse as a Snakebird level: whole level: no exit') });
  });

  it("the editor's Import says so, and keeps the level", () => {
    const family = getFamily('snakebird')!;
    const gallery = family.parse(family.gallery[0]!.text);
    if (!gallery.ok) throw new Error(gallery.error.message);
    const changes: unknown[] = [];
    render(<EditorPanel family={family} editor={FAMILY_VIEWS.snakebird.Editor} level={gallery.level} onChange={(l) => changes.push(l)} />);
    fireEvent.click(screen.getByRole('button', { name: 'Import text' }));
    fireEvent.change(screen.getByLabelText(/^Level text/), { target: { value: NO_EXIT } });
    fireEvent.click(screen.getByRole('button', { name: 'Import' }));
    expect(screen.getByText(/^Whole level: no exit/)).toBeInTheDocument();
    expect(changes).toEqual([]);
  });
});
