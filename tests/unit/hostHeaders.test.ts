// public/_headers: what a static host that reads it sends, the same as the dev server and preview.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { crossOriginIsolation } from '../../vite.config.ts';

/** the file's rules: a path, then its indented "Name: value" lines */
function rules(text: string): Map<string, Record<string, string>> {
  const out = new Map<string, Record<string, string>>();
  let at: Record<string, string> | null = null;
  for (const line of text.split('\n')) {
    if (line.startsWith('#') || line.trim() === '') continue;
    if (!/^\s/.test(line)) out.set(line.trim(), (at = {}));
    else if (at) {
      const colon = line.indexOf(':');
      at[line.slice(0, colon).trim()] = line.slice(colon + 1).trim();
    }
  }
  return out;
}

describe('public/_headers', () => {
  const file = rules(readFileSync(new URL('../../public/_headers', import.meta.url), 'utf8'));

  it('sends the cross-origin isolation the dev server and preview send, on every response (a solve spreads over workers)', () => {
    expect(file.get('/*')).toMatchObject(crossOriginIsolation);
  });

  it("keeps the build's content-named scripts and styles for good (a revisit on a slow network checks none; a worker started offline loads)", () => {
    expect(file.get('/assets/*')?.['Cache-Control']).toBe('public, max-age=31536000, immutable');
  });
});
