// The smallest DogBunny level: a bunny one two-way edge from its goal. The rules' blank and
// the view's New level both start from it.
import type { DogBunnyLevel } from './format.ts';

export const blankDogBunny = (): DogBunnyLevel => ({
  nodes: [
    { name: 'start', x: 0, y: 0 },
    { name: 'end', x: 2, y: 0 },
  ],
  edges: [{ from: 'start', to: 'end', twoWay: true, occupied: [], empty: [] }],
  animals: [{ kind: 'bunny', node: 'start' }],
  goals: [{ kind: 'bunny', nodes: ['end'] }],
});
