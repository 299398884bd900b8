// DogBunny's board: the graph, its conditions and the animals. In play a tap or click moves an
// animal. Tap an animal (or its node) to choose it, then its destination node (ringed) or the
// edge to walk; a tap on an edge or an empty node that leaves one legal move plays it, and
// where it leaves several (a two-way edge with animals at both ends, two kinds on one end) the
// chosen animal decides, or, with none chosen there, a small menu of those moves asks which;
// where it leaves none, a note near the tap, on no node or animal, says why (and a screen reader hears it).
// The keyboard plays from the list of legal moves under the board (the play panel's).
import { useEffect, useId, useLayoutEffect, useMemo, useRef, useState, type MouseEvent } from 'react';
import type { BoardProps } from '../../view/types.ts';
import { dogbunny, readMove, type DogBunnyLevel, type DogBunnyState, type DogEdge } from './index.ts';
import { autoLayout, coursePieces, edgeCourses, labelsFor, NODE_R, nodeRadius, notePlace, turned, type Box, type Course } from './layout.ts';
import { counted, fontSetting, ISSUE_MARK_STYLE, issueMarks } from '../../view/boardWords.ts';
import { graphWords } from './words.ts';
import { dogbunnyView, spoken } from './view.ts';
import './board.css';
import { useBoardScale } from '../../view/useBoardScale.ts';
import { COMFORT } from '../../view/Zoom.tsx';

/** grid points lie UNIT apart, the first one UNIT from the board's corner (the editor lays its cells over them) */
export const UNIT = 60;

/** The zoom's cell, board units, for nodes of radius `r`: half a grid step, less on a crowded board, where the nodes and words are smaller (a phone drew its words 8 px and offered no zoom); the editor's too (a 1000x650 screen drew the map's words 8 px with no zoom offered) */
export const readSide = (r: number) => (UNIT / 2) * (r / NODE_R);
export { NODE_R };
/** the grid points at the board's centre: a node at (x, y) of the level is drawn there */
const centre = (v: number | undefined) => ((v ?? 0) + 1) * UNIT;
/** a laid-out level's drawing's size in board units: a grid point's margin round its furthest nodes, and round the editor's `extent` */
const drawingSize = (level: DogBunnyLevel, extent?: { cols: number; rows: number }) => ({
  width: Math.max(...level.nodes.map((n) => centre(n.x)), (extent?.cols ?? 0) * UNIT, 0) + UNIT,
  height: Math.max(...level.nodes.map((n) => centre(n.y)), (extent?.rows ?? 0) * UNIT, 0) + UNIT,
});

/** Animal kinds get a letter and a colour; the letter keeps them apart without colour. */
const kindStyle = (kind: string) => ({
  letter: kind.slice(0, 1).toUpperCase(),
  fill: kind === 'dog' ? '#9a6324' : kind === 'bunny' ? '#f5f5f5' : '#4363d8',
  text: kind === 'bunny' ? '#222' : '#fff',
});

/** an edge's hit line, board units (app.css's), and the least it is on the screen, px: a finger's target (WCAG 2.5.8) */
const HIT_WIDTH = 18;
const FINGER_PX = 24;
const ANIMAL_R = 10;
/** an animal's letter, in board units: its own size, else as large as MIN_LETTER_PX on the screen
 * where the board is drawn small, up to what its circle holds (Night watch on a phone drew it 8.9 px) */
const LETTER_FONT = 14;
const LETTER_FONT_MOST = 16;
const MIN_LETTER_PX = 10;
/** (`em`: the browser's font size over its default 16 px, as the least sizes in px follow it) */
const letterFont = (scale: number, em: number, share = 1) => Math.min(LETTER_FONT_MOST * share, Math.max(LETTER_FONT * share, Math.ceil(((MIN_LETTER_PX * em) / (scale || 1)) * 10) / 10));
/** an animal's radius on nodes of radius r: as much smaller as a crowded board's nodes (three or four animals on a node spilled over its circle onto the words by it) */
const animalR = (r: number) => ANIMAL_R * Math.min(1, r / NODE_R);
/** the words' sizes, in board units, where the board is drawn at its size or larger */
const NAME_FONT = 11;
const CONDITION_FONT = 10;
/** the least size, in CSS px, a word is drawn at where it fits: a wide board drawn small (a phone)
 * draws its words larger, up to GROW times, as large as they go without lying on an edge, a node
 * or each other (past that the zoom is there, offered under 24 px cells). It is for the browser's
 * default font size, 16 px: a person who set it larger gets it as much larger (at 24 px the
 * words stayed 10 to 12 px among the page's words of 24) */
