// The built app served on 127.0.0.1 with `vite preview`, for the real-browser tests and the
// measuring scripts.
import { spawn } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

/**
 * Serve `dist` (default: the build's own dist/) on `port`; `ready` resolves when it answers,
 * `stop()` when it has exited.
 */
export function servePreview(port, dist) {
  // node + vite.js directly (not npx), so killing it really stops the server
  const server = spawn(
    process.execPath,
    [join(root, 'node_modules/vite/bin/vite.js'), 'preview', ...(dist ? ['--outDir', dist] : []), '--host', '127.0.0.1', '--port', String(port), '--strictPort'],
    { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] },
  );
  const exited = new Promise((r) => server.once('exit', r));
  const url = `http://127.0.0.1:${port}/`;
  const ready = (async () => {
    // generous for a loaded machine; a port on fetch's blocked list (4190, 6000, ...) never answers
    const until = Date.now() + 120_000;
    while (Date.now() < until) {
      if (server.exitCode !== null) throw new Error(`vite preview exited (code ${server.exitCode}): is port ${port} taken?`);
      try {
        if ((await fetch(url)).ok) return;
      } catch {}
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error(`server not up at ${url}`);
  })();
  // a caller that stops the server before it answered does not await `ready`
  ready.catch(() => {});
  return {
    url,
    ready,
    stop() {
      server.kill('SIGTERM');
      return exited;
    },
  };
}
