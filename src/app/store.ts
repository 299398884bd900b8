// The app's state: which family and level, the solve in flight, and the solution's playback.
// A family's rules load when the family is first shown (FAMILY_VIEWS[id].rules()), so the
// first screen carries only the open family's rules.
import { create } from 'zustand';
import type { SearchProgress, SearchResult } from '../engine/types.ts';
import { parseErrorWords } from '../puzzles/errorWords.ts';
import { FAMILY_IDS, type AnyFamily, type FamilyId } from '../puzzles/types.ts';
import { BROWSER_MAX_BYTES, DEFAULT_BUDGET, doubledBudget } from '../worker/budgets.ts';
import type { RunningSolve, SolveQuery, SolverClient } from '../worker/client.ts';
import type { WorkerMessage } from '../worker/protocol.ts';
import type * as MoveTrees from '../view/moveTree.ts';
import type { MoveTree, Position } from '../view/moveTree.ts';
import { FAMILY_VIEWS } from './views.ts';

export type Mode = 'solve' | 'edit' | 'play';

/** The current line of the move tree, as playback walks it. */
export interface Playback {
  /** the line's nodes in the move tree, ids[0] the start */
  ids: readonly number[];
  moves: string[];
  /** states[i]: the position after i moves (states[0] is the start) */
  states: unknown[];
  /** the position shown: the current node's depth */
  index: number;
  playing: boolean;
  /** moves per second */
  speed: number;
  /** the moves after which no win can be reached along this line, when known (null: none known) */
  noReturnAt: number | null;
}

export interface SolveState {
  status: 'idle' | 'running' | 'done' | 'error' | 'cancelled';
  progress: SearchProgress | null;
  progressCount: number;
  result: SearchResult | null;
  error: string | null;
  budget: { maxStates: number; maxBytes: number };
}

/** The level a family was left on, to come back to: its text and name (what it was left as is in `left`). */
export interface Draft {
  text: string;
  name: string | null;
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
  /**
   * Every level left this session, as it was left, by knownKey: opened again (another level of its
   * family, or another family, visited in between), it has its moves, edits and solve back.
   */
  left: Record<string, { level: unknown; levelError: string | null; tree: MoveTree<Position> | null; beforeEdits: AppState['beforeEdits']; solve: SolveState }>;
  /** optimal counts learned this session, by knownKey(family, level text): by text, not name, since a link names its level as it likes */
  known: Record<string, number | null>;
  /** how many levels were opened (a gallery level, a family's tab, a saved level, a link, a file), not made by an edit: each is an entry in the browser's history */
  opens: number;
  solve: SolveState;
  /** the open level as it was before the edits since it was opened: edits that come back to its text get its name, moves and answer back */
  beforeEdits: { familyId: FamilyId; made: string | null; levelText: string; levelName: string | null; tree: MoveTree<Position> | null; solve: SolveState } | null;
  /** every line watched and played on the open level (null while there is no level): the solution is its main line */
  tree: MoveTree<Position> | null;
  /** the tree's current line (null while it has no move), derived from the tree */
  playback: Playback | null;

  /** set by the sharing code once loaded: keeps the open level (in My levels) before another of its family replaces it; false when it could not be kept (the other is then not opened) */
  keepOpenLevel: ((familyId: FamilyId, text: string) => boolean) | null;
  chooseFamily(id: FamilyId): void;
  openGalleryLevel(name: string): void;
  /** the open family's level, its text put right in place (FixText): not an opened level, so no entry in the browser's history */
  setLevelText(text: string, name?: string | null): void;
  /** open a level of any family (a link, a saved level) */
  openLevel(familyId: FamilyId, text: string, name: string | null): void;
  /** take up drafts kept elsewhere (saved in the browser): each family opens on its draft when chosen */
  restoreDrafts(drafts: Partial<Record<FamilyId, { text: string; name: string | null }>>): void;
  /** load the open family's rules if they are not there yet (and no load is under way) */
  ensureLoaded(): void;

