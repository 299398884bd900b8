import { describe, expect, it } from 'vitest';
import { createLevelHistory } from '../../../src/editor/history.ts';
import { resizeGrid } from '../../../src/editor/grid.ts';
import { barsValue } from '../../../src/puzzles/bars/Editor.tsx';

describe('level history (zundo)', () => {
  it('undoes, redoes, groups a stroke into one step and resets', () => {
    const h = createLevelHistory('a');
    h.set('b');
    h.beginStroke();
    h.set('c');
    h.set('d');
    h.endStroke();
    expect(h.get()).toBe('d');
    h.undo();
    expect(h.get()).toBe('b');
    h.undo();
    expect(h.get()).toBe('a');
    expect(h.canUndo()).toBe(false);
    h.redo();
    h.redo();
    expect(h.get()).toBe('d');
    h.undo();
    h.set('e'); // a new edit drops the redo branch
    expect(h.canRedo()).toBe(false);
    h.reset('z');
    expect([h.get(), h.canUndo(), h.canRedo()]).toEqual(['z', false, false]);
  });

  it('a stroke taken back leaves the level as before it, with no step to undo or redo', () => {
    const h = createLevelHistory('a');
    h.set('b');
    h.undo();
    h.redo();
    h.beginStroke();
    h.set('c');
    h.set('d');
    h.cancelStroke();
    expect([h.get(), h.canRedo()]).toEqual(['b', false]);
    h.undo();
    expect([h.get(), h.canUndo()]).toEqual(['a', false]);
    // a stroke that changed nothing: nothing to take back; the next edit is a step of its own
    h.redo();
    h.beginStroke();
    h.cancelStroke();
    h.set('e');
    h.undo();
    expect(h.get()).toBe('b');
  });
});

describe('grid resizing', () => {
  it('adds and removes at each border and respects the limits', () => {
    const g = [[1, 2], [3, 4]];
    expect(resizeGrid(g, 'top', 1, 0, { rows: 3, cols: 3 })).toEqual([[0, 0], [1, 2], [3, 4]]);
    expect(resizeGrid(g, 'right', 1, 0, { rows: 3, cols: 3 })).toEqual([[1, 2, 0], [3, 4, 0]]);
    expect(resizeGrid(g, 'left', -1, 0, { rows: 3, cols: 3 })).toEqual([[2], [4]]);
    expect(resizeGrid(g, 'bottom', 1, 0, { rows: 2, cols: 2 })).toEqual(g);
    expect(resizeGrid([[1]], 'bottom', -1, 0, { rows: 2, cols: 2 })).toEqual([[1]]);
  });
});

describe('bars painting', () => {
  it('a toggle stroke paints the value of its first flip', () => {
    const m = { pattern: 'cross' as const, goal: 1 as const, cells: [[0, 1]] };
    expect(barsValue(m, { row: 0, col: 0, erase: false, phase: 'start' }, 'toggle', null)).toBe(1);
    expect(barsValue(m, { row: 0, col: 1, erase: false, phase: 'drag' }, 'toggle', 1)).toBe(1);
    expect(barsValue(m, { row: 0, col: 1, erase: false, phase: 'start' }, 'toggle', null)).toBe(0);
    expect(barsValue(m, { row: 0, col: 0, erase: true, phase: 'start' }, 'one', null)).toBe(0);
  });
});
