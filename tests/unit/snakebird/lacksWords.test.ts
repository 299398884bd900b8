// A Snakebird level without an exit, or without a snakebird, is said in one sentence wherever it is
// said: by each format's reader (the CLI, Open file, Import text) and by the editor's list and the
// status (validate), each saying where that format or the editor puts one. Readers said 'needs
// an exit', 'needs an X' and 'no snake', the editor 'needs one' and 'no snakebird'.
import { describe, expect, it } from 'vitest';
import { snakebird } from '../../../src/puzzles/snakebird/index.ts';
import { UNFINISHED_MARK } from '../../../src/puzzles/snakebird/unfinishedMark.ts';

const refusal = (text: string, format?: string) => {
  const parsed = snakebird.parse(text, format ? { format } : undefined);
  return parsed.ok ? null : parsed.error.message;
};

describe('a Snakebird level lacking an exit or a snakebird, said one way', () => {
  it('no exit: by every reader and by validate', () => {
    const said = [
      refusal('; a comment\n-----\n-----\n-BA--\n#####\n'),
      refusal('.....\n. >R.\n.....\n', 'jsnell'),
      refusal('2 5\n.A<..\n#####\n'),
      refusal('https://wolfesoftware.com/snakefall/#level=HyRr4JK1&2&3?000000/s0?0/\n'),
    ];
    // the editor's list: the same level, marked unfinished as the editor writes it
    const drawn = snakebird.parse(`${UNFINISHED_MARK}\n-----\n-BA--\n#####\n`);
    if (!drawn.ok) throw new Error(drawn.error.message);
    said.push(snakebird.validate(drawn.level).map((i) => i.message).find((m) => m.startsWith('no exit')) ?? null);
    for (const words of said) expect(words).toMatch(/^no exit: a level needs one \(.+\)$/);
  });

  it('no snakebird: by every reader and by validate', () => {
    const said = [refusal('-----\n--*--\n#####\n'), refusal('HyRr4JK1&2&3?000004/\n')];
    const drawn = snakebird.parse(`${UNFINISHED_MARK}\n-----\n--*--\n#####\n`);
    if (!drawn.ok) throw new Error(drawn.error.message);
    said.push(snakebird.validate(drawn.level)[0]?.message ?? null);
    for (const words of said) expect(words).toMatch(/^no snakebird: a level needs at least one \(.+\)$/);
  });
});
