// The app's state: which family and level, the solve in flight, and the solution's playback.
// A family's rules load when the family is first shown (FAMILY_VIEWS[id].rules()), so the
// first screen carries only the open family's rules.
import { create } from 'zustand';
import type { SearchProgress, SearchResult } from '../engine/types.ts';
import { FAMILY_IDS, type AnyFamily, type FamilyId } from '../puzzles/types.ts';
import { DEFAULT_BUDGET, doubledBudget, SolverClient, type RunningSolve, type SolveQuery } from '../worker/client.ts';
import { FAMILY_VIEWS } from './views.ts';

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

/** The level a family was left on, to come back to: its text and name, and the parsed level itself (the editor's undo history and the moves played are kept against it). */
export interface Draft {
  text: string;
  name: string | null;
  /** absent for a draft restored from storage: its text is parsed when the family is chosen */
  parsed?: { level: unknown; levelError: string | null };
}

export interface AppState {
  familyId: FamilyId;
  /** the open family's rules; null while they load (or when they could not be loaded) */
  family: AnyFamily | null;

  levelName: string | null;
  levelText: string;
  /** the parsed level, or null while the text does not parse */
  level: unknown;
  levelError: string | null;
  mode: Mode;
  /** also count the distinct optimal solutions (is the solution unique?) */
  countSolutions: boolean;
  /** the level each family was left on (edits included), taken up again when it is chosen */
  drafts: Partial<Record<FamilyId, Draft>>;
  /** optimal counts learned this session, by knownKey(family, level text): by text, not name, since a link names its level as it likes */
  known: Record<string, number | null>;
  solve: SolveState;
  playback: Playback | null;
  /** the moves play mode takes over from ("Play from here" at a position of the solution) */
  takeOver: { moves: readonly string[] } | null;

  chooseFamily(id: FamilyId): void;
  openGalleryLevel(name: string): void;
  setLevelText(text: string, name?: string | null): void;
  /** open a level of any family (a link, a saved level) */
  openLevel(familyId: FamilyId, text: string, name: string | null): void;
  /** take up drafts kept elsewhere (saved in the browser): each family opens on its draft when chosen */
  restoreDrafts(drafts: Partial<Record<FamilyId, { text: string; name: string | null }>>): void;
  /** load the open family's rules if they are not there yet (and no load is under way) */
  ensureLoaded(): void;

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
  /** play it yourself from the playback's position: the solution's moves so far are the line played */
  playFrom(index: number): void;
}

const IDLE: SolveState = { status: 'idle', progress: null, progressCount: 0, result: null, error: null, budget: DEFAULT_BUDGET };

const solver = new SolverClient();
let running: RunningSolve | null = null;

/** the rules of every family loaded so far */
const loadedRules = new Map<FamilyId, AnyFamily>();

/** A family's rules: at once when loaded before, else when its chunk arrives. */
export function loadRules(id: FamilyId): Promise<AnyFamily> {
  const have = loadedRules.get(id);
  if (have) return Promise.resolve(have);
  return FAMILY_VIEWS[id].rules().then((family) => {
    loadedRules.set(id, family);
    return family;
  });
}

function parseFor(family: AnyFamily, text: string): { level: unknown; levelError: string | null } {
  const parsed = family.parse(text);
  if (!parsed.ok) {
    const { line, column, message } = parsed.error;
    return { level: null, levelError: `line ${line}, column ${column}: ${message}` };
  }
  return { level: parsed.level, levelError: null };
}

