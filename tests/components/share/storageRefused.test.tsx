// My levels where the browser stores nothing: the empty list says so, not "press Save".
import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MyLevelsPanel } from '../../../src/share/SharePanel.tsx';
import { useMyLevels } from '../../../src/share/myLevels.ts';
import { MemoryStorage } from '../../unit/share/memoryStorage.ts';

const CANNOT = "This browser does not let the page store anything, so levels cannot be saved here: copy a level's link with Share to keep it.";

describe('My levels where nothing can be stored', () => {
  it.each([
    ['no localStorage at all', null],
    ['a storage with no room at all', new MemoryStorage(0)],
  ])('%s: the empty list says levels cannot be saved here; one that stores says to press Save', (_what, storage) => {
    act(() => useMyLevels.getState().load(storage));
    render(<MyLevelsPanel onOpen={() => {}} />);
    fireEvent.click(screen.getByRole('button', { name: 'My levels' }));
    expect(screen.getByRole('dialog', { name: 'My levels' })).toHaveTextContent(CANNOT);
    expect(screen.queryByText(/press Save/)).toBeNull();
    act(() => useMyLevels.getState().load(new MemoryStorage()));
    expect(screen.getByText('No saved levels yet: press Save to keep the level you are on.')).toBeInTheDocument();
  });
});
