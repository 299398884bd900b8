// The stored move trees (src/share/storedTrees.ts): the stored form round-trips every family's
// trees, any value is read without throwing and only a valid one is replayed, a replay never adds
// a move the rules refuse, the caps hold, a full storage gives up trees and nothing else, and two
// tabs on one level leave a whole tree.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FAMILIES } from '../../../src/puzzles/registry.ts';
import { FAMILY_IDS, type AnyFamily, type FamilyId } from '../../../src/puzzles/types.ts';
import * as mt from '../../../src/view/moveTree.ts';
import type { MoveTree, Position } from '../../../src/view/moveTree.ts';
import { mainLine } from '../../../src/view/moveTreeLines.ts';
import { dropKeptBeside } from '../../../src/storage/storedKeys.ts';
import {
  keepTrees,
  mergeStoredTrees,
  onTreeNotice,
  MAX_TREE_CHARS,
  MAX_TREE_NODES,
  MAX_TREES,
  readStoredTree,
  replayTree,
  storedTree,
  TREE_PREFIX,
  treeKey,
  writeTree,
  type StoredTree,
  type TreeHost,
  type TreeHostStore,
} from '../../../src/share/storedTrees.ts';
import { MemoryStorage } from './memoryStorage.ts';

const first = (id: FamilyId) => {
  const family = FAMILIES[id];
  const text = family.gallery[0]!.text;
  const parsed = family.parse(text);
  if (!parsed.ok) throw new Error(`${id}'s first gallery level does not parse`);
  return { family, text, level: parsed.level };
};

/** A tree of random lines: at each of `steps` steps, from a random node, a random legal move (or a step back to a random node). */
function randomTree(family: AnyFamily, level: unknown, picks: number[]): MoveTree<Position> {
  let t = mt.positionsTree(family, level);
  const step = mt.stepper(family, level);
  for (const p of picks) {
    const from = t.nodes[p % t.nodes.length]!;
    if (family.isWon(level, from.data.state)) continue;
    const legal = family.legalMoves(level, from.data.state);
    if (legal.length === 0) continue;
    t = mt.playMove(mt.goTo(t, from.id), legal[Math.floor(p / 7) % legal.length]!, step)!;
  }
  return t;
}

/** The tree's shape as its moves: every node's path of moves, in preorder, and the current one's. */
function shape(t: MoveTree<Position>) {
  const paths: string[] = [];
  const walk = (id: number, path: string) => {
    paths.push(path);
    for (const c of t.nodes[id]!.children) walk(c, `${path}/${t.nodes[c]!.move}`);
  };
  walk(mt.ROOT, '');
  return { paths, current: mt.movesOf(t, mt.pathTo(t, t.current)), line: mt.movesOf(t, mt.lineThrough(t)) };
}

const replay = async (family: AnyFamily, level: unknown, raw: string, text: string) => {
  const read = readStoredTree(raw, family.id, text);
  if (!read.ok) throw new Error(read.why);
  return replayTree(mt.positionsTree(family, level), read.value, mt.stepper(family, level), (s) => family.isWon(level, s));
};

