// The editors against the real, registered families: each editor's text model must carry
// every gallery level (and the blank one) through make → model → text → parse unchanged,
// and the editor and play panels must render them.
import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { EditorPanel } from '../../../src/editor/EditorPanel.tsx';
import { PlayPanel } from '../../../src/editor/PlayPanel.tsx';
import {
  readAnemones, readBars, readDogBunny, readMove, writeAnemones, writeBars, writeDogBunny, writeMove,
} from '../../../src/editor/textModels.ts';
import { readSnakebird, writeSnakebird } from '../../../src/puzzles/snakebird/editorModel.ts';
import { FAMILIES } from '../../../src/puzzles/registry.ts';
import type { FamilyId } from '../../../src/puzzles/types.ts';
import { jsnellLevels } from '../../unit/helpers/shared.ts';

const MODELS: Record<FamilyId, (text: string) => string> = {
  anemones: (t) => writeAnemones(readAnemones(t)),
  bars: (t) => writeBars(readBars(t)),
  move: (t) => writeMove(readMove(t)),
  dogbunny: (t) => writeDogBunny(readDogBunny(t)),
  snakebird: (t) => writeSnakebird(readSnakebird(t)),
};

const registered = Object.values(FAMILIES);

describe.each(registered.map((f) => [f!.id, f!] as const))('%s editor with the real family', (_id, family) => {
  const levels = [{ name: 'blank', level: family.blank() }, ...family.gallery.map((g) => {
    const parsed = family.parse(g.text);
    if (!parsed.ok) throw new Error(`gallery level ${g.name} does not parse: ${parsed.error.message}`);
    return { name: g.name, level: parsed.level };
  })];

  it.each(levels.map((l) => [l.name, l.level] as const))('%s survives the editing model unchanged', (_name, level) => {
    const again = family.parse(MODELS[family.id](family.make(level)));
    expect(again.ok && again.level).toEqual(level);
  });

  it('renders the editor and the play panel', () => {
    const level = levels[levels.length - 1]!.level;
    render(<EditorPanel family={family} level={level} onChange={() => {}} />);
    expect(screen.getByRole('button', { name: 'Import text' })).toBeInTheDocument();
    render(<PlayPanel family={family} level={level} />);
    expect(screen.getByRole('button', { name: 'Hint' })).toBeInTheDocument();
  });
});

// The real game's levels (kept outside the product, RULES.md §5): with water, teleporters and
// blocks, every one must survive the Snakebird editor's model. Added only when ../shared is present.
const real = jsnellLevels();
if (real.length > 0) {
  describe('Snakebird editor model with the real game levels', () => {
    it.each(real.map((r) => [r.file, r.text] as const))('carries %s through make → model → text → parse unchanged', (file, text) => {
      const family = FAMILIES.snakebird!;
      const parsed = family.parse(text);
      if (!parsed.ok) throw new Error(`${file}: ${parsed.error.message}`);
      const again = family.parse(MODELS.snakebird(family.make(parsed.level)));
      expect(again.ok && again.level, file).toEqual(parsed.level);
    });
  });
}
