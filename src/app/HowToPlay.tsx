// The "How to play" button and dialog: the open family's goal and rules, from its view table.
import { useEffect, useId, useRef, useState } from 'react';
import type { HowToPlay as Rules } from '../view/types.ts';

export function HowToPlay({ title, rules }: { title: string; rules: Rules }) {
  const [open, setOpen] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  const close = useRef<HTMLButtonElement>(null);
  const headingId = useId();
  useEffect(() => {
    if (!open) return;
    close.current?.focus();
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      e.preventDefault();
      setOpen(false);
    };
    window.addEventListener('keydown', onKey);
    return () => {
      window.removeEventListener('keydown', onKey);
      opener.current?.focus();
    };
  }, [open]);
  return (
    <>
      <button ref={opener} type="button" className="how-to-play" aria-haspopup="dialog" onClick={() => setOpen(true)}>
        How to play
      </button>
      {open && (
        <div className="dialog-backdrop" onClick={(e) => e.target === e.currentTarget && setOpen(false)}>
          <div role="dialog" aria-modal="true" aria-labelledby={headingId} className="dialog">
            <h2 id={headingId}>How to play</h2>
            <p className="dialog-family">{title}</p>
            <p>
              <strong>Goal:</strong> {rules.goal}
            </p>
            <ul>
              {rules.rules.map((r) => (
                <li key={r}>{r}</li>
              ))}
            </ul>
            <button ref={close} type="button" onClick={() => setOpen(false)}>
              Close
            </button>
          </div>
        </div>
      )}
    </>
  );
}
