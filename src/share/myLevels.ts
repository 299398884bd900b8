// The user's own levels, kept in localStorage through zustand's persist: saved levels, and
// an autosave of the level being edited so a reload or a crash loses nothing.
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { getFamily } from '../puzzles/registry.ts';
import { FAMILY_IDS, type FamilyId } from '../puzzles/types.ts';

export const STORAGE_KEY = 'unstuck.myLevels';
export const SCHEMA_VERSION = 1;

export interface SavedLevel {
  id: string;
  family: FamilyId;
  name: string;
  text: string;
  /** ms since the epoch */
  savedAt: number;
}

export interface Autosave {
  family: FamilyId;
  text: string;
  name: string | null;
}

export interface MyLevelsData {
  levels: SavedLevel[];
  autosave: Autosave | null;
}

export interface MyLevelsState extends MyLevelsData {
  save(level: Omit<SavedLevel, 'id' | 'savedAt'>): SavedLevel;
  rename(id: string, name: string): void;
  remove(id: string): void;
  setAutosave(autosave: Autosave | null): void;
  /** replace nothing, add everything: the levels of an exported file, after checking it all */
  importFile(json: string): { ok: true; added: number } | { ok: false; message: string };
  exportFile(): string;
}

let counter = 0;
const newId = () => `${Date.now().toString(36)}-${(counter++).toString(36)}-${Math.random().toString(36).slice(2, 8)}`;

/**
 * Version 0 (the first drafts) kept `{ levels: [{ family, name, text }] }` with no ids or dates.
 * Every later version is migrated step by step from there.
 */
export function migrate(persisted: unknown, version: number): MyLevelsData {
  const data = (isRecord(persisted) ? persisted : {}) as { levels?: unknown; autosave?: unknown };
  // storage is anyone's to edit: keep only entries that are objects
  let levels = (Array.isArray(data.levels) ? data.levels : []).filter(isRecord);
  if (version < 1) {
    levels = levels.map((l) => ({
      id: newId(),
      family: l.family,
      name: typeof l.name === 'string' ? l.name : 'Untitled',
      text: typeof l.text === 'string' ? l.text : '',
      savedAt: 0,
    }));
  }
  const valid = levels
    .filter((l) => typeof l.id === 'string' && isFamilyId(l.family) && typeof l.text === 'string' && typeof l.name === 'string')
    .map((l) => ({ ...(l as unknown as SavedLevel), savedAt: typeof l.savedAt === 'number' ? l.savedAt : 0 }));
  const a = isRecord(data.autosave) ? data.autosave : null;
  const autosave = a && isFamilyId(a.family) && typeof a.text === 'string' ? { family: a.family, text: a.text, name: typeof a.name === 'string' ? a.name : null } : null;
  return { levels: valid, autosave };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isFamilyId(value: unknown): value is FamilyId {
  return (FAMILY_IDS as readonly unknown[]).includes(value);
}

const EXPORT_FORMAT = 'unstuck-levels';

/** Check an exported file completely; the levels it holds, or what is wrong with it. */
export function readExport(json: string): { ok: true; levels: Omit<SavedLevel, 'id'>[] } | { ok: false; message: string } {
  let data: unknown;
  try {
    data = JSON.parse(json);
  } catch {
    return { ok: false, message: 'This file is not a levels file: it is not JSON.' };
  }
  const d = data as { format?: unknown; version?: unknown; levels?: unknown };
  if (d?.format !== EXPORT_FORMAT || !Array.isArray(d.levels)) return { ok: false, message: `This file is not an Unstuck levels file (expected "format": "${EXPORT_FORMAT}").` };
  if (typeof d.version !== 'number' || d.version > SCHEMA_VERSION) return { ok: false, message: `This levels file is from a newer version of Unstuck (version ${String(d.version)}).` };
  const levels: Omit<SavedLevel, 'id'>[] = [];
  for (let i = 0; i < d.levels.length; i++) {
    const l = d.levels[i] as Partial<SavedLevel>;
    const family = typeof l?.family === 'string' ? getFamily(l.family) : undefined;
    if (!family || typeof l.name !== 'string' || typeof l.text !== 'string') {
      return { ok: false, message: `Level ${i + 1} in the file is incomplete: it needs a known family, a name and a text.` };
    }
    const parsed = family.parse(l.text);
    if (!parsed.ok) {
      return { ok: false, message: `Level ${i + 1} ("${l.name}") does not parse: line ${parsed.error.line}, column ${parsed.error.column}: ${parsed.error.message}` };
    }
    levels.push({ family: family.id, name: l.name, text: l.text, savedAt: typeof l.savedAt === 'number' ? l.savedAt : Date.now() });
  }
  return { ok: true, levels };
}

export const useMyLevels = create<MyLevelsState>()(
  persist(
    (set, get) => ({
      levels: [],
      autosave: null,
      save: (level) => {
        const saved: SavedLevel = { ...level, id: newId(), savedAt: Date.now() };
        set({ levels: [...get().levels, saved] });
        return saved;
      },
      rename: (id, name) => set({ levels: get().levels.map((l) => (l.id === id ? { ...l, name } : l)) }),
      remove: (id) => set({ levels: get().levels.filter((l) => l.id !== id) }),
      setAutosave: (autosave) => set({ autosave }),
      importFile: (json) => {
        const read = readExport(json);
        if (!read.ok) return read;
        set({ levels: [...get().levels, ...read.levels.map((l) => ({ ...l, id: newId() }))] });
        return { ok: true, added: read.levels.length };
      },
      exportFile: () =>
        JSON.stringify({ format: EXPORT_FORMAT, version: SCHEMA_VERSION, levels: get().levels.map(({ family, name, text, savedAt }) => ({ family, name, text, savedAt })) }, null, 1),
    }),
    {
      name: STORAGE_KEY,
      version: SCHEMA_VERSION,
      storage: createJSONStorage(() => localStorage),
      migrate,
      partialize: (s) => ({ levels: s.levels, autosave: s.autosave }),
    },
  ),
);
