import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import DogBunnyBoard from '../../../src/puzzles/dogbunny/Board.tsx';
import { dogbunny, type DogBunnyLevel } from '../../../src/puzzles/dogbunny/index.ts';

describe('DogBunny board in play', () => {
  it('walks an animal along a clicked edge, in either direction of a two-way edge, and only when legal', () => {
    const parsed = dogbunny.parse('edge a <-> b\nedge b -> c if !a\nbunny b\ndog a\ngoal bunny c\ngoal dog a\n');
    if (!parsed.ok) throw new Error('level must parse');
    const level = parsed.level as DogBunnyLevel;
    const moves: string[] = [];
    render(<DogBunnyBoard level={level} state={dogbunny.start(level)} onMove={(m) => moves.push(m)} />);
    // a <-> b: the bunny on b may walk to a (against the drawn direction), the dog on a to b
    fireEvent.click(screen.getByTestId('edge-a-b'));
    // b -> c needs a empty, and the dog is there: nothing happens
    fireEvent.click(screen.getByTestId('edge-b-c'));
    expect(moves).toEqual(['dog:a->b']);
  });

  it.each([1, 2, 3, 4])('draws %i animals on one node apart, each letter whole', (count) => {
    const parsed = dogbunny.parse(`edge a <-> b\n${'bunny a\n'.repeat(count)}goal bunny b\n`);
    if (!parsed.ok) throw new Error(parsed.error.message);
    render(<DogBunnyBoard level={parsed.level} state={dogbunny.start(parsed.level)} />);
    const at = [...document.querySelectorAll<SVGGElement>('.animal')].map((g) => g.style.transform.match(/-?[\d.]+/g)!.map(Number));
    expect(at).toHaveLength(count);
    for (let i = 0; i < count; i++) for (let j = i + 1; j < count; j++) expect(Math.hypot(at[i]![0]! - at[j]![0]!, at[i]![1]! - at[j]![1]!)).toBeGreaterThanOrEqual(19.9);
  });
});
