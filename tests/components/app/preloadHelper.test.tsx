// The build's helper around every import() (vite.config.ts, PRELOAD_HELPER), run in jsdom: what it
// links, what it waits for, and how a file that does not load fails the import, as Vite's does.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PRELOAD_HELPER } from '../../../vite.config.ts';

type Preload = (load: () => Promise<unknown>, deps?: string[]) => Promise<unknown>;
/** a fresh copy of the helper (what it has seen and the links it found are its own), as a function: the module's export returned, its URL a page's */
function freshHelper(): Preload {
  const body = PRELOAD_HELPER.replace('export function __vitePreload', 'return function __vitePreload').replaceAll('import.meta.url', 'moduleUrl');
  expect(body).not.toMatch(/\bexport\b|import\.meta/);
  return new Function('BASE', 'moduleUrl', body)('/', new URL('/assets/index-abc123.js', location.href).href) as Preload;
}
const links = () => [...document.head.querySelectorAll('link')].map((l) => `${l.rel} ${new URL(l.href).pathname}${l.rel === 'modulepreload' ? ` as=${(l as HTMLLinkElement & { as?: string }).as}` : ''} crossorigin=${l.getAttribute('crossorigin')}`);
/** the link the helper added last to a file */
const linkTo = (path: string) => [...document.head.querySelectorAll('link')].findLast((l) => l.href.endsWith(path))!;
const settled = async () => {
  for (let i = 0; i < 10; i++) await Promise.resolve();
};

afterEach(() => {
  document.head.innerHTML = '';
});

describe('the preload helper', () => {
  it("links a chunk's CSS and the chunks it imports, and imports it once its CSS has loaded", async () => {
    const preload = freshHelper();
    const load = vi.fn(async () => 'module');
    const imported = preload(load, ['assets/Panel-abc123.css', 'assets/shared-def456.js']);
    expect(links()).toEqual(['stylesheet /assets/Panel-abc123.css crossorigin=', 'modulepreload /assets/shared-def456.js as=script crossorigin=']);
    await settled();
    expect(load).not.toHaveBeenCalled();
    linkTo('Panel-abc123.css').dispatchEvent(new Event('load'));
    await expect(imported).resolves.toBe('module');
  });

  it('links a file once: asked again while it loads, it is waited for; once loaded, not again', async () => {
    const preload = freshHelper();
    const first = preload(async () => 1, ['assets/Panel-abc123.css']);
    const second = preload(async () => 2, ['assets/Panel-abc123.css', 'assets/shared-def456.js']);
    const third = preload(async () => 3, ['assets/shared-def456.js']);
    await expect(third).resolves.toBe(3);
    expect(links()).toHaveLength(2);
    linkTo('Panel-abc123.css').dispatchEvent(new Event('load'));
    await expect(Promise.all([first, second])).resolves.toEqual([1, 2]);
    await expect(preload(async () => 4, ['assets/Panel-abc123.css'])).resolves.toBe(4);
    expect(links()).toHaveLength(2);
  });

  it('does not link a file the page already links (its stylesheet, the modulepreload of its chunks)', async () => {
    document.head.innerHTML = '<link rel="modulepreload" href="/assets/runtime-abc123.js"><link rel="stylesheet" href="/assets/index-abc123.css"><link rel="modulepreload" href="/assets/Other-abc123.css">';
    const preload = freshHelper();
    const imported = preload(async () => 'module', ['assets/runtime-abc123.js', 'assets/index-abc123.css', 'assets/Other-abc123.css']);
    // (a CSS file only counts as linked by a stylesheet)
    expect(links()).toHaveLength(4);
    linkTo('Other-abc123.css').dispatchEvent(new Event('load'));
    await expect(imported).resolves.toBe('module');
  });

  it('CSS that does not load fails the import, after a cancelable vite:preloadError event; cancelled, the import goes on', async () => {
    const preload = freshHelper();
    const events: unknown[] = [];
    let cancel = false;
    const listener = (e: Event) => {
      events.push((e as Event & { payload: unknown }).payload);
      if (cancel) e.preventDefault();
    };
    addEventListener('vite:preloadError', listener);
    try {
      const load = vi.fn(async () => 'module');
      const imported = preload(load, ['assets/Panel-abc123.css']);
      linkTo('Panel-abc123.css').dispatchEvent(new Event('error'));
      await expect(imported).rejects.toThrow(/^Unable to preload CSS for .*\/assets\/Panel-abc123\.css$/);
      expect(load).not.toHaveBeenCalled();
      expect(events).toHaveLength(1);
      cancel = true;
      const again = preload(load, ['assets/Other-abc123.css']);
      linkTo('Other-abc123.css').dispatchEvent(new Event('error'));
      await expect(again).resolves.toBe('module');
      expect(events).toHaveLength(2);
    } finally {
      removeEventListener('vite:preloadError', listener);
    }
  });

  it("a chunk that does not load fails the import with its own error, after the event", async () => {
    const preload = freshHelper();
    const events: unknown[] = [];
    const listener = (e: Event) => void events.push((e as Event & { payload: unknown }).payload);
    addEventListener('vite:preloadError', listener);
    try {
      const error = new TypeError('Failed to fetch dynamically imported module');
      await expect(preload(() => Promise.reject(error))).rejects.toBe(error);
      expect(events).toEqual([error]);
    } finally {
      removeEventListener('vite:preloadError', listener);
    }
  });
});
