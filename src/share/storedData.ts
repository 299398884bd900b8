// What Unstuck keeps in localStorage, as schemas, and the pure readers that check every stored
// value on every load. Storage is anyone's to edit (devtools, extensions, another version of
// the app), so a reader never throws: it returns the value, or why it cannot be used.
import * as v from 'valibot';
import { Family, firstIssue, Name, Text, Time } from '../puzzles/levelsExport.ts';

// the levels file (My levels' export) and the caps stored values share with it, where the CLI reads them too
export { entryName, EXPORT_FORMAT, EXPORT_VERSION, MAX_IMPORT_BYTES, MAX_NAME, MAX_TEXT, readExportShape } from '../puzzles/levelsExport.ts';
export type { EntryFailure, ExportedLevel } from '../puzzles/levelsExport.ts';

/** One saved level per key: `unstuck.level.<id>`. */
export const LEVEL_PREFIX = 'unstuck.level.';
/** The level being edited, so a reload or a crash loses nothing. */
export const DRAFT_KEY = 'unstuck.draft';
/** The level each family was left on: `unstuck.draft.<family>`, the same shape as the draft. */
export const FAMILY_DRAFT_PREFIX = 'unstuck.draft.';
/** Versions 0 and 1 kept every saved level and the autosave in this one value (zustand persist). */
export const LEGACY_KEY = 'unstuck.myLevels';
export { ASIDE_MARK } from '../storage/localStore.ts';

export const LEVEL_VERSION = 2;
const DRAFT_VERSION = 1;
/** the newest layout of the one-value store that this version can migrate */
const LEGACY_VERSION = 1;

const Id = v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{1,64}$/));

const LevelFields = { id: Id, family: Family, name: Name, text: Text, savedAt: Time };
const SavedLevelSchema = v.object({ v: v.literal(LEVEL_VERSION), ...LevelFields });
const DraftSchema = v.object({ v: v.literal(DRAFT_VERSION), family: Family, text: Text, name: v.nullable(Name) });

export type SavedLevel = Omit<v.InferOutput<typeof SavedLevelSchema>, 'v'>;
export type Draft = Omit<v.InferOutput<typeof DraftSchema>, 'v'>;

// The one-value store of versions 0 and 1: `{ state: { levels, autosave }, version }`.
const LegacyEnvelope = v.object({
  state: v.object({ levels: v.array(v.unknown()), autosave: v.optional(v.unknown()) }),
  version: v.pipe(v.number(), v.integer(), v.minValue(0)),
});
const LegacyLevelV1 = v.object({ id: Id, family: Family, name: Name, text: Text, savedAt: v.optional(Time, 0) });
const LegacyLevelV0 = v.object({ family: Family, name: v.optional(Name, 'Untitled'), text: Text });
const LegacyAutosave = v.object({ family: Family, text: Text, name: v.optional(v.nullable(Name), null) });

export type Read<T> = { ok: true; value: T } | { ok: false; newer: boolean; why: string };

type Failed = Extract<Read<never>, { ok: false }>;

/**
 * JSON that says a version no newer than `newest` in its field `field`, checked with `schema`.
 * The browser's quota for the site (a few MB) bounds every stored value, so parsing is bounded too.
 */
function parseStored<T>(raw: string, field: 'v' | 'version', newest: number, schema: v.GenericSchema<unknown, T>): { ok: true; value: T } | Failed {
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch {
    return { ok: false, newer: false, why: 'it is not valid JSON' };
  }
  const n = typeof data === 'object' && data !== null && !Array.isArray(data) ? (data as Record<string, unknown>)[field] : undefined;
  if (typeof n === 'number' && n > newest) return { ok: false, newer: true, why: `it is from a newer version of Unstuck (${field} ${n})` };
  const parsed = v.safeParse(schema, data);
  return parsed.success ? { ok: true, value: parsed.output } : { ok: false, newer: false, why: firstIssue(parsed.issues) };
}

