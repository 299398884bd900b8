// The move tree of every level played, kept in localStorage, so that a reload (or the level's
// link opened in another tab of the same browser) brings back every variation, not only the line
// the link carries, and a level left for another has its lines when it is opened again.
//
// One value per level (`unstuck-tree.<family>.<length>.<hash of its text>`): two tabs never
// write over each other's other levels, and on the same level the last writer wins, whole. The
// prefix is not `unstuck.`, so that another tab's My levels is not read again on every move
// (useLinkSync listens to those). Stored data is anyone's to edit: every value is checked on
// every load, then replayed through the family's rules, cut at the first move they refuse.
// Two tabs on one level: a tab that finds there a tree it did not read or write (another tab's,
// written since) keeps that tree's moves with its own (mergeStoredTrees), so neither tab's
// variations are lost when the other writes, closes or reloads.
//
// Caps (docs/SHARING.md): at most MAX_TREES levels (the oldest written dropped first), each at
// most MAX_TREE_NODES moves and MAX_TREE_CHARS characters (past them the current line is kept,
// then the main line, then the other variations in order, as far as they fit); nothing is kept
// while the site's other data (My levels, drafts) passes MAX_OTHER_CHARS, and a write the
// storage refuses drops trees, never anything else. The replay runs in slices of a few ms.
import * as v from 'valibot';
import type { AnyFamily, FamilyId } from '../puzzles/types.ts';
import { Family, firstIssue, Time } from '../puzzles/levelsExport.ts';
import * as mt from '../view/moveTree.ts';
import * as lines from '../view/moveTreeLines.ts';
import type { MoveNode, MoveTree, Position, Step } from '../view/moveTree.ts';
import { asideNote, browserStorage, keepAside, read, whenPageHidden, type KeyValueStorage } from '../storage/localStore.ts';
import type { Read } from './storedData.ts';
import { charsBesides, KEPT_BESIDE, levelId, MAX_OTHER_CHARS, TREE_PREFIX, writeWithin } from '../storage/storedKeys.ts';

export { levelId };

export { MAX_OTHER_CHARS, TREE_PREFIX };
export const TREE_VERSION = 1;
/** levels whose trees are kept: the open one and the last ones left */
export const MAX_TREES = 8;
/** moves kept of one tree (a replay of that many moves is a few ms in every family's rules) */
export const MAX_TREE_NODES = 4_000;
/** characters of one stored tree: all the trees together stay under 512 k characters (1 MiB as the browser counts) */
export const MAX_TREE_CHARS = 64_000;
/** a move in any family's notation is far shorter; a longer one is not kept */
export const MAX_MOVE_CHARS = 64;

// control characters and line breaks never appear in a move
const Move = v.pipe(v.string(), v.minLength(1), v.maxLength(MAX_MOVE_CHARS), v.regex(/^[^\p{Cc}\u2028\u2029]+$/u));
const Index = v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(MAX_TREE_NODES));
const StoredTreeSchema = v.object({
  v: v.literal(TREE_VERSION),
  savedAt: Time,
  family: Family,
  level: v.string(),
  /** node i + 1's move and parent (a node before it: 0 is the start); siblings in the tree's order */
  moves: v.pipe(v.array(Move), v.maxLength(MAX_TREE_NODES)),
  parents: v.pipe(v.array(Index), v.maxLength(MAX_TREE_NODES)),
  /** the node shown, and the end of the line shown through it */
  current: Index,
  tip: Index,
});

export interface StoredTree {
  family: FamilyId;
  /** levelId(text) of the level it was played on */
  level: string;
  savedAt: number;
  moves: string[];
  parents: number[];
  current: number;
  tip: number;
}

export const treeKey = (family: FamilyId, text: string): string => `${TREE_PREFIX}${family}.${levelId(text)}`;

/** The stored form of a tree, within the caps; null when it holds no move. */
export function storedTree(family: FamilyId, text: string, tree: MoveTree<Position>, savedAt: number): string | null {
  // what is kept first past a cap: the line shown, then the main line, then the rest in order
  const tipId = mt.lineThrough(tree).at(-1)!;
  const wanted = [...mt.pathTo(tree, tipId), ...lines.mainLine(tree)];
  const kept = new Set<number>();
  let chars = 200;
  const keep = (id: number) => {
    if (kept.has(id) || kept.size > MAX_TREE_NODES) return;
    const move = tree.nodes[id]!.move;
    // (a node whose move is not kept is left out with every node under it: its parent is not kept)
    if (move !== null && (move.length > MAX_MOVE_CHARS || !kept.has(tree.nodes[id]!.parent!))) return;
    const cost = (move === null ? 0 : JSON.stringify(move).length) + 8;
    if (chars + cost > MAX_TREE_CHARS) return;
    chars += cost;
    kept.add(id);
  };
  for (const id of wanted) keep(id);
  const order = preorder(tree);
  for (const id of order) keep(id);
  if (kept.size < 2) return null;
  // written in preorder, so a parent always comes before its children and siblings keep their order
  const index = new Map<number, number>();
  const moves: string[] = [];
  const parents: number[] = [];
  for (const id of order) {
    if (!kept.has(id)) continue;
    index.set(id, index.size);
    const node = tree.nodes[id]!;
    if (node.parent === null) continue;
    moves.push(node.move!);
    parents.push(index.get(node.parent)!);
  }
  const nearest = (id: number): number => {
    for (let n: MoveNode<Position> | undefined = tree.nodes[id]; n; n = n.parent === null ? undefined : tree.nodes[n.parent]) if (kept.has(n.id)) return index.get(n.id)!;
    return 0;
  };
  return JSON.stringify({ v: TREE_VERSION, savedAt, family, level: levelId(text), moves, parents, current: nearest(tree.current), tip: nearest(tipId) });
}

