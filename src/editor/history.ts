// Undo/redo of editor edits: a small zustand store holding the level, wrapped in zundo's
// temporal middleware. Levels are immutable values, so a history entry is just a reference.
// A drag (one stroke of painting) is grouped into one undo step with pause/resume.
import { createStore, type StoreApi } from 'zustand/vanilla';
import { temporal, type TemporalState } from 'zundo';

export interface LevelState<L> {
  level: L;
}

export interface LevelHistory<L> {
  get(): L;
  /** Replace the level; records one undo step unless a stroke is under way. */
  set(level: L): void;
  /** Start a new history at `level` (a level loaded from outside the editor). */
  reset(level: L): void;
  undo(): void;
  redo(): void;
  canUndo(): boolean;
  canRedo(): boolean;
  /** Group every set() until endStroke() into one undo step. */
  beginStroke(): void;
  endStroke(): void;
  /** End the stroke taking back every set() since beginStroke(): no undo step, nothing to redo. */
  cancelStroke(): void;
  subscribe(listener: () => void): () => void;
  /** The levels Undo and Redo would bring, each list nearest first. */
  steps(): { undo: L[]; redo: L[] };
  /** Put back undo and redo steps (nearest first) around the level now shown, as steps() gave them. */
  restoreSteps(undo: readonly L[], redo: readonly L[]): void;
}

/** Undo steps kept: a long editing session stays small. */
const HISTORY_LIMIT = 500;

export function createLevelHistory<L>(initial: L): LevelHistory<L> {
  const store = createStore<LevelState<L>>()(
    temporal(() => ({ level: initial }), {
      limit: HISTORY_LIMIT,
      equality: (past, current) => past.level === current.level,
    }),
  );
  const temporalStore: StoreApi<TemporalState<LevelState<L>>> = store.temporal;
  // inside a stroke: has the stroke's first edit (the one that records the step) happened?
  let stroke: 'none' | 'waiting' | 'recorded' = 'none';
  // A stroke's changes to the temporal store do not notify level listeners; notify both.
  const listeners = new Set<() => void>();
  const notify = () => listeners.forEach((l) => l());
  store.subscribe(notify);
  temporalStore.subscribe(notify);

  const endStroke = () => {
    if (stroke === 'recorded') temporalStore.getState().resume();
    stroke = 'none';
  };

  /**
   * Undo or Redo pressed while a stroke is under way (Ctrl+Z with the mouse held): the stroke so
   * far is a step, undone or redone as any, and the rest of the drag a stroke of its own. (It went
   * on painting where the undo had left it with no step of its own: the next Undo skipped the edit
   * before the stroke, and Redo never came back to the level the drag ended on.)
   */
  const amidStroke = (step: () => void) => {
    const open = stroke !== 'none';
    endStroke();
    step();
    if (open) stroke = 'waiting';
  };

  const history: LevelHistory<L> = {
    get: () => store.getState().level,
    set(level) {
      if (level === store.getState().level) return;
      if (stroke === 'recorded') {
        store.setState({ level });
        return;
      }
      store.setState({ level });
      if (stroke === 'waiting') {
        stroke = 'recorded';
        temporalStore.getState().pause();
      }
    },
    reset(level) {
      temporalStore.getState().pause();
      store.setState({ level });
      temporalStore.getState().clear();
      if (stroke !== 'recorded') temporalStore.getState().resume();
    },
    undo: () => amidStroke(() => temporalStore.getState().undo()),
    redo: () => amidStroke(() => temporalStore.getState().redo()),
    canUndo: () => temporalStore.getState().pastStates.length > 0,
    canRedo: () => temporalStore.getState().futureStates.length > 0,
    beginStroke() {
      if (stroke === 'none') stroke = 'waiting';
    },
    endStroke,
    cancelStroke() {
      const recorded = stroke === 'recorded';
      endStroke();
      if (!recorded) return;
      temporalStore.getState().undo();
      temporalStore.setState({ futureStates: [] });
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    steps() {
      const { pastStates, futureStates } = temporalStore.getState();
      // (zundo keeps both lists farthest first: the last of each is the next Undo's, the next Redo's)
      return { undo: pastStates.map((s) => s.level as L).reverse(), redo: futureStates.map((s) => s.level as L).reverse() };
    },
    restoreSteps(undo, redo) {
      const states = (levels: readonly L[]) => levels.slice(0, HISTORY_LIMIT).map((level) => ({ level })).reverse();
      temporalStore.setState({ pastStates: states(undo), futureStates: states(redo) });
    },
  };
  return history;
}
