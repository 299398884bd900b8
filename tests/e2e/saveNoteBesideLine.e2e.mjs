// "Saved as …" lies under its button over what is below: on a desktop, where Open file's error
// takes a line under the actions row, the note lay over that error's words (1280x800: "…not
// opened: it is not UTF-8 text" hidden under "Saved as "Botanicula""), whichever came first.
// Now while such a line shows, the note lies under it.
import assert from 'node:assert/strict';

const NOT_TEXT = { name: 'pic.png', mimeType: 'image/png', buffer: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 1, 2, 3]) };

const box = async (locator) => {
  const b = await locator.boundingBox();
  assert.ok(b, 'shown');
  return b;
};
const meets = (a, b) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

const noteAndError = (order, width) => ({
  name: `${width}x800, ${order.join(' then ')}: "Saved as …" does not lie over Open file's error`,
  viewport: { width, height: 800 },
  contextOptions: { reducedMotion: 'reduce' },
  async run(page, { baseURL }) {
    await page.goto(baseURL);
    const save = page.getByRole('button', { name: 'Save', exact: true });
    await save.waitFor();
    for (const step of order) {
      if (step === 'Save') await save.click();
      else await page.locator('.level-actions input[type=file]').setInputFiles(NOT_TEXT);
    }
    const note = page.locator('.save-note');
    const error = page.locator('.open-file-said');
    await note.getByText(/^Saved as /).waitFor();
    await error.getByText(/not opened/).waitFor();
    const [n, e] = [await box(note), await box(error)];
    assert.ok(!meets(n, e), `the note (${JSON.stringify(n)}) lies over the error (${JSON.stringify(e)})`);
    assert.ok(n.x >= 0 && n.x + n.width <= width && n.y + n.height <= 800, `the note on the screen: ${JSON.stringify(n)}`);
  },
});

export const tests = [noteAndError(['Save', 'Open file'], 1280), noteAndError(['Open file', 'Save'], 1280), noteAndError(['Open file', 'Save'], 1000)];
