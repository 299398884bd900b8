// A level of each family at its largest legal size, as a link and back: the same text, the same
// level.
import { describe, expect, it } from 'vitest';
import { FAMILIES } from '../../../src/puzzles/registry.ts';
import type { FamilyId } from '../../../src/puzzles/types.ts';
import { encodeLevelLink, openLevelLink } from '../../../src/share/linkCodec.ts';

let seed = 11;
const rand = (n: number) => ((seed = (seed * 1103515245 + 12345) % 2 ** 31) >> 8) % n;

const anemones = () => {
  const lines = ['anemones 24'];
  for (let i = 1; i <= 24; i++) lines.push(`tap ${i} lowers ${Array.from({ length: 24 }, (_, j) => j + 1).join(' ')}`);
  lines.push(`start ${Array.from({ length: 12 }, (_, j) => 2 * j + 1).join(' ')}`, `goal ${Array.from({ length: 24 }, (_, j) => j + 1).join(' ')}`);
  return `${lines.join('\n')}\n`;
};
const bars = () => `pattern plus\ngoal 0\n${Array.from({ length: 64 }, () => Array.from({ length: 64 }, () => rand(2)).join('')).join('\n')}\n`;
const move = () => {
  // 16 × 16, a dot and a target of each of 26 colours, obstacles elsewhere at random
  const cells = Array.from({ length: 256 }, (_, i) => i);
  for (let i = cells.length - 1; i > 0; i--) {
    const j = rand(i + 1);
    [cells[i], cells[j]] = [cells[j]!, cells[i]!];
  }
  const floor = Array.from({ length: 256 }, () => '.');
  const dots = Array.from({ length: 256 }, () => '.');
  for (let c = 0; c < 26; c++) {
    floor[cells[c]!] = String.fromCharCode(65 + c);
    dots[cells[26 + c]!] = String.fromCharCode(97 + c);
  }
  for (const i of cells.slice(52, 120)) floor[i] = '#';
  const grid = (g: string[]) => Array.from({ length: 16 }, (_, r) => g.slice(r * 16, r * 16 + 16).join('')).join('\n');
  return `${grid(floor)}\n--\n${grid(dots)}\n`;
};
const dogbunny = () => {
  const lines: string[] = [];
  for (let i = 0; i < 256; i++) lines.push(`node n-${i} ${i % 63} ${Math.floor(i / 63) * 9}`);
  for (let i = 0; i < 255; i++) lines.push(`edge n-${i} <-> n-${i + 1}${i % 3 ? '' : ` if n-${(i * 7 + 1) % 256} !n-${(i * 11 + 2) % 256}`}`);
  for (let i = 0; i < 128; i++) lines.push(`dog n-${i}`, `bunny n-${i + 128}`);
  lines.push(`goal dog ${Array.from({ length: 128 }, (_, i) => `n-${i + 128}`).join(' ')}`, `goal bunny ${Array.from({ length: 128 }, (_, i) => `n-${i}`).join(' ')}`);
  return `${lines.join('\n')}\n`;
};
/** a classic map of `rows` × 256: walls at random, a snake, the exit, a floor (fruit would widen the open space past the reader's cap) */
const snakebird = (rows: number) =>
  `${Array.from({ length: rows }, (_, r) =>
    Array.from({ length: 256 }, (_, c) => (r === rows - 1 ? '#' : r === rows - 2 && c < 2 ? 'AB'[c] : r === 0 && c === 255 ? '*' : rand(9) === 0 ? '#' : '-')).join(''),
  ).join('\n')}\n`;

/** the level as its family writes it (what the app holds and Share puts in a link) */
function made(family: FamilyId, text: string): string {
  const rules = FAMILIES[family];
  const parsed = rules.parse(text);
  if (!parsed.ok) throw new Error(`${family}: ${parsed.error.message} at ${parsed.error.line}:${parsed.error.column}`);
  return rules.make(parsed.level);
}

describe('the largest legal level of each family as a link', () => {
  it.each<[FamilyId, () => string]>([
    ['anemones', anemones],
    ['bars', bars],
    ['move', move],
    ['dogbunny', dogbunny],
    ['snakebird', () => snakebird(256)],
  ])('%s round-trips exactly, name and position too', (family, build) => {
    const text = made(family, build());
    const hash = encodeLevelLink({ family, text, name: 'Größte « niveau » 🐍', position: 0 });
    const opened = openLevelLink(hash);
    expect(opened).toMatchObject({ ok: true, family, text, name: 'Größte « niveau » 🐍', position: 0 });
    if (!opened.ok) return;
    expect(FAMILIES[family].make(opened.level)).toBe(text);
    console.log(`${family}: ${new TextEncoder().encode(text).length.toLocaleString('en')} bytes of text, a link of ${hash.length.toLocaleString('en')} characters`);
  });
});
