// `solve --count` says a count of optimal solutions past 2^53 as the analysis does, "about
// 2.96 × 10^130", not as a float's digits (2.9611935714604367e+130); --json keeps the number.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { main } from '../../../src/cli/main.ts';

/** A chain of 256 nodes, a dog to walk to its end and a bunny to walk on: 445 moves in about 2.96 × 10^130 orders. */
function chain(): string {
  const lines: string[] = [];
  for (let i = 0; i < 256; i++) lines.push(`node n${i} ${i % 63} ${Math.floor(i / 63)}`);
  for (let i = 0; i < 255; i++) lines.push(`edge n${i} <-> n${i + 1}`);
  lines.push('dog n0', 'bunny n10', 'goal dog n255', 'goal bunny n200');
  return `${lines.join('\n')}\n`;
}

async function solve(...args: string[]) {
  const path = join(mkdtempSync(join(tmpdir(), 'unstuck-huge-count-')), 'chain.txt');
  writeFileSync(path, chain());
  let out = '';
  const code = await main(['dogbunny', path, '--count', ...args], { out: (t) => void (out += t), err: () => {} });
  expect(code).toBe(0);
  return out;
}

describe('solve --count on a count past 2^53', () => {
  it('says about so many × 10^k', async () => {
    expect(await solve()).toContain('\ndistinct optimal solutions: about 2.96 × 10^130\n');
  });

  it('--json keeps the number itself', async () => {
    expect(JSON.parse(await solve('--json')).optimalSolutions).toBeCloseTo(2.96e130, -128);
  });
});
