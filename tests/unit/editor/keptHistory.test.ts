// The editor's history kept through a reload (sessionStorage): taken up only by the level it was
// left on, capped in steps and characters, and never a crash whatever is stored under its key.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createLevelHistory } from '../../../src/editor/history.ts';
import { HISTORY_PREFIX, keepHistoryThroughReload, MAX_KEPT_CHARS, MAX_KEPT_STEPS, readKeptHistory, storedHistory, type KeptHistory } from '../../../src/editor/keptHistory.ts';
import { bars } from '../../../src/puzzles/bars/index.ts';
import type { BarsLevel } from '../../../src/puzzles/bars/format.ts';
import { MemoryStorage } from '../share/memoryStorage.ts';

const KEY = `${HISTORY_PREFIX}bars`;
const level = (text: string): BarsLevel => {
  const parsed = bars.parse(text);
  if (!parsed.ok) throw new Error(parsed.error.message);
  return parsed.level;
};
/** a 4x4 level whose cells are the bits of n (numbered(n) for n < 65536 are all different) */
const grid = (n: number) => Array.from({ length: 4 }, (_, r) => Array.from({ length: 4 }, (_, c) => String((n >> (r * 4 + c)) & 1)).join('')).join('\n');
const numbered = (n: number) => level(grid(n));
const textOf = (n: number) => bars.make(numbered(n));

/** the page after a reload: the same stored values, and the module's memory of the page gone (a new storage object) */
function reloaded(st: MemoryStorage): MemoryStorage {
  const next = new MemoryStorage(st.quota);
  for (const [k, value] of st.map) next.map.set(k, value);
  return next;
}

/** a page opening the editor on `opened`, its history kept in `st`, and what it was told */
function open(st: MemoryStorage, opened: BarsLevel) {
  const history = createLevelHistory(opened);
  const told: string[] = [];
  const stop = keepHistoryThroughReload(history, bars, (t) => told.push(t), st);
  return { history, told, stop, text: () => bars.make(history.get()) };
}

/** a page that opens level 0 and makes edits 1..n; `then` before it is left (and what waits is written) */
function edited(st: MemoryStorage, n: number, then: (page: ReturnType<typeof open>) => void = () => {}) {
  const page = open(st, numbered(0));
  for (let i = 1; i <= n; i++) page.history.set(numbered(i));
  then(page);
  page.stop();
  return page;
}

const kept = (st: MemoryStorage): KeptHistory => {
  const read = readKeptHistory(st.getItem(KEY) ?? '', 'bars');
  if (!read.ok) throw new Error(read.why);
  return read.value;
};

