// The editor's undo and redo, kept through a reload or a tab the phone discarded and restored:
// per tab (sessionStorage: each tab its own, gone with the tab), one history per family, the
// one of the level being edited. Levels are written as their family's text, and read back with
// the family's own parser; a history is taken up only by the level it was left on.
import { MAX_LEVEL_CHARS } from '../puzzles/text.ts';
import type { PuzzleFamily } from '../puzzles/types.ts';
import { asideNote, browserStorage, keepAside, read, remove, whenPageHidden, write, type KeyValueStorage } from '../storage/localStore.ts';
import type { Read } from '../share/storedData.ts';
import type { LevelHistory } from './history.ts';

/** A family's history is kept under `unstuck.history.<family>`. */
export const HISTORY_PREFIX = 'unstuck.history.';
const HISTORY_VERSION = 1;
/** Undo steps kept (and as many Redo steps): an edit undone 100 times back is far enough. */
export const MAX_KEPT_STEPS = 100;
/**
 * Characters one family's history may take (sessionStorage holds about 5 million for the site,
 * shared by the five families): a large level keeps fewer steps, the nearest ones.
 */
export const MAX_KEPT_CHARS = 500_000;

/** `undo` and `redo`: the levels Undo and Redo bring, nearest first; `present`: the level they were left on. */
export interface KeptHistory {
  family: string;
  present: string;
  undo: string[];
  redo: string[];
}

/** why `value` is not a level's text of at most MAX_LEVEL_CHARS characters, or null */
const notText = (value: unknown): string | null =>
  typeof value !== 'string' ? 'a text was expected' : value.length > MAX_LEVEL_CHARS ? `a text of ${value.length} characters (at most ${MAX_LEVEL_CHARS})` : null;

/**
 * The history kept for `family` (under its key): its texts checked as texts of bounded length,
 * not yet read as levels. (Checked by hand, not with storedData's valibot: this is editor code,
 * and valibot in its chunks split the first screen's chunk in three, 0.7 kB more.)
 */
export function readKeptHistory(raw: string, family: string): Read<KeptHistory> {
  const no = (why: string) => ({ ok: false as const, newer: false, why });
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch {
    return no('it is not valid JSON');
  }
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return no('an object was expected');
  const { v: version, family: of, present, undo, redo } = data as Record<string, unknown>;
  if (typeof version === 'number' && version > HISTORY_VERSION) return { ok: false, newer: true, why: `it is from a newer version of Unstuck (v ${version})` };
  if (version !== HISTORY_VERSION) return no(`v: version ${HISTORY_VERSION} was expected`);
  if (of !== family) return no(`family: ${family} was expected`);
  const presentWrong = notText(present);
  if (presentWrong) return no(`present: ${presentWrong}`);
  for (const [side, steps] of [['undo', undo], ['redo', redo]] as const) {
    if (!Array.isArray(steps)) return no(`${side}: a list was expected`);
    if (steps.length > MAX_KEPT_STEPS) return no(`${side}: ${steps.length} steps (at most ${MAX_KEPT_STEPS})`);
    for (const [i, step] of steps.entries()) {
      const wrong = notText(step);
      if (wrong) return no(`${side} step ${i + 1}: ${wrong}`);
    }
  }
  return { ok: true, value: { family, present: present as string, undo: undo as string[], redo: redo as string[] } };
}

/** Each step read with the family's parser; the first it refuses, said. */
export function keptLevels<L>(kept: KeptHistory, family: PuzzleFamily<L, unknown>): Read<{ undo: L[]; redo: L[] }> {
  const levels = { undo: [] as L[], redo: [] as L[] };
  for (const side of ['undo', 'redo'] as const) {
    for (const [i, text] of kept[side].entries()) {
      const parsed = family.parse(text);
      if (!parsed.ok) return { ok: false, newer: false, why: `${side} step ${i + 1}: ${parsed.error.message}` };
      levels[side].push(parsed.level);
    }
  }
  return { ok: true, value: levels };
}

/** A level's text as a JSON string, made once per level (levels are immutable values). */
const jsonTexts = new WeakMap<object, string>();
function jsonText<L>(family: PuzzleFamily<L, unknown>, level: L): string {
  const cacheable = typeof level === 'object' && level !== null;
  const known = cacheable ? jsonTexts.get(level) : undefined;
  if (known !== undefined) return known;
  const json = JSON.stringify(family.make(level));
  if (cacheable) jsonTexts.set(level, json);
  return json;
}

/**
 * The stored value of a history (texts as JSON strings, steps nearest first) in at most `room`
 * characters: the nearest steps of each side, up to MAX_KEPT_STEPS; null if the present level
 * alone does not fit.
 */
