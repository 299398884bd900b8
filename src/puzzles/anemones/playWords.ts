// Anemones' words for a player, loaded when first asked for (view/types.ts' HowToPlay): How to
// play's goal and rules, and what a tap caused, which play mode says after it.
import type { HowToPlay, MoveOutcome } from '../../view/types.ts';
import { howToPlay as rulesInWords } from './howToPlay.ts';
import type { AnemonesLevel, AnemonesState } from './index.ts';

/** "anemone 3 rose", "anemones 1 and 4 went down"; "nothing changed" where the tap changed none */
export const anemonesOutcome: MoveOutcome<AnemonesLevel, AnemonesState> = (_level, before, after, _move, list) => {
  /** the anemones (numbered from 1) that were `was` and are no longer, and what that is called */
  const turned = (was: boolean, word: string) => {
    const which = after.up.flatMap((u, i) => (before.up[i] === was && u !== was ? [String(i + 1)] : []));
    return which.length === 0 ? '' : `anemone${which.length > 1 ? 's' : ''} ${list(which)} ${word}`;
  };
  const said = [turned(false, 'rose'), turned(true, 'went down')].filter((p) => p !== '');
  return said.length > 0 ? said : ['nothing changed'];
};

export const howToPlay: HowToPlay<AnemonesLevel, AnemonesState> = { ...rulesInWords, moveOutcome: anemonesOutcome };
