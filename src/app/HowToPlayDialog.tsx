// The "How to play" dialog: the open family's goal and rules. Escape, Close or a click outside
// closes it, and focus goes back to the button that opened it. A native modal <dialog>: the
// browser keeps focus in it and makes the page behind inert.
import { useEffect, useId, useRef, useState, type RefObject } from 'react';
import type { HowToPlay as Rules } from '../view/types.ts';

export default function HowToPlayDialog({ title, rules, opener, onClose }: { title: string; rules(): Promise<Rules>; opener: RefObject<HTMLButtonElement | null>; onClose(): void }) {
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
      // Close is its one control: Tab stays on it rather than leave for the browser's own bar
      if (e.key === 'Tab') close.current?.focus();
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
            {/* the same in every family: the keys above work in play only (Solve and watch, where the
                page opens, takes none), and play's toolbar is named as its buttons are */}
            <p>
              To play, press <strong>Play it yourself</strong>. There, Undo (Ctrl+Z) takes back a move, Restart starts over, and Hint suggests the next move.
            </p>
          </>
        )
      )}
    </dialog>
  );
}
