// The command line's --spill DIR: the layered search's chunk store in files (one file a layer,
// `layer-<d>.keys`, its chunks one after another; one a run of candidates, `run-<d>-<n>.keys`,
// deleted once merged; a file whose every chunk is dropped is deleted) and the manifest that lets a stopped search resume: `manifest.json`,
// written after each layer (to a temporary name, then renamed over the old one), naming the
// format's version, the family, a hash of the level's canonical text, the words a state, and
// per layer its file, count, bytes and each chunk's offset, size, count and first key. The
// engine knows none of this: it sees a ChunkStore (engine/sortedKeys.ts).
import { closeSync, fsyncSync, openSync, readdirSync, readFileSync, readSync, renameSync, statSync, unlinkSync, writeFileSync, writeSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { join } from 'node:path';
import { CHUNK_MAX_BYTES, type ChunkInfo, type ChunkStore, type KeySet } from '../engine/sortedKeys.ts';

export const MANIFEST = 'manifest.json';
/** the manifest's format; a manifest of another is refused (its layers may not read the same) */
export const SPILL_FORMAT = 'unstuck-layers';
export const SPILL_VERSION = 1;
/** the most words a state the manifest may name (Snakebird packs a few) */
const MAX_WORDS = 64;

/** Where a chunk is: a file of DIR, its offset and size. */
interface Place {
  file: string;
  offset: number;
  size: number;
}

/** Chunks in files of one folder (synchronous, as the search is). */
export class FileChunkStore implements ChunkStore {
  private readonly places: (Place | null)[] = [];
  /** the files being written and their ends (a layer's, and the next layer's runs, while the layer's merge expands its states) */
  private readonly writing = new Map<string, { fd: number; end: number }>();
  /** files open for reading */
  private readonly readers = new Map<string, number>();
  /** the files it has written (a file is written once: never truncated again) */
  private readonly written = new Set<string>();
  /** a run file's chunks not yet dropped (the file is deleted at none) */
  private readonly live = new Map<string, number>();

  constructor(readonly dir: string) {}

  put(bytes: Uint8Array, used: number, group: string): number {
    const file = `${group}.keys`;
    let w = this.writing.get(file);
    if (!w) {
      if (this.written.has(file)) throw new Error(`internal error: ${join(this.dir, file)} was written again after it was closed`);
      this.written.add(file);
      // (a layer's file left by a search stopped before its manifest named it is made again)
      w = { fd: openSync(join(this.dir, file), 'w'), end: 0 };
      this.writing.set(file, w);
    }
    for (let done = 0; done < used; ) done += writeSync(w.fd, bytes, done, used - done, w.end + done);
    this.places.push({ file, offset: w.end, size: used });
    w.end += used;
    this.live.set(file, (this.live.get(file) ?? 0) + 1);
    return this.places.length - 1;
  }

  get(ref: number): Uint8Array {
    const p = this.place(ref);
    let fd = this.readers.get(p.file);
    if (fd === undefined) {
      fd = openSync(join(this.dir, p.file), 'r');
      this.readers.set(p.file, fd);
    }
    const out = new Uint8Array(p.size);
    for (let done = 0; done < p.size; ) {
      const n = readSync(fd, out, done, p.size - done, p.offset + done);
      if (n === 0) throw new Error(`${join(this.dir, p.file)} ends at byte ${p.offset + done}, before the chunk of ${p.size} bytes at ${p.offset} that the search wrote there`);
      done += n;
    }
    return out;
  }

  drop(ref: number): void {
    const p = this.place(ref);
    this.places[ref] = null;
    const left = (this.live.get(p.file) ?? 1) - 1;
    this.live.set(p.file, left);
    // (a layer's chunks are dropped only when the search let the layer go unfinished)
    if (left > 0) return;
    this.live.delete(p.file);
    this.closeWriting((file) => file === p.file);
    const fd = this.readers.get(p.file);
    if (fd !== undefined) closeSync(fd);
    this.readers.delete(p.file);
    unlinkSync(join(this.dir, p.file));
  }

  /** A chunk already in a file (a layer named by the manifest): a ref to read it by. */
  adopt(file: string, offset: number, size: number): number {
    this.places.push({ file, offset, size });
    this.live.set(file, (this.live.get(file) ?? 0) + 1);
    return this.places.length - 1;
  }

  /** Where the chunk `ref` is. */
  place(ref: number): Place {
    const p = this.places[ref];
    if (!p) throw new Error(`internal error: chunk ${ref} is not in the store of ${this.dir}`);
    return p;
  }

  /** The files being written that `which` names (all by default) are on disk (synced, closed): before a manifest names them. */
  closeWriting(which: (file: string) => boolean = () => true): void {
    for (const [file, w] of this.writing) {
      if (!which(file)) continue;
      fsyncSync(w.fd);
      closeSync(w.fd);
      this.writing.delete(file);
    }
  }

  /** Close every file; a run's left (a search stopped mid-layer) is deleted. */
  close(): void {
    this.closeWriting();
    for (const fd of this.readers.values()) closeSync(fd);
    this.readers.clear();
    for (const name of readdirSync(this.dir)) if (/^run-\d+-\d+\.keys$/.test(name)) unlinkSync(join(this.dir, name));
  }
}

/** What the manifest says of one chunk of a layer. */
interface ChunkEntry {
  offset: number;
  size: number;
  count: number;
  first: number[];
}
interface LayerEntry {
  file: string;
  count: number;
  bytes: number;
  chunks: ChunkEntry[];
}
export interface Manifest {
  format: typeof SPILL_FORMAT;
  version: number;
  family: string;
  /** sha256 of the level's canonical text (the family's make()) */
  level: string;
  words: number;
  layers: LayerEntry[];
}

/** The hash a manifest names its level by. */
export function levelHash(canonicalText: string): string {
  return createHash('sha256').update(canonicalText).digest('hex');
}

/** The file of layer d. */
export const layerFile = (d: number) => `layer-${d}.keys`;

/** A layer's entry in the manifest: its file and its chunks (as the store placed them). */
export function layerEntry(store: FileChunkStore, layer: KeySet): LayerEntry {
  const chunks = layer.chunkInfo().map((c) => {
    const p = store.place(c.ref);
    return { file: p.file, offset: p.offset, size: c.size, count: c.count, first: Array.from(c.first) };
  });
  const file = chunks[0]?.file ?? '';
  if (chunks.some((c) => c.file !== file)) throw new Error(`internal error: a layer's chunks are in several files of ${store.dir}`);
  return { file, count: layer.count, bytes: chunks.reduce((n, c) => n + c.size, 0), chunks: chunks.map(({ offset, size, count, first }) => ({ offset, size, count, first })) };
}

/** Write the manifest to a temporary file, synced, then renamed over the old one (a reader sees the old or the new, whole). */
export function writeManifest(dir: string, manifest: Manifest): void {
  const temp = join(dir, `${MANIFEST}.tmp`);
  const fd = openSync(temp, 'w');
  try {
    writeFileSync(fd, `${JSON.stringify(manifest)}\n`);
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
  renameSync(temp, join(dir, MANIFEST));
}

/** The chunks of each layer a valid manifest names, placed in `store` to be read back. */
export function adoptLayers(store: FileChunkStore, manifest: Manifest): ChunkInfo[][] {
  return manifest.layers.map((l) =>
    l.chunks.map((c) => ({ ref: store.adopt(l.file, c.offset, c.size), size: c.size, count: c.count, first: Uint32Array.from(c.first) })),
  );
}

/**
 * The manifest in DIR, checked field by field against the level being solved and the files
 * there: null when there is none, or what is wrong (a sentence naming the file and the field).
 */
export function readManifest(dir: string, family: string, hash: string): { manifest: Manifest | null } | { error: string } {
  const path = join(dir, MANIFEST);
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === 'ENOENT') return { manifest: null };
    return { error: `cannot read ${path}: ${e instanceof Error ? e.message : String(e)}` };
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (e) {
    return { error: `${path} is not JSON (${e instanceof Error ? e.message : String(e)})` };
  }
  const bad = (what: string) => ({ error: `${path}: ${what}` });
  const isCount = (v: unknown, min: number, max = Number.MAX_SAFE_INTEGER): v is number => typeof v === 'number' && Number.isInteger(v) && v >= min && v <= max;
  if (typeof json !== 'object' || json === null || Array.isArray(json)) return bad('not an object');
  const m = json as Record<string, unknown>;
  if (m.format !== SPILL_FORMAT) return bad(`"format" is not "${SPILL_FORMAT}"`);
  if (m.version !== SPILL_VERSION) return bad(`"version" is ${JSON.stringify(m.version)}; this solver reads version ${SPILL_VERSION}`);
  if (m.family !== family) return bad(`it holds the layers of a ${typeof m.family === 'string' ? JSON.stringify(m.family) : 'unnamed'} level, not of this ${family} level (use another folder)`);
  if (typeof m.level !== 'string' || !/^[0-9a-f]{64}$/.test(m.level)) return bad('"level" is not a sha256 hash (64 hex digits)');
  if (m.level !== hash) return bad('it holds the layers of another level (its "level" hash is not this level\'s; use another folder)');
  if (!isCount(m.words, 1, MAX_WORDS)) return bad(`"words" is not a whole number from 1 to ${MAX_WORDS}`);
  const words = m.words;
  if (!Array.isArray(m.layers) || m.layers.length === 0) return bad('"layers" is not a list of at least one layer');
  for (const [d, raw] of m.layers.entries()) {
    const at = `layer ${d}`;
    if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return bad(`${at} is not an object`);
    const l = raw as Record<string, unknown>;
    if (l.file !== layerFile(d)) return bad(`${at}: "file" is not "${layerFile(d)}"`);
    if (!isCount(l.count, 1)) return bad(`${at}: "count" is not a whole number of at least 1`);
    if (!isCount(l.bytes, 1)) return bad(`${at}: "bytes" is not a whole number of at least 1`);
    if (!Array.isArray(l.chunks) || l.chunks.length === 0) return bad(`${at}: "chunks" is not a list of at least one chunk`);
    let offset = 0;
    let count = 0;
    let before: number[] | null = null;
    for (const [i, rc] of l.chunks.entries()) {
      const ch = `${at}, chunk ${i}`;
      if (typeof rc !== 'object' || rc === null || Array.isArray(rc)) return bad(`${ch} is not an object`);
      const c = rc as Record<string, unknown>;
      if (c.offset !== offset) return bad(`${ch}: "offset" is not ${offset} (the chunks before it end there)`);
      if (!isCount(c.size, 1, CHUNK_MAX_BYTES)) return bad(`${ch}: "size" is not a whole number from 1 to ${CHUNK_MAX_BYTES}`);
      if (!isCount(c.count, 1, c.size)) return bad(`${ch}: "count" is not a whole number from 1 to its size`);
      if (!Array.isArray(c.first) || c.first.length !== words || !c.first.every((w) => isCount(w, 0, 0xffffffff))) return bad(`${ch}: "first" is not a list of ${words} words (whole numbers from 0 to 4294967295)`);
      const first = c.first as number[];
      if (before && !isAfter(first, before)) return bad(`${ch}: "first" is not past the first key of the chunk before`);
      before = first;
      offset += c.size;
      count += c.count;
    }
    if (offset !== l.bytes) return bad(`${at}: "bytes" is ${l.bytes}, but its chunks' sizes add up to ${offset}`);
    if (count !== l.count) return bad(`${at}: "count" is ${l.count}, but its chunks' counts add up to ${count}`);
    const file = join(dir, layerFile(d));
    let size: number;
    try {
      size = statSync(file).size;
    } catch {
      return bad(`${at}: its file ${file} is missing`);
    }
    if (size !== l.bytes) return bad(`${at}: its file ${file} has ${size} bytes, not the ${l.bytes} the manifest names`);
  }
  return { manifest: m as unknown as Manifest };
}

/** Whether key a comes after key b (word 0 first). */
function isAfter(a: number[], b: number[]): boolean {
  for (let k = 0; k < a.length; k++) if (a[k] !== b[k]) return a[k]! > b[k]!;
  return false;
}
