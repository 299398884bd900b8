// The worker's behaviour without a thread: progress on a clock, then one result or error.
import { describe, expect, it, vi } from 'vitest';
import type { SearchEstimate } from '../../../src/engine/types.ts';
import { SPREAD_MIN_STATES, spreadWorkers } from '../../../src/puzzles/solve.ts';
import { LARGE_MOVE_LEVELS } from '../move/largeLevels.ts';
import { handleRequest, type OpenLayers } from '../../../src/worker/handleRequest.ts';
import type { AnalyseRequest, SolveRequest, WorkerMessage } from '../../../src/worker/protocol.ts';
import { FAMILIES } from '../../../src/puzzles/registry.ts';
import { fixture } from '../helpers/family.ts';
import { discardKeptLayers, keptLayers, levelHash, openLayersOnDisk } from '../../../src/worker/opfsStore.ts';
import { snakebird } from '../../../src/puzzles/snakebird/index.ts';
import { parseOk } from '../helpers/family.ts';
import { memoryDirectory, type MemoryDirectory } from '../helpers/memoryDirectory.ts';

function run(req: SolveRequest | AnalyseRequest): WorkerMessage[] {
  const out: WorkerMessage[] = [];
  handleRequest(req, (m) => out.push(m));
  return out;
}

/** As run, for a request answered later (a solve in layers, which may start helper threads). */
async function runLater(req: SolveRequest | AnalyseRequest, openLayers?: OpenLayers): Promise<WorkerMessage[]> {
  const out: WorkerMessage[] = [];
  await handleRequest(req, (m) => out.push(m), openLayers);
  return out;
}

/** Layers kept in `files`, as the worker's shell keeps them in OPFS. */
const onDisk =
  (files: MemoryDirectory): OpenLayers =>
  async (family, text, onWait) =>
    openLayersOnDisk(family, await levelHash(text), files, onWait);

// real solves in layers, of a few seconds each on a busy machine (the default 5 s is too near)
const SOLVE_IN_LAYERS_MS = 30_000;

