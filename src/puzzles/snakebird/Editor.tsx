// Snakebird editor, painted on the Snakebird board itself: walls, spikes, water, fruit, the
// exit, the teleporter pair; draw a snake by dragging from its head along its body; recolour
// or delete it; blocks as multi-cell shapes whose cells need not touch.
import { useCallback, useRef, useState } from 'react';
import { EditError, PaintableGrid, Palette, type PaintEvent, type Tool } from '../../editor/GridEditor.tsx';
import { useLevelEdit } from '../../editor/useLevelEdit.ts';
import type { FamilyEditorProps } from '../../view/types.ts';
import {
  SNAKEBIRD_MAX, addBlockCell, clearPieceAt, describeCell, extendSnake, labelsOf, paintTerrain, relabel,
  resizeSnakebird, startSnake, type Paint,
} from './editorModel.ts';
import { plural } from '../text.ts';
import { snakeName, snakeShortName } from './colours.ts';
import type { SnakebirdLevel } from './format.ts';
import SnakebirdBoard, { boardMargin } from './Board.tsx';

const TOOLS: (Tool & { terrain?: Paint })[] = [
  { id: 'empty', label: 'Empty', terrain: ' ' },
  { id: 'wall', label: 'Wall', swatch: '■', terrain: '#' },
  { id: 'spikes', label: 'Spikes', swatch: '▲', terrain: '^' },
  { id: 'water', label: 'Water', swatch: '≈', terrain: '~' },
  { id: 'fruit', label: 'Fruit', swatch: '●', terrain: 'fruit' },
  { id: 'exit', label: 'Exit', swatch: '✱', terrain: '*' },
  { id: 'teleporter', label: 'Teleporter', swatch: '◎', terrain: 'T' },
  { id: 'snake', label: 'Snakebird (drag from the head)', swatch: '∿' },
  { id: 'block', label: 'Block', swatch: '▣' },
];

const BLOCK_IDS = '0123456789'.split('');

/** The format make() writes the level in, and the rules it is played by where not the game's. */
const formatOf = (l: SnakebirdLevel) =>
  l.rules === 'snakefall' ? "Snakefall link (played by Snakefall's rules)" : l.open ? 'classic (open world)' : 'jsnell (framed)';

export default function SnakebirdEditor({ family, level: model, onChange, issues }: FamilyEditorProps<SnakebirdLevel>) {
  const { edit, error } = useLevelEdit(family, model, onChange);
  const [tool, setTool] = useState('wall');
  const [blockId, setBlockId] = useState('0');
  const [note, setNote] = useState<string | null>(null);
  const drawing = useRef<string | null>(null);
  const rows = model.rows;
  const cols = model.cols;
  const margin = boardMargin(model);

  const onPaint = useCallback(
    (e: PaintEvent) => {
      const { row: r, col: c } = e;
      if (e.erase) {
        edit((m) => {
          const cleared = clearPieceAt(m, r, c);
          return cleared !== m ? cleared : paintTerrain(m, r, c, ' ');
        });
        return;
      }
      const terrain = TOOLS.find((t) => t.id === tool)?.terrain;
      if (terrain !== undefined) edit((m) => paintTerrain(m, r, c, terrain));
      else if (tool === 'block') edit((m) => addBlockCell(m, blockId, r, c));
      else if (tool === 'snake') {
        if (e.phase === 'start') {
          edit((m) => {
            const started = startSnake(m, r, c);
            if (!started) {
              setNote(`Every snakebird colour of this format is taken (${labelsOf(m).map(snakeShortName).join(', ')}): delete a snakebird first.`);
              drawing.current = null;
              return m;
            }
            setNote(null);
            drawing.current = started.label;
            return started.level;
          });
        } else if (drawing.current !== null) {
          const label = drawing.current;
          edit((m) => extendSnake(m, label, r, c));
        }
      }
    },
    [edit, tool, blockId],
  );

  return (
    <div className="ed-family ed-snakebird">
      <Palette tools={TOOLS} tool={tool} onToolChange={setTool} />
      {tool === 'block' && (
        <div className="ed-options">
          <label>
            Block{' '}
            <select value={blockId} onChange={(e) => setBlockId(e.target.value)}>
              {BLOCK_IDS.map((id) => (
                <option key={id} value={id}>
                  {id}
                  {model.blocks.some((b) => b.label === id) ? '' : ' (new)'}
                </option>
              ))}
            </select>
          </label>
        </div>
      )}
      <PaintableGrid
        rows={rows}
        cols={cols}
        issues={issues}
        max={SNAKEBIRD_MAX}
        onPaint={onPaint}
        onStrokeEnd={() => (drawing.current = null)}
        board={<SnakebirdBoard level={model} state={family.start(model)} />}
        frame={{ width: cols + 2 * margin, height: rows + margin, left: margin, top: margin, cellWidth: 1, cellHeight: 1 }}
        describeCell={(r, c) => describeCell(model, r, c)}
        onResize={(side, delta) => edit((m) => resizeSnakebird(m, side, delta))}
      />
      <ul className="ed-list" aria-label="Snakes and blocks">
        {model.snakes.map((s) => (
          <li key={s.label}>
            {snakeName(s.label)} ({s.label}, {plural(s.cells.length, 'cell')}){' '}
            <label>
              colour{' '}
              <select aria-label={`colour of ${snakeName(s.label)}`} value={s.label} onChange={(e) => edit((m) => relabel(m, s.label, e.target.value))}>
                {labelsOf(model)
                  .filter((l) => l === s.label || !model.snakes.some((x) => x.label === l))
                  .map((l) => (
                    <option key={l} value={l}>
                      {snakeShortName(l)} ({l})
                    </option>
                  ))}
              </select>
            </label>{' '}
            <button type="button" onClick={() => edit((m) => ({ ...m, snakes: m.snakes.filter((x) => x.label !== s.label) }))}>
              Delete {snakeName(s.label)}
            </button>
          </li>
        ))}
        {model.blocks.map((b) => (
          <li key={b.label}>
            Block {b.label} ({plural(b.cells.length, 'cell')}){' '}
            <button type="button" onClick={() => edit((m) => ({ ...m, blocks: m.blocks.filter((x) => x.label !== b.label) }))}>
              Delete block {b.label}
            </button>
          </li>
        ))}
      </ul>
      <p className="ed-note">Format: {formatOf(model)}</p>
      <EditError message={note ?? error} />
    </div>
  );
}
