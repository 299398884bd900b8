// Editing models read from and written to each family's text format (RULES.md). The text
// format is the stable contract between families, links and tools, so an editor paints on
// the format's own grids and hands the result back through family.parse(): whatever the
// parser accepts is a level, and the editor never needs the family's internal layout.
import type { DogAnimal, DogBunnyLevel, DogEdge, DogNode } from '../puzzles/dogbunny/format.ts';

/** Lines that carry content: no comments, no trailing spaces, no blank lines. */
export function contentLines(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((l) => l.replace(/\s+$/, ''))
    .filter((l) => l !== '' && !l.startsWith(';'));
}

// ---------- move: a floor grid and a dots grid of one size
export interface MoveModel {
  /** '.' empty, '#' obstacle, 'A'..'Z' target */
  floor: string[][];
  /** '.' none, 'a'..'z' dot */
  dots: string[][];
}

export function readMove(text: string): MoveModel {
  const lines = contentLines(text);
  const split = lines.indexOf('--');
  const floorLines = split < 0 ? lines : lines.slice(0, split);
  const dotLines = split < 0 ? [] : lines.slice(split + 1);
  const cols = Math.max(1, ...floorLines.map((l) => l.length));
  const rows = Math.max(1, floorLines.length);
  const grid = (src: string[]) =>
    Array.from({ length: rows }, (_, r) => Array.from({ length: cols }, (_, c) => src[r]?.[c] ?? '.'));
  return { floor: grid(floorLines), dots: grid(dotLines) };
}

export function writeMove(m: MoveModel): string {
  return [...m.floor.map((r) => r.join('')), '--', ...m.dots.map((r) => r.join(''))].join('\n') + '\n';
}

// ---------- bars: header lines and a 0/1 grid
export interface BarsModel {
  pattern: 'cross' | 'plus';
  goal: 0 | 1;
  cells: number[][];
}

export function readBars(text: string): BarsModel {
  let pattern: BarsModel['pattern'] = 'cross';
  let goal: BarsModel['goal'] = 1;
  const cells: number[][] = [];
  for (const line of contentLines(text)) {
    const words = line.trim().split(/\s+/);
    if (words[0] === 'pattern') pattern = words[1] === 'plus' ? 'plus' : 'cross';
    else if (words[0] === 'goal') goal = words[1] === '0' ? 0 : 1;
    else cells.push([...line.trim()].map((ch) => (ch === '1' ? 1 : 0)));
  }
  return { pattern, goal, cells: cells.length ? cells : [[0]] };
}

export function writeBars(m: BarsModel): string {
  return [`pattern ${m.pattern}`, `goal ${m.goal}`, ...m.cells.map((r) => r.join(''))].join('\n') + '\n';
}

// ---------- anemones: count, tap lists, start and goal sets
export interface AnemonesModel {
  count: number;
  /** taps[m-1] = anemones (1-based) that tapping m lowers */
  taps: number[][];
  start: number[];
  goal: number[];
}

export function readAnemones(text: string): AnemonesModel {
  const model: AnemonesModel = { count: 1, taps: [], start: [], goal: [] };
  const nums = (ws: string[]) => ws.map(Number).filter((n) => Number.isInteger(n) && n > 0);
  for (const line of contentLines(text)) {
    const w = line.trim().split(/\s+/);
    if (w[0] === 'anemones') model.count = Number(w[1]) || 1;
    else if (w[0] === 'tap') model.taps[Number(w[1]) - 1] = nums(w.slice(3));
    else if (w[0] === 'start') model.start = nums(w.slice(1));
    else if (w[0] === 'goal') model.goal = nums(w.slice(1));
  }
  model.taps = Array.from({ length: model.count }, (_, i) => model.taps[i] ?? []);
  return model;
}

export function writeAnemones(m: AnemonesModel): string {
  const lines = [`anemones ${m.count}`];
  m.taps.forEach((lowers, i) => {
    if (lowers.length) lines.push(`tap ${i + 1} lowers ${[...lowers].sort((a, b) => a - b).join(' ')}`);
  });
  const list = (xs: number[]) => [...xs].sort((a, b) => a - b).map((x) => ` ${x}`).join('');
  lines.push(`start${list(m.start)}`, `goal${list(m.goal)}`);
  return lines.join('\n') + '\n';
}

// ---------- dogbunny: nodes with optional places, edges with conditions, animals, goals
// The editing model is the family's own level shape (src/puzzles/dogbunny/format.ts).
export type { DogAnimal, DogEdge, DogNode };
export type DogBunnyModel = DogBunnyLevel;

export function readDogBunny(text: string): DogBunnyModel {
  const m: DogBunnyModel = { nodes: [], edges: [], animals: [], goals: [] };
  const declare = (name: string) => {
    if (!m.nodes.some((n) => n.name === name)) m.nodes.push({ name });
  };
  for (const line of contentLines(text)) {
    const w = line.trim().split(/\s+/);
    const [head, a, b] = w;
    if (head === undefined || a === undefined) continue;
    if (head === 'node') {
      const x = w[2] === undefined ? undefined : Number(w[2]);
      const y = w[3] === undefined ? undefined : Number(w[3]);
      const existing = m.nodes.find((n) => n.name === a);
      const node: DogNode = Number.isFinite(x) && Number.isFinite(y) ? { name: a, x, y } : { name: a };
      if (existing) Object.assign(existing, node);
      else m.nodes.push(node);
    } else if (head === 'edge') {
      const to = w[3];
      if (to === undefined || (b !== '->' && b !== '<->')) continue;
      declare(a);
      declare(to);
      const cond = w[4] === 'if' ? w.slice(5) : [];
      m.edges.push({
        from: a,
        to,
        twoWay: b === '<->',
        occupied: cond.filter((c) => !c.startsWith('!')),
        empty: cond.filter((c) => c.startsWith('!')).map((c) => c.slice(1)),
      });
    } else if (head === 'goal') {
      const nodes = w.slice(2);
      const g = m.goals.find((x) => x.kind === a);
      if (g) g.nodes.push(...nodes);
      else m.goals.push({ kind: a, nodes });
    } else {
      declare(a);
      m.animals.push({ kind: head, node: a });
    }
  }
  return m;
}

export function writeDogBunny(m: DogBunnyModel): string {
  const lines: string[] = [];
  for (const n of m.nodes) lines.push(n.x === undefined || n.y === undefined ? `node ${n.name}` : `node ${n.name} ${n.x} ${n.y}`);
  for (const e of m.edges) {
    const cond = [...e.occupied, ...e.empty.map((n) => `!${n}`)];
    lines.push(`edge ${e.from} ${e.twoWay ? '<->' : '->'} ${e.to}${cond.length ? ` if ${cond.join(' ')}` : ''}`);
  }
  for (const a of m.animals) lines.push(`${a.kind} ${a.node}`);
  for (const g of m.goals) if (g.nodes.length) lines.push(`goal ${g.kind} ${g.nodes.join(' ')}`);
  return lines.join('\n') + '\n';
}
