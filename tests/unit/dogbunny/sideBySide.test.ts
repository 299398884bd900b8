// Two nodes' words side by side on one line read as one: on a 390 px phone the editor drew b's name
// above b and c's two lines above c, '(goal: bunny)' reaching left to a space after 'b', so that the
// board read 'b (goal: bunny)'. A word now keeps a few units clear of another on its line where it can.
import { describe, expect, it } from 'vitest';
import { parseDogBunny, type DogBunnyLevel } from '../../../src/puzzles/dogbunny/format.ts';
import { labelsFor, type Placed } from '../../../src/puzzles/dogbunny/layout.ts';

const LEVEL = `node a 0 0
node b 1 0
node c 2 0
node d 0 2
node e 1 2
node f 3 2
edge a -> b
edge b -> c
edge a -> c if e
edge d -> e if a
edge e -> d if !c
edge e -> f
edge f -> e
bunny a
goal bunny c
`;

/** are two words on one line (their middles' bands meet) with less than `gap` between them? */
const sideBySide = (p: Placed, q: Placed, gap: number) =>
  p.y + p.h / 4 < q.y + (3 * q.h) / 4 && q.y + q.h / 4 < p.y + (3 * p.h) / 4 && p.x - gap < q.x + q.w && q.x - gap < p.x + p.w;

describe("nodes' words", () => {
  it("lie apart from another node's on their line: no 'b (goal: bunny)' (the editor's board on a phone, its words 1.3 times their size)", () => {
    const parsed = parseDogBunny(LEVEL);
    if (!parsed.ok) throw new Error(parsed.error.message);
    const level = parsed.level as DogBunnyLevel;
    const at = new Map(level.nodes.map((n) => [n.name, { x: (n.x! + 1) * 60, y: (n.y! + 1) * 60 }]));
    // (the editor shows 6 columns and 5 rows here: a board 420 by 360)
    const placed = labelsFor(level, (name) => at.get(name)!, { r: 22, nameFont: 11 * 1.3, conditionFont: 10 * 1.3, width: 420, height: 360 });
    expect(placed.clashes).toBe(0);
    placed.nodes.forEach((p, i) =>
      placed.nodes.slice(i + 1).forEach((q, k) => expect(sideBySide(p, q, 6), `${level.nodes[i]!.name} and ${level.nodes[i + 1 + k]!.name}`).toBe(false)),
    );
  });
});
