// The command line's --spill DIR: the layered search's chunk store in files (one file a layer,
// `layer-<d>.keys`, its chunks one after another; one a run of candidates, `run-<d>-<n>.keys`,
// deleted once merged; a file whose every chunk is dropped is deleted) and the manifest that
// lets a stopped search resume (engine/layerManifest.ts): `manifest.json`, written after each
// layer (to a temporary name, then renamed over the old one). The search sees a ChunkStore
// (engine/sortedKeys.ts).
import { closeSync, fsyncSync, linkSync, openSync, readdirSync, readFileSync, readSync, renameSync, statSync, unlinkSync, writeFileSync, writeSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { join } from 'node:path';
import { adoptLayers, checkManifest, layerEntry, type LayerEntry, type Manifest } from '../engine/layerManifest.ts';
import type { ChunkInfo, ChunkStore, KeySet } from '../engine/sortedKeys.ts';
import { fileError, fileWrong } from './fileError.ts';

export const MANIFEST = 'manifest.json';

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

  /** A store over DIR: runs a search left there (it was killed mid-layer, so never closed) are deleted, as close() would have. */
  constructor(readonly dir: string) {
    this.deleteRuns();
  }

  private deleteRuns(): void {
    for (const name of readdirSync(this.dir)) if (/^run-\d+-\d+\.keys$/.test(name)) unlinkSync(join(this.dir, name));
  }

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
    this.deleteRuns();
  }
}

/** The hash a manifest names its level by. */
export function levelHash(canonicalText: string): string {
  return createHash('sha256').update(canonicalText).digest('hex');
}

/** The file of layer d. */
export const layerFile = (d: number) => `layer-${d}.keys`;

/** A layer's entry in the manifest: its file and its chunks (as the store placed them). */
export function fileLayerEntry(store: FileChunkStore, layer: KeySet): LayerEntry {
  return layerEntry(layer, (ref) => store.place(ref));
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

/**
 * The file in DIR that says a run is using it, holding its process's id: two runs on one DIR
 * each deleted the other's runs as its store opened and wrote over the other's layers (the first
 * ended with a stack trace, 'layer-22.keys ends at byte 4088, before the chunk … the search
 * wrote there', exit 1).
 */
export const IN_USE = 'in-use.pid';

/** Whether process `pid` is running (one of another user's answers EPERM: it is). */
function running(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Take DIR for this run: IN_USE made there holding this process's id (linked from a file of its
 * own, so that it never exists empty), and `release` to remove it; or why not, where a process
 * still running holds it. One left by a process that ended without removing it (killed) is
 * taken over.
 */
export function takeFolder(dir: string): { release(): void } | { error: string } {
  const path = join(dir, IN_USE);
  const mine = join(dir, `${IN_USE}.${process.pid}`);
  try {
    writeFileSync(mine, `${process.pid}\n`);
    for (let tries = 0; tries < 3; tries++) {
      try {
        linkSync(mine, path);
        return {
          release: () => {
            try {
              if (readFileSync(path, 'utf8').trim() === String(process.pid)) unlinkSync(path);
            } catch {
              // (gone already, DIR with it)
            }
          },
        };
      } catch (e) {
        if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e;
      }
      let holder = NaN;
      try {
        holder = Number(readFileSync(path, 'utf8').trim());
      } catch {
        // (removed since: try again)
      }
      if (Number.isInteger(holder) && holder > 0 && running(holder)) {
        return { error: `another run, process ${holder}, is using it (${path} says so; if none is, delete that file)` };
      }
      try {
        unlinkSync(path);
      } catch {
        // (another run took it over first: its link now wins or fails)
      }
    }
    return { error: `${path} could not be made: other runs keep taking the folder` };
  } catch (e) {
    return { error: `cannot write there: ${fileError(e, mine)}` };
  } finally {
    try {
      unlinkSync(mine);
    } catch {
      // (never made: the folder cannot be written)
    }
  }
}

/** The names of the files a search writes in DIR: a layer's, and a layer's run of candidates. */
const SEARCH_FILE = /^(layer-\d+|run-\d+-\d+)\.keys$/;

/**
 * The files of DIR named as a search's (layer-d.keys, run-d-n.keys), sorted, layers first: where
 * DIR has no manifest, nothing proves they are this command's (a run killed before it wrote its
 * first manifest left them, or another program's files are so named), and a search would write
 * over them (or delete them); or what stopped DIR being read.
 */
export function searchFilesIn(dir: string): { files: string[] } | { error: string } {
  let names: string[];
  try {
    names = readdirSync(dir);
  } catch (e) {
    return { error: `cannot list the folder: ${fileError(e, dir)}` };
  }
  const order = (name: string) => name.split(/[-.]/).map((part) => (/^\d+$/.test(part) ? part.padStart(12, '0') : part)).join('-');
  return { files: names.filter((name) => SEARCH_FILE.test(name)).sort((a, b) => (order(a) < order(b) ? -1 : 1)) };
}

/** The chunks of each layer a valid manifest names, placed in `store` to be read back. */
export function adoptFileLayers(store: FileChunkStore, manifest: Manifest): ChunkInfo[][] {
  return adoptLayers(manifest, (file, offset, size) => store.adopt(file, offset, size));
}

/**
 * The manifest in DIR, checked field by field against the level being solved and the files
 * there (each layer in its own file, its chunks one after another from its start, the file as
 * long as they are): null when there is none, or what is wrong (a sentence naming the file and the field).
 */
export function readManifest(dir: string, family: string, hash: string): { manifest: Manifest | null } | { error: string } {
  const path = join(dir, MANIFEST);
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === 'ENOENT') return { manifest: null };
    return { error: `cannot read ${path}: ${fileWrong(e)}` };
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (e) {
    return { error: `${path} is not JSON (${e instanceof Error ? e.message : String(e)})` };
  }
  const checked = checkManifest(json, family, hash, (d, l) => {
    if (l.file !== layerFile(d)) return `"file" is not "${layerFile(d)}"`;
    let offset = 0;
    for (const [i, c] of l.chunks.entries()) {
      if (c.offset !== offset) return `chunk ${i}: "offset" is not ${offset} (the chunks before it end there)`;
      offset += c.size;
    }
    const file = join(dir, layerFile(d));
    let size: number;
    try {
      size = statSync(file).size;
    } catch {
      return `its file ${file} is missing`;
    }
    return size === l.bytes ? null : `its file ${file} has ${size} bytes, not the ${l.bytes} the manifest names`;
  });
  if ('error' in checked) return { error: `${path}: ${checked.error}${checked.error.startsWith('it holds the layers') ? ' (use another folder)' : ''}` };
  return checked;
}
