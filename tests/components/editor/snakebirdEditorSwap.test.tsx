// Two snakebirds drawn in the other order than the level's: a colour another snake has swaps the two.
import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { SnakebirdHost as Host } from './snakebirdHost.tsx';

describe('Snakebird editor: recolouring', () => {
  it("offers a colour another snakebird has, and choosing it swaps the two snakes' colours", () => {
    let last = '';
    render(<Host start={['........', '.  *   .', '.      .', '. >R G .', '........', ''].join('\n')} onLevel={(l) => (last = l)} />);
    const red = screen.getByRole('combobox', { name: 'colour of Red snakebird' });
    expect([...red.querySelectorAll('option')].map((o) => o.textContent)).toEqual(['Red (R)', 'Green (G), swap', 'Blue (B)']);
    fireEvent.change(red, { target: { value: 'G' } });
    expect(last).toBe(['........', '.  *   .', '.      .', '. >G R .', '........', ''].join('\n'));
    expect(screen.getByText(/^Swapped colours: the Red snakebird is now Green, the Green snakebird Red\.$/)).toBeTruthy();
  });
});
