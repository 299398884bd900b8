/**
 * The props of a button that is off at an end (Undo with nothing left, Next at the last move) and
 * keeps the keyboard focus there. `disabled` would drop the focus, and any control it were sent to
 * instead would take the next Enter for itself (Redo after Undo, Previous after Next);
 * aria-disabled says the button is off, and a press does nothing.
 */
export const offAtEnd = (off: boolean, press: () => void) => ({ 'aria-disabled': off, onClick: off ? undefined : press });