const MIN_PX = 10.5;
const GROW = 1.6;
/** more nodes and edges than this, and the words keep their own size (each size tried places them all again) */
const GROW_UP_TO = 30;
/** the least size, in CSS px, a word is drawn smaller to where its own size lies on something */
const LEAST_PX = 10;
/** how much larger than their own size the words would be drawn, for a board drawn at `scale` CSS px a unit: as large as they want, then as they may grow */
const unbounded = (scale: number, em: number) => (MIN_PX * em) / (Math.min(NAME_FONT, CONDITION_FONT) * (scale || 1));
const wanted = (scale: number, em: number) => Math.min(GROW, Math.max(1, unbounded(scale, em)));
/** how much larger (its scale) the turned drawing must be to be drawn turned */
const TURN_GAIN = 1.1;

/**
 * Is a drawing `width` × `height` board units drawn turned (layout.ts turned: its x and y
 * swapped), in a room `room` px wide and at most `most` px high? Where it is wider than tall, its
 * words would not reach their size there (MIN_PX, as much larger as the font setting), even grown
 * GROW times, and turned it is drawn larger: a phone held upright with a large font (at 24 px on
 * a 390 px screen, Night watch's words were drawn 8 to 10 px across a board 264 px wide, beside
 * the zoom's buttons, with half the screen's height to spare). A desktop, or a phone at the
 * default size, draws every gallery level as the level places it.
 */
export function turnsTaller(width: number, height: number, room: number, most: number, em: number): boolean {
  if (width <= height || !(room > 0)) return false;
  const scale = Math.min(room / width, most / height);
  return unbounded(scale, em) > GROW && Math.min(room / height, most / width) >= scale * TURN_GAIN;
}

/** Where the k-th of `count` animals on a node sits from its centre: one in the middle, two to
 * four side by side without overlapping (the letters stay whole), more on a ring. */
export function animalOffset(k: number, count: number, r: number): [number, number] {
  if (count === 1) return [0, 0];
  const d = animalR(r);
  if (count === 2) return [k === 0 ? -d : d, 0];
  if (count === 3) return ([[-d, -d * 0.58], [d, -d * 0.58], [0, d * 1.15]] as const)[k] as [number, number];
  if (count === 4) return [k % 2 === 0 ? -d : d, k < 2 ? -d : d];
  const angle = (2 * Math.PI * k) / count - Math.PI / 2;
  return [Math.cos(angle) * r * 0.6, Math.sin(angle) * r * 0.6];
}

/** A legal move, read: `kind:from->to`. */
interface Walk {
  move: string;
  kind: string;
  from: string;
  to: string;
}

export function legalWalks(level: DogBunnyLevel, state: DogBunnyState): Walk[] {
  // (a legal move is always one the notation reads)
  return dogbunny.legalMoves(level, state).map((move) => ({ move, ...readMove(move)! }));
}

/** the legal moves along an edge: its way, and back where it is two-way */
export const walksAlong = (walks: readonly Walk[], e: DogEdge) =>
  walks.filter((w) => (w.from === e.from && w.to === e.to) || (e.twoWay && w.from === e.to && w.to === e.from));

/** The animal chosen to move: its kind and its node (animals of one kind on one node are one to the rules). */
interface Chosen {
  kind: string;
  node: string;
}

/**
 * Moves a tap left to choose between (along an edge, marked while they are offered), where it was
 * made (px from the board's corner; `along`, as parts of the drawing's width and height, where it
 * is after a turn of the phone or a zoom), for the position it was made on.
 */
interface Offer {
  walks: Walk[];
  edge?: DogEdge;
  x: number;
  y: number;
  along: { x: number; y: number };
  state: DogBunnyState;
}

export interface DogBunnyBoardProps extends BoardProps<DogBunnyLevel, DogBunnyState> {
  /** show at least this many grid points across and down (the editor's room for new nodes) */
  extent?: { cols: number; rows: number };
  /** the edges' courses, where the caller has them (the editor, for its targets): found here otherwise */
  courses?: readonly Course[];
  /** told the boxes of the words drawn (board units) as they are placed: the editor leaves its grid points' dots out from under them */
  onWords?(boxes: readonly Box[]): void;
}

