// The worker's behaviour without a thread: progress on a clock, then one result or error.
import { describe, expect, it } from 'vitest';
import { handleRequest } from '../../../src/worker/handleRequest.ts';
import type { WorkerMessage } from '../../../src/worker/protocol.ts';
import { FAMILIES } from '../../../src/puzzles/registry.ts';
import { fixture } from '../helpers/family.ts';
import { SlotChunkStore } from '../../../src/engine/slotStore.ts';
import { memoryFile } from '../helpers/memoryFile.ts';
import type { ChunkStore } from '../../../src/engine/sortedKeys.ts';

function run(req: Parameters<typeof handleRequest>[0]): WorkerMessage[] {
  const out: WorkerMessage[] = [];
  handleRequest(req, (m) => out.push(m));
  return out;
}

/** As run, for a request answered later (a solve in layers, which may start helper threads). */
async function runLater(req: Parameters<typeof handleRequest>[0], store?: ChunkStore): Promise<WorkerMessage[]> {
  const out: WorkerMessage[] = [];
  await handleRequest(req, (m) => out.push(m), store);
  return out;
}

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
    const plain = await runLater({ type: 'solve', id: 10, family: 'anemones', text: fixture('anemones', 'botanicula.txt'), layers: true });
    expect(plain.at(-1)).toMatchObject({ type: 'result', id: 10, result: { kind: 'solved', moves: 6 } });
  });

  it('a solve in layers given a store keeps its layers there and says so; a store that fills ends in a memory limit that says why', async () => {
    const text = fixture('snakebird', 'level09.txt');
    const store = new SlotChunkStore(memoryFile());
    const out = await runLater({ type: 'solve', id: 11, family: 'snakebird', text, layers: true }, store);
    expect(out.at(-1)).toMatchObject({ type: 'result', id: 11, result: { kind: 'solved', moves: 34, method: 'layers', onDisk: true } });
    expect(store.held).toBeGreaterThan(0);
    const full = await runLater({ type: 'solve', id: 12, family: 'snakebird', text, layers: true }, new SlotChunkStore(memoryFile(), 2 ** 20));
    expect(full.at(-1)).toMatchObject({ type: 'result', id: 12, result: { kind: 'limit', limit: 'memory', detail: expect.stringContaining('the storage the browser gives this page') } });
  });

  it('stops at the state budget with a limit result', () => {
    const out = run({ type: 'solve', id: 5, family: 'move', text: fixture('move', 'example-4x4.txt'), maxStates: 10 });
    expect(out.at(-1)).toMatchObject({ type: 'result', result: { kind: 'limit', limit: 'states' } });
  });
});
