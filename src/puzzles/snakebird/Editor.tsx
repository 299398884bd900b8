// Snakebird editor, painted on the Snakebird board itself: walls, spikes, water, fruit, the
// exit, the teleporter pair (two clicks: the first pad waits, drawn dashed, for the second);
// draw a snake by dragging from its head along its body (Shift+arrows from the keyboard), or
// press by press on from a tail, and back along it; recolour or delete it; blocks as multi-cell shapes
// whose cells need not touch. What an edit did beyond its cell is said above the grid.
import { useMemo, useRef, useState } from 'react';
import { EditError, PaintableGrid, Palette, useEscape, type PaintEvent, type Tool } from '../../editor/GridEditor.tsx';
import type { Side } from '../../editor/grid.ts';
import { listWords, useLevelEdit } from '../../editor/useLevelEdit.ts';
import type { FamilyEditorProps } from '../../view/types.ts';
import {
  SNAKEBIRD_MAX, addBlockCell, clearPieceAt, describeCell, extendSnake, labelsOf, lostPads, padsOf, paintTerrain, placePads,
  relabel, resizeSnakebird, snakeTailAt, startSnake, type Cell, type Paint,
} from './editorModel.ts';
import { plural } from '../text.ts';
import { snakeName, snakeShortName } from './colours.ts';
import { writtenFormat, type SnakebirdLevel } from './format.ts';
import SnakebirdBoard, { boardMargin } from './Board.tsx';

/** each tool, what it paints, and for a tool that is not one click a cell, how it works (said under the palette) */
const TOOLS: (Tool & { terrain?: Paint; how?: string })[] = [
  { id: 'empty', label: 'Empty', terrain: ' ' },
  { id: 'wall', label: 'Wall', swatch: '■', terrain: '#' },
  { id: 'spikes', label: 'Spikes', swatch: '▲', terrain: '^' },
  { id: 'water', label: 'Water', swatch: '≈', terrain: '~' },
  { id: 'fruit', label: 'Fruit', swatch: '●', terrain: 'fruit' },
  { id: 'exit', label: 'Exit', swatch: '✱', terrain: '*' },
  {
    id: 'teleporter',
    label: 'Teleporter',
    swatch: '◎',
    how: 'Choose a cell for one pad, then a second cell for its pair (a level has one pair); choose a pad to move it. The waiting pad again, or Escape, cancels.',
  },
  {
    id: 'snake',
    label: 'Snakebird',
    more: '(drag from the head)',
    swatch: '∿',
    how: 'Drag from the head along the body (from the keyboard, hold Shift and move with the arrow keys). A press makes a one-cell snakebird; press a tail, then cells beside it, to draw on; go back along the body to take cells off.',
  },
  { id: 'block', label: 'Block', swatch: '▣', how: 'The cells of one block move as one, touching or not: choose another number for another block.' },
];

const BLOCK_IDS = '0123456789'.split('');

/**
 * The blocks the Block tool offers: 0-9 (a digit each in jsnell), the level's own (a Snakefall
 * link numbers its blocks as it likes: 12), and in a Snakefall level the next number past them
 * all, so an eleventh block can be drawn.
 */
function blockIds(l: SnakebirdLevel): string[] {
  const ids = new Set([...BLOCK_IDS, ...l.blocks.map((b) => b.label)]);
  if (l.rules === 'snakefall') ids.add(String(Math.max(...[...ids].map(Number).filter(Number.isFinite)) + 1));
  return [...ids].sort((a, b) => Number(a) - Number(b) || a.localeCompare(b));
}

/** The format make() writes the level in, and the rules it is played by where not the game's. */
const FORMAT_NOTES: Record<ReturnType<typeof writtenFormat>, string> = {
  snakefall: "Snakefall link (played by Snakefall's rules)",
  classic: 'classic (open world)',
  jsnell: 'jsnell (framed)',
  mffm: 'M-FF-M grid (framed; jsnell would lose part of it)',
};

