// A count of optimal solutions past 2^53 is a float without all its digits: the Check panel says
// it as the rest of the app and the command line do, "about 2.96 × 10^130", never as 131 digits.
import '@vitest/web-worker';
import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CheckPanel } from '../../../src/app/check/CheckPanel.tsx';
import { useCheck } from '../../../src/app/check/checkStore.ts';
import { useApp } from '../../../src/app/store.ts';
import { freshAppForEachTest } from './freshApp.ts';

freshAppForEachTest();

describe('a huge count of optimal solutions', () => {
  it('is said in the verdict and the facts as about so many × 10^k, for the level and for an optimal line', () => {
    act(() => useApp.getState().openLevel('move', '.A.\n--\n..a\n', 'Huge'));
    render(<CheckPanel />);
    const of = { familyId: 'move' as const, text: useApp.getState().levelText };
    const huge = 2.96e130;
    const answer = {
      solvable: true,
      moves: 1,
      optimalSolutions: huge,
      solution: ['L'],
      explored: 3,
      stored: 3,
      branching: 2,
      forcedMoves: 0,
      space: { positions: 3, winnable: 3, deadEnds: 0, farthest: 1 },
      notEnumerated: null,
      notCounted: null,
      elapsedMs: 1,
      bytes: 0,
      byFamily: false,
      line: null,
      picture: null,
    };
    act(() => useCheck.setState({ status: 'done', of, answer, line: null, source: 'solution' }));
    expect(screen.getByTestId('check-verdict')).toHaveTextContent('Solvable in 1 move (one of about 2.96 × 10^130 optimal solutions).');
    expect(screen.getByTestId('optimal-count')).toHaveTextContent('about 2.96 × 10^130 distinct optimal solutions');
    const line = { moves: 1, legal: true, illegalAt: null, wins: true, wonAfter: null, optimal: true, shorter: null, noReturnAt: null, toWin: [1, 0] };
    act(() => useCheck.setState({ answer: { ...answer, line }, line: ['L'], source: 'typed' }));
    expect(screen.getByTestId('check-verdict')).toHaveTextContent('Your line is optimal (one of about 2.96 × 10^130).');
  });
});
