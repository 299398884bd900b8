// What Share, Open file and My levels' Delete say is put into a live region that was on the page
// before it: a region added with its words already in it is not read out by every screen reader.
import { act, fireEvent, render, screen } from '@testing-library/react';
import { beforeEach, expect, it } from 'vitest';
import { MyLevelsPanel, ShareButton } from '../../../src/share/SharePanel.tsx';
import { OpenFile } from '../../../src/share/OpenFile.tsx';
import { useMyLevels } from '../../../src/share/myLevels.ts';
import { encodeLevelLink } from '../../../src/share/linkCodec.ts';

const MOVE = '..A\n--\na..\n';

beforeEach(() => {
  history.replaceState(null, '', '/');
  localStorage.clear();
  act(() => useMyLevels.getState().load());
  Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText: async () => {} } });
});

/** the live regions on the page now, and the words each says */
const regions = () => Array.from(document.querySelectorAll('[aria-live]'));

/** the region, there before `act` ran, that came to say `words` */
async function saidIn(words: RegExp, act_: () => unknown) {
  const before = regions();
  await act(async () => void (await act_()));
  const now = regions().filter((r) => words.test(r.textContent ?? ''));
  expect(now.length, `a live region says ${words}`).toBeGreaterThan(0);
  // the outermost region that says them was there before
  expect(before).toContain(now[0]);
}

it("Share's note on a long link", async () => {
  let seed = 7;
  const noise = Array.from({ length: 4000 }, () => 'abcdefghijklmnopqrstuvwxyz'[(seed = (seed * 1103515245 + 12345) % 2 ** 31) % 26]).join('');
  render(<ShareButton level={{ family: 'move', text: `; ${noise}\n${MOVE}`, name: null }} />);
  await saidIn(/This link is [\d,]+ characters long/, () => fireEvent.click(screen.getByRole('button', { name: 'Share' })));
});

it('Open file: a level opened', async () => {
  render(<OpenFile onOpen={() => true} />);
  await saidIn(/Opened "a.txt" as a Move level/, () => fireEvent.change(screen.getByLabelText('Level file'), { target: { files: [new File([MOVE], 'a.txt')] } }));
});

it("My levels: Delete's note with its Undo", async () => {
  useMyLevels.getState().save({ family: 'move', name: 'Mine', text: MOVE });
  render(<MyLevelsPanel onOpen={() => {}} />);
  fireEvent.click(screen.getByRole('button', { name: 'My levels' }));
  await saidIn(/Deleted "Mine"\. Undo/, () => fireEvent.click(screen.getByRole('button', { name: 'Delete Mine' })));
});

it('the note that the level being edited was kept in My levels, when a link opens over it', async () => {
  const { LinkSync } = await import('../../../src/app/shareParts.tsx');
  const { useApp } = await import('../../../src/app/store.ts');
  render(<LinkSync onStarted={() => {}} />);
  act(() => useApp.getState().openLevel('move', 'B.\n--\nb.\n', null));
  await saidIn(/kept in My levels as "My Move level"/, () => {
    location.hash = encodeLevelLink({ family: 'move', text: MOVE, name: 'From a friend' });
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  });
});
