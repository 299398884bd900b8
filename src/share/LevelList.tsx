// My levels' list. A levels file holds up to 20,000 levels, and drawing a row for each took 8 s
// to open the panel: only the rows in view are drawn (and a few either side), each where it would
// stand in the whole list, and a screen reader hears its place in it (aria-posinset of
// aria-setsize). Tab goes through one row, the current one (the last focused, else the first in
// view), then on past the list, as a group of buttons is one stop elsewhere (view/rovingFocus.ts):
// the arrows, Page Up and Down, Home and End go from row to row. The current row is drawn wherever
// the list is scrolled: gone, its focus would drop to the page, and the focus keeper would bring
// it back, scrolling the list back with it. From a few levels on, a box finds levels by their name
// or puzzle: one level among thousands is not found by scrolling.
import { memo, useCallback, useLayoutEffect, useMemo, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { flushSync } from 'react-dom';
import { getFamily } from '../puzzles/registry.ts';
import { plural } from '../puzzles/text.ts';
import { MAX_NAME } from './storedData.ts';
import { knownProblem, levelProblem, UNREADABLE, useUnreadableCount } from './levelProblems.ts';
import { oneLineName, useMyLevels, type Draft, type SavedLevel } from './myLevels.ts';
import { inOrder, keepOrder, keptOrder, ORDERS, type LevelOrder } from './levelOrder.ts';

const familyTitle = (l: SavedLevel) => getFamily(l.family)?.title ?? l.family;

/** A saved level as its row's buttons name it: its name, or what it is when the name is blank. */
export function levelWords(l: SavedLevel): string {
  return l.name.trim() === '' ? `the unnamed ${familyTitle(l)} level` : l.name;
}

/** how many characters of a name a label or a note quotes */
const NAME_SHOWN = 60;
/**
 * A name as a label or a note quotes it: its first 60 characters (whole ones, not half an emoji)
 * and "…". A name may be 1,000 characters, and each of its row's buttons was named with all of
 * it, as was "Deleted … Undo"; the whole name is in its box. (Not puzzles/text.ts's `shown`: it
 * writes combining marks as escapes, the vowel signs of a Hindi name among them.)
 */
export function shortName(name: string): string {
  const chars = Array.from(name);
  return chars.length > NAME_SHOWN ? `${chars.slice(0, NAME_SHOWN).join('').trimEnd()}…` : name;
}

/** rows drawn past each edge of the view */
const OVERSCAN = 3;
/** a row's height until one is measured (a name, then the puzzle and three buttons) */
const ROW_GUESS = 72;
/** the view's height where nothing is laid out (a test's DOM) */
const VIEW_GUESS = 600;
/** from how many saved levels the list has its find box */
export const FIND_FROM = 8;

/** case and accents aside: "ete" finds "Été" */
const folded = (s: string) => s.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase();
/** what a level is found by, once for each level object (a rename makes a new one) */
const foundBy = new WeakMap<SavedLevel, string>();
function findText(l: SavedLevel): string {
  let text = foundBy.get(l);
  if (text !== undefined) return text;
  // a level that cannot be read is found by those words too, once idle time has read it: one
  // among 20,000 is not found by scrolling (not by the message's: "12" found levels whose
  // problem was at column 12)
  const problem = knownProblem(l);
  text = folded(`${levelWords(l)} ${familyTitle(l)}${problem ? ` ${UNREADABLE}` : ''}`);
  if (problem !== undefined) foundBy.set(l, text);
  return text;
}

interface RowActions {
  onOpen(level: SavedLevel): void;
  onRename(id: string, name: string): void;
  onDelete(id: string): void;
  onExport(level: SavedLevel): void;
  /** store again a level deleted in another tab while its name was typed here (its row kept: `goneId`) */
  onKeep?(level: SavedLevel): void;
}

/** the saved level the open level is: the same (`same`), or the one of its name, which it differs from (`edited`) */
type OpenAs = { id: string; edited: boolean };

/**
 * The saved level that is the level open in this tab, as it was last autosaved, as Save finds it:
 * one of its text (the one of its name first), else the one level of its family and name, which
 * it differs from: edited since it was saved, and Save would replace that level's text. None
 * where it was never saved, or its name is two levels'.
 */
function openLevelOf(levels: readonly SavedLevel[], open: Draft | null): OpenAs | null {
  if (!open) return null;
  const name = open.name === null ? null : oneLineName(open.name);
  let sameText: string | null = null;
  const named: string[] = [];
  for (const l of levels) {
    if (l.family !== open.family) continue;
    if (l.text === open.text) {
      if (l.name === name) return { id: l.id, edited: false };
      sameText ??= l.id;
    } else if (l.name === name) named.push(l.id);
  }
  if (sameText !== null) return { id: sameText, edited: false };
  return named.length === 1 ? { id: named[0]!, edited: true } : null;
}

/** where the whole of a row's problem is shown, under the list */
const PROBLEM_NOTE_ID = 'level-problem-note';

const LevelRow = memo(function LevelRow({ level: l, index, count, top, current, open: openAs, told, gone, onTell, onOpen, onRename, onDelete, onExport, onKeep }: { level: SavedLevel; index: number; count: number; top: number; current: boolean; open: 'same' | 'edited' | null; told: boolean; gone: boolean; onTell(id: string): void } & RowActions) {
  const words = shortName(levelWords(l));
  // still openable (the editor says where, and offers to mend it), renamable and deletable
  const problem = levelProblem(l);
  const tagId = `level-tag-${l.id}`;
  const goneId = `level-gone-${l.id}`;
  const openMarkId = `level-open-${l.id}`;
  // heard with the name and Open: that the level cannot be read, and that it is the one open
  const open = openAs !== null;
  const described = [gone ? goneId : problem === null ? '' : tagId, open ? openMarkId : ''].join(' ').trim() || undefined;
  // the current row's controls are in the Tab order, the others' are reached by the arrows
  const tabIndex = current ? 0 : -1;
  return (
    // the name on a line of its own: beside four buttons and the family it had a few letters' room on a phone
    <li data-level-id={l.id} data-index={index} aria-posinset={index + 1} aria-setsize={count} aria-current={open || undefined} style={{ top }} className={[problem === null ? '' : 'level-unreadable', open ? 'level-open' : ''].join(' ').trim() || undefined}>
      {/* the level open here is said beside its name, where there is room on a phone: beside its
          puzzle's name it wrapped the buttons at 390 px, and every row took that height */}
      <span className="level-name">
        <input tabIndex={tabIndex} dir="auto" aria-label={`Name of ${words}`} aria-describedby={described} value={l.name} placeholder="No name" maxLength={MAX_NAME} onChange={(e) => onRename(l.id, e.target.value)} />
        {open && (
          <span className="open-mark" id={openMarkId}>
            {openAs === 'edited' ? 'open, edited' : 'open now'}
          </span>
        )}
      </span>
      {/* (in the row's own lines: rows are all one height, where each stands is worked out from it) */}
      {gone ? (
        // stored nowhere now: Keep stores it again, with the name typed here; Delete lets it go
        <span className="family-tag level-gone" id={goneId}>
          deleted in another tab
        </span>
      ) : problem === null ? (
        <span className="family-tag">{familyTitle(l)}</span>
      ) : (
        // cut to two lines: pressed, the whole message shows under the list (a title's tooltip, as
        // before, is never seen on a touch screen)
        <button type="button" tabIndex={tabIndex} className="family-tag" id={tagId} aria-expanded={told} aria-controls={PROBLEM_NOTE_ID} title={`${familyTitle(l)}: this level ${problem}`} onClick={() => onTell(l.id)}>
          <span>
            {familyTitle(l)}: {problem}
          </span>
        </button>
      )}
      <button tabIndex={tabIndex} onClick={() => onOpen(l)} aria-label={`Open ${words}`} aria-describedby={described}>
        Open
      </button>
      {gone ? (
        <button tabIndex={tabIndex} onClick={() => onKeep?.(l)} aria-label={`Keep ${words}`} aria-describedby={goneId}>
          Keep
        </button>
      ) : (
        <button tabIndex={tabIndex} onClick={() => onExport(l)} aria-label={`Export ${words} to a file`}>
          Export
        </button>
      )}
      {/* focus goes to Undo: a second press of the key does not delete the next level */}
      <button tabIndex={tabIndex} onClick={() => onDelete(l.id)} aria-label={`Delete ${words}`} data-refocus=".undo-note button">
        Delete
      </button>
    </li>
  );
});

/** The controls of a row, in its order: a move up or down keeps to the same one (a problem's tag, in some rows only, is not one). */
const rowControls = (row: Element) => [...row.querySelectorAll<HTMLElement>('input, button:not(.family-tag)')];

/**
 * `reveal`: a level brought back (Undo), made the current row and kept listed under the find
 * box's words, so that the focus can go to it (a new object each time: the same level may come
 * back twice).
 */
export function LevelList({ levels, reveal, goneId = null, onRename, onDelete, ...rest }: { levels: readonly SavedLevel[]; reveal: { id: string } | null; goneId?: string | null } & RowActions) {
  const [query, setQuery] = useState('');
  const words = useMemo(() => folded(query).split(/\s+/).filter(Boolean), [query]);
  // levels renamed or brought back while the box holds words stay listed until they change: the
  // row typed in does not go from under the keys
  const [kept, setKept] = useState<ReadonlySet<string>>(new Set());
  const unreadable = useUnreadableCount(levels);
  const open = useMyLevels((s) => s.open);
  const openAs = useMemo(() => openLevelOf(levels, open), [levels, open]);
  const openId = openAs?.id ?? null;
  const [order, setOrder] = useState(keptOrder);
  // the names levels renamed in this order had before: each stays where it was (inOrder's nameOf)
  const placedAs = useRef(new Map<string, string>());
  // a rename (the same levels, in the same places in the store) keeps the order there was: each
  // key typed in a name sorted the levels again (20,000 names: 55 to 110 ms in Node)
  const lastOrdered = useRef<{ order: LevelOrder; levels: readonly SavedLevel[]; ordered: readonly SavedLevel[] } | null>(null);
  const ordered = useMemo(() => {
    const was = lastOrdered.current;
    const same = was !== null && was.order === order && was.levels.length === levels.length && was.levels.every((l, i) => l.id === levels[i]!.id);
    const byId = same ? new Map(levels.map((l) => [l.id, l])) : null;
    const next = byId ? was!.ordered.map((l) => byId.get(l.id)!) : inOrder(levels, order, (l) => placedAs.current.get(l.id) ?? l.name);
    lastOrdered.current = { order, levels, ordered: next };
    return next;
  }, [levels, order]);
  const shown = useMemo(
    () => (words.length === 0 ? ordered : ordered.filter((l) => kept.has(l.id) || words.every((w) => findText(l).includes(w)))),
    // (`unreadable`: those levels' words known once idle time has read them)
    [ordered, words, kept, unreadable],
  );
  // the level whose whole problem is shown under the list (a second press of its tag puts it away)
  const [toldId, setToldId] = useState<string | null>(null);
  const tell = useCallback((id: string) => setToldId((was) => (was === id ? null : id)), []);
  // (a level no longer listed, by the find box's words or deleted, is told of no more)
  const told = toldId === null ? undefined : shown.find((l) => l.id === toldId);
  const toldProblem = told && levelProblem(told);
  const finding = useRef(false);
  finding.current = words.length > 0;
  const rename = useCallback(
    (id: string, name: string) => {
      if (finding.current) setKept((k) => (k.has(id) ? k : new Set(k).add(id)));
      const was = useMyLevels.getState().levels.find((l) => l.id === id);
      if (was && !placedAs.current.has(id)) placedAs.current.set(id, was.name);
      onRename(id, name);
    },
    [onRename],
  );
  // the last row focused; a row deleted leaves an id that is no longer listed, and the first in view is current
  const [currentId, setCurrentId] = useState<string | null>(null);
  // (one brought back before the panel was last closed is not the current row when it opens again)
  const revealed = useRef(reveal);
  useLayoutEffect(() => {
    if (reveal === null || reveal === revealed.current) return;
    revealed.current = reveal;
    const { id } = reveal;
    setCurrentId(id);
    if (finding.current) setKept((k) => (k.has(id) ? k : new Set(k).add(id)));
  }, [reveal]);

  const scroller = useRef<HTMLDivElement>(null);
  const list = useRef<HTMLUListElement>(null);
  const [view, setView] = useState({ top: 0, height: VIEW_GUESS });
  const [stride, setStride] = useState(ROW_GUESS);
  const readView = useCallback(() => {
    const el = scroller.current;
    if (!el) return;
    const next = { top: el.scrollTop, height: el.clientHeight || VIEW_GUESS };
    setView((v) => (v.top === next.top && v.height === next.height ? v : next));
  }, []);
  // The list opens on the level open here, its row the one Tab goes to, as a file chooser opens on
  // the file open: among 200 levels, the one just opened was found again by scrolling. Scrolled
  // there again once the rows' height is known (a guess until then).
  const bringOpen = useRef<number | null>(null);
  /** the view onto row `at`, as rows of `rowHeight` stand (the list made that tall first: else the browser holds the view within its old height) */
  const scrollToRow = (at: number, rowHeight: number) => {
    const el = scroller.current!;
    list.current!.style.height = `${shown.length * rowHeight}px`;
    const height = el.clientHeight || VIEW_GUESS;
    if ((at + 1) * rowHeight > height) el.scrollTop = at * rowHeight - (height - rowHeight) / 2;
  };
  useLayoutEffect(() => {
    const at = openId === null ? -1 : shown.findIndex((l) => l.id === openId);
    if (at < 0) return;
    setCurrentId(openId);
    bringOpen.current = at;
    scrollToRow(at, stride);
    // (once, as the panel opens: the person scrolls it from there)
  }, []);
  useLayoutEffect(() => {
    readView();
    if (typeof ResizeObserver === 'undefined') return;
    // a phone turned, or the page zoomed: another height, and rows of another height
    const resized = new ResizeObserver(readView);
    resized.observe(scroller.current!);
    return () => resized.disconnect();
  }, [readView]);
  // the rows' height as drawn (the tallest, should one wrap): where each row stands
  useLayoutEffect(() => {
    const heights = [...(list.current?.children ?? [])].map((row) => row.getBoundingClientRect().height);
    const tallest = Math.max(0, ...heights);
    if (tallest === 0) return;
    const at = bringOpen.current;
    const changed = Math.abs(tallest - stride) >= 0.5;
    // (kept until the height holds: the rows drawn there may be of another height again)
    if (!changed) bringOpen.current = null;
    if (changed) {
      // the row at the top of the view stays there
      const el = scroller.current!;
      const top = (el.scrollTop * tallest) / stride;
      list.current!.style.height = `${shown.length * tallest}px`;
      el.scrollTop = top;
      setStride(tallest);
    }
    if (at !== null) scrollToRow(at, tallest);
    if (changed || at !== null) readView();
  });

  // The control focused in the list: its row deleted in another tab took the focus with it to the
  // page, and the page's focus keeper sent it on past the list, to Export all, where a space
  // exported every level. It goes to the same control of the row now in its place (the one before,
  // for the last). A Delete pressed here sends it to Undo instead: a second press would delete the
  // next level.
  const focused = useRef<{ id: string; column: number } | null>(null);
  const deleteHere = useCallback(
    (id: string) => {
      focused.current = null;
      onDelete(id);
    },
    [onDelete],
  );
  const actions = { ...rest, onDelete: deleteHere };
  const listedBefore = useRef(shown);
  useLayoutEffect(() => {
    const before = listedBefore.current;
    listedBefore.current = shown;
    const was = focused.current;
    if (was === null || shown.some((l) => l.id === was.id)) return;
    focused.current = null;
    const active = document.activeElement;
    if ((active !== null && active !== document.body) || shown.length === 0) return;
    const at = before.findIndex((l) => l.id === was.id);
    const level = shown[Math.min(Math.max(at, 0), shown.length - 1)]!;
    const row = [...(list.current?.children ?? [])].find((li) => li instanceof HTMLElement && li.dataset.levelId === level.id);
    if (row) rowControls(row)[was.column]?.focus();
  }, [shown]);

  const count = shown.length;
  const first = Math.max(0, Math.floor(view.top / stride) - OVERSCAN);
  const end = Math.min(count, Math.ceil((view.top + view.height) / stride) + OVERSCAN);
  const drawn: number[] = [];
  for (let i = first; i < end; i++) drawn.push(i);
  const listedAt = currentId === null ? -1 : shown.findIndex((l) => l.id === currentId);
  const current = listedAt >= 0 ? listedAt : Math.min(count - 1, Math.floor(view.top / stride));
  if (current >= 0 && !drawn.includes(current)) drawn.push(current);
  // in the list's order, as a screen reader reads them
  drawn.sort((a, b) => a - b);

  /** the focus to row `index`'s control `column`, drawn first */
  const focusRow = (index: number, column: number) => {
    const level = shown[Math.max(0, Math.min(count - 1, index))];
    if (!level) return;
    flushSync(() => setCurrentId(level.id));
    const row = [...(list.current?.children ?? [])].find((li) => li instanceof HTMLElement && li.dataset.levelId === level.id);
    // (the browser scrolls it into view, and the view follows)
    if (row) rowControls(row)[column]?.focus();
  };
  const rowKeys = (e: KeyboardEvent<HTMLUListElement>) => {
    if (e.altKey || e.metaKey) return;
    const target = e.target as HTMLElement;
    const row = target.closest<HTMLElement>('li[data-index]');
    if (!row) return;
    // (from a problem's tag, as from the name above it)
    const column = Math.max(0, rowControls(row).indexOf(target));
    const at = Number(row.dataset.index);
    // Home and End move in a name being typed; with Ctrl, or on a button, they go to the first and last level
    const ends = !(target instanceof HTMLInputElement) || e.ctrlKey;
    const page = Math.max(1, Math.floor(view.height / stride) - 1);
    const steps: Partial<Record<string, number>> = { ArrowDown: at + 1, ArrowUp: at - 1, PageDown: at + page, PageUp: at - page, ...(ends ? { Home: 0, End: count - 1 } : {}) };
    const to = steps[e.key];
    if (to === undefined) return;
    // (the board's and playback's keys on the page hear none of them)
    e.preventDefault();
    e.stopPropagation();
    focusRow(to, column);
  };
  const focusIn = (e: FocusEvent<HTMLUListElement>) => {
    const row = (e.target as HTMLElement).closest<HTMLElement>('li[data-level-id]');
    const id = row?.dataset.levelId;
    if (id === undefined) return;
    setCurrentId(id);
    focused.current = { id, column: Math.max(0, rowControls(row!).indexOf(e.target as HTMLElement)) };
  };

  /** the list from its top (new words found, another order) */
  const toTop = () => {
    if (scroller.current) scroller.current.scrollTop = 0;
    readView();
  };
  const find = (next: string) => {
    setQuery(next);
    setKept(new Set());
    toTop();
  };
  const reorder = (next: LevelOrder) => {
    placedAs.current.clear();
    setOrder(next);
    keepOrder(next);
    toTop();
  };
  const findKeys = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'ArrowDown' && count > 0) {
      e.preventDefault();
      focusRow(0, 0);
    } else if (e.key === 'Escape' && query !== '') {
      // the words cleared, not the panel closed
      e.preventDefault();
      e.stopPropagation();
      find('');
    }
  };

  return (
    <>
      {/* (kept while it holds words: levels deleted down to a few, it is still there to clear them) */}
      {(levels.length >= FIND_FROM || query !== '') && (
        <div className="my-levels-find">
          <input type="search" dir="auto" aria-label="Find a level" placeholder="Find by name or puzzle" value={query} onChange={(e) => find(e.target.value)} onKeyDown={findKeys} />
          {/* the order beside what was found, not beside the box: there it took half the box's room */}
          <div className="my-levels-found">
            <p role="status">
              {words.length === 0 ? plural(levels.length, 'level') : count === 0 ? `No level of ${levels.length.toLocaleString('en')} matches.` : `${count.toLocaleString('en')} of ${plural(levels.length, 'level')}`}
              {unreadable ? `; ${unreadable.toLocaleString('en')} ${UNREADABLE} (marked; find “${UNREADABLE}” to list ${unreadable === 1 ? 'it' : 'them'})` : ''}
            </p>
            <select aria-label="Order" value={order} onChange={(e) => reorder(e.target.value as LevelOrder)}>
              {ORDERS.map(([value, words]) => (
                <option key={value} value={value}>
                  {words}
                </option>
              ))}
            </select>
          </div>
        </div>
      )}
      <div className="my-levels-list" ref={scroller} onScroll={readView}>
        <ul ref={list} aria-label="Saved levels" style={{ height: count * stride }} onKeyDown={rowKeys} onFocus={focusIn}>
          {drawn.map((i) => (
            <LevelRow key={shown[i]!.id} level={shown[i]!} index={i} count={count} top={i * stride} current={i === current} open={shown[i]!.id !== openId ? null : openAs!.edited ? 'edited' : 'same'} told={shown[i]!.id === toldId} gone={shown[i]!.id === goneId} onTell={tell} onRename={rename} {...actions} />
          ))}
        </ul>
      </div>
      {told && toldProblem && (
        <p className="level-problem" id={PROBLEM_NOTE_ID}>
          {told.name.trim() === '' ? `The unnamed ${familyTitle(told)} level` : `“${shortName(told.name)}” (${familyTitle(told)})`} {toldProblem}
        </p>
      )}
    </>
  );
}
