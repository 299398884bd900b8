// Move's words for a player, loaded when first asked for (view/types.ts' HowToPlay): How to play's
// goal and rules, and what a swipe caused, which play mode says after it.
import type { HowToPlay, MoveOutcome } from '../../view/types.ts';
import { howToPlay as rulesInWords } from './howToPlay.ts';
import type { MoveLevel, MoveState } from './index.ts';

/** "dot c stayed put", "dot a reached a target", "dot b left a target"; none where every dot moved and none came to or left a target */
export const moveOutcome: MoveOutcome<MoveLevel, MoveState> = (level, before, after, _move, list) => {
  const { dots, width, floor } = level;
  /** a dot by its letter, and where another dot shares the letter by its cell before the swipe ("dot a from row 1, column 2", or "at" where it stayed) */
  const name = (i: number) => {
    const { color } = dots[i]!;
    const at = before.at[i]!;
    const where = ` ${after.at[i] === at ? 'at' : 'from'} row ${Math.floor(at / width) + 1}, column ${(at % width) + 1}`;
    return `dot ${color}${dots.filter((d) => d.color === color).length > 1 ? where : ''}`;
  };
  const onTarget = (i: number, cell: number) => floor[Math.floor(cell / width)]?.[cell % width] === dots[i]!.color.toUpperCase();
  const phrase = (test: (i: number) => boolean, word: string) => {
    const which = dots.flatMap((_, i) => (test(i) ? [name(i)] : []));
    return which.length === 0 ? [] : [`${list(which)} ${word}`];
  };
  return [
    ...phrase((i) => after.at[i] === before.at[i], 'stayed put'),
    ...phrase((i) => !onTarget(i, before.at[i]!) && onTarget(i, after.at[i]!), 'reached a target'),
    ...phrase((i) => onTarget(i, before.at[i]!) && !onTarget(i, after.at[i]!), 'left a target'),
  ];
};

export const howToPlay: HowToPlay<MoveLevel, MoveState> = { ...rulesInWords, moveOutcome };
