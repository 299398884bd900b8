// The editor for any family: the family's own editor (palette, and the level painted on its
// own board at the board's size in play, or less on a desktop that would show the size controls
// under it only by scrolling, so there is no second picture to preview), undo and
// redo of every edit, text import and export, live validation.
import { Suspense, useEffect, useLayoutEffect, useMemo, useRef, useState, useSyncExternalStore, type ComponentType, type SyntheticEvent } from 'react';
import type { AnyFamily } from '../puzzles/types.ts';
import { keysBelongElsewhere } from '../view/input.ts';
import { offAtEnd } from '../view/offAtEnd.ts';
import type { FamilyEditorProps } from '../view/types.ts';
import { StrokeContext } from './GridEditor.tsx';
import { createLevelHistory, type LevelHistory } from './history.ts';
import { keepHistoryThroughReload } from './keptHistory.ts';
import { TextDialog } from './TextDialog.tsx';
import { ValidationList } from './ValidationList.tsx';
import './editor.css';

export interface EditorPanelProps {
  family: AnyFamily;
  level: unknown;
  /** every edit, undo and import lands here with the new level */
  onChange(level: unknown): void;
  /** the family's drawing editor (its view table's Editor) */
  editor: ComponentType<FamilyEditorProps<any>>;
  /** a New level button: the family's blank level (its view table's blank) */
  newLevel?(): unknown;
  /** a Clear button: the level emptied (its view table's clear) */
  clear?(level: unknown): unknown;
  /**
   * Keep the undo history under this key when the panel goes away (a switch to play or watch
   * mode, or to another family), and take it up again when a panel with the key comes back on
   * the same level.
   */
  keep?: string;
  /** Import text's words for a text another family reads (TextDialogProps.readsAs) */
  readsAs?(text: string): Promise<string | null>;
}

/**
 * Undo histories kept across unmounts, by the caller's key and the family: one for each of the
 * last levels edited, so a level left (another opened meanwhile) and come back to has its undo.
 */
const keptHistories = new Map<string, LevelHistory<unknown>[]>();
const KEPT_HISTORIES = 16;

/** the history whose level this is (the level as it was left), else a new one */
function historyFor(key: string | undefined, level: unknown): LevelHistory<unknown> {
  const kept = (key !== undefined && keptHistories.get(key)) || [];
  const found = kept.find((h) => h.get() === level);
  if (found) return found;
  const made = createLevelHistory<unknown>(level);
  if (key !== undefined) keptHistories.set(key, [made, ...kept].slice(0, KEPT_HISTORIES));
  return made;
}