export default function DogBunnyBoard({ level, state, onMove, lastMove, hint, extent, courses: given, onWords, issues }: DogBunnyBoardProps) {
  const laid = useMemo(() => autoLayout(level), [level]);
  const svg = useRef<SVGSVGElement>(null);
  const em = fontSetting();
  // (the editor's board is never turned: its grid points are the level's)
  const turnable = !extent && !given;
  const room = useRoom(svg, turnable);
  const unturned = drawingSize(laid);
  const turn = turnable && room !== null && turnsTaller(unturned.width, unturned.height, room.w, room.most, em);
  const placed = useMemo(() => (turn ? turned(laid) : laid), [laid, turn]);
  const pos = useMemo(() => new Map(placed.nodes.map((n) => [n.name, { x: centre(n.x), y: centre(n.y) }])), [placed]);
  const { width, height } = drawingSize(placed, extent);
  // (smaller where the board is crowded: the words need the room between the circles)
  const r = useMemo(() => nodeRadius(placed), [placed]);
  const courses = useMemo(() => given ?? edgeCourses(placed, (name) => pos.get(name)!, r), [given, placed, pos, r]);
  const cell = readSide(r);
  const flagged = useMemo(() => issueMarks(issues).nodes, [issues]);
  const goalKinds = (name: string) => level.goals.filter((g) => g.nodes.includes(name)).map((g) => g.kind);
  // the words at least MIN_PX on the screen, where the board is drawn small
  const scale = useBoardScale(svg, width, height);
  // (an edge's target, its hit line, a finger wide on the screen at least: app.css's 18 units are less where the board is drawn small, as on a phone)
  const hitWidth = Math.max(HIT_WIDTH, FINGER_PX / (scale || 1));
  // (a large graph, read zoomed in, keeps its words' own size: trying sizes costs too much there)
  const grow = level.nodes.length + level.edges.length > GROW_UP_TO ? 1 : Math.round(wanted(scale, em) * 10) / 10;
  // (where the zoom is offered the board is read zoomed in: a word may be as small as is LEAST_PX
  // once a cell is COMFORT px, the zoom's first step there; LEAST_PX at the fitted size, over the
  // words' own size on a phone, let no word there be drawn smaller, and a goal's name lay across the editor's frame)
  const leastFont = Math.ceil(LEAST_PX * Math.min(1 / (scale || 1), cell / COMFORT) * 10) / 10;
  // (a word is drawn under LEAST_PX made as much larger as the font setting only where larger it lies on something; a condition may lie on its own edge first: at 24 px a phone drew words 10 and 12 px beside places that were free at their size, or on their own edge)
  const readableFont = Math.ceil(LEAST_PX * em * Math.min(1 / (scale || 1), cell / COMFORT) * 10) / 10;
  // (the editor's cells, a grid point wide round each point, are framed by a dashed line drawn over the board: a word across it, as a top node's name above it was, is struck through)
  const frame = useMemo(() => (extent ? { x: UNIT / 2, y: UNIT / 2, w: extent.cols * UNIT, h: extent.rows * UNIT } : undefined), [extent?.cols, extent?.rows]);
  // the names and conditions, each where it lies on the fewest edges, arrowheads, nodes and other words
  const labels = useMemo(() => {
    // the largest size wanted that lies on nothing, else the one that lies on least
    let pick: ReturnType<typeof labelsFor> | null = null;
    // (no smaller than LEAST_PX on the screen where no zoom is offered: a word that lies on
    // something there is wrapped or made smaller alone; where the zoom is, the words may be smaller)
    const zoomable = cell * (scale || 1) < COMFORT;
    const lowest = zoomable ? 1 : Math.max(1, Math.min(grow, Math.ceil((LEAST_PX / (CONDITION_FONT * (scale || 1))) * 10) / 10));
    for (let f = grow; f >= lowest; f = Math.round((f - 0.1) * 10) / 10) {
      const tried = labelsFor(placed, (name) => pos.get(name)!, { r, nameFont: NAME_FONT * f, conditionFont: CONDITION_FONT * f, width, height, leastFont, readableFont, frame }, courses);
      if (!pick || tried.clashes < pick.clashes) pick = tried;
      if (tried.clashes === 0) break;
    }
    return pick!;
  }, [placed, pos, courses, width, height, grow, leastFont, readableFont, scale, r, cell, frame]);
  useEffect(() => onWords?.([...labels.nodes, ...labels.edges.filter((b) => b !== null)]), [labels, onWords]);
  // animals sharing a node sit side by side
  const slot = new Map<number, number>();
  const seen = new Map<number, number>();
  state.at.forEach((node, i) => {
    const k = seen.get(node) ?? 0;
    slot.set(i, k);
    seen.set(node, k + 1);
  });

  // play by taps: the animal chosen, the moves a tap left open
  const [picked, setPicked] = useState<Chosen | null>(null);
  const [offer, setOffer] = useState<Offer | null>(null);
  /** what a tap that could play nothing says, for the position it was made on, and where the tap was (px from the board's corner) */
  const [said, setSaid] = useState<{ text: string; x: number; y: number; state: DogBunnyState } | null>(null);
  const saying = said?.state === state ? said : null;
  useEffect(() => {
    if (!saying) return;
    const t = window.setTimeout(() => setSaid(null), 5000);
    return () => window.clearTimeout(t);
  }, [saying]);
  const box = useRef<HTMLDivElement>(null);
  const note = useRef<HTMLParagraphElement>(null);
  const noteAt = useNotePlace(saying, box, note);
  // a note with no room clear of the nodes goes when the pointer moves on from the tap
  useEffect(() => {
    if (!noteAt || noteAt.clear || !saying) return;
    const from = box.current?.getBoundingClientRect();
    const go = (e: PointerEvent) => {
      if (!from || Math.hypot(e.clientX - from.left - saying.x, e.clientY - from.top - saying.y) > 24) setSaid(null);
    };
    document.addEventListener('pointermove', go);
    return () => document.removeEventListener('pointermove', go);
  }, [noteAt, saying]);
  const walks = useMemo(() => (onMove ? legalWalks(level, state) : []), [onMove, level, state]);
  // the paths and goals the drawing shows, in words (its name says the nodes and animals)
  const describedBy = `dogbunny-graph-${useId().replace(/[^a-z0-9]/gi, '')}`;
  const words = useMemo(() => graphWords(level), [level]);
  const nodeOf = (i: number) => level.nodes[state.at[i]!]?.name;
  /** a node's name in words ("blank 2") */
  const named = (name: string | undefined) => (name === undefined ? undefined : spoken(name));
  /** the kinds standing on a node, in the level's order */
  const kindsOn = (node: string) => [...new Set(level.animals.filter((_, i) => nodeOf(i) === node).map((a) => a.kind))];
  // a choice holds while such an animal stands there (an undo, or a move from the list, may take it away)
  const chosen = picked && kindsOn(picked.node).includes(picked.kind) ? picked : null;
  const menu = offer?.state === state ? offer : null;
  const isChosen = (w: Walk) => chosen !== null && w.kind === chosen.kind && w.from === chosen.node;
  const destinations = new Set(walks.filter(isChosen).map((w) => w.to));
  /** play a move; the choice follows the chosen animal where it walks */
  const go = (w: Walk) => {
    setOffer(null);
    if (isChosen(w)) setPicked({ kind: w.kind, node: w.to });
    onMove!(w.move);
  };
  /** a tap closes the menu and the note of the tap before */
  const tapped = (ev: MouseEvent) => {
    ev.stopPropagation();
    setOffer(null);
    setSaid(null);
  };
  /** one move plays; several are offered where the tap was; none, and `none` says why */
  const choose = (options: Walk[], ev: MouseEvent, none: string, edge?: DogEdge) => {
    if (options.length === 1) return go(options[0]!);
    const corner = box.current?.getBoundingClientRect();
    const [x, y] = [ev.clientX - (corner?.left ?? 0), ev.clientY - (corner?.top ?? 0)];
    const drawn = svg.current?.getBoundingClientRect();
    const along = drawn && drawn.width > 0 && drawn.height > 0 ? { x: (ev.clientX - drawn.left) / drawn.width, y: (ev.clientY - drawn.top) / drawn.height } : { x: 0.5, y: 0.5 };
    if (options.length > 1) return setOffer({ walks: options, edge, x, y, along, state });
    setSaid({ text: none, x, y, state });
  };
  /** why no animal may walk an edge now: none stands where it leaves from, or its condition fails (read as RULES.md §4 reads it, on this position) */
  const whyNot = (e: DogEdge) => {
    const stands = (node: string) => kindsOn(node).length > 0;
    const needs = [...e.occupied.filter((n) => !stands(n)).map((n) => `${named(n)} occupied`), ...e.empty.filter(stands).map((n) => `${named(n)} empty`)];
    const why = [
      !stands(e.from) && !(e.twoWay && stands(e.to)) && (e.twoWay ? 'none stands at either end' : `none stands at ${named(e.from)}`),
      needs.length > 0 && `it needs ${needs.join(' and ')}`,
    ].filter(Boolean);
    return `No animal can walk ${e.twoWay ? 'between' : 'from'} ${named(e.from)} ${e.twoWay ? 'and' : 'to'} ${named(e.to)} now: ${why.join(', and ')}.`;
  };
  const tapEdge = (e: DogEdge, ev: MouseEvent) => {
    tapped(ev);
    // the drawn way first
    const along = walksAlong(walks, e).sort((v, w) => Number(v.from !== e.from) - Number(w.from !== e.from));
    // the chosen animal decides, where it stands at an end the edge leaves
    const own = along.find(isChosen);
    if (own) return go(own);
    choose(along, ev, whyNot(e), e);
  };
  const tapNode = (node: string, ev: MouseEvent) => {
    tapped(ev);
    const to = walks.find((w) => isChosen(w) && w.to === node);
    if (to) return go(to);
    const kinds = kindsOn(node);
    // its own node again: the next kind there, then none
    if (chosen?.node === node) {
      const next = kinds[kinds.indexOf(chosen.kind) + 1];
      return setPicked(next ? { kind: next, node } : null);
    }
    if (kinds.length > 0) return setPicked({ kind: kinds[0]!, node });
    if (chosen) return setPicked(null);
    // an empty node, none chosen: the moves into it
    choose(walks.filter((w) => w.to === node), ev, `No animal can walk to ${named(node)} now.`);
  };
  /** an animal is chosen by a tap on it, even on the chosen one's destination (its node around it walks there): a move is never made by mistake */
  const tapAnimal = (kind: string, node: string, ev: MouseEvent) => {
    tapped(ev);
    setPicked(chosen?.kind === kind && chosen.node === node ? null : { kind, node });
  };

  // the hint's animal: the first of its kind on the node it leaves
  const hinted = hint ? /^([^:]+):(.+)->/.exec(hint) : null;
  const hintedAnimal = hinted ? level.animals.findIndex((a, i) => a.kind === hinted[1] && nodeOf(i) === hinted[2]) : -1;
  const board = (
    <svg
      ref={svg}
      aria-describedby={describedBy}
      className="board dogbunny"
      viewBox={`0 0 ${width} ${height}`}
      // (for zoom, view/Zoom.tsx: half a grid step, so that at a comfortable zoom a node, its animals and its name are as large as a finger and an eye need)
      data-cell={cell}
      role="img"
      aria-label={`DogBunny board: a graph of ${counted(level.nodes.length, 'node')}; ${level.animals.map((a, i) => `${a.kind.charAt(0).toUpperCase()}${a.kind.slice(1)} at ${named(nodeOf(i))}`).join(', ') || 'no animals'}${chosen ? `; chosen: the ${chosen.kind} at ${named(chosen.node)}` : ''}`}
      onClick={
        onMove
          ? () => {
              setOffer(null);
              setSaid(null);
              setPicked(null);
            }
          : undefined
      }
    >
      <desc id={describedBy}>{words}</desc>
      <defs>
        <marker id="arrow" viewBox="0 0 10 10" refX="10" refY="5" markerWidth="7" markerHeight="7" orient="auto-start-reverse">
          <path d="M0,0 L10,5 L0,10 z" className="arrowhead" />
        </marker>
      </defs>
      {level.edges.map((e, i) => {
        const course = courses[i]!;
        const walked = (m: string | null | undefined) => !!m && (m.endsWith(`:${e.from}->${e.to}`) || (e.twoWay && m.endsWith(`:${e.to}->${e.from}`)));
        const mark = walked(hint) ? 'move-mark hint' : walked(lastMove) ? 'move-mark last' : null;
        return (
          <g key={i} className={`edge ${onMove ? 'clickable' : ''}`} data-testid={`edge-${e.from}-${e.to}`} onClick={onMove ? (ev) => tapEdge(e, ev) : undefined}>
            {onMove && <CourseLines course={course} className="edge-hit" width={hitWidth} />}
            {mark && <CourseLines course={course} className={mark} />}
            {menu?.edge === e && <CourseLines course={course} className="db-offered" />}
            <CourseLines course={course} twoWay={e.twoWay} arrows />
          </g>
        );
      })}
      {placed.nodes.map((n) => {
        const p = pos.get(n.name)!;
        const goals = goalKinds(n.name);
        return (
          <g key={n.name} className={`node ${onMove ? 'clickable' : ''}`} data-testid={`node-${n.name}`} onClick={onMove ? (ev) => tapNode(n.name, ev) : undefined}>
            <circle cx={p.x} cy={p.y} r={r} className={goals.length ? 'goal' : ''} />
            {/* where the chosen animal may go */}
            {destinations.has(n.name) && <circle cx={p.x} cy={p.y} r={r + 4} className="db-destination" />}
            {/* a problem at the node (an animal or a goal there the level cannot have) */}
            {flagged.has(n.name) && <circle cx={p.x} cy={p.y} r={r + 4} style={ISSUE_MARK_STYLE} data-testid={`issue-${n.name}`} />}
          </g>
        );
      })}
      {/* the words over every edge and node, so no edge runs through one; a tap on one is a tap on its edge or node */}
      {level.edges.map((e, i) => {
        const at = labels.edges[i];
        return at ? (
          <g key={`if-${i}`}>
            {/* a line to its own edge, where it lies as near another */}
            {at.leader && <line {...at.leader} className="db-leader" data-testid={`leader-${e.from}-${e.to}`} />}
            <text x={at.cx} y={at.baseline} textAnchor="middle" className={`condition ${onMove ? 'clickable' : ''}`} style={{ fontSize: at.font }} data-testid={`condition-${e.from}-${e.to}`} onClick={onMove ? (ev) => tapEdge(e, ev) : undefined}>
              <Lines lines={at.lines} x={at.cx} />
            </text>
          </g>
        ) : null;
      })}
      {placed.nodes.map((n, i) => {
        const at = labels.nodes[i]!;
        return (
          <text key={`name-${n.name}`} x={at.cx} y={at.baseline} textAnchor="middle" className={`node-name ${onMove ? 'clickable' : ''}`} style={{ fontSize: at.font }} data-testid={`name-${n.name}`} onClick={onMove ? (ev) => tapNode(n.name, ev) : undefined}>
            <Lines lines={at.lines} x={at.cx} />
          </text>
        );
      })}
      {level.animals.map((a, i) => {
        const node = nodeOf(i)!;
        const p = pos.get(node)!;
        const isChosen = chosen?.kind === a.kind && chosen.node === node;
        const [dx, dy] = animalOffset(slot.get(i) ?? 0, seen.get(state.at[i]!) ?? 1, r);
        const style = kindStyle(a.kind);
        return (
          <g
            key={i}
            className={`piece animal ${onMove ? 'clickable' : ''}`}
            data-testid={`animal-${i}`}
            style={{ transform: `translate(${p.x + dx}px, ${p.y + dy}px)` }}
            onClick={onMove ? (ev) => tapAnimal(a.kind, node, ev) : undefined}
          >
            {isChosen && <circle r={animalR(r) + 4} className="db-chosen" />}
            {/* the animal the hint moves, ringed as its edge is: on a two-way edge with an animal at each end the edge's mark alone named neither (one ring where two of a kind stand together) */}
            {i === hintedAnimal && <circle r={animalR(r) + (isChosen ? 8 : 4)} className="move-mark hint" data-testid="hinted-animal" />}
            <circle r={animalR(r)} fill={style.fill} stroke="#000a" />
            <text dy="0.36em" textAnchor="middle" fill={style.text} className="animal-letter" style={{ fontSize: letterFont(scale, em, animalR(r) / ANIMAL_R) }}>
              {style.letter}
            </text>
          </g>
        );
      })}
    </svg>
  );
  if (!onMove) return board;
  // the board, and the menu of moves laid over it where the tap was
  return (
    <div className="db-play" ref={box}>
      {board}
      {menu && <OfferMenu offer={menu} onPick={go} onClose={() => setOffer(null)} />}
      {/* measured where it is first drawn, then moved, before it shows, to where it hides no node */}
      <p ref={note} className="db-said" role="status" style={noteStyle(saying, noteAt)}>
        {saying?.text}
      </p>
    </div>
  );
}

