// Real-browser tests of the level editors and play mode, in Chromium. They drive the
// harness page tests/components/editor/harness/ (the panels with the real families and the
// real solver worker) on a Vite dev server of their own.
//   node tests/e2e/editor.e2e.mjs        → prints "e2e: N passed, N failed"
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { chromium } from 'playwright-core';

const PORT = Number(process.env.EDITOR_E2E_PORT ?? 5181);
const BASE = `http://127.0.0.1:${PORT}/tests/components/editor/harness/index.html`;
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

const cellName = (r, c) => new RegExp(`^row ${r} column ${c}:`);

async function open(browser, family) {
  const page = await browser.newPage({ viewport: { width: 1100, height: 900 } });
  const errors = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  await page.goto(`${BASE}?family=${family}`);
  await page.getByRole('button', { name: 'Import text' }).waitFor();
  return { page, errors };
}

const cell = (page, r, c) => page.getByRole('gridcell', { name: cellName(r, c) });

/** the small Move level both Move tests draw: dot a at 1,1, target A at 3,3, obstacle at 2,2 */
async function drawMoveLevel(page) {
  await page.getByRole('button', { name: 'Clear' }).click();
  await page.keyboard.press('4'); // dot
  await cell(page, 1, 1).click();
  await page.keyboard.press('3'); // target
  await cell(page, 3, 3).click();
  await page.keyboard.press('2'); // obstacle
  await cell(page, 2, 2).click();
  await expectText(page.getByRole('alert', { name: 'Level problems' }), 'The level is valid.');
}

async function expectText(locator, text, timeout = 20_000) {
  const until = Date.now() + timeout;
  let last = '';
  while (Date.now() < until) {
    last = (await locator.textContent()) ?? '';
    if (last.includes(text)) return last;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`expected "${text}", found "${last}"`);
}

