// The "How to play" button; its dialog (the open family's goal and rules, from its view table)
// loads on the first click, after the first screen.
import { lazy, useRef, useState } from 'react';
import type { AnyFamilyView } from '../view/types.ts';
import { LazyPart } from './ErrorBoundary.tsx';

const HowToPlayDialog = lazy(() => import('./HowToPlayDialog.tsx'));

export function HowToPlay({ view }: { view: AnyFamilyView }) {
  const [open, setOpen] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  return (
    <>
      <button ref={opener} type="button" className="how-to-play" aria-haspopup="dialog" onClick={() => setOpen(true)}>
        How to play
      </button>
      {/* (a dialog whose code could not be downloaded is said in its own place, not by the board's panel) */}
      {open && (
        <LazyPart name="How to play">
          <HowToPlayDialog view={view} opener={opener} onClose={() => setOpen(false)} />
        </LazyPart>
      )}
    </>
  );
}
