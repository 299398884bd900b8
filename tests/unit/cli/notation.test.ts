// The move notation `--analyse --line` checks a line against (each family's notation()): it must
// name every move the rules can play and nothing they never play, in every family's gallery.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { lineRefusal } from '../../../src/cli/analyse.ts';
import { FAMILIES } from '../../../src/puzzles/registry.ts';
import { FAMILY_IDS, type AnyFamily } from '../../../src/puzzles/types.ts';
import { parseOk } from '../helpers/family.ts';

const galleryLevels = FAMILY_IDS.flatMap((id) => {
  const family = FAMILIES[id] as AnyFamily;
  return family.gallery.map((g) => ({ family, name: g.name, level: parseOk<unknown>(family, g.text) }));
});

/** Words a line might hold by mistake: another family's notation, other case, cells off the board. */
const strayWord = fc.oneof(
  fc.constantFrom('r', 'u', 'X', 'Q', 'UR', '0', '00', '25', '99', '0,0', '9,9', '1,', ',1', '1,1,1', 'AU', 'aR', 'ZD', 'bunny:', 'dog:a->b', 'bunny:house->', '->', ''),
  fc.string({ maxLength: 12 }),
);

describe('--line notation', () => {
  it.each(galleryLevels.map((g) => [`${g.family.id}: ${g.name}`, g] as const))(
    '%s: names every legal move along a random walk, and no word it does not name ever plays',
    (_, { family, level }) => {
      const notation = family.notation(level);
      fc.assert(
        fc.property(fc.array(fc.nat(), { maxLength: 12 }), fc.array(strayWord, { minLength: 1, maxLength: 6 }), (walk, strays) => {
          let state = family.start(level);
          for (const pick of [...walk, 0]) {
            const legal = family.legalMoves(level, state);
            for (const word of legal) expect(notation.names(word), word).toBe(true);
            // the Check box's spelling leaves a move's own word alone, and takes a direction in lower case back to it
            const spell = notation.spelled ?? ((w: string) => w);
            for (const word of legal) expect(spell(word), word).toBe(word);
            for (const word of legal) if (/^[A-Za-z]?[UDLR]$/.test(word)) expect(spell(word.slice(0, -1) + word.slice(-1).toLowerCase()), word).toBe(word);
            // and near misses of the legal moves: other case, a stray letter, a DogBunny edge walked backwards
            const nearMisses = legal.flatMap((w) => [w.toLowerCase(), `${w}x`, w.replace(/^(.*?):(.*)->(.*)$/, '$1:$3->$2')]);
            for (const word of [...strays, ...nearMisses]) if (!notation.names(word)) expect(family.play(level, state, word), word).toBeNull();
            if (legal.length === 0) break;
            const next = family.play(level, state, legal[pick % legal.length]!);
            if (next === null || family.isLost?.(level, next)) break;
            state = next;
          }
        }),
        { numRuns: 40 },
      );
    },
  );

  it('refuses a word that is no move, by its place in the line and what a move looks like', () => {
    const move = galleryLevels.find((g) => g.family.id === 'move')!;
    expect(lineRefusal(move.family, move.level, ['r', 'r'])).toBe("move 1, 'r', is not a move: expected a swipe: U, D, L or R");
    expect(lineRefusal(move.family, move.level, ['U', 'X', 'Q'])).toBe("move 2, 'X', is not a move: expected a swipe: U, D, L or R");
    expect(lineRefusal(move.family, move.level, ['U', 'D'])).toBeNull();
    const bars = FAMILIES.bars!;
    const level = parseOk<unknown>(bars, '0110\n1001\n1011\n0100\n');
    expect(lineRefusal(bars, level, ['9,9', '0,0'])).toBe("move 1, '9,9', is not a move: expected a cell as row,column, from 1,1 to 4,4");
    expect(lineRefusal(bars, level, ['4,4', '0,0'])).toContain("move 2, '0,0', is not a move");
    // a control character in the word is quoted escaped
    expect(lineRefusal(move.family, move.level, ['\u001b[2J'])).toContain("'\\x1b[2J'");
  });

  it('refuses --line with no moves, saying what one looks like', () => {
    const move = galleryLevels.find((g) => g.family.id === 'move')!;
    expect(lineRefusal(move.family, move.level, [])).toBe("--line needs the line's moves after it, each a swipe: U, D, L or R");
  });
});