  /**
   * An edit's level, of family `familyId` where given: an editor still drawn for a family left
   * (its button pressed in the task that chose another family, before React drew again) may not
   * give its level to the family now open, whose rules cannot read it.
   */
  setLevel(level: unknown, familyId?: FamilyId): void;
  /** an optimal count learned outside the app's Solve (play mode's Hint or Solve from here, from the start) */
  learnOptimal(moves: number | null): void;
  setMode(mode: Mode): void;
  setCountSolutions(on: boolean): void;
  /** `layers`: by the family's breadth-first search over compressed layers (FamilySolver.solveInLayers) */
  /** `how.stay`: the board stays on a line of its own when the answer comes (a link's variation solved again), rather than going to the answer's start */
  solveLevel(budget?: { maxStates: number; maxBytes: number }, how?: { layers?: boolean; stay?: boolean }): void;
  keepSearching(): void;
  cancel(): void;
  /** watch the best line a running search has found so far, while it goes on (its answer, when it comes, becomes the main line) */
  watchBestFound(): void;
  goTo(index: number): void;
  step(delta: number): void;
  setPlaying(playing: boolean): void;
  setSpeed(speed: number): void;
  /** play it yourself from the playback's position: the current line's moves so far are the line played */
  playFrom(index: number): void;
  /**
   * A move made on the watched board: taking over there, as Play from here, with that move
   * played (a variation where it leaves the line). False, and nothing changes, where it is no
   * legal move or the level is won or does not parse.
   */
  playMove(move: string): boolean;
  /** go to a node of the move tree (a click in the move list) */
  goToNode(id: number): void;
  /** a changed move tree (play mode's moves, Check's lines) */
  setTree(tree: MoveTree<Position>): void;
}

const IDLE: SolveState = { status: 'idle', progress: null, progressCount: 0, result: null, error: null, budget: DEFAULT_BUDGET };

/** the solver's client, loaded after the first screen (loadSolver) or by the first solve */
let solver: SolverClient | null = null;
let solverLoad: Promise<SolverClient> | null = null;
/**
 * The client's chunk once its download failed, which the browser then remembers as failed at its
 * address: loaded again at a fresh one (Chromium and Firefox name it in the error).
 */
let solverRetryUrl: string | null = null;
let solverRetries = 0;
type ClientModule = typeof import('../worker/client.ts');
export const loadSolver = (): Promise<SolverClient> =>
  (solverLoad ??= (solverRetryUrl ? (import(/* @vite-ignore */ `${solverRetryUrl}?retry=${++solverRetries}`) as Promise<Record<string, unknown>>) : import('../worker/client.ts')).then(
    (m) => {
      // (a chunk loaded by its address exports what the bundler named: the client's module among them)
      const found = [m, ...Object.values(m)].find((v): v is ClientModule => typeof (v as Partial<ClientModule> | null)?.SolverClient === 'function');
      if (!found) throw new Error('the solver module has no client');
      return (solver ??= new found.SolverClient());
    },
    (e: unknown) => {
      solverLoad = null;
      solverRetryUrl ??= /https?:\/\/\S+?\.js\b/.exec(String(e))?.[0] ?? null;
      throw e;
    },
  ));
let running: RunningSolve | null = null;
/** counts solves begun and stopped, so a solve whose client was still loading when it was stopped never starts */
let solves = 0;

/** the rules of every family loaded so far */
const loadedRules = new Map<FamilyId, AnyFamily>();

/** the move tree's code, off the first screen: loaded with a family's rules, as a tree is only made once a level of a loaded family opens */
let tree: typeof MoveTrees;

/** A family's rules (and the move tree's code): at once when loaded before, else when their chunks arrive. */
export function loadRules(id: FamilyId): Promise<AnyFamily> {
  const have = loadedRules.get(id);
  if (have) return Promise.resolve(have);
  return Promise.all([FAMILY_VIEWS[id].rules(), import('../view/moveTree.ts')]).then(([family, code]) => {
    tree = code;
    loadedRules.set(id, family);
    return family;
  });
}

