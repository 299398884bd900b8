// DogBunny editor, on the DogBunny board itself: its grid points are the paint layer's cells.
// Place nodes on the points and name them, draw one-way or two-way edges (click or drag from
// node to node), give an edge its condition, place dogs and bunnies, choose goals, move and
// delete. A graph imported without positions is laid out automatically.
import { useCallback, useId, useLayoutEffect, useMemo, useRef, useState, type RefObject } from 'react';
import { EditError, EditHint, GridCanvas, Palette, useEscape, type PaintEvent, type Tool } from '../../editor/GridEditor.tsx';
import { listWords, removedWords, useLevelEdit } from '../../editor/useLevelEdit.ts';
import { nodeCellClass } from '../../editor/ValidationList.tsx';
import { issueMarks } from '../../view/boardWords.ts';
import type { FamilyEditorProps } from '../../view/types.ts';
import { conditionWords, MAX_NODES, MAX_XY, type DogBunnyLevel, type DogEdge } from './format.ts';
import { along, autoLayout, coursePieces, edgeCourses, nodeRadius, type Box, type Course } from './layout.ts';
import { plural } from '../text.ts';
import DogBunnyBoard, { readSide, UNIT } from './Board.tsx';
import { useBoardScale } from '../../view/useBoardScale.ts';

const TOOLS: Tool[] = [
  { id: 'node', label: 'Node' },
  { id: 'one-way', label: 'One-way edge', swatch: '→' },
  { id: 'two-way', label: 'Two-way edge', swatch: '↔' },
  { id: 'move', label: 'Move node' },
  { id: 'dog', label: 'Dog', swatch: 'D' },
  { id: 'bunny', label: 'Bunny', swatch: 'B' },
  { id: 'goal-dog', label: 'Dog goal' },
  { id: 'goal-bunny', label: 'Bunny goal' },
  { id: 'delete', label: 'Delete' },
];

const NAME = /^[A-Za-z0-9_-]+$/;

type DogBunnyModel = DogBunnyLevel;

function freshName(m: DogBunnyModel): string {
  for (let i = 1; ; i++) if (!m.nodes.some((n) => n.name === `n${i}`)) return `n${i}`;
}

/** Remove a node and every mention of it. */
export function deleteNode(m: DogBunnyModel, name: string): DogBunnyModel {
  return {
    nodes: m.nodes.filter((n) => n.name !== name),
    edges: m.edges
      .filter((e) => e.from !== name && e.to !== name)
      .map((e) => ({ ...e, occupied: e.occupied.filter((x) => x !== name), empty: e.empty.filter((x) => x !== name) })),
    animals: m.animals.filter((a) => a.node !== name),
    goals: m.goals.map((g) => ({ ...g, nodes: g.nodes.filter((x) => x !== name) })),
  };
}

/** A goal left with no node is no goal (the reader refuses 'goal bunny' alone): it goes, and the kind's "has no goal" is said below the board. */
const dropEmptyGoals = (m: DogBunnyModel): DogBunnyModel => (m.goals.every((g) => g.nodes.length > 0) ? m : { ...m, goals: m.goals.filter((g) => g.nodes.length > 0) });

/**
 * An edge in words, its way said in words: the text format's '->' and '<->' were read by a screen
 * reader as punctuation ('dash greater'), or at its usual punctuation level not at all, so that
 * 'edge a -> b' and 'edge a <-> b' both sounded 'edge a b' (a message, a delete button's name).
 */
const edgeWords = (e: Pick<DogEdge, 'from' | 'to' | 'twoWay'>) => (e.twoWay ? `edge both ways between ${e.from} and ${e.to}` : `edge from ${e.from} to ${e.to}`);

/**
 * What deleting a node takes with it that the board may not show going, in words: its edges,
 * its animals, its places among the goals, and its name in other edges' conditions (an edge
 * whose only condition it was is open from then on).
 */
export function deletedWith(m: DogBunnyModel, name: string): string[] {
  const edges = m.edges.filter((e) => e.from === name || e.to === name);
  const kinds = [...new Set(m.animals.filter((a) => a.node === name).map((a) => a.kind))];
  const conditions = m.edges.filter((e) => e.from !== name && e.to !== name && [...e.occupied, ...e.empty].includes(name));
  return [
    ...(edges.length > 3 ? [plural(edges.length, 'edge')] : edges.map(edgeWords)),
    ...kinds.map((kind) => plural(m.animals.filter((a) => a.node === name && a.kind === kind).length, kind)),
    ...m.goals.filter((g) => g.nodes.includes(name)).map((g) => (g.nodes.length === 1 ? `the ${g.kind}'s only goal` : `a goal of the ${g.kind}`)),
    ...conditions.map((e) => {
      const open = e.occupied.length + e.empty.length === 1;
      return `its name in the condition of ${edgeWords(e)}${open ? ', which is now always open' : ''}`;
    }),
  ];
}

