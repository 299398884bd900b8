// The "How to play" dialog: the open family's goal and rules. Escape, Close or a click outside
// closes it, and focus goes back to the button that opened it.
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
  useEffect(() => {
    close.current?.focus();
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      e.preventDefault();
      onCloseRef.current();
    };
    window.addEventListener('keydown', onKey);
    return () => {
      window.removeEventListener('keydown', onKey);
      opener.current?.focus();
    };
  }, [opener]);
  return (
    <div className="dialog-backdrop" onClick={(e) => e.target === e.currentTarget && onClose()}>
      <div role="dialog" aria-modal="true" aria-labelledby={headingId} className="dialog">
        <h2 id={headingId}>How to play</h2>
        <p className="dialog-family">{title}</p>
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
            </>
          )
        )}
        <button ref={close} type="button" onClick={onClose}>
          Close
        </button>
      </div>
    </div>
  );
}
