// The level's action notes ("Link copied", "Saved as …") on a phone lie over nothing a person
// needs while they show (4 s). Drawn under the actions row, they lay over Solve (390x844: 14 px
// of its 38) and the board's head, and on a phone on its side they fell under the screen's foot
// (Snakebird's actions take two rows of the column at 844x390). Now a phone's note is at the
// screen's head, in the title's row (up to 480 px wide), or at its foot (on its side: under the
// column, not the board). A desktop's note is still under its button.
import assert from 'node:assert/strict';
import { axeViolations } from './app.e2e.mjs';

const PHONE = { isMobile: true, hasTouch: true, reducedMotion: 'reduce', permissions: ['clipboard-read', 'clipboard-write'] };
const DESKTOP = { reducedMotion: 'reduce', permissions: ['clipboard-read', 'clipboard-write'] };

/** The box of the note showing, of its button, of Solve and of the board; the screen's size. */
const boxes = (page, button) =>
  page.evaluate((button) => {
    const box = (el) => {
      if (!el) return null;
      const r = el.getBoundingClientRect();
      return { left: r.left, top: r.top, right: r.right, bottom: r.bottom };
    };
    const solve = [...document.querySelectorAll('button')].find((b) => b.textContent === 'Solve');
    const pressed = [...document.querySelectorAll('.level-actions button')].find((b) => b.textContent === button);
    return {
      note: box([...document.querySelectorAll('.action-note')].find((n) => n.textContent !== '')),
      button: box(pressed),
      solve: box(solve),
      board: box(document.querySelector('.board')),
      width: document.documentElement.clientWidth,
      height: window.innerHeight,
    };
  }, button);

const meets = (a, b) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
const shown = (b) => b && `${Math.round(b.left)},${Math.round(b.top)} to ${Math.round(b.right)},${Math.round(b.bottom)}`;

/** What is wrong with where the note showing lies: over Solve or the board, or not wholly in the screen. */
function wrongPlace(b, where) {
  const wrong = [];
  if (!b.note) return [`${where}: no note showing`];
  if (meets(b.note, b.solve)) wrong.push(`${where}: the note (${shown(b.note)}) lies over Solve (${shown(b.solve)})`);
  if (b.board && meets(b.note, b.board)) wrong.push(`${where}: the note (${shown(b.note)}) lies over the board (${shown(b.board)})`);
  if (b.note.left < 0 || b.note.top < 0 || b.note.right > b.width || b.note.bottom > b.height) wrong.push(`${where}: the note (${shown(b.note)}) is not wholly in the ${b.width}x${b.height} screen`);
  return wrong;
}