describe('solver worker', () => {
  it('answers a solve with its id and the optimal solution', () => {
    const out = run({ type: 'solve', id: 7, family: 'anemones', text: fixture('anemones', 'botanicula.txt') });
    const last = out[out.length - 1]!;
    expect(last).toMatchObject({ type: 'result', id: 7, result: { kind: 'solved', moves: 6 } });
    expect(out.slice(0, -1).every((m) => m.type === 'progress' && m.id === 7)).toBe(true);
  });

  it('solves from a position reached in play (fromMoves)', () => {
    const text = fixture('anemones', 'botanicula.txt');
    const out = run({ type: 'solve', id: 1, family: 'anemones', text, fromMoves: ['2', '3'] });
    expect(out.at(-1)).toMatchObject({ type: 'result', result: { kind: 'solved', moves: 4 } });
  });

  it("answers this browser's kept answer (`known`) at once where its solution replays to a win in exactly its moves, else searches anew", () => {
    const text = fixture('anemones', 'botanicula.txt');
    const found = run({ type: 'solve', id: 1, family: 'anemones', text }).at(-1)!;
    if (found.type !== 'result' || found.result.kind !== 'solved') throw new Error('expected a solution');
    const known = { ...found.result, keptFrom: '2026-12-06T12:00:00.000Z' };
    // one message, the kept answer, as it was given
    expect(run({ type: 'solve', id: 2, family: 'anemones', text, known })).toEqual([{ type: 'result', id: 2, result: known }]);
    // from a position played to, the rest of the line
    const rest = { ...known, moves: known.moves - 2, solution: known.solution.slice(2) };
    expect(run({ type: 'solve', id: 3, family: 'anemones', text, fromMoves: known.solution.slice(0, 2), known: rest })).toEqual([{ type: 'result', id: 3, result: rest }]);
    // a line the rules refuse, one that does not end in a win, one that wins before its end, one
    // whose count is not its length, a move the notation cannot read: searched, to the optimum
    const wrong = [
      { ...known, solution: [...known.solution.slice(0, -1), known.solution[0]!] },
      { ...known, moves: known.moves - 1, solution: known.solution.slice(0, -1) },
      { ...known, moves: known.moves + 1, solution: [...known.solution, known.solution[0]!] },
      { ...known, moves: known.moves + 1 },
      { ...known, solution: known.solution.map((m, i) => (i === 2 ? 'not a move' : m)) },
    ];
    for (const bad of wrong) {
      const out = run({ type: 'solve', id: 4, family: 'anemones', text, known: bad });
      expect(out.at(-1)).toEqual({ type: 'result', id: 4, result: expect.objectContaining({ kind: 'solved', moves: known.moves }) });
      expect(out.at(-1)).not.toHaveProperty('result.keptFrom');
    }
  });

  it('reports an illegal fromMoves, a parse error with line and column, and an unknown family', () => {
    expect(run({ type: 'solve', id: 2, family: 'bars', text: '01\n01\n', fromMoves: ['9,9'] }).at(-1)).toMatchObject({ type: 'error', id: 2, message: expect.stringContaining("'9,9'") });
    expect(run({ type: 'solve', id: 3, family: 'bars', text: '01\n0x\n' }).at(-1)).toMatchObject({ type: 'error', id: 3, line: 2, column: 2 });
    expect(run({ type: 'solve', id: 4, family: 'chess' as never, text: '' }).at(-1)).toMatchObject({ type: 'error', id: 4, message: expect.stringContaining('unknown puzzle family') });
  });

  it('a solve asked for an early answer: progress carries a lower bound never above the optimum, any line found wins and is never shorter, the result is the optimum', () => {
    const text = fixture('snakebird', 'level09.txt');
    const out = run({ type: 'solve', id: 8, family: 'snakebird', text, early: true });
    expect(out.at(-1)).toMatchObject({ type: 'result', id: 8, result: { kind: 'solved', moves: 34 } });
    const progress = out.flatMap((m) => (m.type === 'progress' ? [m.progress] : []));
    expect(progress.length).toBeGreaterThan(0);
    for (const p of progress) {
      expect(p.lowerBound).toBeLessThanOrEqual(34);
      if (p.bestFound) {
        expect(p.bestFound.moves).toBeGreaterThanOrEqual(34);
        expect(p.bestFound.solution).toHaveLength(p.bestFound.moves);
      }
    }
  });

  it("a breadth-first search's progress gives its layer as the lower bound", () => {
    // Move's Three colours: some 57,000 states, so the first report goes out before the end
    const text = FAMILIES.move.gallery.find((g) => g.name === 'Three colours')!.text;
    const out = run({ type: 'solve', id: 9, family: 'move', text, early: true });
    const progress = out.flatMap((m) => (m.type === 'progress' ? [m.progress] : []));
    expect(progress.length).toBeGreaterThan(0);
    for (const p of progress) expect(p.lowerBound).toBe(p.depth);
    expect(out.at(-1)).toMatchObject({ type: 'result', result: { kind: 'solved', moves: 26 } });
  });

  it('a solve asked for layers runs the family\'s breadth-first search over compressed layers, to the same optimum, with its estimate in the progress; a family without one solves as usual', async () => {
    const text = fixture('snakebird', 'level09.txt');
    const out = await runLater({ type: 'solve', id: 9, family: 'snakebird', text, layers: true, estimate: true });
    expect(out.at(-1)).toMatchObject({ type: 'result', id: 9, result: { kind: 'solved', moves: 34, method: 'layers' } });
    expect(out[0]).toMatchObject({ type: 'progress', id: 9, progress: { estimate: expect.objectContaining({ states: expect.any(Number) }) } });
    // with an early answer asked for: the same optimum, and any line reported beside it wins and is no shorter
    const early = await runLater({ type: 'solve', id: 12, family: 'snakebird', text: fixture('snakebird', 'level07.txt'), layers: true, early: true });
    expect(early.at(-1)).toMatchObject({ type: 'result', id: 12, result: { kind: 'solved', moves: 43, method: 'layers' } });
    for (const m of early) if (m.type === 'progress' && m.progress.bestFound) expect(m.progress.bestFound.moves).toBeGreaterThanOrEqual(43);
    const plain = await runLater({ type: 'solve', id: 10, family: 'anemones', text: fixture('anemones', 'botanicula.txt'), layers: true });
    expect(plain.at(-1)).toMatchObject({ type: 'result', id: 10, result: { kind: 'solved', moves: 6 } });
  }, SOLVE_IN_LAYERS_MS);

  describe('a solve in layers kept in a private file system (OPFS, here in memory)', () => {
    const text = fixture('snakebird', 'level08.txt');
    const solve = (files: MemoryDirectory, id: number, more: Partial<SolveRequest> = {}) =>
      runLater({ type: 'solve', id, family: 'snakebird', text, layers: true, ...more } as SolveRequest, onDisk(files));
    const layerFiles = (files: MemoryDirectory) => [...files.files.keys()].filter((n) => n.startsWith('unstuck-layers')).sort();

    it('keeps its layers there and says so, and removes them once solved; a store that fills ends in a memory limit that says why', async () => {
      const files = memoryDirectory();
      const out = await solve(files, 11);
      expect(out.at(-1)).toMatchObject({ type: 'result', id: 11, result: { kind: 'solved', moves: 29, method: 'layers', onDisk: true } });
      expect((out.at(-1) as { result: object }).result).not.toHaveProperty('resumedAt');
      expect(layerFiles(files)).toEqual([]);
      expect(files.held.size).toBe(0);
      const full = await solve(memoryDirectory(2 ** 20), 12);
      expect(full.at(-1)).toMatchObject({ type: 'result', id: 12, result: { kind: 'limit', limit: 'memory', detail: expect.stringContaining('the storage the browser gives this page') } });
    }, SOLVE_IN_LAYERS_MS);

    it('stopped before its answer, keeps its layers; the next solve of the level goes on from them and ends as one solve', async () => {
      const whole = (await solve(memoryDirectory(), 1)).at(-1) as { result: { stored: number } };
      const files = memoryDirectory();
      const stopped = await solve(files, 2, { maxStates: 20_000 });
      expect(stopped.at(-1)).toMatchObject({ result: { kind: 'limit', limit: 'states' } });
      const kept = await keptLayers(files);
      expect(kept).toMatchObject({ family: 'snakebird', level: await levelHash(snakebird.make(parseOk(snakebird, text))), depth: expect.any(Number) });
      expect(kept!.states).toBeLessThanOrEqual(20_000);
      expect(kept!.bytes).toBe(files.files.get('unstuck-layers.slots')!.length);
      expect(files.held.size).toBe(0);
      const resumed = (await solve(files, 3)).at(-1);
      expect(resumed).toMatchObject({ result: { kind: 'solved', moves: 29, onDisk: true, resumedAt: kept!.depth, stored: whole.result.stored } });
      expect(layerFiles(files)).toEqual([]);
      expect(await keptLayers(files)).toBeNull();
    }, SOLVE_IN_LAYERS_MS);

    it('discards the layers kept once the search that held them lets them go (a cancelled worker ends late)', async () => {
      const files = memoryDirectory();
      await solve(files, 1, { maxStates: 20_000 });
      expect(await keptLayers(files)).not.toBeNull();
      // (the search of a cancelled worker still holds its files for a while)
      const handle = await (await files.dir.getFileHandle('unstuck-layers.slots', { create: false })).createSyncAccessHandle();
      setTimeout(() => handle.close(), 300);
      await discardKeptLayers(files);
      expect(layerFiles(files)).toEqual([]);
      expect(await keptLayers(files)).toBeNull();
    });

    it('waits, saying so, while another search holds its files; past the wait it keeps its layers in memory and says why', async () => {
      const files = memoryDirectory();
      const progressOf = (out: WorkerMessage[]) => out.flatMap((m) => (m.type === 'progress' ? [m.progress] : []));
      // (another tab's search holding the file: let go after 300 ms, then for good)
      await files.dir.getFileHandle('unstuck-layers.slots', { create: true });
      let handle = await (await files.dir.getFileHandle('unstuck-layers.slots', { create: false })).createSyncAccessHandle();
      setTimeout(() => handle.close(), 300);
      const later = await solve(files, 1);
      expect(progressOf(later)[0]).toMatchObject({ waiting: 'storage', stored: 0 });
      expect(progressOf(later).filter((p) => p.waiting)).toHaveLength(1);
      expect(later.at(-1)).toMatchObject({ type: 'result', result: { kind: 'solved', moves: 29, onDisk: true } });
      handle = await (await files.dir.getFileHandle('unstuck-layers.slots', { create: true })).createSyncAccessHandle();
      const held = await solve(files, 2);
      handle.close();
      expect(progressOf(held)[0]).toMatchObject({ waiting: 'storage' });
      const result = held.at(-1);
      expect(result).toMatchObject({ type: 'result', result: { kind: 'solved', moves: 29, method: 'layers', storageHeld: true } });
      expect(result?.type === 'result' && 'onDisk' in result.result).toBe(false);
    }, SOLVE_IN_LAYERS_MS);

    it('goes on from the other manifest, a layer older, when the newer one is torn; a manifest of another level is not gone on from', async () => {
      const files = memoryDirectory();
      await solve(files, 1, { maxStates: 20_000 });
      const kept = (await keptLayers(files))!;
      // the manifest of the most layers cut short, as by a crash while it was written
      const newer = ['unstuck-layers.a.json', 'unstuck-layers.b.json'].map((n) => [n, new TextDecoder().decode(files.files.get(n))] as const).sort((a, b) => b[1].length - a[1].length)[0]!;
      files.files.set(newer[0], new TextEncoder().encode(newer[1].slice(0, newer[1].length >> 1)));
      expect(await keptLayers(files)).toMatchObject({ depth: kept.depth - 1 });
      expect((await solve(files, 2)).at(-1)).toMatchObject({ result: { kind: 'solved', moves: 29, resumedAt: kept.depth - 1 } });

      // a kept search of another level: this one starts over in the same files, and replaces it
      await solve(files, 3, { maxStates: 20_000 });
      const other = fixture('snakebird', 'level07.txt');
      const stopped = await runLater({ type: 'solve', id: 4, family: 'snakebird', text: other, layers: true, maxStates: 5_000 }, onDisk(files));
      expect(stopped.at(-1)).toMatchObject({ result: { kind: 'limit' } });
      expect(await keptLayers(files)).toMatchObject({ level: await levelHash(snakebird.make(parseOk(snakebird, other))) });
    }, SOLVE_IN_LAYERS_MS);

    it('layers a search of other states kept (another build), named as this level\'s, are removed and the solve starts over', async () => {
      const files = memoryDirectory();
      await runLater({ type: 'solve', id: 1, family: 'snakebird', text: fixture('snakebird', 'level07.txt'), layers: true, maxStates: 5_000 }, onDisk(files));
      const hash = await levelHash(snakebird.make(parseOk(snakebird, text)));
      for (const name of ['unstuck-layers.a.json', 'unstuck-layers.b.json']) {
        const m = new TextDecoder().decode(files.files.get(name));
        if (m) files.files.set(name, new TextEncoder().encode(m.replace(/"level":"[0-9a-f]+"/, `"level":"${hash}"`)));
      }
      expect(await keptLayers(files)).toMatchObject({ level: hash });
      const out = (await solve(files, 2)).at(-1) as { result: object };
      expect(out).toMatchObject({ result: { kind: 'solved', moves: 29, onDisk: true } });
      expect(out.result).not.toHaveProperty('resumedAt');
      expect(layerFiles(files)).toEqual([]);

      // a manifest whose layers share a slot of the file (no search writes one) is not gone on from either
      await solve(files, 3, { maxStates: 20_000 });
      for (const name of ['unstuck-layers.a.json', 'unstuck-layers.b.json']) {
        const m = JSON.parse(new TextDecoder().decode(files.files.get(name)) || 'null');
        if (!m) continue;
        m.layers[1].chunks[0].offset = m.layers[0].chunks[0].offset;
        files.files.set(name, new TextEncoder().encode(JSON.stringify(m)));
      }
      const again = (await solve(files, 4)).at(-1) as { result: object };
      expect(again).toMatchObject({ result: { kind: 'solved', moves: 29, onDisk: true } });
      expect(again.result).not.toHaveProperty('resumedAt');
    }, SOLVE_IN_LAYERS_MS);
  });

  it('stops a search at its next report once the page raises the stop word', async () => {
    for (const layers of [false, true]) {
      const stop = new SharedArrayBuffer(4);
      let reports = 0;
      const out: WorkerMessage[] = [];
      await handleRequest({ type: 'solve', id: 21, family: 'snakebird', text: fixture('snakebird', 'level09.txt'), layers, stop }, (m) => {
        out.push(m);
        if (m.type === 'progress' && ++reports === 2) Atomics.store(new Int32Array(stop), 0, 1);
      });
      expect(out.at(-1)).toMatchObject({ type: 'result', id: 21, result: { kind: 'limit', limit: 'cancelled' } });
      expect(reports).toBe(2);
    }
  });

  it("a solve does not wait for an estimate that runs a search (Move's of a large level): the page has it from the estimates' worker; where the estimate is cheap, the progress carries it", () => {
    const move = FAMILIES.move;
    const estimateSearch = vi.spyOn(move, 'estimateSearch');
    try {
      const large = run({ type: 'solve', id: 31, family: 'move', text: LARGE_MOVE_LEVELS['o12-4']!, estimate: true, workers: 2, maxStates: 2_000 });
      expect(large.at(-1)).toMatchObject({ type: 'result', result: { kind: 'limit', limit: 'states' } });
      expect(estimateSearch).not.toHaveBeenCalled();
      expect(large.some((m) => m.type === 'progress' && m.progress.estimate !== undefined)).toBe(false);
      const small = run({ type: 'solve', id: 32, family: 'move', text: fixture('move', 'example-4x4.txt'), estimate: true, workers: 2 });
      expect(estimateSearch).toHaveBeenCalledTimes(1);
      expect(small[0]).toMatchObject({ type: 'progress', progress: { estimate: expect.objectContaining({ states: expect.any(Number) }) } });
    } finally {
      estimateSearch.mockRestore();
    }
  });

  it('the threads a solve spreads over: one, without asking the estimate, where the family cannot spread; by the estimate where it can', () => {
    const ask = vi.fn((): SearchEstimate => ({ states: 5, bytes: 100, bytesUpTo: 200 }));
    expect(spreadWorkers(FAMILIES.move, 2, ask)).toBe(1);
    expect(ask).not.toHaveBeenCalled();
    expect(spreadWorkers(FAMILIES.snakebird, 2, ask)).toBe(1);
    expect(spreadWorkers(FAMILIES.snakebird, 2, () => ({ states: SPREAD_MIN_STATES, bytes: 1, bytesUpTo: 1 }))).toBe(2);
    expect(spreadWorkers(FAMILIES.snakebird, 1, ask)).toBe(1);
    expect(ask).toHaveBeenCalledTimes(1);
  });

  it('stops at the state budget with a limit result', () => {
    const out = run({ type: 'solve', id: 5, family: 'move', text: fixture('move', 'example-4x4.txt'), maxStates: 10 });
    expect(out.at(-1)).toMatchObject({ type: 'result', result: { kind: 'limit', limit: 'states' } });
  });
});
