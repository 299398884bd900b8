// An open world framed by an edit that needs a frame (water, a block, a teleporter): its snakes
// keep their colours, whatever their order in the level.
import { describe, expect, it } from 'vitest';
import { snakebird, type SnakebirdLevel } from '../../../src/puzzles/snakebird/index.ts';
import { paintTerrain, startSnake } from '../../../src/puzzles/snakebird/editorModel.ts';
import { snakeName } from '../../../src/puzzles/snakebird/colours.ts';
import { parseOk } from '../helpers/family.ts';

describe('Snakebird editor: an open world framed', () => {
  it('keeps each snake its colour when one was drawn after another was deleted (it relabelled by place: Green became Red)', () => {
    const level = parseOk<SnakebirdLevel>(snakebird, '-----*\n-a----\n-----A\n######\n');
    // Red deleted and drawn again: now after Green in the level's list
    const withoutRed = { ...level, snakes: level.snakes.filter((s) => s.label !== 'A') };
    const redAgain = startSnake(withoutRed, 2, 4)!;
    expect(redAgain.level.snakes.map((s) => s.label)).toEqual(['a', 'A']);
    const framed = paintTerrain(redAgain.level, 3, 0, '~');
    expect(framed.open).toBe(false);
    expect(framed.snakes.map((s) => `${snakeName(s.label)} at ${s.cells[0]}`)).toEqual(['Green snakebird at 1,1', 'Red snakebird at 2,4']);
  });
});
