// The editors and the play panel against the real, registered families: every gallery level
// (and the blank one) renders in both panels through the family's view table, and the
// Snakebird editing model keeps every level (and, where ../shared is present, the real game's
// levels) one the family's own parser reads back unchanged.
import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { EditorPanel } from '../../../src/editor/EditorPanel.tsx';
import { PlayPanel } from '../../../src/editor/PlayPanel.tsx';
import { FAMILY_VIEWS } from '../../../src/app/views.ts';
import { resizeSnakebird } from '../../../src/puzzles/snakebird/editorModel.ts';
import { FAMILIES } from '../../../src/puzzles/registry.ts';
import { jsnellLevels } from '../../unit/helpers/shared.ts';

const registered = Object.values(FAMILIES);

describe.each(registered.map((f) => [f.id, f] as const))('%s editor with the real family', (id, family) => {
  const levels = [{ name: 'blank', level: family.blank() }, ...family.gallery.map((g) => {
    const parsed = family.parse(g.text);
    if (!parsed.ok) throw new Error(`gallery level ${g.name} does not parse: ${parsed.error.message}`);
    return { name: g.name, level: parsed.level };
  })];

  it.each(levels.map((l) => [l.name, l.level] as const))('%s is read back unchanged from its own text', (_name, level) => {
    const again = family.parse(family.make(level));
    expect(again.ok && again.level).toEqual(level);
  });

  it('renders the editor, on the family\'s board, and the play panel from its view table', async () => {
    const level = levels[levels.length - 1]!.level;
    const view = FAMILY_VIEWS[id];
    expect(await view.rules()).toBe(family);
    render(<EditorPanel family={family} editor={view.Editor} level={level} onChange={() => {}} />);
    expect(screen.getByRole('button', { name: 'Import text' })).toBeInTheDocument();
    // the family's own editor arrives with its chunk
    await waitFor(() => expect(screen.queryByText('Loading the editor…')).toBeNull(), { timeout: 10_000 });
    expect(document.querySelector('.ed-family')).not.toBeNull();
    // the level is painted on the family's own board, at its size in play: one board, with the
    // paint layer over it, and no second picture beside it
    const boards = document.querySelectorAll('.ed-panel .board');
    expect(boards).toHaveLength(1);
    expect(boards[0]!.parentElement).toHaveClass('ed-board');
    expect(boards[0]!.parentElement!.querySelector('[role="grid"]')).not.toBeNull();
    expect(screen.queryByLabelText('Preview')).toBeNull();
    render(<PlayPanel family={family} view={view} level={level} />);
    expect(screen.getByRole('button', { name: 'Hint' })).toBeInTheDocument();
  }, 30_000);
});

describe.each(registered.map((f) => [f.id, f] as const))('%s: New level and Clear', (id, family) => {
  it('New level is valid from the start; Clear keeps a level the parser reads; each is one Undo away', async () => {
    const view = FAMILY_VIEWS[id];
    const gallery = family.parse(family.gallery[0]!.text);
    if (!gallery.ok) throw new Error(gallery.error.message);
    expect(family.validate(view.blank())).toEqual([]);
    let last: unknown = gallery.level;
    function Host() {
      const [level, setLevel] = useState<unknown>(gallery.ok ? gallery.level : null);
      return <EditorPanel family={family} editor={view.Editor} newLevel={view.blank} clear={view.clear} level={level} onChange={(l) => (setLevel(l), (last = l))} />;
    }
    render(<Host />);
    fireEvent.click(screen.getByRole('button', { name: 'Clear' }));
    expect(family.make(last)).toBe(family.make(view.clear(gallery.level)));
    expect(family.parse(family.make(last)).ok).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Undo clear' }));
    expect(last).toEqual(gallery.level);
    fireEvent.click(screen.getByRole('button', { name: 'New level' }));
    expect(family.make(last)).toBe(family.make(view.blank()));
    expect(screen.getByRole('status')).toHaveTextContent('A new level: the level before is one Undo away.');
    fireEvent.click(screen.getByRole('button', { name: 'Undo' }));
    expect(last).toEqual(gallery.level);
  }, 30_000);

  it('Clear says what the level lacks in the drawing\'s words, with no place in a text that is not shown', () => {
    const view = FAMILY_VIEWS[id];
    const cleared = view.clear(family.blank());
    render(<EditorPanel family={family} editor={view.Editor} level={cleared} onChange={() => {}} />);
    const problems = family.validate(cleared);
    const list = document.querySelector('.ed-panel')!.textContent!;
    // (the list begins a message with no place before it with a capital: validationList.test)
    for (const p of problems) expect(list.toLowerCase()).toContain(p.message.toLowerCase());
    expect(list).not.toMatch(/Line \d+, column \d+/);
  });

  it('an empty or blank import is refused and the level kept', () => {
    const gallery = family.parse(family.gallery[0]!.text);
    if (!gallery.ok) throw new Error(gallery.error.message);
    const changes: unknown[] = [];
    render(<EditorPanel family={family} editor={FAMILY_VIEWS[id].Editor} level={gallery.level} onChange={(l) => changes.push(l)} />);
    fireEvent.click(screen.getByRole('button', { name: 'Import text' }));
    for (const text of ['', ' \n\t\n']) {
      fireEvent.change(screen.getByLabelText(/^Level text/), { target: { value: text } });
      fireEvent.click(screen.getByRole('button', { name: 'Import' }));
      expect(screen.getByText(/^Line 1, column 1: /)).toBeInTheDocument();
    }
    expect(changes).toEqual([]);
  });
});

// The real game's levels (kept outside the product, RULES.md §5): with water, teleporters and
// blocks, every one must survive a column added and removed again by the editor.
const real = jsnellLevels();
if (real.length > 0) {
  describe('Snakebird editing model with the real game levels', () => {
    it.each(real.map((r) => [r.file, r.text] as const))('keeps %s through a column added and removed', (file, text) => {
      const family = FAMILIES.snakebird;
      const parsed = family.parse(text);
      if (!parsed.ok) throw new Error(`${file}: ${parsed.error.message}`);
      const grown = resizeSnakebird(parsed.level, 'left', 1);
      expect(family.parse(family.make(grown)).ok, file).toBe(true);
      expect(resizeSnakebird(grown, 'left', -1), file).toEqual(parsed.level);
    });
  });
}
