// A level that cannot be solved as it stands (DogBunny's without its animals) opened from a link
// opens in the editor, where the status's "put one on a node with the Dog or Bunny tool" can be
// followed; a finished one is watched, as every link is.
import '@vitest/web-worker';
import { act, render, screen, waitFor } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { App } from '../../../src/app/App.tsx';
import { loadRules, useApp } from '../../../src/app/store.ts';
import { getFamily } from '../../../src/puzzles/registry.ts';
import { encodeLevelLink } from '../../../src/share/linkCodec.ts';
import { UNFINISHED_MARK } from '../../../src/puzzles/snakebird/unfinishedMark.ts';
import { freshPageForEachTest } from '../freshPage.ts';

beforeAll(() => Promise.all([loadRules('dogbunny'), loadRules('snakebird')]));
freshPageForEachTest();
beforeEach(() => act(() => useApp.getState().ensureLoaded()));

const finished = getFamily('dogbunny')!.gallery[0]!.text;
// its animals and their goals taken away
const unfinished = finished
  .split('\n')
  .filter((line) => !/^(dog|bunny|goal) /.test(line))
  .join('\n');

/** the link to `text`, opened in the page after it has started */
async function openLink(text: string, family: 'dogbunny' | 'snakebird' = 'dogbunny') {
  render(<App />);
  await waitFor(() => expect(screen.getByRole('button', { name: 'Edit' })).toBeEnabled(), { timeout: 10_000 });
  act(() => {
    location.hash = encodeLevelLink({ family, text, name: 'From a friend' });
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  });
  await waitFor(() => expect(useApp.getState()).toMatchObject({ levelText: text, familyId: family }), { timeout: 10_000 });
}

describe('a link to a level', () => {
  it('without animals opens the editor', async () => {
    expect(unfinished).not.toBe(finished);
    await openLink(unfinished);
    await waitFor(() => expect(useApp.getState().mode).toBe('edit'));
    expect(getFamily('dogbunny')!.validate(useApp.getState().level as never).map((i) => i.message).join()).toMatch(/Dog or Bunny tool/);
  });

  it("of Snakebird's without an exit (the editor's unfinished mark) opens the editor", async () => {
    const snakebird = getFamily('snakebird')!;
    // (marked unfinished, as the editor writes such a level, so that it is read)
    const text = `${UNFINISHED_MARK}\n${snakebird.gallery[0]!.text.replace('*', '-')}`;
    expect(snakebird.parse(text).ok).toBe(true);
    await openLink(text, 'snakebird');
    await waitFor(() => expect(useApp.getState().mode).toBe('edit'));
    expect(snakebird.validate(useApp.getState().level as never).map((i) => i.message).join()).toMatch(/Exit tool/);
  });

  it('that can be solved is watched', async () => {
    await openLink(finished);
    await waitFor(() => expect(useApp.getState().level).not.toBeNull());
    expect(useApp.getState().mode).toBe('solve');
  });

  it('without animals, opened as the page starts, opens the editor', async () => {
    history.replaceState(null, '', `/${encodeLevelLink({ family: 'dogbunny', text: unfinished })}`);
    render(<App />);
    await waitFor(() => expect(useApp.getState()).toMatchObject({ levelText: unfinished, mode: 'edit' }), { timeout: 10_000 });
  });
});
