// The solver's answers kept in localStorage, so that a reload (or the level's watch link opened
// again in the same browser) has a level's answer at once rather than searching again: seconds
// for most levels, minutes and gigabytes for the hardest Snakebird ones. As lichess keeps the
// evaluations it has computed.
//
// One value a question (`unstuck-answer.<family>.<length>.<hash>` of the client's cache key:
// the family, format, level text, moves played and counting), only a search's answer (solved or
// unsolvable), never a limit. The prefix is not `unstuck.`: useLinkSync listens to those keys.
// Stored data is anyone's to edit: every value is checked by hand on every load (this module is
// the solver client's chunk, which has no schema library), and a solution is replayed by the
// worker through the family's rules before it is answered (handleRequest.ts, `known`). An
// unsolvable answer cannot be replayed: its shape right, it is this browser's own.
//
// Caps (docs/SHARING.md): at most MAX_ANSWERS (the oldest written dropped first, those to a
// position played to before those to a level from its start: keptLonger), each at most
// MAX_ANSWER_CHARS characters; none is written while the site's other data passes
// MAX_OTHER_CHARS, and a write the storage refuses as full drops answers, never anything else.
import type { SearchMethod, SearchResult } from '../engine/types.ts';
import { asideNote, keepAside, keysWithPrefix, read, remove, type KeyValueStorage } from '../storage/localStore.ts';
import { ANSWER_PREFIX, charsBesides, KEPT_BESIDE, levelId, MAX_OTHER_CHARS, savedAtOf, writeWithin } from '../storage/storedKeys.ts';
import type { KeptAnswer, SolveRequest } from './protocol.ts';

export { ANSWER_PREFIX };
export const ANSWER_VERSION = 1;

declare const __SOLVER_BUILD__: string | undefined;
/**
 * The build of the solver (its rules and search's sources, scripts/solverBuild.mjs) that answers
 * here: an answer kept by another is searched again, and the new one takes its place (a family's
 * rules mended would otherwise leave an old "no solution" standing).
 */
export const SOLVER_BUILD: string = typeof __SOLVER_BUILD__ === 'string' ? __SOLVER_BUILD__ : 'unbuilt';
/** answers kept: the last ones written */
export const MAX_ANSWERS = 32;
/** the longest optimal line of the corpus is 69 moves (Snakebird's star 5), of a level of at most 409 characters: far within */
export const MAX_ANSWER_CHARS = 16_000;
/** moves of a solution, and of the moves played before it */
export const MAX_LINE_MOVES = 2_000;
/** a move in any family's notation is far shorter (DogBunny's `bunny:house->blank-1`) */
export const MAX_MOVE_CHARS = 64;

/** The question an answer is to: what the client's cache keys it by. */
export type AnswerQuery = Pick<SolveRequest, 'family' | 'format' | 'text' | 'fromMoves' | 'countSolutions'>;

const METHODS: readonly SearchMethod[] = ['bfs', 'astar', 'exact', 'layers'];

/** The question in the order it is stored and keyed. */
const questionOf = (q: AnswerQuery) => ({ family: q.family, format: q.format ?? null, text: q.text, fromMoves: q.fromMoves ?? [], countSolutions: q.countSolutions === true });

export const answerKey = (q: AnswerQuery): string => `${ANSWER_PREFIX}${q.family}.${levelId(JSON.stringify(Object.values(questionOf(q))))}`;

/** keys of values that could not be read nor moved aside: not written over (keepAside) */
const leftAlone = new Set<string>();

type Checked = { ok: true; answer: KeptAnswer } | { ok: false; why: string; newer?: true; other?: true };

const isObject = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null && !Array.isArray(x);
const count = (x: unknown, most = Number.MAX_VALUE): x is number => typeof x === 'number' && Number.isFinite(x) && x >= 0 && x <= most;
const whole = (x: unknown, most = Number.MAX_SAFE_INTEGER): x is number => count(x, most) && Number.isInteger(x);
// control characters and line breaks never appear in a move
const isMove = (x: unknown): x is string => typeof x === 'string' && x.length >= 1 && x.length <= MAX_MOVE_CHARS && /^[^\p{Cc}\u2028\u2029]+$/u.test(x);
const isLine = (x: unknown): x is string[] => Array.isArray(x) && x.length <= MAX_LINE_MOVES && x.every(isMove);
const sameLine = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((m, i) => m === b[i]);

