// The address follows each step of a line watched: the level's text is deflated once, not at each step.
import { describe, expect, it, vi } from 'vitest';

const deflated = vi.hoisted(() => ({ count: 0 }));
vi.mock('fflate', async (original) => {
  const fflate = await original<typeof import('fflate')>();
  return { ...fflate, deflateSync: (...args: Parameters<typeof fflate.deflateSync>) => (deflated.count++, fflate.deflateSync(...args)) };
});
const { encodeLevelLink, openLevelLink } = await import('../../../src/share/linkCodec.ts');

const MOVE = '..A\n--\na..\n';
const OTHER = 'A.\n--\n.a\n';

describe('a level link written at each step of a line', () => {
  it('deflates the level once while only the position changes, and again for another text; each link opens the level it names', () => {
    const before = deflated.count;
    const links = [0, 1, 2, 3].map((position) => encodeLevelLink({ family: 'move', text: MOVE, line: ['a>', 'a<'], position }));
    expect(deflated.count - before).toBe(1);
    expect(new Set(links).size).toBe(4);
    const other = encodeLevelLink({ family: 'move', text: OTHER, position: 0 });
    expect(deflated.count - before).toBe(2);
    for (const [link, text] of [[links[3]!, MOVE], [other, OTHER]] as const) {
      const opened = openLevelLink(link);
      expect(opened.ok && opened.text).toBe(text);
    }
  });
});
