// The user's own levels in localStorage: each saved level under its own key (so a change
// writes one small value, however many levels there are), and the level being edited under
// another. Every value is checked on every load (storedData.ts); what cannot be used is moved
// aside unchanged and the user is told; a write that fails says so and the level stays in memory.
import { create } from 'zustand';
import { getFamily } from '../puzzles/registry.ts';
import { parseErrorWords } from '../puzzles/text.ts';
import { FAMILY_IDS, type FamilyId } from '../puzzles/types.ts';
import { onTreeNotice } from './storedTrees.ts';
import { dropKeptBeside } from '../storage/storedKeys.ts';
import { asideNote, browserStorage, keepAside, keysWithPrefix, read, remove, write, type KeyValueStorage, type Written } from '../storage/localStore.ts';
import { aLevel, readsAsWords } from './otherFamily.ts';
import { NAME_CONTROL } from './linkCodec.ts';
import {
  DRAFT_KEY,
  FAMILY_DRAFT_PREFIX,
  EXPORT_FORMAT,
  EXPORT_VERSION,
  LEGACY_KEY,
  LEVEL_PREFIX,
  MAX_NAME,
  MAX_TEXT,
  readDraft,
  readExportShape,
  entryName,
  type EntryFailure,
  readLegacy,
  readSavedLevel,
  storedDraft,
  storedLevel,
  type Draft,
  type SavedLevel,
} from './storedData.ts';

export type { Draft, SavedLevel } from './storedData.ts';

export type SaveResult =
  /** `clash`: the name asked for, which another saved level of the family has (the level is saved numbered) */
  | { ok: true; kind: 'added' | 'updated' | 'unchanged'; level: SavedLevel; previous?: SavedLevel; clash?: string }
  | { ok: false; message: string; full?: boolean };

export type ImportResult =
  | { ok: true; added: number; duplicates: number; repeats: number; notStored: number; failure: string | null; failed: string[]; renamed: [from: string, to: string][] }
  | { ok: false; message: string; failed?: string[] };

export interface MyLevelsState {
  /** in the order they were saved (oldest first) */
  levels: SavedLevel[];
  /** the level being edited, as the last load found it */
  draft: Draft | null;
  /** the level each family was left on, as the last load found them */
  familyDrafts: Partial<Record<FamilyId, Draft>>;
  /** the level open in this tab, as it was last autosaved (My levels marks its saved copy) */
  open: Draft | null;
  /** what the last load could not use, said to the user until dismissed */
  notices: string[];
  /** false where the last load found that nothing can be stored here (its notice says why) */
  canStore: boolean;
  /** (re)read everything from storage; the app does this once at start-up */
  load(storage?: KeyValueStorage | null): void;
  /** read the saved levels and the families' autosaves again, as another tab left them */
  refresh(): void;
  /** save a level; the same level again (same text, or same name) updates its entry */
  save(level: { family: FamilyId; name: string | null; text: string }): SaveResult;
  rename(id: string, name: string): Written;
  /** the level removed (to undo with restore), or null */
  remove(id: string): SavedLevel | null;
  /** put a level back (Undo); `name`: what it is called now, numbered where another level took its name meanwhile */
  restore(level: SavedLevel): { ok: true; name: string } | Extract<Written, { ok: false }>;
  /** add the levels of an exported file that are not saved already; `failed` says the entries that could not be used */
  importFile(json: string): ImportResult;
  /** the levels file of every saved level, or of those whose ids are given */
  exportFile(ids?: readonly string[]): string;
  /** autosave the level being edited (also as the level its family was left on) */
  saveDraft(draft: Draft): Written;
  dismissNotices(): void;
}

let storage: KeyValueStorage | null = null;
/** draft keys holding a value we could not move aside: they must not be written over */
const blockedDrafts = new Set<string>();
/** the draft of an older version still only under `unstuck.draft` (keepUnderFamilyKey) */
let unmovedDraft: Draft | null = null;
let draftFailed = false;
/** what was said when autosave stopped working, taken away once it works again */
let autosaveNotice: string | null = null;
/**
 * Each family's autosave as this tab last wrote it or took it up: another value there means another
 * tab has written that family's level since, which this tab's next autosave would write over.
 */
