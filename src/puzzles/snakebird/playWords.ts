// Snakebird's words for a player, loaded when first asked for (view/types.ts' HowToPlay): How to
// play's goal and rules, and what a move caused (outcome.ts), which play mode says after it.
import type { HowToPlay } from '../../view/types.ts';
import { howToPlay as rulesInWords } from './howToPlay.ts';
import type { SnakebirdLevel, SnakebirdState } from './index.ts';

/**
 * (outcome.ts is asked for here, not imported: it imports the rules' chunk, which a static import
 * would have the first screen preload by name with this chunk, 25 bytes more there)
 */
export const howToPlay: Promise<HowToPlay<SnakebirdLevel, SnakebirdState>> = import('./outcome.ts').then((m) => ({ ...rulesInWords, moveOutcome: m.snakebirdOutcome }));