export function storedHistory(family: string, present: string, undo: readonly string[], redo: readonly string[], room = MAX_KEPT_CHARS): string | null {
  const head = `{"v":${HISTORY_VERSION},"family":${JSON.stringify(family)},"present":${present},"undo":[`;
  let used = head.length + '],"redo":[]}'.length;
  if (used > room) return null;
  const kept = { undo: [] as string[], redo: [] as string[] };
  const open = { undo: true, redo: true };
  // nearest first from both sides, so a large level keeps a few steps of each
  for (let i = 0; i < MAX_KEPT_STEPS && (open.undo || open.redo); i++) {
    for (const side of ['undo', 'redo'] as const) {
      const step = (side === 'undo' ? undo : redo)[i];
      if (!open[side] || step === undefined || used + step.length + 1 > room) {
        open[side] = false;
        continue;
      }
      kept[side].push(step);
      used += step.length + 1;
    }
  }
  return `${head}${kept.undo.join(',')}],"redo":[${kept.redo.join(',')}]}`;
}

/**
 * Write `history` under `key` in as much room as the storage gives (the room halved at each
 * QuotaExceededError); where not even its present level fits, what was kept is removed, so an
 * older history never comes back to a level it does not belong to.
 */
function writeHistory<L>(st: KeyValueStorage, key: string, family: PuzzleFamily<L, unknown>, history: LevelHistory<L>): void {
  const { undo, redo } = history.steps();
  const texts = (levels: L[]) => levels.slice(0, MAX_KEPT_STEPS).map((l) => jsonText(family, l));
  const [present, undoTexts, redoTexts] = [jsonText(family, history.get()), texts(undo), texts(redo)];
  for (let room = MAX_KEPT_CHARS; ; room = Math.floor(room / 2)) {
    const value = storedHistory(family.id, present, undoTexts, redoTexts, room);
    if (value === null) break;
    const written = write(st, key, value);
    if (written.ok) return;
    if (!written.full) break;
  }
  remove(st, key);
}

/**
 * per storage: the keys this page has written: once the family's history was changed here, a
 * level of the same text opened later in the page starts afresh, as any level opened does. (Not
 * set by taking one up: as a page loads, its draft's level may be shown, and then the same
 * level again as its link is read; the second must take it up too.)
 */
const ownKeys = new WeakMap<KeyValueStorage, Set<string>>();
/** per storage: keys this page leaves alone (a newer version's history, or an unreadable one there was no room to move) */
const leftAlone = new WeakMap<KeyValueStorage, Set<string>>();
const setIn = (map: WeakMap<KeyValueStorage, Set<string>>, st: KeyValueStorage) => map.get(st) ?? map.set(st, new Set()).get(st)!;

/**
 * Keep `history`, of a `family` level, in `storage` while it is edited. A history with no steps
 * yet takes up the one kept if it was left on this level, and this page has not written the
 * family's since it loaded (a reload, a tab restored). Only a change, or a history with steps
 * (one left and come back to), is written: an editor shown for a moment on another level as the
 * page loads (the gallery's first, before the link's level is read) leaves the kept one alone.
 * Writes wait for edits to pause for `delayMs`, and are made when the page is hidden or left and
 * when this stops. `tell` hears, in words, a kept history that could not be used. Returns the
 * function that stops it.
 */
export function keepHistoryThroughReload<L>(
  history: LevelHistory<L>,
  family: PuzzleFamily<L, unknown>,
  tell: (text: string) => void = () => {},
  storage: KeyValueStorage | null = browserStorage('sessionStorage'),
  delayMs = 400,
): () => void {
  if (!storage) return () => {};
  const st = storage;
  const key = HISTORY_PREFIX + family.id;
  const alone = setIn(leftAlone, st);
  const own = setIn(ownKeys, st);
  const unusable = (raw: string, why: string, newer: boolean) => {
    const aside = newer ? { at: key, moved: false } : keepAside(st, key, raw, 'unreadable');
    if (!aside.moved) alone.add(key);
    const where = newer ? `it is kept unchanged under "${key}" and will not be written over` : asideNote(aside.at, aside.moved);
    tell(`The undo steps kept for this ${family.title} level could not be used (${why}); ${where}.`);
  };
  const takeUp = () => {
    const raw = read(st, key);
    if (raw === null || alone.has(key)) return;
    const kept = readKeptHistory(raw, family.id);
    if (!kept.ok) return unusable(raw, kept.why, kept.newer);
    // (another level's history: this level's starts afresh, and is written over it at its first change)
    if (kept.value.present !== family.make(history.get())) return;
    const levels = keptLevels(kept.value, family);
    if (!levels.ok) return unusable(raw, levels.why, false);
    history.restoreSteps(levels.value.undo, levels.value.redo);
  };
  let timer: ReturnType<typeof setTimeout> | undefined;
  const flush = () => {
    clearTimeout(timer);
    timer = undefined;
    own.add(key);
    if (!alone.has(key)) writeHistory(st, key, family, history);
  };
  const { undo, redo } = history.steps();
  if (undo.length > 0 || redo.length > 0) flush();
  else if (!own.has(key)) takeUp();
  const unsubscribe = history.subscribe(() => {
    clearTimeout(timer);
    timer = setTimeout(flush, delayMs);
  });
  const flushWaiting = () => void (timer !== undefined && flush());
  const stopListening = whenPageHidden(flushWaiting);
  return () => {
    flushWaiting();
    unsubscribe();
    stopListening();
  };
}
