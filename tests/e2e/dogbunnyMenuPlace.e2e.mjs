// DogBunny's "Which move?" menu on a 390x844 phone: a tap on the yard–gate edge of Night watch,
// where the dog and the bunny both stand on the yard, offers both. The menu went 16 px under the
// tap, over the edge tapped and its ends (the board is hardly taller than the menu), and after the
// phone turned it stayed at its old place, over the edge again. It now leaves the edge in sight,
// and is placed again when the board is drawn at another size.
import assert from 'node:assert/strict';

const overlap = (a, b) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** the menu has its place (drawn, not hidden to be measured) clear of the edge tapped, and on the screen */
async function menuClearOfEdge(page, edge, menu) {
  await page.waitForFunction(
    () => {
      const m = document.querySelector('.db-offer');
      const e = document.querySelector('[data-testid="edge-yard-gate"] line.db-offered');
      if (!m || !e || getComputedStyle(m).visibility === 'hidden') return false;
      const [a, b] = [m.getBoundingClientRect(), e.getBoundingClientRect()];
      const apart = a.right <= b.left || b.right <= a.left || a.bottom <= b.top || b.bottom <= a.top;
      return apart && a.top >= 0 && a.left >= 0 && a.bottom <= innerHeight && a.right <= innerWidth;
    },
    null,
    { timeout: 5_000 },
  );
  // (the thin line's box given some room: its arrowheads and the tap's spot)
  const [m, e] = [await menu.boundingBox(), await edge.boundingBox()];
  assert.ok(!overlap(m, { x: e.x - 4, y: e.y - 4, width: e.width + 8, height: e.height + 8 }), `the menu ${JSON.stringify(m)} hides the edge tapped ${JSON.stringify(e)}`);
}

export const tests = [
  {
    name: 'on a phone, the menu of moves leaves the edge tapped in sight, and after the phone turns it is placed again, clear of it',
    viewport: { width: 390, height: 844 },
    contextOptions: { hasTouch: true, isMobile: true },
    run: async (page, { baseURL }) => {
      await page.goto(baseURL);
      await page.getByRole('tab', { name: 'DogBunny', exact: true }).click();
      await page.getByRole('button', { name: /^Night watch/ }).click();
      await page.getByRole('button', { name: 'Play it yourself', exact: true }).click();
      await page.getByRole('group', { name: 'Legal moves' }).waitFor();
      const hit = page.getByTestId('edge-yard-gate').locator('line').last();
      await hit.scrollIntoViewIfNeeded();
      const at = await hit.boundingBox();
      await page.touchscreen.tap(at.x + at.width / 2, at.y + at.height / 2);
      const menu = page.getByRole('dialog', { name: 'Which move?' });
      await menu.waitFor();
      const edge = page.getByTestId('edge-yard-gate').locator('line.db-offered');
      await menuClearOfEdge(page, edge, menu);
      // turned: the board is drawn at another size and place
      await page.setViewportSize({ width: 844, height: 390 });
      await menuClearOfEdge(page, edge, menu);
      await menu.getByRole('button', { name: 'Bunny: yard → gate' }).click();
      await page.getByTestId('move-count').getByText(/^Moves: 1\b/).waitFor({ timeout: 5_000 });
    },
  },
];
