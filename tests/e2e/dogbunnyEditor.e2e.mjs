// DogBunny's editor by finger and by mouse, in the real browser (which element a press lands on):
// with Delete, an edge between nodes a grid point apart is pressed away on the board, though its
// line between the nodes' cells is too short to press or none, and a press on a node's circle is
// still the node's.
import assert from 'node:assert/strict';

const PHONE = { viewport: { width: 390, height: 844 }, contextOptions: { hasTouch: true, isMobile: true } };

// west and east a grid point apart, east and south one down, nw and se one apart diagonally
const LEVEL = `node west 0 0
node east 1 0
node south 1 1
node nw 3 3
node se 4 4
edge west <-> east
edge east -> south
edge nw -> se
bunny west
goal bunny se
`;

// a, b and c in a row with a -> c past b; d -> e and e -> d a grid point apart
const BENT = `node a 0 0
node b 1 0
node c 2 0
node d 0 2
node e 1 2
edge a -> b
edge b -> c
edge a -> c if e
edge d -> e if a
edge e -> d
bunny a
goal bunny c
`;

/** the DogBunny editor with `text` imported, its Delete tool chosen */
async function editing(page, baseURL, text, last) {
  await page.goto(baseURL);
  await page.getByRole('tab', { name: 'DogBunny', exact: true }).click();
  await page.getByRole('button', { name: 'Edit', exact: true }).click();
  const editor = page.getByRole('region', { name: 'DogBunny editor' });
  await editor.getByRole('button', { name: 'Import text' }).click();
  await page.getByRole('textbox', { name: /^Level text/ }).fill(text);
  await page.getByRole('button', { name: 'Import', exact: true }).click();
  await editor.getByRole('gridcell', { name: new RegExp(`: node ${last}(,|$)`) }).waitFor();
  await editor.getByRole('radio', { name: /Delete/ }).click();
  return editor;
}

const bentTests = [['phone', PHONE], ['desktop', {}]].map(([where, options]) => ({
  name: `${where}: with Delete, an edge past a node, and each of a -> b and b -> a, is pressed away by its own grip, and named`,
  ...options,
  async run(page, { baseURL }) {
    const editor = await editing(page, baseURL, BENT, 'e');
    const counts = () => editor.locator('summary').textContent();
    const hint = () => editor.locator('.ed-family > .ed-hint').textContent();
    /** press an edge's grip (its last target: drawn straight, a -> c lay under b, its target wholly in b's circle, and a press there took b) */
    const pressGrip = async (edge) => {
      const box = await editor.locator(`line[data-edge="${edge}"]`).last().boundingBox();
      const [x, y] = [box.x + box.width / 2, box.y + box.height / 2];
      if (where === 'phone') await page.touchscreen.tap(x, y);
      else await page.mouse.click(x, y);
    };
    assert.match(await counts(), /\(5 nodes, 5 edges\)/);
    if (where === 'desktop') {
      // the pointer over a bent edge's grip marks all of it, the edge a press would take
      const grip = await editor.locator('line[data-edge="a-c"]').last().boundingBox();
      await page.mouse.move(grip.x + grip.width / 2, grip.y + grip.height / 2);
      const strokes = await editor.locator('line[data-edge="a-c"]').evaluateAll((lines) => lines.map((l) => getComputedStyle(l).stroke));
      assert.ok(strokes.length > 1 && strokes.every((s) => s !== 'transparent' && s !== 'rgba(0, 0, 0, 0)'), strokes.join(', '));
    }
    await pressGrip('a-c');
    await editor.locator('line[data-edge="a-c"]').first().waitFor({ state: 'detached', timeout: 5_000 });
    assert.match(await counts(), /\(5 nodes, 4 edges\)/);
    assert.equal(await hint(), 'Deleted edge from a to c if e.');
    // d -> e and e -> d: one press takes the one pressed, and the other stays, drawn apart (they lay on each other)
    await pressGrip('e-d');
    await editor.locator('line[data-edge="e-d"]').first().waitFor({ state: 'detached', timeout: 5_000 });
    assert.match(await counts(), /\(5 nodes, 3 edges\)/);
    assert.equal(await hint(), 'Deleted edge from e to d.');
    await pressGrip('d-e');
    await editor.locator('line[data-edge="d-e"]').first().waitFor({ state: 'detached', timeout: 5_000 });
    assert.match(await counts(), /\(5 nodes, 2 edges\)/);
    assert.equal(await hint(), 'Deleted edge from d to e if a.');
  },
}));

export const tests = [...bentTests, ...[['phone', PHONE], ['desktop', {}]].map(([where, options]) => ({
  name: `${where}: with Delete, an edge between nodes a grid point apart is pressed away on the board; a press on a node's circle by it is the node's`,
  ...options,
  async run(page, { baseURL }) {
    const editor = await editing(page, baseURL, LEVEL, 'se');
    const cell = (name) => editor.getByRole('gridcell', { name: new RegExp(`: node ${name}(,|$)`) });
    const counts = () => editor.locator('summary').textContent();
    assert.match(await counts(), /\(5 nodes, 3 edges\)/);
    /** the centre of a node's cell (its circle's), px */
    const centre = async (name) => {
      const box = await cell(name).boundingBox();
      return { x: box.x + box.width / 2, y: box.y + box.height / 2, unit: box.width };
    };
    const press = async ({ x, y }) => {
      if (where === 'phone') await page.touchscreen.tap(x, y);
      else await page.mouse.click(x, y);
    };
    /** the point a share `t` of the way from one node's centre to another's */
    const between = async (from, to, t) => {
      const [a, b] = [await centre(from), await centre(to)];
      return { x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t };
    };
    // the middle of west <-> east: the edge goes, both nodes stay (before, the press fell on a node's cell and deleted it)
    await press(await between('west', 'east', 0.5));
    await editor.locator('line[data-edge="west-east"]').waitFor({ state: 'detached', timeout: 5_000 });
    assert.match(await counts(), /\(5 nodes, 2 edges\)/);
    // the middle of nw -> se, a grid point apart on both axes
    await press(await between('nw', 'se', 0.5));
    await editor.locator('line[data-edge="nw-se"]').waitFor({ state: 'detached', timeout: 5_000 });
    assert.match(await counts(), /\(5 nodes, 1 edge\)/);
    // inside east's circle (a third of a grid point from its centre, its radius 22 of 60), where east -> south's grip reaches: the node goes, with its edge
    await press(await between('east', 'south', 1 / 3));
    await cell('east').waitFor({ state: 'detached', timeout: 5_000 });
    assert.match(await counts(), /\(4 nodes, 0 edges\)/);
    assert.match(await editor.locator('.ed-family > .ed-hint').textContent(), /^Deleted node east with edge from east to south/);
  },
}))];
