// The lines typed in Check's box are kept through a reload of the tab (sessionStorage), as Check's
// being open is; any other visit starts with none, and a kept value that cannot be read is moved
// aside unchanged, not written over.
import { afterEach, describe, expect, it, vi } from 'vitest';

const KEY = 'unstuck.checkLines';

/** checkStore.ts as a page loaded by a visit of this kind reads it */
async function storeLoadedBy(visit: 'reload' | 'back_forward' | 'navigate') {
  vi.resetModules();
  vi.spyOn(performance, 'getEntriesByType').mockReturnValue([{ type: visit } as unknown as PerformanceEntry]);
  return import('../../../src/app/check/checkStore.ts');
}
const loadedBy = async (visit: 'reload' | 'back_forward' | 'navigate') => (await storeLoadedBy(visit)).useCheck;

afterEach(() => {
  vi.restoreAllMocks();
  sessionStorage.clear();
});

describe("Check's typed lines through a reload", () => {
  it('a line typed comes back after a reload and Back, each family its own', async () => {
    const first = await loadedBy('navigate');
    first.getState().setLineText('move', 'R R D L');
    first.getState().setLineText('dogbunny', 'dog:kennel->meadow');
    for (const visit of ['reload', 'back_forward'] as const) {
      const again = await loadedBy(visit);
      expect(again.getState().lineTexts).toEqual({ move: 'R R D L', dogbunny: 'dog:kennel->meadow' });
    }
  });

  it('another visit (a link opened) starts with no line, and a reload after it does not bring back the lines before', async () => {
    (await loadedBy('navigate')).getState().setLineText('move', 'R R');
    expect((await loadedBy('navigate')).getState().lineTexts).toEqual({});
    expect((await loadedBy('reload')).getState().lineTexts).toEqual({});
  });

  it('a line waiting for the check under way as the tab is reloaded is left for its level, to be checked when Check comes back; not by another visit', async () => {
    const of = { familyId: 'move' as const, text: '..A.\n....\n--\n....\n...a\n' };
    const waitingBy = async (visit: 'reload' | 'navigate') => {
      vi.resetModules();
      const first = (await import('../../../src/app/check/checkStore.ts')).useCheck;
      // (a check of the level under way, as the worker would be running it)
      first.setState({ status: 'running', of, line: null, source: 'solution' });
      first.getState().checkTyped(of, ['R', 'D']);
      expect(first.getState().waiting).toEqual(['R', 'D']);
      return storeLoadedBy(visit);
    };
    const reloaded = await waitingBy('reload');
    // (another level's check does not take it)
    expect(reloaded.takeLeftWaiting({ ...of, text: '.A\n.a\n' })).toBeNull();
    expect(reloaded.takeLeftWaiting(of)).toEqual(['R', 'D']);
    expect(reloaded.takeLeftWaiting(of)).toBeNull();
    expect((await waitingBy('navigate')).takeLeftWaiting(of)).toBeNull();
    // a kept value that cannot be read leaves none, and is kept aside unchanged
    for (const value of ['{not json', '{"of": {"familyId": "move"}, "line": ["R"]}', `{"of": ${JSON.stringify(of)}, "line": []}`]) {
      sessionStorage.clear();
      sessionStorage.setItem('unstuck.checkWaiting', value);
      expect((await storeLoadedBy('reload')).takeLeftWaiting(of)).toBeNull();
      expect(sessionStorage.getItem('unstuck.checkWaiting~unreadable')).toBe(value);
    }
  });

  it('a kept value that cannot be read gives what of it can be read, no error, and is moved aside unchanged', async () => {
    for (const value of ['{not json', '"R R"', 'null', '["R"]', '{"move": 3, "bars": "1,1"}']) {
      sessionStorage.clear();
      sessionStorage.setItem(KEY, value);
      const useCheck = await loadedBy('reload');
      expect(useCheck.getState().lineTexts).toEqual(value.includes('bars') ? { bars: '1,1' } : {});
      expect(sessionStorage.getItem(`${KEY}~unreadable`)).toBe(value);
      // typing afterwards writes the key, and leaves the value kept aside alone
      useCheck.getState().setLineText('move', 'R');
      expect(JSON.parse(sessionStorage.getItem(KEY)!)).toMatchObject({ move: 'R' });
      expect(sessionStorage.getItem(`${KEY}~unreadable`)).toBe(value);
    }
  });

  it('an unreadable kept value with no room to move it aside is not written over by this tab', async () => {
    sessionStorage.setItem(KEY, '{not json');
    const setItem = Storage.prototype.setItem;
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(function (this: Storage, key: string, value: string) {
      if (key.includes('~')) throw new DOMException('full', 'QuotaExceededError');
      setItem.call(this, key, value);
    });
    const useCheck = await loadedBy('reload');
    expect(useCheck.getState().lineTexts).toEqual({});
    useCheck.getState().setLineText('move', 'R');
    expect(sessionStorage.getItem(KEY)).toBe('{not json');
  });

  it('a line kept whole is not moved aside', async () => {
    sessionStorage.setItem(KEY, '{"move": "R R"}');
    expect((await loadedBy('reload')).getState().lineTexts).toEqual({ move: 'R R' });
    expect(sessionStorage.getItem(`${KEY}~unreadable`)).toBeNull();
  });
});