/**
 * `ours` with the moves of `theirs` it lacks (both as stored: node i + 1's move and its parent),
 * after its own, as far as the caps allow; its current move and line stay. Another tab's
 * variations on the level, written since this tab read the value, are so kept beside its own.
 */
export function mergeStoredTrees<T extends StoredTree>(ours: T, theirs: StoredTree): T {
  const moves = ours.moves.slice();
  const parents = ours.parents.slice();
  const ids = new Map(moves.map((m, i) => [`${parents[i]} ${m}`, i + 1]));
  // (counted as storedTree counts)
  let chars = moves.reduce((n, m) => n + JSON.stringify(m).length + 8, 200);
  /** the merged tree's node of each of theirs (undefined: left out, with everything under it) */
  const at: (number | undefined)[] = [mt.ROOT];
  theirs.moves.forEach((move, i) => {
    const parent = at[theirs.parents[i]!];
    const key = `${parent} ${move}`;
    let id = parent === undefined ? undefined : ids.get(key);
    const cost = JSON.stringify(move).length + 8;
    if (parent !== undefined && id === undefined && moves.length < MAX_TREE_NODES && chars + cost <= MAX_TREE_CHARS) {
      moves.push(move);
      parents.push(parent);
      ids.set(key, (id = moves.length));
      chars += cost;
    }
    at.push(id);
  });
  return { ...ours, moves, parents };
}

/** The ids from the root, a parent before its children, siblings in order (no recursion: a line may be long). */
function preorder<T>(tree: MoveTree<T>): number[] {
  const order: number[] = [];
  const stack = [mt.ROOT];
  while (stack.length) {
    const id = stack.pop()!;
    order.push(id);
    const children = tree.nodes[id]!.children;
    for (let i = children.length - 1; i >= 0; i--) stack.push(children[i]!);
  }
  return order;
}

/** A stored tree, checked: the shape, the caps, each parent before its child, and that it is of this family's level. */
export function readStoredTree(raw: string, family: FamilyId, text: string): Read<StoredTree> {
  if (raw.length > 2 * MAX_TREE_CHARS) return { ok: false, newer: false, why: `it is longer than ${2 * MAX_TREE_CHARS} characters` };
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch {
    return { ok: false, newer: false, why: 'it is not valid JSON' };
  }
  const n = typeof data === 'object' && data !== null ? (data as { v?: unknown }).v : undefined;
  if (typeof n === 'number' && n > TREE_VERSION) return { ok: false, newer: true, why: `it is from a newer version of Unstuck (v ${n})` };
  const parsed = v.safeParse(StoredTreeSchema, data);
  if (!parsed.success) return { ok: false, newer: false, why: firstIssue(parsed.issues) };
  const { v: _v, ...tree } = parsed.output;
  const size = tree.moves.length;
  if (tree.parents.length !== size) return { ok: false, newer: false, why: `it has ${size} moves and ${tree.parents.length} parents` };
  const late = tree.parents.findIndex((p, i) => p > i);
  if (late >= 0) return { ok: false, newer: false, why: `move ${late + 1} comes before its parent` };
  if (tree.current > size || tree.tip > size) return { ok: false, newer: false, why: 'its current move is not one of its moves' };
  if (tree.family !== family) return { ok: false, newer: false, why: `it is a ${tree.family} tree under the key of ${family}` };
  if (tree.level !== levelId(text)) return { ok: false, newer: false, why: 'it was played on another level' };
  return { ok: true, value: tree };
}

/** between slices of a replay: a macrotask, so the page draws and takes input */
const pause = () => new Promise<void>((r) => setTimeout(r, 0));