/** a board's room: its width and greatest height, px */
interface Room {
  w: number;
  most: number;
}

/**
 * The room a board is drawn in, as turnsTaller reads it: the zoom's width (view/Zoom.tsx), which
 * zooming in and the zoom's buttons leave as they are, else the board's box's; and the board's
 * greatest height (app.css's --board-max-h, where it is in px). Measured again as it changes: a
 * phone turned on its side. (The zoom follows the drawing's size as it turns, view/Zoom.tsx.) Not
 * measured where the board is never turned (`turnable` false).
 */
function useRoom(svg: React.RefObject<SVGSVGElement | null>, turnable: boolean): Room | null {
  const [room, setRoom] = useState<Room | null>(null);
  useLayoutEffect(() => {
    const el = svg.current;
    const box = el?.closest('.zoom') ?? el?.parentElement;
    if (!turnable || !el || !box) return;
    const measure = () => {
      const most = getComputedStyle(el).getPropertyValue('--board-max-h').trim();
      const now = { w: box.clientWidth, most: most.endsWith('px') ? parseFloat(most) : Infinity };
      setRoom((r) => (r?.w === now.w && r.most === now.most ? r : now));
    };
    measure();
    window.addEventListener('resize', measure);
    const seen = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    seen?.observe(box);
    return () => {
      window.removeEventListener('resize', measure);
      seen?.disconnect();
    };
  }, [svg, turnable]);
  return room;
}