/** Replay a solution through the family's rules: the states and the frames between them. */
export function buildPlayback(familyId: FamilyId, level: unknown, moves: string[]): Playback | null {
  const family = loadedRules.get(familyId);
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

/** The key of a level's optimal count in `known`. */
export const knownKey = (familyId: FamilyId, text: string): string => `${familyId}/${text}`;

/** A level waiting for its family's rules: its text (null: the first gallery level), and a solve asked for meanwhile. */
interface Pending {
  text: string | null;
  name: string | null;
  solve: boolean;
}
let pending: Pending | null = null;
/** counts level loads, so a slow family chunk never overwrites a level opened after it was asked for */
let loads = 0;

export const useApp = create<AppState>()((set, get) => {
  const stopRunning = () => {
    running?.cancel();
    running = null;
  };
  /** the state for a text of a loaded family (null: its first gallery level) */
  const levelState = (family: AnyFamily, text: string | null, levelName: string | null) => {
    const first = family.gallery[0];
    const levelText = text ?? first?.text ?? '';
    return { family, familyId: family.id, levelText, levelName: text === null ? (first?.name ?? null) : levelName, ...parseFor(family, levelText), solve: IDLE, playback: null };
  };
  /** remember the level the open family is left on */
  const keepDraft = (next: FamilyId) => {
    const s = get();
    if (next === s.familyId || s.family === null) return;
    set({ drafts: { ...s.drafts, [s.familyId]: { text: s.levelText, name: s.levelName, parsed: { level: s.level, levelError: s.levelError } } } });
  };
  const loadText = (familyId: FamilyId, text: string | null, levelName: string | null) => {
    stopRunning();
    keepDraft(familyId);
    const token = ++loads;
    const family = loadedRules.get(familyId);
    if (family) {
      pending = null;
      set(levelState(family, text, levelName));
      return;
    }
    pending = { text, name: levelName, solve: false };
    set({ familyId, family: null, levelText: text ?? '', levelName, level: null, levelError: null, solve: IDLE, playback: null });
    loadRules(familyId).then(
      (loaded) => {
        if (token !== loads || !pending) return;
        const { solve } = pending;
        pending = null;
        const state = levelState(loaded, text, levelName);
        if (solve && state.level !== null) startSolve(DEFAULT_BUDGET, state);
        else set(state);
      },
      (e: unknown) => {
        if (token !== loads) return;
        pending = null;
        set({ levelError: `the ${FAMILY_VIEWS[familyId].title} family could not be loaded (${e instanceof Error ? e.message : String(e)}); reload the page` });
      },
    );
  };
  /** start a solve; `patch` is state to set in the same update (a level that has just loaded) */
  const startSolve = (budget: SolveState['budget'], patch: Partial<AppState> = {}) => {
    const { familyId, levelText, level } = { ...get(), ...patch };
    if (level === null) return;
    stopRunning();
    set({ ...patch, solve: { ...IDLE, status: 'running', budget }, playback: null });
    // early: a first line, not proven shortest, while the exact search goes on (kept on Cancel)
    const query: SolveQuery = { family: familyId, text: levelText, ...budget, countSolutions: get().countSolutions, early: true, estimate: true };
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
      const line = result.kind === 'solved' ? result.solution : result.kind === 'limit' ? result.bestFound?.solution : undefined;
      const playback = line ? buildPlayback(familyId, level, line) : null;
      const known = result.kind !== 'limit' ? { ...get().known, [knownKey(familyId, levelText)]: result.kind === 'solved' ? result.moves : null } : get().known;
      set((s) => ({ solve: { ...s.solve, status: 'done', result }, playback, known }));
    });
    running = solve;
  };
  const firstFamily = FAMILY_IDS[0]!;
  return {
    familyId: firstFamily,
    family: null,
    levelName: null,
    levelText: '',
    level: null,
    levelError: null,
    mode: 'solve',
    countSolutions: false,
    drafts: {},
    known: {},
    solve: IDLE,
    playback: null,
    takeOver: null,

    chooseFamily: (id) => {
      if (id === get().familyId && (get().family !== null || pending !== null)) return;
      const draft = get().drafts[id];
      const family = loadedRules.get(id);
      if (draft?.parsed && family) {
        // the family's level as it was left: the same level, so its edit history and moves played still apply
        stopRunning();
        keepDraft(id);
        loads++;
        pending = null;
        set({ familyId: id, family, levelText: draft.text, levelName: draft.name, ...draft.parsed, solve: IDLE, playback: null });
        return;
      }
      loadText(id, draft ? draft.text : null, draft ? draft.name : null);
    },
    openGalleryLevel: (name) => {
      const g = get().family?.gallery.find((l) => l.name === name);
      if (g) loadText(get().familyId, g.text, g.name);
    },
    setLevelText: (text, name = null) => loadText(get().familyId, text, name),
    openLevel: (familyId, text, name) => loadText(familyId, text, name),
    restoreDrafts: (drafts) => {
      const { familyId } = get();
      const restored = Object.fromEntries(Object.entries(drafts).filter(([id]) => id !== familyId)) as AppState['drafts'];
      set({ drafts: { ...get().drafts, ...restored } });
    },
    ensureLoaded: () => {
      const { family, familyId, levelText, levelName } = get();
      if (family !== null || pending !== null) return;
      loadText(familyId, levelText === '' ? null : levelText, levelName);
    },
    setLevel: (level) => {
      const family = get().family;
      if (!family) return;
      stopRunning();
      set({ level, levelText: family.make(level), levelError: null, levelName: null, solve: IDLE, playback: null });
    },
    setMode: (mode) => set({ mode }),
    setCountSolutions: (countSolutions) => set({ countSolutions }),

    solveLevel: (budget = DEFAULT_BUDGET) => {
      // a level whose family is still loading is solved as soon as it arrives
      if (get().family === null && pending) pending.solve = true;
      else startSolve(budget);
    },
    keepSearching: () => {
      const { budget } = get().solve;
      get().solveLevel(doubledBudget(budget));
    },
    cancel: () => {
      if (!running) return;
      stopRunning();
      // the best line found so far stays, to watch or play (labelled not proven shortest)
      const { familyId, level, solve } = get();
      const best = solve.progress?.bestFound;
      set({ solve: { ...solve, status: 'cancelled' }, playback: best ? buildPlayback(familyId, level, best.solution) : null });
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
    playFrom: (index) => {
      const p = get().playback;
      if (!p) return;
      set({ mode: 'play', takeOver: { moves: p.moves.slice(0, Math.max(0, Math.min(p.moves.length, index))) }, playback: { ...p, playing: false } });
    },
    setSpeed: (speed) => {
      const p = get().playback;
      if (p) set({ playback: { ...p, speed } });
    },
  };
});