/**
 * A stored tree replayed into `into` (the level's tree as it is now) through the rules: a move
 * the rules refuse (or made after a win) is dropped with everything under it; siblings take the
 * stored order. The tree shown stays where it is if it has left the start (the link's position,
 * a move made meanwhile) or `placeKept` (the person moved while an earlier replay ran, perhaps
 * back to the start), else goes to the stored position. Null when it adds nothing.
 * `sliceMs`: the longest stretch of replay between pauses.
 */
export async function replayTree(into: MoveTree<Position>, stored: StoredTree, step: Step<Position>, isWon: (state: unknown) => boolean, placeKept = false, sliceMs = 8, now = () => performance.now()): Promise<MoveTree<Position> | null> {
  const nodes: MoveNode<Position>[] = into.nodes.slice();
  /** the tree's id of each stored node (undefined: dropped) */
  const at: (number | undefined)[] = [mt.ROOT];
  let added = 0;
  let since = now();
  for (let i = 0; i < stored.moves.length; i++) {
    if ((i & 31) === 31 && now() - since > sliceMs) {
      await pause();
      since = now();
    }
    const parentId = at[stored.parents[i]!];
    const move = stored.moves[i]!;
    if (parentId === undefined) {
      at.push(undefined);
      continue;
    }
    const parent = nodes[parentId]!;
    const have = parent.children.find((c) => nodes[c]!.move === move);
    if (have !== undefined) {
      at.push(have);
      continue;
    }
    const data = isWon(parent.data.state) ? null : step(parent.data, move);
    if (data === null) {
      at.push(undefined);
      continue;
    }
    const id = nodes.length;
    nodes.push({ id, parent: parentId, move, depth: parent.depth + 1, children: [], next: null, data });
    nodes[parentId] = { ...parent, children: [...parent.children, id] };
    at.push(id);
    added++;
  }
  if (added === 0) return null;
  // siblings in the stored order (its main line first), the tree's others after them
  const storedChildren = new Map<number, number[]>();
  stored.parents.forEach((p, i) => {
    const parentId = at[p];
    const id = at[i + 1];
    if (parentId !== undefined && id !== undefined) storedChildren.set(parentId, [...(storedChildren.get(parentId) ?? []), id]);
  });
  for (const [id, first] of storedChildren) {
    const node = nodes[id]!;
    nodes[id] = { ...node, children: [...first, ...node.children.filter((c) => !first.includes(c))] };
  }
  const tree: MoveTree<Position> = { nodes, current: into.current };
  if (placeKept || into.current !== mt.ROOT) return tree;
  const kept = (i: number) => {
    for (let n = i; ; n = stored.parents[n - 1]!) if (n === 0 || at[n] !== undefined) return at[n]!;
  };
  return mt.goTo(mt.goTo(tree, kept(stored.tip)), kept(stored.current));
}

const noticeListeners = new Set<(notice: string) => void>();
/** `listen` hears, once a key, of a level's stored moves that cannot be used: what is wrong and where they are kept (My levels says it with its own notices). */
export function onTreeNotice(listen: (notice: string) => void): () => void {
  noticeListeners.add(listen);
  return () => noticeListeners.delete(listen);
}

/** What is read of the app's state and called on it (share imports nothing of the app). */
export interface TreeHost {
  familyId: FamilyId;
  family: AnyFamily | null;
  levelText: string;
  level: unknown;
  tree: MoveTree<Position> | null;
  setTree(tree: MoveTree<Position>): void;
}

export interface TreeHostStore {
  getState(): TreeHost;
  subscribe(listener: (state: TreeHost, previous: TreeHost) => void): () => void;
}

/** What is written: kept each level's own, so a level left is written as it was left. */
interface Pending {
  family: FamilyId;
  text: string;
  tree: MoveTree<Position>;
  /** the family's title, for a notice */
  title?: string;
}

/** Write one level's tree within the caps; a storage that is full gives up trees, oldest first, and nothing else. */
export function writeTree(storage: KeyValueStorage, p: Pending, savedAt = Date.now()): boolean {
  const value = storedTree(p.family, p.text, p.tree, savedAt);
  return value !== null && writeWithin(storage, TREE_PREFIX, treeKey(p.family, p.text), value, MAX_TREES);
}

/**
 * Keep the trees of `store`'s levels in `storage`, and bring a level's back when it opens.
 * Returns the function that stops it (and writes what waits).
 */
