// A Snakebird search's early line, told to the page, and its proven answer held until the test
// lets it go: for the tests of what the answer does to a person watching the early line. Real
// searches find their early line only on large levels, and whether it comes before the answer
// depends on the machine (early.e2e.mjs); here the line is told as the search tells it (a
// progress report's bestFound): a winning line of 18 moves on Classic 1 (over a floor), whose
// shortest (16) starts with another move (found by breadth-first search over the rules).
import { levelHash } from './steps.mjs';

/** a winning line of TALL (and of Classic 1), two moves past its optimum of 16, whose first move no shortest line makes */
export const EARLY = ['AR', 'AU', 'AL', 'AL', 'AU', 'AL', 'AL', 'AU', 'AR', 'AR', 'AR', 'AR', 'AU', 'AU', 'AU', 'AL', 'AU', 'AU'];
export const OPTIMUM = 16;

/** In the page: every worker's results wait until window.e2eAnswer(); its other messages come as they come. */
function holdResults() {
  const held = [];
  window.e2eHeldResults = held;
  window.e2eAnswer = () => {
    for (const r of held.splice(0)) r.deliver();
  };
  window.Worker = class extends window.Worker {
    ended = false;
    set onmessage(hear) {
      super.onmessage =
        hear &&
        ((e) => {
          if (e.data?.type !== 'result') return hear.call(this, e);
          // (`tell`: a message of the same solve, as if the worker had sent it before its result)
          held.push({ id: e.data.id, deliver: () => !this.ended && hear.call(this, e), tell: (data) => !this.ended && hear.call(this, new MessageEvent('message', { data })) });
        });
    }
    get onmessage() {
      return super.onmessage;
    }
    terminate() {
      this.ended = true;
      super.terminate();
    }
  };
}

/** a button pressed with the mouse */
export const click = (button) => button.click();
/** a button pressed from the keyboard: focused (no pointer moves), then Enter */
export async function enter(button) {
  await button.focus();
  await button.press('Enter');
}

/**
 * A Snakebird level opened from its link, its solver's answers held, Solve pressed, the early line
 * told and its "Watch" button pressed, each button by `press`.
 */
export async function openWatchingEarly(page, baseURL, text, name, press = click) {
  await page.addInitScript(holdResults);
  await page.goto(`${baseURL}${levelHash('snakebird', text, name)}`);
  await page.locator('svg.board.snakebird').waitFor();
  await press(page.getByRole('button', { name: 'Solve', exact: true }));
  await page.waitForFunction(() => window.e2eHeldResults.length > 0, null, { timeout: 60_000 });
  await page.evaluate((solution) => {
    const { id, tell } = window.e2eHeldResults[0];
    tell({ type: 'progress', id, progress: { depth: 12, lowerBound: 12, stored: 5000, frontier: 800, statesPerSecond: 50_000, bytes: 1 << 20, elapsedMs: 900, bestFound: { moves: solution.length, solution } } });
  }, EARLY);
  await page.getByTestId('status').getByText(/^Searching… best found 18 moves, optimal is at least 12 · /).waitFor();
  await press(page.getByRole('button', { name: 'Watch the line found so far (18 moves)' }));
  await page.getByTestId('position').getByText('Move 0 of 18', { exact: true }).waitFor();
}

/** the held answer let go, and the status saying it */
export async function answerComes(page) {
  await page.evaluate(() => window.e2eAnswer());
  await page.getByTestId('status').getByText(`Solved in ${OPTIMUM} moves (optimal)`).waitFor({ timeout: 10_000 });
  await page.waitForTimeout(300);
}