describe('the stored form', () => {
  it.each(FAMILY_IDS)('%s: a tree of random lines comes back whole, its siblings in order, at the same node on the same line', async (id) => {
    const { family, text, level } = first(id);
    await fc.assert(
      fc.asyncProperty(fc.array(fc.nat(10_000), { minLength: 1, maxLength: 40 }), async (picks) => {
        const t = randomTree(family, level, picks);
        const raw = storedTree(id, text, t, 5);
        if (t.nodes.length === 1) {
          expect(raw).toBeNull();
          return;
        }
        const back = await replay(family, level, raw!, text);
        expect(shape(back!)).toEqual(shape(t));
        // every node's position is the rules' own
        for (const n of back!.nodes) if (n.parent !== null) expect(n.data.state).toEqual(family.play(level, back!.nodes[n.parent]!.data.state, n.move!));
      }),
      { numRuns: 30 },
    );
  });

  it('replayed into a tree that has the link’s line already, it adds the rest and keeps the position the link gave', async () => {
    const { family, text, level } = first('anemones');
    const t = randomTree(family, level, [0, 14, 1, 22, 0, 9, 3, 40, 2]);
    const raw = storedTree('anemones', text, t, 1)!;
    const line = mt.movesOf(t, mt.lineThrough(t));
    const added = mt.addLine(mt.positionsTree(family, level), mt.ROOT, line, mt.stepper(family, level));
    const into = mt.goTo(added.tree, added.ids[0]!);
    const read = readStoredTree(raw, 'anemones', text);
    if (!read.ok) throw new Error(read.why);
    const back = (await replayTree(into, read.value, mt.stepper(family, level), (s) => family.isWon(level, s)))!;
    expect(shape(back).paths).toEqual(shape(t).paths);
    expect(back.current).toBe(added.ids[0]);
    // and a tree that has it all already is left as it is
    expect(await replayTree(back, read.value, mt.stepper(family, level), (s) => family.isWon(level, s))).toBeNull();
  });

  it('a move the rules refuse is cut there with all under it; the position shown goes back to the nearest move kept', async () => {
    const { family, text, level } = first('move');
    const t = randomTree(family, level, [0, 7, 14, 21, 3, 1, 2, 50, 4]);
    const read = readStoredTree(storedTree('move', text, t, 1)!, 'move', text);
    if (!read.ok) throw new Error(read.why);
    const stored = read.value;
    const bad = stored.current - 1;
    stored.moves[bad] = 'no such move';
    const back = (await replayTree(mt.positionsTree(family, level), stored, mt.stepper(family, level), (s) => family.isWon(level, s)))!;
    const under = new Set([bad + 1]);
    stored.parents.forEach((p, i) => under.has(p) && under.add(i + 1));
    expect(back.nodes.length).toBe(1 + stored.moves.length - under.size);
    expect(back.nodes.every((n) => n.move !== 'no such move')).toBe(true);
    expect(mt.movesOf(back, mt.pathTo(back, back.current))).toEqual(shape(t).current.slice(0, -1));
  });

  it('is read for its own level only: another text, another family, a newer version', () => {
    const { text } = first('anemones');
    const raw = JSON.stringify({ v: 1, savedAt: 1, family: 'anemones', level: 'x', moves: ['a'], parents: [0], current: 1, tip: 1 });
    expect(readStoredTree(raw, 'anemones', text)).toMatchObject({ ok: false, why: 'it was played on another level' });
    const ours = raw.replace('"x"', JSON.stringify(treeKey('anemones', text).split('.').slice(2).join('.')));
    expect(readStoredTree(ours, 'anemones', text).ok).toBe(true);
    expect(readStoredTree(ours, 'anemones', `${text} `).ok).toBe(false);
    expect(readStoredTree(ours, 'move', text)).toMatchObject({ ok: false, why: 'it is a anemones tree under the key of move' });
    expect(readStoredTree(ours.replace('"v":1', '"v":2'), 'anemones', text)).toMatchObject({ ok: false, newer: true });
  });

  it('any value at all is read without throwing, and one it accepts has every parent before its child and its positions in range', () => {
    const { text } = first('bars');
    const level = treeKey('bars', text).split('.').slice(2).join('.');
    const near = fc.record({
      v: fc.oneof(fc.constant(1), fc.jsonValue()),
      savedAt: fc.oneof(fc.nat(), fc.jsonValue()),
      family: fc.oneof(fc.constant('bars'), fc.constantFrom(...FAMILY_IDS), fc.jsonValue()),
      level: fc.oneof(fc.constant(level), fc.string()),
      moves: fc.oneof(fc.array(fc.oneof(fc.string({ maxLength: 70, unit: 'binary' }), fc.constantFrom('1', 'A', '\u2028', '\n'))), fc.jsonValue()),
      parents: fc.oneof(fc.array(fc.oneof(fc.nat(20), fc.integer(), fc.double()), { maxLength: 20 }), fc.jsonValue()),
      current: fc.oneof(fc.nat(20), fc.jsonValue()),
      tip: fc.oneof(fc.nat(20), fc.jsonValue()),
    }, { requiredKeys: [] });
    fc.assert(
      fc.property(fc.oneof(near.map((o) => JSON.stringify(o)), fc.string({ unit: 'binary' }), fc.jsonValue().map((j) => JSON.stringify(j))), (raw) => {
        const read = readStoredTree(raw, 'bars', text);
        if (!read.ok) {
          expect(read.why).toMatch(/\S/);
          return;
        }
        const t = read.value;
        expect(t.parents.length).toBe(t.moves.length);
        t.parents.forEach((p, i) => expect(p).toBeLessThanOrEqual(i));
        expect(t.current).toBeLessThanOrEqual(t.moves.length);
        expect(t.tip).toBeLessThanOrEqual(t.moves.length);
        expect(t.moves.every((m) => m.length > 0 && !/[\p{Cc}\u2028\u2029]/u.test(m))).toBe(true);
      }),
      { numRuns: 2000 },
    );
  });

  it('every value it accepts replays into a tree whose every move the rules allow', async () => {
    const { family, text, level } = first('anemones');
    const id = treeKey('anemones', text).split('.').slice(2).join('.');
    const legal = family.legalMoves(level, family.start(level));
    await fc.assert(
      fc.asyncProperty(fc.array(fc.tuple(fc.oneof(fc.constantFrom(...legal), fc.string({ minLength: 1, maxLength: 4 })), fc.nat(30)), { maxLength: 30 }), fc.nat(30), async (nodes, at) => {
        const raw = JSON.stringify({ v: 1, savedAt: 1, family: 'anemones', level: id, moves: nodes.map(([m]) => m), parents: nodes.map(([, p], i) => p % (i + 1)), current: at % (nodes.length + 1), tip: 0 });
        const back = await replay(family, level, raw, text);
        if (!back) return;
        for (const n of back.nodes) if (n.parent !== null) expect(family.play(level, back.nodes[n.parent]!.data.state, n.move!)).toEqual(n.data.state);
        expect(back.nodes[back.current]).toBeDefined();
      }),
      { numRuns: 300 },
    );
  });
});

