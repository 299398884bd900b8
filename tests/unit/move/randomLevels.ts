// Seeded random Move levels for the estimate's tests: the same level for the same spec on every
// run (the figures in estimate.ts's comments were measured on them).
import { xorshift } from '../../../bench/xorshift.ts';

export interface RandomLevelSpec {
  seed: number;
  /** rows and columns */
  size: number;
  colours: number;
  /** dots (and targets) of each colour */
  perColour: number;
  /** the chance that a cell is an obstacle */
  walls: number;
}

/** A level's text: obstacles at random, then each colour's targets and dots on free cells (a dot may start on a target). */
export function randomMoveLevel(spec: RandomLevelSpec): string {
  const next = xorshift(spec.seed * 2654435761 + 12345);
  for (let i = 0; i < 5; i++) next();
  const random = () => next() / 2 ** 32;
  const n = spec.size;
  const floor: string[][] = Array.from({ length: n }, () => Array.from({ length: n }, () => (random() < spec.walls ? '#' : '.')));
  const dots = Array.from({ length: n }, () => Array.from({ length: n }, () => '.'));
  const free: [number, number][] = [];
  for (let r = 0; r < n; r++) for (let c = 0; c < n; c++) if (floor[r]![c] === '.') free.push([r, c]);
  const pick = (taken: Set<number>) => {
    for (;;) {
      const [r, c] = free[Math.floor(random() * free.length)]!;
      if (!taken.has(r * n + c)) {
        taken.add(r * n + c);
        return [r, c] as const;
      }
    }
  };
  const targetsTaken = new Set<number>();
  const dotsTaken = new Set<number>();
  for (let k = 0; k < spec.colours; k++) {
    for (let j = 0; j < spec.perColour; j++) {
      const [tr, tc] = pick(targetsTaken);
      floor[tr]![tc] = String.fromCharCode(65 + k);
      const [dr, dc] = pick(dotsTaken);
      dots[dr]![dc] = String.fromCharCode(97 + k);
    }
  }
  return `${floor.map((r) => r.join('')).join('\n')}\n--\n${dots.map((r) => r.join('')).join('\n')}\n`;
}

/** The spec's seed as the measurements named it: r{size}-{colours}x{perColour}-w{walls}-s{n} */
export function measuredSpec(size: number, colours: number, perColour: number, walls: number, n: number): RandomLevelSpec {
  return { seed: n * 1000 + size * 10 + colours * 3 + perColour + Math.round(walls * 100), size, colours, perColour, walls };
}