export function keepTrees(store: TreeHostStore, storage: KeyValueStorage | null = browserStorage(), delayMs = 400): () => void {
  if (!storage) return () => {};
  const st = storage;
  // (read once: My levels change little in a session)
  const others = charsBesides(st, KEPT_BESIDE);
  const room = others <= MAX_OTHER_CHARS;
  /** that no move is kept here was said (once: at the first move played) */
  let toldNoRoom = false;
  const pending = new Map<string, Pending>();
  /** the level (its parsed object) whose stored tree was looked for last */
  let openedFor: unknown = null;
  /** the key whose stored tree is being replayed: not written meanwhile, or the stored one would be lost */
  let restoring: string | null = null;
  /** keys this tab leaves alone: a newer version's trees, and unreadable ones there was no room to move */
  const leftAlone = new Set<string>();
  /** per key, the value this tab read there as the level opened, whose moves its tree has taken in (those the rules refuse left out) */
  const known = new Map<string, string | null>();
  let timer: ReturnType<typeof setTimeout> | undefined;
  /** a stored value that cannot be used: moved aside (or, a newer version's or with no room to move it, left alone) and said */
  const setAside = (key: string, raw: string, why: { newer: boolean; why: string }, title: string) => {
    if (leftAlone.has(key)) return;
    const aside = why.newer ? { at: key, moved: false } : keepAside(st, key, raw, 'unreadable');
    // (what is still under the key, a newer version's or one there was no room to move, is not written over)
    if (!aside.moved) leftAlone.add(key);
    const where = why.newer ? `they are kept unchanged under "${key}" and will not be written over` : asideNote(aside.at, aside.moved).replace(/^it is/, 'they are');
    for (const tell of noticeListeners) tell(`The moves kept for the ${title} level open could not be used (${why.why}); ${where}.`);
  };
  const writeKept = (key: string, p: Pending) => {
    let value = storedTree(p.family, p.text, p.tree, Date.now());
    const there = read(st, key);
    if (value === null || there === value) return;
    if (there !== null && there !== known.get(key)) {
      // written since the level opened: by another tab, whose moves are kept too (or by this one, whose
      // value holds them: merged every time, as this tab's tree does not take them in)
      const theirs = readStoredTree(there, p.family, p.text);
      if (theirs.ok) value = JSON.stringify(mergeStoredTrees(JSON.parse(value) as StoredTree, theirs.value));
      else setAside(key, there, theirs, p.title ?? p.family);
    }
    if (!leftAlone.has(key)) writeWithin(st, TREE_PREFIX, key, value, MAX_TREES);
  };
  const flush = () => {
    clearTimeout(timer);
    timer = undefined;
    for (const [key, p] of pending) {
      if (key === restoring) continue;
      writeKept(key, p);
      pending.delete(key);
    }
  };
  /** `moved`: the tree changed while an earlier replay ran: where the person is stays */
  const restore = (s: TreeHost, moved = false) => {
    const { family, level, levelText: text, tree: into } = s;
    if (!family || level === null || !into) return;
    const key = treeKey(family.id, text);
    const raw = read(st, key);
    // (its moves are in this tab's tree once replayed: the value is not another tab's)
    known.set(key, raw);
    if (raw === null) return;
    const stored = readStoredTree(raw, family.id, text);
    if (!stored.ok) return setAside(key, raw, stored, family.title);
    // (an invalid level takes no move, as in play mode)
    if (family.validate(level).length > 0) return;
    restoring = key;
    const step = mt.stepper(family, level);
    const isWon = (state: unknown) => family.isWon(level, state);
    const settle = (t: MoveTree<Position> | null) => {
      restoring = null;
      const now = store.getState();
      // (the level may have been left, or edited, while it replayed: then the tree is not this one's)
      if (now.level !== level || now.familyId !== family.id || now.levelText !== text || !now.tree) return flush();
      if (now.tree === into) {
        if (t) now.setTree(t);
        // (moves made while it replayed are written now)
        else flush();
      }
      // moves made while it replayed are kept: replayed again into the tree as it is now
      else restore(now, true);
    };
    replayTree(into, stored.value, step, isWon, moved).then(settle, () => settle(null));
  };
  const onChange = (s: TreeHost, before: TreeHost | null) => {
    if (s.level !== null && s.tree && s.family && s.level !== openedFor) {
      openedFor = s.level;
      // the level left is written now, as it was left
      flush();
      restore(s);
    }
    if (!room && !toldNoRoom && s.tree && s.tree.nodes.length > 1) {
      toldNoRoom = true;
      const chars = others.toLocaleString('en');
      for (const tell of noticeListeners) tell(`The moves you play are not kept for a reload: your saved and open levels take ${chars} characters of this site's storage, over the ${MAX_OTHER_CHARS.toLocaleString('en')} beside which moves are kept. Export and delete saved levels you no longer need to make room.`);
    }
    if (room && s.tree && s.family && s.level !== null && s.tree.nodes.length > 1 && s.tree !== before?.tree) {
      pending.set(treeKey(s.family.id, s.levelText), { family: s.family.id, text: s.levelText, tree: s.tree, title: s.family.title });
      clearTimeout(timer);
      timer = setTimeout(flush, delayMs);
    }
  };
  onChange(store.getState(), null);
  const unsubscribe = store.subscribe(onChange);
  const stopListening = whenPageHidden(() => flush());
  return () => {
    flush();
    unsubscribe();
    stopListening();
  };
}
