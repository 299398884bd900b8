import type React from 'react';
import { useMemo } from 'react';
import type { BoardProps } from '../../view/types.ts';
import type { SnakebirdLevel, SnakebirdState } from './index.ts';
import { geometryOf, worldSize, T_EXIT, T_PAD, T_SPIKES, T_WALL, T_WATER } from './rules.ts';
import { SNAKE_COLOURS, snakeName } from './colours.ts';

const S = 32;
const BLOCK_COLOURS = ['#b7791f', '#805ad5', '#2c7a7b', '#c05621', '#4a5568'];
/** how much of the open world around a classic drawing to show */
const MARGIN = 2;
/** The cells of open world the board shows left, right and above the level's drawing (the editor lays its grid inside them). */
export const boardMargin = (level: SnakebirdLevel) => (level.open ? Math.min(MARGIN, worldSize(level).top) : 0);

export default function SnakebirdBoard({ level, state, lastMove, hint, selected, onSelect }: BoardProps<SnakebirdLevel, SnakebirdState>) {
  const geo = useMemo(() => geometryOf(level), [level]);
  const margin = boardMargin(level);
  const x0 = (geo.left - margin) * S;
  const y0 = (geo.top - margin) * S;
  const width = (level.cols + 2 * margin) * S;
  const height = (level.rows + margin) * S;
  const xy = (i: number) => ({ x: (i % geo.W) * S, y: Math.floor(i / geo.W) * S });
  const exitOpen = state.fruit.length === 0;
  const terrain: React.ReactElement[] = [];
  for (let i = 0; i < geo.terrain.length; i++) {
    const t = geo.terrain[i]!;
    if (t === 0) continue;
    const { x, y } = xy(i);
    if (t === T_WALL) terrain.push(<rect key={i} x={x} y={y} width={S} height={S} className="sb-wall" />);
    else if (t === T_SPIKES) terrain.push(<path key={i} d={`M${x},${y + S} l${S / 4},-${S * 0.8} l${S / 4},${S * 0.8} l${S / 4},-${S * 0.8} l${S / 4},${S * 0.8} z`} className="sb-spikes" />);
    else if (t === T_WATER) terrain.push(<rect key={i} x={x} y={y + S * 0.25} width={S} height={S * 0.75} className="sb-water" />);
    else if (t === T_EXIT)
      terrain.push(
        <g key={i} className={exitOpen ? 'sb-exit open' : 'sb-exit'} data-testid="exit" data-open={exitOpen}>
          <circle cx={x + S / 2} cy={y + S / 2} r={S * 0.42} />
          <text x={x + S / 2} y={y + S / 2 + 5} textAnchor="middle">{exitOpen ? '★' : '☆'}</text>
        </g>,
      );
    else if (t === T_PAD) terrain.push(<circle key={i} cx={x + S / 2} cy={y + S / 2} r={S * 0.4} className="sb-pad" />);
  }
  return (
    <svg className="board snakebird" viewBox={`${x0} ${y0} ${width} ${height}`} role="img" aria-label={`Snakebird board: ${state.snakes.filter((s) => !s.exited).length} snakebirds left, ${state.fruit.length} fruit${selected ? `, ${snakeName(selected)} chosen` : ''}`}>
      <rect x={x0} y={y0} width={width} height={height} className="sb-sky" />
      {level.open && <rect x={x0} y={y0 + height - 3} width={width} height={3} className="sb-abyss" />}
      {terrain}
      {state.fruit.map((f) => {
        const { x, y } = xy(f);
        return <circle key={`f${f}`} cx={x + S / 2} cy={y + S / 2} r={S * 0.3} className="sb-fruit" />;
      })}
      {state.blocks.map((b, k) =>
        b.gone ? null : (
          <g key={`b${k}`} className="sb-block">
            {b.cells.map((c) => {
              const { x, y } = xy(c);
              return (
                <g key={c}>
                  <rect x={x + 2} y={y + 2} width={S - 4} height={S - 4} rx="4" fill={BLOCK_COLOURS[k % BLOCK_COLOURS.length]} />
                  <text x={x + S / 2} y={y + S / 2 + 5} textAnchor="middle" className="sb-block-label">{b.label}</text>
                </g>
              );
            })}
          </g>
        ),
      )}
      {state.snakes.map((s, k) => {
        if (s.exited || s.cells.length === 0) return null;
        const colour = SNAKE_COLOURS[s.label]?.hex ?? BLOCK_COLOURS[k % BLOCK_COLOURS.length];
        const points = s.cells.map((c) => {
          const { x, y } = xy(c);
          return `${x + S / 2},${y + S / 2}`;
        });
        const head = xy(s.cells[0]!);
        const mark = hint?.startsWith(s.label) && hint.length === s.label.length + 1 ? 'move-mark hint' : lastMove?.startsWith(s.label) && lastMove.length === s.label.length + 1 ? 'move-mark last' : null;
        const isSelected = selected === s.label;
        return (
          <g
            key={`s${k}`}
            className={`sb-snake${onSelect ? ' clickable' : ''}${isSelected ? ' selected' : ''}`}
            data-testid={`snake-${s.label}`}
            data-selected={isSelected ? 'true' : undefined}
            onClick={onSelect ? () => onSelect(s.label) : undefined}
          >
            {(mark || isSelected) && (
              <polyline points={points.join(' ')} strokeWidth={S * 1.15} strokeLinecap="round" strokeLinejoin="round" fill="none" className={isSelected ? 'sb-selected' : mark!} />
            )}
            <polyline points={points.join(' ')} stroke={colour} strokeWidth={S * 0.7} strokeLinecap="round" strokeLinejoin="round" fill="none" />
            <circle cx={head.x + S / 2} cy={head.y + S / 2} r={S * 0.45} fill={colour} stroke="#0006" />
            <text x={head.x + S / 2} y={head.y + S / 2 + 5} textAnchor="middle" className="sb-head-label">{s.label}</text>
          </g>
        );
      })}
      {state.dead && (
        <text x={x0 + width / 2} y={y0 + S} textAnchor="middle" className="sb-dead">A snakebird died</text>
      )}
    </svg>
  );
}
