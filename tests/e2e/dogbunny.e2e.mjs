// DogBunny played on its board by taps (a phone, touch) and clicks (a desktop, mouse): an edge
// nobody can walk says why, a two-way edge with a bunny at each end asks which move, an animal
// chosen walks to the node tapped; an edge past a node, and its way back, are each drawn and tapped apart.
import assert from 'node:assert/strict';

const setups = [
  { label: 'a phone, by touch', viewport: { width: 390, height: 844 }, contextOptions: { hasTouch: true, isMobile: true, colorScheme: 'dark' } },
  { label: 'a desktop, by mouse', viewport: { width: 1280, height: 800 }, contextOptions: { colorScheme: 'light' } },
];

export const tests = setups.map(({ label, viewport, contextOptions }) => ({
  name: `DogBunny on ${label}: an edge nobody can walk says why, on no node; a two-way edge with a bunny at each end offers both moves; a chosen dog walks to the node tapped`,
  viewport,
  contextOptions,
  async run(page, { baseURL }) {
    const touch = contextOptions.hasTouch === true;
    /** a tap (or click) at the middle of what the locator finds */
    const tap = async (locator) => {
      await locator.scrollIntoViewIfNeeded();
      const box = await locator.boundingBox();
      const [x, y] = [box.x + box.width / 2, box.y + box.height / 2];
      if (touch) await page.touchscreen.tap(x, y);
      else await page.mouse.click(x, y);
    };
    await page.goto(baseURL);
    await page.getByRole('tab', { name: 'DogBunny', exact: true }).click();
    await page.getByRole('button', { name: /^DogBunny/ }).first().click();
    await page.getByRole('button', { name: 'Play it yourself' }).click();
    const board = page.getByRole('img', { name: /^DogBunny board/ });
    await board.waitFor();
    const count = page.getByTestId('move-count');
    // tree <-> blank-2 if bone, with the bone empty: no move, and the board says why, on the screen
    await tap(page.getByTestId('edge-tree-blank-2').locator('line').last());
    const said = page.locator('.db-play').getByRole('status');
    await said.getByText('No animal can walk between tree and blank 2 now: it needs bone occupied.').waitFor({ timeout: 5_000 });
    const box = await said.boundingBox();
    assert.ok(box.y >= 0 && box.y + box.height <= viewport.height && box.x >= 0 && box.x + box.width <= viewport.width, `the note is on the screen: ${JSON.stringify(box)}`);
    // it hides no node and no animal for its 5 s (it lay on blank-2 and its bunny, on both screens)
    const hidden = await page.locator('.db-play').evaluate((play) => {
      const note = play.querySelector('.db-said').getBoundingClientRect();
      const meets = (r) => r.left < note.right && note.left < r.right && r.top < note.bottom && note.top < r.bottom;
      return [...play.querySelectorAll('.node'), ...play.querySelectorAll('.animal')]
        .filter((g) => meets(g.querySelector('circle').getBoundingClientRect()))
        .map((g) => g.dataset.testid);
    });
    assert.deepEqual(hidden, [], `the note ${JSON.stringify(box)} lies on nodes or animals`);
    assert.match(await count.textContent(), /^Moves: 0/);
    // blank-2 <-> house, a bunny on each: no guess, a menu
    await tap(page.getByTestId('edge-blank-2-house').locator('line').last());
    const menu = page.getByRole('dialog', { name: 'Which move?' });
    await menu.waitFor({ timeout: 5_000 });
    // the note let the tap through, and went
    assert.equal(await said.textContent(), '');
    assert.deepEqual(await menu.getByRole('button').allTextContents(), ['Bunny: blank 2 → house', 'Bunny: house → blank 2', 'Cancel']);
    assert.match(await count.textContent(), /^Moves: 0/);
    await tap(menu.getByRole('button', { name: 'Bunny: house → blank 2' }));
    await menu.waitFor({ state: 'detached', timeout: 5_000 });
    assert.match(await count.textContent(), /^Moves: 1/);
    assert.match(await board.getAttribute('aria-label'), /Bunny at blank 2, Bunny at blank 2, Dog at tree$/);
    // the dog chosen, then the well: it walks there
    await tap(page.locator('[data-testid^="animal-"]').filter({ hasText: 'D' }));
    assert.match(await board.getAttribute('aria-label'), /; chosen: the dog at tree$/);
    await tap(page.getByTestId('node-well').locator('circle').first());
    await page.getByTestId('move-count').getByText(/^Moves: 2/).waitFor({ timeout: 5_000 });
    assert.match(await board.getAttribute('aria-label'), /Dog at well; chosen: the dog at well$/);
    // the list of legal moves under the board still plays, for the keyboard
    await page.getByRole('group', { name: 'Legal moves' }).getByRole('button', { name: 'Dog: well → tree' }).click();
    await page.getByTestId('move-count').getByText(/^Moves: 3/).waitFor({ timeout: 5_000 });
  },
}));