const draftsKnown = new Map<FamilyId, string | null>();
/** the family whose level this tab has open (the last autosaved): another tab's level there is not taken up */
let openFamily: FamilyId | null = null;
/** per family, the saved level holding the level another tab left, kept up to date */
const keptFromTabs = new Map<FamilyId, string>();
/** families where that was said (once) */
const toldOfTabs = new Set<FamilyId>();
/** the notices of what stored data could not be used, said since the last load */
let told = new Set<string>();
/** the levels are listed from an old store that could not be moved: they are in no key of their own */
let listedFromLegacy = false;

let counter = 0;
const newId = () => `${Date.now().toString(36)}-${(counter++).toString(36)}-${Math.random().toString(36).slice(2, 8)}`;

/** a fresh id, not in `taken`, whose key is free (an unreadable value may sit under any key) */
function freeLevelId(st: KeyValueStorage | null, taken: ReadonlySet<string> = new Set()): string {
  for (;;) {
    const id = newId();
    if (!taken.has(id) && (!st || read(st, LEVEL_PREFIX + id) === null)) return id;
  }
}

/** a level as its family writes it: the same key however its lines or its text end */
function levelKey(family: FamilyId, text: string): string {
  const rules = getFamily(family);
  const parsed = rules?.parse(text);
  return `${family}\n${parsed?.ok ? rules!.make(parsed.level) : text}`;
}

const bySavedAt = (a: SavedLevel, b: SavedLevel) => a.savedAt - b.savedAt || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
export const sameLevel = (a: { family: FamilyId; text: string }, b: { family: FamilyId; text: string }) => a.family === b.family && a.text === b.text;

const CANNOT_STORE = 'This browser does not let the page store anything, so levels cannot be saved here';
/** written and removed at load, to learn whether anything can be stored (not `unstuck.`: other tabs do not read again for it) */
const PROBE_KEY = 'unstuck-probe';

/** the storage was empty and had no room for the smallest value at load (a private window's quota of 0): deleting levels makes none */
let noRoom = false;

/** a text the readers of stored levels refuse (storedData.ts) is not stored: it would be "saved", then unreadable at the next load */
function overLong(text: string): Extract<Written, { ok: false }> | null {
  return text.length > MAX_TEXT ? { ok: false, message: `the level's text is ${text.length.toLocaleString('en')} characters, and at most ${MAX_TEXT.toLocaleString('en')} are kept` } : null;
}

function writeTo(key: string, value: string): Written {
  if (!storage) return { ok: false, message: 'this browser does not let the page store anything' };
  const w = write(storage, key, value);
  // the move trees and the solver's answers kept for a reload give way to a level or a draft (storage/storedKeys.ts)
  const again = !w.ok && w.full && dropKeptBeside(storage) ? write(storage, key, value) : w;
  return !again.ok && again.full && noRoom ? { ok: false, message: 'this browser gives this site no room to store anything' } : again;
}


/**
 * A stored level as it is listed and opened (a draft, as it opens): its name on one line, as Save, a rename and Import
 * store it (oneLineName), where an older build, or a hand in devtools, stored line breaks: listed,
 * they ran together ("line oneline two"), and the level opened with them. Its key keeps the name
 * as it is until the level is saved or renamed.
 */
function readLevel(raw: string, id: string): ReturnType<typeof readSavedLevel> {
  const r = readSavedLevel(raw, id);
  return r.ok ? { ok: true, value: oneLined(r.value) } : r;
}
const oneLined = <T extends { name: string | null }>(l: T): T => (l.name === null || oneLineName(l.name) === l.name ? l : { ...l, name: oneLineName(l.name) });

