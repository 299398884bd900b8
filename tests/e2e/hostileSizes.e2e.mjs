// Hostile sizes in the built app (tests/unit/hostileSizes.test.ts has them in Node): a link to
// Snakebird's largest map with a block of 63,500 cells and a line of 400 moves, whose replay held
// the page 8 to 17 s as it opened (each move cost the rules what the block holds, before e7549384;
// past the replay's work cap, MAX_LINE_WORK, it is cut near move 303 whatever the rules cost); a file of
// 500,000 lines; a levels file of 8,000,000 entries; 100,000 lines pasted into the editor's
// Import text. Each time the page answers (a button responds) and says where and what.
// (The replay's time bound, MAX_LINE_MS, is tested with a clock in tests/unit/hostileSizes.test.ts.)
import { HEAVY_LINE, heavyBlockLevel } from './heavyBlockLevel.mjs';
import { levelHash, openEditor } from './steps.mjs';

/** The page answers: the Bars tab, clicked, shows its first level (a wait of at most 10 s). */
async function answers(page) {
  await page.getByRole('tab', { name: 'Bars', exact: true }).click({ timeout: 10_000 });
  await page.getByRole('heading', { level: 2, name: 'Lovecraft 4×4' }).waitFor({ timeout: 10_000 });
}

/** Open `buffer` as the file `name` with Open file. */
async function openFile(page, name, buffer, mimeType = 'text/plain') {
  const [chooser] = await Promise.all([page.waitForEvent('filechooser'), page.getByRole('button', { name: 'Open file' }).click()]);
  await chooser.setFiles({ name, mimeType, buffer });
}

export const tests = [
  {
    name: 'a link of 400 moves under a block of 63,500 cells: the page answers, and says how much of the line it shows',
    run: async (page, { baseURL }) => {
      // (2.2 kB of link)
      const line = [...HEAVY_LINE, ...HEAVY_LINE.slice(0, 100)];
      const link = `${levelHash('snakebird', heavyBlockLevel(), 'Heavy')}/l${Buffer.from(line.join(' '), 'utf8').toString('base64url')}`;
      await page.goto(`${baseURL}${link}`);
      await page
        .getByRole('alert')
        .filter({ hasText: /^This link's line of 400 moves is longer than is replayed on a level this large: its first (move is|\d+ are) shown\./ })
        .waitFor({ timeout: 10_000 });
      await page.getByRole('heading', { level: 2, name: 'Heavy' }).waitFor({ timeout: 10_000 });
      await answers(page);
    },
  },
  {
    name: 'a file of 500,000 lines (1 MB), opened: refused, naming the file, the line and the cap',
    run: async (page, { baseURL }) => {
      await page.goto(baseURL);
      await openFile(page, 'lines.txt', Buffer.from('0\n'.repeat(500_000)));
      await page.getByText(/"lines\.txt" was not opened: line 65,?537, column 1: the level has 500,001 lines; at most 65,536 are read/).waitFor({ timeout: 10_000 });
      await answers(page);
    },
  },
  {
    name: 'a levels file of 8,000,000 entries (16 MB), opened: refused, saying how many it holds',
    run: async (page, { baseURL }) => {
      await page.goto(baseURL);
      const file = Buffer.from(`{"format":"unstuck-levels","version":1,"levels":[${'0,'.repeat(7_999_999)}0]}`);
      await openFile(page, 'many.json', file, 'application/json');
      await page.getByText('This levels file holds 8,000,000 levels; at most 20,000 are read from one file.').waitFor({ timeout: 10_000 });
      await answers(page);
    },
  },
  {
    name: "100,000 lines pasted into Bars' Import text: refused at the line past the cap, and the editor answers",
    run: async (page, { baseURL }) => {
      const editor = await openEditor(page, baseURL, 'Bars');
      await editor.getByRole('button', { name: 'Import text' }).click();
      // (as a paste sets it: Playwright's fill types line ends one by one, 3 s for 1,000 lines in Chromium here, even in a bare textarea)
      await editor.getByRole('textbox', { name: /^Level text/ }).evaluate((box, text) => {
        Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value').set.call(box, text);
        box.dispatchEvent(new Event('input', { bubbles: true }));
      }, '0\n'.repeat(100_000));
      await editor.getByRole('button', { name: 'Import', exact: true }).click();
      await page.getByText(/line 65,?537, column 1: the level has 100,001 lines; at most 65,536 are read/i).first().waitFor({ timeout: 10_000 });
      // the box closes at a click
      await editor.getByRole('button', { name: 'Import text' }).click({ timeout: 10_000 });
      await editor.getByRole('textbox', { name: /^Level text/ }).waitFor({ state: 'detached', timeout: 10_000 });
    },
  },
];
