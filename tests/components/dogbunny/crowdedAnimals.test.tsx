// A crowded board draws its nodes smaller (radius 15, not 22: layout.ts nodeRadius). Its animals
// kept their size, and three or four on a node spilled over its circle onto the edges and words
// by it. They are now as much smaller as the nodes, and lie within their node as on any board.
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import DogBunnyBoard from '../../../src/puzzles/dogbunny/Board.tsx';
import { dogbunny, type DogBunnyLevel } from '../../../src/puzzles/dogbunny/index.ts';
import { lattice } from '../../e2e/dogbunnyCrowded.mjs';

/** how far past its node's circle, as a share of its radius, the animals on node n0 reach */
function reach(text: string) {
  const parsed = dogbunny.parse(text);
  if (!parsed.ok) throw new Error(parsed.error.message);
  const level = parsed.level as DogBunnyLevel;
  const { container } = render(<DogBunnyBoard level={level} state={dogbunny.start(level)} />);
  const node = container.querySelector('[data-testid="node-n0"] circle')!;
  const [cx, cy, r] = ['cx', 'cy', 'r'].map((a) => Number(node.getAttribute(a)));
  // (the animals on n0: those nearer it than the next grid point)
  const far = Math.max(
    ...[...container.querySelectorAll<SVGGElement>('g.animal')].flatMap((g) => {
      const [x, y] = g.style.transform.match(/-?[\d.]+/g)!.map(Number);
      const off = Math.hypot(x! - cx!, y! - cy!);
      return off < 30 ? [off + Number(g.querySelector('circle')!.getAttribute('r'))] : [];
    }),
  );
  return { r, share: far / r! };
}

describe('DogBunny: animals on a crowded board', () => {
  it('four on a node lie within it as on a roomy board', () => {
    const four = '\nbunny n0\nbunny n0\ndog n0';
    const roomy = reach(`node n0 0 0\nnode n1 2 0\nedge n0 <-> n1\nbunny n0\ndog n0\nbunny n0\ndog n0\ngoal bunny n1\ngoal dog n1`);
    const crowded = reach(lattice(6) + four + '\ndog n5\ngoal dog n30');
    expect(crowded.r).toBeLessThan(roomy.r!);
    expect(crowded.share).toBeLessThanOrEqual(roomy.share + 0.01);
  });
});
