// DogBunny editor: place nodes on a grid and name them, draw one-way or two-way edges, give
// an edge its condition, place dogs and bunnies, choose goals. A graph imported without
// positions is laid out automatically.
import { useCallback, useMemo, useState, type MouseEvent } from 'react';
import { EditError, Palette, type Tool } from '../../editor/GridEditor.tsx';
import { useLevelEdit } from '../../editor/useLevelEdit.ts';
import { flaggedNodes } from '../../editor/ValidationList.tsx';
import type { FamilyEditorProps } from '../../view/types.ts';
import type { DogBunnyLevel, DogEdge } from './format.ts';
import { autoLayout } from './layout.ts';

const TOOLS: Tool[] = [
  { id: 'node', label: 'Node' },
  { id: 'one-way', label: 'One-way edge', swatch: '→' },
  { id: 'two-way', label: 'Two-way edge', swatch: '↔' },
  { id: 'move', label: 'Move node' },
  { id: 'dog', label: 'Dog', swatch: 'D' },
  { id: 'bunny', label: 'Bunny', swatch: 'B' },
  { id: 'goal-dog', label: 'Dog goal' },
  { id: 'goal-bunny', label: 'Bunny goal' },
  { id: 'delete', label: 'Delete' },
];

const CELL = 48;
const NAME = /^[A-Za-z0-9_-]+$/;

type DogBunnyModel = DogBunnyLevel;

function freshName(m: DogBunnyModel): string {
  for (let i = 1; ; i++) if (!m.nodes.some((n) => n.name === `n${i}`)) return `n${i}`;
}

/** Remove a node and every mention of it. */
export function deleteNode(m: DogBunnyModel, name: string): DogBunnyModel {
  return {
    nodes: m.nodes.filter((n) => n.name !== name),
    edges: m.edges
      .filter((e) => e.from !== name && e.to !== name)
      .map((e) => ({ ...e, occupied: e.occupied.filter((x) => x !== name), empty: e.empty.filter((x) => x !== name) })),
    animals: m.animals.filter((a) => a.node !== name),
    goals: m.goals.map((g) => ({ ...g, nodes: g.nodes.filter((x) => x !== name) })),
  };
}

/** Rename a node everywhere it is mentioned; unchanged if the name is taken or not a name. */
export function renameNode(m: DogBunnyModel, from: string, to: string): DogBunnyModel {
  if (!NAME.test(to) || m.nodes.some((n) => n.name === to)) return m;
  const r = (x: string) => (x === from ? to : x);
  return {
    nodes: m.nodes.map((n) => (n.name === from ? { ...n, name: to } : n)),
    edges: m.edges.map((e) => ({ ...e, from: r(e.from), to: r(e.to), occupied: e.occupied.map(r), empty: e.empty.map(r) })),
    animals: m.animals.map((a) => ({ ...a, node: r(a.node) })),
    goals: m.goals.map((g) => ({ ...g, nodes: g.nodes.map(r) })),
  };
}

/** Add an edge, or, if one joins the two nodes already, make it the kind asked for. */
function addEdge(m: DogBunnyModel, from: string, to: string, twoWay: boolean): DogBunnyModel {
  if (from === to) return m;
  const i = m.edges.findIndex((e) => (e.from === from && e.to === to) || (e.twoWay && e.from === to && e.to === from));
  if (i >= 0) return { ...m, edges: m.edges.map((e, k) => (k === i ? { ...e, twoWay } : e)) };
  return { ...m, edges: [...m.edges, { from, to, twoWay, occupied: [], empty: [] }] };
}

/** "house !tree" → the condition's two lists */
function parseCondition(text: string): Pick<DogEdge, 'occupied' | 'empty'> {
  const words = text.trim().split(/\s+/).filter(Boolean);
  return { occupied: words.filter((w) => !w.startsWith('!')), empty: words.filter((w) => w.startsWith('!')).map((w) => w.slice(1)) };
}
const conditionText = (e: DogEdge) => [...e.occupied, ...e.empty.map((n) => `!${n}`)].join(' ');

function toggleGoal(m: DogBunnyModel, kind: string, node: string): DogBunnyModel {
  const has = m.goals.some((g) => g.kind === kind);
  const goals = has ? m.goals : [...m.goals, { kind, nodes: [] }];
  return {
    ...m,
    goals: goals.map((g) =>
      g.kind !== kind ? g : { ...g, nodes: g.nodes.includes(node) ? g.nodes.filter((x) => x !== node) : [...g.nodes, node] },
    ),
  };
}

function removeAnimal(m: DogBunnyModel, kind: string, node: string): DogBunnyModel {
  const i = m.animals.findIndex((a) => a.kind === kind && a.node === node);
  return i < 0 ? m : { ...m, animals: m.animals.filter((_, k) => k !== i) };
}

