// The manifest of a layered search kept on disk, which lets a stopped search resume (the
// command line's --spill DIR, the browser's private file system): the format's version, the
// family, a hash of the level's canonical text, the words a state, and per layer its file,
// count, bytes and each chunk's offset, size, count and first key. Where the chunks lie in their
// files is each store's own (one file a layer in the CLI, slots of one file in the browser): a
// store checks that part of a layer itself. JSON in and out, no file system.
import { CHUNK_MAX_BYTES, type ChunkInfo, type KeySet } from './sortedKeys.ts';

/** the manifest's format; a manifest of another is refused (its layers may not read the same) */
export const LAYERS_FORMAT = 'unstuck-layers';
export const LAYERS_VERSION = 1;
/** the most words a state the manifest may name (Snakebird packs a few) */
const MAX_WORDS = 64;

/** What the manifest says of one chunk of a layer. */
export interface ChunkEntry {
  offset: number;
  size: number;
  count: number;
  first: number[];
}
export interface LayerEntry {
  file: string;
  count: number;
  bytes: number;
  chunks: ChunkEntry[];
}
export interface Manifest {
  format: typeof LAYERS_FORMAT;
  version: number;
  family: string;
  /** sha256 of the level's canonical text (the family's make()), in hex */
  level: string;
  words: number;
  layers: LayerEntry[];
}

/** A manifest of no layer yet, for a search of `family`'s level of hash `level`. */
export function newManifest(family: string, level: string): Manifest {
  return { format: LAYERS_FORMAT, version: LAYERS_VERSION, family, level, words: 0, layers: [] };
}

/** A layer's entry: its chunks, placed by the store that holds them (all in one file). */
export function layerEntry(layer: KeySet, placed: (ref: number) => { file: string; offset: number }): LayerEntry {
  const chunks = layer.chunkInfo().map((c) => ({ ...placed(c.ref), size: c.size, count: c.count, first: Array.from(c.first) }));
  const file = chunks[0]?.file ?? '';
  if (chunks.some((c) => c.file !== file)) throw new Error(`internal error: a layer's chunks are in several files`);
  return { file, count: layer.count, bytes: chunks.reduce((n, c) => n + c.size, 0), chunks: chunks.map(({ offset, size, count, first }) => ({ offset, size, count, first })) };
}

/** The chunks of each layer of a checked manifest, each placed in a store by `adopt` (which gives its ref). */
export function adoptLayers(manifest: Manifest, adopt: (file: string, offset: number, size: number) => number): ChunkInfo[][] {
  return manifest.layers.map((l) => l.chunks.map((c) => ({ ref: adopt(l.file, c.offset, c.size), size: c.size, count: c.count, first: Uint32Array.from(c.first) })));
}

/** a family's name as a message may say it: what is not (a text of a million characters, a bidi override) is not said */
const PLAIN = /^[\w-]{1,40}$/;
/**
 * What a value of a manifest is, in words, never the value itself: the manifest is anyone's to
 * edit, and JSON.stringify of a list nested thousands deep overflows the stack.
 */
const kindOf = (v: unknown): string => (v === null ? 'null' : Array.isArray(v) ? 'a list' : typeof v === 'string' ? 'a text' : typeof v === 'object' ? 'an object' : String(v));
const isCount = (v: unknown, min: number, max = Number.MAX_SAFE_INTEGER): v is number => typeof v === 'number' && Number.isInteger(v) && v >= min && v <= max;
const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * A manifest read as JSON, checked field by field against the level being solved: the manifest,
 * or what is wrong (a sentence naming the field). `checkLayer` adds the store's own checks of
 * where a layer's chunks are (its file, their offsets): a sentence, or null when they hold.
 */
export function checkManifest(json: unknown, family: string, hash: string, checkLayer: (d: number, layer: LayerEntry) => string | null): { manifest: Manifest } | { error: string } {
  const bad = (what: string) => ({ error: what });
  if (!isObject(json)) return bad('not an object');
  const m = json;
  if (m.format !== LAYERS_FORMAT) return bad(`"format" is not "${LAYERS_FORMAT}"`);
  if (m.version !== LAYERS_VERSION) return bad(`"version" is ${kindOf(m.version)}; this solver reads version ${LAYERS_VERSION}`);
  if (m.family !== family) return bad(`it holds the layers of ${typeof m.family === 'string' && PLAIN.test(m.family) ? `a "${m.family}"` : "another family's"} level, not of this ${family} level`);
  if (typeof m.level !== 'string' || !/^[0-9a-f]{64}$/.test(m.level)) return bad('"level" is not a sha256 hash (64 hex digits)');
  if (m.level !== hash) return bad('it holds the layers of another level (its "level" hash is not this level\'s)');
  if (!isCount(m.words, 1, MAX_WORDS)) return bad(`"words" is not a whole number from 1 to ${MAX_WORDS}`);
  const words = m.words;
  if (!Array.isArray(m.layers) || m.layers.length === 0) return bad('"layers" is not a list of at least one layer');
  for (const [d, l] of m.layers.entries()) {
    const at = `layer ${d}`;
    if (!isObject(l)) return bad(`${at} is not an object`);
    if (typeof l.file !== 'string') return bad(`${at}: "file" is not a file's name`);
    if (!isCount(l.count, 1)) return bad(`${at}: "count" is not a whole number of at least 1`);
    if (!isCount(l.bytes, 1)) return bad(`${at}: "bytes" is not a whole number of at least 1`);
    if (!Array.isArray(l.chunks) || l.chunks.length === 0) return bad(`${at}: "chunks" is not a list of at least one chunk`);
    let bytes = 0;
    let count = 0;
    let before: number[] | null = null;
    for (const [i, c] of l.chunks.entries()) {
      const ch = `${at}, chunk ${i}`;
      if (!isObject(c)) return bad(`${ch} is not an object`);
      if (!isCount(c.offset, 0)) return bad(`${ch}: "offset" is not a whole number`);
      if (!isCount(c.size, 1, CHUNK_MAX_BYTES)) return bad(`${ch}: "size" is not a whole number from 1 to ${CHUNK_MAX_BYTES}`);
      if (!isCount(c.count, 1, c.size)) return bad(`${ch}: "count" is not a whole number from 1 to its size`);
      if (!Array.isArray(c.first) || c.first.length !== words || !c.first.every((w) => isCount(w, 0, 0xffffffff))) return bad(`${ch}: "first" is not a list of ${words} words (whole numbers from 0 to 4294967295)`);
      const first = c.first as number[];
      if (before && !isAfter(first, before)) return bad(`${ch}: "first" is not past the first key of the chunk before`);
      before = first;
      bytes += c.size;
      count += c.count;
    }
    if (bytes !== l.bytes) return bad(`${at}: "bytes" is ${l.bytes}, but its chunks' sizes add up to ${bytes}`);
    if (count !== l.count) return bad(`${at}: "count" is ${l.count}, but its chunks' counts add up to ${count}`);
    const placed = checkLayer(d, l as unknown as LayerEntry);
    if (placed) return bad(`${at}: ${placed}`);
  }
  return { manifest: m as unknown as Manifest };
}

/** Whether key a comes after key b (word 0 first). */
function isAfter(a: number[], b: number[]): boolean {
  for (let k = 0; k < a.length; k++) if (a[k] !== b[k]) return a[k]! > b[k]!;
  return false;
}
