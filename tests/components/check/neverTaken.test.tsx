// Check says what the editor's list says of a valid DogBunny level: an edge no animal can ever
// take (its condition asks its own start empty), a notice beside the check, the level checked.
import '@vitest/web-worker';
import { act, render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CheckPanel } from '../../../src/app/check/CheckPanel.tsx';
import { freshAppForEachTest } from './freshApp.ts';
import { useApp } from '../../../src/app/store.ts';

freshAppForEachTest();

describe('Check beside a DogBunny edge that can never be taken', () => {
  it('names it, and offers the check as for any valid level', () => {
    act(() => useApp.getState().openLevel('dogbunny', 'edge a -> b if !a\nedge a <-> c\nedge c -> b\nbunny a\ngoal bunny b\n', null));
    render(<CheckPanel />);
    const panel = screen.getByRole('region', { name: 'Check' });
    expect(panel).toHaveTextContent('Node a: the edge a -> b can never be taken: its condition asks a to be empty, and the animal taking it stands on a');
    expect(within(panel).getByRole('textbox', { name: /Your intended line/ })).toBeInTheDocument();
  });

  it('says nothing of the kind where every edge can be taken', () => {
    act(() => useApp.getState().openLevel('dogbunny', 'edge a -> b if !c\nedge a <-> c\nbunny a\ngoal bunny b\n', null));
    render(<CheckPanel />);
    expect(screen.getByRole('region', { name: 'Check' })).not.toHaveTextContent('can never be taken');
  });
});
