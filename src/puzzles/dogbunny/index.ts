// Conrad Barski's DogBunny (RULES.md §4): animals walk edges whose conditions hold; the
// condition is read on the position before the move, the moving animal included.
import type { PuzzleFamily, ValidationIssue } from '../types.ts';
import { placeIssue, plural, shown } from '../text.ts';
import { dogBunnyPlaces, makeDogBunny, MAX_ANIMALS, MAX_NODES, MAX_XY, parseDogBunny, type DogBunnyLevel } from './format.ts';
import { blankDogBunny } from './blank.ts';
import { DOGBUNNY_GALLERY } from './gallery.ts';

export type { DogAnimal, DogBunnyLevel, DogEdge, DogNode } from './format.ts';

/** at[i]: index in level.nodes of animal i of level.animals */
export interface DogBunnyState {
  at: number[];
}

export { MAX_ANIMALS, MAX_NODES, MAX_XY } from './format.ts';

/** One direction of an edge, with its condition as node indices. */
interface Arc {
  from: number;
  to: number;
  occupied: number[];
  empty: number[];
}

export function arcsOf(level: DogBunnyLevel): Arc[] {
  const index = new Map(level.nodes.map((n, i) => [n.name, i]));
  const id = (name: string) => index.get(name)!;
  const arcs: Arc[] = [];
  for (const e of level.edges) {
    const occupied = e.occupied.map(id);
    const empty = e.empty.map(id);
    arcs.push({ from: id(e.from), to: id(e.to), occupied, empty });
    if (e.twoWay) arcs.push({ from: id(e.to), to: id(e.from), occupied, empty });
  }
  return arcs;
}

function conditionHolds(arc: Arc, count: ArrayLike<number>): boolean {
  for (const n of arc.occupied) if (count[n] === 0) return false;
  for (const n of arc.empty) if (count[n] !== 0) return false;
  return true;
}

const countsOf = (level: DogBunnyLevel, at: readonly number[]) => {
  const count = new Uint16Array(level.nodes.length);
  for (const n of at) count[n]!++;
  return count;
};

/**
 * The kinds the editor has a goal tool for, by the tool's name: a problem says the tool to use
 * as well as the text's line, for the same words reach the editor, Import text and the CLI.
 * (Another kind comes only from text: its goal is only a line.)
 */
const goalTools = new Map([
  ['dog', 'Dog goal'],
  ['bunny', 'Bunny goal'],
]);

function validate(level: DogBunnyLevel): ValidationIssue[] {
  // an empty graph reads (a cleared drawing must survive make/parse) but is no level: a
  // problem of the level as a whole
  if (level.nodes.length === 0) {
    return [{ message: "empty level: place a node on the grid, or write 'node', 'edge', animal ('KIND NODE') and 'goal' lines" }];
  }
  const issues: ValidationIssue[] = [];
  if (level.nodes.length > MAX_NODES) issues.push({ message: `at most ${MAX_NODES} nodes; this graph has ${level.nodes.length}` });
  const offGrid = level.nodes.find((n) => [n.x, n.y].some((v) => v !== undefined && !(Number.isInteger(v) && v >= 0 && v <= MAX_XY)));
  if (offGrid) issues.push({ message: `node ${shown(offGrid.name)} lies off the grid at (${offGrid.x}, ${offGrid.y}): X and Y are whole numbers from 0 to ${MAX_XY}` });
  if (level.animals.length > MAX_ANIMALS) issues.push({ message: `at most ${MAX_ANIMALS} animals; this level has ${level.animals.length}` });
  if (level.animals.length === 0) {
    issues.push({ message: 'there are no animals: put one on a node with the Dog or Bunny tool (in text: a line "KIND NODE", e.g. "bunny house")' });
  }
  const goalKinds = new Set(level.goals.map((g) => g.kind));
  const animalKinds = new Set(level.animals.map((a) => a.kind));
  // (names have no cap of their own but the text's: a kind of 200,000 letters is said cut short, as a reader quotes one)
  for (const kind of animalKinds) {
    if (!goalKinds.has(kind)) {
      const said = shown(kind);
      // (in the text: the line of its first animal)
      const first = level.animals.findIndex((a) => a.kind === kind);
      issues.push({
        message: `the ${said} has no goal: ${goalTools.has(kind) ? `mark a node with the ${goalTools.get(kind)} tool (in text: a line "goal ${said} NODE")` : `add a line "goal ${said} NODE" to the level's text`}`,
        at: { kind: 'node', node: level.animals[first]!.node },
        part: { list: 'animals', index: first },
      });
    }
  }
  level.goals.forEach((goal, index) => {
    if (!animalKinds.has(goal.kind)) {
      // (in the text: its goal line)
      issues.push({ message: `there is a goal for ${shown(goal.kind)} but no ${shown(goal.kind)} on the board`, at: { kind: 'node', node: goal.nodes[0]! }, part: { list: 'goals', index } });
    }
  });
  return issues;
}

/**
 * Each way along an edge that no position lets an animal take, exactly: the animal taking it
 * stands on its start, so a condition asking that node to be empty never holds, nor one asking
 * more nodes to be occupied, its start among them, than the level has animals.
 */
