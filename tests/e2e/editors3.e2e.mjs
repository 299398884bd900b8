// The Move, Bars, Anemones and DogBunny editors as a designer uses them, in the real browser
// (what needs hit-testing and layout: which element a tap lands on).
import assert from 'node:assert/strict';

const PHONE = { viewport: { width: 390, height: 844 }, contextOptions: { hasTouch: true, isMobile: true } };

async function openEditor(page, baseURL, family) {
  await page.goto(baseURL);
  await page.getByRole('tab', { name: family, exact: true }).click();
  await page.getByRole('button', { name: 'Edit', exact: true }).click();
  const editor = page.getByRole('region', { name: `${family} editor` });
  await editor.getByRole('button', { name: 'Import text' }).waitFor();
  return editor;
}

export const tests = [
  ...[['phone', PHONE], ['desktop', {}]].map(([where, options]) => ({
    name: `${where}: with Delete, a tap on a DogBunny node with edges deletes the node, a tap on an edge's line the edge`,
    ...options,
    async run(page, { baseURL }) {
      const editor = await openEditor(page, baseURL, 'DogBunny');
      await editor.getByRole('radio', { name: /Delete/ }).click();
      const press = (target) => (where === 'phone' ? target.tap() : target.click());
      // house has four edges, whose lines were drawn from its centre over it
      await press(editor.getByRole('gridcell', { name: /: node house/ }));
      await editor.getByRole('gridcell', { name: /: node house/ }).waitFor({ state: 'detached', timeout: 5_000 });
      assert.match(await editor.locator('.ed-family > .ed-hint').textContent(), /^Deleted node house with edge blank-1 <-> house, edge blank-2 <-> house, edge bone -> house, 1 bunny/);
      const edges = () => editor.locator('summary').textContent();
      assert.match(await edges(), /\(6 nodes, 6 edges\)/);
      // the middle of an edge's line, two grid points long: the edge goes, its nodes stay
      const line = editor.locator('line[data-edge="well-tree"]');
      const box = await line.boundingBox();
      const at = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
      if (where === 'phone') await page.touchscreen.tap(at.x, at.y);
      else await page.mouse.click(at.x, at.y);
      await editor.locator('line[data-edge="well-tree"]').waitFor({ state: 'detached', timeout: 5_000 });
      assert.match(await edges(), /\(6 nodes, 5 edges\)/);
    },
  })),
];