/** brings a line into view as it first shows (a stable ref: not again on each edit) */
const showOnce = (el: HTMLElement | null) => el?.scrollIntoView?.({ block: 'nearest' });

const at = ([r, c]: Cell) => `row ${r + 1}, column ${c + 1}`;
const same = (a: Cell, r: number, c: number) => a[0] === r && a[1] === c;

/**
 * A teleporter pad waiting for its pair: editor state, not the level's (a lone pad is no
 * level). `keep` is the pad that stays when one of a pair is being moved.
 */
interface PendingPad {
  at: Cell;
  keep: Cell | null;
  /** the level it was chosen on, and the arrivals then: any other level drops it */
  level: SnakebirdLevel;
  arrivals: number;
}

/** What the editor says of the last edit or click, until a level comes from outside (Undo, Import…). */
interface Said {
  text: string;
  arrivals: number;
}

export default function SnakebirdEditor({ family, level: model, onChange, issues }: FamilyEditorProps<SnakebirdLevel>) {
  const { edit, error, arrivals } = useLevelEdit(family, model, onChange, emptyEdgesLost);
  const [tool, setTool] = useState('wall');
  const [blockId, setBlockId] = useState('0');
  // a refusal of the editor's own (every colour taken), and a word on the last edit (a pair gone)
  const [note, setNote] = useState<Said | null>(null);
  const [status, setStatus] = useState<Said | null>(null);
  const [pending, setPending] = useState<PendingPad | null>(null);
  const waiting = pending && tool === 'teleporter' && pending.level === model && pending.arrivals === arrivals ? pending : null;
  const drawing = useRef<string | null>(null);
  /** whether the stroke under way went past the cell pressed */
  const dragged = useRef(false);
  /** whether the stroke under way started a snake (a press that did makes a one-cell snake, drawn on by no press beside it) */
  const started = useRef(false);
  /**
   * The snake a press beside its tail draws on: the one whose tail the last stroke pressed, or
   * grew by a press, without a drag, while no level came from outside.
   */
  const [goingOn, setGoingOn] = useState<{ label: string; arrivals: number } | null>(null);
  const going = goingOn && tool === 'snake' && goingOn.arrivals === arrivals ? (model.snakes.find((s) => s.label === goingOn.label) ?? null) : null;
  const rows = model.rows;
  const cols = model.cols;
  const margin = boardMargin(model);
  const format = useMemo(() => writtenFormat(model), [model]);
  // (an exit placed where the level has one adds a second: a level copied from the game then keeps New level's, valid, and may solve in fewer moves)
  const exits = useMemo(() => exitsOf(model), [model]);
  // (the same functions while the level and the pad waiting are: new ones at each render (another
  // tool, a status said) had the grid ask every cell its words again)
  const cellWords = useMemo(
    () => (r: number, c: number) => (waiting && same(waiting.at, r, c) ? `${describeCell(model, r, c)}, ${waiting.keep ? 'teleporter pad to move' : 'teleporter pad waiting for its pair'}` : describeCell(model, r, c)),
    [model, waiting],
  );
  const cellMark = useMemo(() => (waiting ? (r: number, c: number) => (same(waiting.at, r, c) ? <WaitingPad moving={waiting.keep !== null} /> : null) : undefined), [waiting]);
  const how = TOOLS.find((t) => t.id === tool)?.how;
  /** where the focus goes from the list's last Delete (the list's controls gone with it) */
  const lastItem = model.snakes.length + model.blocks.length === 1 ? '.ed-palette [aria-checked="true"]' : undefined;

  // Escape puts a waiting pad away, or lets go of the snake drawn on
  useEscape(waiting !== null || going !== null, () => {
    setPending(null);
    setGoingOn(null);
    setStatus({ text: tool === 'snake' ? 'The next press starts a new snakebird.' : 'No teleporter placed.', arrivals });
  });

  /**
   * What the stroke under way has to say, shown once it ends (undefined: nothing yet): the line
   * lies above the grid, and a line that came or went mid-stroke would move the cells under the
   * pointer.
   */
  const strokeSaid = useRef<Said | null | undefined>(undefined);
  /** what the stroke under way took away so far, all said at its end (an Empty drag across two snakes names both) */
  const strokeGone = useRef<{ items: string[]; pads: number }>({ items: [], pads: 0 });
  const say = (said: Said | null) => {
    if (strokeSaid.current === undefined) setStatus(said);
    else strokeSaid.current = said;
  };

  /**
   * An edit that may take a whole snake away with a cell of it (erased, painted over, cut off by
   * a smaller grid) or a teleporter pair with a pad: it says so.
   */
  const editSaying = (change: (m: SnakebirdLevel) => SnakebirdLevel, resized = false, piece = false, resizedWord: () => string | null = () => null) => {
    const lost: { pads: Cell[]; snakes: string[]; cut: string[]; exits: Cell[] } = { pads: [], snakes: [], cut: [], exits: [] };
    const changed = edit((m) => {
      const next = change(m);
      lost.pads = lostPads(m, next);
      // (a piece drawn on the exit takes its place: said, as the exit is under the piece's picture; terrain painted over it shows)
      if (piece) lost.exits = exitsOf(m).filter(([r, c]) => next.terrain[r]?.[c] !== '*');
      // (by colour: a frame the edit needed relabels A, a, 0 as R, G, B, each the same snakebird)
      lost.snakes = m.snakes.map((s) => snakeName(s.label)).filter((name) => !next.snakes.some((x) => snakeName(x.label) === name));
      // a border cut off: fruit and blocks' cells the person may not have seen go too
      if (resized) lost.cut = cutOff(m, next);
      return next;
    });
    if (!changed) return;
    setNote(null);
    const { snakes, cut } = lost;
    let pads = lost.pads.length;
    let gone = [
      ...snakes.map((name) => `the ${name.replace(/^Snakebird/, 'snakebird')}`),
      ...cut,
      ...(pads > 0 ? [padsWords(lost.pads)] : []),
      ...lost.exits.map((x) => `the exit at ${at(x)}`),
    ];
    if (strokeSaid.current !== undefined) {
      const so = strokeGone.current;
      so.items.push(...gone.filter((g) => !so.items.includes(g)));
      so.pads = Math.max(so.pads, pads);
      gone = so.items;
      pads = so.pads;
    }
    const pair = pads > 0;
    const listed = listWords(gone);
    // (a resize is an edit of its own: the word on the edit before goes; a stroke's cells say one word at its end)
    if (!listed) {
      if (resized) {
        const word = resizedWord();
        say(word === null ? null : { text: word, arrivals });
      }
    } else say({ text: `Removed ${listed}${pair ? ': pads come in pairs' : ''}. Undo brings ${gone.length > 1 || pads > 2 || /^([2-9]|\d\d)/.test(listed) ? 'them' : pair ? 'both' : 'it'} back.`, arrivals });
  };

  /**
   * Whether a row went under the floor in this go of resizes: Set size adds its rows one by one
   * in one task, and the rows after the first, inside the frame under the floor, say nothing of
   * their own, which would take the word on the floor away.
   */
  const floorKeptNow = useRef(false);
  const resize = (side: Side, delta: 1 | -1) => {
    let underFloor = false;
    let floorGone = false;
    editSaying(
      (m) => {
        const grown = growUnderFloor(m, side, delta);
        underFloor = grown !== null;
        const sized = grown ?? resizeInsideFrame(m, side, delta);
        if (sized) return sized;
        floorGone = side === 'bottom' && delta === -1 && bottomFrameIsFloor(m);
        return resizeSnakebird(m, side, delta);
      },
      true,
      false,
      () => (floorGone ? FLOOR_GONE : underFloor || floorKeptNow.current ? FLOOR_KEPT : null),
    );
    if (underFloor && !floorKeptNow.current) {
      floorKeptNow.current = true;
      queueMicrotask(() => (floorKeptNow.current = false));
    }
  };

  /**
   * A drag with the Teleporter tool from a cell or a pad: the cell it is let go on, as a second
   * press there, places the pair or moves the pad (a pad dragged was left waiting where the drag
   * began, the drop unheard).
   */
  const padDrag = useRef<{ from: Cell; to: Cell | null } | null>(null);
  /** The Teleporter tool: the first click (or Enter) marks a pad that waits; the second places the pair. */
  const padClick = (r: number, c: number) => {
    if (!waiting) {
      const pads = padsOf(model);
      const i = pads.findIndex((p) => same(p, r, c));
      setPending({ at: [r, c], keep: i < 0 ? null : (pads[1 - i] ?? null), level: model, arrivals });
      return;
    }
    setPending(null);
    if (same(waiting.at, r, c) || (waiting.keep && same(waiting.keep, r, c))) {
      say({ text: 'No teleporter placed.', arrivals });
      return;
    }
    const first = waiting.keep ?? waiting.at;
    let onExit: Cell[] = [];
    const placed = edit((m) => {
      const next = placePads(m, first, [r, c]);
      onExit = exitsOf(m).filter(([er, ec]) => next.terrain[er]?.[ec] !== '*');
      return next;
    });
    if (placed) say({ text: `Teleporter pair at ${at(first)} and ${at([r, c])}${onExit.length > 0 ? `, in place of the exit at ${at(onExit[0]!)}` : ''}.`, arrivals });
  };

  const onPaint = (e: PaintEvent) => {
    const { row: r, col: c } = e;
    // (the word on the last stroke stands until this one ends: taken away now, its line would move the grid under the pointer)
    if (e.phase === 'start') {
      strokeSaid.current = null;
      strokeGone.current = { items: [], pads: 0 };
    }
    // (the Empty tool erases as a right-click does: a finger has no other way to take a block's cell or a snake away)
    if (e.erase || tool === 'empty') {
      editSaying((m) => {
        const cleared = clearPieceAt(m, r, c);
        return cleared !== m ? cleared : paintTerrain(m, r, c, ' ');
      });
      return;
    }
    const terrain = TOOLS.find((t) => t.id === tool)?.terrain;
    // (Snakefall's map has no water tile: the link would write it as space)
    if (terrain === '~' && model.rules === 'snakefall') say({ text: 'A Snakefall level has no water: its rules have none. Spikes kill a snakebird as water does, but hold a block up.', arrivals });
    else if (terrain !== undefined) editSaying((m) => paintTerrain(m, r, c, terrain));
    else if (tool === 'teleporter') {
      if (e.phase === 'start') {
        // (a press that set a pad waiting: the cell its drag is let go on is the second press)
        padDrag.current = waiting === null ? { from: [r, c], to: null } : null;
        padClick(r, c);
      } else if (padDrag.current) padDrag.current.to = [r, c];
    } else if (tool === 'block') editSaying((m) => addBlockCell(m, blockId, r, c), false, true);
    else if (tool === 'snake') {
      if (e.phase === 'start') {
        dragged.current = false;
        started.current = false;
        editSaying((m) => {
          // a tail pressed draws its snake on; a press beside the tail of the snake pressed last does too
          const tail = snakeTailAt(m, r, c);
          if (tail !== null) {
            drawing.current = tail;
            return m;
          }
          const grown = going ? extendSnake(m, going.label, r, c) : m;
          if (grown !== m) {
            drawing.current = going!.label;
            return grown;
          }
          const made = startSnake(m, r, c);
          if (!made) {
            setNote({ text: `Every snakebird colour of this format is taken (${labelsOf(m).map(snakeShortName).join(', ')}): delete a snakebird first.`, arrivals });
            drawing.current = null;
            return m;
          }
          setNote(null);
          drawing.current = made.label;
          started.current = true;
          return made.level;
        }, false, true);
      } else if (drawing.current !== null) {
        dragged.current = true;
        const label = drawing.current;
        editSaying((m) => extendSnake(m, label, r, c), false, true);
      }
    }
  };
  // the pads placing this one takes away: a pair there was, or the rest of a Snakefall link's lone or three
  const goingPads = waiting ? padsOf(model).filter((p) => !same(p, ...waiting.at) && !(waiting.keep && same(p, ...waiting.keep))) : [];
  const hint = waiting
    ? waiting.keep
      ? `Moving the teleporter pad at ${at(waiting.at)}: choose the cell to put it on; the pad again, or Escape, cancels.${goingPads.length > 0 ? ` ${padsWords(goingPads, true)} then goes: a level has one pair.` : ''}`
      : `Teleporter pad at ${at(waiting.at)}: choose a second cell for the other pad; this pad again, or Escape, cancels.${
          goingPads.length > 0 ? ` ${padsWords(goingPads, true)} then ${goingPads.length > 2 ? 'go' : 'goes'}: a level has one pair.` : ''
        }`
    : status?.arrivals === arrivals
      ? status.text
      : going
        ? `Drawing ${snakeName(going.label)} on from its tail at ${at(going.cells[going.cells.length - 1]!)}; a cell away from the tail, or Escape, starts a new snakebird.`
        : null;

  return (
    <div className="ed-family ed-snakebird">
      <Palette tools={TOOLS} tool={tool} onToolChange={(t) => (setTool(t), setPending(null), setGoingOn(null))} />
      {/* said where the tool was picked, and scrolled to where a phone shows the palette last (a new paragraph for each tool, so each is shown) */}
      {how && (
        <p className="ed-tool-how" key={tool} ref={showOnce}>
          {how}
        </p>
      )}
      {tool === 'block' && (
        <div className="ed-options">
          <label>
            Block{' '}
            <select value={blockId} onChange={(e) => setBlockId(e.target.value)}>
              {blockIds(model).map((id) => (
                <option key={id} value={id}>
                  {id}
                  {model.blocks.some((b) => b.label === id) ? '' : ' (new)'}
                </option>
              ))}
            </select>
          </label>
        </div>
      )}
      {/* what the last click or edit did, and a refused one, beside the tool's word where the eyes are: under a phone's grid they were out of sight */}
      <p aria-live="polite" className="ed-hint">
        {hint}
      </p>
      <EditError message={(note?.arrivals === arrivals ? note.text : null) ?? error} />
      <PaintableGrid
        rows={rows}
        cols={cols}
        issues={issues}
        max={SNAKEBIRD_MAX}
        onPaint={onPaint}
        onStrokeEnd={() => {
          const pad = padDrag.current;
          padDrag.current = null;
          if (tool === 'teleporter' && pad?.to && !same(pad.from, ...pad.to)) padClick(...pad.to);
          if (tool === 'snake') setGoingOn(drawing.current !== null && !dragged.current && !started.current ? { label: drawing.current, arrivals } : null);
          drawing.current = null;
          if (strokeSaid.current !== undefined) setStatus(strokeSaid.current);
          strokeSaid.current = undefined;
        }}
        board={<SnakebirdBoard level={model} state={family.start(model)} />}
        frame={{ width: cols + 2 * margin, height: rows + margin, left: margin, top: margin, cellWidth: 1, cellHeight: 1 }}
        // (a 64×64 map opened in one task of 190–560 ms drawing the layer's 4,096 cells: editor-open-cost.mjs)
        cellsAfterOpen
        describeCell={cellWords}
        onResize={resize}
        renderCell={cellMark}
      />
      {/* (a group of its own, for the page's focus keeper: a Delete pressed from the keyboard hands
          the focus to the next item's control, the one before, else, the list emptied, to the
          tool chosen: not on to the Solver's column after the editor) */}
      <ul className="ed-list" role="list" aria-label="Snakes and blocks">
        {model.snakes.map((s) => (
          <li key={s.label}>
            {snakeName(s.label)} ({s.label}, {plural(s.cells.length, 'cell')}){' '}
            <label>
              colour{' '}
              <select
                aria-label={`colour of ${snakeName(s.label)}`}
                value={s.label}
                onChange={(e) => {
                  const to = e.target.value;
                  const other = model.snakes.some((x) => x.label === to);
                  if (edit((m) => recolour(m, s.label, to)) && other) setStatus({ text: `Swapped colours: the ${snakeName(s.label)} is now ${snakeShortName(to)}, the ${snakeName(to)} ${snakeShortName(s.label)}.`, arrivals });
                }}
              >
                {/* (its own label first where the format's list lacks it: a Y read from a file, else the list would show another) */}
                {[...(labelsOf(model).includes(s.label) ? [] : [s.label]), ...labelsOf(model)].map((l) => (
                  <option key={l} value={l}>
                    {snakeShortName(l)} ({l}){l !== s.label && model.snakes.some((x) => x.label === l) ? ', swap' : ''}
                  </option>
                ))}
              </select>
            </label>{' '}
            <button type="button" onClick={() => edit((m) => ({ ...m, snakes: m.snakes.filter((x) => x.label !== s.label) }))} data-refocus={lastItem}>
              Delete {snakeName(s.label)}
            </button>
          </li>
        ))}
        {model.blocks.map((b) => (
          <li key={b.label}>
            Block {b.label} ({plural(b.cells.length, 'cell')}){' '}
            <button type="button" onClick={() => edit((m) => ({ ...m, blocks: m.blocks.filter((x) => x.label !== b.label) }))} data-refocus={lastItem}>
              Delete block {b.label}
            </button>
          </li>
        ))}
      </ul>
      {exits.length > 1 && (
        <p className="ed-note">
          {exits.length} exits, at {listWords(exits.map(at))}: a snakebird may leave by any of them (a level of the game has one: New level's, left behind, is one more).
        </p>
      )}
      <p className="ed-note">Format: {FORMAT_NOTES[format]}</p>
    </div>
  );
}

const exitsOf = (l: SnakebirdLevel): Cell[] => l.terrain.flatMap((row, r) => [...row].flatMap((t, c) => (t === '*' ? [[r, c] as Cell] : [])));

/**
 * What the level's text drops of a level drawn: jsnell's reader drops the spaces ending a line
 * and the blank lines at the end, so a closed level written in it loses an empty last row or
 * column (the water painted on a floor lost the 2 columns added at the right, unsaid).
 */
function emptyEdgesLost(drawn: SnakebirdLevel, read: SnakebirdLevel): string | null {
  const rows = drawn.rows - read.rows;
  const cols = drawn.cols - read.cols;
  if (rows <= 0 && cols <= 0) return null;
  const what = [...(rows > 0 ? [`${plural(rows, 'empty row')} at the bottom`] : []), ...(cols > 0 ? [`${plural(cols, 'empty column')} at the right`] : [])];
  return `its text (jsnell) cannot keep ${what.join(' and ')}. Put a wall or water in the last row and column first, or remove them.`;
}

/**
 * A snake given another colour (its label); one another snake has takes the two colours swapped,
 * so two snakes drawn in the other order than the level's need no detour through a free colour.
 */
function recolour(l: SnakebirdLevel, from: string, to: string): SnakebirdLevel {
  if (!l.snakes.some((s) => s.label === to)) return relabel(l, from, to);
  return { ...l, snakes: l.snakes.map((s) => (s.label === from ? { ...s, label: to } : s.label === to ? { ...s, label: from } : s)) };
}

/** the terrain of one line of cells: row k for the top and bottom, column k for the left and right */
const lineOf = (l: SnakebirdLevel, side: Side, k: number): string[] => (side === 'top' || side === 'bottom' ? [...l.terrain[k]!] : l.terrain.map((row) => row[k]!));

/**
 * A framed level's row or column added or removed just inside its frame, so the frame stays at
 * the border: a game level is closed by a line of walls or water, and a line added outside it
 * (empty) was one the player had to wall again, and one the jsnell format cannot write at the
 * right or the bottom (the water painted on the floor of a level made 10 columns wide dropped
 * its last 2). Null where that side is no frame (an open world, a Snakefall link, a line with
 * pieces, fruit or empty cells on it, or one that would take pieces with it): the grid then
 * grows or shrinks at the border itself.
 */
export function resizeInsideFrame(l: SnakebirdLevel, side: Side, delta: 1 | -1): SnakebirdLevel | null {
  if (l.open || l.rules === 'snakefall') return null;
  const across = side === 'top' || side === 'bottom';
  const n = across ? l.rows : l.cols;
  const first = side === 'top' || side === 'left';
  const covered = [...l.fruit, ...l.snakes.flatMap((s) => s.cells), ...l.blocks.flatMap((b) => b.cells)];
  const lineHas = (k: number) => covered.some(([r, c]) => (across ? r : c) === k);
  const frameAt = first ? 0 : n - 1;
  const frame = lineOf(l, side, frameAt);
  if (n < 3 || lineHas(frameAt) || !frame.every((t) => t === '#' || t === '~')) return null;
  // (shrinking: the line inside the frame goes, so it must hold nothing the person drew as a piece or a pad)
  const inside = first ? 1 : n - 2;
  if (delta === -1 && (n < 4 || lineHas(inside) || lineOf(l, side, inside).includes('T'))) return null;
  const sized = resizeSnakebird(l, side, delta);
  if (sized === l) return null;
  const m = n + delta;
  const outer = first ? 0 : m - 1;
  const next = first ? 1 : m - 2;
  const lines: [number, string[]][] = [[outer, frame]];
  if (delta === 1) {
    // the new line inside: empty, its two ends those of the line beside it (the side frames' walls);
    // a column's also the walls and water beside it, so that a floor or a ledge that met the side
    // frame still does (a floor above room under it, growUnderFloor's, had a hole at the new column)
    const beside = lineOf(sized, side, first ? 2 : m - 3);
    lines.push([next, beside.map((t, i) => (i === 0 || i === beside.length - 1 || (!across && (t === '#' || t === '~')) ? t : ' '))]);
  }
  const terrain = sized.terrain.map((row, r) => {
    if (across) return lines.find(([k]) => k === r)?.[1].join('') ?? row;
    const chars = [...row];
    for (const [k, line] of lines) chars[k] = line[r]!;
    return chars.join('');
  });
  return { ...sized, terrain };
}

/**
 * A framed level's row added at the bottom, under its floor: where the line just inside the
 * bottom frame has something on it (a snakebird, a block, fruit, the exit, spikes, a wall
 * standing on it), the frame is its floor, and moved down with the grid's foot, as the other
 * sides' frames are, it left what stood on it hanging: New level's snakebird floated, and fell at
 * the first move. The row added is the frame's line again, under it, so the level stays as drawn
 * (and a row more, its line now a whole line of wall, goes inside the frame under it: room under
 * the floor). Null elsewhere: an open world or a Snakefall link grows at its border, below the
 * floor already, and a frame with nothing on it grows inside itself (resizeInsideFrame).
 */
export function growUnderFloor(l: SnakebirdLevel, side: Side, delta: 1 | -1): SnakebirdLevel | null {
  if (side !== 'bottom' || delta !== 1 || !bottomFrameIsFloor(l)) return null;
  const grown = resizeSnakebird(l, side, delta);
  if (grown === l) return null;
  return { ...grown, terrain: [...grown.terrain.slice(0, -1), l.terrain[l.rows - 1]!] };
}

/**
 * Whether a framed level's bottom line, a whole line of wall or water, is the floor of something
 * on the line above it: a piece or fruit, or terrain other than a whole line of empty cells or of
 * wall and water.
 */
function bottomFrameIsFloor(l: SnakebirdLevel): boolean {
  if (l.open || l.rules === 'snakefall' || l.rows < 3) return false;
  const solid = (t: string) => t === '#' || t === '~';
  const covered = [...l.fruit, ...l.snakes.flatMap((s) => s.cells), ...l.blocks.flatMap((b) => b.cells)];
  const lineHas = (k: number) => covered.some(([r]) => r === k);
  if (!lineOf(l, 'bottom', l.rows - 1).every(solid) || lineHas(l.rows - 1)) return false;
  const inside = lineOf(l, 'bottom', l.rows - 2).slice(1, -1);
  return lineHas(l.rows - 2) || !(inside.every((t) => t === ' ') || inside.every(solid));
}

/**
 * said when the row removed at the bottom was the floor of something (the row inside the frame,
 * which a framed level loses first, has it on it): the level is no longer as drawn
 */
export const FLOOR_GONE = 'Removed the row at bottom, the floor under what stood on the row above it: with no floor there, it falls off the map. Undo brings the floor back.';

/** said when a row added at the bottom went under the floor (growUnderFloor) */
export const FLOOR_KEPT =
  'The floor stays where it was drawn, with what stands on it: a row added at the bottom goes under it (a line of wall like the frame, then room inside the frame). Add row at top makes room above it.';

/** "the teleporter pair at row 1, column 2 and row 3, column 4"; three are "pads", their places apart by semicolons */
function padsWords(pads: readonly Cell[], start = false): string {
  const places = pads.length > 2 ? `${pads.slice(0, -1).map(at).join('; ')} and ${at(pads[pads.length - 1]!)}` : pads.map(at).join(' and ');
  const what = pads.length === 2 ? 'teleporter pair' : pads.length === 1 ? 'teleporter pad' : 'teleporter pads';
  return `${start ? 'The' : 'the'} ${start && pads.length === 2 ? 'pair' : what} at ${places}`;
}

/** The fruit and the blocks' cells an edit took away, in words ("1 fruit", "2 cells of block 0"). */
function cutOff(before: SnakebirdLevel, after: SnakebirdLevel): string[] {
  const fruit = before.fruit.length - after.fruit.length;
  const blocks = before.blocks.flatMap((b) => {
    const n = b.cells.length - (after.blocks.find((x) => x.label === b.label)?.cells.length ?? 0);
    return n > 0 ? [n === b.cells.length ? `block ${b.label}` : `${plural(n, 'cell')} of block ${b.label}`] : [];
  });
  return [...(fruit > 0 ? [plural(fruit, 'fruit', 'fruit')] : []), ...blocks];
}

/**
 * A pad waiting for its pair, drawn over its cell as the board draws a pad (its colour) but
 * dashed, as not yet placed; a pad picked up to move is ringed dashed in the editor's pick colour.
 */
function WaitingPad({ moving }: { moving: boolean }) {
  return (
    <svg viewBox="0 0 32 32" aria-hidden="true" data-testid="waiting-pad" style={{ width: '100%', height: '100%', pointerEvents: 'none' }}>
      <circle cx={16} cy={16} r={moving ? 15 : 12.8} fill="none" stroke={moving ? '#d69e2e' : '#805ad5'} strokeWidth={moving ? 3 : 4} strokeDasharray={moving ? '5 3' : '6 4'} className={moving ? undefined : 'sb-waiting-pad'} />
    </svg>
  );
}
