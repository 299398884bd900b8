// Text format of RULES.md §4: node / edge / goal lines, and `KIND NODE` lines for animals.
import type { Parsed, TextPosition } from '../types.ts';
import { count, fail, isParseError, shown, sourceLines, words, type TextPlaces } from '../text.ts';

export interface DogNode {
  name: string;
  /** place on the editor's grid; absent: laid out automatically */
  x?: number;
  y?: number;
}

export interface DogEdge {
  from: string;
  to: string;
  twoWay: boolean;
  /** nodes that must each hold at least one animal */
  occupied: string[];
  /** nodes that must be empty */
  empty: string[];
}

export interface DogAnimal {
  kind: string;
  node: string;
}

export interface DogBunnyLevel {
  nodes: DogNode[];
  edges: DogEdge[];
  /** an animal's index here is its identity in play */
  animals: DogAnimal[];
  goals: { kind: string; nodes: string[] }[];
}

/** A node holds 8 bits of a packed state (the solver), so a graph has at most 256 nodes. */
export const MAX_NODES = 256;
/** Far more than any puzzle, and small enough that no count of animals on a node can wrap. */
export const MAX_ANIMALS = 256;
/**
 * Four times the nodes' cap, and past the largest graph the board is laid out for (tests:
 * largeLayout, 768 edges): the editor took 16 s to open on 23,000 edges a 1 MiB text holds, and
 * several seconds on 4,000.
 */
export const MAX_EDGES = 1_024;
/**
 * Nodes one edge's condition names: puzzles name one to three. 803 edges of 254 each (1 MiB of
 * text) held the built app's page for minutes before its board showed; 1,024 edges of 16, 4.5 s
 * opening the editor.
 */
export const MAX_CONDITION = 16;
/** The largest X or Y of a node: the editor draws a cell for every grid point up to the
 * furthest node and one beyond, at most 64 × 64 as in the grid families' editors. */
export const MAX_XY = 62;

const NAME = /^[A-Za-z0-9_-]+$/;
const KEYWORDS = new Set(['node', 'edge', 'goal', 'if']);

/** Where the reader read each of a level's lists' items: the node's name where it was named first, the line's first word for the rest. */
type ReadPlaces = Record<'nodes' | 'edges' | 'animals' | 'goals', TextPosition[]>;

/**
 * Read a level. `places`, when given, is told where each node, edge, animal and goal was read,
 * in the level's order (dogBunnyPlaces).
 */
