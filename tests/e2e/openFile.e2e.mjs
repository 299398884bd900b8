// Opening a level from a file, in the built app: a real file chosen through Open file's chooser,
// and files dropped on the page (a DataTransfer, as a file dragged from the desktop brings).
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { importMoveLevel } from './steps.mjs';

const FIXTURES = new URL('../fixtures/', import.meta.url).pathname;
const LEVELS = join(FIXTURES, 'levels');
/** the game's level 1 in jsnell's format (../shared's corpus, not vendored), which solves in 16 moves */
const JSNELL_1 = ['..........', '.    *   .', '.        .', '. .      .', '. O  .O. .', '.        .', '.  .>G   .', '.  ....  .', '.  ....  .', '.  ...   .', '~~~~~~~~~~', ''].join('\n');

/** Drop files (name and bytes) on the page as a drag from the desktop does: enter, over, drop. */
async function dropFiles(page, files, target = 'main') {
  const dataTransfer = await page.evaluateHandle((files) => {
    const dt = new DataTransfer();
    for (const f of files) dt.items.add(new File([new Uint8Array(f.bytes)], f.name));
    return dt;
  }, files.map((f) => ({ name: f.name, bytes: [...f.bytes] })));
  await page.dispatchEvent(target, 'dragenter', { dataTransfer });
  await page.dispatchEvent(target, 'dragover', { dataTransfer });
  await page.getByText('Drop a level file to open it').waitFor();
  await page.dispatchEvent(target, 'drop', { dataTransfer });
  await page.getByText('Drop a level file to open it').waitFor({ state: 'detached' });
}

const solves = async (page, moves) => {
  await page.getByRole('button', { name: 'Solve', exact: true }).click();
  await page.getByRole('status').getByText(`Solved in ${moves} moves`).waitFor({ timeout: 30_000 });
};

