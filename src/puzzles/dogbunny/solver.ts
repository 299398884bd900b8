// DogBunny for the engine: a position is each animal's node, a byte each, the animals of one
// kind sorted so that interchangeable animals give one state.
import type { SearchProblem } from '../../engine/types.ts';
import type { FamilySolver } from '../types.ts';
import type { DogBunnyLevel } from './format.ts';
import { arcsOf } from './index.ts';

function compile(level: DogBunnyLevel): SearchProblem {
  const nodeCount = level.nodes.length;
  const nodeIndex = new Map(level.nodes.map((n, i) => [n.name, i]));
  const arcs = arcsOf(level);
  // CSR tables so expand() walks plain typed arrays
  const arcStart = new Int32Array(nodeCount + 1);
  for (const a of arcs) arcStart[a.from + 1]!++;
  for (let i = 0; i < nodeCount; i++) arcStart[i + 1]! += arcStart[i]!;
  const arcOrder = new Int32Array(arcs.length);
  const fill = arcStart.slice(0, nodeCount);
  arcs.forEach((a, i) => (arcOrder[fill[a.from]!++] = i));
  const arcTo = new Int32Array(arcs.map((a) => a.to));
  const condStart = new Int32Array(arcs.length + 1);
  const condNodes: number[] = [];
  const condWantsEmpty: number[] = [];
  arcs.forEach((a, i) => {
    for (const n of a.occupied) condNodes.push(n), condWantsEmpty.push(0);
    for (const n of a.empty) condNodes.push(n), condWantsEmpty.push(1);
    condStart[i + 1] = condNodes.length;
  });
  const condNode = new Int32Array(condNodes);
  const condEmpty = new Uint8Array(condWantsEmpty);

  // Canonical order: animals grouped by kind (kinds sorted), node indices ascending per kind.
  const kinds = [...new Set(level.animals.map((a) => a.kind))].sort();
  const K = kinds.length;
  const n = level.animals.length;
  const slotKind = new Int32Array(n);
  const groupLo = new Int32Array(n);
  const groupHi = new Int32Array(n);
  const initial = new Int32Array(n);
  let k = 0;
  kinds.forEach((kind, g) => {
    const lo = k;
    const nodes = level.animals.filter((a) => a.kind === kind).map((a) => nodeIndex.get(a.node)!).sort((x, y) => x - y);
    for (const node of nodes) {
      slotKind[k] = g;
      initial[k++] = node;
    }
    for (let i = lo; i < k; i++) {
      groupLo[i] = lo;
      groupHi[i] = k;
    }
  });
  const isGoalNode = new Uint8Array(K * nodeCount);
  for (const goal of level.goals) {
    const g = kinds.indexOf(goal.kind);
    if (g >= 0) for (const name of goal.nodes) isGoalNode[g * nodeCount + nodeIndex.get(name)!] = 1;
  }

  const words = Math.max(1, Math.ceil(n / 4));
  const at = new Int32Array(n);
  const moved = new Int32Array(n);
  const count = new Uint16Array(nodeCount);
  const pack = (from: Int32Array, out: Uint32Array) => {
    out.fill(0);
    for (let i = 0; i < n; i++) out[i >> 2] = (out[i >> 2]! | (from[i]! << ((i & 3) << 3))) >>> 0;
  };

  return {
    words,
    writeInitial: (out) => pack(initial, out),
    expand: (src, off, out, emit) => {
      for (let i = 0; i < n; i++) at[i] = (src[off + (i >> 2)]! >>> ((i & 3) << 3)) & 0xff;
      for (let i = 0; i < n; i++) count[at[i]!]!++;
      for (let i = 0; i < n; i++) {
        const from = at[i]!;
        // a second animal of the same kind on the same node has the same moves
        if (i > groupLo[i]! && at[i - 1] === from) continue;
        for (let j = arcStart[from]!; j < arcStart[from + 1]!; j++) {
          const arc = arcOrder[j]!;
          let holds = true;
          for (let c = condStart[arc]!; c < condStart[arc + 1]!; c++) {
            if ((count[condNode[c]!] === 0) !== (condEmpty[c] === 1)) {
              holds = false;
              break;
            }
          }
          if (!holds) continue;
          // move animal i, then slide it to its sorted place within its kind
          moved.set(at);
          const to = arcTo[arc]!;
          let p = i;
          while (p > groupLo[i]! && moved[p - 1]! > to) (moved[p] = moved[p - 1]!), p--;
          while (p + 1 < groupHi[i]! && moved[p + 1]! < to) (moved[p] = moved[p + 1]!), p++;
          moved[p] = to;
          pack(moved, out);
          emit(arc * K + slotKind[i]!);
        }
      }
      for (let i = 0; i < n; i++) count[at[i]!] = 0;
    },
    isGoal: (s, off) => {
      for (let i = 0; i < n; i++) {
        const node = (s[off + (i >> 2)]! >>> ((i & 3) << 3)) & 0xff;
        if (isGoalNode[slotKind[i]! * nodeCount + node] === 0) return false;
      }
      return true;
    },
    notate: (moves) =>
      moves.map((m) => {
        const arc = arcs[Math.floor(m / K)]!;
        return `${kinds[m % K]}:${level.nodes[arc.from]!.name}->${level.nodes[arc.to]!.name}`;
      }),
  };
}

export const dogbunnySolver: FamilySolver<DogBunnyLevel> = { compile };
