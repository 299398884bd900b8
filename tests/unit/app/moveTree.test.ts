import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  addLine,
  currentNode,
  goTo,
  lineThrough,
  movesOf,
  newTree,
  noReturnOn,
  pathTo,
  playMove,
  positionsTree,
  redoChild,
  ROOT,
  setMainLine,
  stepper,
  type MoveTree,
  type Step,
} from '../../../src/view/moveTree.ts';
import { mainLine, markLine, redo, undo } from '../../../src/view/moveTreeLines.ts';
import { moveFormatFamily, type TestMoveLevel } from '../../components/editor/moveFormatFamily.ts';

/** A node carries the moves that lead to it; 'x' is never legal. */
const step: Step<string> = (from, move) => (move === 'x' ? null : from + move);
const start = () => newTree('');
const play = (tree: MoveTree<string>, moves: string) => [...moves].reduce((t, m) => playMove(t, m, step)!, tree);
const movesTo = (tree: MoveTree<string>) => movesOf(tree, pathTo(tree, tree.current)).join('');

describe('move tree', () => {
  it('keeps a second variation from the same position beside the first, and follows a move played again', () => {
    let t = play(start(), 'abc');
    t = undo(undo(t)); // after a
    t = play(t, 'd'); // a second variation from move 1
    expect(movesTo(t)).toBe('ad');
    expect(t.nodes).toHaveLength(5);
    const a = t.nodes[ROOT]!.children[0]!;
    expect(t.nodes[a]!.children.map((c) => t.nodes[c]!.move)).toEqual(['b', 'd']);
    // the same move again follows the node there is
    t = play(undo(t), 'b');
    expect(t.nodes).toHaveLength(5);
    expect(movesTo(t)).toBe('ab');
    expect(movesOf(t, mainLine(t)).join('')).toBe('abc');
  });

  it('Undo goes to the parent; Redo follows the line last taken from there, across branches', () => {
    let t = play(start(), 'abc');
    t = undo(undo(t));
    t = play(t, 'de'); // a → d → e, beside a → b → c
    t = undo(undo(undo(t))); // the start
    expect(movesTo(t)).toBe('');
    expect(movesOf(t, lineThrough(t)).join('')).toBe('ade');
    t = redo(redo(redo(t)));
    expect(movesTo(t)).toBe('ade');
    // going to a node of the other branch makes its path the line taken
    const c = t.nodes.find((n) => n.move === 'c')!.id;
    t = goTo(t, c);
    t = undo(undo(undo(t)));
    expect(movesOf(t, lineThrough(t)).join('')).toBe('abc');
    expect(redoChild(t)).toBe(t.nodes[ROOT]!.children[0]);
    // at the start and at the end of a line there is nothing to undo or redo
    expect(undo(t)).toBe(t);
    const end = goTo(t, c);
    expect(redo(end)).toBe(end);
  });

  it('a move that is not legal adds nothing', () => {
    const t = play(start(), 'a');
    expect(playMove(t, 'x', step)).toBeNull();
    expect(addLine(t, ROOT, ['b', 'x', 'c'], step).ids).toHaveLength(1);
  });

  it('the solution becomes the main line, before the lines played, without moving the current node', () => {
    let t = play(start(), 'bd');
    const { tree, ids } = setMainLine(t, ['a', 'b', 'c'], step);
    t = tree;
    expect(ids).toHaveLength(3);
    expect(movesOf(t, mainLine(t)).join('')).toBe('abc');
    expect(movesTo(t)).toBe('bd');
    // a line played first that is the solution's start: its nodes are shared, not repeated
    const u = setMainLine(play(start(), 'ab'), ['a', 'b', 'c'], step).tree;
    expect(u.nodes).toHaveLength(4);
    expect(movesOf(u, lineThrough(u)).join('')).toBe('abc');
  });

  it('holds its shape under any sequence of moves, undos, redos and jumps (a model of the lines played)', () => {
    const command = fc.oneof(
      fc.record({ kind: fc.constant('play' as const), move: fc.constantFrom('a', 'b', 'c', 'x') }),
      fc.record({ kind: fc.constantFrom('undo' as const, 'redo' as const) }),
      fc.record({ kind: fc.constant('jump' as const), to: fc.nat() }),
    );
    fc.assert(
      fc.property(fc.array(command, { maxLength: 60 }), (commands) => {
        let t = start();
        /** every line played, as strings of moves (each prefix is a position reached) */
        const reached = new Set(['']);
        for (const c of commands) {
          const before = t;
          if (c.kind === 'play') {
            const next = playMove(t, c.move, step);
            if (c.move === 'x') expect(next).toBeNull();
            else {
              t = next!;
              reached.add(movesTo(t));
              expect(movesTo(t)).toBe(movesTo(before) + c.move);
              expect(movesTo(undo(t))).toBe(movesTo(before));
              expect(redo(undo(t)).current).toBe(t.current);
            }
          } else if (c.kind === 'undo') {
            t = undo(t);
            if (before.current !== ROOT) expect(movesTo(t)).toBe(movesTo(before).slice(0, -1));
          } else if (c.kind === 'redo') {
            t = redo(t);
            const line = lineThrough(before);
            const at = line.indexOf(before.current);
            expect(t.current).toBe(line[at + 1] ?? before.current);
          } else if (c.kind === 'jump') {
            t = goTo(t, c.to % t.nodes.length);
            expect(lineThrough(t).slice(0, currentNode(t).depth + 1)).toEqual(pathTo(t, t.current));
          }
        }
        // one node per position reached, each the data of its path, children told apart by their move
        expect(t.nodes).toHaveLength(reached.size);
        for (const n of t.nodes) {
          expect(n.data).toBe(movesOf(t, pathTo(t, n.id)).join(''));
          expect(n.depth).toBe(n.data.length);
          expect(new Set(n.children.map((c) => t.nodes[c]!.move)).size).toBe(n.children.length);
          if (n.next !== null) expect(n.children).toContain(n.next);
          for (const c of n.children) expect(t.nodes[c]!.parent).toBe(n.id);
        }
      }),
    );
  });
});

describe('positions in the tree', () => {
  const level: TestMoveLevel = { floor: ['...', '.#.', '..A'], dots: ['a..', '...', '...'] };

  it('carries the rules: a move that is not legal makes no node, a win is known winnable', () => {
    let t = positionsTree(moveFormatFamily, level);
    const s = stepper(moveFormatFamily, level);
    expect(playMove(t, 'U', s)).toBeNull();
    for (const m of ['R', 'R', 'D', 'D']) t = playMove(t, m, s)!;
    expect(currentNode(t).data.winnable).toBe(true);
    expect(moveFormatFamily.isWon(level, currentNode(t).data.state)).toBe(true);
  });

  it('a point of no return marks the line from it on; the first node known lost is found on any line', () => {
    let t = positionsTree(moveFormatFamily, level);
    const s = stepper(moveFormatFamily, level);
    for (const m of ['R', 'L', 'R']) t = playMove(t, m, s)!;
    const line = lineThrough(t);
    expect(noReturnOn(t, line)).toBeNull();
    t = markLine(t, line, 2);
    expect(line.map((id) => t.nodes[id]!.data.winnable)).toEqual([true, true, false, false]);
    expect(noReturnOn(t, line)).toBe(line[2]);
    expect(markLine(t, line, 2)).toBe(t);
  });
});
