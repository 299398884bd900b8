// Steps several real-browser tests share.
import { deflateRawSync } from 'node:zlib';

/**
 * A level's link hash, `#v1/<family>/<payload>[/n<name>]`, written as any script could write it
 * (raw deflate, base64url; src/share/linkCodec.ts reads it).
 */
export const levelHash = (family, text, name) =>
  `#v1/${family}/${deflateRawSync(Buffer.from(text, 'utf8')).toString('base64url')}${name === undefined ? '' : `/n${Buffer.from(name, 'utf8').toString('base64url')}`}`;

/** In the Move tab, import `text` through the editor and go back to solving it. */
export const importMoveLevel = (page, text) => importLevel(page, 'Move', text);

/** In a family's tab, import `text` through the editor and go back to solving it. */
export async function importLevel(page, family, text) {
  await page.getByRole('tab', { name: family, exact: true }).click();
  await page.getByRole('button', { name: 'Edit', exact: true }).click();
  await page.getByRole('button', { name: 'Import text' }).click();
  await page.getByRole('textbox').fill(text);
  await page.getByRole('button', { name: 'Import', exact: true }).click();
  await page.getByRole('button', { name: 'Solve and watch' }).click();
}

/** Open a family's editor from the start page; the editor's region, once its buttons are there. */
export async function openEditor(page, baseURL, family) {
  await page.goto(baseURL);
  await page.getByRole('tab', { name: family, exact: true }).click();
  await page.getByRole('button', { name: 'Edit', exact: true }).click();
  const editor = page.getByRole('region', { name: `${family} editor` });
  await editor.getByRole('button', { name: 'Import text' }).waitFor();
  return editor;
}

/** Anemones' Botanicula, solved: the solution's moves in words. */
export async function solveBotanicula(page, baseURL) {
  await page.goto(baseURL);
  await page.getByRole('tab', { name: 'Anemones', exact: true }).click();
  await page.getByRole('button', { name: /^Botanicula/ }).click();
  await page.getByRole('button', { name: 'Solve', exact: true }).click();
  await page.getByRole('status').getByText('Solved in 6 moves').waitFor({ timeout: 30_000 });
  const list = page.getByRole('list', { name: 'Solution moves' });
  await list.waitFor();
  return list.getByRole('button').allTextContents();
}

/** Until play mode's count says `n` moves. */
export const movesPlayed = (page, n) => page.getByTestId('move-count').getByText(new RegExp(`^Moves: ${n}\\b`)).waitFor();

/** Watch up to move k, then Play from here: play mode at move k. */
export async function takeOverAt(page, k) {
  for (let i = 0; i < k; i++) await page.getByRole('button', { name: 'Next move' }).click();
  await page.getByRole('button', { name: 'Play from here' }).click();
  await movesPlayed(page, k);
  return page.getByRole('region', { name: 'Play Anemones' });
}

/**
 * Edit pressed once and left again for Play, so that the editor's code is loaded: the Edit button,
 * whose next press is the one a person makes from then on (what the cost and layout checks trace)
 */
export async function editorLoadedOnce(page) {
  const edit = page.getByRole('button', { name: 'Edit', exact: true });
  await edit.click();
  await page.locator('.ed-family').waitFor();
  await page.getByRole('button', { name: 'Play it yourself', exact: true }).click();
  await page.locator('.ed-family').waitFor({ state: 'detached' });
  await page.waitForTimeout(300);
  return edit;
}

/**
 * In the page (an init script: `page.addInitScript(answersHeld, listed)`): the solver's answers
 * never reach it, so a solve stays running; with `listed`, the solves asked of it are listed in
 * `window.e2eSolves` (their budgets).
 */
export function answersHeld(listed) {
  if (listed) window.e2eSolves = [];
  window.Worker = class extends window.Worker {
    postMessage(data, ...rest) {
      if (listed && data?.type === 'solve') window.e2eSolves.push({ maxStates: data.maxStates, maxBytes: data.maxBytes });
      return super.postMessage(data, ...rest);
    }
    set onmessage(hear) {
      super.onmessage = hear && ((e) => e.data?.type !== 'result' && hear.call(this, e));
    }
    get onmessage() {
      return super.onmessage;
    }
  };
}
