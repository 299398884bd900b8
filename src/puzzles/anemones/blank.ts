// Five anemones, none up, all wanted up: the rules' blank and the view's New level both start
// from it (kept apart from index.ts so the view table need not load the rules).
import type { AnemonesLevel } from './format.ts';

export const blankAnemones = (): AnemonesLevel => ({ count: 5, lowers: [[], [], [], [], []], start: [], goal: [1, 2, 3, 4, 5] });
