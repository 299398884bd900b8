// A component whose code loads on demand, as React's lazy, that can be asked to load before
// it is shown (a pointer over the button that shows it). React.lazy suspends on its first
// render even when its code has arrived, and React reveals a boundary's content no sooner
// than 300 ms after the fallback it showed, however soon the code came. A component whose code
// is here at its first render draws it at once.
import { createElement, lazy, useState, type ComponentType, type ReactElement } from 'react';

export interface Preloadable<P> {
  (props: P): ReactElement;
  /** start loading the code (once); what is shown later draws without waiting */
  preload(): void;
}

export function preloadable<P extends object>(load: () => Promise<ComponentType<P>>): Preloadable<P> {
  let loading: Promise<{ default: ComponentType<P> }> | undefined;
  let loaded: ComponentType<P> | undefined;
  const start = () => (loading ??= load().then((component) => ({ default: (loaded = component) })));
  const Lazy = lazy(start) as unknown as ComponentType<P>;
  // The type is chosen once a mount: React may finish a suspended Lazy where it stopped (a replay)
  // and keep it, and a later render then switching to the loaded component would remount it
  // (an editor losing its tool). A mount thrown away while it waits starts afresh, with `loaded`.
  const Shown = (props: P) => createElement(useState(() => loaded ?? Lazy)[0], props);
  return Object.assign(Shown, { preload: () => void start().catch(() => {}) });
}