/** Every `unstuck.level.<id>` value; what cannot be read is moved aside, what is newer left alone. */
function loadLevels(st: KeyValueStorage, notices: string[]): SavedLevel[] {
  const levels: SavedLevel[] = [];
  const unreadable: string[] = [];
  const newer: string[] = [];
  for (const key of keysWithPrefix(st, LEVEL_PREFIX)) {
    const raw = read(st, key);
    if (raw === null) continue;
    const r = readLevel(raw, key.slice(LEVEL_PREFIX.length));
    if (r.ok) levels.push(r.value);
    else if (r.newer) newer.push(`"${key}"`);
    else {
      const aside = keepAside(st, key, raw, 'unreadable');
      unreadable.push(`"${key}" (${r.why}): ${asideNote(aside.at, aside.moved)}`);
    }
  }
  if (unreadable.length) notices.push(`${unreadable.length === 1 ? 'A saved level' : `${unreadable.length} saved levels`} could not be read and ${unreadable.length === 1 ? 'is' : 'are'} not listed: ${namedFirst(unreadable).join('; ')}.`);
  if (newer.length) {
    const one = newer.length === 1;
    notices.push(`${one ? 'A saved level is' : `${newer.length} saved levels are`} from a newer version of Unstuck and not listed: ${one ? 'it is' : 'they are'} kept unchanged under ${namedFirst(newer).join(', ')} in this browser's storage.`);
  }
  return levels;
}

/**
 * Versions 0 and 1 kept everything in one value. Its levels get keys of their own: a level
 * already stored (the same family, name and text, under any id) is not stored again; its old id
 * is kept where that key is free, and an id whose key holds something else gets a fresh one, so
 * neither is written over. Its autosave becomes the draft, or a saved level when a draft is
 * there already. The old value is removed only once all of it is stored (moved aside when some
 * of it could not be read); when a write fails it stays as it was. A value that is no such
 * store, or is newer, is moved aside unchanged.
 */
function migrateLegacy(st: KeyValueStorage, raw: string, have: SavedLevel[], notices: string[]): SavedLevel[] {
  const r = readLegacy(raw);
  if (!r.ok) {
    const aside = keepAside(st, LEGACY_KEY, raw, r.newer ? 'newer' : 'unreadable');
    notices.push(
      r.newer
        ? `Your saved levels were stored by a newer version of Unstuck and are not listed; ${asideNote(aside.at, aside.moved)}.`
        : `Your saved levels could not be read (${r.why}); ${asideNote(aside.at, aside.moved)}. Nothing was deleted.`,
    );
    return [];
  }
  const { draft, skipped } = r.value;
  const levels = r.value.levels.map(oneLined);
  const todo: SavedLevel[] = [];
  const ids = new Set<string>();
  // (the same family, name and text; a set, so that moving many levels stays linear)
  const sameAs = (l: SavedLevel) => JSON.stringify([l.family, l.name, l.text]);
  const haveAlready = new Set(have.map(sameAs));
  for (const l of levels) {
    if (haveAlready.has(sameAs(l))) continue;
    const id = read(st, LEVEL_PREFIX + l.id) === null && !ids.has(l.id) ? l.id : freeLevelId(st, ids);
    ids.add(id);
    todo.push({ ...l, id });
  }
  const writes = todo.map((l) => ({ key: LEVEL_PREFIX + l.id, value: storedLevel(l) }));
  let draftKept: SavedLevel | null = null;
  if (draft) {
    const there = read(st, DRAFT_KEY);
    if (there === null) writes.push({ key: DRAFT_KEY, value: storedDraft(draft) });
    else if (there !== storedDraft(draft) && ![...have, ...todo].some((l) => sameLevel(l, draft))) {
      // the draft there is newer work: the old one goes to My levels, beside it
      draftKept = { id: freeLevelId(st, ids), family: draft.family, name: draft.name ?? defaultName(draft.family, [...have, ...todo]), text: draft.text, savedAt: Date.now() };
      todo.push(draftKept);
      writes.push({ key: LEVEL_PREFIX + draftKept.id, value: storedLevel(draftKept) });
    }
  }
  // (a set: an old store of 20,000 levels took 14 s to move when this was a list searched at each write)
  const written = new Set<string>();
  const writeAll = (): string | null => {
    for (const { key, value } of writes) {
      if (written.has(key)) continue;
      const w = write(st, key, value);
      if (!w.ok) return w.message;
      written.add(key);
    }
    return null;
  };
  let failure = writeAll();
  if (failure !== null && skipped.length === 0) {
    // No room for two copies: remove the old value (kept in memory) and write again; if that
    // fails too, put the old value back as it was.
    remove(st, LEGACY_KEY);
    failure = writeAll();
    if (failure !== null) {
      for (const key of written) remove(st, key);
      write(st, LEGACY_KEY, raw);
    }
  } else if (failure !== null) {
    for (const key of written) remove(st, key);
  }
  if (failure !== null) {
    notices.push(`Your saved levels could not be moved to the new storage layout (${failure}). They are listed from the old copy, which is kept unchanged; export them to be safe.`);
    return todo;
  }
  if (draftKept) notices.push(`The level you were editing in an older version of Unstuck is kept in My levels as "${draftKept.name}".`);
  if (skipped.length) {
    const aside = keepAside(st, LEGACY_KEY, raw, 'unreadable');
    notices.push(`Some saved data could not be read and was skipped (${skipped.join('; ')}); the original is ${asideNote(aside.at, aside.moved).replace(/^it is /, '')}.`);
  } else if (read(st, LEGACY_KEY) !== null) {
    remove(st, LEGACY_KEY);
  }
  return todo;
}