/** Why a condition typed for an edge cannot be taken, or null if it can. */
export function conditionProblem(m: DogBunnyModel, text: string): string | null {
  for (const word of text.trim().split(/\s+/).filter(Boolean)) {
    const node = word.startsWith('!') ? word.slice(1) : word;
    if (!NAME.test(node)) return `'${word}' is not a condition: write a node's name (it must be occupied) or ! and a name (it must be empty)`;
    if (!m.nodes.some((n) => n.name === node)) return `there is no node '${node}'`;
  }
  return null;
}

/** Why `to` cannot be the new name of node `from`, or null if it can. */
export function renameProblem(m: DogBunnyModel, from: string, to: string): string | null {
  if (to === '') return `node ${from} needs a name`;
  if (!NAME.test(to)) return `'${to}' is not a name: names use letters, digits, '-' and '_'`;
  if (to !== from && m.nodes.some((n) => n.name === to)) return `'${to}' is the name of another node`;
  return null;
}

/** Rename a node everywhere it is mentioned; unchanged if the name is taken or not a name. */
export function renameNode(m: DogBunnyModel, from: string, to: string): DogBunnyModel {
  if (renameProblem(m, from, to) !== null) return m;
  const r = (x: string) => (x === from ? to : x);
  return {
    nodes: m.nodes.map((n) => (n.name === from ? { ...n, name: to } : n)),
    edges: m.edges.map((e) => ({ ...e, from: r(e.from), to: r(e.to), occupied: e.occupied.map(r), empty: e.empty.map(r) })),
    animals: m.animals.map((a) => ({ ...a, node: r(a.node) })),
    goals: m.goals.map((g) => ({ ...g, nodes: g.nodes.map(r) })),
  };
}

/**
 * Draw an edge from `from` to `to`: add it, or, if one joins the two nodes already, make it the
 * kind asked for (a two-way one drawn over a one-way one either way; a one-way one drawn over a
 * two-way one points the way it was drawn, from `from` to `to`), its condition kept. A one-way
 * edge drawn against a one-way one is a second edge, beside the first. With what it did, in words:
 * the board may not show a turned edge or a second one (the same level where it did nothing).
 */
export function drawEdge(m: DogBunnyModel, from: string, to: string, twoWay: boolean): { level: DogBunnyModel; words: string } {
  if (from === to) return { level: m, words: '' };
  // (the edge drawn the same way first, where there are two)
  const same = m.edges.findIndex((e) => e.from === from && e.to === to);
  const i = same >= 0 ? same : m.edges.findIndex((e) => (e.twoWay || twoWay) && e.from === to && e.to === from);
  const drawn = edgeWords({ from, to, twoWay });
  if (i < 0) {
    const back = m.edges.find((e) => e.from === to && e.to === from);
    return { level: { ...m, edges: [...m.edges, { from, to, twoWay, occupied: [], empty: [] }] }, words: `Added ${drawn}${back ? `, beside ${edgeWords(back)}` : ''}.` };
  }
  const was = m.edges[i]!;
  if (was.twoWay === twoWay && (twoWay || was.from === from)) return { level: m, words: `E${edgeWords(was).slice(1)} is there already.` };
  const made = twoWay ? { ...was, twoWay } : { ...was, from, to, twoWay };
  const kept = conditionText(was) ? ', its condition kept' : '';
  return { level: { ...m, edges: m.edges.map((e, k) => (k === i ? made : e)) }, words: `Made ${edgeWords(was)} ${twoWay ? 'two-way' : 'one-way'}: ${edgeWords(made)}${kept}.` };
}

/**
 * The edges a level has more than once, in words: the same nodes, the same way and the same
 * condition are one path, but a text may write it twice, and the board draws each beside the
 * other, alike, with nothing to tell them apart (the editor never draws a second: it says it is
 * there already).
 */
export function repeatedEdges(m: DogBunnyModel): string[] {
  const sorted = (names: readonly string[]) => [...names].sort().join(' ');
  const key = (e: DogEdge) => `${e.twoWay ? sorted([e.from, e.to]) : `${e.from} ${e.to}`} ${e.twoWay} ${sorted(e.occupied)} ! ${sorted(e.empty)}`;
  const seen = new Map<string, { edge: DogEdge; n: number }>();
  for (const e of m.edges) {
    const had = seen.get(key(e));
    if (had) had.n++;
    else seen.set(key(e), { edge: e, n: 1 });
  }
  return [...seen.values()].filter(({ n }) => n > 1).map(({ edge, n }) => `${edgeWords(edge)}${conditionText(edge) ? ` if ${conditionText(edge)}` : ''} ${n === 2 ? 'twice' : `${n} times`}`);
}

