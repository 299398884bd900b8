// The solver's answers kept in localStorage (src/worker/keptAnswers.ts): a stored value of any
// shape is read without throwing and used only when it is right; the caps; a full storage gives
// up answers and nothing else; a value that cannot be read is moved aside and said.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FAMILIES } from '../../../src/puzzles/registry.ts';
import { FAMILY_IDS } from '../../../src/puzzles/types.ts';
import { dropKeptBeside, MAX_OTHER_CHARS } from '../../../src/storage/storedKeys.ts';
import {
  ANSWER_PREFIX, answerKey, dropAnswers, keepAnswer, keptAnswer, MAX_ANSWER_CHARS, MAX_ANSWERS, MAX_LINE_MOVES, MAX_MOVE_CHARS, readKeptAnswer, SOLVER_BUILD, type AnswerQuery,
} from '../../../src/worker/keptAnswers.ts';
import type { SearchResult } from '../../../src/engine/types.ts';
import { MemoryStorage } from '../share/memoryStorage.ts';
import { solverBuild } from '../../../scripts/solverBuild.mjs';

const LOVECRAFT: AnswerQuery = { family: 'bars', text: 'pattern cross\ngoal 1\n0110\n1001\n1011\n0100\n' };
const SOLVED: Extract<SearchResult, { kind: 'solved' }> = { kind: 'solved', moves: 2, solution: ['1,1', '4,4'], stored: 17, elapsedMs: 3.5, bytes: 2048, method: 'bfs' };
const UNSOLVABLE: Extract<SearchResult, { kind: 'unsolvable' }> = { kind: 'unsolvable', stored: 4, elapsedMs: 1, bytes: 512, method: 'bfs' };
const NOON = Date.UTC(2026, 11, 6, 12);

