// Every family's board on its gallery levels: a scalable SVG with the pieces the issue names,
// and pieces that keep their DOM identity across a move (so CSS transitions animate them).
import { render, screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import { describe, expect, it } from 'vitest';
import AnemonesBoard from '../../../src/puzzles/anemones/Board.tsx';
import BarsBoard from '../../../src/puzzles/bars/Board.tsx';
import DogBunnyBoard from '../../../src/puzzles/dogbunny/Board.tsx';
import MoveBoard from '../../../src/puzzles/move/Board.tsx';
import SnakebirdBoard from '../../../src/puzzles/snakebird/Board.tsx';
import type { BoardProps } from '../../../src/view/types.ts';
import { getFamily } from '../../../src/puzzles/registry.ts';
import type { FamilyId } from '../../../src/puzzles/types.ts';

const BOARDS: Record<FamilyId, ComponentType<BoardProps<any, any>>> = {
  anemones: AnemonesBoard,
  bars: BarsBoard,
  dogbunny: DogBunnyBoard,
  move: MoveBoard,
  snakebird: SnakebirdBoard,
};

function galleryLevel(id: FamilyId, index = 0) {
  const family = getFamily(id)!;
  const entry = family.gallery[index]!;
  const parsed = family.parse(entry.text);
  if (!parsed.ok) throw new Error(`${id} gallery level ${entry.name} must parse`);
  return { family, level: parsed.level, state: family.start(parsed.level) };
}

describe('boards', () => {
  for (const id of Object.keys(BOARDS) as FamilyId[]) {
    it(`${id}: every gallery level draws as an SVG that scales (viewBox)`, () => {
      const family = getFamily(id)!;
      const Board = BOARDS[id];
      family.gallery.forEach((_, i) => {
        const { level, state } = galleryLevel(id, i);
        const { container, unmount } = render(<Board level={level} state={state} />);
        const svg = container.querySelector('svg.board');
        expect(svg).not.toBeNull();
        expect(svg!.getAttribute('viewBox')).toMatch(/^-?[\d.]+ -?[\d.]+ [\d.]+ [\d.]+$/);
        unmount();
      });
    });
  }

  it('move: dots and targets carry their letter as well as their colour; a dot keeps its element as it slides', () => {
    const { family, level, state } = galleryLevel('move');
    const { container, rerender } = render(<MoveBoard level={level} state={state} />);
    const letters = [...container.querySelectorAll('.dot-letter')].map((t) => t.textContent);
    expect(letters).toEqual(level.dots.map((d: { color: string }) => d.color));
    const dots = level.dots.map((_: unknown, i: number) => screen.getByTestId(`dot-${i}`));
    const before = dots.map((g: HTMLElement) => g.style.transform);
    const move = ['U', 'D', 'L', 'R'].find((m) => family.play(level, state, m) !== null)!;
    rerender(<MoveBoard level={level} state={family.play(level, state, move)} />);
    const after = level.dots.map((_: unknown, i: number) => screen.getByTestId(`dot-${i}`));
    // the same elements, with a new transform on at least one: the CSS transition animates the slide
    expect(after).toEqual(dots);
    after.forEach((g: HTMLElement, i: number) => expect(g).toBe(dots[i]));
    expect(after.map((g: HTMLElement) => g.style.transform)).not.toEqual(before);
  });

  it('anemones: says which anemones are up and which down', () => {
    const { level, state } = galleryLevel('anemones');
    render(<AnemonesBoard level={level} state={state} />);
    expect(screen.getByRole('img')).toHaveAccessibleName(/^Anemones: 1 (up|down)(, \d+ (up|down))*$/);
  });

  it('the boards name where the pieces are, not only how many, and count in the singular where it is one', () => {
    const named = (id: FamilyId, index: number, text?: string) => {
      const family = getFamily(id)!;
      const parsed = family.parse(text ?? family.gallery[index]!.text);
      if (!parsed.ok) throw new Error(parsed.error.message);
      const Board = BOARDS[id];
      const { unmount } = render(<Board level={parsed.level} state={family.start(parsed.level)} />);
      const name = screen.getByRole('img').getAttribute('aria-label');
      unmount();
      return name;
    };
    expect(named('move', 0, '...\n.A.\n--\na..\n...\n')).toBe('Move board 3×2 with 1 dot: a at row 1 column 1');
    expect(named('snakebird', 0, '..O..\n....*\n.>R..\n#####\n')).toMatch(/^Snakebird board: 1 snakebird left, Red snakebird head at row 3 column 3, 2 long; 1 fruit: row 1 column 3$/);
    expect(named('dogbunny', 0, 'node a 0 0\nnode b-c 1 0\nedge a <-> b-c\ndog b-c\nbunny a\ngoal bunny b-c\n')).toBe('DogBunny board: a graph of 2 nodes; Dog at b c, Bunny at a');
    expect(named('bars', 0, 'pattern plus\ngoal 0\n10\n00\n')).toBe('Bars: Lights Out 2×2, goal all 0 (every light off), 1 cell to turn: row 1 column 1');
    // (what the goal's number is on the board: 'goal all 1' alone left a listener to guess)
    expect(named('bars', 0)).toMatch(/^Bars: gold bars 4×4, goal all 1 \(every bar upright\), 8 cells to turn: /);
  });

  it('bars: Lovecraft bars draw as bars, Lights Out as lights', () => {
    const bars = galleryLevel('bars', 0);
    const { container, unmount } = render(<BarsBoard level={bars.level} state={bars.state} />);
    expect(container.querySelectorAll('.gold-bar').length).toBeGreaterThan(0);
    unmount();
    const lightsIndex = getFamily('bars')!.gallery.findIndex((g) => /Lights Out/.test(g.name));
    const lights = galleryLevel('bars', lightsIndex);
    const { container: c2 } = render(<BarsBoard level={lights.level} state={lights.state} />);
    expect(c2.querySelectorAll('.light').length).toBeGreaterThan(0);
    expect(c2.querySelectorAll('.gold-bar').length).toBe(0);
  });

  it('snakebird: each snake is drawn with its labelled head', () => {
    const { level, state } = galleryLevel('snakebird', 1);
    render(<SnakebirdBoard level={level} state={state} />);
    for (const s of state.snakes as { label: string }[]) expect(screen.getByTestId(`snake-${s.label}`)).toHaveTextContent(s.label);
  });

  it('snakebird: a ring around a snake shows the hint before the selection, and the selection before the last move', () => {
    const { level, state } = galleryLevel('snakebird', 1);
    const label = (state.snakes as { label: string }[])[0]!.label;
    const ring = (props: Partial<BoardProps<unknown, unknown>>) => {
      const { container, unmount } = render(<SnakebirdBoard level={level} state={state} {...props} />);
      const classes = [...container.querySelectorAll(`[data-testid="snake-${label}"] polyline[class]`)].map((l) => l.getAttribute('class'));
      unmount();
      return classes;
    };
    expect(ring({ selected: label, hint: `${label}R`, lastMove: `${label}U` })).toEqual(['move-mark hint']);
    expect(ring({ selected: label, lastMove: `${label}U` })).toEqual(['sb-selected']);
    expect(ring({ lastMove: `${label}U` })).toEqual(['move-mark last']);
    expect(ring({})).toEqual([]);
  });

  it('dogbunny: one-way edges get one arrow head, two-way edges two; conditions are written on edges', () => {
    const { container } = render(<DogBunnyBoard {...galleryLevel('dogbunny')} />);
    const lines = [...container.querySelectorAll('line[marker-end]')];
    expect(lines.length).toBeGreaterThan(0);
    expect(lines.some((l) => !l.hasAttribute('marker-start'))).toBe(true);
    expect(lines.some((l) => l.hasAttribute('marker-start'))).toBe(true);
    expect(container.textContent).toMatch(/if /);
    expect(container.querySelectorAll('.animal').length).toBeGreaterThan(0);
  });
});
