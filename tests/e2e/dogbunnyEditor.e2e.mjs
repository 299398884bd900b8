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

export const tests = [['phone', PHONE], ['desktop', {}]].map(([where, options]) => ({
  name: `${where}: with Delete, an edge between nodes a grid point apart is pressed away on the board; a press on a node's circle by it is the node's`,
  ...options,
  async run(page, { baseURL }) {
    await page.goto(baseURL);
    await page.getByRole('tab', { name: 'DogBunny', exact: true }).click();
    await page.getByRole('button', { name: 'Edit', exact: true }).click();
    const editor = page.getByRole('region', { name: 'DogBunny editor' });
    await editor.getByRole('button', { name: 'Import text' }).click();
    await page.getByRole('textbox', { name: /^Level text/ }).fill(LEVEL);
    await page.getByRole('button', { name: 'Import', exact: true }).click();
    const cell = (name) => editor.getByRole('gridcell', { name: new RegExp(`: node ${name}(,|$)`) });
    await cell('se').waitFor();
    await editor.getByRole('radio', { name: /Delete/ }).click();
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
    assert.match(await editor.locator('.ed-family > .ed-hint').textContent(), /^Deleted node east with edge east -> south/);
  },
}));
