// The "How to play" dialog: the open family's goal and rules, and the page's keys. Escape, Close
// or a click outside closes it, and focus goes back to the button that opened it. A native modal
// <dialog>: the browser keeps focus in it and makes the page behind inert.
import { useEffect, useId, useRef, useState, type RefObject } from 'react';
import type { AnyFamilyView, HowToPlay as Rules, PlayInput } from '../view/types.ts';

/** a key's name and what it does */
type KeyRow = readonly [keys: string, does: string];

/**
 * The page's keys, in groups, as the lichess board lists its own: play's come from the family's
 * input (a grid's cursor, directions, pieces chosen by number, moves listed as buttons), the rest
 * are the shell's and the editor kit's, the same in every family.
 */
export function keyGroups(input: PlayInput<unknown, unknown>): readonly (readonly [group: string, rows: readonly KeyRow[]])[] {
  const piece = input.pieceKind?.toLowerCase();
  const play: KeyRow[] = [];
  if (input.grid) play.push(['Arrow keys', 'move the cursor over the board'], ['Enter or Space', 'press where the cursor is']);
  else if (input.direction) play.push(['Arrow keys', piece ? `move the chosen ${piece}` : 'move that way']);
  if (piece) play.push(['Number keys', `choose a ${piece} (its button shows its key)`]);
  if (input.listLegalMoves) play.push(['Tab, then Enter', 'play one of the moves listed below the board']);
  play.push(['Ctrl+Z, Ctrl+Y', 'undo, redo a move']);
  return [
    ['Playing (Play it yourself)', play],
    ['Watching a solution (Solve and watch)', [['← and →', 'a move back or forward'], ['Home and End, or ↑ and ↓', 'the start or the end'], ['Shift+→ and Shift+←', 'into a variation, or out of it'], ['Space', 'play or pause']]],
    ['Drawing (Edit)', [['1 to 9', 'choose a tool'], ['Arrow keys', 'move over the grid'], ['Enter or Space', 'paint the cell (Alt+Enter erases)'], ['Shift+arrows', 'paint a stroke'], ['Ctrl+Z, Ctrl+Y', 'undo, redo an edit']]],
    ['Everywhere', [['+, − and 0', 'zoom a large board in, out, or to fit (the board focused, where its zoom buttons show)'], ['Escape', 'close a dialog']]],
  ];
}

export default function HowToPlayDialog({ view, opener, onClose }: { view: AnyFamilyView; opener: RefObject<HTMLButtonElement | null>; onClose(): void }) {
  const { title, howToPlay: rules } = view;
  const close = useRef<HTMLButtonElement>(null);
  const headingId = useId();
  const [text, setText] = useState<Rules | 'failed' | null>(null);
  useEffect(() => {
    let live = true;
    rules().then(
      (r) => live && setText(r),
      () => live && setText('failed'),
    );
    return () => {
      live = false;
    };
  }, [rules]);
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    dialog.current?.showModal();
    close.current?.focus();
    // the page's own key handlers listen on window (play's arrows, the editor's tool keys, Ctrl+Z):
    // stopped at the window's capture, before any of them, no key reaches the page behind
    const onKey = (e: KeyboardEvent) => {
      e.stopPropagation();
      // Tab goes round its controls (Close, Keys) rather than leave for the browser's own bar
      if (e.key === 'Tab') {
        const stops = Array.from(dialog.current?.querySelectorAll<HTMLElement>('button, summary') ?? []);
        const at = stops.indexOf(document.activeElement as HTMLElement);
        (stops[(at + (e.shiftKey ? -1 : 1) + stops.length) % stops.length] ?? close.current)?.focus();
      }
      else if (e.key !== 'Escape') return;
      else onCloseRef.current();
      e.preventDefault();
    };
    window.addEventListener('keydown', onKey, true);
    return () => {
      window.removeEventListener('keydown', onKey, true);
      opener.current?.focus();
    };
  }, [opener]);
  return (
    <dialog
      ref={dialog}
      aria-labelledby={headingId}
      className="dialog howto"
      // (the backdrop's clicks land on the dialog itself, outside its box)
      onClick={(e) => {
        const box = e.currentTarget.getBoundingClientRect();
        if (e.target === e.currentTarget && (e.clientX < box.left || e.clientX > box.right || e.clientY < box.top || e.clientY > box.bottom)) onClose();
      }}
      onCancel={(e) => {
        e.preventDefault();
        onClose();
      }}
    >
      {/* Close heads the dialog and stays there as the rules scroll: with large text on a phone the
          rules run to several screens, and a phone has no Escape key */}
      <div className="howto-head">
        <div>
          <h2 id={headingId}>How to play</h2>
          <p className="dialog-family">{title}</p>
        </div>
        <button ref={close} type="button" onClick={onClose}>
          Close
        </button>
      </div>
      {text === 'failed' ? (
        <p role="alert">The rules could not be loaded. Check the connection and open How to play again.</p>
      ) : (
        text && (
          <>
            <p>
              <strong>Goal:</strong> {text.goal}
            </p>
            <ul>
              {text.rules.map((r) => (
                <li key={r}>{r}</li>
              ))}
            </ul>
            {/* the same in every family: the rules' keys are play's (Solve and watch, where the page
                opens, steps through a line with them), and play's toolbar is named as its buttons are */}
            <p>
              To play, press <strong>Play it yourself</strong>: Undo takes back a move, Restart starts over, Hint suggests a move.
            </p>
            {/* folded: a phone has no keys, and open the list made the dialog scroll on one */}
            <details className="howto-keys-box">
              <summary>Keys</summary>
              {keyGroups(view.input).map(([group, rows]) => (
                <section key={group} aria-label={group}>
                  <h3>{group}</h3>
                  <dl className="howto-keys">
                    {rows.map(([keys, does]) => (
                      <div key={keys}>
                        <dt>{keys}</dt>
                        <dd>{does}</dd>
                      </div>
                    ))}
                  </dl>
                </section>
              ))}
            </details>
          </>
        )
      )}
    </dialog>
  );
}