/** small boxes along the edge whose moves are offered (px from the board's corner), so that the menu leaves it in sight */
function offeredCourse(room: HTMLElement, corner: DOMRect): Box[] {
  const boxes: Box[] = [];
  for (const line of room.querySelectorAll<SVGLineElement>('svg line.db-offered')) {
    const m = line.getScreenCTM?.();
    if (!m) continue;
    const [a, b] = [new DOMPoint(line.x1.baseVal.value, line.y1.baseVal.value).matrixTransform(m), new DOMPoint(line.x2.baseVal.value, line.y2.baseVal.value).matrixTransform(m)];
    const steps = Math.max(1, Math.ceil(Math.hypot(b.x - a.x, b.y - a.y) / 8));
    for (let k = 0; k <= steps; k++) {
      const [x, y] = [a.x + ((b.x - a.x) * k) / steps - corner.left, a.y + ((b.y - a.y) * k) / steps - corner.top];
      boxes.push({ x: x - 6, y: y - 6, w: 12, h: 12 });
    }
  }
  return boxes;
}

/** an edge's course as lines, a bent one as two meeting at its bend (app.css draws an edge's lines); with `arrows`, its arrowheads */
function CourseLines({ course, className, twoWay, arrows, width }: { course: Course; className?: string; twoWay?: boolean; arrows?: boolean; width?: number }) {
  const pieces = coursePieces(course);
  return pieces.map((p, k) => (
    <line key={k} {...p} className={className} strokeLinecap={course.via ? 'round' : undefined} style={width ? { strokeWidth: width } : undefined}
      markerEnd={arrows && k === pieces.length - 1 ? 'url(#arrow)' : undefined} markerStart={arrows && twoWay && k === 0 ? 'url(#arrow)' : undefined} />
  ));
}