function parseFor(family: AnyFamily, text: string): { level: unknown; levelError: string | null } {
  const parsed = family.parse(text);
  if (!parsed.ok) {
    return { level: null, levelError: parseErrorWords(parsed.error) };
  }
  return { level: parsed.level, levelError: null };
}

/** the speed last chosen, so playback keeps it through edits and other levels (lichess keeps its settings) */
let lastSpeed = 2;

const sameIds = (a: readonly number[], b: readonly number[]) => a.length === b.length && a.every((id, i) => id === b[i]);

/**
 * The tree's current line as playback walks it: the moves and states of the line
 * (the arrays of `before` when the line is the same, so a move list keyed on them stays), the
 * current node's depth, and the line's point of no return when known.
 */
export function playbackOf(t: MoveTree<Position> | null, before: Playback | null): Playback | null {
  if (!t) return null;
  const ids = tree.lineThrough(t);
  if (ids.length < 2) return null;
  const lost = tree.noReturnOn(t, ids);
  const noReturnAt = lost === null ? null : t.nodes[lost]!.depth;
  const index = tree.currentNode(t).depth;
  const playing = before?.playing ?? false;
  if (before && sameIds(before.ids, ids)) {
    return before.index === index && before.noReturnAt === noReturnAt ? before : { ...before, index, noReturnAt, playing: playing && index < ids.length - 1 };
  }
  const nodes = ids.map((id) => t.nodes[id]!);
  return {
    ids,
    moves: tree.movesOf(t, ids),
    states: nodes.map((n) => n.data.state),
    index,
    playing: playing && index < ids.length - 1,
    speed: before?.speed ?? lastSpeed,
    noReturnAt,
  };
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

// A reload, or Back or Forward to this tab's page (loaded again), opens in the mode the tab was
// in (the link keeps its level), with Check open if it was; any other visit, a link opened
// included, starts watching, Check closed. Per tab: sessionStorage, written as the page starts
// too: a mode kept from before a visit that started watching would come back at the next reload
// (Edit, reloading while watching move 2).
/** whether this page was loaded again (a reload, Back or Forward to it), not visited afresh */
export function loadedAgain(): boolean {
  const visit = (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined)?.type;
  return visit === 'reload' || visit === 'back_forward';
}
/** what this tab kept under `key`, one of `kept`, if this page was loaded again; else `fresh` */
export function keptThroughReload<T extends string>(key: string, kept: readonly T[], fresh: T): T {
  try {
    const was = loadedAgain() && sessionStorage.getItem(key);
    const value = kept.find((k) => k === was) ?? fresh;
    sessionStorage.setItem(key, value);
    return value;
  } catch {
    return fresh;
  }
}
/** keeps `value` under `key` for keptThroughReload */
export function keepForReload(key: string, value: string) {
  try {
    sessionStorage.setItem(key, value);
  } catch {}
}
const MODE_KEY = 'unstuck.mode';
// A solve running as the tab was reloaded (or left, then come back to by Back or Forward) runs
// again once its level opens, as the page had it: the search itself cannot be kept. Not a solve in
// layers, which offers to go on from the layers it kept. Any other visit drops the mark.
const SOLVING_KEY = 'unstuck.solving';
/** the level (knownKey), budget and count of the solve running when this page was left; null once used, or where none was */
let solvingAgain: { key: string; budget: SolveState['budget']; count: boolean } | null = null;
/** drop the mark, here and for the next reload */
const solvedOnce = () => {
  solvingAgain = null;
  keepForReload(SOLVING_KEY, '');
};
try {
  const kept = loadedAgain() && JSON.parse(sessionStorage.getItem(SOLVING_KEY)!);
  // (a value that cannot be read is passed over)
  const { key, budget: b, count } = kept;
  const within = (n: unknown, most: number) => Number.isFinite(n) && (n as number) > 0 && (n as number) <= most;
  // (a budget past what this browser gives a search, or of another type, is no solve this page started)
  if (typeof key == 'string' && typeof count == 'boolean' && within(b.maxStates, Number.MAX_SAFE_INTEGER) && within(b.maxBytes, BROWSER_MAX_BYTES))
    solvingAgain = { key, budget: { maxStates: b.maxStates, maxBytes: b.maxBytes }, count };
} catch {}
if (!solvingAgain) solvedOnce();

export const useApp = create<AppState>()((set, get) => {
  const stopRunning = () => {
    solves++;
    running?.cancel();
    running = null;
  };
  /** the state for a text of a loaded family (null: its first gallery level): as it was left, where it was */
  const levelState = (family: AnyFamily, text: string | null, levelName: string | null) => {
    const first = family.gallery[0];
    const levelText = text ?? first?.text ?? '';
    const kept = get().left[knownKey(family.id, levelText)];
    const parsed = kept ?? parseFor(family, levelText);
    const t = kept ? kept.tree : parsed.level === null ? null : tree.positionsTree(family, parsed.level);
    return { family, familyId: family.id, levelText, levelName: text === null ? (first?.name ?? null) : levelName, solve: IDLE, beforeEdits: null, ...parsed, tree: t, playback: playbackOf(t, null) };
  };
  /** keep the open level as it is left, and as its family's draft where the family is left */
  const keepDraft = (next: FamilyId) => {
    const s = get();
    if (s.family === null) return;
    // its solve as it was: done, or, where it ran, stopped (leaving stops it) at the depth it had reached
    // (and the best line it had found, to watch or play, as Cancel keeps it)
    const ran = s.solve.status === 'running';
    const best = ran ? s.solve.progress?.bestFound : undefined;
    const solve: SolveState = ran ? { ...s.solve, status: 'cancelled' } : s.solve;
    const line: { tree?: MoveTree<Position> | null } = best ? withLine(best.solution) : {};
    set({
      // (the 64 left last: a long session of edits and solves does not hold every version it made)
      left: Object.fromEntries([...Object.entries(s.left).slice(-63), [knownKey(s.familyId, s.levelText), { level: s.level, levelError: s.levelError, tree: line.tree || s.tree, beforeEdits: s.beforeEdits, solve }]]),
      ...(next !== s.familyId && { drafts: { ...s.drafts, [s.familyId]: { text: s.levelText, name: s.levelName } } }),
    });
  };
  /** `opened`: a level opened, not a text fixed in place (FixText) */
  const loadText = (familyId: FamilyId, text: string | null, levelName: string | null, opened = true) => {
    const open = get();
    // the level already open, opened again (its gallery entry, a saved copy of it, its link): it
    // keeps its edit history, the moves played and its solve, under the name it was opened by
    if (open.level !== null && familyId === open.familyId && text === open.levelText) {
      set({ levelName });
      return;
    }
    stopRunning();
    keepDraft(familyId);
    const token = ++loads;
    const opens = get().opens + (opened ? 1 : 0);
    const family = loadedRules.get(familyId);
    /** the level opened, solved where asked meanwhile, or where a solve ran on it as this page was left */
    const opening = (loaded: AnyFamily, solve = false) => {
      const state = { ...levelState(loaded, text, levelName), opens };
      const again = solvingAgain?.key === knownKey(familyId, state.levelText) && solvingAgain;
      // (the first gallery level opened as the page starts, before its link's, leaves the mark)
      if (!again && text !== null) solvedOnce();
      if ((solve || again) && state.level !== null) startSolve(again ? again.budget : DEFAULT_BUDGET, again ? { ...state, countSolutions: again.count } : state);
      else set(state);
    };
    if (family) {
      pending = null;
      opening(family);
      return;
    }
    pending = { text, name: levelName, solve: false };
    set({ opens, familyId, family: null, levelText: text ?? '', levelName, level: null, levelError: null, solve: IDLE, tree: null, playback: null, beforeEdits: null });
    loadRules(familyId).then(
      (loaded) => {
        if (token !== loads || !pending) return;
        const { solve } = pending;
        pending = null;
        opening(loaded, solve);
      },
      (e: unknown) => {
        if (token !== loads) return;
        pending = null;
        set({ levelError: `the ${FAMILY_VIEWS[familyId].title} family could not be loaded (${e instanceof Error ? e.message : String(e)}); reload the page` });
      },
    );
  };
  /** start a solve; `patch` is state to set in the same update (a level that has just loaded) */
  const startSolve = (budget: SolveState['budget'], patch: Partial<AppState> = {}, layers = false, stay = false) => {
    const { familyId, levelText, level, countSolutions } = { ...get(), ...patch };
    if (level === null) return;
    stopRunning();
    solvingAgain = null;
    // (taken before the update, whose listeners may start a solve in this one's place (a link's
    // line solved again as a reload resumes this): that one then runs, and its mark is kept)
    const token = solves;
    keepForReload(SOLVING_KEY, layers ? '' : JSON.stringify({ key: knownKey(familyId, levelText), budget, count: countSolutions }));
    set({ ...patch, solve: { ...IDLE, status: 'running', budget } });
    // early: a first line, not proven shortest, while the exact search goes on (kept on Cancel)
    // (in layers, no count of the optimal solutions: that needs the breadth-first search in memory)
    const query: SolveQuery = { family: familyId, text: levelText, ...budget, early: true, estimate: true, ...(layers ? { layers: true } : { countSolutions }) };
    const listen = (m: Exclude<WorkerMessage, { type: 'analysis' }>) => {
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
      // a limit keeps the best line found, not proven shortest, to watch or play
      const kept = result.kind === 'limit' ? result.bestFound?.solution : undefined;
      const known = result.kind !== 'limit' ? { ...get().known, [knownKey(familyId, levelText)]: result.kind === 'solved' ? result.moves : null } : get().known;
      // (one part way along the line found early is left there: the controls offer this one, Playback.tsx)
      const { solve: was, playback } = get();
      const keep = stay || (!!was.progress?.bestFound && !!playback?.index);
      const line = result.kind === 'solved' ? withLine(result.solution, keep) : kept ? withLine(kept, keep) : {};
      set((s) => ({ solve: { ...s.solve, status: 'done', result }, known, ...line }));
    };
    const begin = (client: SolverClient) => {
      if (token === solves) running = client.start(query, listen);
    };
    if (solver) begin(solver);
    else
      loadSolver().then(begin, (e: unknown) => {
        if (token === solves) set((s) => ({ solve: { ...s.solve, status: 'error', error: `the solver could not be downloaded (${e instanceof Error ? e.message : String(e)}): check the connection, then press Solve again` } }));
      });
  };
  /** the tree and the playback of its current line, in one update */
  const withTree = (t: MoveTree<Position> | null, playing?: boolean) => {
    const before = get().playback;
    return { tree: t, playback: playbackOf(t, before && playing !== undefined ? { ...before, playing } : before) };
  };
  /**
   * A line from the start becomes the tree's main line (the solution, or the best line a stopped
   * search kept until a solution replaces it); watching, the board goes to its start, or stays
   * where it is on that line (a line watched while the search ran, then kept on Cancel), or,
   * asked to `stay` (a link's variation solved again, an early line part watched), where it is,
   * on the line it was on (at a move that line shares with this one too: else the reload of a
   * variation there went on along the solution, the variation's moves lost from the timeline);
   * playing, the position stays, and where it is on that line, the line is the one followed on
   * (not the longer line found first, which the board was on when the answer came).
   */
  const withLine = (moves: readonly string[], stay = false) => {
    const { tree: t, family, level, mode } = get();
    if (!t || !family) return {};
    const added = tree.setMainLine(t, moves, tree.stepper(family, level));
    const end = added.ids[added.ids.length - 1];
    const on = t.current === tree.ROOT || added.ids.includes(t.current);
    if (end === undefined || stay || (!on && mode === 'play')) return withTree(added.tree, false);
    const at = on ? t.current : tree.ROOT;
    return withTree(tree.goTo(tree.goTo(added.tree, end), at), false);
  };
  /** the node at a depth of the current line */
  const onLine = (index: number) => {
    const p = get().playback;
    return p ? p.ids[Math.max(0, Math.min(p.ids.length - 1, index))]! : null;
  };
  const firstFamily = FAMILY_IDS[0]!;
  return {
    familyId: firstFamily,
    family: null,
    levelName: null,
    levelText: '',
    level: null,
    levelError: null,
    mode: keptThroughReload<Mode>(MODE_KEY, ['edit', 'play'], 'solve'),
    countSolutions: false,
    drafts: {},
    left: {},
    known: {},
    opens: 0,
    beforeEdits: null,
    solve: IDLE,
    tree: null,
    playback: null,
    keepOpenLevel: null,

    chooseFamily: (id) => {
      if (id === get().familyId && (get().family !== null || pending !== null)) return;
      const draft = get().drafts[id];
      loadText(id, draft?.text ?? null, draft?.name ?? null);
    },
    openGalleryLevel: (name) => {
      const g = get().family?.gallery.find((l) => l.name === name);
      const { familyId, keepOpenLevel } = get();
      if (g && keepOpenLevel?.(familyId, g.text) !== false) loadText(familyId, g.text, g.name);
    },
    setLevelText: (text, name = null) => loadText(get().familyId, text, name, false),
    openLevel: (familyId, text, name) => loadText(familyId, text, name),
    restoreDrafts: (drafts) => {
      // (a level left here keeps its moves and edits when its family opens on it: `left`)
      const { [get().familyId]: _open, ...others } = drafts;
      set((s) => ({ drafts: { ...s.drafts, ...others } }));
    },
    ensureLoaded: () => {
      const { family, familyId, levelText, levelName } = get();
      if (family !== null || pending !== null) return;
      loadText(familyId, levelText === '' ? null : levelText, levelName);
    },
    setLevel: (level, familyId) => {
      const family = get().family;
      if (!family || (familyId !== undefined && familyId !== get().familyId)) return;
      const levelText = family.make(level);
      const s = get();
      // an edit that changes nothing keeps all; one that comes back to the level as opened (undone)
      // gets its name, moves and answer back, and one that comes back to a level edited through
      // (undone, redone) its moves and answer; any other starts a new tree
      // the text before this edit: an edit's own (made) once edits have begun, so a stroke of
      // edits writes each level once, not twice
      const made = s.beforeEdits ? s.levelText : s.level === null ? null : family.make(s.level);
      // (nor one that changes only how the level is drawn: a DogBunny node moved)
      // (its solve, if one runs, runs on: the same puzzle)
      if (made === levelText || (s.level !== null && family.samePuzzle?.(s.level, level))) return set({ level, levelText });
      stopRunning();
      // (a version with nothing played or solved on it is not kept: a stroke of paint keeps none of its cells)
      if ((s.tree && s.tree.nodes.length > 1) || s.solve.status !== 'idle') keepDraft(s.familyId);
      const from = s.beforeEdits ?? { familyId: s.familyId, made, levelText: s.levelText, levelName: s.levelName, tree: s.tree, solve: s.solve.status === 'done' ? s.solve : IDLE };
      const back = from.familyId === s.familyId && from.made === levelText;
      // an edited gallery level is no longer that level; a level of one's own (saved, or a link's)
      // keeps its name, so that Save updates it rather than adding a copy, though named like a
      // gallery level: the level as opened is the gallery's where its text is too (as the Gallery
      // marks it), which its link, the address of a reload, keeps
      const ownName = family.gallery.some((g) => g.name === s.levelName && g.text === from.levelText) ? null : s.levelName;
      // a nameless edit that comes to a gallery level is that level, as the gallery writes and
      // names it: an undo back to it after a reload, which forgets the level as opened
      const g = back || ownName ? null : tree.galleryLevelOf(family, levelText);
      const text = back ? from.levelText : g?.text ?? levelText;
      // (as it was left: a solve the first edit stopped, and the best line it had found, as Cancel keeps it)
      const been = get().left[knownKey(s.familyId, text)];
      // (the playback of this tree's own line: one of the tree left, with the same node ids, would show its positions on this level)
      const t = been?.tree || (back && from.tree) || tree.positionsTree(family, level);
      set({
        level, levelText: text, levelError: null, levelName: back ? from.levelName : g?.name ?? ownName, solve: been?.solve ?? (back ? from.solve : IDLE), beforeEdits: back ? null : from,
        tree: t, playback: playbackOf(t, null),
      });
    },
    learnOptimal: (moves) => set((s) => ({ known: { ...s.known, [knownKey(s.familyId, s.levelText)]: moves } })),
    // autoplay stops when the board it runs on goes (play, edit, check): back, it waits for Play
    setMode: (mode) => set((s) => ({ mode, ...(mode !== 'solve' && s.playback?.playing && { playback: { ...s.playback, playing: false } }) })),
    setCountSolutions: (countSolutions) => set({ countSolutions }),

    solveLevel: (budget = DEFAULT_BUDGET, how = {}) => {
      // a level whose family is still loading is solved as soon as it arrives
      if (get().family === null && pending) pending.solve = true;
      else startSolve(budget, {}, how.layers === true, how.stay === true);
    },
    keepSearching: () => {
      const { budget } = get().solve;
      get().solveLevel(doubledBudget(budget));
    },
    cancel: () => {
      if (get().solve.status !== 'running') return;
      stopRunning();
      // the best line found so far stays, to watch or play (labelled not proven shortest)
      const { solve } = get();
      const best = solve.progress?.bestFound;
      set({ solve: { ...solve, status: 'cancelled' }, ...(best && withLine(best.solution)) });
    },
    watchBestFound: () => {
      const { status, progress } = get().solve;
      const best = progress?.bestFound;
      if (status !== 'running' || !best) return;
      // watching, from the line's start (withLine reads the mode); the line stays in the tree
      // as a variation once the answer takes the main line
      set({ mode: 'solve' });
      set(withLine(best.solution));
    },

    goTo: (index) => {
      const id = onLine(index);
      if (id !== null) get().goToNode(id);
    },
    step: (delta) => {
      const { playback: p, tree: t } = get();
      const id = p && onLine(p.index + delta);
      if (t && id !== null) set(withTree(tree.goTo(t, id)));
    },
    setPlaying: (playing) => {
      const { playback: p, tree: t } = get();
      if (!p || !t) return;
      // playing from the end starts again from the beginning
      set(withTree(playing && p.index === p.moves.length ? tree.goTo(t, p.ids[0]!) : t, playing));
    },
    playMove: (move) => {
      const { tree: t, family, level } = get();
      if (!t || !family || level === null || family.validate(level).length > 0 || family.isWon(level, tree.currentNode(t).data.state)) return false;
      const next = tree.playMove(t, move, tree.stepper(family, level));
      if (next === null) return false;
      set({ mode: 'play', ...withTree(next, false) });
      return true;
    },
    playFrom: (index) => {
      get().goTo(index);
      const p = get().playback;
      set({ mode: 'play', ...(p && { playback: { ...p, playing: false } }) });
    },
    setSpeed: (speed) => {
      lastSpeed = speed;
      const p = get().playback;
      if (p) set({ playback: { ...p, speed } });
    },
    goToNode: (id) => {
      const t = get().tree;
      if (t && t.nodes[id]) set(withTree(tree.goTo(t, id), false));
    },
    setTree: (t) => {
      const now = get().tree;
      // only a tree grown from the open level's (its start the same object): a panel that has not
      // yet redrawn for a level just opened (two clicks in one task: a gallery level, then Redo)
      // hands back the tree of the level before, whose states the new level's board cannot draw
      if (t === now || !now || t.nodes[tree.ROOT]?.data.state !== now.nodes[tree.ROOT]!.data.state) return;
      set(withTree(t));
    },
  };
});

useApp.subscribe((s, before) => {
  if (s.mode !== before.mode) keepForReload(MODE_KEY, s.mode);
  if (before.solve.status === 'running' && s.solve.status !== 'running') solvedOnce();
});
