// The Snakebird editor hands its grid the same cell words while the level and the pad waiting
// are the same: a render that changes neither (another tool chosen, a status said) asks no cell
// its words again. A new function at each render had the grid describe every cell anew.
import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import * as editorModel from '../../../src/puzzles/snakebird/editorModel.ts';
import { SnakebirdHost as Host } from './snakebirdHost.tsx';

vi.mock('../../../src/puzzles/snakebird/editorModel.ts', async (actual) => {
  const model = await actual<typeof import('../../../src/puzzles/snakebird/editorModel.ts')>();
  return { ...model, describeCell: vi.fn(model.describeCell) };
});
const describeCell = vi.mocked(editorModel.describeCell);

describe('Snakebird editor', () => {
  it('asks no cell its words again when only the tool changes, and the painted level is described anew', () => {
    render(<Host start={'----*\n-----\n----A\n'} />);
    const tools = within(screen.getByRole('radiogroup', { name: 'Palette' })).getAllByRole('radio');
    describeCell.mockClear();
    for (const tool of tools.slice(1, 4)) fireEvent.click(tool);
    expect(screen.getAllByRole('radio', { checked: true })[0]).toBe(tools[3]);
    expect(describeCell).not.toHaveBeenCalled();
    // (a paint changes the level: its cells are described again)
    fireEvent.click(tools[1]!);
    fireEvent.pointerDown(screen.getAllByRole('gridcell')[0]!, { button: 0 });
    fireEvent.pointerUp(window);
    expect(describeCell).toHaveBeenCalled();
  });
});
