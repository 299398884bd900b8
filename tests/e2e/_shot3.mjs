import { chromium } from 'playwright-core';
import { readFileSync } from 'node:fs';
import { servePreview } from './preview.mjs';
import { levelHash } from './steps.mjs';
const srv = servePreview(4188);
await srv.ready;
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', headless: true, args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'] });
const text = readFileSync('/work/shared/heavy/snakebird/levelstar1.txt', 'utf8');
try {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  page.on('pageerror', (e) => console.log('pageerror', e.message));
  page.on('console', (m) => m.type() === 'error' && console.log('console', m.text()));
  await page.goto(srv.url + levelHash('snakebird', text, 'star1'));
  await page.getByRole('button', { name: 'Check', exact: true }).click();
  await page.waitForTimeout(3000);
  await page.screenshot({ path: `/tmp/tour3/check-a.png`, fullPage: true });
  const run = page.getByRole('button', { name: /^Check/ });
  console.log(await page.locator('main').innerText().catch(() => ''));
  await page.getByText(/^Checking…/).waitFor({ state: "detached", timeout: 280000 }).catch((e) => console.log("still checking"));
  await page.screenshot({ path: `/tmp/tour3/check-b.png`, fullPage: true });
  await context.close();
} finally { await browser.close(); await srv.stop(); }
