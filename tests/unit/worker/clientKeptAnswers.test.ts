// The solver client with answers kept in storage (src/worker/keptAnswers.ts): a page after a
// reload (a fresh client, an empty memory cache) has the answer at once, replayed by the worker;
// a tampered solution is not used and the level is solved anew; an unsolvable answer comes back
// without a worker; an answer that cannot be read is moved aside, said, and the level solved.
import { beforeEach, describe, expect, it } from 'vitest';
import { answerKnown, clearSolveCache, forgetAnswers, KEEP_WORKER_MAX_BYTES, onKeptAnswerNotice, SolverClient, type SolveQuery } from '../../../src/worker/client.ts';
import { answerKey, keepAnswer } from '../../../src/worker/keptAnswers.ts';
import type { SolveRequest, WorkerMessage } from '../../../src/worker/protocol.ts';
import { MemoryStorage } from '../share/memoryStorage.ts';
import { FakeWorker, inThreadWorker } from '../helpers/workers.ts';

const LOVECRAFT: SolveQuery = { family: 'bars', text: 'pattern cross\ngoal 1\n0110\n1001\n1011\n0100\n' };
// (a press flips both cells: 10 never becomes 11)
const NO_WAY: SolveQuery = { family: 'bars', text: 'pattern plus\ngoal 1\n10\n' };

/** A client over in-thread workers (the worker's own handleRequest) keeping answers in `storage`; every request and message it saw. */
function page(storage: MemoryStorage) {
  const workers: FakeWorker[] = [];
  const client = new SolverClient(() => {
    const w = inThreadWorker();
    workers.push(w);
    return w;
  }, storage);
  const solve = (query: SolveQuery) =>
    new Promise<WorkerMessage[]>((resolve) => {
      const heard: WorkerMessage[] = [];
      client.start(query, (m) => {
        heard.push(m);
        if (m.type !== 'progress') resolve(heard);
      });
    });
  const requests = () => workers.flatMap((w) => w.requests) as SolveRequest[];
  return { client, solve, requests, workers };
}

const last = (heard: WorkerMessage[]) => {
  const m = heard.at(-1)!;
  if (m.type !== 'result') throw new Error(`expected a result, got ${JSON.stringify(m)}`);
  return m.result;
};

// (a reload: the memory cache is the page's, gone with it)
beforeEach(() => clearSolveCache());

