// What an edit (a painted cell) draws again: the parts that show the level, not the others (the
// family's tabs, the gallery's list, the tools beside the level's name, My levels and Open file), and the Solve panel's
// validation once per level. React's Profiler calls back at each commit; the components that
// rendered in it are read from its fibers: those with work performed, under the fibers whose
// children were made anew (a subtree bailed out keeps its fibers, and their flags, of an earlier
// commit).
import '@vitest/web-worker';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Profiler } from 'react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { App } from '../../../src/app/App.tsx';
import { loadRules, loadSolver, useApp } from '../../../src/app/store.ts';
import type { FamilyId } from '../../../src/puzzles/types.ts';

type Fiber = { type: unknown; tag: number; flags: number; child: Fiber | null; sibling: Fiber | null; alternate: Fiber | null };
/** function, class, forwardRef and memo components (React's WorkTags) */
const COMPONENT_TAGS = [0, 1, 11, 14, 15];
const PERFORMED_WORK = 1;
const nameOf = (f: Fiber): string => {
  const t = f.type as ({ name?: string; displayName?: string; type?: { name?: string }; render?: { name?: string } } & object) | null;
  return (t && (t.displayName ?? t.name ?? t.type?.name ?? t.render?.name)) || '?';
};

/** the app, its renders counted by component name from `counts.clear()` on */
async function countedApp(familyId: FamilyId) {
  const counts = new Map<string, number>();
  const walk = (f: Fiber | null) => {
    for (; f; f = f.sibling) {
      if (COMPONENT_TAGS.includes(f.tag) && f.flags & PERFORMED_WORK) counts.set(nameOf(f), (counts.get(nameOf(f)) ?? 0) + 1);
      if (!f.alternate || f.child !== f.alternate.child) walk(f.child);
    }
  };
  /** React's root of the page: its `current` is the tree last committed */
  let fiberRoot: { current: Fiber } | undefined;
  const { container } = render(
    <Profiler id="app" onRender={() => fiberRoot && walk(fiberRoot.current)}>
      <App />
    </Profiler>,
  );
  const key = Object.keys(container).find((k) => k.startsWith('__reactContainer$'))!;
  fiberRoot = (container as unknown as Record<string, { stateNode: { current: Fiber } }>)[key]!.stateNode;
  act(() => useApp.getState().chooseFamily(familyId));
  act(() => useApp.getState().setMode('edit'));
  // the sharing code's parts drawn and the controls on (LinkSync started the app)
  await screen.findByRole('button', { name: 'My levels' }, { timeout: 10_000 });
  await waitFor(() => expect(container.querySelector('fieldset.app-controls')).toBeEnabled(), { timeout: 10_000 });
  await screen.findAllByRole('gridcell', {}, { timeout: 10_000 });
  const paint = (i: number) => {
    fireEvent.pointerDown(screen.getAllByRole('gridcell')[i]!, { button: 0 });
    fireEvent.pointerUp(window);
  };
  return { counts, paint };
}

beforeAll(() => Promise.all([loadRules('move'), loadSolver()]));

describe('an edit', () => {
  it('draws again neither the tabs, the gallery, the tools beside the level’s name, nor My levels and Open file; the Solve panel validates each level once', async () => {
    const { counts, paint } = await countedApp('move');
    // (the first edit makes the gallery's level "Your level": the title and the gallery's mark change once)
    paint(7);
    const family = useApp.getState().family!;
    const validate = family.validate.bind(family);
    const byPanel: unknown[] = [];
    const spy = vi.spyOn(family, 'validate').mockImplementation((level) => {
      if (new Error().stack?.includes('SolvePanel')) byPanel.push(level);
      return validate(level);
    });
    counts.clear();
    for (const i of [0, 1, 2]) paint(i);
    spy.mockRestore();
    const levelParts = ['Stage', 'SolvePanel', 'EditorPanel'];
    const stillParts = ['FamilyTabs', 'Gallery', 'HowToPlay', 'CheckButton', 'ModeSwitch', 'Intro', 'MyLevelsPanel', 'OpenFile'];
    for (const part of levelParts) expect(counts.get(part), part).toBeGreaterThan(0);
    expect(stillParts.filter((part) => counts.has(part))).toEqual([]);
    expect(byPanel.length).toBe(3);
    expect(new Set(byPanel).size).toBe(3);
  });
});
