// Anemones' words for a player, loaded when first asked for (view/types.ts' HowToPlay): How to
// play's goal and rules, and what a tap caused, which play mode says after it.
import type { HowToPlay, MoveOutcome } from '../../view/types.ts';
import { howToPlay as rulesInWords } from './howToPlay.ts';
import type { AnemonesLevel, AnemonesState } from './index.ts';

/**
 * "anemone 3 rose", "anemones 1 and 4 went down"; where the tap changed none, why: "nothing
 * changed: anemone 1 was already up, and anemones 5 and 7 already down" (the board marks the
 * tap's list as pulled down all the same, and "nothing changed" alone left a listener to wonder
 * what the tap was meant to do)
 */
export const anemonesOutcome: MoveOutcome<AnemonesLevel, AnemonesState> = (level, before, after, move, list) => {
  const named = (which: readonly string[]) => `anemone${which.length > 1 ? 's' : ''} ${list(which)}`;
  /** the anemones (numbered from 1) that were `was` and are no longer, and what that is called */
  const turned = (was: boolean, word: string) => {
    const which = after.up.flatMap((u, i) => (before.up[i] === was && u !== was ? [String(i + 1)] : []));
    return which.length === 0 ? '' : `${named(which)} ${word}`;
  };
  const said = [turned(false, 'rose'), turned(true, 'went down')].filter((p) => p !== '');
  if (said.length > 0) return said;
  const lowered = [...new Set(level.lowers[Number(move) - 1] ?? [])].sort((a, b) => a - b).map(String);
  const up = lowered.includes(move) ? '' : `${named([move])} was already up`;
  const down = lowered.length === 0 ? '' : `${named(lowered)} ${up === '' ? (lowered.length > 1 ? 'were ' : 'was ') : ''}already down`;
  return [`nothing changed: ${up}${up && down ? ', and ' : ''}${down}`];
};

export const howToPlay: HowToPlay<AnemonesLevel, AnemonesState> = { ...rulesInWords, moveOutcome: anemonesOutcome };
