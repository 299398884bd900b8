// `--analyse` says what the editor's list and Check say of a valid DogBunny level: an edge no
// animal can ever take, readable and in the JSON's notes; the level analysed as before.
import { describe, expect, it } from 'vitest';
import { solve, tempFiles } from '../cli/runCli.ts';

const { file } = tempFiles('unstuck-never-taken-');
const NOTICE = 'the edge a -> b can never be taken: its condition asks a to be empty, and the animal taking it stands on a';

describe('npm run solve -- dogbunny FILE --analyse, an edge never taken', () => {
  const level = file('never.txt', 'edge a -> b if !a\nedge a <-> c\nedge c -> b\nbunny a\ngoal bunny b\n');

  it('is a notice of the readable analysis', () => {
    const r = solve('dogbunny', level, '--analyse');
    expect(r).toMatchObject({ code: 0, stderr: '' });
    expect(r.stdout).toMatch(/^Solvable in 2 moves/);
    expect(r.stdout.endsWith(`Notice: ${NOTICE}\n`)).toBe(true);
  });

  it("is the JSON's first note", () => {
    const r = solve('dogbunny', level, '--analyse', '--json');
    expect(r.code).toBe(0);
    const out = JSON.parse(r.stdout) as { moves: number; notes: string[] };
    expect(out.moves).toBe(2);
    expect(out.notes[0]).toBe(NOTICE);
  });
});