export const tests = [
  {
    name: 'draw a Move level by clicking, solve it, play it with the keyboard, undo, win',
    async run(browser) {
      const { page, errors } = await open(browser, 'move');
      await drawMoveLevel(page);
      await page.getByRole('button', { name: 'Solve' }).click();
      await expectText(page.getByTestId('result'), 'Solved in 4 moves');
      await page.getByRole('button', { name: 'Play it yourself' }).click();
      await page.keyboard.press('ArrowRight');
      await page.keyboard.press('ArrowRight');
      await page.getByRole('button', { name: 'Undo' }).click();
      await expectText(page.getByTestId('move-count'), 'Moves: 1 (optimal: 4)');
      for (const key of ['ArrowRight', 'ArrowDown', 'ArrowDown']) await page.keyboard.press(key);
      await expectText(page.getByRole('alert'), 'Solved in 4 moves — optimal!');
      if (errors.length) throw new Error(errors.join('\n'));
      await page.close();
    },
  },
  {
    name: 'a hint in play mode is a move of an optimal solution; Solve from here finishes optimally',
    async run(browser) {
      const { page, errors } = await open(browser, 'move');
      await drawMoveLevel(page);
      await page.getByRole('button', { name: 'Play it yourself' }).click();
      await page.getByRole('button', { name: 'Hint' }).click();
      const first = (await expectText(page.getByTestId('hint'), 'Hint: ')).replace('Hint: ', '').trim();
      // learned from the start position: the optimal count
      await expectText(page.getByTestId('move-count'), '(optimal: 4)');
      const key = { U: 'ArrowUp', D: 'ArrowDown', L: 'ArrowLeft', R: 'ArrowRight' }[first];
      if (!key) throw new Error(`the hint '${first}' is not a Move move`);
      await page.keyboard.press(key);
      await page.getByRole('button', { name: 'Hint' }).click();
      await expectText(page.getByTestId('hint'), 'Hint: ');
      await page.getByRole('button', { name: 'Solve from here' }).click();
      // a hinted first move on an optimal path leaves exactly 3 more moves
      await expectText(page.getByRole('alert'), 'Solved in 4 moves — optimal!');
      if (errors.length) throw new Error(errors.join('\n'));
      await page.close();
    },
  },
  {
    name: 'paste a classic Snakebird level and solve it',
    async run(browser) {
      const { page, errors } = await open(browser, 'snakebird');
      const text = readFileSync('tests/fixtures/levels/snakebird/classic-01.txt', 'utf8');
      await page.getByRole('button', { name: 'Import text' }).click();
      await page.getByRole('textbox').fill(text);
      await page.getByRole('button', { name: 'Import', exact: true }).click();
      await expectText(page.getByRole('alert', { name: 'Level problems' }), 'The level is valid.');
      await page.getByRole('button', { name: 'Solve' }).click();
      // the seed's expected.json: level01 takes 16 moves
      await expectText(page.getByTestId('result'), 'Solved in 16 moves', 60_000);
      if (errors.length) throw new Error(errors.join('\n'));
      await page.close();
    },
  },
  {
    name: 'draw a snake by dragging from its head along its body',
    async run(browser) {
      const { page, errors } = await open(browser, 'snakebird');
      await page.keyboard.press('8'); // snake
      const path = [[2, 4], [2, 3], [3, 3], [3, 2]];
      const centre = async ([r, c]) => {
        const b = await cell(page, r, c).boundingBox();
        return [b.x + b.width / 2, b.y + b.height / 2];
      };
      const [x0, y0] = await centre(path[0]);
      await page.mouse.move(x0, y0);
      await page.mouse.down();
      for (const p of path.slice(1)) {
        const [x, y] = await centre(p);
        await page.mouse.move(x, y, { steps: 4 });
      }
      await page.mouse.up();
      const head = await cell(page, 2, 4).getAttribute('aria-label');
      if (!/head of snake/.test(head)) throw new Error(`no head at row 2 column 4: ${head}`);
      for (const p of path.slice(1)) {
        const label = await cell(page, ...p).getAttribute('aria-label');
        if (!/body of snake/.test(label)) throw new Error(`no body at ${p}: ${label}`);
      }
      await page.getByRole('button', { name: 'Undo' }).click();
      const after = await cell(page, 2, 4).getAttribute('aria-label');
      if (/snake/.test(after)) throw new Error(`undo left the snake: ${after}`);
      if (errors.length) throw new Error(errors.join('\n'));
      await page.close();
    },
  },
];

async function waitForServer(url, ms = 30_000) {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    try {
      const r = await fetch(url);
      if (r.ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`server not up at ${url}`);
}

/** Runs every test on an own dev server and browser; returns { passed, failed }. */
export async function runEditorTests() {
  // node + vite.js directly (not npx) so that kill() stops the server itself
  const server = spawn(process.execPath, ['node_modules/vite/bin/vite.js', '--host', '127.0.0.1', '--port', String(PORT), '--strictPort'], {
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  let browser;
  let passed = 0;
  let failed = 0;
  try {
    await waitForServer(BASE);
    browser = await chromium.launch({
      executablePath: CHROMIUM,
      headless: true,
      args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking',
        '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'],
    });
    for (const t of tests) {
      try {
        await t.run(browser);
        passed++;
        console.log(`  ok   ${t.name}`);
      } catch (e) {
        failed++;
        console.log(`  FAIL ${t.name}\n       ${String(e?.message ?? e).split('\n').join('\n       ')}`);
      }
    }
  } catch (e) {
    console.error(e);
    failed += tests.length - passed - failed;
  } finally {
    await browser?.close();
    server.kill('SIGTERM');
  }
  return { passed, failed };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { passed, failed } = await runEditorTests();
  console.log(`e2e: ${passed} passed, ${failed} failed`);
  process.exit(failed ? 1 : 0);
}

/** the shared runner (tests/e2e/run.mjs) calls this, as this file needs a server of its own */
export const runStandalone = runEditorTests;
