// The Snakebird editor on the real family, in the editor panel, for component tests: the test
// reads what it made as the family's own text.
import { useState } from 'react';
import { screen } from '@testing-library/react';
import { EditorPanel } from '../../../src/editor/EditorPanel.tsx';
import SnakebirdEditor from '../../../src/puzzles/snakebird/Editor.tsx';
import { snakebird, type SnakebirdLevel } from '../../../src/puzzles/snakebird/index.ts';
import { snakebirdView } from '../../../src/puzzles/snakebird/view.ts';

export function parseSnakebird(text: string): SnakebirdLevel {
  const parsed = snakebird.parse(text);
  if (!parsed.ok) throw new Error(parsed.error.message);
  return parsed.level;
}

export function SnakebirdHost({ start, onLevel = () => {} }: { start: string; onLevel?(text: string): void }) {
  const [level, setLevel] = useState<unknown>(() => parseSnakebird(start));
  return (
    <EditorPanel
      family={snakebird}
      level={level}
      editor={SnakebirdEditor}
      newLevel={snakebirdView.blank}
      clear={snakebirdView.clear}
      onChange={(l) => (setLevel(l), onLevel(snakebird.make(l as SnakebirdLevel)))}
    />
  );
}

/** the paint layer's cell at a row and column counted from 1 */
export const gridCell = (row: number, col: number) => screen.getByRole('gridcell', { name: new RegExp(`^row ${row} column ${col}:`) });