/** "house !tree" → the condition's two lists */
function parseCondition(text: string): Pick<DogEdge, 'occupied' | 'empty'> {
  const words = text.trim().split(/\s+/).filter(Boolean);
  return { occupied: words.filter((w) => !w.startsWith('!')), empty: words.filter((w) => w.startsWith('!')).map((w) => w.slice(1)) };
}
const conditionText = (e: DogEdge) => conditionWords(e).join(' ');

function toggleGoal(m: DogBunnyModel, kind: string, node: string): DogBunnyModel {
  const has = m.goals.some((g) => g.kind === kind);
  const goals = has ? m.goals : [...m.goals, { kind, nodes: [] }];
  return {
    ...m,
    goals: goals.map((g) =>
      g.kind !== kind ? g : { ...g, nodes: g.nodes.includes(node) ? g.nodes.filter((x) => x !== node) : [...g.nodes, node] },
    ),
  };
}

function removeAnimal(m: DogBunnyModel, kind: string, node: string): DogBunnyModel {
  const i = m.animals.findIndex((a) => a.kind === kind && a.node === node);
  return i < 0 ? m : { ...m, animals: m.animals.filter((_, k) => k !== i) };
}

/** the animals by kind and node, in the order they first appear: what the list of animals shows */
function animalsOnNodes(m: DogBunnyModel): { kind: string; node: string; n: number }[] {
  const counted = new Map<string, { kind: string; node: string; n: number }>();
  for (const a of m.animals) {
    const key = `${a.kind} ${a.node}`;
    const seen = counted.get(key);
    if (seen) seen.n++;
    else counted.set(key, { kind: a.kind, node: a.node, n: 1 });
  }
  return [...counted.values()];
}

const addNode = (m: DogBunnyModel, x: number, y: number): DogBunnyModel =>
  m.nodes.some((n) => n.x === x && n.y === y) ? m : { ...m, nodes: [...m.nodes, { name: freshName(m), x, y }] };

const moveNode = (m: DogBunnyModel, name: string, x: number, y: number): DogBunnyModel =>
  m.nodes.some((n) => n.x === x && n.y === y) ? m : { ...m, nodes: m.nodes.map((n) => (n.name === name ? { ...n, x, y } : n)) };

/** Node `dropped`, dragged onto node `onto`, takes its point, and `onto` takes the point `dropped` was dragged from (a point no other node has, or the level is unchanged). */
export function swapNodes(m: DogBunnyModel, dropped: string, onto: string, from: { x: number; y: number }): DogBunnyModel {
  const target = m.nodes.find((n) => n.name === onto);
  if (!target || dropped === onto || m.nodes.some((n) => n.name !== dropped && n.x === from.x && n.y === from.y)) return m;
  return { ...m, nodes: m.nodes.map((n) => (n.name === dropped ? { ...n, x: target.x, y: target.y } : n.name === onto ? { ...n, x: from.x, y: from.y } : n)) };
}

const deleteEdge = (m: DogBunnyModel, i: number): DogBunnyModel => ({ ...m, edges: m.edges.filter((_, k) => k !== i) });

/** A node in words, for its point on the board. */
function describeNode(m: DogBunnyModel, name: string): string {
  const count = (kind: string) => m.animals.filter((a) => a.node === name && a.kind === kind).length;
  const animals = [...new Set(m.animals.filter((a) => a.node === name).map((a) => a.kind))].map((kind) => `${count(kind)} ${kind}`);
  const goals = m.goals.filter((g) => g.nodes.includes(name)).map((g) => g.kind);
  return [`node ${name}`, ...animals, ...(goals.length ? [`goal of ${goals.join(' and ')}`] : [])].join(', ');
}

/** where a node is drawn on the board, in board units */
const pointOf = (n: { x?: number; y?: number } | undefined) => ({ x: ((n?.x ?? 0) + 1) * UNIT, y: ((n?.y ?? 0) + 1) * UNIT });

/** half the width editor.css gives an edge's line to click (.ed-overlay line's stroke-width), in board units */
const EDGE_HIT_HALF_WIDTH = 8;

/**
 * The part of an edge's line outside its two nodes' cells, or null where none is (nodes a grid
 * point apart: edgeTarget gives that edge a grip): drawn from centre to centre, the line lay over
 * its nodes, so that with Delete a click on a node with edges took an edge away, never the node.
 */
export function lineBetweenCells(a: { x: number; y: number }, b: { x: number; y: number }): { x1: number; y1: number; x2: number; y2: number } | null {
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  // (a cell is the square of a unit round its node: the line leaves it where its longer axis has gone half a unit, and its stroke half its width after)
  const cut = (UNIT / 2 + EDGE_HIT_HALF_WIDTH) / Math.max(Math.abs(dx), Math.abs(dy));
  if (!(cut < 0.5)) return null;
  return { x1: a.x + dx * cut, y1: a.y + dy * cut, x2: b.x - dx * cut, y2: b.y - dy * cut };
}

