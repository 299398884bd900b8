// The worker's 'analyse' request without a thread: progress, then one analysis (plain data that
// survives structured cloning) with the line's verdict and the picture of a small space.
import { describe, expect, it } from 'vitest';
import { handleRequest } from '../../../src/worker/handleRequest.ts';
import type { AnalyseRequest, WorkerMessage } from '../../../src/worker/protocol.ts';
import { fixture } from '../helpers/family.ts';

function run(req: AnalyseRequest): WorkerMessage[] {
  const out: WorkerMessage[] = [];
  handleRequest(req, (m) => out.push(structuredClone(m)));
  return out;
}

const move = fixture('move', 'example-4x4.txt');

describe("the worker's analyse request", { timeout: 30_000 }, () => {
  it('answers with the analysis, the verdict on a line, and the state graph when asked for it', () => {
    const out = run({ type: 'analyse', id: 3, family: 'move', text: move, line: 'L R R R D L L L U'.split(' '), pictureMaxPositions: 400 });
    const last = out.at(-1)!;
    expect(out.slice(0, -1).every((m) => m.type === 'progress' && m.id === 3)).toBe(true);
    if (last.type !== 'analysis' || 'kind' in last.analysis) throw new Error(`expected an analysis, got ${JSON.stringify(last)}`);
    const a = last.analysis;
    expect(a).toMatchObject({ solvable: true, moves: 7, optimalSolutions: 1, space: { positions: 198, winnable: 198, deadEnds: 0, farthest: 13 } });
    expect(a.line).toMatchObject({ moves: 9, wins: true, optimal: false, shorter: ['R', 'R', 'D', 'L', 'L', 'L', 'U'], noReturnAt: null });
    const p = a.picture!;
    expect(p.depth).toHaveLength(198);
    expect(p.lines).toHaveLength(198);
    // each position's line has its depth as length, and the start is position 0
    expect(p.lines[0]).toEqual([]);
    for (let i = 0; i < 198; i++) expect(p.lines[i]).toHaveLength(p.depth[i]!);
  });

  it('judges another line of the same level (from the analysis it keeps) as a fresh analysis would', () => {
    const lost = ['dog:kennel->meadow', 'bunny:meadow->bridge', 'dog:meadow->bridge', 'dog:bridge->island'];
    const text = `node meadow 0 0\nnode bridge 2 0\nnode island 4 0\nnode kennel 2 2\nnode burrow 0 2\nedge meadow <-> bridge if !island\nedge bridge -> island\nedge island -> kennel if burrow\nedge meadow <-> kennel\nedge kennel <-> burrow if !meadow\nedge burrow -> bridge if kennel\ndog kennel\nbunny meadow\ngoal dog island\ngoal bunny burrow\n`;
    const first = run({ type: 'analyse', id: 1, family: 'dogbunny', text, line: lost.slice(0, 3) }).at(-1)!;
    const again = run({ type: 'analyse', id: 2, family: 'dogbunny', text, line: lost }).at(-1)!;
    const other = run({ type: 'analyse', id: 3, family: 'move', text: move }).at(-1)!;
    const fresh = run({ type: 'analyse', id: 4, family: 'dogbunny', text, line: lost }).at(-1)!;
    expect(first).toMatchObject({ type: 'analysis', analysis: { line: { noReturnAt: null, toWin: [5, 4, 5, 4] } } });
    expect(again).toMatchObject({ type: 'analysis', analysis: { moves: 5, optimalSolutions: 10, line: { noReturnAt: 4, toWin: [5, 4, 5, 4, null] } } });
    expect(other).toMatchObject({ type: 'analysis', analysis: { moves: 7, line: null, picture: null } });
    // the same answer but for the time it took
    const timeless = (m: WorkerMessage) => ({ ...(m as Extract<WorkerMessage, { type: 'analysis' }>).analysis, elapsedMs: 0 });
    expect(timeless(fresh)).toEqual(timeless(again));
  });

  it('stops at the state budget, and reports a level that does not parse where it is wrong', () => {
    expect(run({ type: 'analyse', id: 5, family: 'move', text: move, maxStates: 10 }).at(-1)).toMatchObject({ type: 'analysis', analysis: { kind: 'limit', limit: 'states' } });
    expect(run({ type: 'analyse', id: 6, family: 'bars', text: '01\n0x\n' }).at(-1)).toMatchObject({ type: 'error', id: 6, line: 2, column: 2 });
  });
});
