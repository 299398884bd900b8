// Live validation messages, each pointing at its cell or node; screen readers hear a summary
// when the validity changes.
import { useMemo, useState } from 'react';
import type { AnyFamily, ValidationIssue } from '../puzzles/types.ts';
import { issuePlace } from '../view/issuePlace.ts';

/** problems listed before the rest are folded behind a button: a level of a hundred animal kinds without goals had a hundred lines above the board's controls */
export const ISSUES_SHOWN = 10;

/**
 * A problem as the list says it: its place, then its message, begun with a capital where no
 * place comes before it ("No exit: …" beside "Row 1, column 5: …"). The rules' own messages
 * start in lowercase, as the CLI prints them after its own words.
 */
function listedMessage(issue: ValidationIssue): string {
  const message = issue.message;
  return issuePlace(issue) ? message : message.charAt(0).toUpperCase() + message.slice(1);
}

/** Why a level cannot be played, in one sentence: its first problem, where it is, and what to do. */
export function invalidReason(issues: readonly ValidationIssue[]): string | null {
  const first = issues[0];
  if (!first) return null;
  const more = issues.length > 1 ? ` (and ${issues.length - 1} more)` : '';
  return `This level cannot be played until it is mended in Edit: ${issuePlace(first)}${first.message}${more}.`;
}

/**
 * The class a family's editor gives the grid cell of a node (a graph's point), so that a
 * problem at the node can find it.
 */
export const nodeCellClass = (node: string) => `ed-node-${node}`;

/** The grid cell a problem is at, in the editor's panel around `from`, if the editor draws one. */
function cellOf(from: Element, at: NonNullable<ValidationIssue['at']>): HTMLElement | null {
  const cells = from.closest('.ed-panel')?.querySelectorAll<HTMLElement>('[role="gridcell"]') ?? [];
  for (const cell of cells) {
    const here = at.kind === 'cell' ? cell.dataset.row === String(at.row) && cell.dataset.col === String(at.col) : at.kind === 'node' && cell.classList.contains(nodeCellClass(at.node));
    if (here) return cell;
  }
  return null;
}

/**
 * A problem's place, as a button that takes the focus to its cell of the editor's grid (on a
 * large map, scrolled to): the outline alone had to be found by eye, and from the keyboard by
 * arrow keys.
 */
function Place({ issue }: { issue: ValidationIssue }) {
  const words = issuePlace(issue).replace(/: $/, '');
  if (!words || !issue.at) return null;
  const at = issue.at;
  return (
    <>
      <button type="button" className="ed-place" title="Go to it on the board" onClick={(e) => cellOf(e.currentTarget, at)?.focus()}>
        {words}
      </button>
      {': '}
    </>
  );
}

/**
 * Whether a valid level is won before any move (an Anemones level whose goal is its start, a
 * Bars grid already at its goal): it plays and solves in 0 moves, which a designer would
 * otherwise learn only by pressing Solve. By the rules table alone, the same for every family.
 */
export function startsSolved(family: AnyFamily, level: unknown): boolean {
  return family.isWon(level, family.start(level));
}

/** Said under a valid level that starts solved: a notice, not a problem (it stays valid and playable). */
export const STARTS_SOLVED = 'This level starts solved: there is nothing to do.';

/**
 * `goTo`: the places are buttons to the board's cells (in an editor panel, whose grid has them);
 * `family` and `level`: the level listed, told where it is valid but starts solved
 */
export function ValidationList({ issues, goTo = false, family, level }: { issues: readonly ValidationIssue[]; goTo?: boolean; family?: AnyFamily; level?: unknown }) {
  const [all, setAll] = useState(false);
  const first = issues[0];
  // (only a valid level has a start to play from)
  const solvedAtStart = useMemo(() => first === undefined && family !== undefined && startsSolved(family, level), [first, family, level]);
  // parts of a valid level that can never matter (an edge no animal can ever take): notices, the level stays valid
  const notices = useMemo(() => (first === undefined && family?.notices?.(level)) || [], [first, family, level]);
  const shown = all ? issues : issues.slice(0, ISSUES_SHOWN);
  // what a screen reader hears: a summary that changes only when the validity (or the first
  // problem) does, not at every stroke
  const summary = first
    ? `${issues.length} problem${issues.length === 1 ? '' : 's'}. ${issuePlace(first)}${listedMessage(first)}`
    : `The level is valid.${solvedAtStart ? ` ${STARTS_SOLVED}` : ''}${notices[0] ? ` ${issuePlace(notices[0])}${listedMessage(notices[0])}${notices.length > 1 ? ` (and ${notices.length - 1} more notices)` : ''}` : ''}`;
  return (
    <>
    <div className="ed-validation" role="group" aria-label="Level problems">
      {issues.length === 0 ? (
        <>
          <p className="ed-valid">The level is valid.</p>
          {solvedAtStart && <p className="ed-notice">{STARTS_SOLVED}</p>}
          {/* (notices, not problems: in the notice's colour, not the problems' list) */}
          {notices.map((notice, i) => (
            <p key={i} className="ed-notice">
              {goTo ? <Place issue={notice} /> : issuePlace(notice)}
              {listedMessage(notice)}
            </p>
          ))}
        </>
      ) : (
        <ul>
          {shown.map((issue, i) => (
            <li key={i}>
              {goTo ? <Place issue={issue} /> : issuePlace(issue)}
              {listedMessage(issue)}
            </li>
          ))}
          {shown.length < issues.length && (
            <li className="ed-more">
              <button type="button" onClick={() => setAll(true)}>
                Show {issues.length - shown.length} more {issues.length - shown.length === 1 ? 'problem' : 'problems'}
              </button>
            </li>
          )}
        </ul>
      )}
    </div>
    <p className="sr-only" aria-live="polite">
      {summary}
    </p>
    </>
  );
}