/** the least a finger's target is across, in CSS px (WCAG 2.5.8's minimum) */
const FINGER_PX = 24;
/** a grip's least radius, in board units: wider than an edge's line to click, and two grips a grid point apart (an edge across and one down) do not meet */
const GRIP_R = EDGE_HIT_HALF_WIDTH + 6;
/** a grip's width at the board's `scale` (CSS px a unit) */
const gripWidth = (scale: number) => 2 * Math.max(FINGER_PX / 2 / (scale || 1), GRIP_R);
/** how far past its radius a press is its node's (its stroke): cut out of every edge's targets */
const NODE_HELD = 3;

/**
 * Where an edge is pressed with Delete: its line between cells, or, where that is shorter than a
 * finger or none (nodes a grid point apart), a round grip at its middle, at least FINGER_PX
 * across at the board's `scale` (CSS px a unit), drawn as a line a unit long with round ends
 * (`width`). A grip may lie on its nodes' cells, so the overlay cuts the nodes' circles out of it
 * (nodesCutOut): a press on a node is still the node's.
 */
export function edgeTarget(a: { x: number; y: number }, b: { x: number; y: number }, scale: number): { x1: number; y1: number; x2: number; y2: number; width?: number } {
  const line = lineBetweenCells(a, b);
  if (line && Math.hypot(line.x2 - line.x1, line.y2 - line.y1) * scale >= FINGER_PX) return line;
  const len = Math.hypot(b.x - a.x, b.y - a.y) || 1;
  const [ux, uy] = [(b.x - a.x) / len / 2, (b.y - a.y) / len / 2];
  const [mx, my] = [(a.x + b.x) / 2, (a.y + b.y) / 2];
  return { x1: mx - ux, y1: my - uy, x2: mx + ux, y2: my + uy, width: gripWidth(scale) };
}

/**
 * Where an edge drawn along `course` (edgeCourses') is pressed with Delete: a straight one as
 * edgeTarget says; a bent one (an edge that would run under a node, or one of two joining the
 * same nodes) along its pieces, and by a grip at its middle, clear of every node where it can be.
 */
export function edgeTargets(course: Course, a: { x: number; y: number }, b: { x: number; y: number }, scale: number): ReturnType<typeof edgeTarget>[] {
  if (!course.via) return [edgeTarget(a, b, scale)];
  const { x, y } = along(course, 0.5);
  return [...coursePieces(course), { x1: x - 0.5, y1: y, x2: x + 0.5, y2: y, width: gripWidth(scale) }];
}

/** the board less every node's circle (a clip path's, even-odd: the circles never meet, a grid point apart) */
export const nodesCutOut = (width: number, height: number, centres: readonly { x: number; y: number }[], r: number) => {
  const held = r + NODE_HELD;
  return [`M0 0H${width}V${height}H0Z`, ...centres.map(({ x, y }) => `M${x - held} ${y}a${held} ${held} 0 1 0 ${2 * held} 0a${held} ${held} 0 1 0 ${-2 * held} 0Z`)].join('');
};

/** the nodes and edges up to which the list of names and conditions is open from the start */
const LIST_OPEN_UP_TO = 40;

// one element each, for good: a row of the paint layer whose marks are the same elements is not
// drawn again (new ones at each edit drew all 4,096 cells of a 64×64 grid again)
const GRID_POINT = <span className="ed-point" aria-hidden="true" />;
const PICKED = <span className="ed-picked" aria-hidden="true" />;
/**
 * the editor's mark over a grid point: an empty point's dot, the picked node's ring, or none (an
 * empty point under a word: the dot, drawn over the board, sat on a name or condition placed beside
 * its node or edge, as on 'end (goal: bunny)' of a new level's end once an edge left it downwards)
 */
export const pointMark = (node: string | undefined, picked: string | null, underWord = false) =>
  !node ? (underWord ? null : GRID_POINT) : node === picked ? PICKED : null;

/** how near a word's box a grid point's dot shows none (board units): the dot's own half (3 px, some 4 units as a phone or a desktop draws the board) and a word's ink past its estimated box (the phone's test found 'bank (goal: dog)' on a dot without it) */
const NEAR_WORD = UNIT / 6;

/** the grid points ('r,c'; point (r, c) lies at (c + 1) × UNIT, (r + 1) × UNIT in board units) in one of the boxes or NEAR_WORD of it */
function pointsUnder(boxes: readonly Box[]): Set<string> {
  const under = new Set<string>();
  const from = (v: number) => Math.ceil((v - NEAR_WORD) / UNIT) - 1;
  const to = (v: number) => Math.floor((v + NEAR_WORD) / UNIT) - 1;
  for (const b of boxes) for (let r = from(b.y); r <= to(b.y + b.h); r++) for (let c = from(b.x); c <= to(b.x + b.w); c++) under.add(`${r},${c}`);
  return under;
}