describe('the caps', () => {
  /** `n` moves on Bars' first level, in lines of up to 40 from the start, each a little other than the one before */
  const longTree = (n: number) => {
    const { family, text, level } = first('bars');
    let t = mt.positionsTree(family, level);
    const step = mt.stepper(family, level);
    for (let i = 0; i < n; i++) {
      const legal = family.legalMoves(level, mt.currentNode(t).data.state);
      const at = mt.currentNode(t);
      if (family.isWon(level, at.data.state) || legal.length === 0 || at.depth >= 40) {
        t = mt.goTo(t, mt.ROOT);
        continue;
      }
      t = mt.playMove(t, legal[(i * 7 + Math.floor(i / 40)) % legal.length]!, step) ?? mt.goTo(t, mt.ROOT);
    }
    return { family, text, level, t };
  };

  it(`a tree of more than ${MAX_TREE_NODES} moves keeps the line shown and the main line, within ${MAX_TREE_CHARS} characters`, async () => {
    const { family, text, level, t } = longTree(3 * MAX_TREE_NODES);
    expect(t.nodes.length).toBeGreaterThan(MAX_TREE_NODES + 1);
    const raw = storedTree('bars', text, t, 1)!;
    expect(raw.length).toBeLessThanOrEqual(MAX_TREE_CHARS);
    const read = readStoredTree(raw, 'bars', text);
    if (!read.ok) throw new Error(read.why);
    expect(read.value.moves.length).toBeLessThanOrEqual(MAX_TREE_NODES);
    const back = (await replay(family, level, raw, text))!;
    expect(mt.movesOf(back, mt.lineThrough(back))).toEqual(mt.movesOf(t, mt.lineThrough(t)));
    expect(mt.movesOf(back, mainLine(back))).toEqual(mt.movesOf(t, mainLine(t)));
  });

  it('a replay of the largest stored tree gives the page back between slices', async () => {
    const { family, text, level, t } = longTree(3 * MAX_TREE_NODES);
    const read = readStoredTree(storedTree('bars', text, t, 1)!, 'bars', text);
    if (!read.ok) throw new Error(read.why);
    let clock = 0;
    let pauses = 0;
    const tick = setInterval(() => pauses++, 0);
    // (a clock that says 1 ms a call: a slice of 8 ms is a few dozen moves)
    await replayTree(mt.positionsTree(family, level), read.value, mt.stepper(family, level), () => false, false, 8, () => clock++);
    clearInterval(tick);
    expect(pauses).toBeGreaterThan(10);
  });

  it(`at most ${MAX_TREES} levels are kept, the oldest written dropped first; a full storage drops trees, never My levels or drafts`, () => {
    const storage = new MemoryStorage();
    storage.setItem('unstuck.level.a', 'x'.repeat(1000));
    storage.setItem('unstuck.draft', 'y'.repeat(100));
    const { family, level } = first('move');
    const t = randomTree(family, level, [0, 1, 2, 3]);
    const texts = Array.from({ length: MAX_TREES + 3 }, (_, i) => `${first('move').text}\n`.repeat(i + 1));
    texts.forEach((text, i) => expect(writeTree(storage, { family: 'move', text, tree: t }, i + 1)).toBe(true));
    const kept = [...storage.map.keys()].filter((k) => k.startsWith(TREE_PREFIX));
    expect(kept.sort()).toEqual(texts.slice(-MAX_TREES).map((text) => treeKey('move', text)).sort());
    // now full: room only for what is there and a little
    storage.quota = storage.used() + 50;
    const big = randomTree(family, level, Array.from({ length: 60 }, (_, i) => i * 13));
    expect(writeTree(storage, { family: 'move', text: 'new', tree: big }, 99)).toBe(true);
    expect(storage.getItem('unstuck.level.a')).toBe('x'.repeat(1000));
    expect(storage.getItem('unstuck.draft')).toBe('y'.repeat(100));
    storage.quota = 1200;
    expect(writeTree(storage, { family: 'move', text: 'newer', tree: big }, 100)).toBe(false);
    expect([...storage.map.keys()].filter((k) => k.startsWith(TREE_PREFIX))).toEqual([]);
    expect(storage.getItem('unstuck.level.a')).toBe('x'.repeat(1000));
  });

  it('a saved level the storage refuses as full can have the trees\' room: dropKeptBeside removes them all, and nothing else', () => {
    const storage = new MemoryStorage();
    storage.setItem('unstuck.level.a', 'x');
    const { family, text, level } = first('move');
    writeTree(storage, { family: 'move', text, tree: randomTree(family, level, [0, 1, 2]) }, 1);
    storage.setItem(`${treeKey('move', 'other')}~unreadable`, 'kept aside');
    expect(dropKeptBeside(storage)).toBe(true);
    expect([...storage.map.keys()].sort()).toEqual([`${treeKey('move', 'other')}~unreadable`, 'unstuck.level.a']);
    expect(dropKeptBeside(storage)).toBe(false);
  });
});