/** The draft under `key` (for one family's key, `family` says which). */
function loadDraft(st: KeyValueStorage, key: string, notices: string[], family?: FamilyId): Draft | null {
  const raw = read(st, key);
  if (raw === null) return null;
  const r = readDraft(raw, family);
  if (r.ok) return oneLined(r.value);
  const aside = keepAside(st, key, raw, r.newer ? 'newer' : 'unreadable');
  if (!aside.moved) blockedDrafts.add(key);
  const which = family ? `The ${getFamily(family)?.title ?? family} level you left` : 'The level you were editing';
  notices.push(`${which} could not be restored (${r.why}); ${asideNote(aside.at, aside.moved)}.`);
  return null;
}

/** The level each family was left on, as stored. */
function loadFamilyDrafts(st: KeyValueStorage, notices: string[]): MyLevelsState['familyDrafts'] {
  const drafts: MyLevelsState['familyDrafts'] = {};
  for (const family of FAMILY_IDS) {
    const d = loadDraft(st, FAMILY_DRAFT_PREFIX + family, notices, family);
    if (d) drafts[family] = d;
  }
  return drafts;
}

/**
 * Versions before drafts per family kept only `unstuck.draft`, which the next autosave of another
 * family writes over: its level is stored under its family's key too. Until that write works it
 * is `unmovedDraft`, and `unstuck.draft` is not written over.
 */
function keepUnderFamilyKey(st: KeyValueStorage | null, draft: Draft): boolean {
  const key = FAMILY_DRAFT_PREFIX + draft.family;
  return st !== null && !blockedDrafts.has(key) && read(st, key) === null && write(st, key, storedDraft(draft)).ok;
}

/** `name`, or `name 2`, `name 3`, … where another level of the family (not `self`) has it. */
function freeName(family: FamilyId, name: string, levels: readonly SavedLevel[], self?: string): string {
  return freeNameAmong(name, new Set(levels.filter((l) => l.family === family && l.id !== self).map((l) => l.name)));
}

/** `name`, or `name 2`, `name 3`, … where `taken` has it (an import asks for many names among the same levels). */
function freeNameAmong(name: string, taken: ReadonlySet<string>): string {
  const base = name.slice(0, MAX_NAME);
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) {
    const suffix = ` ${n}`;
    const numbered = `${base.slice(0, MAX_NAME - suffix.length)}${suffix}`;
    if (!taken.has(numbered)) return numbered;
  }
}

/** `My Move level`, or `My Move level 2`, … when that name is taken in the family. */
function defaultName(family: FamilyId, levels: readonly SavedLevel[]): string {
  return freeName(family, `My ${getFamily(family)?.title ?? family} level`, levels);
}

const NAME_CONTROLS = new RegExp(NAME_CONTROL.source, 'gu');
/**
 * A name as one line, as a heading, the page's title and a link hold it (linkCodec's
 * NAME_CONTROL): line breaks and tabs a space, other controls and bidi overrides gone. A levels
 * file's name "line one\nline two" was listed as "line oneline two" (an input drops line breaks),
 * and the level's link, refusing such a name, left it out.
 */
export const oneLineName = (name: string): string => name.replace(/[\t\n\r\u2028\u2029]+/g, ' ').replace(NAME_CONTROLS, '');

/** How many failures an import names one by one; the rest are counted. */
const FAILURES_NAMED = 10;

