// The Check view's state: the analysis of the open level (src/puzzles/analyse.ts, run in the
// worker through the one solver client), the line it judged, and in play mode the verdict on
// the moves played so far. Results belong to one level (family and text): a result of another
// level is never shown.
import { create } from 'zustand';
import type { AnalysisLimit } from '../../engine/analyse.ts';
import type { SearchProgress } from '../../engine/types.ts';
import type { LevelCheck } from '../../puzzles/analyse.ts';
import type { FamilyId } from '../../puzzles/types.ts';
import { DEFAULT_BUDGET, SolverClient, type RunningSolve } from '../../worker/client.ts';
import { browserStorage, keepAside, read } from '../../storage/localStore.ts';
import { keepForReload, loadedAgain } from '../store.ts';

/** The state graph is drawn up to this many positions; past it, dots would be too small to click. */
export const PICTURE_MAX_POSITIONS = 400;

export type CheckAnswer = LevelCheck | AnalysisLimit;

export interface LevelRef {
  familyId: FamilyId;
  text: string;
}

/** Where the line checked came from. */
export type LineSource = 'typed' | 'played' | 'solution';

export interface CheckState {
  status: 'idle' | 'running' | 'done' | 'error' | 'cancelled';
  progress: SearchProgress | null;
  /** the level the answer (or the check in flight) is about */
  of: LevelRef | null;
  answer: CheckAnswer | null;
  error: string | null;
  /** the line judged (null: none given, the solution is shown) */
  line: string[] | null;
  source: LineSource;
  /** the designer's line as typed, by family: another family's moves read as nonsense, and coming back finds it again */
  lineTexts: Readonly<Record<string, string>>;
  /**
   * a typed line asked for while a check of the same level ran: checked as soon as that check
   * answers, from the analysis the worker keeps (as an analysis board queues a move played
   * while its engine thinks), rather than refused without a word
   */
  waiting: string[] | null;
  /** the line that waited and was not checked: the check before it was cancelled, failed, or stopped at a limit (a line is judged from the level's analysis, which it did not reach) */
  notChecked: string[] | null;
  /** the line walked (play mode: the moves played; watching: the line watched) and, once judged, the move after which no win is reachable */
  live: { of: LevelRef; moves: readonly string[]; noReturnAt: number | null; judged: boolean } | null;

  setLineText(familyId: string, text: string): void;
  check(of: LevelRef, line: string[] | null, source: LineSource): void;
  /** check a typed line: now, or once the check of the same level under way answers (the newest line asked for waits) */
  checkTyped(of: LevelRef, line: string[]): void;
  cancel(): void;
  /**
   * The panel closed: a check in flight is stopped and forgotten (a long one went on out of
   * sight, up to its memory budget), so that opening the panel again checks the level afresh;
   * an answer already had is kept, and the worker lets go of its analysis (letGo).
   */
  putAway(): void;
  /**
   * Nothing needs the analysis the worker holds (whatever its size, kept for judging lines): the panel
   * closed, or its level is no longer open and no check of the open one starts. The worker is let
   * go with it, and a judgement in flight; the answer shown stays. A line of that level judged
   * later checks the level again first.
   */
  letGo(): void;
  /** judge the moves played in play mode (quietly: no progress, and never over a check in flight) */
  judgePlayed(of: LevelRef, moves: readonly string[]): void;
}

/** A line typed in RULES.md notation: moves are separated by spaces or new lines (Bars' moves hold a comma). */
export const splitLine = (text: string): string[] => text.split(/\s+/).filter((m) => m !== '');

/** two lines of the same moves */
export const sameWords = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((m, i) => m === b[i]);

export const sameLevel = (a: LevelRef | null, b: LevelRef | null) => a !== null && b !== null && a.familyId === b.familyId && a.text === b.text;

