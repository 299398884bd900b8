// DogBunny in play on a phone: an edge is a finger's target (24 px across at least, WCAG 2.5.8),
// as its nodes are. Its hit line was 18 board units wide whatever the board's size: on a 390 px
// phone DogBunny's own level is drawn 0.98 px a unit, its edges 17.6 px wide to a finger. (23.9: the
// board's scale as measured and as drawn differ in their last digits.)
import assert from 'node:assert/strict';

export const tests = [
  {
    name: 'a phone (390x844): every gallery level in play has edges and nodes a finger wide',
    viewport: { width: 390, height: 844 },
    contextOptions: { hasTouch: true, isMobile: true },
    async run(page, { baseURL }) {
      await page.goto(baseURL);
      await page.getByRole('tab', { name: 'DogBunny', exact: true }).click();
      for (const level of ['DogBunny', 'Bridge', 'Two bunnies', 'Night watch']) {
        await page.getByRole('button', { name: level, exact: true }).first().click();
        const play = page.getByRole('button', { name: 'Play it yourself', exact: true });
        if (await play.count()) await play.click();
        await page.locator('svg.board .edge-hit').first().waitFor({ state: 'attached' });
        const narrow = await page.evaluate(() =>
          [...document.querySelectorAll('svg.board .edge-hit')].flatMap((l) => {
            const px = parseFloat(getComputedStyle(l).strokeWidth) * l.getScreenCTM().a;
            return px < 23.9 ? [`${l.closest('g.edge').dataset.testid}: ${px.toFixed(1)} px`] : [];
          }),
        );
        assert.deepEqual(narrow, [], level);
        const small = await page.evaluate(() => [...document.querySelectorAll('svg.board g.node circle:not(.db-destination)')].filter((c) => c.getBoundingClientRect().width < 24).length);
        assert.equal(small, 0, `${level}: nodes under 24 px`);
      }
    },
  },
];
