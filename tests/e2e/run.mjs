// Real-browser tests: serves the built app (dist/) with `vite preview` on 127.0.0.1, drives
// Debian's Chromium with playwright-core, runs every tests/e2e/*.e2e.mjs, a fresh page per
// test. A test fails on any console error, page error or failed request. Ends with the line
// "e2e: N passed, N failed" that scripts/test-all.sh adds to the total.
import { spawn } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { chromium } from 'playwright-core';

const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, '..', '..');
const PORT = Number(process.env.E2E_PORT ?? 4173);
const baseURL = `http://127.0.0.1:${PORT}/`;
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const OUT = join(root, 'test-results', 'e2e');
const only = process.argv.slice(2);
/**
 * A test still running after this long has a wait that will never end (a frame a page never
 * draws, an event never sent): it fails saying so, and the run goes on, rather than hanging the
 * whole run. Far past any test's own time (the longest, layoutDesktop's, about 55 s under CI);
 * E2E_TEST_LIMIT_MS sets another.
 */
const TEST_LIMIT_MS = Number(process.env.E2E_TEST_LIMIT_MS ?? 300_000);
/** `run`, or a failure once it has taken TEST_LIMIT_MS */
function withinLimit(run) {
  let timer;
  const limit = new Promise((_, fail) => {
    timer = setTimeout(() => fail(new Error(`still running after ${TEST_LIMIT_MS / 1000} s: a wait in it never ended`)), TEST_LIMIT_MS);
  });
  return Promise.race([run, limit]).finally(() => clearTimeout(timer));
}

// generous for a loaded machine; a port on fetch's blocked list (4190, 6000, ...) never answers
async function waitForServer(url, ms = 120_000) {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    if (server.exitCode !== null) throw new Error(`the preview server exited with code ${server.exitCode}`);
    try {
      const r = await fetch(url);
      if (r.ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`server not up at ${url}`);
}

// node + vite.js directly (not npx), so killing it really stops the server
const server = spawn(process.execPath, [join(root, 'node_modules/vite/bin/vite.js'), 'preview', '--host', '127.0.0.1', '--port', String(PORT), '--strictPort'], {
  cwd: root,
  stdio: ['ignore', 'ignore', 'inherit'],
});
let passed = 0;
let failed = 0;
let browser;
try {
  await waitForServer(baseURL);
  browser = await chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking', '--disable-component-update',
      '--disable-sync', '--no-first-run', '--disable-quic', '--disable-features=Translate,MediaRouter,OptimizationHints'],
  });
  const files = readdirSync(here).filter((f) => f.endsWith('.e2e.mjs')).sort();
  for (const file of files) {
    const mod = await import(pathToFileURL(join(here, file)).href);
    // a file that needs its own server (the editor harness) runs itself and reports counts
    if (typeof mod.runStandalone === 'function') {
      if (only.length && !only.some((o) => file.includes(o))) continue;
      const r = await mod.runStandalone();
      passed += r.passed;
      failed += r.failed;
      continue;
    }
    for (const t of mod.tests) {
      const name = `${file.replace('.e2e.mjs', '')}: ${t.name}`;
      if (only.length && !only.some((o) => name.includes(o))) continue;
      const context = await browser.newContext({ viewport: t.viewport ?? { width: 1280, height: 800 }, ...(t.contextOptions ?? {}) });
      const page = await context.newPage();
      const problems = [];
      page.on('pageerror', (e) => problems.push(`page error: ${e}`));
      page.on('console', (m) => { if (m.type() === 'error') problems.push(`console error: ${m.text()}`); });
      page.on('response', (r) => { if (r.status() >= 400) problems.push(`${r.status()} ${r.url()}`); });
      // A reload or navigation cancels requests still in flight (net::ERR_ABORTED); that is not a failure of the app.
      page.on('requestfailed', (r) => {
        const reason = r.failure()?.errorText ?? '';
        if (reason !== 'net::ERR_ABORTED') problems.push(`request failed: ${r.url()} ${reason}`);
      });
      const t0 = Date.now();
      try {
        await withinLimit(t.run(page, { baseURL, context, browser }));
        if (problems.length) throw new Error(problems.join('\n'));
        passed++;
        console.log(`ok   ${name} (${Date.now() - t0} ms)`);
      } catch (e) {
        failed++;
        console.log(`FAIL ${name}: ${e instanceof Error ? e.message : String(e)}`);
      } finally {
        // let CSS transitions (playback) settle so the screenshot shows a position, not a blend
        await page.evaluate(() => Promise.race([
          Promise.all(document.getAnimations().map((a) => a.finished.catch(() => {}))),
          new Promise((r) => setTimeout(r, 1500)),
        ])).catch(() => {});
        await page.screenshot({ path: join(OUT, `${name.replace(/[^a-z0-9]+/gi, '-')}.png`) }).catch(() => {});
        await context.close();
      }
    }
  }
} catch (e) {
  failed++;
  console.log(`FAIL e2e runner: ${e instanceof Error ? e.stack : String(e)}`);
} finally {
  await browser?.close();
  server.kill('SIGTERM');
}
console.log(`e2e: ${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