// What the tab keeps for a reload is read only on a reload (or Back, Forward); any other visit
// starts afresh and writes over it. A kept value that cannot be read (written by another version
// of the app, or by hand) is moved aside unchanged (`<key>~unreadable`), as stored levels are,
// not written over; where there is no room to move it, this tab leaves the key alone.
const tabStorage = browserStorage('sessionStorage');
const leftAlone = new Set<string>();
/** `readValue` returns what it could read of the value, and whether that was all of it */
function readKept<T>(key: string, readValue: (value: unknown) => { value: T; whole: boolean }, none: T): T {
  const raw = tabStorage && loadedAgain() ? read(tabStorage, key) : null;
  if (!raw) return none;
  let got = { value: none, whole: false };
  try {
    got = readValue(JSON.parse(raw));
  } catch {
    // not JSON: nothing of it is read
  }
  if (!got.whole && !keepAside(tabStorage!, key, raw, 'unreadable').moved) leftAlone.add(key);
  return got.value;
}
const keep = (key: string, value: string) => leftAlone.has(key) || keepForReload(key, value);

// The lines typed are kept through a reload of the tab, as Check's being open is (CheckToggle.tsx):
// a long line typed by hand was lost to a reload.
const LINES_KEY = 'unstuck.checkLines';
function linesKept(): Record<string, string> {
  const kept = readKept(
    LINES_KEY,
    (value) => {
      const lines: Record<string, string> = {};
      const entries = value && typeof value === 'object' && !Array.isArray(value) ? Object.entries(value) : null;
      for (const [family, text] of entries ?? []) if (typeof text === 'string') lines[family] = text;
      return { value: lines, whole: entries !== null && Object.keys(lines).length === entries.length };
    },
    {},
  );
  keep(LINES_KEY, JSON.stringify(kept));
  return kept;
}

// A typed line asked for and not judged yet (waiting for the check under way, or being checked)
// when the panel closes or the tab is reloaded: the box still holds it, and the panel had said it
// would be checked; it is checked when Check comes back to its level (takeLeftWaiting), not
// dropped without a word. Kept through a reload as the lines typed are; any other visit drops it.
const WAITING_KEY = 'unstuck.checkWaiting';
type LeftLine = { of: LevelRef; line: string[] };
const isWords = (x: unknown): x is string[] => Array.isArray(x) && x.length > 0 && x.every((m) => typeof m === 'string');
function leftWaitingKept(): LeftLine | null {
  const left = readKept<LeftLine | null>(
    WAITING_KEY,
    (value) => {
      if (value && typeof value === 'object' && 'of' in value && 'line' in value && isWords(value.line)) {
        const of: unknown = value.of;
        if (of && typeof of === 'object' && 'familyId' in of && 'text' in of && typeof of.familyId === 'string' && typeof of.text === 'string') {
          return { value: { of: { familyId: of.familyId as FamilyId, text: of.text }, line: value.line }, whole: true };
        }
      }
      return { value: null, whole: false };
    },
    null,
  );
  keep(WAITING_KEY, left ? JSON.stringify(left) : '');
  return left;
}
/** the line left waiting by the panel's closing or a reload, for the level it was asked of */
let leftWaiting = leftWaitingKept();
/** the typed line asked for and not judged yet: waiting, or under a check running */
const owed = (s: CheckState): LeftLine | null =>
  s.of === null ? null : s.waiting ? { of: s.of, line: s.waiting } : s.status === 'running' && s.source === 'typed' && s.line ? { of: s.of, line: s.line } : null;

/**
 * The line left waiting for this level (by the panel's closing, or a reload), to be checked now;
 * null where none was, or it was of another level. Taken once.
 */
export function takeLeftWaiting(of: LevelRef): string[] | null {
  if (!leftWaiting || !sameLevel(leftWaiting.of, of)) return null;
  const { line } = leftWaiting;
  leftWaiting = null;
  return line;
}

const client = new SolverClient();
let running: RunningSolve | null = null;
/** play mode: the moves waiting to be judged while a judgement is under way (the newest wins) */
let queued: { of: LevelRef; moves: readonly string[] } | null = null;

/** What the Check view asks the worker for a level and a line (tests ask the worker module the same). */
export const checkRequest = (of: LevelRef, line: readonly string[] | null) => ({
  type: 'analyse' as const,
  family: of.familyId,
  text: of.text,
  ...(line ? { line: [...line] } : {}),
  pictureMaxPositions: PICTURE_MAX_POSITIONS,
  ...DEFAULT_BUDGET,
});

