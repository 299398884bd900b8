// A text with no line of a level (blank, or comments only) is said one way by every family's
// reader, in every format: 'empty level: expected …', what it expected first. They said 'empty
// level' alone, 'empty level; expected …', and Bars only 'expected a grid of 0 and 1'.
import { describe, expect, it } from 'vitest';
import { FAMILIES } from '../../../src/puzzles/registry.ts';

describe('an empty level, said one way', () => {
  const formats = Object.values(FAMILIES).flatMap((family) => family.formats.map((format) => [family.id, format] as const));
  it.each(formats)('%s, format %s', (id, format) => {
    const family = FAMILIES[id];
    for (const text of ['', '\n\n', '; only a note\n']) {
      const parsed = family.parse(text, { format });
      // (DogBunny reads an empty graph, a cleared drawing: its validate says it is empty)
      if (parsed.ok) {
        expect(id).toBe('dogbunny');
        expect(family.validate(parsed.level)[0]?.message).toMatch(/^empty level: /);
        continue;
      }
      expect(parsed.error).toMatchObject({ line: 1, column: 1, message: expect.stringMatching(/^empty level: expected \S/) });
    }
  });
});