describe('answers kept in storage', () => {
  it('keeps a solved and an unsolvable answer, each under its question, and no limit', () => {
    const storage = new MemoryStorage();
    expect(keepAnswer(storage, LOVECRAFT, SOLVED, NOON)).toBe(true);
    const other: AnswerQuery = { ...LOVECRAFT, fromMoves: ['1,1'] };
    expect(keepAnswer(storage, other, UNSOLVABLE, NOON + 1)).toBe(true);
    expect(keepAnswer(storage, { ...LOVECRAFT, countSolutions: true }, { kind: 'limit', limit: 'states', depth: 3, stored: 9, elapsedMs: 1, bytes: 1 })).toBe(false);
    // (not under `unstuck.`, which useLinkSync listens to)
    expect([...storage.map.keys()].every((k) => k.startsWith(ANSWER_PREFIX) && !k.startsWith('unstuck.'))).toBe(true);
    expect(keptAnswer(storage, LOVECRAFT)).toEqual({ ...SOLVED, keptFrom: '2026-12-06T12:00:00.000Z' });
    expect(keptAnswer(storage, other)).toEqual({ ...UNSOLVABLE, keptFrom: '2026-12-06T12:00:00.001Z' });
    // counting is another question, and so is another format
    expect(keptAnswer(storage, { ...LOVECRAFT, countSolutions: true })).toBeNull();
    expect(keptAnswer(storage, { ...LOVECRAFT, format: 'other' })).toBeNull();
  });

  it('keeps only what the answer says, not how the search ran (its threads, its disk)', () => {
    const storage = new MemoryStorage();
    keepAnswer(storage, LOVECRAFT, { ...SOLVED, workers: 4, onDisk: true, resumedAt: 3, peakBytes: 9, storageHeld: true }, NOON);
    expect(keptAnswer(storage, LOVECRAFT)).toEqual({ ...SOLVED, keptFrom: '2026-12-06T12:00:00.000Z' });
  });

  it('reads a stored value of any shape without throwing, and uses only one that is right', () => {
    const right = JSON.parse(JSON.stringify({ v: 1, savedAt: NOON, solver: SOLVER_BUILD, family: 'bars', format: null, text: LOVECRAFT.text, fromMoves: [], countSolutions: false, result: SOLVED })) as Record<string, unknown>;
    const anything = fc.oneof(fc.jsonValue(), fc.double(), fc.string({ unit: 'binary', maxLength: 80 }), fc.constant(null), fc.constant(undefined));
    const result = fc.record(
      {
        kind: fc.oneof(fc.constantFrom('solved', 'unsolvable', 'limit'), anything),
        moves: fc.oneof(fc.integer({ min: -2, max: 3 }), fc.double(), anything),
        solution: fc.oneof(fc.array(fc.oneof(fc.constantFrom('1,1', '4,4', '', '\n', 'x'.repeat(MAX_MOVE_CHARS + 1)), fc.string({ unit: 'binary', maxLength: 70 })), { maxLength: 4 }), anything),
        stored: fc.oneof(fc.nat(), fc.double(), anything),
        elapsedMs: fc.oneof(fc.double(), anything),
        bytes: fc.oneof(fc.double(), anything),
        method: fc.oneof(fc.constantFrom('bfs', 'astar', 'exact', 'layers', 'guess'), anything),
        optimalSolutions: fc.oneof(fc.double(), anything),
      },
      { requiredKeys: [] },
    );
    const near = fc.record(
      {
        v: fc.oneof(fc.constant(1), fc.constant(2), anything),
        savedAt: fc.oneof(fc.nat(), fc.double(), anything),
        solver: fc.oneof(fc.constant(SOLVER_BUILD), fc.constant('another'), fc.constant('x'.repeat(65)), anything),
        family: fc.oneof(fc.constant('bars'), fc.constantFrom(...FAMILY_IDS), anything),
        format: fc.oneof(fc.constant(null), anything),
        text: fc.oneof(fc.constant(LOVECRAFT.text), fc.string()),
        fromMoves: fc.oneof(fc.constant([]), fc.array(fc.string({ maxLength: 70 }), { maxLength: 3 }), anything),
        countSolutions: fc.oneof(fc.boolean(), anything),
        result: fc.oneof(result, anything),
      },
      { requiredKeys: [] },
    );
    const raw = fc.oneof(near.map((x) => JSON.stringify({ ...right, ...x })), near.map((x) => JSON.stringify(x)), fc.string({ unit: 'binary' }), fc.constant(JSON.stringify(right)));
    fc.assert(
      fc.property(raw, (value) => {
        const storage = new MemoryStorage();
        const key = answerKey(LOVECRAFT);
        storage.setItem(key, value);
        const checked = readKeptAnswer(value, LOVECRAFT);
        const got = keptAnswer(storage, LOVECRAFT);
        expect(got === null).toBe(!checked.ok);
        // nothing is lost: a value not used is where it was or moved aside, unchanged
        expect(storage.values()).toEqual([value]);
        if (!got) return;
        // what is used is in range, of this question
        expect(storage.getItem(key)).toBe(value);
        expect(['solved', 'unsolvable']).toContain(got.kind);
        for (const n of [got.stored, got.elapsedMs, got.bytes]) expect(Number.isFinite(n) && n >= 0).toBe(true);
        expect(Number.isNaN(Date.parse(got.keptFrom))).toBe(false);
        if (got.kind === 'solved') {
          expect(got.solution).toHaveLength(got.moves);
          expect(got.solution.every((m) => m.length >= 1 && m.length <= MAX_MOVE_CHARS && !/[\n\r]/.test(m))).toBe(true);
        }
      }),
      { numRuns: 1_000 },
    );
  });

  it('moves a value that cannot be read aside, unchanged, and says where', () => {
    const storage = new MemoryStorage();
    const key = answerKey(LOVECRAFT);
    const broken = JSON.stringify({ v: 1, savedAt: NOON, solver: SOLVER_BUILD, family: 'bars', format: null, text: LOVECRAFT.text, fromMoves: [], countSolutions: false, result: { ...SOLVED, moves: 3 } });
    storage.setItem(key, broken);
    const said: string[] = [];
    expect(keptAnswer(storage, LOVECRAFT, (s) => said.push(s))).toBeNull();
    expect(storage.getItem(key)).toBeNull();
    expect(storage.getItem(`${key}~unreadable`)).toBe(broken);
    expect(said).toEqual([`The answer kept for this level could not be used (its solution is not a list of its 3 moves); it is kept unchanged under "${key}~unreadable" in this browser's storage. The level is solved anew.`]);
    // a fresh answer takes its place
    expect(keepAnswer(storage, LOVECRAFT, SOLVED, NOON)).toBe(true);
    expect(keptAnswer(storage, LOVECRAFT)).toMatchObject(SOLVED);
  });

  it('reads no time longer than from 1970 to when it was kept, nor more bytes than a float counts exactly', () => {
    const value = (result: object) => JSON.stringify({ v: 1, savedAt: NOON, solver: SOLVER_BUILD, family: 'bars', format: null, text: LOVECRAFT.text, fromMoves: [], countSolutions: false, result: { ...SOLVED, ...result } });
    const why = "its result's positions, time or bytes are not counts in range";
    for (const wrong of [{ elapsedMs: 1e300 }, { elapsedMs: NOON + 1 }, { bytes: 1.7e308 }, { bytes: 2 ** 53 + 2 }]) expect(readKeptAnswer(value(wrong), LOVECRAFT)).toEqual({ ok: false, why });
    for (const right of [{ elapsedMs: NOON }, { elapsedMs: 0 }, { bytes: 2 ** 53 - 1 }, { bytes: 0.5 }]) expect(readKeptAnswer(value(right), LOVECRAFT)).toMatchObject({ ok: true, answer: right });
  });

  it('reads a count of optimal solutions only as a whole number of at least one, as large as a float holds', () => {
    const counted: AnswerQuery = { ...LOVECRAFT, countSolutions: true };
    const value = (optimalSolutions: number) => JSON.stringify({ v: 1, savedAt: NOON, solver: SOLVER_BUILD, family: 'bars', format: null, text: LOVECRAFT.text, fromMoves: [], countSolutions: true, result: { ...SOLVED, optimalSolutions } });
    for (const wrong of [2.5, 0.5, 0, -1]) expect(readKeptAnswer(value(wrong), counted)).toEqual({ ok: false, why: 'its count of optimal solutions is not a count' });
    for (const right of [1, 12, 2 ** 60]) expect(readKeptAnswer(value(right), counted)).toMatchObject({ ok: true, answer: { optimalSolutions: right } });
  });

  it("does not use another question's answer under the key, nor say it: this question's answer takes its place", () => {
    const storage = new MemoryStorage();
    const key = answerKey(LOVECRAFT);
    const other = JSON.stringify({ v: 1, savedAt: NOON, solver: SOLVER_BUILD, family: 'move', format: null, text: LOVECRAFT.text, fromMoves: [], countSolutions: false, result: SOLVED });
    storage.setItem(key, other);
    const said: string[] = [];
    expect(keptAnswer(storage, LOVECRAFT, (s) => said.push(s))).toBeNull();
    expect(said).toEqual([]);
    expect(storage.values()).toEqual([other]);
    expect(keepAnswer(storage, LOVECRAFT, SOLVED, NOON)).toBe(true);
    expect(keptAnswer(storage, LOVECRAFT)).toMatchObject(SOLVED);
    expect(storage.values()).toHaveLength(1);
  });

  it("does not use an answer another build of the solver found, nor say it: this build's answer takes its place", () => {
    const storage = new MemoryStorage();
    const key = answerKey(LOVECRAFT);
    // (the rules mended since: an old 'no solution' must not stand)
    const old = JSON.stringify({ v: 1, savedAt: NOON, solver: 'before', family: 'bars', format: null, text: LOVECRAFT.text, fromMoves: [], countSolutions: false, result: UNSOLVABLE });
    storage.setItem(key, old);
    const said: string[] = [];
    expect(readKeptAnswer(old, LOVECRAFT)).toEqual({ ok: false, other: true, why: 'another build of the solver found it' });
    expect(keptAnswer(storage, LOVECRAFT, (s) => said.push(s))).toBeNull();
    expect(said).toEqual([]);
    expect(keepAnswer(storage, LOVECRAFT, SOLVED, NOON)).toBe(true);
    expect(keptAnswer(storage, LOVECRAFT)).toMatchObject(SOLVED);
    expect(JSON.parse(storage.values()[0]!)).toMatchObject({ solver: SOLVER_BUILD });
    // the build is the sources' (vite.config.ts defines it from scripts/solverBuild.mjs)
    expect(SOLVER_BUILD).toBe(solverBuild(process.cwd()));
  });

  it(`writes no answer a load would refuse: none to a position after more than ${MAX_LINE_MOVES} moves, nor a solution longer, nor a counting one without its count`, () => {
    const storage = new MemoryStorage();
    const far: AnswerQuery = { ...LOVECRAFT, fromMoves: Array.from({ length: MAX_LINE_MOVES + 1 }, () => '1,1') };
    expect(keepAnswer(storage, far, SOLVED, NOON)).toBe(false);
    const long = Array.from({ length: MAX_LINE_MOVES + 1 }, () => '1,1');
    expect(keepAnswer(storage, LOVECRAFT, { ...SOLVED, moves: long.length, solution: long }, NOON)).toBe(false);
    // a counting solve with no count (Lights Out's exact solve past 170 presses: the count is no finite number)
    expect(keepAnswer(storage, { ...LOVECRAFT, countSolutions: true }, SOLVED, NOON)).toBe(false);
    expect(storage.map.size).toBe(0);
    // (so nothing is said as broken on the next load)
    const said: string[] = [];
    expect(keptAnswer(storage, far, (s) => said.push(s))).toBeNull();
    expect(said).toEqual([]);
  });

  it("leaves a newer version's answer alone, says so, and does not write over it", () => {
    const storage = new MemoryStorage();
    const key = answerKey(LOVECRAFT);
    const newer = JSON.stringify({ v: 2, savedAt: NOON, anything: 'else' });
    storage.setItem(key, newer);
    const said: string[] = [];
    expect(keptAnswer(storage, LOVECRAFT, (s) => said.push(s))).toBeNull();
    expect(keepAnswer(storage, LOVECRAFT, SOLVED)).toBe(false);
    expect(storage.values()).toEqual([newer]);
    expect(said).toEqual([
      'The answer kept for this level is from a newer version of Unstuck, which this one cannot read: it is left as it is for that version (this answer is not kept over it), and the level is solved anew.',
    ]);
  });

  it(`keeps at most ${MAX_ANSWERS} answers, the oldest written dropped first`, () => {
    const storage = new MemoryStorage();
    const level = (i: number): AnswerQuery => ({ ...LOVECRAFT, fromMoves: [`${i}`] });
    for (let i = 0; i <= MAX_ANSWERS; i++) expect(keepAnswer(storage, level(i), UNSOLVABLE, NOON + i)).toBe(true);
    expect(storage.map.size).toBe(MAX_ANSWERS);
    expect(keptAnswer(storage, level(0))).toBeNull();
    expect(keptAnswer(storage, level(1))).not.toBeNull();
    expect(keptAnswer(storage, level(MAX_ANSWERS))).not.toBeNull();
  });

  it('gives up answers to a position played to (Hint, Solve from here) before those to a level from its start', () => {
    const storage = new MemoryStorage();
    const level = (i: number): AnswerQuery => ({ ...LOVECRAFT, text: `${LOVECRAFT.text}\n`.repeat(i + 1) });
    const hint = (i: number): AnswerQuery => ({ ...LOVECRAFT, fromMoves: [`${i}`] });
    for (let i = 0; i < MAX_ANSWERS - 1; i++) keepAnswer(storage, level(i), UNSOLVABLE, NOON + i);
    // many hints after them, each pushing out the hint before it
    for (let i = 0; i < 2 * MAX_ANSWERS; i++) expect(keepAnswer(storage, hint(i), UNSOLVABLE, NOON + 100 + i)).toBe(true);
    expect(storage.map.size).toBe(MAX_ANSWERS);
    for (let i = 0; i < MAX_ANSWERS - 1; i++) expect(keptAnswer(storage, level(i)), `level ${i}`).not.toBeNull();
    expect(keptAnswer(storage, hint(2 * MAX_ANSWERS - 1))).not.toBeNull();
    expect(keptAnswer(storage, hint(2 * MAX_ANSWERS - 2))).toBeNull();
    // a level from its start pushes out a hint first, then the oldest level
    keepAnswer(storage, level(MAX_ANSWERS), UNSOLVABLE, NOON + 1000);
    expect(keptAnswer(storage, hint(2 * MAX_ANSWERS - 1))).toBeNull();
    keepAnswer(storage, level(MAX_ANSWERS + 1), UNSOLVABLE, NOON + 1001);
    expect(keptAnswer(storage, level(0))).toBeNull();
    expect(keptAnswer(storage, level(1))).not.toBeNull();
  });

  it(`keeps no answer over ${MAX_ANSWER_CHARS} characters, and none while the site's other data passes ${MAX_OTHER_CHARS}`, () => {
    const storage = new MemoryStorage();
    const long = { ...SOLVED, moves: 400, solution: Array.from({ length: 400 }, () => 'x'.repeat(40)) };
    expect(keepAnswer(storage, LOVECRAFT, long)).toBe(false);
    expect(storage.map.size).toBe(0);
    storage.setItem('unstuck.levels', 'x'.repeat(MAX_OTHER_CHARS));
    expect(keepAnswer(storage, LOVECRAFT, SOLVED)).toBe(false);
    // (the move trees are not the site's own data either)
    storage.removeItem('unstuck.levels');
    storage.setItem('unstuck-tree.bars.1.a', 'x'.repeat(MAX_OTHER_CHARS));
    expect(keepAnswer(storage, LOVECRAFT, SOLVED)).toBe(true);
  });

  it('holds the answer to every gallery level, and every level of the corpus where it is here, with moves of half the longest a move may be', () => {
    // (the gallery's with 100 moves, more than any of them needs; the corpus's with its optimal count, 69 at most)
    const levels = FAMILY_IDS.flatMap((id) => FAMILIES[id].gallery.map((g) => ({ name: `${id}: ${g.name}`, family: id, text: g.text, moves: 100 })));
    const corpus = join(__dirname, '../../../../shared/levels');
    for (const dir of existsSync(corpus) ? readdirSync(corpus) : []) {
      const expected = JSON.parse(readFileSync(join(corpus, dir, 'expected.json'), 'utf8')) as { file: string; moves: number | null }[];
      for (const { file, moves } of expected) levels.push({ name: `${dir}/${file}`, family: 'snakebird', text: readFileSync(join(corpus, dir, file), 'utf8'), moves: moves ?? 0 });
    }
    for (const { name, family, text, moves } of levels) {
      const answer = { ...SOLVED, moves, solution: Array.from({ length: moves }, () => 'm'.repeat(MAX_MOVE_CHARS / 2)) };
      expect(keepAnswer(new MemoryStorage(), { family, text }, answer), name).toBe(true);
    }
    expect(levels.length).toBeGreaterThan(30);
  });

  it("gives up answers, never anything else, when the storage is full; dropAnswers removes them all, dropKeptBeside the trees too", () => {
    const storage = new MemoryStorage(1_200);
    storage.setItem('unstuck.levels', 'L'.repeat(300));
    for (let i = 0; i < 8; i++) keepAnswer(storage, { ...LOVECRAFT, fromMoves: [`${i}`] }, UNSOLVABLE, NOON + i);
    expect(storage.getItem('unstuck.levels')).toBe('L'.repeat(300));
    // the newest is kept: older ones gave way to it
    expect(keptAnswer(storage, { ...LOVECRAFT, fromMoves: ['7'] })).not.toBeNull();
    expect(keptAnswer(storage, { ...LOVECRAFT, fromMoves: ['0'] })).toBeNull();
    storage.setItem('unstuck-tree.bars.1.a', '{}');
    expect(dropAnswers(storage)).toBe(true);
    expect([...storage.map.keys()]).toEqual(['unstuck.levels', 'unstuck-tree.bars.1.a']);
    // (what a saved level's write the storage refused as full drops: trees and answers, nothing else)
    keepAnswer(storage, LOVECRAFT, SOLVED);
    expect(dropKeptBeside(storage)).toBe(true);
    expect([...storage.map.keys()]).toEqual(['unstuck.levels']);
    expect(dropKeptBeside(storage)).toBe(false);
  });
});
