// src/share sits below the app: the app hands it what it needs (useLinkSync takes the store).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const dir = join(import.meta.dirname, '../../../src/share');

describe('src/share', () => {
  it('imports nothing from src/app', () => {
    const files = readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((f) => /\.tsx?$/.test(f));
    expect(files.length).toBeGreaterThan(3);
    const offenders = files.filter((f) => /from\s+['"](\.\.\/)+app\//.test(readFileSync(join(dir, f), 'utf8')));
    expect(offenders).toEqual([]);
  });
});