/** a word's lines, each under the one before (a wrapped line's space at its end is not drawn) */
function Lines({ lines, x }: { lines: readonly string[]; x: number }) {
  return lines.map((line, k) => (k === 0 ? line : <tspan key={k} x={x} dy="1.2em">{line}</tspan>));
}

/** the note: hidden while it is measured, then where useNotePlace put it */
function noteStyle(saying: object | null, at: { box: Box } | undefined): React.CSSProperties | undefined {
  if (!saying) return undefined;
  if (at === undefined) return { top: 0, visibility: 'hidden' };
  return { left: at.box.x, top: at.box.y, width: at.box.w, right: 'auto', margin: 0, maxWidth: 'none' };
}

/**
 * Where the note of a tap goes (its box, px from the board's corner): on the screen, on no node
 * or animal, and on no name, condition or the tap's own spot where it can, nearest the tap, as
 * wide as it can be there. Where no box clear of the nodes fits, by the tap (not `clear`: it
 * goes when the pointer moves on).
 */
/**
 * What lies on the board (px from its corner): `nodes`, its nodes and animals; `words`, their names
 * and the conditions; `seen`, the part of it on the screen (a board taller than the window, or
 * zoomed and scrolled), or with `overBoard` the part of the screen that what is laid over the board
 * may take (none that scrolls it away or cuts it).
 */
