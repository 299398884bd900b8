// The app's state: which family and level, the solve in flight, and the solution's playback.
import { create } from 'zustand';
import type { SearchProgress, SearchResult } from '../engine/types.ts';
import { getFamily } from '../puzzles/registry.ts';
import type { FamilyId } from '../puzzles/types.ts';
import { DEFAULT_BUDGET, doubledBudget, SolverClient, type RunningSolve, type SolveQuery } from '../worker/client.ts';

export type Mode = 'solve' | 'edit' | 'play';

export interface Playback {
  moves: string[];
  /** states[i]: the position after i moves (states[0] is the start) */
  states: unknown[];
  /** frames[i]: the positions move i+1 passes through, ending on states[i+1] */
  frames: unknown[][];
  index: number;
  playing: boolean;
  /** moves per second */
  speed: number;
}

export interface SolveState {
  status: 'idle' | 'running' | 'done' | 'error' | 'cancelled';
  progress: SearchProgress | null;
  progressCount: number;
  result: SearchResult | null;
  error: string | null;
  budget: { maxStates: number; maxBytes: number };
}

export interface AppState {
  familyId: FamilyId;
  levelName: string | null;
  levelText: string;
  /** the parsed level, or null while the text does not parse */
  level: unknown;
  levelError: string | null;
  mode: Mode;
  /** also count the distinct optimal solutions (is the solution unique?) */
  countSolutions: boolean;
  /** optimal counts learned this session, by `${family}/${level name}` */
  known: Record<string, number | null>;
  solve: SolveState;
  playback: Playback | null;

  chooseFamily(id: FamilyId): void;
  openGalleryLevel(name: string): void;
  setLevelText(text: string, name?: string | null): void;
  /** open a level of any family (a link, a saved level) */
  openLevel(familyId: FamilyId, text: string, name: string | null): void;
  setLevel(level: unknown): void;
  setMode(mode: Mode): void;
  setCountSolutions(on: boolean): void;
  solveLevel(budget?: { maxStates: number; maxBytes: number }): void;
  keepSearching(): void;
  cancel(): void;
  goTo(index: number): void;
  step(delta: number): void;
  setPlaying(playing: boolean): void;
  setSpeed(speed: number): void;
}

const IDLE: SolveState = { status: 'idle', progress: null, progressCount: 0, result: null, error: null, budget: DEFAULT_BUDGET };

const solver = new SolverClient();
let running: RunningSolve | null = null;

function parseFor(familyId: FamilyId, text: string): { level: unknown; levelError: string | null } {
  const family = getFamily(familyId);
  if (!family) return { level: null, levelError: `the ${familyId} family is not available` };
  const parsed = family.parse(text);
  if (!parsed.ok) {
    const { line, column, message } = parsed.error;
    return { level: null, levelError: `line ${line}, column ${column}: ${message}` };
  }
  return { level: parsed.level, levelError: null };
}

/** Replay a solution through the family's rules: the states and the frames between them. */
export function buildPlayback(familyId: FamilyId, level: unknown, moves: string[]): Playback | null {
  const family = getFamily(familyId);
  if (!family) return null;
  const states: unknown[] = [family.start(level)];
  const frames: unknown[][] = [];
  for (const move of moves) {
    const from = states[states.length - 1];
    const stepFrames = family.playFrames?.(level, from, move) ?? null;
    const next = stepFrames ? stepFrames[stepFrames.length - 1] : family.play(level, from, move);
    if (next === null || next === undefined) return null;
    frames.push(stepFrames ?? [next]);
    states.push(next);
  }
  return { moves, states, frames, index: 0, playing: false, speed: 2 };
}

const firstFamily: FamilyId = 'anemones';

function initialLevel(familyId: FamilyId): { levelName: string | null; levelText: string } {
  const family = getFamily(familyId);
  const first = family?.gallery[0];
  return { levelName: first?.name ?? null, levelText: first?.text ?? '' };
}

export const useApp = create<AppState>()((set, get) => {
  const stopRunning = () => {
    running?.cancel();
    running = null;
  };
  const loadText = (familyId: FamilyId, text: string, levelName: string | null) => {
    stopRunning();
    set({ familyId, levelText: text, levelName, ...parseFor(familyId, text), solve: IDLE, playback: null });
  };
  const start = initialLevel(firstFamily);
  return {
    familyId: firstFamily,
    ...start,
    ...parseFor(firstFamily, start.levelText),
    mode: 'solve',
    countSolutions: false,
    known: {},
    solve: IDLE,
    playback: null,

    chooseFamily: (id) => {
      if (id === get().familyId) return;
      const first = initialLevel(id);
      loadText(id, first.levelText, first.levelName);
    },
    openGalleryLevel: (name) => {
      const family = getFamily(get().familyId);
      const g = family?.gallery.find((l) => l.name === name);
      if (g) loadText(get().familyId, g.text, g.name);
    },
    setLevelText: (text, name = null) => loadText(get().familyId, text, name),
    openLevel: (familyId, text, name) => loadText(familyId, text, name),
    setLevel: (level) => {
      const family = getFamily(get().familyId);
      if (!family) return;
      stopRunning();
      set({ level, levelText: family.make(level), levelError: null, levelName: null, solve: IDLE, playback: null });
    },
    setMode: (mode) => set({ mode }),
    setCountSolutions: (countSolutions) => set({ countSolutions }),

    solveLevel: (budget = DEFAULT_BUDGET) => {
      const { familyId, levelText, level, levelName } = get();
      if (level === null) return;
      stopRunning();
      set({ solve: { ...IDLE, status: 'running', budget }, playback: null });
      const query: SolveQuery = { family: familyId, text: levelText, ...budget, countSolutions: get().countSolutions };
      const solve = solver.start(query, (m) => {
        if (running?.id !== m.id) return;
        if (m.type === 'progress') {
          set((s) => ({ solve: { ...s.solve, progress: m.progress, progressCount: s.solve.progressCount + 1 } }));
          return;
        }
        running = null;
        if (m.type === 'error') {
          set((s) => ({ solve: { ...s.solve, status: 'error', error: m.message } }));
          return;
        }
        const result = m.result;
        const playback = result.kind === 'solved' ? buildPlayback(familyId, level, result.solution) : null;
        const known =
          levelName !== null && result.kind !== 'limit'
            ? { ...get().known, [`${familyId}/${levelName}`]: result.kind === 'solved' ? result.moves : null }
            : get().known;
        set((s) => ({ solve: { ...s.solve, status: 'done', result }, playback, known }));
      });
      running = solve;
    },
    keepSearching: () => {
      const { budget } = get().solve;
      get().solveLevel(doubledBudget(budget));
    },
    cancel: () => {
      if (!running) return;
      stopRunning();
      set((s) => ({ solve: { ...s.solve, status: 'cancelled' } }));
    },

    goTo: (index) => {
      const p = get().playback;
      if (!p) return;
      set({ playback: { ...p, index: Math.max(0, Math.min(p.moves.length, index)), playing: false } });
    },
    step: (delta) => {
      const p = get().playback;
      if (!p) return;
      const index = Math.max(0, Math.min(p.moves.length, p.index + delta));
      set({ playback: { ...p, index, playing: p.playing && index < p.moves.length } });
    },
    setPlaying: (playing) => {
      const p = get().playback;
      if (!p) return;
      // playing from the end starts again from the beginning
      set({ playback: { ...p, playing, index: playing && p.index === p.moves.length ? 0 : p.index } });
    },
    setSpeed: (speed) => {
      const p = get().playback;
      if (p) set({ playback: { ...p, speed } });
    },
  };
});
