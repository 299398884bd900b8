// How to play on a 390×844 phone, for every family: in light and dark it fits the screen with
// room to spare (Snakebird's took 800 of the 812 px a dialog may have), and with text twice the
// size, where the rules run to several screens, Close heads the dialog and stays on the screen
// as the rules scroll, so closing never takes scrolling to the end.
import assert from 'node:assert/strict';

const FAMILIES = ['Move', 'Anemones', 'Bars', 'Snakebird', 'DogBunny'];
const PHONE = { width: 390, height: 844 };

/** Opens the family's How to play by touch; the dialog, once its rules are there. */
async function openHowTo(page, family) {
  await page.getByRole('tab', { name: family, exact: true }).tap();
  await page.getByRole('button', { name: 'How to play' }).tap();
  const dialog = page.getByRole('dialog', { name: 'How to play' });
  await dialog.getByRole('listitem').first().waitFor();
  return dialog;
}

/** Is the box wholly on the phone's screen? */
const onScreen = (b) => b && b.x >= 0 && b.y >= 0 && b.x + b.width <= PHONE.width && b.y + b.height <= PHONE.height;

/** Taps Close and sees the dialog gone. */
async function closeByTap(dialog) {
  await dialog.getByRole('button', { name: 'Close' }).tap();
  await dialog.waitFor({ state: 'detached' });
}

export const tests = [
  ...['light', 'dark'].map((scheme) => ({
    name: `phone, ${scheme}: every family's How to play fits the screen with room to spare, Close on it`,
    viewport: PHONE,
    contextOptions: { isMobile: true, hasTouch: true, colorScheme: scheme },
    run: async (page, { baseURL }) => {
      await page.goto(baseURL);
      for (const family of FAMILIES) {
        const dialog = await openHowTo(page, family);
        const fit = await dialog.evaluate((el) => ({ height: el.getBoundingClientRect().height, scrolls: el.scrollHeight > el.clientHeight + 1 }));
        assert.equal(fit.scrolls, false, `${family}: the rules scroll`);
        // a seventh of the screen at least stays the page's, around the dialog
        assert.ok(fit.height <= PHONE.height * 0.85, `${family}: the dialog is ${Math.round(fit.height)} px of ${PHONE.height}`);
        assert.ok(onScreen(await dialog.boundingBox()), `${family}: the dialog runs off the screen`);
        assert.ok(onScreen(await dialog.getByRole('button', { name: 'Close' }).boundingBox()), `${family}: Close is off the screen`);
        await closeByTap(dialog);
      }
    },
  })),
  {
    name: "phone, text at 200%: every family's How to play scrolls under its Close, which stays on the screen",
    viewport: PHONE,
    contextOptions: { isMobile: true, hasTouch: true },
    run: async (page, { baseURL }) => {
      await page.goto(baseURL);
      // what a browser's text size does to a page sized in rem
      await page.evaluate(() => {
        document.documentElement.style.fontSize = '200%';
      });
      for (const family of FAMILIES) {
        const dialog = await openHowTo(page, family);
        assert.ok(onScreen(await dialog.boundingBox()), `${family}: the dialog runs off the screen`);
        const close = dialog.getByRole('button', { name: 'Close' });
        assert.ok(onScreen(await close.boundingBox()), `${family}: Close is off the screen as the dialog opens`);
        const scrolled = await dialog.evaluate((el) => {
          el.scrollTop = el.scrollHeight;
          return el.scrollTop;
        });
        assert.ok(scrolled > 0, `${family}: at twice the text the rules are expected to scroll`);
        assert.ok(onScreen(await close.boundingBox()), `${family}: Close left the screen as the rules scrolled`);
        // nor do the rules show through the head (the title and Close), not even a bullet in the
        // dialog's side, wherever the rules are scrolled to
        const through = await dialog.evaluate((el) => {
          const seen = [];
          for (let top = 0; top < el.scrollHeight; top += 53) {
            el.scrollTop = top;
            const box = el.getBoundingClientRect();
            const head = el.querySelector('button').parentElement.getBoundingClientRect();
            for (let y = box.top + 2; y < head.bottom - 1; y += 6)
              for (let x = box.left + 2; x < box.right - 2; x += 4) if (document.elementFromPoint(x, y)?.closest('li, p:not(.dialog-family)')) seen.push(`${Math.round(x)},${Math.round(y)} scrolled ${top}`);
          }
          el.scrollTop = el.scrollHeight;
          return seen.slice(0, 5);
        });
        assert.deepEqual(through, [], `${family}: the rules show through the head at`);
        // the last words are reachable, below Close rather than under it
        const last = await dialog.locator('p').last().boundingBox();
        const head = await close.boundingBox();
        assert.ok(last.y >= head.y + head.height && last.y + last.height <= PHONE.height, `${family}: the last paragraph at ${Math.round(last.y)}–${Math.round(last.y + last.height)} px, Close's bottom at ${Math.round(head.y + head.height)}`);
        await closeByTap(dialog);
      }
    },
  },
];