function boardSpace(room: HTMLElement, overBoard = false) {
  const corner = room.getBoundingClientRect();
  const rectOf = (e: Element, pad = 0): Box => {
    const r = e.getBoundingClientRect();
    return { x: r.left - corner.left - pad, y: r.top - corner.top - pad, w: r.width + 2 * pad, h: r.height + 2 * pad };
  };
  const nodes = [...room.querySelectorAll('svg .node circle:not(.db-destination), svg .animal circle')].map((c) => rectOf(c, 2));
  const words = [...room.querySelectorAll('svg .node-name, svg .condition')].map((t) => rectOf(t));
  let [top, bottom, left, right] = overBoard ? [0, Infinity, 0, Infinity] : [corner.top, corner.bottom, corner.left, corner.right];
  for (let up = room.parentElement; up; up = up.parentElement) {
    if (getComputedStyle(up).overflow === 'visible') continue;
    const r = up.getBoundingClientRect();
    [top, bottom, left, right] = [Math.max(top, r.top), Math.min(bottom, r.bottom), Math.max(left, r.left), Math.min(right, r.right)];
  }
  [top, bottom, left, right] = [Math.max(top, 0), Math.min(bottom, window.innerHeight), Math.max(left, 0), Math.min(right, window.innerWidth)];
  const seen: Box = { x: left - corner.left, y: top - corner.top, w: right - left, h: bottom - top };
  return { corner, nodes, words, seen, rectOf };
}

function useNotePlace(saying: { text: string; x: number; y: number } | null, box: React.RefObject<HTMLDivElement | null>, note: React.RefObject<HTMLParagraphElement | null>) {
  const [placed, setPlaced] = useState<{ for: object; at: { box: Box; clear: boolean } } | null>(null);
  useLayoutEffect(() => {
    const room = box.current;
    const el = note.current;
    if (!saying || !room || !el) return;
    const { nodes: hard, words: soft, seen } = boardSpace(room);
    soft.push({ x: saying.x - 12, y: saying.y - 12, w: 24, h: 24 });
    // its height at a few widths, from the widest it is drawn at (its CSS's) down
    const widest = Math.min(el.offsetWidth, seen.w - 8);
    const probe = el.cloneNode(true) as HTMLElement;
    probe.removeAttribute('role');
    room.append(probe);
    const shapes = [1, 0.75, 0.55, 0.4].map((f) => Math.round(widest * f)).filter((w) => w >= 120).map((w) => {
      probe.style.cssText = `visibility:hidden;left:0;right:auto;top:0;margin:0;max-width:none;width:${w}px`;
      return { w, h: probe.offsetHeight };
    });
    probe.remove();
    const clear = notePlace(shapes, saying, seen, hard, soft);
    // else by the tap: under it, or over it low on the board
    const [w, h] = [el.offsetWidth, el.offsetHeight];
    const byTap = { x: el.offsetLeft, y: saying.y < room.clientHeight / 2 ? saying.y + 20 : saying.y - 20 - h, w, h };
    setPlaced({ for: saying, at: clear ? { box: clear, clear: true } : { box: byTap, clear: false } });
  }, [saying, box, note]);
  return saying && placed?.for === saying ? placed.at : undefined;
}

