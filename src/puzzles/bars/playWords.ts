// Bars' words for a player, loaded when first asked for (view/types.ts' HowToPlay): How to play's
// goal and rules, and what a press caused, which play mode says after it.
import type { HowToPlay, MoveOutcome } from '../../view/types.ts';
import { howToPlay as rulesInWords } from './howToPlay.ts';
import type { BarsLevel, BarsState } from './index.ts';

/**
 * Lights Out: "turned 3 lights on and 2 off", "6 of 9 on"; gold bars: "turned 1 bar upright and 4
 * flat", "6 of 9 upright" (a cell's 1 is a light on, a bar upright)
 */
export const barsOutcome: MoveOutcome<BarsLevel, BarsState> = (level, before, after) => {
  const [noun, one, zero] = level.pattern === 'plus' ? ['light', 'on', 'off'] : ['bar', 'upright', 'flat'];
  let up = 0;
  let down = 0;
  let ones = 0;
  after.cells.forEach((row, r) =>
    row.forEach((v, c) => {
      ones += v;
      if (v !== before.cells[r]![c]) {
        if (v) up++;
        else down++;
      }
    }),
  );
  const turned = ([[up, one], [down, zero]] as const)
    .filter(([k]) => k > 0)
    .map(([k, w], i) => (i === 0 ? `${k} ${noun}${k === 1 ? '' : 's'} ${w}` : `${k} ${w}`));
  return [`turned ${turned.join(' and ')}`, `${ones} of ${level.rows * level.cols} ${one}`];
};

export const howToPlay: HowToPlay<BarsLevel, BarsState> = { ...rulesInWords, moveOutcome: barsOutcome };