export function EditorPanel({ family, level, onChange, editor, newLevel, clear, keep, readsAs }: EditorPanelProps) {
  // the level this panel last reported; anything else arriving in props came from outside (another
  // level opened, one left come back): the history of that level, or a new one
  const reported = useRef(level);
  const arrived = useRef(level);
  if (level !== reported.current && level !== arrived.current) arrived.current = reported.current = level;
  // (by family id: a family object rebuilt by the caller is the same family)
  const history = useMemo(() => historyFor(keep === undefined ? undefined : `${keep}/${family.id}`, arrived.current), [family.id, keep, arrived.current]);
  const current = useSyncExternalStore(history.subscribe, history.get);
  const canUndo = useSyncExternalStore(history.subscribe, history.canUndo);
  const canRedo = useSyncExternalStore(history.subscribe, history.canRedo);
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;
  // The history is kept through a reload (keptHistory.ts) from the panel's first render, with its
  // Undo button: before the family's editor code has loaded, Undo already brings the kept steps.
  // A kept one that cannot be used is said until the level changes. (By family id: a family
  // object rebuilt by the caller is the same family.)
  const familyNow = useRef(family);
  familyNow.current = family;
  const [keptNote, setKeptNote] = useState<{ text: string; level: unknown } | null>(null);
  useEffect(() => keepHistoryThroughReload(history, familyNow.current, (text) => setKeptNote({ text, level: history.get() })), [history, family.id]);

  // (this render's history heard, and its keys in place, as the render is committed, not after the
  // paint: after a level came from outside without a key or a click (a link, a file), Ctrl+Z pressed
  // in between undid the level left's last edit, and the page took that level over the one opened)
  useLayoutEffect(
    () =>
      history.subscribe(() => {
        const now = history.get();
        if (now !== reported.current) {
          reported.current = now;
          onChangeRef.current(now);
        }
      }),
    [history],
  );

  useLayoutEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (!(e.ctrlKey || e.metaKey) || keysBelongElsewhere(e.target)) return;
      const key = e.key.toLowerCase();
      if (key === 'z' && !e.shiftKey) history.undo();
      else if (key === 'y' || (key === 'z' && e.shiftKey)) history.redo();
      else return;
      e.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [history]);

  const issues = useMemo(() => family.validate(current), [family, current]);
  const FamilyEditor = editor;
  // New level, Clear and Import replace the whole level in one undo step; the note offers it back
  const [replaced, setReplaced] = useState<{ what: string; undo: string; level: unknown } | null>(null);
  const replace = (what: string, undo: string, next: unknown) => {
    if (next === current) return;
    setReplaced({ what, undo, level: next });
    history.set(next);
  };
  const shownNote = replaced !== null && replaced.level === current ? replaced : null;
  const strokes = useMemo(() => ({ beginStroke: history.beginStroke, endStroke: history.endStroke, cancelStroke: history.cancelStroke }), [history]);
  // A press made before a level that arrived (a gallery level opened) was on the screen was aimed
  // at the level before it: on a slow device the new one took 600 ms to show (CPU slowed 8x), and
  // a press meanwhile painted a wall over its teleporter. Such a press, and its click, are dropped.
  const shownAt = useRef(0);
  const droppedPress = useRef(false);
  const firstArrival = useRef(arrived.current);
  useEffect(() => {
    // (the panel's first level: no level of its own was on the screen before it)
    if (arrived.current === firstArrival.current) return;
    shownAt.current = Infinity;
    let timer = 0;
    // (after the frame that draws it: a timer set in that frame's callback runs once it is painted)
    const frame = requestAnimationFrame(() => {
      timer = window.setTimeout(() => (shownAt.current = performance.now()));
    });
    return () => {
      cancelAnimationFrame(frame);
      window.clearTimeout(timer);
      shownAt.current = performance.now();
    };
  }, [arrived.current]);
  const aimedBefore = (e: SyntheticEvent) => {
    // (a click is the dropped press's own only once, and never a key's, detail 0: Enter on Export
    // text after a dropped press was dropped too, and every key's click till the next press)
    const click = e.type === 'click';
    const drop = click ? droppedPress.current && (e.nativeEvent as MouseEvent).detail !== 0 : e.timeStamp < shownAt.current;
    droppedPress.current = !click && drop;
    if (!drop) return;
    e.stopPropagation();
    e.preventDefault();
  };

  return (
    <section className="ed-panel" aria-label={`${family.title} editor`} onPointerDownCapture={aimedBefore} onClickCapture={aimedBefore}>
      <div className="ed-toolbar" role="toolbar" aria-label="Editor">
        <button type="button" {...offAtEnd(!canUndo, history.undo)} title="Undo (Ctrl+Z)">
          Undo
        </button>
        <button type="button" {...offAtEnd(!canRedo, history.redo)} title="Redo (Ctrl+Y, Ctrl+Shift+Z)">
          Redo
        </button>
        {newLevel && (
          <button type="button" onClick={() => replace('A new level', 'new level', newLevel())} title="Start from the family's blank level (undoable)">
            New level
          </button>
        )}
        {clear && (
          <button type="button" onClick={() => replace('Cleared', 'clear', clear(current))} title="Empty the level, keeping its size (undoable)">
            Clear
          </button>
        )}
        <TextDialog key={family.id} family={family} level={current} onImport={(l) => replace('Imported', 'import', l)} readsAs={readsAs} />
      </div>
      <StrokeContext.Provider value={strokes}>
        <div className="ed-body">
          <Suspense fallback={<p>Loading the editor…</p>}>
            <FamilyEditor family={family} level={current} onChange={history.set} issues={issues} />
          </Suspense>
        </div>
      </StrokeContext.Provider>
      {/* below the grid: text that changes while painting must not move the cells under the pointer */}
      {shownNote && (
        <p className="ed-replaced" role="status">
          {shownNote.what}: the level before is one Undo away.{' '}
          <button type="button" onClick={history.undo} data-refocus=".ed-toolbar button:not(:disabled)">
            Undo {shownNote.undo}
          </button>
        </p>
      )}
      {keptNote !== null && keptNote.level === current && (
        <p className="ed-replaced" role="status">
          {keptNote.text}
        </p>
      )}
      <ValidationList issues={issues} goTo family={family} level={current} />
    </section>
  );
}
