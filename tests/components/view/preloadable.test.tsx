import { act, render, screen } from '@testing-library/react';
import { Suspense, useEffect, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { preloadable } from '../../../src/view/preloadable.ts';

/** a component whose code arrives when the test says */
function deferred() {
  let arrive!: () => void;
  const mounts: number[] = [];
  function Panel({ label }: { label: string }) {
    const [count] = useState(() => mounts.push(1));
    useEffect(() => {}, []);
    return <p>{`${label} ${count}`}</p>;
  }
  const arrived = new Promise<typeof Panel>((res) => (arrive = () => res(Panel)));
  let loads = 0;
  const Shown = preloadable(() => (loads++, arrived));
  return { Shown, arrive: () => act(async () => arrive()), mounts, loads: () => loads };
}

const inBoundary = (node: React.ReactNode) => <Suspense fallback={<p>Loading…</p>}>{node}</Suspense>;

describe('preloadable', () => {
  it('shown before its code arrives, it waits behind the boundary as lazy does', async () => {
    const { Shown, arrive } = deferred();
    render(inBoundary(<Shown label="panel" />));
    expect(screen.getByText('Loading…')).toBeTruthy();
    await arrive();
    expect(await screen.findByText('panel 1')).toBeTruthy();
  });

  it('preloaded, it draws at its first render: the boundary never shows its fallback', async () => {
    const { Shown, arrive, loads } = deferred();
    Shown.preload();
    Shown.preload();
    expect(loads()).toBe(1);
    await arrive();
    render(inBoundary(<Shown label="panel" />));
    expect(screen.queryByText('Loading…')).toBeNull();
    expect(screen.getByText('panel 1')).toBeTruthy();
    expect(loads()).toBe(1);
  });

  it('a mount that waited is not remounted once the code is there', async () => {
    const { Shown, arrive, mounts } = deferred();
    const { rerender } = render(inBoundary(<Shown label="a" />));
    await arrive();
    await screen.findByText('a 1');
    rerender(inBoundary(<Shown label="b" />));
    expect(screen.getByText('b 1')).toBeTruthy();
    expect(mounts.length).toBe(1);
  });

  it('a preload whose code fails leaves no unhandled rejection', async () => {
    const Shown = preloadable<object>(() => Promise.reject(new Error('offline')));
    const unhandled: unknown[] = [];
    const onUnhandled = (e: unknown) => unhandled.push(e);
    process.on('unhandledRejection', onUnhandled);
    Shown.preload();
    await new Promise((r) => setTimeout(r, 20));
    process.off('unhandledRejection', onUnhandled);
    expect(unhandled).toEqual([]);
  });
});
