// The "Check" button by the board and the place of its panel in the side column; the panel's
// code loads when it is first opened, after the first screen.
import { lazy, useRef } from 'react';
import { create } from 'zustand';
import { LazyPart } from '../ErrorBoundary.tsx';
import { keepForReload, keptThroughReload } from '../store.ts';

const CheckPanel = lazy(() => import('./CheckPanel.tsx').then((m) => ({ default: m.CheckPanel })));
const PlayedNoReturn = lazy(() => import('./CheckPanel.tsx').then((m) => ({ default: m.PlayedNoReturn })));

const PANEL_ID = 'check-panel';

// open again after a reload, as the mode is (store.ts)
const OPEN_KEY = 'unstuck.check';
const useCheckOpen = create<{ open: boolean }>()(() => ({ open: keptThroughReload(OPEN_KEY, ['open'], 'closed') === 'open' }));
useCheckOpen.subscribe((s) => keepForReload(OPEN_KEY, s.open ? 'open' : 'closed'));

export function CheckButton() {
  const open = useCheckOpen((s) => s.open);
  return (
    <button type="button" className="check-toggle" aria-expanded={open} aria-controls={open ? PANEL_ID : undefined} onClick={() => useCheckOpen.setState({ open: !open })}>
      Check
    </button>
  );
}

export function CheckSide() {
  const open = useCheckOpen((s) => s.open);
  const place = useRef<HTMLDivElement>(null);
  return (
    <div ref={place} className="check-side">
      {/* (a panel whose code could not be downloaded is said here, not in place of the Solver panel) */}
      {open && (
        <LazyPart name="Check" fallback={<p className="check-loading">Loading Check…</p>}>
          <CheckPanel id={PANEL_ID} place={place} />
        </LazyPart>
      )}
    </div>
  );
}

/** Under the play panel while Check is open: "No way to win from here: undo N moves". */
export function CheckPlayNote() {
  const open = useCheckOpen((s) => s.open);
  return open ? (
    <LazyPart name="Check">
      <PlayedNoReturn />
    </LazyPart>
  ) : null;
}
