import type { BoardProps } from '../../app/boardTypes.ts';
import type { AnemonesLevel, AnemonesState } from './index.ts';

export default function AnemonesBoard({ level, state, onMove }: BoardProps<AnemonesLevel, AnemonesState>) {
  const w = 60;
  const up = state.up;
  return (
    <svg className="board" viewBox={`0 0 ${level.count * w} 150`} role="img" aria-label={`Anemones: ${up.map((u, i) => `${i + 1} ${u ? 'up' : 'down'}`).join(', ')}`}>
      <rect x="0" y="118" width={level.count * w} height="32" className="ground" />
      {up.map((isUp, i) => {
        const x = i * w + w / 2;
        const wantUp = level.goal.includes(i + 1);
        return (
          <g
            key={i}
            className={`anemone ${isUp ? 'up' : 'down'} ${onMove ? 'clickable' : ''}`}
            onClick={onMove ? () => onMove(String(i + 1)) : undefined}
            data-testid={`anemone-${i + 1}`}
          >
            <rect x={x - w / 2} y="0" width={w} height="150" fill="transparent" />
            <line x1={x} y1="118" x2={x} y2={isUp ? 40 : 98} className="stalk" style={{ transition: 'all var(--anim-ms) ease' }} />
            <circle cx={x} cy={isUp ? 32 : 96} r={isUp ? 16 : 9} className="bloom" style={{ transition: 'all var(--anim-ms) ease' }} />
            <text x={x} y="138" textAnchor="middle" className="label">{i + 1}</text>
            <text x={x} y="12" textAnchor="middle" className="goal-mark" aria-hidden="true">{wantUp ? '▲' : '▽'}</text>
          </g>
        );
      })}
    </svg>
  );
}