describe('the history kept through a reload', () => {
  it('comes back to the level it was left on: Undo back to the level first opened, Redo forward again', () => {
    const st = new MemoryStorage();
    edited(st, 4, (before) => before.history.undo());
    const page = open(reloaded(st), level(textOf(3)));
    expect(page.history.canUndo()).toBe(true);
    expect(page.history.canRedo()).toBe(true);
    page.history.redo();
    expect(page.text()).toBe(textOf(4));
    for (let i = 0; i < 4; i++) page.history.undo();
    expect(page.text()).toBe(textOf(0));
    expect(page.history.canUndo()).toBe(false);
    for (let i = 0; i < 4; i++) page.history.redo();
    expect(page.text()).toBe(textOf(4));
    expect(page.told).toEqual([]);
  });

  it('is written when edits pause, not only when the editor closes', async () => {
    const st = new MemoryStorage();
    const history = createLevelHistory(numbered(0));
    const stop = keepHistoryThroughReload(history, bars, () => {}, st, 1);
    history.set(numbered(1));
    await expect.poll(() => st.getItem(KEY) !== null && kept(st).present, { timeout: 10_000 }).toBe(textOf(1));
    expect(kept(st)).toEqual({ family: 'bars', present: textOf(1), undo: [textOf(0)], redo: [] });
    stop();
  });

  it('is not taken up by another level: that level starts afresh, and once edited its history is kept instead', () => {
    const st = new MemoryStorage();
    edited(st, 3);
    const next = reloaded(st);
    const page = open(next, numbered(9));
    expect(page.history.canUndo()).toBe(false);
    expect(page.told).toEqual([]);
    page.history.set(numbered(10));
    page.stop();
    expect(kept(next)).toEqual({ family: 'bars', present: textOf(10), undo: [textOf(9)], redo: [] });
  });

  it('an editor shown for a moment on another level as the page loads leaves it for the level that follows', () => {
    const st = new MemoryStorage();
    edited(st, 3);
    const page = reloaded(st);
    // (the gallery's first level, before the link's is read)
    open(page, numbered(5)).stop();
    const then = open(page, level(textOf(3)));
    expect(then.history.canUndo()).toBe(true);
    then.history.undo();
    expect(then.text()).toBe(textOf(2));
  });

  it('the same level shown twice as the page loads (its draft, then its link) takes it up both times', () => {
    const st = new MemoryStorage();
    edited(st, 3);
    const page = reloaded(st);
    open(page, level(textOf(3))).stop();
    expect(open(page, level(textOf(3))).history.canUndo()).toBe(true);
  });

  it('once changed in the page, a level of the same text opened again later starts afresh, as any level opened does', () => {
    const st = new MemoryStorage();
    edited(st, 3);
    const page = reloaded(st);
    const first = open(page, level(textOf(3)));
    first.history.undo();
    first.history.redo();
    first.stop();
    // the same text opened again from the gallery or a link in the same page
    expect(open(page, level(textOf(3))).history.canUndo()).toBe(false);
  });

  it('a history with steps is written as it is opened: a level left and come back to is the one a reload brings back', () => {
    const st = new MemoryStorage();
    const a = open(st, numbered(0));
    a.history.set(numbered(1));
    a.stop();
    edited(st, 2, () => {});
    expect(kept(st).present).toBe(textOf(2));
    open(st, a.history.get()).stop();
    // (a new history here: the editor panel hands the kept one back, and it is written at once)
    const back = createLevelHistory(numbered(1));
    back.restoreSteps([numbered(0)], []);
    keepHistoryThroughReload(back, bars, () => {}, st)();
    expect(kept(st)).toEqual({ family: 'bars', present: textOf(1), undo: [textOf(0)], redo: [] });
  });

  it(`keeps the nearest ${MAX_KEPT_STEPS} steps of Undo and of Redo`, () => {
    const st = new MemoryStorage();
    edited(st, 250, (before) => {
      for (let i = 0; i < 120; i++) before.history.undo();
    });
    const k = kept(st);
    expect(k.present).toBe(textOf(130));
    expect(k.undo).toHaveLength(MAX_KEPT_STEPS);
    expect(k.undo[0]).toBe(textOf(129));
    expect(k.redo).toHaveLength(MAX_KEPT_STEPS);
    expect(k.redo[0]).toBe(textOf(131));
    const page = open(reloaded(st), numbered(130));
    for (let i = 0; i < MAX_KEPT_STEPS; i++) page.history.undo();
    expect(page.text()).toBe(textOf(30));
    expect(page.history.canUndo()).toBe(false);
  });

  it('keeps fewer steps of a large level, the nearest of each side, within its characters', () => {
    // 64x64 cells, about 4,200 characters a level
    const big = (n: number) => level(`${'1'.repeat(64)}\n`.repeat(63).concat(n.toString(2).padStart(64, '0')));
    const st = new MemoryStorage();
    const history = createLevelHistory(big(0));
    const stop = keepHistoryThroughReload(history, bars, () => {}, st);
    for (let i = 1; i <= 300; i++) history.set(big(i));
    for (let i = 0; i < 150; i++) history.undo();
    stop();
    const raw = st.getItem(KEY)!;
    expect(raw.length).toBeLessThanOrEqual(MAX_KEPT_CHARS);
    const k = kept(st);
    expect(k.undo.length).toBeGreaterThan(10);
    expect(k.undo.length).toBeLessThan(MAX_KEPT_STEPS);
    expect(Math.abs(k.undo.length - k.redo.length)).toBeLessThanOrEqual(1);
    expect(k.undo[0]).toBe(bars.make(big(149)));
    expect(k.redo[0]).toBe(bars.make(big(151)));
    // a level larger than the room alone is not kept, and nothing older stays in its place
    expect(storedHistory('bars', JSON.stringify('1'.repeat(MAX_KEPT_CHARS)), [], [])).toBeNull();
  });

  it('a storage out of room keeps fewer steps, or none, and never throws', () => {
    const full = new MemoryStorage();
    edited(full, 30);
    const roomy = full.used();
    for (const quota of [0, 50, 200, Math.floor(roomy / 3), roomy - 1]) {
      const st = new MemoryStorage(quota);
      expect(() => edited(st, 30)).not.toThrow();
      const raw = st.getItem(KEY);
      if (raw === null) continue;
      const k = kept(st);
      expect(k.present).toBe(textOf(30));
      expect(k.undo).toEqual(Array.from({ length: k.undo.length }, (_, i) => textOf(29 - i)));
    }
    // a history that fits no more is removed: the older one must not come back to the newer level
    const st = new MemoryStorage();
    edited(st, 3);
    st.quota = st.used();
    const page = open(st, numbered(0));
    page.history.set(numbered(7));
    page.stop();
    expect(st.getItem(KEY) === null || kept(st).present === textOf(7)).toBe(true);
  });
});