/** app.css's side-on layout (a phone on its side, a desktop's window under 500 px high): the board at the left, as high as the screen */
const SIDE_ON = '(min-width: 30.03125em) and (max-width: 74.9375em) and (max-height: 29.99875em) and (orientation: landscape), (min-width: 74.96875em) and (max-height: 31.24875em)';
/** the zoom's buttons' column beside the board, rem (view/zoom.css: 1.75rem and a gap of 0.2rem) */
const ZOOM_BAR = 1.95;

/**
 * The room the map is drawn in, px, in the side-on layout (else null): the zoom's width less its
 * buttons' column, and the board's greatest height there (app.css: the screen's less 2.2rem and 2 px).
 */
function useSideOnRoom(inBoard: RefObject<Element | null>): { w: number; h: number } | null {
  const [room, setRoom] = useState<{ w: number; h: number } | null>(null);
  useLayoutEffect(() => {
    const zoom = inBoard.current?.closest('.zoom');
    if (!zoom || typeof window.matchMedia !== 'function') return;
    const sideOn = window.matchMedia(SIDE_ON);
    const read = () => {
      const rem = parseFloat(getComputedStyle(document.documentElement).fontSize) || 16;
      const next = sideOn.matches ? { w: zoom.clientWidth - ZOOM_BAR * rem, h: window.innerHeight - 2.2 * rem - 2 } : null;
      setRoom((r) => (r?.w === next?.w && r?.h === next?.h ? r : next));
    };
    read();
    const seen = typeof ResizeObserver === 'function' ? new ResizeObserver(read) : null;
    seen?.observe(zoom);
    window.addEventListener('resize', read);
    return () => {
      seen?.disconnect();
      window.removeEventListener('resize', read);
    };
  }, [inBoard]);
  return room;
}

/**
 * The grid points shown, at least `cols` × `rows`, more of them across or down where the room
 * (useSideOnRoom) has another shape, as many as it holds at the size the board is drawn at: the
 * map fills its panel, and the points added are room for new nodes (the level's own points
 * alone left a wide level's map half its room in the side-on layout).
 */
export function filled(cols: number, rows: number, room: { w: number; h: number } | null): [number, number] {
  if (!room || !(room.w > 0) || !(room.h > 0)) return [cols, rows];
  // (a grid point's margin round the points: cols + 1 units across, rows + 1 down)
  const shape = room.w / room.h;
  if ((cols + 1) / (rows + 1) < shape) return [Math.max(cols, Math.min(MAX_XY + 1, Math.floor(shape * (rows + 1)) - 1)), rows];
  return [cols, Math.max(rows, Math.min(MAX_XY + 1, Math.floor((cols + 1) / shape) - 1))];
}

