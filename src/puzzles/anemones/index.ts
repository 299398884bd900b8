// Botanicula's anemones (RULES.md §1). Tapping m raises m, then lowers m's list (lowering wins).
import { numberFrom1To } from '../text.ts';
import type { PuzzleFamily } from '../types.ts';
import { makeAnemones, parseAnemones, type AnemonesLevel } from './format.ts';
import { ANEMONES_GALLERY } from './gallery.ts';
import { blankAnemones } from './blank.ts';

export type { AnemonesLevel } from './format.ts';

/** up[i]: anemone i+1 is up */
export interface AnemonesState {
  up: boolean[];
}

export const anemones: PuzzleFamily<AnemonesLevel, AnemonesState> = {
  id: 'anemones',
  title: 'Anemones',
  formats: ['anemones'],
  parse: (text) => parseAnemones(text),
  make: makeAnemones,
  validate: () => [],
  blank: blankAnemones,
  start: (level) => ({ up: Array.from({ length: level.count }, (_, i) => level.start.includes(i + 1)) }),
  notation: (level) => ({
    names: (word) => numberFrom1To(word, level.count),
    expected: `an anemone's number, from 1 to ${level.count}`,
  }),
  legalMoves: (level) => Array.from({ length: level.count }, (_, i) => String(i + 1)),
  play: (level, state, move) => {
    if (!/^\d+$/.test(move)) return null;
    const m = Number(move);
    if (m < 1 || m > level.count) return null;
    const up = state.up.slice();
    up[m - 1] = true;
    for (const n of level.lowers[m - 1] ?? []) up[n - 1] = false;
    return { up };
  },
  isWon: (level, state) => state.up.every((u, i) => u === level.goal.includes(i + 1)),
  levelFromState: (level, state) => ({
    ...level,
    start: state.up.flatMap((u, i) => (u ? [i + 1] : [])),
  }),
  gallery: ANEMONES_GALLERY,
};
