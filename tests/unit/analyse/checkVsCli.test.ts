// What the Check panel is told and what `solve --analyse --json` prints, for every gallery level
// of every family (Snakebird's too, whose WebAssembly search the panel's component test cannot load
// in jsdom): the worker module's answer to the very request the Check view makes (checkRequest)
// against the command line's main function, in this process, field by field, with and without a line.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkRequest } from '../../../src/app/check/checkStore.ts';
import { main } from '../../../src/cli/main.ts';
import { FAMILIES } from '../../../src/puzzles/registry.ts';
import { FAMILY_IDS, type FamilyId } from '../../../src/puzzles/types.ts';
import { handleRequest } from '../../../src/worker/handleRequest.ts';
import type { WorkerMessage } from '../../../src/worker/protocol.ts';

const dir = mkdtempSync(join(tmpdir(), 'unstuck-check-vs-cli-'));

async function cli(id: FamilyId, text: string, line: string[] | null): Promise<Record<string, any>> {
  const path = join(dir, `${id}.txt`);
  writeFileSync(path, text);
  let out = '';
  let err = '';
  const code = await main([id, path, '--analyse', '--json', ...(line ? ['--line', ...line] : [])], { out: (t) => void (out += t), err: (t) => void (err += t) });
  expect(err).toBe('');
  expect(code).toBe(0);
  return JSON.parse(out);
}

function panel(id: FamilyId, text: string, line: string[] | null): Record<string, any> {
  let last: WorkerMessage | null = null;
  handleRequest({ id: 1, ...checkRequest({ familyId: id, text }, line) }, (m) => (last = m));
  const m = last as WorkerMessage | null;
  if (m?.type !== 'analysis' || 'kind' in m.analysis) throw new Error(`the Check view had no analysis: ${JSON.stringify(m)}`);
  return m.analysis;
}

const LEVELS = FAMILY_IDS.flatMap((id) => FAMILIES[id].gallery.map((g) => [id, g.name, g.text] as const));

describe('the Check view and solve --analyse', { timeout: 60_000 }, () => {
  it.each(LEVELS)('%s "%s": the same figures, and the same verdict on a line', async (id, _name, text) => {
    const c = await cli(id, text, null);
    const p = panel(id, text, null);
    expect({ solvable: c.solvable, moves: c.moves, optimalSolutions: c.optimalSolutions, explored: c.explored, branching: c.branching, forcedMoves: c.forcedMoves }).toEqual({
      solvable: p.solvable,
      moves: p.moves,
      optimalSolutions: p.optimalSolutions,
      explored: p.explored,
      branching: p.branching,
      forcedMoves: p.forcedMoves,
    });
    expect(p.space ? { positions: c.positions, winnable: c.winnable, deadEnds: c.deadEnds, farthest: c.farthest } : c.positions).toEqual(p.space ?? undefined);
    if (!c.solvable || c.moves === 0) return;
    // the optimal line with its first move played twice: a detour, a dead end, or a move not legal there
    const line = [c.solution[0], ...c.solution];
    const cl = (await cli(id, text, line)).line;
    const pl = panel(id, text, line).line;
    const { moves, wins, optimal, shorter, noReturnAt, legal, illegalAt, movesThere, wonAfter, toWin } = pl;
    expect(cl).toEqual({ moves, wins, optimal, shorter, noReturnAt, legal, illegalAt, ...(movesThere ? { movesThere } : {}), ...(wonAfter === null ? {} : { wonAfter }), ...(toWin ? { toWin: expect.any(Array) } : {}) });
  });
});