/** Share, then Save, in every family and mode (on the page's first screen, as the actions are): where each note lies. */
async function everyFamily(page, baseURL, press) {
  await page.goto(baseURL);
  await page.getByRole('button', { name: 'My levels' }).waitFor();
  await page.getByRole('button', { name: 'Got it' })[press]();
  const wrong = [];
  for (const family of await page.getByRole('tab').allTextContents()) {
    await page.getByRole('tab', { name: family, exact: true })[press]();
    for (const mode of ['Solve and watch', 'Play it yourself', 'Edit']) {
      await page.getByRole('button', { name: mode, exact: true })[press]();
      await page.locator('.board').first().waitFor();
      await page.evaluate(() => window.scrollTo(0, 0));
      for (const [button, says] of [['Share', 'Link copied'], ['Save', /^(Already s|S)aved as "/]]) {
        await page.getByRole('button', { name: button, exact: true })[press]();
        await page.locator('.action-note', { hasText: says }).waitFor();
        wrong.push(...wrongPlace(await boxes(page, button), `${family}, ${mode}, ${button}`));
      }
    }
  }
  return wrong;
}

export const tests = [
  ...[
    ['390x844', { width: 390, height: 844 }, 'light'],
    ['390x844', { width: 390, height: 844 }, 'dark'],
    ['360x740', { width: 360, height: 740 }, 'light'],
    ['844x390', { width: 844, height: 390 }, 'light'],
  ].map(([size, viewport, scheme]) => ({
    name: `phone ${size}, ${scheme}: every family and mode, "Link copied" and "Saved as …" lie over neither Solve nor the board, wholly in the screen`,
    viewport,
    contextOptions: { ...PHONE, colorScheme: scheme },
    run: async (page, { baseURL }) => {
      assert.deepEqual(await everyFamily(page, baseURL, 'tap'), []);
    },
  })),
  {
    name: 'phone 390x844, dark: the note is read out as before (a polite live region), shown alone, and passes axe; it lets a tap through',
    viewport: { width: 390, height: 844 },
    contextOptions: { ...PHONE, colorScheme: 'dark' },
    run: async (page, { baseURL }) => {
      await page.goto(baseURL);
      await page.getByRole('button', { name: 'My levels' }).waitFor();
      await page.getByRole('button', { name: 'Got it' }).tap();
      await page.getByRole('button', { name: 'Save', exact: true }).tap();
      await page.getByText(/^Saved as "/).waitFor();
      await page.getByRole('button', { name: 'Share', exact: true }).tap();
      const note = page.locator('.action-note', { hasText: 'Link copied' });
      await note.waitFor();
      // every note a polite live region; only the newest shows (Save's is empty while Share's shows)
      const notes = await page.locator('.action-note').evaluateAll((ns) => ns.map((n) => [n.getAttribute('aria-live'), n.textContent]));
      assert.deepEqual(notes.filter(([live]) => live !== 'polite'), []);
      assert.deepEqual(notes.filter(([, text]) => text !== '').map(([, text]) => text), ['Link copied']);
      assert.equal(await note.evaluate((n) => getComputedStyle(n).pointerEvents), 'none');
      assert.deepEqual(await axeViolations(page), []);
    },
  },
  {
    name: 'phone 390x844: with "Answer ready ↑" at the screen\'s head, the note lies under it, not over it',
    viewport: { width: 390, height: 844 },
    contextOptions: PHONE,
    run: async (page, { baseURL }) => {
      await page.goto(baseURL);
      await page.getByRole('button', { name: 'My levels' }).waitFor();
      await page.getByRole('button', { name: 'Share', exact: true }).tap();
      await page.locator('.action-note', { hasText: 'Link copied' }).waitFor();
      // (a stand-in with the classes Playback.tsx gives the pointer to controls above the screen)
      const [pointer, note] = await page.evaluate(() => {
        const b = document.createElement('button');
        b.className = 'primary answer-pointer above';
        b.textContent = 'Answer ready ↑';
        document.querySelector('.app').append(b);
        return [b, document.querySelector('.share .action-note')].map((e) => {
          const r = e.getBoundingClientRect();
          return { left: r.left, top: r.top, right: r.right, bottom: r.bottom };
        });
      });
      assert.ok(!meets(pointer, note), `the note (${shown(note)}) lies over "Answer ready" (${shown(pointer)})`);
      assert.ok(note.bottom <= 844, `the note (${shown(note)}) is off the screen`);
    },
  },
  ...[
    // from 1280 px the actions are at the screen's right: a note opens leftwards from its button's right edge
    ['1280x800', { width: 1280, height: 800 }, 'right'],
    ['1024x768', { width: 1024, height: 768 }, 'left'],
  ].map(([size, viewport, edge]) => ({
    name: `desktop ${size}: the note is where it was, 0.3rem under its button, at its ${edge} edge`,
    viewport,
    contextOptions: DESKTOP,
    run: async (page, { baseURL }) => {
      await page.goto(baseURL);
      await page.getByRole('button', { name: 'My levels' }).waitFor();
      for (const [button, says] of [['Share', 'Link copied'], ['Save', /^Saved as "/]]) {
        await page.getByRole('button', { name: button, exact: true }).click();
        await page.locator('.action-note', { hasText: says }).waitFor();
        const b = await boxes(page, button);
        assert.ok(Math.abs(b.note.top - (b.button.bottom + 4.8)) < 1, `${button}: the note's top ${b.note.top}, the button's bottom ${b.button.bottom}`);
        assert.ok(Math.abs(b.note[edge] - b.button[edge]) < 1, `${button}: the note's ${edge} edge ${b.note[edge]}, the button's ${b.button[edge]}`);
      }
    },
  })),  {
    name: 'desktop 1280x800: a note showing is not seen while My levels is open over it (its border peeked above the panel)',
    contextOptions: DESKTOP,
    run: async (page, { baseURL }) => {
      await page.goto(baseURL);
      await page.getByRole('button', { name: 'My levels' }).waitFor();
      await page.getByRole('button', { name: 'Save', exact: true }).click();
      const note = page.locator('.action-note', { hasText: /^Saved as "/ });
      await note.waitFor();
      await page.getByRole('button', { name: 'My levels', exact: true }).click();
      await page.getByRole('dialog', { name: 'My levels' }).waitFor();
      assert.equal(await note.isVisible(), false, 'the note is seen beside the open My levels');
      // closed, the note is seen again while its time lasts
      await page.keyboard.press('Escape');
      await page.getByRole('dialog', { name: 'My levels' }).waitFor({ state: 'detached' });
      assert.equal(await note.count(), 1);
    },
  },
];
