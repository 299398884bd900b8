// The layered search's sets alone (`npm run bench -- --sets`): the two loops that take most of the
// search's thread on star1 (docs/families/snakebird.md, "Layers"), on keys made up here so that
// every run times the same work: the subtraction of a compressed set from sorted candidates
// (subtractKeySets, KeyCursor's walk), and the merge of sorted runs held as they are (MergedKeys
// over KeysRuns). Keys of 2 words (star1's) and 3 (star6's); a key's neighbours differ by up to
// 2^15 in the last word, as a layer's do by a few bytes of varint.
import { ByteBudget, compareKeys, KeysRun, KeysRunRooms, keySetFromSorted, MergedKeys, subtractKeySets } from '../src/engine/sortedKeys.ts';
import { median } from './median.ts';
import { xorshift } from './xorshift.ts';

/**
 * `n` sorted, unique keys of `words` words (2 or 3), each `place(i, key)` told as it is made:
 * gaps of 1 to 2^15 in the last word, now and then a jump in the word before it.
 */
function eachKey(n: number, words: number, seed: number, place: (i: number, w0: number, w1: number, w2: number) => void): void {
  const next = xorshift(seed);
  let w0 = 1;
  let w1 = 7;
  let w2 = 0;
  for (let i = 0; i < n; i++) {
    w2 += 1 + (next() & 0x7fff);
    if (w2 > 0xffffffff) {
      w2 -= 4294967296;
      w1++;
    }
    if ((next() & 1023) === 0) w1 += next() & 0xffff;
    if (w1 > 0xffffffff) {
      w1 -= 4294967296;
      w0++;
    }
    // (2 words: the key is w1, w2; a carry past w1 wraps, which the gaps never reach)
    if (words === 2 && w0 > 1) throw new Error('sets bench: too many keys for 2 words');
    place(i, w0, w1, w2);
  }
}

function write(keys: Uint32Array, at: number, words: number, w0: number, w1: number, w2: number): void {
  if (words === 3) keys[at++] = w0;
  keys[at] = w1;
  keys[at + 1] = w2;
}

export interface SubtractionRow {
  words: number;
  keys: number;
  bytesPerKey: number;
  /** a candidate every `every`-th key of the set, and beside each the key one above it */
  every: number;
  candidates: number;
  /** candidates not in the set (what the subtraction wrote) */
  unseen: number;
  /** nanoseconds a candidate, the median of the rounds */
  ns: number;
}

/** subtractKeySets of a set of `n` keys from sorted candidates, `rounds` times. */
export function benchSubtraction(words: number, n: number, every: number, rounds: number): SubtractionRow {
  const keys = new Uint32Array(n * words);
  eachKey(n, words, 2463534242, (i, w0, w1, w2) => write(keys, i * words, words, w0, w1, w2));
  const budget = new ByteBudget();
  const set = keySetFromSorted(keys, n, words, budget);
  if (!set) throw new Error('sets bench: no room for the set');
  const picked = Math.floor(n / every);
  const cand = new Uint32Array(picked * 2 * words);
  let m = 0;
  for (let j = 0; j < picked; j++) {
    const at = j * every * words;
    for (let k = 0; k < words; k++) cand[m * words + k] = keys[at + k]!;
    m++;
    for (let k = 0; k < words; k++) cand[m * words + k] = keys[at + k]!;
    // one above in the last word (the gaps make it a key the set has only where the gap is 1)
    const last = m * words + words - 1;
    if (cand[last]! === 0xffffffff) continue;
    cand[last] = cand[last]! + 1;
    const nextAt = at + words;
    if (j * every + 1 < n && compareKeys(cand, m * words, keys, nextAt, words) === 0) continue;
    m++;
  }
  const candidates = keySetFromSorted(cand, m, words, budget);
  if (!candidates) throw new Error('sets bench: no room for the candidates');
  const times: number[] = [];
  let unseen = 0;
  for (let r = 0; r < rounds; r++) {
    const t0 = performance.now();
    const out = subtractKeySets(candidates.cursor(), [set], budget, words);
    times.push(performance.now() - t0);
    if (typeof out === 'string') throw new Error(`sets bench: the subtraction stopped (${out})`);
    unseen = out.count;
    out.release();
  }
  return { words, keys: n, bytesPerKey: set.bytes / n, every, candidates: m, unseen, ns: (median(times) * 1e6) / Math.max(1, m) };
}

export interface MergeRow {
  words: number;
  runs: number;
  /** keys in the runs, and once their repeats are gone */
  keys: number;
  merged: number;
  /** nanoseconds a key of the runs, the median of the rounds */
  ns: number;
}

/** MergedKeys over `runs` runs held as they are, of `n` distinct keys each in 1 to 3 runs (1.7 on average), read to the end `rounds` times. */
export function benchMerge(words: number, n: number, runs: number, rounds: number): MergeRow {
  const lists: number[][] = Array.from({ length: runs }, () => []);
  const pick = xorshift(88675123);
  eachKey(n, words, 2463534242, (_i, w0, w1, w2) => {
    const r = pick() % 10;
    const copies = r < 4 ? 1 : r < 9 ? 2 : 3;
    for (let c = 0; c < copies; c++) {
      const l = lists[pick() % runs]!;
      // (a run already holding it keeps one)
      if (l.length > 0 && l[l.length - 1] === w2 && l[l.length - 2] === w1) continue;
      if (words === 3) l.push(w0);
      l.push(w1, w2);
    }
  });
  const arrays = lists.map((l) => Uint32Array.from(l));
  const keys = arrays.reduce((a, r) => a + r.length / words, 0);
  // (the runs are not let go of as they are read: the rooms are never asked for)
  const rooms = new KeysRunRooms(words, 0, 0, new ByteBudget());
  const times: number[] = [];
  let merged = 0;
  for (let r = 0; r < rounds; r++) {
    const t0 = performance.now();
    const m = new MergedKeys(
      arrays.map((a) => new KeysRun(a, a.length / words, words, rooms)),
      words,
    );
    let count = 0;
    for (; !m.done; m.next()) count++;
    times.push(performance.now() - t0);
    merged = count;
  }
  return { words, runs, keys, merged, ns: (median(times) * 1e6) / Math.max(1, keys) };
}