/** The moves a tap left open, as buttons by where it was; Escape or a tap elsewhere closes it. */
function OfferMenu({ offer, onPick, onClose }: { offer: Offer; onPick(w: Walk): void; onClose(): void }) {
  const menu = useRef<HTMLDivElement>(null);
  // (its width as measured: placed past the board's right edge, it was drawn narrower there)
  const [at, setAt] = useState<{ left: number; top: number; width: number } | null>(null);
  // the board drawn at another size (a phone turned, a zoom): placed again where the tap now is
  const [resized, setResized] = useState(0);
  useEffect(() => {
    const room = menu.current?.parentElement;
    const again = () => setResized((n) => n + 1);
    window.addEventListener('resize', again);
    const seen = typeof ResizeObserver === 'undefined' || !room ? null : new ResizeObserver(again);
    seen?.observe(room!);
    return () => {
      window.removeEventListener('resize', again);
      seen?.disconnect();
    };
  }, []);
  // Nearest the tap on the screen, clear of the edge tapped and the tap's spot, and where it can of
  // the nodes, animals and words: 16 px under the tap it hid the edge tapped and its ends (a 390 px
  // phone). Where it fits nowhere so, under the tap, else above it.
  useLayoutEffect(() => {
    const el = menu.current!;
    const room = el.parentElement!;
    // (measured at the board's left, as wide as it is drawn there)
    const was = el.style.cssText;
    el.style.left = '0px';
    el.style.width = '';
    el.style.maxWidth = '';
    const [w, h] = [el.offsetWidth, el.offsetHeight];
    el.style.cssText = was;
    const drawn = room.querySelector('svg')?.getBoundingClientRect();
    // (over the page beside the board too: on a phone, the board is hardly taller than the menu)
    const { corner, nodes, words, seen, rectOf } = boardSpace(room, true);
    // (and where it can of the zoom's buttons beside the board)
    const zoom = [...(room.closest('.zoom')?.querySelectorAll('.zoom-bar button') ?? [])].map((b) => rectOf(b, 2));
    const tap = drawn && drawn.width > 0 ? { x: drawn.left - corner.left + offer.along.x * drawn.width, y: drawn.top - corner.top + offer.along.y * drawn.height } : { x: offer.x, y: offer.y };
    const kept: Box[] = [{ x: tap.x - 12, y: tap.y - 12, w: 24, h: 24 }, ...offeredCourse(room, corner)];
    const clear = notePlace([{ w, h }], tap, seen, kept, [...nodes, ...words, ...zoom]);
    const left = clear?.x ?? Math.max(4, Math.min(tap.x - w / 2, room.clientWidth - w - 4));
    const top = clear?.y ?? (tap.y + 16 + h <= room.clientHeight ? tap.y + 16 : Math.max(4, tap.y - 16 - h));
    setAt((was) => (was?.left === left && was.top === top && was.width === w ? was : { left, top, width: w }));
  }, [offer, resized]);
  // the first move focused once the menu shows: while it is measured it is hidden, and a browser
  // gives no focus to a hidden button (the focus stayed where it was, out of the menu). Placed
  // again, the focus stays on the move it is on.
  const shown = at !== null;
  useLayoutEffect(() => {
    if (shown) menu.current!.querySelector('button')?.focus({ preventScroll: true });
  }, [shown]);
  const close = useRef(onClose);
  close.current = onClose;
  useEffect(() => {
    const away = (e: PointerEvent) => {
      if (!menu.current?.contains(e.target as Node)) close.current();
    };
    const escape = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      e.stopPropagation();
      close.current();
    };
    document.addEventListener('pointerdown', away, true);
    document.addEventListener('keydown', escape);
    return () => {
      document.removeEventListener('pointerdown', away, true);
      document.removeEventListener('keydown', escape);
    };
  }, []);
  return (
    // closed from the keyboard (Enter, Escape), the focus it had goes to the play panel's list of legal moves (app/focusKeeper.ts), not to the page
    <div ref={menu} className="db-offer" role="dialog" aria-label="Which move?" data-refocus='[aria-label="Legal moves"] button' style={at ? { left: at.left, top: at.top, width: at.width, maxWidth: 'none' } : { visibility: 'hidden' }}>
      <span className="db-offer-title" aria-hidden="true">
        Which move?
      </span>
      {offer.walks.map((w) => (
        <button key={w.move} type="button" data-move={w.move} onClick={() => onPick(w)}>
          {dogbunnyView.describeMove(w.move)}
        </button>
      ))}
      <button type="button" className="db-offer-cancel" onClick={onClose}>
        Cancel
      </button>
    </div>
  );
}