/** The first of a list one by one, then how many more. */
export function namedFirst(items: readonly string[]): string[] {
  const more = items.length - FAILURES_NAMED;
  return more > 0 ? [...items.slice(0, FAILURES_NAMED), `and ${more.toLocaleString('en')} more`] : [...items];
}

/**
 * Read an exported file: the levels in it that can be used, and what is wrong with each of the
 * others (its place in the file, its name, the field or the line and column at fault). Refused
 * whole only when it is no levels file at all, or not one level in it can be used.
 */
export function readExport(json: string): { ok: true; levels: Omit<SavedLevel, 'id'>[]; failed: string[] } | { ok: false; message: string; failed?: string[] } {
  const shape = readExportShape(json);
  if (!shape.ok) return shape;
  const levels: Omit<SavedLevel, 'id'>[] = [];
  const failed: EntryFailure[] = [...shape.failed];
  // (which family reads a level is asked of the failures an import names, not of every one: each
  // asks every other family, and 20,000 levels under a wrong family took 3.2 s to say, 0.5 s to import)
  let hinted = 0;
  for (const { at, level: l } of shape.levels) {
    const family = getFamily(l.family);
    if (!family) {
      failed.push({ at, message: `Level ${at}${entryName(l)} is a ${l.family} level, and that family is not available.` });
      continue;
    }
    const parsed = family.parse(l.text);
    if (!parsed.ok) {
      // a level put under the wrong family (a file written by hand, or by another tool) says which family reads it
      const reads = hinted++ < FAILURES_NAMED ? readsAsWords(l.text, l.family) : null;
      const hint = reads ? ` ${reads}: is its "family" wrong?` : '';
      failed.push({ at, message: `Level ${at}${entryName(l)} does not parse as ${aLevel(family.title)}: ${parseErrorWords(parsed.error)}${hint}` });
      continue;
    }
    levels.push({ family: l.family, name: oneLineName(l.name), text: l.text, savedAt: l.savedAt ?? Date.now() });
  }
  // in the order of the file, whichever check found them
  const said = failed.sort((a, b) => a.at - b.at).map((f) => f.message);
  if (levels.length === 0 && said.length === 1) return { ok: false, message: said[0]! };
  if (levels.length === 0 && said.length > 1) return { ok: false, message: 'No level in this file can be used:', failed: said };
  return { ok: true, levels, failed: said };
}

