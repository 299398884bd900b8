// What the values kept beside the site's own data in localStorage share (the move trees,
// share/storedTrees.ts, and the solver's answers, worker/keptAnswers.ts): the short id of a text that
// their keys carry, the rule that they give way to the site's own data, and a write within a cap
// of values that gives up the oldest of them, never anything else. Beside localStore.ts, below
// sharing and the solver's client, which both use it, without the schema library.
import { keysWithPrefix, read, remove, write, type KeyValueStorage } from './localStore.ts';

/** the prefixes of the values kept beside the site's own data (not `unstuck.`: useLinkSync listens to those keys) */
export const TREE_PREFIX = 'unstuck-tree.';
export const ANSWER_PREFIX = 'unstuck-answer.';
/** what is kept beside the site's own data, and not counted as it */
export const KEPT_BESIDE = [TREE_PREFIX, ANSWER_PREFIX] as const;

/** nothing kept beside it while everything else this site stores passes this (My levels and drafts come first) */
export const MAX_OTHER_CHARS = 1_000_000;

/** A text as a short id: its length and a 53-bit hash (cyrb53). What the key names is checked on load. */
export function levelId(text: string): string {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ c, 2654435761);
    h2 = Math.imul(h2 ^ c, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return `${text.length.toString(36)}.${(4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(36)}`;
}

/** Characters this site keeps in storage under keys that start with none of `besides` (keys and values). */
export function charsBesides(storage: KeyValueStorage, besides: readonly string[]): number {
  let n = 0;
  try {
    for (let i = 0; i < storage.length; i++) {
      const key = storage.key(i);
      if (key !== null && !besides.some((p) => key.startsWith(p))) n += key.length + (read(storage, key)?.length ?? 0);
    }
  } catch {}
  return n;
}

/** The `"savedAt":<ms>` a value written with it near its start carries (0 when none). */
export const savedAtOf = (raw: string | null): number => Number(/"savedAt":(\d+)/.exec(raw?.slice(0, 40) ?? '')?.[1] ?? 0);

/**
 * Write `value` under `key`, keeping at most `most` values under `prefix` (the lowest `rank`
 * removed first: by default the oldest written, savedAtOf); a storage that is full gives up the
 * others, lowest first, and nothing else. False (and nothing under `key`) when it could not be written.
 */
export function writeWithin(storage: KeyValueStorage, prefix: string, key: string, value: string, most: number, rank: (raw: string | null) => number = savedAtOf): boolean {
  const others = keysWithPrefix(storage, prefix)
    .filter((k) => k !== key)
    .map((k) => [k, rank(read(storage, k))] as const)
    .sort((a, b) => a[1] - b[1])
    .map(([k]) => k);
  const over = Math.max(0, others.length - (most - 1));
  for (const k of others.slice(0, over)) remove(storage, k);
  const left = others.slice(over);
  for (;;) {
    const w = write(storage, key, value);
    if (w.ok) return true;
    const oldest = left.shift();
    if (!w.full || oldest === undefined) {
      // (an older value would come back instead: better none)
      remove(storage, key);
      return false;
    }
    remove(storage, oldest);
  }
}

/**
 * Remove every value kept beside the site's own data (the trees, the answers), for a write of
 * more weight (a saved level, a draft) the storage refused as full: true when there was one to
 * remove (the write may then be tried again).
 */
export function dropKeptBeside(storage: KeyValueStorage): boolean {
  const keys = KEPT_BESIDE.flatMap((prefix) => keysWithPrefix(storage, prefix));
  for (const key of keys) remove(storage, key);
  return keys.length > 0;
}
