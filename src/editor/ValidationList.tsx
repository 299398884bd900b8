// Live validation messages, each pointing at its cell or node; screen readers hear a summary
// when the validity changes.
import { useState } from 'react';
import type { ValidationIssue } from '../puzzles/types.ts';

/** problems listed before the rest are folded behind a button: a level of a hundred animal kinds without goals had a hundred lines above the board's controls */
export const ISSUES_SHOWN = 10;

function issuePlace(issue: ValidationIssue): string {
  const at = issue.at;
  if (!at) return '';
  if (at.kind === 'cell') return `Row ${at.row + 1}, column ${at.col + 1}: `;
  if (at.kind === 'node') return `Node ${at.node}: `;
  // a place in the level's text means something to a reader of text (a link, a file), not
  // beside a drawing
  return '';
}

/** The one sentence a disabled Solve button shows as its reason. */
export function invalidReason(issues: readonly ValidationIssue[]): string | null {
  const first = issues[0];
  if (!first) return null;
  const more = issues.length > 1 ? ` (and ${issues.length - 1} more)` : '';
  return `The level is invalid: ${issuePlace(first)}${first.message}${more}`;
}

/** Cells flagged by issues, as "row,col" keys for GridCanvas. */
export function flaggedCells(issues: readonly ValidationIssue[]): Set<string> {
  const out = new Set<string>();
  for (const i of issues) if (i.at?.kind === 'cell') out.add(`${i.at.row},${i.at.col}`);
  return out;
}

export function flaggedNodes(issues: readonly ValidationIssue[]): Set<string> {
  const out = new Set<string>();
  for (const i of issues) if (i.at?.kind === 'node') out.add(i.at.node);
  return out;
}

/**
 * A problem's cell, as a button that takes the focus to that cell of the editor's grid (on a
 * large map, scrolled to): the outline alone had to be found by eye, and from the keyboard
 * by arrow keys.
 */
function CellPlace({ row, col }: { row: number; col: number }) {
  const words = `Row ${row + 1}, column ${col + 1}`;
  return (
    <>
      <button
        type="button"
        className="ed-place"
        title="Go to this cell"
        onClick={(e) => e.currentTarget.closest('.ed-panel')?.querySelector<HTMLElement>(`[role="gridcell"][data-row="${row}"][data-col="${col}"]`)?.focus()}
      >
        {words}
      </button>
      {': '}
    </>
  );
}

export function ValidationList({ issues }: { issues: readonly ValidationIssue[] }) {
  const [all, setAll] = useState(false);
  const first = issues[0];
  const shown = all ? issues : issues.slice(0, ISSUES_SHOWN);
  // what a screen reader hears: a summary that changes only when the validity (or the first
  // problem) does, not at every stroke
  const summary = first
    ? `${issues.length} problem${issues.length === 1 ? '' : 's'}. ${issuePlace(first)}${first.message}`
    : 'The level is valid.';
  return (
    <>
    <div className="ed-validation" role="group" aria-label="Level problems">
      {issues.length === 0 ? (
        <p className="ed-valid">The level is valid.</p>
      ) : (
        <ul>
          {shown.map((issue, i) => (
            <li key={i}>
              {issue.at?.kind === 'cell' ? <CellPlace row={issue.at.row} col={issue.at.col} /> : issuePlace(issue)}
              {issue.message}
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
