// The app's dialogs as a designer looks at them, on a desktop and a 390×844 phone, light and
// dark: Open file's question (which family?) lines its choices up with its heading, text and
// Cancel, and its title is set as How to play's is. `.dialog ul` (How to play's bulleted rules)
// outweighed `.open-file-choices`' own padding, so the choices, which have no bullets, stood
// 19-20 px in from everything else; and the question's title was a browser h2 (1.5em, two lines
// on a phone) beside How to play's 1.3rem.
//
// No text of the five families reads as two of them in the browser, so the question is the
// markup OpenFile.tsx renders, put in the built page under its stylesheets: what is measured is
// the cascade the real dialog gets.
import assert from 'node:assert/strict';

const PHONE = { viewport: { width: 390, height: 844 }, contextOptions: { isMobile: true, hasTouch: true } };
const DESKTOP = { viewport: { width: 1280, height: 800 }, contextOptions: {} };

/** Opens the question as OpenFile.tsx draws it (its dialog, heading, note, choices with a problem, Cancel); the dialog's locator. */
async function openAsk(page) {
  await page.evaluate(() => {
    const dialog = document.createElement('dialog');
    dialog.className = 'dialog';
    dialog.setAttribute('aria-labelledby', 'open-file-ask');
    dialog.innerHTML =
      '<h2 id="open-file-ask">Open "level.txt" as which puzzle?</h2><p>Its text reads as a level of more than one family.</p>' +
      '<ul class="open-file-choices"><li><button>Open as Bars</button></li>' +
      '<li><button>Open as DogBunny</button><span class="open-file-problem"> As a DogBunny level it has a problem: no dog on any node</span></li></ul>' +
      '<button>Cancel</button>';
    document.body.append(dialog);
    dialog.showModal();
  });
  return page.getByRole('dialog', { name: 'Open "level.txt" as which puzzle?' });
}

export const tests = [
  ...['light', 'dark'].map((scheme) => ({
    // Snakebird's actions (Share, Copy Snakefall link, Save, My levels, Open file) take two rows
    // of a phone; the panel, placed a row's height down the actions, lay over the second, its
    // own button and Open file under it
    name: `phone, ${scheme}: My levels opens under the whole actions row, its button and Open file left clear, inside the screen`,
    viewport: PHONE.viewport,
    contextOptions: { ...PHONE.contextOptions, colorScheme: scheme },
    run: async (page, { baseURL }) => {
      await page.goto(baseURL);
      await page.getByRole('tab', { name: 'Snakebird', exact: true }).tap();
      const button = page.getByRole('button', { name: 'My levels' });
      const open = page.getByRole('button', { name: 'Open file' });
      const share = await page.getByRole('button', { name: 'Share', exact: true }).boundingBox();
      const below = await button.boundingBox();
      assert.ok(below.y >= share.y + share.height, 'the test expects My levels on a second row of actions');
      await button.tap();
      const panel = page.getByRole('dialog', { name: 'My levels' });
      await panel.getByRole('button', { name: 'Close' }).waitFor();
      const box = await panel.boundingBox();
      for (const [what, b] of [['My levels', await button.boundingBox()], ['Open file', await open.boundingBox()]]) {
        assert.ok(box.y >= b.y + b.height, `the panel (top ${Math.round(box.y)}) lies over ${what} (bottom ${Math.round(b.y + b.height)})`);
      }
      assert.ok(box.x >= 0 && box.x + box.width <= PHONE.viewport.width, `the panel runs off the screen's side: ${JSON.stringify(box)}`);
    },
  })),
  ...['desktop', 'phone'].flatMap((device) =>
  ['light', 'dark'].map((scheme) => {
    const { viewport, contextOptions } = device === 'phone' ? PHONE : DESKTOP;
    return {
      name: `${device}, ${scheme}: Open file's question lines its choices up with its heading and Cancel, its title set as How to play's`,
      viewport,
      contextOptions: { ...contextOptions, colorScheme: scheme },
      run: async (page, { baseURL }) => {
        await page.goto(baseURL);
        await page.getByRole('button', { name: 'Open file' }).waitFor();
        // How to play's title, to set the question's beside
        await page.getByRole('button', { name: 'How to play' }).click();
        const howto = page.getByRole('dialog', { name: 'How to play' });
        await howto.getByRole('listitem').first().waitFor();
        const howtoTitle = await howto.getByRole('heading', { level: 2 }).evaluate((h) => getComputedStyle(h).fontSize);
        await howto.getByRole('button', { name: 'Close' }).click();
        await howto.waitFor({ state: 'detached' });

        const ask = await openAsk(page);
        const left = (l) => l.evaluate((el) => Math.round(el.getBoundingClientRect().left));
        const heading = await left(ask.getByRole('heading'));
        assert.equal(await left(ask.getByRole('button', { name: 'Cancel' })), heading, 'Cancel starts where the heading does');
        for (const name of ['Open as Bars', 'Open as DogBunny']) {
          assert.equal(await left(ask.getByRole('button', { name })), heading, `"${name}" starts where the heading and Cancel do`);
        }
        // inside the screen, the problem's words too
        const box = await ask.boundingBox();
        assert.ok(box.x >= 0 && box.x + box.width <= viewport.width && box.y + box.height <= viewport.height, `the question runs off the screen: ${JSON.stringify(box)}`);
        const problem = await ask.locator('.open-file-problem').boundingBox();
        assert.ok(problem.x + problem.width <= box.x + box.width, "the choice's problem runs past the dialog's side");
        assert.equal(await ask.getByRole('heading').evaluate((h) => getComputedStyle(h).fontSize), howtoTitle, "the question's title is set as How to play's");
      },
    };
  }),
),
];
