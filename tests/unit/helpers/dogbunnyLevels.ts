// Random DogBunny levels (fast-check): nodes n0…, edges with small conditions, dogs and bunnies,
// and a goal for each kind present. The family's tests and the analysis tests (tinier) share it.
import fc from 'fast-check';
import type { DogBunnyLevel } from '../../../src/puzzles/dogbunny/index.ts';

export function dogbunnyLevels(sizes: { maxNodes: number; maxEdges: number; maxOccupied: number }): fc.Arbitrary<DogBunnyLevel> {
  return fc.integer({ min: 2, max: sizes.maxNodes }).chain((nodeCount) => {
    const node = fc.integer({ min: 0, max: nodeCount - 1 });
    const names = Array.from({ length: nodeCount }, (_, i) => `n${i}`);
    return fc
      .record({
        edges: fc.array(
          fc.record({ a: node, b: node, twoWay: fc.boolean(), occ: fc.uniqueArray(node, { maxLength: sizes.maxOccupied }), emp: fc.uniqueArray(node, { maxLength: 1 }) }),
          { minLength: 1, maxLength: sizes.maxEdges },
        ),
        animals: fc.array(fc.record({ kind: fc.constantFrom('dog', 'bunny'), node }), { minLength: 1, maxLength: 3 }),
        goalNodes: fc.array(fc.uniqueArray(node, { minLength: 1, maxLength: 2 }), { minLength: 2, maxLength: 2 }),
      })
      .map(({ edges, animals, goalNodes }): DogBunnyLevel => {
        const kinds = [...new Set(animals.map((a) => a.kind))];
        return {
          nodes: names.map((name) => ({ name })),
          edges: edges
            .filter((e) => e.a !== e.b)
            .map((e) => ({
              from: names[e.a]!,
              to: names[e.b]!,
              twoWay: e.twoWay,
              occupied: e.occ.filter((n) => !e.emp.includes(n)).map((n) => names[n]!),
              empty: e.emp.map((n) => names[n]!),
            })),
          animals: animals.map((a) => ({ kind: a.kind, node: names[a.node]! })),
          goals: kinds.map((kind, i) => ({ kind, nodes: goalNodes[i]!.map((n) => names[n]!) })),
        };
      });
  });
}
