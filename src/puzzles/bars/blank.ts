// A dark 4×4 grid of the cross pattern: the rules' blank and the view's New level both start
// from it (kept apart from index.ts so the view table need not load the rules).
import type { BarsLevel } from './format.ts';

export const blankBars = (): BarsLevel => ({ rows: 4, cols: 4, pattern: 'cross', goal: 1, cells: Array.from({ length: 4 }, () => [0, 0, 0, 0]) });
