// What a move caused, in words (each family's moveOutcome, view/types.ts), said after the move in
// play mode: on small levels played by the real rules, the exact words.
import { describe, expect, it } from 'vitest';
import { anemones } from '../../../src/puzzles/anemones/index.ts';
import { bars } from '../../../src/puzzles/bars/index.ts';
import { dogbunny } from '../../../src/puzzles/dogbunny/index.ts';
import { move } from '../../../src/puzzles/move/index.ts';
import { snakebird } from '../../../src/puzzles/snakebird/index.ts';
import { anemonesView } from '../../../src/puzzles/anemones/view.ts';
import { barsView } from '../../../src/puzzles/bars/view.ts';
import { dogbunnyView } from '../../../src/puzzles/dogbunny/view.ts';
import { moveView } from '../../../src/puzzles/move/view.ts';
import { snakebirdView } from '../../../src/puzzles/snakebird/view.ts';
import type { AnyFamily } from '../../../src/puzzles/types.ts';
import { outcomeWords } from '../../../src/view/outcomeWords.ts';
import type { AnyFamilyView } from '../../../src/view/types.ts';
import { parseOk } from '../helpers/family.ts';

/** what each move of `moves`, played in turn from the start of `text`, caused: as play mode says it */
async function said(family: AnyFamily, view: AnyFamilyView, text: string, moves: readonly string[]): Promise<string[]> {
  const { moveOutcome } = await view.howToPlay();
  if (!moveOutcome) throw new Error(`${family.id} says nothing of what a move caused`);
  const level = parseOk(family, text);
  let state = family.start(level);
  return moves.map((m) => {
    const next = family.play(level, state, m);
    if (next === null) throw new Error(`${m} is not a move here`);
    const words = outcomeWords(moveOutcome, level, state, next, m);
    state = next;
    return words;
  });
}

describe('what a Snakebird move caused', () => {
  it('ate a fruit and grew', async () => {
    expect(await said(snakebird, snakebirdView, '.......\n.*    .\n. >RO .\n.......\n', ['RR'])).toEqual(['Red ate a fruit and grew to 3.']);
  });

  it('fell, counted in rows; a move that only moves says nothing', async () => {
    const level = '........\n.*     .\n. >R   .\n. .    .\n.      .\n........\n';
    expect(await said(snakebird, snakebirdView, level, ['RR'])).toEqual(['Red fell 2 rows.']);
    expect(await said(snakebird, snakebirdView, '........\n.*     .\n. >R   .\n. ..   .\n........\n', ['RR'])).toEqual(['']);
  });

  it('pushed a block, which fell', async () => {
    expect(await said(snakebird, snakebirdView, '........\n.*     .\n. >R0  .\n..... ..\n........\n', ['RR'])).toEqual(['Red pushed block 0. Block 0 fell 1 row.']);
  });

  it('falls said where they begin, the objects that fell alike together', async () => {
    expect(await said(snakebird, snakebirdView, '.........\n.*      .\n. >R0   .\n. .     .\n.       .\n.........\n', ['RR'])).toEqual(['Red pushed block 0. Red and block 0 fell 2 rows.']);
    expect(await said(snakebird, snakebirdView, '.........\n.*      .\n. >R0   .\n. .     .\n. ...   .\n.       .\n.........\n', ['RR'])).toEqual([
      'Red pushed block 0. Red fell 1 row. Block 0 fell 3 rows.',
    ]);
  });

  it('reached the exit', async () => {
    expect(await said(snakebird, snakebirdView, '......\n.    .\n. >R*.\n......\n', ['RR'])).toEqual(['Red reached the exit.']);
  });

  it('fell onto spikes, and into water', async () => {
    expect(await said(snakebird, snakebirdView, '.......\n.*    .\n. >R  .\n. .## .\n.......\n', ['RR'])).toEqual(['Red fell onto spikes.']);
    expect(await said(snakebird, snakebirdView, '.......\n.*    .\n. >R  .\n. .~~ .\n.......\n', ['RR'])).toEqual(['Red fell into water.']);
  });
});

describe('what another family’s move caused', () => {
  it('Anemones: which rose, which went down, or nothing', async () => {
    const level = 'anemones 4\ntap 1 lowers 2 4\ntap 2 lowers\nstart 2\ngoal 1\n';
    expect(await said(anemones, anemonesView, level, ['1', '1', '3'])).toEqual(['Anemone 1 rose. Anemone 2 went down.', 'Nothing changed: anemone 1 was already up, and anemones 2 and 4 already down.', 'Anemone 3 rose.']);
    // why nothing changed, for a tap that lowers nothing, and for one that lowers itself
    expect(await said(anemones, anemonesView, level, ['2'])).toEqual(['Nothing changed: anemone 2 was already up.']);
    expect(await said(anemones, anemonesView, 'anemones 3\ntap 3 lowers 3 1\nstart 2\ngoal 1\n', ['3'])).toEqual(['Nothing changed: anemones 1 and 3 were already down.']);
    expect(await said(anemones, anemonesView, 'anemones 3\ntap 1 lowers 2 3\nstart 2 3\ngoal 1\n', ['1'])).toEqual(['Anemone 1 rose. Anemones 2 and 3 went down.']);
  });

  it('Bars: how many turned which way, and how many are so now', async () => {
    expect(await said(bars, barsView, 'pattern plus\ngoal 0\n000\n010\n000\n', ['3,2'])).toEqual(['Turned 3 lights on and 1 off. 3 of 9 on.']);
    expect(await said(bars, barsView, 'pattern cross\ngoal 1\n00\n01\n', ['1,1'])).toEqual(['Turned 3 bars upright. 4 of 4 upright.']);
    expect(await said(bars, barsView, 'pattern cross\ngoal 1\n11\n10\n', ['1,1'])).toEqual(['Turned 3 bars flat. 0 of 4 upright.']);
  });

  it('Move: the dots that stayed put, reached or left a target', async () => {
    const level = '...A\n..B.\n....\n--\na...\n.b..\n....\n';
    // dot a at the edge stays put
    expect(await said(move, moveView, level, ['L'])).toEqual(['Dot a stayed put.']);
    // dot b comes onto its target, and leaves it
    expect(await said(move, moveView, level, ['R', 'R', 'R'])).toEqual(['Dot b reached a target.', 'Dot b left a target.', 'Dot b stayed put. Dot a reached a target.']);
    // two dots of a colour are told apart by where they were
    expect(await said(move, moveView, 'A...\nA...\n--\na...\n.a..\n', ['L'])).toEqual(['Dot a at row 1, column 1 stayed put. Dot a from row 2, column 2 reached a target.']);
  });

  it('DogBunny: an animal on or off its goal, lines opened and closed by where the animals are', async () => {
    const level = 'node meadow 0 0\nnode bridge 2 0\nnode island 4 0\nedge meadow <-> bridge if !island\nedge bridge -> island\nedge island -> meadow if bridge\nbunny meadow\ngoal bunny island\n';
    expect(await said(dogbunny, dogbunnyView, level, ['bunny:meadow->bridge', 'bunny:bridge->island'])).toEqual([
      'Opened: island → meadow.',
      'Bunny reached a goal. Closed: meadow – bridge and island → meadow.',
    ]);
  });
});
