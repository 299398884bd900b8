// A levels file holds at most MAX_FILE_LEVELS levels: 16 MB (the file's cap) holds 150,000 small
// levels, whose import held the page's thread 3.3 s in one piece; a file past the count is
// refused before any level is read, saying how many it holds and how many are read.
import { describe, expect, it } from 'vitest';
import { MAX_FILE_LEVELS, readExportShape } from '../../../src/puzzles/levelsExport.ts';
import { useMyLevels } from '../../../src/share/myLevels.ts';
import { MemoryStorage } from './memoryStorage.ts';

const file = (n: number) =>
  JSON.stringify({ format: 'unstuck-levels', version: 1, levels: Array.from({ length: n }, (_, i) => ({ family: 'anemones', name: `L${i}`, text: 'anemones 1\nstart\ngoal 1\n' })) });

describe('a levels file of many levels', () => {
  it(`reads ${MAX_FILE_LEVELS.toLocaleString('en')} levels`, () => {
    const read = readExportShape(file(MAX_FILE_LEVELS));
    expect(read.ok && read.levels.length).toBe(MAX_FILE_LEVELS);
  });

  it('refuses one more, before reading a level, in the import too', () => {
    const message = `This levels file holds 20,001 levels; at most 20,000 are read from one file.`;
    expect(readExportShape(file(MAX_FILE_LEVELS + 1))).toEqual({ ok: false, message });
    useMyLevels.getState().load(new MemoryStorage());
    expect(useMyLevels.getState().importFile(file(MAX_FILE_LEVELS + 1))).toEqual({ ok: false, message });
    expect(useMyLevels.getState().levels).toEqual([]);
  });
});
