// What opening a gallery level costs the page: the longest main-thread task from the press on
// the level's gallery entry until 2.5 s after, in Chromium with the CPU slowed 4 times (a phone's
// pace). A measurement, not a test: it prints figures and asserts nothing.
//
//   node tests/e2e/open-level-cost.mjs <family tab> <level name> <runs> <dist directory> [<another dist directory> …]
//
// e.g. `node tests/e2e/open-level-cost.mjs Move "Three colours" 3 dist /tmp/old/dist`. Each run,
// for each build in turn (so a change in the machine's load falls on every build alike): a fresh
// page at 1280×800 opens the family's tab, waits 1.5 s, slows the CPU and presses the level.
import { chromium } from 'playwright-core';
import { servePreview } from './preview.mjs';

const [tab, name, runsArg, ...dists] = process.argv.slice(2);
if (!tab || !name || !dists.length) {
  console.error('usage: node tests/e2e/open-level-cost.mjs <family tab> <level name> <runs> <dist> [<dist> …]');
  process.exit(2);
}
const runs = Number(runsArg) || 3;
const servers = dists.map((dist, i) => ({ dist, port: 4270 + i, server: servePreview(4270 + i, dist) }));
await Promise.all(servers.map((s) => s.server.ready));
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'] });
const longest = new Map(dists.map((d) => [d, []]));
try {
  for (let run = 0; run < runs; run++) {
    for (const { dist, port } of servers) {
      const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
      const page = await context.newPage();
      await page.addInitScript(() => {
        localStorage.setItem('unstuck.introSeen', '1');
        window.__tasks = [];
        new PerformanceObserver((list) => {
          for (const e of list.getEntries()) window.__tasks.push(e.duration);
        }).observe({ type: 'longtask', buffered: true });
      });
      await page.goto(`http://localhost:${port}/`);
      await page.getByRole('tab', { name: tab }).click();
      await page.waitForTimeout(1500);
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      await page.evaluate(() => (window.__tasks = []));
      await page.getByRole('button', { name }).first().click();
      await page.waitForTimeout(2500);
      // (no task over 50 ms: 0)
      longest.get(dist).push(Math.round(await page.evaluate(() => Math.max(0, ...window.__tasks))));
      await context.close();
    }
  }
} finally {
  await browser.close();
  await Promise.all(servers.map((s) => s.server.stop()));
}
for (const [dist, ms] of longest) console.log(`${dist}: longest task ${ms.join(', ')} ms (${tab}, ${name}, CPU 4x slower)`);