export default function DogBunnyEditor({ family, level, onChange, issues }: FamilyEditorProps<DogBunnyLevel>) {
  const { edit: editLevel, error } = useLevelEdit(family, level, onChange);
  // a graph imported without positions is laid out; the first edit writes those positions
  const model = useMemo(() => autoLayout(level), [level]);
  const edit = useCallback((change: (m: DogBunnyModel) => DogBunnyModel) => editLevel((l) => change(autoLayout(l))), [editLevel]);
  const [tool, setTool] = useState('node');
  const [picked, setPicked] = useState<string | null>(null);
  const flagged = useMemo(() => flaggedNodes(issues), [issues]);
  const cols = Math.max(6, ...model.nodes.map((n) => (n.x ?? 0) + 2));
  const rows = Math.max(5, ...model.nodes.map((n) => (n.y ?? 0) + 2));
  const at = useMemo(() => new Map(model.nodes.map((n) => [n.name, n])), [model]);
  const chooseTool = useCallback((id: string) => {
    setTool(id);
    setPicked(null);
  }, []);

  const clickPoint = (x: number, y: number) => {
    if (tool === 'node') edit((m) => ({ ...m, nodes: [...m.nodes, { name: freshName(m), x, y }] }));
    else if (tool === 'move' && picked) {
      edit((m) => ({ ...m, nodes: m.nodes.map((n) => (n.name === picked ? { ...n, x, y } : n)) }));
      setPicked(null);
    }
  };

  const clickNode = (name: string, e: MouseEvent) => {
    const erase = e.altKey || e.button === 2;
    if (tool === 'delete') edit((m) => deleteNode(m, name));
    else if (tool === 'dog' || tool === 'bunny') {
      const kind = tool;
      edit((m) => (erase ? removeAnimal(m, kind, name) : { ...m, animals: [...m.animals, { kind, node: name }] }));
    } else if (tool === 'goal-dog' || tool === 'goal-bunny') edit((m) => toggleGoal(m, tool.slice(5), name));
    else if (tool === 'one-way' || tool === 'two-way' || tool === 'move') {
      if (picked === null || tool === 'move') setPicked(name);
      else {
        const from = picked;
        edit((m) => addEdge(m, from, name, tool === 'two-way'));
        setPicked(null);
      }
    }
  };

  const points = [];
  for (let y = 0; y < rows; y++)
    for (let x = 0; x < cols; x++)
      if (!model.nodes.some((n) => n.x === x && n.y === y))
        points.push(
          <circle
            key={`${x},${y}`}
            role="button"
            aria-label={`grid point ${x},${y}`}
            cx={x * CELL + CELL / 2}
            cy={y * CELL + CELL / 2}
            r={6}
            className="ed-point"
            fill="#8886"
            onClick={() => clickPoint(x, y)}
          />,
        );

  return (
    <div className="ed-family ed-dogbunny">
      <Palette tools={TOOLS} tool={tool} onToolChange={chooseTool} />
      <svg width={cols * CELL} height={rows * CELL} role="group" aria-label="Graph" onContextMenu={(e) => e.preventDefault()}>
        <defs>
          <marker id="ed-arrow" viewBox="0 0 10 10" refX="10" refY="5" markerWidth="6" markerHeight="6" orient="auto-start-reverse">
            <path d="M0,0 L10,5 L0,10 z" fill="currentColor" />
          </marker>
        </defs>
        {points}
        {model.edges.map((e, i) => {
          const a = at.get(e.from);
          const b = at.get(e.to);
          if (!a || !b) return null;
          const [x1, y1, x2, y2] = [a.x ?? 0, a.y ?? 0, b.x ?? 0, b.y ?? 0].map((v) => v * CELL + CELL / 2) as [number, number, number, number];
          const len = Math.hypot(x2 - x1, y2 - y1) || 1;
          const trim = 16 / len; // stop the arrow at the node's rim
          const cond = conditionText(e);
          return (
            <g key={i} role="button" aria-label={`edge ${e.from} ${e.twoWay ? '<->' : '->'} ${e.to}${cond ? ` if ${cond}` : ''}`}
              onClick={() => tool === 'delete' && edit((m) => ({ ...m, edges: m.edges.filter((_, k) => k !== i) }))}>
              <line x1={x1} y1={y1} x2={x2} y2={y2} stroke="transparent" strokeWidth={12} />
              <line
                x1={x1 + (x2 - x1) * trim}
                y1={y1 + (y2 - y1) * trim}
                x2={x2 - (x2 - x1) * trim}
                y2={y2 - (y2 - y1) * trim}
                stroke="currentColor"
                strokeWidth={2}
                strokeDasharray={cond ? '5 3' : undefined}
                markerEnd="url(#ed-arrow)"
                markerStart={e.twoWay ? 'url(#ed-arrow)' : undefined}
              />
              {cond && (
                <text x={(x1 + x2) / 2} y={(y1 + y2) / 2 - 4} fontSize={10} textAnchor="middle" fill="currentColor">
                  if {cond}
                </text>
              )}
            </g>
          );
        })}
        {model.nodes.map((n) => {
          const cx = (n.x ?? 0) * CELL + CELL / 2;
          const cy = (n.y ?? 0) * CELL + CELL / 2;
          const dogs = model.animals.filter((a) => a.node === n.name && a.kind === 'dog').length;
          const bunnies = model.animals.filter((a) => a.node === n.name && a.kind === 'bunny').length;
          const others = model.animals.filter((a) => a.node === n.name && a.kind !== 'dog' && a.kind !== 'bunny').length;
          const goals = model.goals.filter((g) => g.nodes.includes(n.name)).map((g) => g.kind);
          return (
            <g
              key={n.name}
              role="button"
              aria-label={`node ${n.name}${dogs ? `, ${dogs} dog` : ''}${bunnies ? `, ${bunnies} bunny` : ''}${goals.length ? `, goal of ${goals.join(' and ')}` : ''}`}
              onClick={(e) => clickNode(n.name, e)}
              onContextMenu={(e) => {
                e.preventDefault();
                clickNode(n.name, e);
              }}
            >
              <circle cx={cx} cy={cy} r={15} fill={picked === n.name ? '#fd4' : '#fff2'} stroke={flagged.has(n.name) ? '#d22' : 'currentColor'}
                strokeWidth={flagged.has(n.name) ? 3 : goals.length ? 2.5 : 1} strokeDasharray={goals.length ? '3 2' : undefined} />
              <text x={cx} y={cy + 4} fontSize={11} textAnchor="middle" fill="currentColor">
                {'D'.repeat(dogs)}
                {'B'.repeat(bunnies)}
                {others ? `+${others}` : ''}
              </text>
              <text x={cx} y={cy + 26} fontSize={9} textAnchor="middle" fill="currentColor">
                {n.name}
                {goals.length ? ` (goal: ${goals.join(', ')})` : ''}
              </text>
            </g>
          );
        })}
      </svg>
      <p aria-live="polite">{picked && `Picked ${picked}: now click ${tool === 'move' ? 'a grid point' : 'the other node'}.`}</p>
      <details open>
        <summary>Names and conditions</summary>
        <ul className="ed-list">
          {model.nodes.map((n) => (
            <li key={n.name}>
              <NameInput name={n.name} onRename={(to) => edit((m) => renameNode(m, n.name, to))} />
            </li>
          ))}
        </ul>
        <ul className="ed-list">
          {model.edges.map((e, i) => (
            <li key={`${i}:${e.from}:${e.to}:${conditionText(e)}`}>
              {e.from}{' '}
              <button type="button" aria-label={`make edge ${e.from}–${e.to} ${e.twoWay ? 'one-way' : 'two-way'}`}
                onClick={() => edit((m) => ({ ...m, edges: m.edges.map((x, k) => (k === i ? { ...x, twoWay: !x.twoWay } : x)) }))}>
                {e.twoWay ? '<->' : '->'}
              </button>{' '}
              {e.to} if{' '}
              <ConditionInput edge={e} onCondition={(c) => edit((m) => ({ ...m, edges: m.edges.map((x, k) => (k === i ? { ...x, ...c } : x)) }))} />
            </li>
          ))}
        </ul>
      </details>
      <EditError message={error} />
    </div>
  );
}

/** A text box that commits on Enter or blur, so half-typed names never reach the level. */
function NameInput({ name, onRename }: { name: string; onRename(to: string): void }) {
  const [text, setText] = useState(name);
  const commit = () => (text !== name ? onRename(text) : undefined);
  return (
    <input aria-label={`name of node ${name}`} value={text} onChange={(e) => setText(e.target.value)} onBlur={commit}
      onKeyDown={(e) => e.key === 'Enter' && commit()} />
  );
}

function ConditionInput({ edge, onCondition }: { edge: DogEdge; onCondition(c: Pick<DogEdge, 'occupied' | 'empty'>): void }) {
  const current = conditionText(edge);
  const [text, setText] = useState(current);
  const commit = () => (text.trim() !== current ? onCondition(parseCondition(text)) : undefined);
  return (
    <input aria-label={`condition of edge ${edge.from} ${edge.twoWay ? '<->' : '->'} ${edge.to}`} placeholder="house !tree" value={text}
      onChange={(e) => setText(e.target.value)} onBlur={commit} onKeyDown={(e) => e.key === 'Enter' && commit()} />
  );
}