export const tests = [
  {
    name: 'a Move level file chosen with Open file opens in Move, named after the file, keeping the level being edited, and solves',
    run: async (page, { baseURL }) => {
      await page.goto(baseURL);
      await importMoveLevel(page, '..A\n--\na..\n');
      const [chooser] = await Promise.all([page.waitForEvent('filechooser'), page.getByRole('button', { name: 'Open file' }).click()]);
      await chooser.setFiles(join(LEVELS, 'move', 'example-4x4.txt'));
      await page.getByRole('heading', { level: 2, name: 'example-4x4' }).waitFor();
      await page.getByRole('tab', { name: 'Move', selected: true }).waitFor();
      await page.getByRole('status').getByText('Opened "example-4x4.txt" as a Move level.').waitFor();
      await page.getByText('The level you were editing is kept in My levels as "My Move level".').waitFor();
      await solves(page, 7);
      // the link follows the level opened, as for any level
      await page.waitForURL(/#v1\/move\//);
    },
  },
  {
    name: 'files dropped on the page: a jsnell Snakebird level opens in Snakebird and solves, a Snakefall link saved as text opens, a binary file and two files at once are refused saying why; the page never leaves for a file',
    run: async (page, { baseURL }) => {
      await page.goto(baseURL);
      await page.getByRole('button', { name: 'Open file' }).waitFor();
      const url = page.url();
      await dropFiles(page, [{ name: 'level01.txt', bytes: Buffer.from(JSNELL_1) }]);
      await page.getByRole('tab', { name: 'Snakebird', selected: true }).waitFor();
      await page.getByRole('heading', { level: 2, name: 'level01' }).waitFor();
      await solves(page, 16);

      // dropped on the board's side of the page, anywhere: a Snakefall link kept in a text file
      await dropFiles(page, [{ name: 'crashing-down.txt', bytes: readFileSync(join(FIXTURES, 'snakefall', 'crashing-down.txt')) }], 'aside');
      await page.getByRole('heading', { level: 2, name: 'crashing-down' }).waitFor();
      await page.getByRole('status').getByText('Opened "crashing-down.txt" as a Snakebird level.').waitFor();

      await dropFiles(page, [{ name: 'photo.png', bytes: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]) }]);
      await page.getByRole('alert').getByText('"photo.png" was not opened: it is not UTF-8 text (a binary file, or text in another encoding)', { exact: false }).waitFor();
      await page.getByRole('heading', { level: 2, name: 'crashing-down' }).waitFor();

      await dropFiles(page, [{ name: 'typo.txt', bytes: Buffer.from('..A\n--\n?..\n') }]);
      await page.getByRole('alert').getByText(/^"typo\.txt" was not opened: no family reads it\. Read as a Move level \(the family that reads furthest into it\), line 3, column 1: /).waitFor();

      await dropFiles(page, [
        { name: 'a.txt', bytes: Buffer.from('..A\n--\na..\n') },
        { name: 'b.txt', bytes: Buffer.from('..A\n--\na..\n') },
      ]);
      await page.getByRole('alert').getByText('Nothing opened: 2 files were dropped, and a level opens from one file at a time.', { exact: false }).waitFor();
      assert.equal(new URL(page.url()).origin + new URL(page.url()).pathname, new URL(url).origin + new URL(url).pathname);
      await page.getByRole('heading', { level: 2, name: 'crashing-down' }).waitFor();
    },
  },
  {
    name: 'on a phone, Open file sits in the actions row and a refusal is on a line under it, inside the screen',
    viewport: { width: 390, height: 844 },
    run: async (page, { baseURL }) => {
      await page.goto(baseURL);
      const button = page.getByRole('button', { name: 'Open file' });
      await button.waitFor();
      const box = await button.boundingBox();
      assert.ok(box.x >= 0 && box.x + box.width <= 390, `Open file at ${box.x}..${box.x + box.width}`);
      const [chooser] = await Promise.all([page.waitForEvent('filechooser'), button.click()]);
      await chooser.setFiles({ name: 'empty.txt', mimeType: 'text/plain', buffer: Buffer.alloc(0) });
      const alert = page.getByRole('alert').filter({ hasText: '"empty.txt" was not opened: the file is empty.' });
      await alert.waitFor();
      const said = await alert.boundingBox();
      assert.ok(said.x >= 0 && said.x + said.width <= 390, `the refusal at ${said.x}..${said.x + said.width}`);
    },
  },
  {
    name: 'a file with a typo in a level of one family is mended in the app: opened in the box to mend, fixed there and opened; a file no family reads past its first line offers nothing',
    run: async (page, { baseURL }) => {
      await page.goto(baseURL);
      const choose = async (name, text) => {
        const [chooser] = await Promise.all([page.waitForEvent('filechooser'), page.getByRole('button', { name: 'Open file' }).click()]);
        await chooser.setFiles({ name, mimeType: 'text/plain', buffer: Buffer.from(text) });
      };
      // a Move level whose dots grid has a tab where a cell was meant: Move reads to line 6, the others stop on line 1
      const typed = '..A.\n.#..\nB...\n....\n--\na\t..\n....\n...b\n....\n';
      await choose('my level.txt', typed);
      await page.getByRole('alert').getByText('"my level.txt" was not opened: no family reads it. Read as a Move level', { exact: false }).waitFor();
      await page.getByRole('button', { name: 'Mend it in the app as a Move level' }).click();
      await page.getByRole('tab', { name: 'Move', selected: true }).waitFor();
      await page.getByRole('heading', { level: 2, name: 'my level' }).waitFor();
      await page.getByRole('alert').getByText("This level does not parse: line 6, column 2: unknown character '\\x09' (a tab) in the dots grid", { exact: false }).waitFor();
      const box = page.getByRole('textbox', { name: 'Its text, to mend here and open again' });
      assert.equal(await box.inputValue(), typed);
      await box.fill(typed.replace('a\t..', 'a...'));
      await page.getByRole('button', { name: 'Open the mended text' }).click();
      await solves(page, 7);
      await page.getByRole('heading', { level: 2, name: 'my level' }).waitFor();

      // a Snakebird level typed with tabs for its empty cells: every family stops on its first line, and none is guessed
      await choose('tabs.txt', '\t\t\t*\t\t\n\t#BA\t\t\n######\n');
      await page.getByRole('alert').getByText('"tabs.txt" was not opened: no family reads it, and none reads past line 1, so which puzzle it is for is not clear.', { exact: false }).waitFor();
      assert.equal(await page.getByRole('button', { name: /^Mend it in the app/ }).count(), 0);
    },
  },
];
