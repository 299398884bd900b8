// The digit keys that pick a piece in play: a Snakefall level's snakes may be labelled with
// digits, and the key shown on a piece's button is the key that picks it.
import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { PlayPanel, pieceKeys } from '../../../src/editor/PlayPanel.tsx';
import { SolverClient } from '../../../src/worker/client.ts';
import { FakeWorker } from '../../unit/helpers/workers.ts';
import { snakebird } from '../../../src/puzzles/snakebird/index.ts';
import { snakebirdView } from '../../../src/puzzles/snakebird/view.ts';

/** a Snakefall link's level, 4 rows by 6: the exit top left, a floor, snakes of these ids and cells */
const snakefall = (snakes: Record<number, number[]>) =>
  `HyRr4JK1&4&6?4${'0'.repeat(17)}111111/${Object.entries(snakes).map(([id, cells]) => `s${id}?${cells.join('&')}/`).join('')}`;

describe('pieceKeys', () => {
  it('a digit label is its own key; the others take the digits left, in order', () => {
    expect(pieceKeys(['R', 'G', 'B'])).toEqual(['1', '2', '3']);
    expect(pieceKeys(['R', 'G', '8', '1'])).toEqual(['2', '3', '8', '1']);
    expect(pieceKeys([...'RGBYrgby8C'])).toEqual([...'12345679', '8', '0']);
    expect(pieceKeys([...'RGBYrgby8CDE'])).toEqual([...'12345679', '8', '0', '', '']);
  });
});

describe('PlayPanel: picking a snakebird by key', () => {
  it("key 8 picks the snake labelled 8, and the button of the third snake shows the key that picks it", () => {
    const parsed = snakebird.parse(snakefall({ 0: [12], 1: [14], 8: [16] }));
    if (!parsed.ok) throw new Error(parsed.error.message);
    const solver = new SolverClient(() => new FakeWorker(() => {}));
    render(<PlayPanel family={snakebird} view={snakebirdView} level={parsed.level} solver={solver} />);
    const radios = screen.getAllByRole('radio');
    expect(radios.map((r) => r.textContent)).toEqual(['1 Red snakebird', '2 Green snakebird', '8 Snakebird 8']);
    fireEvent.keyDown(window, { key: '8' });
    expect(screen.getByRole('radio', { name: /Snakebird 8/ })).toHaveAttribute('aria-checked', 'true');
    fireEvent.keyDown(window, { key: '3' }); // no snake's key: the choice stands
    expect(screen.getByRole('radio', { name: /Snakebird 8/ })).toHaveAttribute('aria-checked', 'true');
    fireEvent.keyDown(window, { key: '2' });
    expect(screen.getByRole('radio', { name: /Green/ })).toHaveAttribute('aria-checked', 'true');
  });
});
