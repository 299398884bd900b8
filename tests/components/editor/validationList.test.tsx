// The editor's list of a level's problems (editor/ValidationList.tsx): a level with many shows the
// first few and a button for the rest, not a hundred lines above the board's controls.
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ISSUES_SHOWN, ValidationList } from '../../../src/editor/ValidationList.tsx';

const many = Array.from({ length: 100 }, (_, i) => ({ message: `the kind${i} has no goal`, at: { kind: 'node' as const, node: `n${i}` } }));

describe('the problems list', () => {
  it('shows the first problems and a button for the rest, which shows them all', () => {
    render(<ValidationList issues={many} />);
    const list = screen.getByRole('group', { name: 'Level problems' });
    expect(list.querySelectorAll('li')).toHaveLength(ISSUES_SHOWN + 1);
    expect(list).toHaveTextContent('Node n0: the kind0 has no goal');
    fireEvent.click(screen.getByRole('button', { name: `Show ${100 - ISSUES_SHOWN} more problems` }));
    expect(list.querySelectorAll('li')).toHaveLength(100);
    expect(list).toHaveTextContent('Node n99: the kind99 has no goal');
    // what a screen reader hears is the count and the first, as before
    expect(screen.getByText(/^100 problems\. Node n0:/)).toBeInTheDocument();
  });

  it('a few problems are all listed, with no button', () => {
    render(<ValidationList issues={many.slice(0, ISSUES_SHOWN)} />);
    expect(screen.getByRole('group', { name: 'Level problems' }).querySelectorAll('li')).toHaveLength(ISSUES_SHOWN);
    expect(screen.queryByRole('button')).toBeNull();
  });
});

describe('each listed problem reads as a sentence', () => {
  const issues = [
    { message: 'no exit: a level needs one (place it with the Exit tool)' },
    { message: 'no snakebird can reach this fruit: walls, spikes or water close it off', at: { kind: 'cell' as const, row: 0, col: 4 } },
  ];

  it('a problem with no place begins with a capital, beside one that begins with its place', () => {
    render(<ValidationList issues={issues} goTo />);
    const items = [...screen.getByRole('group', { name: 'Level problems' }).querySelectorAll('li')].map((li) => li.textContent);
    expect(items).toEqual(['No exit: a level needs one (place it with the Exit tool)', 'Row 1, column 5: no snakebird can reach this fruit: walls, spikes or water close it off']);
    // and so does what a screen reader hears of the first
    expect(screen.getByText(/^2 problems\. No exit: a level needs one/)).toBeInTheDocument();
  });
});

describe("a node's place", () => {
  it('names a long node by its first 40 characters and "…", as the reader\'s messages do; a short one whole', () => {
    const long = `n${'x'.repeat(999)}`;
    render(<ValidationList issues={[{ message: 'no animal can reach it', at: { kind: 'node' as const, node: long } }, { message: 'no edge leads here', at: { kind: 'node' as const, node: 'well' } }]} />);
    const items = [...screen.getByRole('group', { name: 'Level problems' }).querySelectorAll('li')].map((li) => li.textContent);
    expect(items).toEqual([`Node ${long.slice(0, 40)}…: no animal can reach it`, 'Node well: no edge leads here']);
  });
});
