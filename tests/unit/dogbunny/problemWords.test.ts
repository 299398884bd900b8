// DogBunny's level problems reach the graph editor, the Import text box and the CLI: each names
// the editor's tool as well as the text's line.
import { describe, expect, it } from 'vitest';
import { dogbunny, type DogBunnyLevel } from '../../../src/puzzles/dogbunny/index.ts';
import { parseOk } from '../helpers/family.ts';

const problems = (text: string) => dogbunny.validate(parseOk<DogBunnyLevel>(dogbunny, text)).map((i) => i.message);

describe('dogbunny: the problems name the editor\'s tool and the text\'s line', () => {
  it('a kind with no goal: its goal tool, and the line', () => {
    expect(problems('edge a <-> b\nbunny a\n')).toEqual(['the bunny has no goal: mark a node with the Bunny goal tool (in text: a line "goal bunny NODE")']);
    expect(problems('edge a <-> b\ndog a\n')).toEqual(['the dog has no goal: mark a node with the Dog goal tool (in text: a line "goal dog NODE")']);
  });

  it('a kind the editor has no tool for: only the line', () => {
    expect(problems('edge a <-> b\ncat a\n')).toEqual(['the cat has no goal: add a line "goal cat NODE" to the level\'s text']);
  });

  it('no animals: the animal tools, and the line', () => {
    expect(problems('edge a <-> b\n')).toEqual(['there are no animals: put one on a node with the Dog or Bunny tool (in text: a line "KIND NODE", e.g. "bunny house")']);
  });
});