describe('answers kept through a reload', () => {
  it('answers a solved level from storage after a reload, replayed by the worker, and says it was kept', async () => {
    const storage = new MemoryStorage();
    const first = last(await page(storage).solve(LOVECRAFT));
    expect(first).toMatchObject({ kind: 'solved' });
    expect(first).not.toHaveProperty('keptFrom');
    clearSolveCache();
    const again = page(storage);
    const heard = await again.solve(LOVECRAFT);
    // one message, the kept answer: no search reported progress
    expect(heard).toHaveLength(1);
    const kept = last(heard);
    expect(kept).toMatchObject({ kind: 'solved', moves: first.kind === 'solved' ? first.moves : -1, solution: first.kind === 'solved' ? first.solution : [], keptFrom: expect.any(String) });
    expect(again.requests()[0]!.known).toMatchObject({ solution: kept.kind === 'solved' ? kept.solution : [] });
  });

  it('answerKnown: whether a solve would be answered without a search (this page, or kept, counting or not), and it moves nothing aside', async () => {
    const storage = new MemoryStorage();
    expect(answerKnown(LOVECRAFT, storage)).toBe(false);
    await page(storage).solve({ ...LOVECRAFT, countSolutions: true });
    // this page's answer, and one kept in storage after a reload; the counting one answers a question that does not count, not the other way
    expect(answerKnown(LOVECRAFT, storage)).toBe(true);
    clearSolveCache();
    expect(answerKnown(LOVECRAFT, storage)).toBe(true);
    expect(answerKnown({ ...LOVECRAFT, countSolutions: true }, storage)).toBe(true);
    expect(answerKnown(NO_WAY, storage)).toBe(false);
    clearSolveCache();
    await page(storage).solve(NO_WAY);
    clearSolveCache();
    expect(answerKnown(NO_WAY, storage)).toBe(true);
    expect(answerKnown({ ...NO_WAY, countSolutions: true }, storage)).toBe(false);
    // one that cannot be read is no answer, and is left for a solve to set aside and say
    storage.setItem(answerKey(NO_WAY), '{');
    expect(answerKnown(NO_WAY, storage)).toBe(false);
    expect(storage.getItem(answerKey(NO_WAY))).toBe('{');
  });

  it("keeps the worker that replayed a kept answer, whatever its earlier search held (it held nothing of it)", async () => {
    const storage = new MemoryStorage();
    const first = last(await page(storage).solve(LOVECRAFT));
    expect(keepAnswer(storage, LOVECRAFT, { ...first, bytes: KEEP_WORKER_MAX_BYTES + 1 })).toBe(true);
    clearSolveCache();
    const tab = page(storage);
    expect(last(await tab.solve(LOVECRAFT))).toMatchObject({ keptFrom: expect.any(String), bytes: KEEP_WORKER_MAX_BYTES + 1 });
    expect(tab.workers.map((w) => w.terminated)).toEqual([false]);
    // the next search runs in it, warm
    await tab.solve({ ...LOVECRAFT, countSolutions: true });
    expect(tab.workers).toHaveLength(1);
  });

  it('answers a question that does not count from the counting one kept (the checkbox is not kept through a reload), its count left out', async () => {
    const storage = new MemoryStorage();
    const counted = last(await page(storage).solve({ ...LOVECRAFT, countSolutions: true }));
    expect(counted).toMatchObject({ kind: 'solved', optimalSolutions: expect.any(Number) });
    clearSolveCache();
    const tab = page(storage);
    const heard = await tab.solve(LOVECRAFT);
    expect(heard).toHaveLength(1);
    const plain = last(heard);
    expect(plain).toMatchObject({ kind: 'solved', solution: counted.kind === 'solved' ? counted.solution : [], keptFrom: expect.any(String) });
    expect(plain).not.toHaveProperty('optimalSolutions');
    // (and not the other way: a count is not in a plain answer)
    clearSolveCache();
    forgetAnswers(LOVECRAFT, storage);
    await page(storage).solve(LOVECRAFT);
    clearSolveCache();
    expect(last(await page(storage).solve({ ...LOVECRAFT, countSolutions: true }))).not.toHaveProperty('keptFrom');
  });

  it('does not use a kept solution that does not replay: the level is solved anew, and the new answer kept', async () => {
    const storage = new MemoryStorage();
    const first = last(await page(storage).solve(LOVECRAFT));
    if (first.kind !== 'solved') throw new Error('expected a solution');
    // a solution of the right shape and length whose moves do not win
    const tampered = { ...first, solution: first.solution.map(() => '1,1') };
    expect(keepAnswer(storage, LOVECRAFT, tampered)).toBe(true);
    clearSolveCache();
    const heard = await page(storage).solve(LOVECRAFT);
    const fresh = last(heard);
    expect(fresh).not.toHaveProperty('keptFrom');
    expect(fresh).toMatchObject({ kind: 'solved', solution: first.solution });
    // the kept one is the new answer
    expect(JSON.parse(storage.getItem(answerKey(LOVECRAFT))!)).toMatchObject({ result: { solution: first.solution } });
  });

  it('answers an unsolvable level from storage after a reload, without a worker', async () => {
    const storage = new MemoryStorage();
    expect(last(await page(storage).solve(NO_WAY))).toMatchObject({ kind: 'unsolvable' });
    clearSolveCache();
    const again = page(storage);
    expect(last(await again.solve(NO_WAY))).toMatchObject({ kind: 'unsolvable', keptFrom: expect.any(String) });
    expect(again.workers).toHaveLength(0);
  });

  it("forgetAnswers forgets the level's answers, from its start and from positions played to, and the next solves search anew; another level's stay", async () => {
    const storage = new MemoryStorage();
    const tab = page(storage);
    const played: SolveQuery = { ...LOVECRAFT, fromMoves: ['1,1'] };
    await tab.solve(LOVECRAFT);
    await tab.solve(played);
    await tab.solve(NO_WAY);
    expect(storage.map.size).toBe(3);
    forgetAnswers(LOVECRAFT, storage);
    expect([...storage.map.keys()]).toEqual([answerKey(NO_WAY)]);
    for (const q of [LOVECRAFT, played]) {
      const heard = await tab.solve(q);
      expect(heard.some((m) => m.type === 'progress')).toBe(true);
      expect(tab.requests().at(-1)!.known).toBeUndefined();
    }
    expect(storage.map.size).toBe(3);
  });

  it("what forgetAnswers returns gives the answers back (a Solve again that found none of its own), each where no answer has taken its place", async () => {
    const storage = new MemoryStorage();
    const tab = page(storage);
    const played: SolveQuery = { ...LOVECRAFT, fromMoves: ['1,1'] };
    await tab.solve(LOVECRAFT);
    await tab.solve(played);
    const before = new Map(storage.map);
    const giveBack = forgetAnswers(LOVECRAFT, storage);
    expect(storage.map.size).toBe(0);
    expect(answerKnown(LOVECRAFT, storage)).toBe(false);
    // the position played to is solved anew meanwhile: its new answer stays
    await tab.solve(played);
    const newer = storage.getItem(answerKey(played));
    giveBack();
    expect(storage.getItem(answerKey(LOVECRAFT))).toBe(before.get(answerKey(LOVECRAFT)));
    expect(storage.getItem(answerKey(played))).toBe(newer);
    // and in this page's memory: answered at once, without a worker
    const workers = tab.workers.length;
    expect(last(await tab.solve(LOVECRAFT))).toMatchObject({ kind: 'solved' });
    expect(tab.workers).toHaveLength(workers);
    expect(tab.requests().filter((r) => r.fromMoves === undefined)).toHaveLength(1);
  });

  it('moves an answer that cannot be read aside, says so of its level, and solves the level', async () => {
    const storage = new MemoryStorage();
    const key = answerKey(LOVECRAFT);
    storage.setItem(key, '{"v":1,"savedAt":');
    const said: unknown[] = [];
    const stop = onKeptAnswerNotice((s) => said.push(s));
    try {
      expect(last(await page(storage).solve(LOVECRAFT))).toMatchObject({ kind: 'solved' });
    } finally {
      stop();
    }
    expect(storage.getItem(`${key}~unreadable`)).toBe('{"v":1,"savedAt":');
    expect(said.at(-1)).toEqual({ family: 'bars', text: LOVECRAFT.text, notice: expect.stringContaining('(it is not valid JSON); it is kept unchanged under') });
    expect(JSON.parse(storage.getItem(key)!)).toMatchObject({ v: 1, result: { kind: 'solved' } });
  });

  it("a newer version's answer is left, and said where the level is solved anew; not where the counting answer kept answers it", async () => {
    const storage = new MemoryStorage();
    const newer = JSON.stringify({ v: 2, savedAt: 0 });
    storage.setItem(answerKey(LOVECRAFT), newer);
    const said: unknown[] = [];
    const stop = onKeptAnswerNotice((s) => said.push(s));
    try {
      expect(last(await page(storage).solve(LOVECRAFT))).not.toHaveProperty('keptFrom');
      expect(said.at(-1)).toMatchObject({ text: LOVECRAFT.text, notice: expect.stringContaining('is from a newer version of Unstuck') });
      expect(storage.getItem(answerKey(LOVECRAFT))).toBe(newer);
      clearSolveCache();
      await page(storage).solve({ ...LOVECRAFT, countSolutions: true });
      clearSolveCache();
      expect(last(await page(storage).solve(LOVECRAFT))).toMatchObject({ kind: 'solved', keptFrom: expect.any(String) });
      expect(said.at(-1)).toBeNull();
    } finally {
      stop();
    }
  });

  it("a notice of a kept answer not used lasts until the next solve, which has nothing to say of it; an estimate or a Check leaves it", async () => {
    const storage = new MemoryStorage();
    storage.setItem(answerKey(LOVECRAFT), '[]');
    const tab = page(storage);
    const said: unknown[] = [];
    const stop = onKeptAnswerNotice((s) => said.push(s));
    try {
      await tab.solve(LOVECRAFT);
      expect(said.at(-1)).toMatchObject({ text: LOVECRAFT.text, notice: expect.stringContaining('could not be used') });
      await new Promise<void>((resolve) => tab.client.start({ type: 'estimate', family: 'bars', text: NO_WAY.text }, () => resolve()));
      await new Promise<void>((resolve) => tab.client.start({ type: 'analyse', family: 'bars', text: LOVECRAFT.text }, (m) => m.type !== 'progress' && resolve()));
      expect(said.at(-1)).toMatchObject({ notice: expect.stringContaining('could not be used') });
      // (the answer found was kept in its place: read, so nothing to say)
      clearSolveCache();
      await tab.solve(LOVECRAFT);
      expect(said.at(-1)).toBeNull();
    } finally {
      stop();
    }
  });

  it('a solve in layers searches, with an answer kept: it is asked for as a search on disk; its answer is kept', async () => {
    const storage = new MemoryStorage();
    await page(storage).solve(LOVECRAFT);
    clearSolveCache();
    const tab = page(storage);
    expect(last(await tab.solve({ ...LOVECRAFT, layers: true }))).not.toHaveProperty('keptFrom');
    expect(tab.requests()[0]!.known).toBeUndefined();
    clearSolveCache();
    expect(last(await page(storage).solve(LOVECRAFT))).toHaveProperty('keptFrom');
  });

  it("a Check contradicting a kept answer forgets it (in storage and in the page's memory) and says so; one that agrees leaves it", async () => {
    const storage = new MemoryStorage();
    // (an unsolvable answer is trusted by its shape: as one edited by hand, or found under other rules)
    expect(keepAnswer(storage, LOVECRAFT, { kind: 'unsolvable', stored: 4, elapsedMs: 1, bytes: 512, method: 'bfs' })).toBe(true);
    expect(keepAnswer(storage, NO_WAY, { kind: 'unsolvable', stored: 2, elapsedMs: 1, bytes: 512, method: 'bfs' })).toBe(true);
    const tab = page(storage);
    expect(last(await tab.solve(LOVECRAFT))).toMatchObject({ kind: 'unsolvable', keptFrom: expect.any(String) });
    expect(last(await tab.solve(NO_WAY))).toMatchObject({ kind: 'unsolvable', keptFrom: expect.any(String) });
    const check = (q: SolveQuery) =>
      new Promise<WorkerMessage>((resolve) => tab.client.start({ type: 'analyse', family: q.family, text: q.text }, (m) => m.type !== 'progress' && resolve(m)));
    const said: unknown[] = [];
    const stop = onKeptAnswerNotice((s) => said.push(s));
    try {
      // (heard at once: the last notice, of an earlier test)
      expect(said).toHaveLength(1);
      expect(await check(NO_WAY)).toMatchObject({ type: 'analysis', analysis: { solvable: false } });
      expect(said).toHaveLength(1);
      expect(await check(LOVECRAFT)).toMatchObject({ type: 'analysis', analysis: { solvable: true, moves: 8 } });
    } finally {
      stop();
    }
    expect(said.at(-1)).toEqual({ family: 'bars', text: LOVECRAFT.text, notice: expect.stringContaining("Check proved that this level's shortest solution is 8 moves, unlike the answer kept from an earlier solve in this browser: that answer is forgotten, and Solve searches anew.") });
    expect(storage.getItem(answerKey(LOVECRAFT))).toBeNull();
    expect(storage.getItem(answerKey(NO_WAY))).not.toBeNull();
    // the next solve, in this page as after a reload, searches
    const fresh = last(await tab.solve(LOVECRAFT));
    expect(fresh).toMatchObject({ kind: 'solved', moves: 8 });
    expect(fresh).not.toHaveProperty('keptFrom');
    expect(last(await tab.solve(NO_WAY))).toHaveProperty('keptFrom');
  });

  it("a Check whose count of optimal solutions differs from a kept answer's forgets that answer and says so; a count that agrees is left", async () => {
    const storage = new MemoryStorage();
    const COUNTED = { ...LOVECRAFT, countSolutions: true };
    const found = last(await page(storage).solve(COUNTED));
    if (found.kind !== 'solved') throw new Error('Lovecraft 4x4 solves');
    expect(found.optimalSolutions).toBe(1);
    // (its line replays, so only a Check can tell the count was edited by hand)
    expect(keepAnswer(storage, COUNTED, { ...found, optimalSolutions: 3 })).toBe(true);
    clearSolveCache();
    const tab = page(storage);
    expect(last(await tab.solve(COUNTED))).toMatchObject({ optimalSolutions: 3, keptFrom: expect.any(String) });
    const said: unknown[] = [];
    const stop = onKeptAnswerNotice((s) => said.push(s));
    try {
      const analysis = await new Promise<WorkerMessage>((resolve) => tab.client.start({ type: 'analyse', family: 'bars', text: LOVECRAFT.text }, (m) => m.type !== 'progress' && resolve(m)));
      expect(analysis).toMatchObject({ type: 'analysis', analysis: { moves: 8, optimalSolutions: 1 } });
    } finally {
      stop();
    }
    expect(said.at(-1)).toEqual({
      family: 'bars',
      text: LOVECRAFT.text,
      notice: 'Check proved that this level has 1 shortest solution, of 8 moves, unlike the answer kept from an earlier solve in this browser: that answer is forgotten, and Solve searches anew.',
    });
    expect(storage.getItem(answerKey(COUNTED))).toBeNull();
    expect(last(await tab.solve(COUNTED))).not.toHaveProperty('keptFrom');
    // the count found again is kept, and a Check that agrees with it leaves it
    expect(storage.getItem(answerKey(COUNTED))).not.toBeNull();
    await new Promise<void>((resolve) => tab.client.start({ type: 'analyse', family: 'bars', text: LOVECRAFT.text }, (m) => m.type !== 'progress' && resolve()));
    expect(storage.getItem(answerKey(COUNTED))).not.toBeNull();
  });

  it('keeps no limit, and a client without storage keeps nothing', async () => {
    const storage = new MemoryStorage();
    expect(last(await page(storage).solve({ ...LOVECRAFT, maxStates: 2 }))).toMatchObject({ kind: 'limit' });
    expect(storage.map.size).toBe(0);
    const memoryOnly = new SolverClient(inThreadWorker, null);
    await new Promise<void>((resolve) => memoryOnly.start(LOVECRAFT, (m) => m.type !== 'progress' && resolve()));
    expect(storage.map.size).toBe(0);
  });
});
