// Play's choice of the piece that moves (Snakebird's snakebirds): one stop of Tab, the arrow keys
// (Home, End) choosing as in any radio group (view/rovingFocus.ts's tabKeys), going round; an
// arrow with Alt (the browser's Back and Forward) is not a choice.
import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { PlayPanel } from '../../../src/editor/PlayPanel.tsx';
import { snakebird } from '../../../src/puzzles/snakebird/index.ts';
import { snakebirdView } from '../../../src/puzzles/snakebird/view.ts';
import { SolverClient } from '../../../src/worker/client.ts';
import { FakeWorker } from '../../unit/helpers/workers.ts';

describe('Play: the piece that moves', () => {
  it('is chosen with the arrow keys, Home and End, going round; Alt+arrow chooses nothing', () => {
    const parsed = snakebird.parse('----*\n-----\nBA-ba\n#####\n');
    if (!parsed.ok) throw new Error(parsed.error.message);
    render(<PlayPanel family={snakebird} view={snakebirdView} level={parsed.level} solver={new SolverClient(() => new FakeWorker(() => {}))} />);
    const radios = screen.getByRole('radiogroup', { name: 'Snakebird' }).querySelectorAll<HTMLButtonElement>('[role="radio"]');
    expect(radios).toHaveLength(2);
    const checked = () => [...radios].findIndex((r) => r.getAttribute('aria-checked') === 'true');
    expect(checked()).toBe(0);
    expect([...radios].map((r) => r.tabIndex)).toEqual([0, -1]);
    radios[0]!.focus();
    fireEvent.keyDown(radios[0]!, { key: 'ArrowRight' });
    expect(checked()).toBe(1);
    expect(document.activeElement).toBe(radios[1]);
    fireEvent.keyDown(radios[1]!, { key: 'ArrowDown' });
    expect(checked()).toBe(0);
    fireEvent.keyDown(radios[0]!, { key: 'End' });
    expect(checked()).toBe(1);
    fireEvent.keyDown(radios[1]!, { key: 'Home' });
    expect(checked()).toBe(0);
    fireEvent.keyDown(radios[0]!, { key: 'ArrowRight', altKey: true });
    expect(checked()).toBe(0);
  });
});