// a, b and c in a row: a -> c runs past b and c -> a back; drawn straight, both lay under b and on
// a -> b and b -> c, and a tap on them was a tap on b or on a -> b or b -> c
const ROW = `node a 0 0
node b 1 0
node c 2 0
edge a -> b
edge b -> c
edge a -> c
edge c -> a if b
bunny a
goal bunny c
`;

tests.push(...setups.map(({ label, viewport, contextOptions }) => ({
  name: `DogBunny on ${label}: an edge past a node and its way back are drawn apart, and a tap on the line of each is a tap on it`,
  viewport,
  contextOptions,
  async run(page, { baseURL }) {
    const touch = contextOptions.hasTouch === true;
    await page.goto(baseURL);
    await page.getByRole('tab', { name: 'DogBunny', exact: true }).click();
    await page.getByRole('button', { name: 'Edit', exact: true }).click();
    await page.getByRole('region', { name: 'DogBunny editor' }).getByRole('button', { name: 'Import text' }).click();
    await page.getByRole('textbox', { name: /^Level text/ }).fill(ROW);
    await page.getByRole('button', { name: 'Import', exact: true }).click();
    await page.getByRole('button', { name: 'Play it yourself' }).click();
    const board = page.getByRole('img', { name: /^DogBunny board/ });
    await board.waitFor();
    await board.scrollIntoViewIfNeeded();
    /** the point a third of the way along an edge as drawn (by length), px on the screen (its middle is under b's name, which is b's to tap) */
    const third = (edge) =>
      page.getByTestId(`edge-${edge}`).evaluate((g) => {
        const pieces = [...g.querySelectorAll('line:not(.edge-hit):not(.move-mark):not(.db-offered)')].map((l) => [l.x1, l.y1, l.x2, l.y2].map((v) => v.baseVal.value));
        const lengths = pieces.map(([x1, y1, x2, y2]) => Math.hypot(x2 - x1, y2 - y1));
        let left = lengths.reduce((a, b) => a + b, 0) / 3;
        let k = 0;
        while (left > lengths[k]) left -= lengths[k++];
        const [x1, y1, x2, y2] = pieces[k];
        const svg = g.ownerSVGElement;
        const p = svg.createSVGPoint();
        [p.x, p.y] = [x1 + ((x2 - x1) * left) / lengths[k], y1 + ((y2 - y1) * left) / lengths[k]];
        const q = p.matrixTransform(svg.getScreenCTM());
        return { x: q.x, y: q.y };
      });
    const tap = async ({ x, y }) => (touch ? page.touchscreen.tap(x, y) : page.mouse.click(x, y));
    const [there, back] = [await third('a-c'), await third('c-a')];
    assert.ok(Math.hypot(there.x - back.x, there.y - back.y) > 20, `a -> c and c -> a drawn apart: ${JSON.stringify([there, back])}`);
    // c -> a needs b occupied: the tap on it says so (on b it said no animal can walk to b)
    await tap(back);
    await page.locator('.db-play').getByRole('status').getByText('No animal can walk from c to a now: none stands at c, and it needs b occupied.').waitFor({ timeout: 5_000 });
    // a -> c: the bunny walks it, and the level is won
    await tap(there);
    await page.getByTestId('move-count').getByText(/^Moves: 1/).waitFor({ timeout: 5_000 });
    assert.match(await board.getAttribute('aria-label'), /Bunny at c/);
  },
})));
