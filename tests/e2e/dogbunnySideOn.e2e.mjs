// DogBunny's editor in the side-on layout (a phone on its side, a desktop's window under 500 px
// high: the board at the left, as high as the screen, the rest in a column at its right): the map
// fills the room it is given, as the grid editors' boards do, with more grid points across or down
// where the room has another shape than the level. It showed the level's points and two more: a
// wide level's map was 353 × 177 px in a room 353 px high at 844x390, a tall one's 241 px wide in
// a room 775 px wide at 1280x450.
import assert from 'node:assert/strict';

const WIDE = 'node a 0 0\nnode b 9 0\nnode c 9 2\nedge a -> b\nedge b -> c if a\nbunny a\ngoal bunny c\n';
const TALL = 'node a 0 0\nnode b 0 9\nnode c 2 9\nedge a -> b\nedge b -> c if a\nbunny a\ngoal bunny c\n';

const SIZES = [
  ['a phone on its side, 844x390', { viewport: { width: 844, height: 390 }, contextOptions: { hasTouch: true, isMobile: true } }],
  ['a short desktop window, 1280x450', { viewport: { width: 1280, height: 450 } }],
];

export const tests = SIZES.map(([where, options]) => ({
  name: `${where}: a wide level's map and a tall one's fill the editor's room, the points added empty`,
  ...options,
  async run(page, { baseURL }) {
    await page.goto(baseURL);
    await page.getByRole('tab', { name: 'DogBunny', exact: true }).click();
    await page.getByRole('button', { name: 'Edit', exact: true }).click();
    const editor = page.getByRole('region', { name: 'DogBunny editor' });
    for (const [name, text] of [['wide', WIDE], ['tall', TALL]]) {
      await editor.getByRole('button', { name: 'Import text' }).click();
      await page.getByRole('textbox', { name: /^Level text/ }).fill(text);
      await page.getByRole('button', { name: 'Import', exact: true }).click();
      await editor.getByRole('gridcell', { name: /: node c(,|$)/ }).waitFor();
      // (the room: the zoom's width less its buttons' column, and the screen's height less the page's paddings, as app.css gives the board)
      const seen = await page.waitForFunction(() => {
        const zoom = document.querySelector('.ed-fit .zoom');
        const board = zoom?.querySelector('svg.board')?.getBoundingClientRect();
        const bar = zoom?.querySelector('.zoom-bar')?.getBoundingClientRect();
        if (!zoom || !board) return null;
        const rem = parseFloat(getComputedStyle(document.documentElement).fontSize);
        const room = { w: zoom.clientWidth - (bar ? bar.width + 0.2 * rem : 0), h: innerHeight - 2.2 * rem - 2 };
        // (as wide as the room and as high, each to within a tenth: the level's shape filled out with points)
        const fills = board.width >= room.w * 0.9 && board.height >= room.h * 0.9;
        return fills ? { onScreen: board.bottom <= innerHeight && board.right <= innerWidth } : null;
      }, null, { timeout: 5_000 }).catch(async () => {
        const got = await page.evaluate(() => {
          const zoom = document.querySelector('.ed-fit .zoom');
          const b = zoom?.querySelector('svg.board')?.getBoundingClientRect();
          return { board: b && [Math.round(b.width), Math.round(b.height)], zoom: zoom?.clientWidth, height: innerHeight };
        });
        assert.fail(`${name}: the map does not fill its room: ${JSON.stringify(got)}`);
      });
      const { onScreen } = await seen.jsonValue();
      assert.ok(onScreen, `${name}: the map runs past the screen`);
      // the level's nodes are where they were: the points added are empty
      assert.match(await editor.locator('summary').first().textContent(), /\(3 nodes, 2 edges\)/);
    }
  },
}));
