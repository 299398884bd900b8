// A solve's answer does not move the page under a person who may be reaching for something: its
// playback controls, under a tall board, were scrolled into view as the answer came (at 1280×800
// the page moved 224 px, and the Edit button with it). Where the pointer moved, or a finger
// touched the page, after Solve, the page stays; a small button at the screen's foot says where
// the answer is and takes the page and the focus there. (Left alone, the page still scrolls to
// them: phone3's test.) The solver's answers are held until the test lets them go.
import assert from 'node:assert/strict';
import { holdingAnswers, letAnswersGo } from './holdWorkers.mjs';
import { levelHash } from './steps.mjs';
import { TALL, where } from './tallBoard.mjs';

/** the answer comes (let go), its controls drawn */
async function answerComes(page) {
  await letAnswersGo(page);
  await page.getByRole('button', { name: 'Play', exact: true }).waitFor({ timeout: 60_000 });
}

/** the pointer to the answer, pressed: the controls are in view, the focus on Play, the pointer gone */
async function pointerTakesThere(page, press) {
  const pointer = page.getByRole('button', { name: 'Answer ready', exact: true });
  assert.equal(await pointer.textContent(), 'Answer ready ↓');
  await press(pointer);
  await pointer.waitFor({ state: 'detached' });
  const w = await where(page);
  assert.ok(w.buttons[0] >= 0 && w.buttons[1] <= w.height, `the controls are in view: ${JSON.stringify(w)}`);
  assert.equal(await page.evaluate(() => document.activeElement?.getAttribute('aria-label')), 'Play');
}

export const tests = [
  {
    name: 'desk: the pointer moved after Solve: the answer leaves the page where it is (Edit under the pointer); "Answer ready ↓" takes the page and the focus to its controls',
    // (a laptop's short window: the board keeps its room, its controls go under the fold)
    viewport: { width: 1280, height: 500 },
    async run(page, { baseURL }) {
      await holdingAnswers(page);
      await page.goto(`${baseURL}${levelHash('snakebird', TALL, 'Tall')}`);
      await page.locator('svg.board.snakebird').waitFor();
      await page.getByRole('button', { name: 'Solve', exact: true }).click();
      // the person goes for Edit while the search runs
      const edit = page.getByRole('button', { name: 'Edit', exact: true });
      const aimed = await edit.boundingBox();
      await page.mouse.move(aimed.x + aimed.width / 2, aimed.y + aimed.height / 2, { steps: 4 });
      await answerComes(page);
      const w = await where(page);
      assert.equal(w.scrollY, 0, 'the page did not move');
      assert.ok(w.buttons[0] >= w.height, `the controls are under the fold (else this test shows nothing): ${JSON.stringify(w)}`);
      assert.deepEqual(await edit.boundingBox(), aimed, 'Edit is where the pointer went');
      await pointerTakesThere(page, (p) => p.click());
      // once in view, it does not come back as the page is scrolled away
      await page.mouse.wheel(0, -2000);
      await page.waitForTimeout(300);
      assert.equal(await page.getByRole('button', { name: /^Answer ready/ }).count(), 0);
    },
  },
  {
    name: 'phone, touch: a finger on the page after Solve: the answer leaves the page where it is; a tap on "Answer ready ↓" goes to its controls',
    viewport: { width: 390, height: 844 },
    contextOptions: { hasTouch: true, isMobile: true },
    async run(page, { baseURL }) {
      await holdingAnswers(page);
      await page.goto(baseURL);
      await page.getByRole('tab', { name: 'Snakebird', exact: true }).tap();
      // a board taller than wide: its controls come under the screen's foot
      await page.getByRole('button', { name: /^Classic 1( ?\d+ moves)?$/ }).tap();
      await page.getByRole('button', { name: 'Solve', exact: true }).tap();
      await page.getByRole('heading', { name: 'Unstuck' }).tap();
      const before = await where(page);
      await answerComes(page);
      const w = await where(page);
      assert.equal(w.scrollY, before.scrollY, 'the page did not move');
      assert.ok(w.buttons[0] >= w.height, `the controls are under the foot (else this test shows nothing): ${JSON.stringify(w)}`);
      await pointerTakesThere(page, (p) => p.tap());
    },
  },
  {
    name: 'keyboard: a key pressed after Solve: the page stays and the focus with it; the pointer, focused, gives the focus to Play as the page is scrolled to the controls',
    viewport: { width: 1280, height: 500 },
    async run(page, { baseURL }) {
      await holdingAnswers(page);
      await page.goto(`${baseURL}${levelHash('snakebird', TALL, 'Tall')}`);
      await page.locator('svg.board.snakebird').waitFor();
      await page.getByRole('button', { name: 'Solve', exact: true }).focus();
      await page.keyboard.press('Enter');
      // (a key that moves nothing: where the focus was is where it stays)
      await page.keyboard.press('Shift');
      const focused = await page.evaluate(() => document.activeElement?.textContent);
      await answerComes(page);
      assert.equal((await where(page)).scrollY, 0, 'the page did not move');
      assert.equal(await page.evaluate(() => document.activeElement?.textContent), focused, `the focus stayed: ${focused}`);
      const pointer = page.getByRole('button', { name: 'Answer ready', exact: true });
      await pointer.focus();
      await page.keyboard.press('PageDown');
      await pointer.waitFor({ state: 'detached' });
      assert.equal(await page.evaluate(() => document.activeElement?.getAttribute('aria-label')), 'Play', 'the focus went on to the controls, not to the page');
    },
  },
];
