// Where a validation problem lies, in words put before its message: the editor's list and the
// status of a level opened invalid (a link's) both say where as well as what.
import type { ValidationIssue } from '../puzzles/types.ts';

/** "Row 2, column 5: ", "Node n1: " (a long name cut to 40 characters and "…", as the readers' `shown` cuts it), or '' where the problem has no place on the board */
export function issuePlace(issue: ValidationIssue): string {
  const at = issue.at;
  if (!at) return '';
  if (at.kind === 'cell') return `Row ${at.row + 1}, column ${at.col + 1}: `;
  if (at.kind === 'node') return `Node ${at.node.length > 40 ? at.node.slice(0, 40) + '…' : at.node}: `;
  // a place in the level's text means something to a reader of text (a link, a file), not
  // beside a drawing
  return '';
}
