// DogBunny's graph in words, for the board's description: what its drawing shows a sighted
// player (the paths, their conditions, the goals) and its name leaves out.
import { counted } from '../../view/boardWords.ts';
import type { DogBunnyLevel, DogEdge } from './format.ts';
import { spoken } from './view.ts';

/** At most this many paths are told; past it the list of moves says where each animal can go. */
const MOST_PATHS = 16;

const condition = (e: DogEdge) => {
  const parts = [...e.occupied.map((n) => `an animal on ${spoken(n)}`), ...e.empty.map((n) => `none on ${spoken(n)}`)];
  return parts.length > 0 ? `, only with ${parts.join(' and ')}` : '';
};

const path = (e: DogEdge) => `${spoken(e.from)} ${e.twoWay ? 'and' : 'to'} ${spoken(e.to)}${e.twoWay ? ' both ways' : ''}${condition(e)}`;

/** "Paths: well and tree both ways; blank 1 to well, only with an animal on house. Goal: every dog on bone." */
export function graphWords(level: DogBunnyLevel): string {
  const paths =
    level.edges.length === 0
      ? 'No paths'
      : level.edges.length > MOST_PATHS
        ? `${counted(level.edges.length, 'path')}, too many to tell here: the list of moves says where each animal can go`
        : `Paths: ${level.edges.map(path).join('; ')}`;
  const goals = level.goals.filter((g) => g.nodes.length > 0).map((g) => `every ${g.kind} on ${g.nodes.map(spoken).join(' or ')}`);
  return `${paths}. Goal: ${goals.join(', ') || 'none'}.`;
}