export function parseDogBunny(text: string, places?: ReadPlaces): Parsed<DogBunnyLevel> {
  const level: DogBunnyLevel = { nodes: [], edges: [], animals: [], goals: [] };
  const declared = new Map<string, DogNode>();
  /** node names used by animals, goals and conditions, checked once every line is read */
  const uses: { name: string; line: number; column: number; what: string }[] = [];
  /** nodes given a `node` line (an edge may also declare one, and that is no duplicate) */
  const explicit = new Set<string>();
  /** the goal of each kind, with its nodes as a set so that a long goal line stays linear */
  const goals = new Map<string, { goal: DogBunnyLevel['goals'][number]; nodes: Set<string> }>();
  /** null, or the error for the node past MAX_NODES */
  const declare = (name: string, line: number, column: number) => {
    if (declared.has(name)) return null;
    if (declared.size === MAX_NODES) {
      return fail<DogBunnyLevel>(line, column, `node '${shown(name)}' is one too many: the graph has more than ${MAX_NODES} nodes; at most ${MAX_NODES} are read`);
    }
    const node: DogNode = { name };
    declared.set(name, node);
    level.nodes.push(node);
    places?.nodes.push({ line, column });
    return null;
  };
  const badName = (w: { word: string; column: number }, line: number, what: string) =>
    NAME.test(w.word) ? null : fail<DogBunnyLevel>(line, w.column, `'${shown(w.word)}' is not a valid ${what}; names use letters, digits, '-' and '_'`);

  const lines = sourceLines(text);
  if (isParseError(lines)) return { ok: false, error: lines };
  for (const { line, text: t } of lines) {
    const ws = words(t);
    const key = ws[0];
    if (!key) continue;
    if (key.word === 'node') {
      const name = ws[1];
      if (!name) return fail(line, t.length + 1, "expected a node name after 'node'");
      const bad = badName(name, line, 'node name');
      if (bad) return bad;
      if (explicit.has(name.word)) return fail(line, name.column, `node '${shown(name.word)}' is declared twice`);
      const tooMany = declare(name.word, line, name.column);
      if (tooMany) return tooMany;
      explicit.add(name.word);
      if (ws.length === 3) return fail(line, t.length + 1, `expected a Y coordinate after X for node '${shown(name.word)}'`);
      if (ws.length > 4) return fail(line, ws[4]!.column, `unexpected '${shown(ws[4]!.word)}' after the node's coordinates`);
      if (ws.length === 4) {
        for (const w of [ws[2]!, ws[3]!]) {
          // a grid point: a whole number, checked by its digits before it becomes a number
          if (!/^\d{1,3}$/.test(w.word) || Number(w.word) > MAX_XY) {
            return fail(line, w.column, `expected a whole number from 0 to ${MAX_XY} for the node's position on the grid, found '${shown(w.word)}'`);
          }
        }
        const node = declared.get(name.word)!;
        node.x = Number(ws[2]!.word);
        node.y = Number(ws[3]!.word);
      }
    } else if (key.word === 'edge') {
      const [, from, arrow, to] = ws;
      if (!from) return fail(line, t.length + 1, "expected 'edge FROM -> TO' or 'edge FROM <-> TO'");
      const badFrom = badName(from, line, 'node name');
      if (badFrom) return badFrom;
      if (!arrow || (arrow.word !== '->' && arrow.word !== '<->')) {
        return fail(line, arrow?.column ?? t.length + 1, `expected '->' or '<->' after '${shown(from.word)}'${arrow ? `, found '${shown(arrow.word)}'` : ''}`);
      }
      if (!to) return fail(line, t.length + 1, `expected the node the edge leads to after '${shown(arrow.word)}'`);
      const badTo = badName(to, line, 'node name');
      if (badTo) return badTo;
      if (to.word === from.word) return fail(line, to.column, `an edge must join two different nodes, not '${shown(to.word)}' to itself`);
      const edge: DogEdge = { from: from.word, to: to.word, twoWay: arrow.word === '<->', occupied: [], empty: [] };
      const rest = ws.slice(4);
      if (rest.length > 0) {
        if (rest[0]!.word !== 'if') return fail(line, rest[0]!.column, `expected 'if' and a condition after the edge, found '${shown(rest[0]!.word)}'`);
        if (rest.length === 1) return fail(line, t.length + 1, "expected node names after 'if' (NAME must be occupied, !NAME must be empty)");
        if (rest.length - 1 > MAX_CONDITION) {
          return fail(line, rest[MAX_CONDITION + 1]!.column, `this condition names ${count(rest.length - 1)} nodes; a condition names at most ${MAX_CONDITION}`);
        }
        const named = new Set<string>();
        for (const c of rest.slice(1)) {
          const negated = c.word.startsWith('!');
          const name = negated ? c.word.slice(1) : c.word;
          if (!NAME.test(name)) return fail(line, c.column, `'${shown(c.word)}' is not a condition; expected NAME (occupied) or !NAME (empty)`);
          if (named.has(name)) return fail(line, c.column, `node '${shown(name)}' appears twice in this condition`);
          named.add(name);
          (negated ? edge.empty : edge.occupied).push(name);
          uses.push({ name, line, column: c.column + (negated ? 1 : 0), what: 'condition' });
        }
      }
      if (level.edges.length === MAX_EDGES) {
        return fail(line, key.column, `one edge too many: the level has more than ${count(MAX_EDGES)} edges; at most ${count(MAX_EDGES)} are read`);
      }
      const tooMany = declare(edge.from, line, from.column) ?? declare(edge.to, line, to.column);
      if (tooMany) return tooMany;
      level.edges.push(edge);
      places?.edges.push({ line, column: key.column });
    } else if (key.word === 'goal') {
      const kind = ws[1];
      if (!kind) return fail(line, t.length + 1, "expected 'goal KIND NODE...'");
      const bad = badName(kind, line, 'animal kind');
      if (bad) return bad;
      if (ws.length < 3) return fail(line, t.length + 1, `expected at least one goal node for '${shown(kind.word)}'`);
      let goal = goals.get(kind.word);
      // (a goal's kind needs an animal of that kind, and there are at most MAX_ANIMALS)
      if (!goal && goals.size === MAX_ANIMALS) {
        return fail(line, kind.column, `a goal for one kind of animal too many: the level has goals for more than ${MAX_ANIMALS} kinds; at most ${MAX_ANIMALS} are read`);
      }
      if (!goal) {
        goal = { goal: { kind: kind.word, nodes: [] }, nodes: new Set() };
        goals.set(kind.word, goal);
        level.goals.push(goal.goal);
        places?.goals.push({ line, column: key.column });
      }
      for (const n of ws.slice(2)) {
        const badNode = badName(n, line, 'node name');
        if (badNode) return badNode;
        if (goal.nodes.has(n.word)) return fail(line, n.column, `'${shown(n.word)}' is already a goal of ${shown(kind.word)}`);
        goal.nodes.add(n.word);
        goal.goal.nodes.push(n.word);
        uses.push({ name: n.word, line, column: n.column, what: 'goal' });
      }
    } else {
      const bad = badName(key, line, 'animal kind or keyword');
      if (bad) return bad;
      if (KEYWORDS.has(key.word)) return fail(line, key.column, `'${shown(key.word)}' cannot start a line`);
      const node = ws[1];
      if (!node) {
        return fail(line, t.length + 1, `expected a node after '${shown(key.word)}' (a line is node, edge, goal, or KIND NODE to place an animal)`);
      }
      if (ws[2]) return fail(line, ws[2].column, `unexpected '${shown(ws[2].word)}': an animal line is KIND NODE`);
      const badNode = badName(node, line, 'node name');
      if (badNode) return badNode;
      if (level.animals.length === MAX_ANIMALS) {
        return fail(line, key.column, `one animal too many: the level has more than ${MAX_ANIMALS} animals; at most ${MAX_ANIMALS} are read`);
      }
      level.animals.push({ kind: key.word, node: node.word });
      places?.animals.push({ line, column: key.column });
      uses.push({ name: node.word, line, column: node.column, what: 'animal' });
    }
  }
  for (const u of uses) {
    if (!declared.has(u.name)) return fail(u.line, u.column, `unknown node '${shown(u.name)}' in this ${u.what}; declare it with a node or edge line`);
  }
  return { ok: true, level };
}

