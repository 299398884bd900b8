import { useMemo } from 'react';
import type { BoardProps } from '../../view/types.ts';
import { dogbunny, type DogBunnyLevel, type DogBunnyState } from './index.ts';
import { autoLayout } from './layout.ts';
import { counted } from '../../view/boardWords.ts';

/** grid points lie UNIT apart, the first one UNIT from the board's corner (the editor lays its cells over them) */
export const UNIT = 60;
const R = 22;
/** the grid points at the board's centre: a node at (x, y) of the level is drawn there */
const centre = (v: number | undefined) => ((v ?? 0) + 1) * UNIT;

/** Animal kinds get a letter and a colour; the letter keeps them apart without colour. */
const kindStyle = (kind: string) => ({
  letter: kind.slice(0, 1).toUpperCase(),
  fill: kind === 'dog' ? '#9a6324' : kind === 'bunny' ? '#f5f5f5' : '#4363d8',
  text: kind === 'bunny' ? '#222' : '#fff',
});

const ANIMAL_R = 10;

/** Where the k-th of `count` animals on a node sits from its centre: one in the middle, two to
 * four side by side without overlapping (the letters stay whole), more on a ring. */
export function animalOffset(k: number, count: number): [number, number] {
  if (count === 1) return [0, 0];
  const d = ANIMAL_R;
  if (count === 2) return [k === 0 ? -d : d, 0];
  if (count === 3) return ([[-d, -d * 0.58], [d, -d * 0.58], [0, d * 1.15]] as const)[k] as [number, number];
  if (count === 4) return [k % 2 === 0 ? -d : d, k < 2 ? -d : d];
  const angle = (2 * Math.PI * k) / count - Math.PI / 2;
  return [Math.cos(angle) * R * 0.6, Math.sin(angle) * R * 0.6];
}

/** In play, clicking an edge walks an animal along it: the first legal move it allows. */
function moveAlong(level: DogBunnyLevel, state: DogBunnyState, from: string, to: string, twoWay: boolean): string | undefined {
  const legal = dogbunny.legalMoves(level, state);
  return legal.find((m) => m.endsWith(`:${from}->${to}`)) ?? (twoWay ? legal.find((m) => m.endsWith(`:${to}->${from}`)) : undefined);
}

export interface DogBunnyBoardProps extends BoardProps<DogBunnyLevel, DogBunnyState> {
  /** show at least this many grid points across and down (the editor's room for new nodes) */
  extent?: { cols: number; rows: number };
}

export default function DogBunnyBoard({ level, state, onMove, lastMove, hint, extent }: DogBunnyBoardProps) {
  const placed = useMemo(() => autoLayout(level), [level]);
  const pos = useMemo(() => new Map(placed.nodes.map((n) => [n.name, { x: centre(n.x), y: centre(n.y) }])), [placed]);
  const xs = [...pos.values()].map((p) => p.x);
  const ys = [...pos.values()].map((p) => p.y);
  const width = Math.max(...xs, (extent?.cols ?? 0) * UNIT, 0) + UNIT;
  const height = Math.max(...ys, (extent?.rows ?? 0) * UNIT, 0) + UNIT;
  const goalKinds = (name: string) => level.goals.filter((g) => g.nodes.includes(name)).map((g) => g.kind);
  // animals sharing a node sit side by side
  const slot = new Map<number, number>();
  const seen = new Map<number, number>();
  state.at.forEach((node, i) => {
    const k = seen.get(node) ?? 0;
    slot.set(i, k);
    seen.set(node, k + 1);
  });

  return (
    <svg className="board dogbunny" viewBox={`0 0 ${width} ${height}`} role="img" aria-label={`DogBunny board: a graph of ${counted(level.nodes.length, 'node')}; ${level.animals.map((a, i) => `${a.kind.charAt(0).toUpperCase()}${a.kind.slice(1)} at ${level.nodes[state.at[i]!]?.name.replace(/[-_]/g, ' ')}`).join(', ') || 'no animals'}`}>
      <defs>
        <marker id="arrow" viewBox="0 0 10 10" refX="10" refY="5" markerWidth="7" markerHeight="7" orient="auto-start-reverse">
          <path d="M0,0 L10,5 L0,10 z" className="arrowhead" />
        </marker>
      </defs>
      {level.edges.map((e, i) => {
        const a = pos.get(e.from)!;
        const b = pos.get(e.to)!;
        const len = Math.hypot(b.x - a.x, b.y - a.y) || 1;
        const ux = (b.x - a.x) / len;
        const uy = (b.y - a.y) / len;
        const x1 = a.x + ux * R;
        const y1 = a.y + uy * R;
        const x2 = b.x - ux * R;
        const y2 = b.y - uy * R;
        const cond = [...e.occupied, ...e.empty.map((n) => `!${n}`)];
        const walked = (m: string | null | undefined) => !!m && (m.endsWith(`:${e.from}->${e.to}`) || (e.twoWay && m.endsWith(`:${e.to}->${e.from}`)));
        const mark = walked(hint) ? 'move-mark hint' : walked(lastMove) ? 'move-mark last' : null;
        return (
          <g
            key={i}
            className={`edge ${onMove ? 'clickable' : ''}`}
            data-testid={`edge-${e.from}-${e.to}`}
            onClick={
              onMove
                ? () => {
                    const m = moveAlong(level, state, e.from, e.to, e.twoWay);
                    if (m) onMove(m);
                  }
                : undefined
            }
          >
            {onMove && <line x1={x1} y1={y1} x2={x2} y2={y2} className="edge-hit" />}
            {mark && <line x1={x1} y1={y1} x2={x2} y2={y2} className={mark} />}
            <line x1={x1} y1={y1} x2={x2} y2={y2} markerEnd="url(#arrow)" markerStart={e.twoWay ? 'url(#arrow)' : undefined} />
            {cond.length > 0 && (
              <text x={(x1 + x2) / 2 - uy * 10} y={(y1 + y2) / 2 + ux * 10} textAnchor="middle" className="condition">
                {`if ${cond.join(' ')}`}
              </text>
            )}
          </g>
        );
      })}
      {placed.nodes.map((n) => {
        const p = pos.get(n.name)!;
        const goals = goalKinds(n.name);
        return (
          <g key={n.name} className="node" data-testid={`node-${n.name}`}>
            <circle cx={p.x} cy={p.y} r={R} className={goals.length ? 'goal' : ''} />
            <text x={p.x} y={p.y + R + 14} textAnchor="middle" className="node-name">
              {n.name}
              {goals.length ? ` (goal: ${goals.join(', ')})` : ''}
            </text>
          </g>
        );
      })}
      {level.animals.map((a, i) => {
        const node = level.nodes[state.at[i]!]!.name;
        const p = pos.get(node)!;
        const [dx, dy] = animalOffset(slot.get(i) ?? 0, seen.get(state.at[i]!) ?? 1);
        const style = kindStyle(a.kind);
        return (
          <g key={i} className="piece animal" style={{ transform: `translate(${p.x + dx}px, ${p.y + dy}px)` }}>
            <circle r={ANIMAL_R} fill={style.fill} stroke="#000a" />
            <text y="4" textAnchor="middle" fill={style.text} className="animal-letter">{style.letter}</text>
          </g>
        );
      })}
    </svg>
  );
}