/** The answer a stored value holds, checked by hand: its shape, every number finite and in range, its question `q`. */
export function readKeptAnswer(raw: string, q: AnswerQuery): Checked {
  if (raw.length > MAX_ANSWER_CHARS) return { ok: false, why: `it is longer than ${MAX_ANSWER_CHARS} characters` };
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch {
    return { ok: false, why: 'it is not valid JSON' };
  }
  if (!isObject(data)) return { ok: false, why: 'it is not an object' };
  if (typeof data.v === 'number' && data.v > ANSWER_VERSION) return { ok: false, newer: true, why: `it is from a newer version of Unstuck (v ${data.v})` };
  if (data.v !== ANSWER_VERSION) return { ok: false, why: `its version is not ${ANSWER_VERSION}` };
  // (a date from 1970 to 275,760, as a Date holds)
  if (!whole(data.savedAt, 8.64e15)) return { ok: false, why: 'its date is not a time' };
  if (typeof data.family !== 'string' || typeof data.text !== 'string' || (data.format !== null && typeof data.format !== 'string') || typeof data.countSolutions !== 'boolean') {
    return { ok: false, why: 'its question is not a family, a format, a text and whether it counts' };
  }
  if (!isLine(data.fromMoves)) return { ok: false, why: `its moves played are not a list of at most ${MAX_LINE_MOVES} moves` };
  if (typeof data.solver !== 'string' || data.solver.length > 64) return { ok: false, why: "its solver's build is not named" };
  // (read whole first: a value of another build that cannot be read is set aside as any other)
  const solver = data.solver;
  const ours = (answer: KeptAnswer): Checked => (solver === SOLVER_BUILD ? { ok: true, answer } : { ok: false, other: true, why: 'another build of the solver found it' });
  const asked = questionOf(q);
  // (another question whose key is the same: not this one's answer, and not broken)
  if (data.family !== asked.family || data.format !== asked.format || data.text !== asked.text || data.countSolutions !== asked.countSolutions || !sameLine(data.fromMoves, asked.fromMoves)) {
    return { ok: false, other: true, why: 'it answers another question' };
  }
  const r = data.result;
  if (!isObject(r)) return { ok: false, why: 'it has no result' };
  // (no search ran longer than from 1970 to when it was kept, nor held more bytes than a float counts exactly: 8 PiB)
  if (!whole(r.stored) || !count(r.elapsedMs, data.savedAt) || !count(r.bytes, Number.MAX_SAFE_INTEGER)) return { ok: false, why: "its result's positions, time or bytes are not counts in range" };
  if (!METHODS.includes(r.method as SearchMethod)) return { ok: false, why: `its result's method is not one of ${METHODS.join(', ')}` };
  const kept = { stored: r.stored, elapsedMs: r.elapsedMs, bytes: r.bytes, method: r.method as SearchMethod, keptFrom: new Date(data.savedAt).toISOString() };
  if (r.kind === 'unsolvable') return ours({ kind: 'unsolvable', ...kept });
  if (r.kind !== 'solved') return { ok: false, why: "its result is neither 'solved' nor 'unsolvable'" };
  // (the value is not said: it may be anything, a text that turns the notice around, a list nested past the stack)
  if (!whole(r.moves, MAX_LINE_MOVES)) return { ok: false, why: `its count of moves is not a whole number from 0 to ${MAX_LINE_MOVES}` };
  if (!isLine(r.solution) || r.solution.length !== r.moves) return { ok: false, why: `its solution is not a list of its ${r.moves} moves` };
  // (a whole number, which above 2^53 a float still is)
  if (r.optimalSolutions !== undefined && !(whole(r.optimalSolutions, Number.MAX_VALUE) && r.optimalSolutions >= 1)) return { ok: false, why: 'its count of optimal solutions is not a count' };
  if (asked.countSolutions !== (r.optimalSolutions !== undefined)) return { ok: false, why: asked.countSolutions ? 'it has no count of optimal solutions' : 'it has a count it was not asked for' };
  return ours({ kind: 'solved', moves: r.moves, solution: r.solution, ...(r.optimalSolutions === undefined ? {} : { optimalSolutions: r.optimalSolutions }), ...kept });
}

