// localStorage, as the rest of the app needs it: reads and writes that never throw (storage
// may be full, turned off, or refused in a private window) and say why they failed, and
// moving a value that cannot be read out of the way without changing it.

/**
 * A value that cannot be read, or is from a newer version, is moved to `<key>~<why>` unchanged.
 * (Here, not in storedData.ts, which holds the schemas: the editor's kept undo history uses these
 * helpers without loading the schema library.)
 */
export const ASIDE_MARK = '~';

/** The part of the Web Storage API used here, so tests can hand in a storage with a quota. */
export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem' | 'key' | 'length'>;

/** `full`: the storage is out of room (else the browser refuses to store anything: nothing to delete helps) */
export type Written = { ok: true } | { ok: false; message: string; full?: boolean };

/** The page's localStorage (or this tab's sessionStorage), or null where the browser refuses it (reading it can throw). */
export function browserStorage(kind: 'localStorage' | 'sessionStorage' = 'localStorage'): KeyValueStorage | null {
  try {
    return (globalThis as Partial<Record<typeof kind, Storage>>)[kind] ?? null;
  } catch {
    return null;
  }
}

/**
 * Calls `flush` when the page is hidden or left (a reload, a closed tab, a tab a phone may
 * discard): what waits to be written is written then. Returns the function that stops listening.
 */
export function whenPageHidden(flush: () => void): () => void {
  const onVisibility = () => void (document.visibilityState === 'hidden' && flush());
  const page = typeof document === 'undefined' ? null : document;
  page?.defaultView?.addEventListener('pagehide', flush);
  page?.addEventListener('visibilitychange', onVisibility);
  return () => {
    page?.defaultView?.removeEventListener('pagehide', flush);
    page?.removeEventListener('visibilitychange', onVisibility);
  };
}

function isQuotaError(e: unknown): boolean {
  if (!(e instanceof Error) && !(typeof DOMException !== 'undefined' && e instanceof DOMException)) return false;
  const { name, code } = e as { name?: string; code?: number };
  // 22: the standard code; 1014 and NS_ERROR_DOM_QUOTA_REACHED: older Firefox
  return name === 'QuotaExceededError' || name === 'NS_ERROR_DOM_QUOTA_REACHED' || code === 22 || code === 1014;
}

function writeFailure(e: unknown): string {
  if (isQuotaError(e)) return "this browser's storage for this site is full";
  const err = e as { name?: unknown; message?: unknown };
  return `the browser refused to store it (${String(err?.name ?? 'Error')}: ${String(err?.message ?? e)})`;
}

export function read(storage: KeyValueStorage, key: string): string | null {
  try {
    return storage.getItem(key);
  } catch {
    return null;
  }
}

export function write(storage: KeyValueStorage, key: string, value: string): Written {
  try {
    storage.setItem(key, value);
    return { ok: true };
  } catch (e) {
    return { ok: false, message: writeFailure(e), ...(isQuotaError(e) ? { full: true } : {}) };
  }
}

export function remove(storage: KeyValueStorage, key: string): void {
  try {
    storage.removeItem(key);
  } catch {
    // nothing to do: the value stays, and is read (and checked) again on the next load
  }
}

/** Every key that starts with `prefix`, leaving out values moved aside. */
export function keysWithPrefix(storage: KeyValueStorage, prefix: string): string[] {
  const keys: string[] = [];
  try {
    for (let i = 0; i < storage.length; i++) {
      const key = storage.key(i);
      if (key !== null && key.startsWith(prefix) && !key.includes(ASIDE_MARK)) keys.push(key);
    }
  } catch {
    // a storage that cannot be listed holds nothing we can use
  }
  return keys;
}

/**
 * Move `raw`, the value under `key`, to a key of its own (`<key>~<why>`, `<key>~<why>-2`, …)
 * without changing it, so nothing later writes over it. Returns where it is now: the new key,
 * or `key` itself when there was no room to copy it (then the caller must not write `key`).
 */
export function keepAside(storage: KeyValueStorage, key: string, raw: string, why: 'unreadable' | 'newer'): { at: string; moved: boolean } {
  for (let n = 1; n < 100; n++) {
    const aside = `${key}${ASIDE_MARK}${why}${n === 1 ? '' : `-${n}`}`;
    const there = read(storage, aside);
    if (there === raw) {
      remove(storage, key);
      return { at: aside, moved: true };
    }
    if (there !== null) continue;
    if (!write(storage, aside, raw).ok) return { at: key, moved: false };
    remove(storage, key);
    return { at: aside, moved: true };
  }
  return { at: key, moved: false };
}

/** Where `keepAside` left a value, in words: "it is kept unchanged under …". */
export function asideNote(at: string, moved: boolean): string {
  return moved
    ? `it is kept unchanged under "${at}" in this browser's storage`
    : `it is left unchanged under "${at}" (there was no room to move it) and will not be written over`;
}