/**
 * Where the reader reads each part of a level's text (a validation problem's node, or its
 * animal or goal: ValidationIssue.part); null where the text does not read.
 */
export function dogBunnyPlaces(text: string): TextPlaces | null {
  const parts: ReadPlaces = { nodes: [], edges: [], animals: [], goals: [] };
  const parsed = parseDogBunny(text, parts);
  if (!parsed.ok) return null;
  const nodes = new Map(parsed.level.nodes.map((n, i) => [n.name, parts.nodes[i]!]));
  return { parts, node: (name) => nodes.get(name) ?? null };
}

/** An edge's condition as the text writes it after `if`: the nodes to be occupied, then `!` and each to be empty. */
export const conditionWords = (e: DogEdge): string[] => [...e.occupied, ...e.empty.map((n) => `!${n}`)];

/** The text of a graph of no nodes (a cleared drawing): a comment line, which the reader skips. */
export const EMPTY_GRAPH = '; an empty DogBunny level: no nodes yet';

export function makeDogBunny(level: DogBunnyLevel): string {
  const lines: string[] = [];
  for (const n of level.nodes) lines.push(n.x !== undefined && n.y !== undefined ? `node ${n.name} ${n.x} ${n.y}` : `node ${n.name}`);
  for (const e of level.edges) {
    const cond = conditionWords(e);
    lines.push(`edge ${e.from} ${e.twoWay ? '<->' : '->'} ${e.to}${cond.length ? ` if ${cond.join(' ')}` : ''}`);
  }
  for (const a of level.animals) lines.push(`${a.kind} ${a.node}`);
  for (const g of level.goals) lines.push(`goal ${g.kind} ${g.nodes.join(' ')}`);
  // a cleared drawing is written as a comment, which reads as the same empty graph: a text of
  // no lines ("\n") was refused by Import text as empty, and passed on as nothing
  if (lines.length === 0) lines.push(EMPTY_GRAPH);
  return `${lines.join('\n')}\n`;
}