/** A store of the app's state as keepTrees sees it. */
function hostOf(family: AnyFamily, text: string, level: unknown): TreeHostStore & { set(patch: Partial<TreeHost>): void } {
  const listeners = new Set<(s: TreeHost, b: TreeHost) => void>();
  let state: TreeHost = {
    familyId: family.id,
    family,
    levelText: text,
    level,
    tree: mt.positionsTree(family, level),
    setTree: (tree) => set({ tree }),
  };
  const set = (patch: Partial<TreeHost>) => {
    const before = state;
    state = { ...state, ...patch };
    for (const l of listeners) l(state, before);
  };
  return {
    getState: () => state,
    subscribe: (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    set,
  };
}

const settle = () => new Promise((r) => setTimeout(r, 20));

describe('keepTrees', () => {
  it("a tab opened later on the level has its tree; two tabs on one level each keep the other's variations with their own", async () => {
    const storage = new MemoryStorage();
    const { family, text, level } = first('anemones');
    const one = hostOf(family, text, level);
    const stopOne = keepTrees(one, storage, 0);
    one.set({ tree: randomTree(family, level, [0, 3, 0, 8, 1]) });
    await settle();
    const two = hostOf(family, text, family.parse(text).ok ? (family.parse(text) as { level: unknown }).level : level);
    const stopTwo = keepTrees(two, storage, 0);
    await settle();
    expect(shape(two.getState().tree!).paths).toEqual(shape(one.getState().tree!).paths);
    // both play on, one after the other: the later write keeps the earlier one's variation (it wrote over it, whole, before)
    const played: string[] = [];
    const play = (tab: typeof one, tree: MoveTree<Position>) => {
      played.push(...shape(tree).paths);
      tab.set({ tree });
      return settle();
    };
    await play(one, mt.playMove(mt.goTo(one.getState().tree!, mt.ROOT), family.legalMoves(level, family.start(level)).at(-1)!, mt.stepper(family, level))!);
    await play(two, randomTree(family, level, [5, 5, 5, 5, 5, 5]));
    // and one plays on again, then both close: still every variation of both
    await play(one, randomTree(family, level, [0, 3, 0, 8, 1, 2, 2]));
    stopOne();
    stopTwo();
    const raw = storage.getItem(treeKey('anemones', text))!;
    const back = shape((await replay(family, level, raw, text))!).paths;
    expect(played.filter((path) => !back.includes(path))).toEqual([]);
    expect(new Set(back)).toEqual(new Set([...played, ...shape(one.getState().tree!).paths]));
  });

  it('a value another tab wrote that cannot be read is set aside, not written over; a newer version\'s is left alone', async () => {
    const { family, text, level } = first('anemones');
    const key = treeKey('anemones', text);
    for (const [raw, aside] of [['{"v":1,"savedAt":', `${key}~unreadable`], ['{"v":9,"savedAt":1}', key]] as const) {
      const storage = new MemoryStorage();
      const host = hostOf(family, text, level);
      const stop = keepTrees(host, storage, 0);
      await settle();
      storage.setItem(key, raw);
      host.set({ tree: randomTree(family, level, [0, 3, 0]) });
      await settle();
      stop();
      expect(storage.getItem(aside)).toBe(raw);
    }
  });

  it('a stored value that cannot be read is set aside unchanged, and the level opens with its own tree', async () => {
    const storage = new MemoryStorage();
    const { family, text, level } = first('dogbunny');
    storage.setItem(treeKey('dogbunny', text), '{"v":1,');
    const host = hostOf(family, text, level);
    const stop = keepTrees(host, storage, 0);
    await settle();
    stop();
    expect(host.getState().tree!.nodes.length).toBe(1);
    expect(storage.getItem(`${treeKey('dogbunny', text)}~unreadable`)).toBe('{"v":1,');
    expect(storage.getItem(treeKey('dogbunny', text))).toBeNull();
  });

  it('moves that cannot be used are said once, with what is wrong and where they are kept; a newer version\'s, and one there is no room to move, are not written over', async () => {
    const { family, text, level } = first('dogbunny');
    const key = treeKey('dogbunny', text);
    const said: string[] = [];
    const stopHearing = onTreeNotice((n) => said.push(n));
    try {
      for (const [raw, quota, note] of [
        ['{"v":1,', Infinity, `The moves kept for the ${family.title} level open could not be used (it is not valid JSON); they are kept unchanged under "${key}~unreadable" in this browser's storage.`],
        ['{"v":9}', Infinity, `The moves kept for the ${family.title} level open could not be used (it is from a newer version of Unstuck (v 9)); they are kept unchanged under "${key}" and will not be written over.`],
        ['{"v":1,', key.length + 7, `The moves kept for the ${family.title} level open could not be used (it is not valid JSON); they are left unchanged under "${key}" (there was no room to move it) and will not be written over.`],
      ] as const) {
        said.length = 0;
        const storage = new MemoryStorage(quota);
        storage.setItem(key, raw);
        const host = hostOf(family, text, level);
        const stop = keepTrees(host, storage, 0);
        await settle();
        // played on, left and opened again: said once, and what could not be moved is still there
        host.set({ tree: randomTree(family, level, [0, 1, 0]) });
        host.set({ level: family.parse(text).ok ? (family.parse(text) as { level: unknown }).level : level });
        await settle();
        stop();
        expect(said).toEqual([note]);
        if (!note.includes('~unreadable')) expect(storage.getItem(key)).toBe(raw);
      }
    } finally {
      stopHearing();
    }
  });

  it("where the site's own data leaves no room for moves, that they are not kept is said once, at the first move played", async () => {
    const { family, text, level } = first('move');
    const storage = new MemoryStorage();
    storage.setItem('unstuck.level.big', 'x'.repeat(1_000_001));
    const said: string[] = [];
    const stopHearing = onTreeNotice((n) => said.push(n));
    try {
      const host = hostOf(family, text, level);
      const stop = keepTrees(host, storage, 0);
      await settle();
      expect(said).toEqual([]);
      host.set({ tree: randomTree(family, level, [0, 1]) });
      host.set({ tree: randomTree(family, level, [0, 1, 2, 3]) });
      await settle();
      stop();
      expect(said).toEqual([
        "The moves you play are not kept for a reload: your saved and open levels take 1,000,018 characters of this site's storage, over the 1,000,000 beside which moves are kept. Export and delete saved levels you no longer need to make room.",
      ]);
      expect([...storage.map.keys()].filter((k) => k.startsWith(TREE_PREFIX))).toEqual([]);
    } finally {
      stopHearing();
    }
  });

  it('a person who moved while the tree replayed stays where they are, even back at the start', async () => {
    const storage = new MemoryStorage();
    const { family, text, level } = first('anemones');
    const stored = randomTree(family, level, [0, 3, 0, 8, 1]);
    expect(stored.current).not.toBe(mt.ROOT);
    writeTree(storage, { family: 'anemones', text, tree: stored }, 1);
    const host = hostOf(family, text, level);
    const stop = keepTrees(host, storage, 1000);
    // a move, then back to the start, before the replay ends
    const move = family.legalMoves(level, family.start(level)).at(-1)!;
    host.set({ tree: mt.goTo(mt.playMove(host.getState().tree!, move, mt.stepper(family, level))!, mt.ROOT) });
    await settle();
    const t = host.getState().tree!;
    expect(t.nodes.length).toBeGreaterThan(2);
    expect(t.current).toBe(mt.ROOT);
    stop();
  });

  it('a level left while its tree replays is not given it; the level left is written as it was left', async () => {
    const storage = new MemoryStorage();
    const a = first('anemones');
    const b = first('move');
    const tree = randomTree(a.family, a.level, [0, 3, 0, 8, 1]);
    writeTree(storage, { family: 'anemones', text: a.text, tree }, 1);
    const host = hostOf(a.family, a.text, a.level);
    const stop = keepTrees(host, storage, 1000);
    // another level at once, before the replay ends
    host.set({ familyId: 'move', family: b.family, levelText: b.text, level: b.level, tree: mt.positionsTree(b.family, b.level) });
    await settle();
    expect(host.getState().tree!.nodes.length).toBe(1);
    stop();
  });
});

describe('mergeStoredTrees', () => {
  const tree = (moves: string[], parents: number[]): StoredTree => ({ family: 'move', level: 'x', savedAt: 1, moves, parents, current: 0, tip: 0 });
  it('adds the moves it lacks after its own, each under its parent, and keeps its own current move', () => {
    const ours = { ...tree(['U', 'L', 'D'], [0, 1, 0]), current: 2, tip: 2 };
    const theirs = tree(['U', 'R', 'R', 'D', 'U'], [0, 1, 2, 0, 4]);
    expect(mergeStoredTrees(ours, theirs)).toEqual({ ...ours, moves: ['U', 'L', 'D', 'R', 'R', 'U'], parents: [0, 1, 0, 1, 4, 3] });
    expect(mergeStoredTrees(ours, ours)).toEqual(ours);
  });
  it('stays within the caps', () => {
    const long = (n: number, move: string) => tree(Array.from({ length: n }, () => move), Array.from({ length: n }, (_, i) => i));
    expect(mergeStoredTrees(long(MAX_TREE_NODES - 2, 'U'), long(10, 'D')).moves.length).toBe(MAX_TREE_NODES);
    const merged = mergeStoredTrees(long(10, 'U'), long(2000, 'L'.repeat(60)));
    expect(merged.moves.length).toBeLessThan(2010);
    expect(JSON.stringify(merged).length).toBeLessThanOrEqual(MAX_TREE_CHARS);
  });
});
