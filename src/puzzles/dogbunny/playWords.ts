// DogBunny's words for a player, loaded when first asked for (view/types.ts' HowToPlay): How to
// play's goal and rules, and what a move caused, which play mode says after it.
import type { HowToPlay, MoveOutcome } from '../../view/types.ts';
import { howToPlay as rulesInWords } from './howToPlay.ts';
import type { DogBunnyLevel, DogBunnyState, DogEdge } from './index.ts';
import { spoken } from './view.ts';

/** lines whose opening or closing is said by name; past this many, counted */
const NAMED = 3;

/**
 * "bunny reached a goal", "opened: tree → house", "closed: house – well": a line opens or closes
 * where its condition, read on the animals' places, held before the move and not after, or the
 * other way.
 */
export const dogbunnyOutcome: MoveOutcome<DogBunnyLevel, DogBunnyState> = (level, before, after, _move, list) => {
  const moved = after.at.findIndex((n, i) => n !== before.at[i]);
  if (moved < 0) return [];
  const { kind } = level.animals[moved]!;
  const onGoal = (node: number) => level.goals.some((g) => g.kind === kind && g.nodes.includes(level.nodes[node]?.name ?? ''));
  const [was, is] = [onGoal(before.at[moved]!), onGoal(after.at[moved]!)];
  const holds = (e: DogEdge, at: readonly number[]) => {
    const occupied = new Set(at.map((n) => level.nodes[n]?.name));
    return e.occupied.every((n) => occupied.has(n)) && !e.empty.some((n) => occupied.has(n));
  };
  const changed = (opened: boolean) => {
    const lines = level.edges.filter((e) => holds(e, after.at) === opened && holds(e, before.at) !== opened);
    const verb = opened ? 'opened' : 'closed';
    if (lines.length === 0) return [];
    if (lines.length > NAMED) return [`${lines.length} lines ${verb}`];
    return [`${verb}: ${list(lines.map((e) => `${spoken(e.from)} ${e.twoWay ? '–' : '→'} ${spoken(e.to)}`))}`];
  };
  return [...(was === is ? [] : [`${kind} ${is ? 'reached a goal' : 'left its goal'}`]), ...changed(true), ...changed(false)];
};

export const howToPlay: HowToPlay<DogBunnyLevel, DogBunnyState> = { ...rulesInWords, moveOutcome: dogbunnyOutcome };
