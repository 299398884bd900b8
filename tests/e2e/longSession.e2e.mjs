// A long session in one page, as a person spends an hour: every family's level solved, stepped
// through, played with a hint, edited and undone, checked, then saved, listed and shared, round
// after round. What the page holds must not grow round after round: its solver workers (one for
// each of its clients at most: the solve, play's hint, Check and the estimates), its event
// listeners and its DOM nodes, counted in the same view after each round.
import assert from 'node:assert/strict';

const FAMILIES = ['Anemones', 'Snakebird', 'Move', 'Bars', 'DogBunny'];
/** the solver clients that each keep a worker between their searches (solve, play, check, estimates) */
const CLIENTS = 4;

/** One person's round: each family's first gallery level, and then My levels and Share. */
async function round(page) {
  const button = (name) => page.getByRole('button', { name, exact: true });
  for (const family of FAMILIES) {
    await page.getByRole('tab', { name: family, exact: true }).click();
    await page.getByRole('tab', { name: family, selected: true }).waitFor();
    await page.getByRole('complementary', { name: 'Gallery' }).getByRole('button').first().click();
    await button('Solve').click();
    await page.getByRole('list', { name: 'Solution moves' }).waitFor({ timeout: 60_000 });
    await page.getByRole('button', { name: 'Next move' }).click();
    await page.getByRole('button', { name: 'Last position' }).click();
    await page.getByRole('button', { name: 'First position' }).click();
    await page.getByRole('button', { name: 'Next move' }).click();

    // played on from the first move of the answer: a move of one's own where the panel lists them, one undone, a hint
    await button('Play from here').click();
    const play = page.getByRole('region', { name: `Play ${family}` });
    await play.waitFor();
    const move = play.locator('[role=group][aria-label="Legal moves"] button:enabled, [role=group][aria-label="Directions"] button:enabled, [role=gridcell]');
    if (await move.count()) await move.first().click();
    await play.getByRole('button', { name: 'Undo' }).click();
    const hint = play.getByRole('button', { name: 'Hint' });
    if (await hint.isEnabled()) {
      await hint.click();
      await play.getByTestId('hint').or(play.locator('.pl-note')).first().waitFor({ timeout: 60_000 });
    }

    await button('Edit').click();
    const editor = page.getByRole('region', { name: `${family} editor` });
    await editor.getByRole('button', { name: 'Import text' }).waitFor();
    const cell = editor.getByRole('gridcell');
    if (await cell.count()) {
      await cell.first().click();
      const undo = editor.getByRole('button', { name: 'Undo' });
      if (await undo.isEnabled()) await undo.click();
    }

    await button('Check').click();
    await page.getByRole('region', { name: 'Check' }).waitFor();
    await button('Check').click();
    await page.getByRole('region', { name: 'Check' }).waitFor({ state: 'detached' });
    await button('Solve and watch').click();
    await button('Solve').waitFor();
  }
  await button('Save').click();
  await page.getByText(/^(Already saved|Saved) as "/).first().waitFor();
  await button('My levels').click();
  await page.getByRole('dialog', { name: 'My levels' }).waitFor();
  await page.keyboard.press('Escape');
  await page.getByRole('dialog', { name: 'My levels' }).waitFor({ state: 'detached' });
  await button('Share').click();
  await page.keyboard.press('Escape');
  // every round ends in the same view: the first family's first level, watched
  await page.getByRole('tab', { name: FAMILIES[0], exact: true }).click();
  await page.getByRole('complementary', { name: 'Gallery' }).getByRole('button').first().click();
  await button('Solve').waitFor();
  // (the notes Save and Share leave go after a few seconds: gone, they are not counted)
  await page.getByText(/^(Already saved|Saved) as "/).waitFor({ state: 'detached', timeout: 15_000 });
}

/** What the page holds: its workers, and its listeners and nodes after a garbage collection. */
async function held(page, cdp) {
  await cdp.send('HeapProfiler.collectGarbage');
  const { jsEventListeners, nodes } = await cdp.send('Memory.getDOMCounters');
  return { workers: page.workers().length, listeners: jsEventListeners, nodes };
}

export const tests = [
  {
    name: 'a long session: round after round of every family solved, played, hinted, edited, checked, saved and shared, the workers stay one a client and the listeners and DOM nodes do not grow',
    run: async (page, { baseURL, context }) => {
      const cdp = await context.newCDPSession(page);
      await page.goto(baseURL);
      await page.getByRole('button', { name: 'Got it' }).click();
      // (the first round loads every family's code and fills the caches that are kept)
      await round(page);
      const after = [await held(page, cdp)];
      for (let i = 0; i < 2; i++) {
        await round(page);
        after.push(await held(page, cdp));
      }
      const said = JSON.stringify(after);
      console.log(`     held after rounds 1-3: ${said}`);
      for (const a of after) assert.ok(a.workers <= CLIENTS, `${a.workers} workers: ${said}`);
      assert.ok(after.at(-1).listeners <= after[0].listeners, `listeners grew: ${said}`);
      assert.ok(after.at(-1).nodes <= after[0].nodes, `DOM nodes grew: ${said}`);
    },
  },
];
