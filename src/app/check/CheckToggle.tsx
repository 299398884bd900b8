// The "Check" button by the board and the place of its panel in the side column; the panel's
// code loads when it is first opened, after the first screen.
import { lazy, Suspense, useRef } from 'react';
import { create } from 'zustand';
import { ErrorBoundary } from '../ErrorBoundary.tsx';

const CheckPanel = lazy(() => import('./CheckPanel.tsx').then((m) => ({ default: m.CheckPanel })));
const PlayedNoReturn = lazy(() => import('./CheckPanel.tsx').then((m) => ({ default: m.PlayedNoReturn })));

const PANEL_ID = 'check-panel';

const useCheckOpen = create<{ open: boolean }>()(() => ({ open: false }));

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
        <ErrorBoundary name="Check">
          <Suspense fallback={<p className="check-loading">Loading Check…</p>}>
            <CheckPanel id={PANEL_ID} place={place} />
          </Suspense>
        </ErrorBoundary>
      )}
    </div>
  );
}

/** Under the play panel while Check is open: "No way to win from here: undo N moves". */
export function CheckPlayNote() {
  const open = useCheckOpen((s) => s.open);
  return open ? (
    <ErrorBoundary name="Check">
      <Suspense fallback={null}>
        <PlayedNoReturn />
      </Suspense>
    </ErrorBoundary>
  ) : null;
}