describe('what is stored under its key, whatever it is', () => {
  const step = fc.oneof(fc.constantFrom(textOf(0), textOf(1), 'pattern cross\n0', '', '2', 'x'.repeat(50)), fc.string({ maxLength: 40, unit: 'binary' }), fc.jsonValue());
  const anyStored = fc.oneof(
    // (one that is taken up, and one of the level opened with a step bars refuses)
    fc.constantFrom(JSON.stringify({ v: 1, family: 'bars', present: textOf(0), undo: [textOf(1)], redo: [textOf(2)] }), JSON.stringify({ v: 1, family: 'bars', present: textOf(0), undo: [textOf(1), '2'], redo: [] })),
    fc.jsonValue().map((j) => JSON.stringify(j)),
    fc.string({ unit: 'binary' }),
    fc
      .record(
        {
          v: fc.oneof(fc.constant(1), fc.constant(2), fc.jsonValue()),
          family: fc.oneof(fc.constantFrom('bars', 'move', '__proto__'), fc.jsonValue()),
          present: fc.oneof(fc.constant(textOf(0)), step),
          undo: fc.oneof(fc.array(step, { maxLength: 4 }), fc.array(fc.constant(textOf(2)), { minLength: 99, maxLength: 102 }), fc.jsonValue()),
          redo: fc.oneof(fc.array(step, { maxLength: 4 }), fc.jsonValue()),
        },
        { requiredKeys: [] },
      )
      .map((r) => JSON.stringify(r)),
  );

  it('never throws, is taken up only when it is a bars history of the level opened whose every step bars reads, and what it cannot read is kept unchanged', () => {
    fc.assert(
      fc.property(anyStored, (raw) => {
        const st = new MemoryStorage();
        st.setItem(KEY, raw);
        const page = open(st, numbered(0));
        const read = readKeptHistory(raw, 'bars');
        const usable = read.ok && read.value.present === textOf(0) && [...read.value.undo, ...read.value.redo].every((t) => bars.parse(t).ok);
        expect(page.history.canUndo() || page.history.canRedo()).toBe(usable && read.value.undo.length + read.value.redo.length > 0);
        if (!read.ok && read.newer) {
          // a newer version's history is left where it is, and not written over
          page.history.set(numbered(1));
          page.stop();
          expect(st.getItem(KEY)).toBe(raw);
          expect(page.told).toEqual([expect.stringContaining('newer version')]);
        } else if (!read.ok || (read.value.present === textOf(0) && !usable)) {
          expect(st.values()).toContain(raw);
          expect(page.told).toEqual([expect.stringMatching(/^The undo steps kept for this Bars level could not be used \(.+\); it is kept unchanged under "unstuck\.history\.bars~unreadable"/)]);
        } else expect(page.told).toEqual([]);
        page.stop();
      }),
    );
  });

  it('reads back what it writes', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 65535 }), { maxLength: 30 }), fc.nat(30), (edits, undos) => {
        const st = new MemoryStorage();
        const page = open(st, numbered(0));
        for (const n of edits) page.history.set(numbered(n));
        for (let i = 0; i < undos; i++) page.history.undo();
        page.stop();
        const { undo, redo } = page.history.steps();
        // (no change, nothing written)
        if (edits.length === 0) expect(st.getItem(KEY)).toBeNull();
        else expect(kept(st)).toEqual({ family: 'bars', present: page.text(), undo: undo.map((l) => bars.make(l)), redo: redo.map((l) => bars.make(l)) });
      }),
    );
  });
});
