// A tab of the page on a shared storage: each its own copy of the module, as each tab runs its own.
import { vi } from 'vitest';
import type { KeyValueStorage } from '../../../src/storage/localStore.ts';
import type { useMyLevels as Store } from '../../../src/share/myLevels.ts';
import { LEVEL_PREFIX } from '../../../src/share/storedData.ts';
import type { MemoryStorage } from './memoryStorage.ts';

export async function tab(storage: KeyValueStorage): Promise<typeof Store> {
  vi.resetModules();
  const { useMyLevels } = await import('../../../src/share/myLevels.ts');
  useMyLevels.getState().load(storage);
  return useMyLevels;
}

/** every saved level as stored, in the order of its keys */
export const savedTexts = (st: MemoryStorage) => [...st.map.entries()].filter(([k]) => k.startsWith(LEVEL_PREFIX)).map(([, v]) => JSON.parse(v) as { name: string; text: string });
