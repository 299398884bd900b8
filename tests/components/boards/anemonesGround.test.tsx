// Anemones: a lowered anemone's stalk reaches past the ground strip; every stalk is cut off
// inside the ground, so none shows below it (QA /tmp/qavis/shots/zoom-anem-ground.png).
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import AnemonesBoard, { BOARD_HEIGHT } from '../../../src/puzzles/anemones/Board.tsx';
import { getFamily } from '../../../src/puzzles/registry.ts';

describe('anemones: the stalks end in the ground', () => {
  it('every gallery level: each stalk is clipped to a box that ends inside the ground strip', () => {
    const family = getFamily('anemones')!;
    for (const entry of family.gallery) {
      const parsed = family.parse(entry.text);
      if (!parsed.ok) throw new Error(entry.name);
      const { container, unmount } = render(<AnemonesBoard level={parsed.level} state={family.start(parsed.level)} />);
      const ground = container.querySelector('.ground')!;
      const groundTop = Number(ground.getAttribute('y'));
      expect(groundTop + Number(ground.getAttribute('height'))).toBe(BOARD_HEIGHT);
      const stalks = [...container.querySelectorAll('.stalk')];
      expect(stalks.length).toBe(parsed.level.count);
      for (const stalk of stalks) {
        const clipped = stalk.closest('[clip-path]');
        expect(clipped, `${entry.name}: the stalk is clipped`).not.toBeNull();
        const id = /^url\(#(.+)\)$/.exec(clipped!.getAttribute('clip-path')!)![1]!;
        const rect = container.querySelector(`clipPath[id="${id}"] rect`)!;
        const bottom = Number(rect.getAttribute('y')) + Number(rect.getAttribute('height'));
        expect(bottom).toBeGreaterThan(groundTop);
        expect(bottom).toBeLessThan(BOARD_HEIGHT);
      }
      unmount();
    }
  });
});