export default function DogBunnyEditor({ family, level, onChange, issues }: FamilyEditorProps<DogBunnyLevel>) {
  const { edit: editLevel, error, say, said } = useLevelEdit(family, level, onChange);
  // a graph imported without positions is laid out; the first edit writes those positions
  const model = useMemo(() => autoLayout(level), [level]);
  const edit = useCallback((change: (m: DogBunnyModel) => DogBunnyModel) => editLevel((l) => dropEmptyGoals(change(autoLayout(l)))), [editLevel]);
  // what a stroke of Delete took, said whole (a drag across two nodes names both)
  const strokeDeleted = useRef<{ nodes: string[]; items: string[] }>({ nodes: [], items: [] });
  const deleteSaying = (node: string, phase: PaintEvent['phase']) => {
    if (phase === 'start') strokeDeleted.current = { nodes: [], items: [] };
    let gone: string[] = [];
    // (what went is read from the level the edit deletes from: a drag may outrun the render)
    if (!edit((m) => ((gone = deletedWith(m, node)), deleteNode(m, node)))) return;
    const so = strokeDeleted.current;
    so.nodes.push(node);
    so.items.push(...gone);
    const nodes = `${so.nodes.length === 1 ? 'node' : 'nodes'} ${listWords(so.nodes)}`;
    if (so.items.length > 0) say(removedWords(`Deleted ${nodes} with`, so.items, true));
    else if (so.nodes.length > 1) say(removedWords('Deleted', [nodes], true));
  };
  // an edge pressed away on the board is named, with its condition: the board may draw another between the same nodes
  const deleteEdgeSaying = (i: number) => {
    let gone: DogEdge | undefined;
    if (edit((m) => ((gone = m.edges[i]), deleteEdge(m, i))) && gone) say(`Deleted ${edgeWords(gone)}${conditionText(gone) ? ` if ${conditionText(gone)}` : ''}.`);
  };
  const [tool, setTool] = useState('node');
  const drawEdgeSaying = (from: string, to: string) => {
    let words = '';
    edit((m) => {
      const drawn = drawEdge(m, from, to, tool === 'two-way');
      words = drawn.words;
      return drawn.level;
    });
    if (words) say(words);
  };
  const [pickedName, setPicked] = useState<string | null>(null);
  // a node asked for on a full graph: said in the editor's words (the reader's named the node it would have made up)
  const [full, setFull] = useState(false);
  // open at first only where it is short: a graph of hundreds of nodes made it pages long
  const [listOpen, setListOpen] = useState(() => model.nodes.length + model.edges.length <= LIST_OPEN_UP_TO);
  // a node dragged with Move node is let go when the stroke ends
  const dragged = useRef(false);
  // with Move node, the node pressed and its point when the stroke began, and the node the stroke is over now (a drop there swaps the two)
  const moving = useRef<{ name: string; x: number; y: number; over: string | null } | null>(null);
  // an edge dragged from the picked node: the node under the pointer (null over an empty point)
  const dragOver = useRef<string | null>(null);
  // a stroke begun on the picked node lets it go only as it ends (a click, Enter): dragged on, it
  // draws the edge or moves the node, as a drag from a node not picked yet does (the press let it go
  // at once, and the drag from it drew no edge and moved nothing)
  const letGo = useRef(false);
  const flagged = useMemo(() => issueMarks(issues).nodes, [issues]);
  const repeated = useMemo(() => repeatedEdges(model), [model]);
  // the grid points shown: the nodes' and room for more around them
  // during a stroke the points shown stay as they were: grown or shrunk under the finger (a node
  // dragged or drawn at the edge), the board rescaled and the stroke went on a point or two past
  // where the finger was; the note on repeated edges above the board is held too (a node deleted
  // as the finger went down took the note away, and the board moved up under the finger)
  const [heldExtent, setHeldExtent] = useState<{ cols: number; rows: number; repeated: string[] } | null>(null);
  // the board's words as placed, for the grid points under them
  const [wordBoxes, setWordBoxes] = useState<readonly Box[]>([]);
  const underWords = useMemo(() => pointsUnder(wordBoxes), [wordBoxes]);
  // (the overlay is always drawn, empty but for Delete, so that its scale is known when Delete is chosen)
  const overlaySvg = useRef<SVGSVGElement>(null);
  const room = useSideOnRoom(overlaySvg);
  const [cols, rows] = heldExtent
    ? [heldExtent.cols, heldExtent.rows]
    : filled(Math.min(MAX_XY + 1, Math.max(6, ...model.nodes.map((n) => (n.x ?? 0) + 2))), Math.min(MAX_XY + 1, Math.max(5, ...model.nodes.map((n) => (n.y ?? 0) + 2))), room);
  const repeatedShown = heldExtent?.repeated ?? repeated;
  const at = useMemo(() => new Map(model.nodes.map((n) => [n.name, n])), [model]);
  // a node picked and then taken away (Undo, Import, a rename in the list) is picked no longer:
  // an edge drawn from it named a node the level lacks, and the edit was refused in the text's words
  const picked = pickedName !== null && at.has(pickedName) ? pickedName : null;
  const nodeAt = useMemo(() => new Map(model.nodes.map((n) => [`${n.y ?? 0},${n.x ?? 0}`, n.name])), [model]);
  const chooseTool = useCallback((id: string) => {
    setTool(id);
    setPicked(null);
  }, []);
  // Escape lets the picked node go, as it puts Snakebird's waiting pad away: a node picked by a
  // mistaken Enter could be let go only from its own point
  useEscape(picked !== null, () => setPicked(null));

  const onPaint = (e: PaintEvent) => {
    const { row: y, col: x } = e;
    const node = nodeAt.get(`${y},${x}`) ?? null;
    setFull(false);
    if (e.phase === 'start') setHeldExtent({ cols, rows, repeated });
    if (e.erase) {
      if (node && (tool === 'dog' || tool === 'bunny')) edit((m) => removeAnimal(m, tool, node));
      else if (node) deleteSaying(node, e.phase);
      return;
    }
    if (tool === 'node') {
      if (!node && model.nodes.length >= MAX_NODES) setFull(true);
      else if (!node) edit((m) => addNode(m, x, y));
    } else if (tool === 'delete') {
      if (node) deleteSaying(node, e.phase);
    } else if (e.phase !== 'start' && !(tool === 'move' || tool.endsWith('-way'))) {
      // animals and goals: one per click, not one per cell a drag crosses
    } else if (tool === 'dog' || tool === 'bunny') {
      if (node) edit((m) => ({ ...m, animals: [...m.animals, { kind: tool, node }] }));
    } else if (tool === 'goal-dog' || tool === 'goal-bunny') {
      if (node) edit((m) => toggleGoal(m, tool.slice(5), node));
    } else if (tool === 'move') {
      if (e.phase === 'start') moving.current = node ? { name: node, x, y, over: null } : null;
      if (node) {
        if (e.phase === 'start' && node === picked) letGo.current = true;
        else if (e.phase === 'start') setPicked(node);
        else if (moving.current) moving.current.over = node === moving.current.name ? null : node;
      } else if (picked) {
        if (moving.current) moving.current.over = null;
        edit((m) => moveNode(m, picked, x, y));
        if (e.phase === 'start') setPicked(null);
        else dragged.current = true;
      }
    } else if (e.phase === 'drag') {
      dragOver.current = node;
    } else if (node) {
      // an edge: click one node then the other, or drag from one to the other (joined on release)
      if (picked === null) {
        if (e.phase === 'start') setPicked(node);
      } else if (node === picked) {
        if (e.phase === 'start') letGo.current = true;
      } else {
        drawEdgeSaying(picked, node);
        setPicked(null);
      }
    }
  };

  const centre = (name: string) => pointOf(at.get(name));
  const r = useMemo(() => nodeRadius(model), [model]);
  const courses = useMemo(() => edgeCourses(model, (name) => pointOf(at.get(name)), r), [model, at, r]);
  const width = (cols + 1) * UNIT;
  const height = (rows + 1) * UNIT;
  const scale = useBoardScale(overlaySvg, width, height);
  const clipId = `db-cut${useId().replace(/[^a-z0-9]/gi, '')}`;

  return (
    <div className="ed-family ed-dogbunny">
      <Palette tools={TOOLS} tool={tool} onToolChange={chooseTool} />
      {/* above the board, where a phone shows them (under it they were out of sight); a tap's words wait for the finger to lift (EditHint) */}
      <EditHint
        text={
          full && model.nodes.length >= MAX_NODES
            ? `Not added: a level has at most ${MAX_NODES} nodes, and this one has ${MAX_NODES}. Delete one to add another.`
            : picked
              ? `Picked ${picked}: now choose ${tool === 'move' ? 'a grid point' : 'the other node'}; ${picked} again, or Escape, lets it go.`
              : said
        }
      />
      <EditError message={error} />
      {repeatedShown.length > 0 && (
        <p className="ed-hint ed-repeated">
          {`The level has ${listWords(repeatedShown)}: the copies are one path, drawn side by side alike. Delete them (with Delete on the board, or in the list).`}
        </p>
      )}
      <GridCanvas
        rows={rows}
        cols={cols}
        board={<DogBunnyBoard level={model} state={family.start(model)} extent={{ cols, rows }} courses={courses} onWords={setWordBoxes} />}
        frame={{ width, height, left: UNIT / 2, top: UNIT / 2, cellWidth: UNIT, cellHeight: UNIT, readSide: readSide(r) }}
        onPaint={onPaint}
        onStrokeEnd={() => {
          setHeldExtent(null);
          const over = dragOver.current;
          if (over !== null && picked !== null && over !== picked && tool.endsWith('-way')) {
            drawEdgeSaying(picked, over);
            setPicked(null);
          }
          // a node dropped on another: the two swap places (the other to where the dragged one began), and the hint says so
          const drop = moving.current;
          moving.current = null;
          if (tool === 'move' && drop?.over) {
            const onto = drop.over;
            if (edit((m) => swapNodes(m, drop.name, onto, drop))) say(`Swapped ${drop.name} and ${onto}: ${onto} was on the point ${drop.name} was dropped on.`);
            setPicked(null);
          }
          if (dragged.current || letGo.current) setPicked(null);
          dragged.current = false;
          letGo.current = false;
          dragOver.current = null;
        }}
        describeCell={(r, c) => {
          const node = nodeAt.get(`${r},${c}`);
          return node ? `${describeNode(model, node)}${picked === node ? ', picked' : ''}` : 'empty point';
        }}
        cellClass={(r, c) => {
          const node = nodeAt.get(`${r},${c}`);
          return node && (flagged.has(node) ? `ed-flagged ${nodeCellClass(node)}` : nodeCellClass(node));
        }}
        renderCell={(r, c) => pointMark(nodeAt.get(`${r},${c}`), picked, underWords.has(`${r},${c}`))}
        overlay={
          // with Delete, a click on an edge's line, or its grip where the line is short, deletes it (the list below does it from the keyboard)
          <svg ref={overlaySvg} viewBox={`0 0 ${width} ${height}`} aria-hidden="true" className="ed-edges">
            {tool === 'delete' && (
              <>
                <clipPath id={clipId}>
                  <path clipRule="evenodd" d={nodesCutOut(width, height, model.nodes.map((n) => centre(n.name)), r)} />
                </clipPath>
                <g clipPath={`url(#${clipId})`}>
                  {/* (an edge's targets in one group: the pointer over any of them marks them all, the edge a press would take) */}
                  {model.edges.map((e, i) => (
                    <g key={i} className="db-edge-target">
                      {edgeTargets(courses[i]!, centre(e.from), centre(e.to), scale).map(({ width, ...ends }, k) => (
                        <line key={k} {...ends} style={width ? { strokeWidth: width, strokeLinecap: 'round' } : undefined}
                          data-edge={`${e.from}-${e.to}`} onClick={() => deleteEdgeSaying(i)} />
                      ))}
                    </g>
                  ))}
                </g>
              </>
            )}
          </svg>
        }
      />
      <details open={listOpen} onToggle={(e) => setListOpen(e.currentTarget.open)}>
        <summary>Names and conditions ({plural(model.nodes.length, 'node')}, {plural(model.edges.length, 'edge')})</summary>
        {listOpen && (
        <>
        <ul className="ed-list">
          {model.nodes.map((n) => (
            <li key={n.name}>
              <CommitInput label={`name of node ${n.name}`} value={n.name} refused="Not renamed" problem={(to) => renameProblem(model, n.name, to)}
                onCommit={(to) => edit((m) => renameNode(m, n.name, to))} />
            </li>
          ))}
        </ul>
        {/* a finger has no right-click to take an animal off its node: here each kind on a node has its button */}
        <ul className="ed-list" aria-label="Animals">
          {animalsOnNodes(model).map(({ kind, node, n }) => (
            <li key={`${kind} ${node}`}>
              {plural(n, kind)} on {node}{' '}
              <button type="button" aria-label={`Take one off: a ${kind} from ${node}`} onClick={() => edit((m) => removeAnimal(m, kind, node))}>
                Take one off
              </button>
            </li>
          ))}
        </ul>
        <ul className="ed-list">
          {model.edges.map((e, i) => (
            <li key={`${i}:${e.from}:${e.to}:${conditionText(e)}`}>
              {e.from}{' '}
              <button type="button" aria-label={`make ${edgeWords(e)} ${e.twoWay ? 'one-way' : 'two-way'}`}
                onClick={() => edit((m) => ({ ...m, edges: m.edges.map((x, k) => (k === i ? { ...x, twoWay: !x.twoWay } : x)) }))}>
                {e.twoWay ? '<->' : '->'}
              </button>{' '}
              {e.to} if{' '}
              {/* an empty box is an open edge: a placeholder of node names (the gallery's "house !tree") read
                  as that edge's condition, in a level with no such nodes */}
              <CommitInput label={`condition of ${edgeWords(e)}`} value={conditionText(e)} placeholder="always open" refused="Condition not changed"
                title="Names of nodes: a name needs an animal there, ! and a name needs it empty (house !tree: house occupied, tree empty). Empty: always open."
                problem={(text) => conditionProblem(model, text)}
                onCommit={(text) => edit((m) => ({ ...m, edges: m.edges.map((x, k) => (k === i ? { ...x, ...parseCondition(text) } : x)) }))} />{' '}
              <button type="button" aria-label={`delete ${edgeWords(e)}`} onClick={() => edit((m) => deleteEdge(m, i))}>
                Delete
              </button>
            </li>
          ))}
        </ul>
        </>
        )}
      </details>
    </div>
  );
}