export const useCheck = create<CheckState>()((set, get) => {
  const request = checkRequest;
  const judgeNext = () => {
    const next = queued;
    queued = null;
    if (!next) return;
    const job = client.start(request(next.of, next.moves), (m) => {
      if (m.type === 'progress' || running?.id !== m.id) return;
      running = null;
      if (m.type === 'analysis' && !('kind' in m.analysis) && m.analysis.line) {
        const { noReturnAt } = m.analysis.line;
        const live = get().live;
        if (live && sameLevel(live.of, next.of) && live.moves === next.moves) set({ live: { ...live, noReturnAt, judged: true } });
      }
      judgeNext();
    });
    running = job;
  };
  return {
    status: 'idle',
    progress: null,
    of: null,
    answer: null,
    error: null,
    line: null,
    source: 'solution',
    lineTexts: linesKept(),
    waiting: null,
    notChecked: null,
    live: null,

    setLineText: (familyId, text) => {
      set((s) => ({ lineTexts: { ...s.lineTexts, [familyId]: text } }));
      keep(LINES_KEY, JSON.stringify(get().lineTexts));
    },
    check: (of, line, source) => {
      running?.cancel();
      queued = null;
      set({ status: 'running', progress: null, of, answer: null, error: null, line, source, waiting: null, notChecked: null });
      const job = client.start(request(of, line), (m) => {
        if (running?.id !== m.id) return;
        if (m.type === 'progress') {
          set({ progress: m.progress });
          return;
        }
        running = null;
        const kept = m.type === 'analysis' && !('kind' in m.analysis);
        const { waiting } = get();
        // a line waiting is checked next, from the analysis kept; where there is none (an error, a
        // limit) its check would stop where this one did: it is said not checked, and why
        if (m.type === 'error') set({ status: 'error', error: m.message, waiting: null, notChecked: waiting });
        else set({ status: 'done', answer: m.analysis, waiting: null, notChecked: kept ? null : waiting });
        if (kept && waiting) return get().check(of, waiting, 'typed');
        // moves played while the check ran are judged now, from the analysis the worker keeps (none
        // where it stopped at a limit: a judgement would be the whole check again)
        const live = get().live;
        if (kept && live && sameLevel(live.of, of) && live.moves.length > 0 && !live.judged) {
          queued = { of: live.of, moves: live.moves };
          judgeNext();
        }
      });
      running = job;
    },
    checkTyped: (of, line) => {
      const { status, of: checking, line: underWay } = get();
      // (the line the check under way judges, asked for again, waits for nothing)
      const same = underWay !== null && sameWords(underWay, line);
      if (status === 'running' && sameLevel(checking, of)) set({ waiting: same ? null : line });
      else get().check(of, line, 'typed');
    },
    cancel: () => {
      if (get().status !== 'running') return;
      running?.cancel();
      running = null;
      set((s) => ({ status: 'cancelled', waiting: null, notChecked: s.waiting }));
    },
    putAway: () => {
      leftWaiting = owed(get()) ?? leftWaiting;
      if (get().status === 'running') set({ status: 'idle', of: null, progress: null, line: null, source: 'solution', waiting: null });
      get().letGo();
    },
    letGo: () => {
      queued = null;
      running?.cancel();
      running = null;
      client.release();
      if (get().status === 'running') set((s) => ({ status: 'cancelled', waiting: null, notChecked: s.waiting }));
      // a judgement stopped before its answer is asked again when the moves are next reported
      const live = get().live;
      if (live && !live.judged) set({ live: null });
    },
    judgePlayed: (of, moves) => {
      const live = get().live;
      if (live && sameLevel(live.of, of) && live.moves === moves) return;
      set({ live: { of, moves, noReturnAt: null, judged: false } });
      if (get().status === 'running') return;
      queued = moves.length === 0 ? null : { of, moves };
      if (running === null) judgeNext();
    },
  };
});

// what the tab keeps for a reload: the line owed now, else one left by the panel's closing
// (written only when it changes: a check's progress changes the state many times a second)
let keptOwed: LeftLine | null = leftWaiting;
useCheck.subscribe((s) => {
  const now = owed(s) ?? leftWaiting;
  if (now?.line === keptOwed?.line && now?.of === keptOwed?.of) return;
  keptOwed = now;
  keep(WAITING_KEY, now ? JSON.stringify(now) : '');
});