/**
 * This browser's answer to `q`, if one is kept and reads: one that cannot be read is moved aside
 * (`<key>~unreadable`) and said to `tell`; one of a newer version is left as it is, and said; one
 * of another question, or found by another build of the solver, is left.
 */
export function keptAnswer(storage: KeyValueStorage, q: AnswerQuery, tell?: (notice: string) => void): KeptAnswer | null {
  const key = answerKey(q);
  const raw = read(storage, key);
  if (raw === null) return null;
  const checked = readKeptAnswer(raw, q);
  if (checked.ok) return checked.answer;
  if (checked.newer) tell?.('The answer kept for this level is from a newer version of Unstuck, which this one cannot read: it is left as it is for that version (this answer is not kept over it), and the level is solved anew.');
  else if (!checked.other) {
    const aside = keepAside(storage, key, raw, 'unreadable');
    if (!aside.moved) leftAlone.add(key);
    tell?.(`The answer kept for this level could not be used (${checked.why}); ${asideNote(aside.at, aside.moved)}. The level is solved anew.`);
  }
  return null;
}

/**
 * The order answers are given up in, lowest first: those to a position played to (a Hint, Solve
 * from here: many, each quickly found again) before those to a level from its start (what a
 * reload asks, and what may have taken minutes), the oldest written first within each.
 */
function keptLonger(raw: string | null): number {
  let fromStart = false;
  try {
    const data: unknown = JSON.parse(raw ?? '');
    fromStart = isObject(data) && Array.isArray(data.fromMoves) && data.fromMoves.length === 0;
  } catch {}
  return savedAtOf(raw) + (fromStart ? 8.64e15 : 0);
}

/** Keep a search's answer to `q` (a limit is not an answer), within the caps; false when it is not kept. */
export function keepAnswer(storage: KeyValueStorage, q: AnswerQuery, r: SearchResult, savedAt = Date.now()): boolean {
  if (r.kind === 'limit') return false;
  const stats = { stored: r.stored, elapsedMs: r.elapsedMs, bytes: r.bytes, method: r.method };
  const kept = r.kind === 'solved' ? { kind: r.kind, moves: r.moves, solution: r.solution, ...(r.optimalSolutions === undefined ? {} : { optimalSolutions: r.optimalSolutions }), ...stats } : { kind: r.kind, ...stats };
  // (savedAt first: writeWithin finds it near the start)
  const value = JSON.stringify({ v: ANSWER_VERSION, savedAt, solver: SOLVER_BUILD, ...questionOf(q), result: kept });
  // (none that a load would refuse, as one over the caps: it would be moved aside and said as broken)
  if (!readKeptAnswer(value, q).ok || charsBesides(storage, KEPT_BESIDE) > MAX_OTHER_CHARS) return false;
  const key = answerKey(q);
  const there = read(storage, key);
  const newer = there !== null && (readKeptAnswer(there, q) as { newer?: true }).newer === true;
  if (leftAlone.has(key) || newer) return false;
  return writeWithin(storage, ANSWER_PREFIX, key, value, MAX_ANSWERS, keptLonger);
}

/**
 * Forget every kept answer to the level `text` of `family`: from its start and from the positions
 * played to, counting or not (what Solve again forgets). Values moved aside stay as they are
 * (keysWithPrefix leaves them out). Returns what was forgotten, each key with its value.
 */
export function forgetKeptAnswers(storage: KeyValueStorage, family: string, text: string): [key: string, raw: string][] {
  const forgotten: [string, string][] = [];
  for (const key of keysWithPrefix(storage, `${ANSWER_PREFIX}${family}.`)) {
    const raw = read(storage, key) ?? '';
    let data: unknown;
    try {
      data = JSON.parse(raw);
    } catch {
      continue;
    }
    if (isObject(data) && data.family === family && data.text === text) {
      remove(storage, key);
      forgotten.push([key, raw]);
    }
  }
  return forgotten;
}

/**
 * Remove every kept answer, for a write of more weight (a saved level, a draft) the storage
 * refused as full: true when there was one to remove (the write may then be tried again).
 */
export function dropAnswers(storage: KeyValueStorage): boolean {
  const keys = keysWithPrefix(storage, ANSWER_PREFIX);
  for (const key of keys) remove(storage, key);
  return keys.length > 0;
}