function neverTaken(level: DogBunnyLevel): ValidationIssue[] {
  const notices: ValidationIssue[] = [];
  level.edges.forEach((e, index) => {
    const why = (from: string): string | null => {
      if (e.empty.includes(from)) return `its condition asks ${shown(from)} to be empty, and the animal taking it stands on ${shown(from)}`;
      const occupied = new Set([...e.occupied, from]).size;
      return occupied > level.animals.length
        ? `its condition asks ${occupied} nodes to hold an animal, ${shown(from)} (where the animal taking it stands) among them, and the level has ${plural(level.animals.length, 'animal')}`
        : null;
    };
    const forth = why(e.from);
    const back = e.twoWay ? why(e.to) : null;
    const edge = `the edge ${shown(e.from)} ${e.twoWay ? '<->' : '->'} ${shown(e.to)}`;
    const at = { kind: 'node', node: e.from } as const;
    const part = { list: 'edges', index };
    if (forth && !e.twoWay) notices.push({ message: `${edge} can never be taken: ${forth}`, at, part });
    else if (forth && back) notices.push({ message: `${edge} can never be taken either way: from ${shown(e.from)}, ${forth}; from ${shown(e.to)}, ${back}`, at, part });
    else if (forth) notices.push({ message: `${edge} can never be taken from ${shown(e.from)} to ${shown(e.to)}: ${forth}`, at, part });
    else if (back) notices.push({ message: `${edge} can never be taken from ${shown(e.to)} to ${shown(e.from)}: ${back}`, at: { kind: 'node', node: e.to }, part });
  });
  return notices;
}

const MOVE = /^([A-Za-z0-9_-]+):([A-Za-z0-9_-]+)->([A-Za-z0-9_-]+)$/;

/** A move in RULES.md's notation, read: `kind:from->to`; null where it is not one. */
export function readMove(notation: string): { kind: string; from: string; to: string } | null {
  const m = MOVE.exec(notation);
  return m ? { kind: m[1]!, from: m[2]!, to: m[3]! } : null;
}

function play(level: DogBunnyLevel, state: DogBunnyState, notation: string): DogBunnyState | null {
  const m = readMove(notation);
  if (!m) return null;
  const { kind, from: fromName, to: toName } = m;
  const from = level.nodes.findIndex((n) => n.name === fromName);
  const to = level.nodes.findIndex((n) => n.name === toName);
  const animal = level.animals.findIndex((a, i) => a.kind === kind && state.at[i] === from);
  if (from < 0 || to < 0 || animal < 0) return null;
  const count = countsOf(level, state.at);
  if (!arcsOf(level).some((a) => a.from === from && a.to === to && conditionHolds(a, count))) return null;
  const at = state.at.slice();
  at[animal] = to;
  return { at };
}

/** The level without its nodes' places on the grid: what play and the solver see. */
const unplaced = (level: DogBunnyLevel): DogBunnyLevel => ({ ...level, nodes: level.nodes.map(({ name }) => ({ name })) });

export const dogbunny: PuzzleFamily<DogBunnyLevel, DogBunnyState> = {
  id: 'dogbunny',
  title: 'DogBunny',
  formats: ['dogbunny'],
  parse: (text) => parseDogBunny(text),
  placeInText: (text, issue) => placeIssue(dogBunnyPlaces(text), issue),
  make: makeDogBunny,
  validate,
  notices: neverTaken,
  blank: blankDogBunny,
  samePuzzle: (a, b) => makeDogBunny(unplaced(a)) === makeDogBunny(unplaced(b)),
  start: (level) => {
    const index = new Map(level.nodes.map((n, i) => [n.name, i]));
    return { at: level.animals.map((a) => index.get(a.node)!) };
  },
  notation: (level) => {
    const kinds = new Set(level.animals.map((a) => a.kind));
    const arcs = new Set(level.edges.flatMap((e) => [`${e.from}\n${e.to}`, ...(e.twoWay ? [`${e.to}\n${e.from}`] : [])]));
    const example = level.edges[0] && level.animals[0] ? `, as ${level.animals[0].kind}:${level.edges[0].from}->${level.edges[0].to}` : '';
    return {
      names: (word) => {
        const m = readMove(word);
        return m !== null && kinds.has(m.kind) && arcs.has(`${m.from}\n${m.to}`);
      },
      expected: `kind:from->to, an animal's kind (${[...kinds].join(', ')}) and an edge of the graph${example}`,
    };
  },
  legalMoves: (level, state) => {
    const count = countsOf(level, state.at);
    const moves = new Set<string>();
    const arcs = arcsOf(level);
    level.animals.forEach((a, i) => {
      for (const arc of arcs) {
        if (arc.from === state.at[i] && conditionHolds(arc, count)) {
          moves.add(`${a.kind}:${level.nodes[arc.from]!.name}->${level.nodes[arc.to]!.name}`);
        }
      }
    });
    return [...moves];
  },
  play,
  isWon: (level, state) =>
    level.animals.every((a, i) => level.goals.some((g) => g.kind === a.kind && g.nodes.includes(level.nodes[state.at[i]!]!.name))),
  levelFromState: (level, state) => ({
    ...level,
    animals: level.animals.map((a, i) => ({ kind: a.kind, node: level.nodes[state.at[i]!]!.name })),
  }),
  gallery: DOGBUNNY_GALLERY,
  interchangeable: { called: 'animals of one kind', on: (l) => new Set(l.animals.map((a) => a.kind)).size < l.animals.length },
};