export const useMyLevels = create<MyLevelsState>()((set, get) => {
  const freeId = () => freeLevelId(storage);
  const put = (level: SavedLevel): Written => writeTo(LEVEL_PREFIX + level.id, storedLevel(level));
  const withLevel = (level: SavedLevel) => [...get().levels.filter((l) => l.id !== level.id), level].sort(bySavedAt);
  /** store a level and list it (in place of the entry of its id) */
  const putListed = (level: SavedLevel): { ok: true; level: SavedLevel } | Extract<Written, { ok: false }> => {
    const w = put(level);
    if (!w.ok) return w;
    set({ levels: withLevel(level) });
    return { ok: true, level };
  };
  /**
   * Two tabs on one family's level each autosave it; the later write would lose the other's level
   * once that tab closes. Before this tab's autosave writes over a level another tab left there,
   * that level is kept in My levels (unless it is saved already or a gallery level), and said once.
   */
  const keepOtherTabsLevel = (draft: Draft) => {
    if (!storage || !draftsKnown.has(draft.family)) return;
    const there = read(storage, FAMILY_DRAFT_PREFIX + draft.family);
    if (there === null || there === draftsKnown.get(draft.family)) return;
    draftsKnown.set(draft.family, there);
    const other = readDraft(there, draft.family);
    if (!other.ok || other.value.text === draft.text || other.value.text.trim() === '' || isKept(draft.family, other.value.text)) return;
    const title = getFamily(draft.family)?.title ?? draft.family;
    // the entry this tab kept before takes the other tab's newer level; no other saved level is written over
    const before = get().levels.find((l) => l.id === keptFromTabs.get(draft.family));
    const r = before
      ? putListed({ ...before, text: other.value.text, savedAt: Date.now() })
      : get().save({ family: draft.family, name: freeName(draft.family, `${other.value.name ?? `My ${title} level`} (from another tab)`, get().levels), text: other.value.text });
    if (r.ok) keptFromTabs.set(draft.family, r.level.id);
    if (toldOfTabs.has(draft.family)) return;
    toldOfTabs.add(draft.family);
    set({
      notices: [
        ...get().notices,
        r.ok
          ? `Another tab changed the ${title} level open here. Its level is kept in My levels as "${r.level.name}"; this tab's is the one autosaved.`
          : `Another tab changed the ${title} level open here, and its level could not be kept in My levels (${r.message}): it is still open in that tab.`,
      ],
    });
  };
  /** A listed level as its key holds it now; null where another tab has deleted it. */
  const storedNow = (listed: SavedLevel): SavedLevel | null => {
    // levels listed from the old one-value store have no key of their own yet
    if (!storage || listedFromLegacy) return listed;
    const raw = read(storage, LEVEL_PREFIX + listed.id);
    if (raw === null) return null;
    const r = readLevel(raw, listed.id);
    return r.ok ? r.value : listed;
  };
  /**
   * The list with the levels another tab has saved or deleted since it was read (the storage event
   * that reads them again comes a moment later): a save in both tabs at once would otherwise store
   * a level twice, and one of a level deleted there would say "saved" and store nothing. Only the
   * keys not listed are read.
   */
  const caughtUp = (): SavedLevel[] => {
    const listed = get().levels;
    if (!storage || listedFromLegacy) return listed;
    const ids = new Set(keysWithPrefix(storage, LEVEL_PREFIX).map((k) => k.slice(LEVEL_PREFIX.length)));
    const levels = listed.filter((l) => ids.delete(l.id));
    const kept = levels.length;
    for (const id of ids) {
      const raw = read(storage, LEVEL_PREFIX + id);
      const r = raw === null ? null : readLevel(raw, id);
      if (r?.ok) levels.push(r.value);
    }
    if (kept === listed.length && levels.length === kept) return listed;
    levels.sort(bySavedAt);
    set({ levels });
    return levels;
  };
  /** in My levels already (as its family writes it), or a gallery level: nothing to keep */
  const isKept = (family: FamilyId, text: string) => {
    const key = levelKey(family, text);
    return get().levels.some((l) => l.family === family && levelKey(l.family, l.text) === key) || (getFamily(family)?.gallery.some((g) => g.text === text) ?? false);
  };
  return {
    levels: [],
    draft: null,
    familyDrafts: {},
    open: null,
    notices: [],
    canStore: true,

    load: (given = browserStorage()) => {
      storage = given;
      blockedDrafts.clear();
      unmovedDraft = null;
      draftFailed = false;
      listedFromLegacy = false;
      const notices: string[] = [];
      noRoom = false;
      if (!storage) {
        // (said here: not again at the first autosave)
        draftFailed = true;
        set({ levels: [], draft: null, familyDrafts: {}, open: null, notices: [`${CANNOT_STORE}.`], canStore: false });
        return;
      }
      // A storage that refuses every write (a blocked site; old Safari's private window, whose
      // quota is 0) is said once here, not at the first autosave or not at all (nothing edited).
      // A full one holding data is not: a write there may make room by dropping move trees.
      const probe = write(storage, PROBE_KEY, '');
      if (probe.ok) remove(storage, PROBE_KEY);
      const refused = !probe.ok && (!probe.full || keysWithPrefix(storage, '').length === 0);
      if (refused) {
        draftFailed = true;
        noRoom = !!probe.full;
        notices.push(`${CANNOT_STORE}: ${probe.full ? 'it gives this site no room' : probe.message}. Copy a level's link with Share to keep it.`);
      }
      const levels = loadLevels(storage, notices);
      const legacy = read(storage, LEGACY_KEY);
      if (legacy !== null) {
        levels.push(...migrateLegacy(storage, legacy, levels, notices));
        listedFromLegacy = read(storage, LEGACY_KEY) === legacy;
      }
      const draft = loadDraft(storage, DRAFT_KEY, notices);
      const familyDrafts = loadFamilyDrafts(storage, notices);
      if (draft && !familyDrafts[draft.family]) {
        if (keepUnderFamilyKey(storage, draft)) familyDrafts[draft.family] = draft;
        else unmovedDraft = draft;
      }
      openFamily = draft?.family ?? null;
      keptFromTabs.clear();
      toldOfTabs.clear();
      for (const family of FAMILY_IDS) draftsKnown.set(family, read(storage, FAMILY_DRAFT_PREFIX + family));
      told = new Set(notices);
      set({ levels: levels.sort(bySavedAt), draft, familyDrafts, open: draft, notices, canStore: !refused });
    },

    refresh: () => {
      if (!storage) return;
      const notices: string[] = [];
      const levels = listedFromLegacy ? get().levels : loadLevels(storage, notices).sort(bySavedAt);
      // where this tab's own autosave failed, its levels in memory are newer than what is stored
      const familyDrafts = draftFailed ? get().familyDrafts : loadFamilyDrafts(storage, notices);
      // the app takes up the other families' levels as that tab left them (not the open one's)
      if (!draftFailed) for (const family of FAMILY_IDS) if (family !== openFamily) draftsKnown.set(family, read(storage, FAMILY_DRAFT_PREFIX + family));
      // (a value left as it is, a newer version's level, is found again at every read: said once)
      const fresh = notices.filter((n) => !told.has(n));
      for (const n of fresh) told.add(n);
      set({ levels, familyDrafts, notices: [...get().notices, ...fresh] });
    },

    save: (given) => {
      const refused = overLong(given.text);
      if (refused) return refused;
      const level = { ...given, name: given.name === null ? null : oneLineName(given.name) };
      const levels = caughtUp();
      const same = levels.find((l) => sameLevel(l, level));
      // (a name taken by another level is numbered below: saved so already, it is unchanged)
      if (same && (level.name === null || freeName(level.family, level.name, levels, same.id) === same.name)) return { ok: true, kind: 'unchanged', level: same };
      const named = level.name === null ? [] : levels.filter((l) => l.family === level.family && l.name === level.name);
      // two saved levels of that name (renamed so, or imported): which one this was is not known, so neither is replaced
      const previous = same ?? (named.length === 1 ? named[0] : undefined);
      const id = previous?.id ?? freeId();
      const name = level.name ?? previous?.name ?? defaultName(level.family, levels);
      // a name another saved level of the family has is numbered, so that no two are named alike
      const saved: SavedLevel = { id, family: level.family, name: freeName(level.family, name, levels, id), text: level.text, savedAt: Date.now() };
      const w = putListed(saved);
      if (!w.ok) return w;
      const clash = saved.name !== name.slice(0, MAX_NAME) ? { clash: name } : {};
      return previous ? { ok: true, kind: 'updated', level: saved, previous, ...clash } : { ok: true, kind: 'added', level: saved, ...clash };
    },

    rename: (id, name) => {
      const listed = get().levels.find((l) => l.id === id);
      if (!listed) return { ok: true };
      // as stored now: another tab may have changed or deleted it since this list was read
      const level = storedNow(listed);
      if (!level) {
        set({ levels: get().levels.filter((l) => l.id !== id) });
        return { ok: false, message: 'that level was deleted in another tab' };
      }
      const renamed = { ...level, name: oneLineName(name).slice(0, MAX_NAME) };
      // the new name shows even when it cannot be stored; the caller says so
      set({ levels: get().levels.map((l) => (l.id === id ? renamed : l)) });
      return put(renamed);
    },

    remove: (id) => {
      const listed = get().levels.find((l) => l.id === id);
      if (!listed) return null;
      // Undo puts back the level as it was stored, with another tab's changes
      const level = storedNow(listed) ?? listed;
      if (storage) remove(storage, LEVEL_PREFIX + id);
      set({ levels: get().levels.filter((l) => l.id !== id) });
      return level;
    },

    restore: (level) => {
      // saved again since it was removed (here or in another tab): one entry a level, as save keeps it
      const others = caughtUp().filter((l) => l.id !== level.id);
      const again = others.find((l) => sameLevel(l, level));
      if (again) return { ok: true, name: again.name };
      // a name another level took meanwhile (another tab saved under it) is not given twice, as an import numbers it
      const name = freeName(level.family, level.name, others);
      const w = putListed(name === level.name ? level : { ...level, name });
      return w.ok ? { ok: true, name } : w;
    },

    importFile: (json) => {
      const file = readExport(json);
      if (!file.ok) return file;
      const before = new Set(caughtUp().map((l) => levelKey(l.family, l.text)));
      const inFile = new Set<string>();
      const added: SavedLevel[] = [];
      const earlier = get().levels;
      const takenIn = new Map<FamilyId, ReadonlySet<string>>();
      const renamed: [string, string][] = [];
      let duplicates = 0;
      let repeats = 0;
      let notStored = 0;
      let failure: string | null = null;
      for (const l of file.levels) {
        const key = levelKey(l.family, l.text);
        if (before.has(key)) {
          duplicates++;
          continue;
        }
        if (inFile.has(key)) {
          repeats++;
          continue;
        }
        inFile.add(key);
        if (failure !== null) {
          notStored++;
          continue;
        }
        // a saved level's name is not given to another: the imported one is numbered, and that is said
        // (the names of each family's levels gathered once: 10,000 levels imported beside 10,000 took 18 s, gathered for each)
        const taken = takenIn.get(l.family) ?? takenIn.set(l.family, new Set(earlier.filter((e) => e.family === l.family).map((e) => e.name))).get(l.family)!;
        const name = freeNameAmong(l.name, taken);
        const saved: SavedLevel = { ...l, name, id: freeId() };
        const w = put(saved);
        if (w.ok) {
          added.push(saved);
          if (name !== l.name) renamed.push([l.name, name]);
        }
        else {
          failure = w.message;
          notStored++;
        }
      }
      if (added.length) set({ levels: [...get().levels, ...added].sort(bySavedAt) });
      return { ok: true, added: added.length, duplicates, repeats, notStored, failure, failed: file.failed, renamed };
    },

    exportFile: (ids) =>
      JSON.stringify(
        {
          format: EXPORT_FORMAT,
          version: EXPORT_VERSION,
          levels: get()
            .levels.filter((l) => !ids || ids.includes(l.id))
            .map(({ family, name, text, savedAt }) => ({ family, name, text, savedAt })),
        },
        null,
        1,
      ),

    saveDraft: (draft) => {
      openFamily = draft.family;
      // (whether or not it can be written: it is open here all the same)
      const was = get().open;
      if (!was || !sameLevel(was, draft) || was.name !== draft.name) set({ open: draft });
      keepOtherTabsLevel(draft);
      // a level of the same family takes the old draft's place there, as any autosave does
      if (unmovedDraft && (unmovedDraft.family === draft.family || keepUnderFamilyKey(storage, unmovedDraft))) unmovedDraft = null;
      let w: Written = { ok: true };
      const refused = overLong(draft.text);
      for (const key of [DRAFT_KEY, FAMILY_DRAFT_PREFIX + draft.family]) {
        const written =
          refused ??
          (blockedDrafts.has(key)
            ? { ok: false as const, message: 'an earlier autosave there could not be read or moved, so it is not written over' }
            : key === DRAFT_KEY && unmovedDraft
              ? { ok: false as const, message: 'the level you were editing before could not be kept under its family, so it is not written over' }
              : writeTo(key, storedDraft(draft)));
        if (!written.ok && w.ok) w = written;
      }
      if (!w.ok && !draftFailed) {
        // said once, not at every keystroke
        draftFailed = true;
        autosaveNotice = `Autosave is not working (${w.message}): copy the level's link with Share to keep it${w.full ? ', or delete saved levels you no longer need to make room' : ''}.`;
        set({ notices: [...get().notices, autosaveNotice] });
      }
      if (w.ok) {
        draftFailed = false;
        draftsKnown.set(draft.family, storedDraft(draft));
        // working again (room made): its notice would say it still is not
        if (autosaveNotice) set({ notices: get().notices.filter((n) => n !== autosaveNotice) });
        autosaveNotice = null;
      }
      return w;
    },

    dismissNotices: () => set({ notices: [] }),
  };
});

useMyLevels.getState().load();
// a level's stored moves that cannot be used are said with the rest of the stored data
onTreeNotice((notice) => useMyLevels.setState((s) => ({ notices: [...s.notices, notice] })));