function readVersioned<T extends { v: number }>(raw: string, schema: v.GenericSchema<unknown, T>, version: number): Read<Omit<T, 'v'>> {
  const parsed = parseStored(raw, 'v', version, schema);
  if (!parsed.ok) return parsed;
  const { v: _version, ...value } = parsed.value;
  return { ok: true, value };
}

/** One saved level, stored under `unstuck.level.<id>`; its id must be the one in its key. */
export function readSavedLevel(raw: string, id: string): Read<SavedLevel> {
  const read = readVersioned(raw, SavedLevelSchema, LEVEL_VERSION);
  if (read.ok && read.value.id !== id) return { ok: false, newer: false, why: `its id "${read.value.id}" is not the one in its key` };
  return read;
}

/** The draft, or with `family` the draft kept for that family (whose `family` must be it). */
export function readDraft(raw: string, family?: string): Read<Draft> {
  const read = readVersioned(raw, DraftSchema, DRAFT_VERSION);
  if (read.ok && family !== undefined && read.value.family !== family) return { ok: false, newer: false, why: `it is a ${read.value.family} level under the key of ${family}` };
  return read;
}

const DELETED_VERSION = 1;
const DeletedSchema = v.object({ v: v.literal(DELETED_VERSION), levels: v.array(v.object(LevelFields)) });

/** The levels deleted from My levels in a tab, the last first (share/deletedLevels.ts). */
export function readDeleted(raw: string): Read<SavedLevel[]> {
  const read = readVersioned(raw, DeletedSchema, DELETED_VERSION);
  return read.ok ? { ok: true, value: read.value.levels } : read;
}

export function storedDeleted(levels: readonly SavedLevel[]): string {
  return JSON.stringify({ v: DELETED_VERSION, levels: levels.map(({ id, family, name, text, savedAt }) => ({ id, family, name, text, savedAt })) });
}

export function storedLevel(level: SavedLevel): string {
  return JSON.stringify({ v: LEVEL_VERSION, id: level.id, family: level.family, name: level.name, text: level.text, savedAt: level.savedAt });
}

export function storedDraft(draft: Draft): string {
  return JSON.stringify({ v: DRAFT_VERSION, family: draft.family, text: draft.text, name: draft.name });
}

export interface LegacyStore {
  levels: SavedLevel[];
  draft: Draft | null;
  /** what could not be read, one line each: `level 3: text: Invalid type: …` */
  skipped: string[];
}

/**
 * The one-value store of versions 0 and 1. Entries that cannot be read are skipped and said;
 * a value that is not such a store at all, or says a newer version, is not read.
 */
export function readLegacy(raw: string): Read<LegacyStore> {
  const envelope = parseStored(raw, 'version', LEGACY_VERSION, LegacyEnvelope);
  if (!envelope.ok) return envelope;
  const { state, version } = envelope.value;
  const skipped: string[] = [];
  const levels: SavedLevel[] = [];
  const ids = new Set<string>();
  state.levels.forEach((entry, i) => {
    if (version === 0) {
      const l = v.safeParse(LegacyLevelV0, entry);
      if (l.success) levels.push({ id: `v0-${i}`, savedAt: 0, ...l.output });
      else skipped.push(`level ${i + 1}: ${firstIssue(l.issues)}`);
      return;
    }
    const l = v.safeParse(LegacyLevelV1, entry);
    if (!l.success) skipped.push(`level ${i + 1}: ${firstIssue(l.issues)}`);
    else if (ids.has(l.output.id)) skipped.push(`level ${i + 1}: its id "${l.output.id}" is used twice`);
    else {
      ids.add(l.output.id);
      levels.push(l.output);
    }
  });
  let draft: Draft | null = null;
  if (state.autosave !== undefined && state.autosave !== null) {
    const a = v.safeParse(LegacyAutosave, state.autosave);
    if (a.success) draft = a.output;
    else skipped.push(`the level being edited: ${firstIssue(a.issues)}`);
  }
  return { ok: true, value: { levels, draft, skipped } };
}