/**
 * A text box that commits on Enter or blur (a node's name, an edge's condition), so half-typed
 * words never reach the level; what it cannot take is said beside it, quoting what was typed,
 * and the box goes back to the level's value, so that it never shows what the level does not
 * have (Escape puts the value back too, and clears the message).
 */
function CommitInput({ label, value, placeholder, title, refused, problem, onCommit }: {
  label: string; value: string; placeholder?: string; title?: string; refused: string; problem(text: string): string | null; onCommit(text: string): void;
}) {
  const [text, setText] = useState(value);
  const [error, setError] = useState<string | null>(null);
  const errorId = useId();
  const commit = () => {
    if (text.trim() === value) return setError(null);
    const why = problem(text);
    setError(why && `${refused}: ${why}.`);
    if (why) setText(value);
    else onCommit(text);
  };
  return (
    <>
      <input aria-label={label} value={text} placeholder={placeholder} title={title} aria-describedby={error ? errorId : undefined}
        onChange={(e) => setText(e.target.value)} onBlur={commit}
        onKeyDown={(e) => (e.key === 'Enter' ? commit() : e.key === 'Escape' && (setText(value), setError(null)))} />
      {error && (
        <span id={errorId} role="alert" className="ed-error">
          {' '}
          {error}
        </span>
      )}
    </>
  );
}
