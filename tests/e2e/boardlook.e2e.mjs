// How the boards look, measured in the real browser: what a board draws is readable (contrast
// against what it is drawn on) and its marks and labels do not lie on each other.
import assert from 'node:assert/strict';
import { contrast } from './contrast.mjs';
import { levelHash } from './steps.mjs';

/** a page's CSS custom property, resolved */
const cssVar = (page, name) => page.evaluate((n) => getComputedStyle(document.documentElement).getPropertyValue(n).trim(), name);

/** the fill and stroke (with its width) of the first element matching `sel` */
const paint = (page, sel) =>
  page.locator(sel).first().evaluate((e) => {
    const s = getComputedStyle(e);
    return { fill: s.fill, stroke: s.stroke, strokeWidth: parseFloat(s.strokeWidth) || 0 };
  });

/** the better of a shape's fill and (a rim at least 2 units wide) stroke against `ground` */
const shapeContrast = (p, ground) => Math.max(contrast(p.fill, ground), p.stroke !== 'none' && p.strokeWidth >= 2 ? contrast(p.stroke, ground) : 0);

const LIGHTS_OUT = 'pattern plus\ngoal 0\n10\n01\n';

export const tests = [
  ...['light', 'dark'].map((scheme) => ({
    name: `${scheme}: an off light and a lowered anemone stand out at 3:1 from what they are drawn on`,
    contextOptions: { colorScheme: scheme },
    async run(page, { baseURL }) {
      await page.goto(`${baseURL}${levelHash('bars', LIGHTS_OUT)}`);
      await page.locator('.board .light.off').first().waitFor();
      const cell = await cssVar(page, '--cell');
      const off = shapeContrast(await paint(page, '.board .light.off'), cell);
      assert.ok(off >= 3, `an off light on its cell: ${off.toFixed(2)}:1`);

      await page.getByRole('tab', { name: 'Anemones', exact: true }).click();
      await page.locator('.board .anemone.down .bloom').first().waitFor();
      const panel = await cssVar(page, '--panel');
      const down = shapeContrast(await paint(page, '.board .anemone.down .bloom'), panel);
      assert.ok(down >= 3, `a lowered anemone on the panel: ${down.toFixed(2)}:1`);
    },
  })),
];

const overlap = (a, b) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
/** does a box meet a circle (given by its bounding box)? */
function meetsCircle(box, circle) {
  const [cx, cy, r] = [circle.x + circle.width / 2, circle.y + circle.height / 2, circle.width / 2];
  const nx = Math.max(box.x, Math.min(cx, box.x + box.width));
  const ny = Math.max(box.y, Math.min(cy, box.y + box.height));
  return Math.hypot(nx - cx, ny - cy) < r;
}


// Move: a dot on its target; the target's letter stays whole beside it, and the swipe's mark sits on the dots, under none of them
const MOVE_ON_TARGET = '...B\n...A\n....\n--\n..b.\n..a.\n....\n';
export const moveTests = ['light', 'dark'].map((scheme) => ({
  name: `${scheme}: Move marks the last swipe on each dot, clear of the dots and the targets' letters, which are readable and clear of the dots`,
  contextOptions: { colorScheme: scheme },
  async run(page, { baseURL }) {
    await page.goto(`${baseURL}${levelHash('move', MOVE_ON_TARGET)}`);
    await page.getByRole('button', { name: 'Solve', exact: true }).click();
    await page.locator('[data-testid="status"][data-state="done"]').waitFor({ timeout: 30_000 });
    await page.getByRole('button', { name: 'Next move' }).click();
    await page.getByTestId('position').getByText(/^Move 1 of/).waitFor();
    await page.evaluate(() => Promise.all(document.getAnimations().map((a) => a.finished.catch(() => {}))));
    const board = page.getByTestId('board');
    const dots = await board.locator('[data-testid^="dot-"] circle').evaluateAll((cs) => cs.map((c) => c.getBoundingClientRect().toJSON()));
    const letters = await board.locator('.target-letter').evaluateAll((ts) => ts.map((t) => t.getBoundingClientRect().toJSON()));
    const marks = await board.locator('.move-mark.last').evaluateAll((ms) => ms.map((m) => m.getBoundingClientRect().toJSON()));
    assert.equal(letters.length, 2);
    assert.equal(marks.length, dots.length, 'a mark on every dot');
    for (const l of letters) for (const d of dots) assert.ok(!meetsCircle(l, d), `a target's letter ${JSON.stringify(l)} lies on a dot ${JSON.stringify(d)}`);
    for (const m of marks) {
      for (const d of dots) assert.ok(!meetsCircle(m, d), `the swipe's mark ${JSON.stringify(m)} lies under a dot ${JSON.stringify(d)}`);
      for (const l of letters) assert.ok(!overlap(m, l), `the swipe's mark ${JSON.stringify(m)} lies on a target's letter ${JSON.stringify(l)}`);
    }
    // the letter against the cell it is drawn on
    const cell = await cssVar(page, '--cell');
    const ink = await paint(page, '.board .target-letter');
    const c = contrast(ink.fill, cell);
    assert.ok(c >= 4.5, `a target's letter on its cell: ${c.toFixed(2)}:1`);
    const size = await board.locator('.target-letter').first().evaluate((t) => parseFloat(getComputedStyle(t).fontSize) * t.getScreenCTM().a);
    assert.ok(size >= 11, `a target's letter is ${size.toFixed(1)} px`);
  },
}));
tests.push(...moveTests);

// DogBunny: on every gallery level, on a desk and on a phone, no edge, arrowhead or node lies on
// a name or condition, no two of them on each other, and each is 10 px at least, or, where the
// board has no room for them that large, it offers the zoom and one step of it makes them so
const PHONE = { viewport: { width: 390, height: 844 }, contextOptions: { isMobile: true, hasTouch: true, deviceScaleFactor: 2 } };
/** open each of a family's gallery levels in turn, `drawn` on its board, and call `visit` with its name */
async function eachGalleryLevel(page, baseURL, family, drawn, visit) {
  await page.goto(baseURL);
  await page.getByRole('tab', { name: family, exact: true }).click();
  const items = page.getByRole('complementary', { name: 'Gallery' }).getByRole('button');
  // (the family's gallery is listed once its rules have loaded: counted before, it held no level and nothing was visited)
  await items.first().waitFor();
  for (let i = 0; i < (await items.count()); i++) {
    await items.nth(i).click();
    await page.getByTestId('board').locator(`svg.board ${drawn}`).first().waitFor();
    await visit((await items.nth(i).textContent()).trim());
  }
}
export const dogbunnyTests = [['desk', {}], ['phone', PHONE]].map(([where, options]) => ({
  name: `${where}: DogBunny's names and conditions lie on no edge, arrowhead, node or each other, and are 10 px at least`,
  ...options,
  async run(page, { baseURL }) {
    const problems = [];
    await eachGalleryLevel(page, baseURL, 'DogBunny', '.node-name', async (level) => {
      // (a resize draws the words again at their size: let it settle)
      await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
      const found = await page.getByTestId('board').locator('svg.board').evaluate((svg) => {
        const out = [];
        const m = svg.getScreenCTM();
        const at = (x, y) => ({ x: m.a * x + m.c * y + m.e, y: m.b * x + m.d * y + m.f });
        const words = [...svg.querySelectorAll('.node-name, .condition')].map((t) => {
          const r = t.getBoundingClientRect();
          return { text: t.textContent, px: parseFloat(getComputedStyle(t).fontSize) * t.getScreenCTM().a, box: { x: r.x + 1.5, y: r.y + 1.5, w: r.width - 3, h: r.height - 3 } };
        });
        const inBox = (p, b) => p.x > b.x && p.x < b.x + b.w && p.y > b.y && p.y < b.y + b.h;
        // a segment, sampled finely enough for a 1 px test
        const onSegment = (p, q, b) => {
          const n = Math.ceil(Math.hypot(q.x - p.x, q.y - p.y)) + 1;
          for (let k = 0; k <= n; k++) if (inBox({ x: p.x + ((q.x - p.x) * k) / n, y: p.y + ((q.y - p.y) * k) / n }, b)) return true;
          return false;
        };
        const least = Math.min(...words.map((w) => w.px));
        for (const line of svg.querySelectorAll('.edge line:not(.edge-hit):not(.move-mark):not(.db-offered)')) {
          const [x1, y1, x2, y2] = ['x1', 'y1', 'x2', 'y2'].map((a) => Number(line.getAttribute(a)));
          const edge = line.closest('.edge').dataset.testid;
          const len = Math.hypot(x2 - x1, y2 - y1);
          const [ux, uy] = [(x2 - x1) / len, (y2 - y1) / len];
          // the arrowheads: 14 units long, 7 either side, drawn as their outlines and a cross-line at each 2 units
          const heads = [[x2, y2, ux, uy], ...(line.getAttribute('marker-start') ? [[x1, y1, -ux, -uy]] : [])];
          for (const w of words) {
            if (onSegment(at(x1, y1), at(x2, y2), w.box)) out.push(`${edge} runs through "${w.text}"`);
            for (const [tx, ty, dx, dy] of heads) {
              const tip = at(tx, ty);
              for (let k = 0; k <= 14; k += 2) {
                const [bx, by, half] = [tx - dx * k, ty - dy * k, k / 2];
                if (onSegment(at(bx - dy * half, by + dx * half), at(bx + dy * half, by - dx * half), w.box) || onSegment(tip, at(bx + dy * half, by - dx * half), w.box)) {
                  out.push(`an arrowhead of ${edge} lies on "${w.text}"`);
                  break;
                }
              }
            }
          }
        }
        for (const c of svg.querySelectorAll('.node circle:not(.db-destination)')) {
          const r = c.getBoundingClientRect();
          const [cx, cy, rad] = [r.x + r.width / 2, r.y + r.height / 2, r.width / 2];
          for (const w of words) {
            const nx = Math.max(w.box.x, Math.min(cx, w.box.x + w.box.w));
            const ny = Math.max(w.box.y, Math.min(cy, w.box.y + w.box.h));
            if (Math.hypot(nx - cx, ny - cy) < rad) out.push(`a node lies on "${w.text}"`);
          }
        }
        words.forEach((a, i) => words.slice(i + 1).forEach((b) => {
          if (a.box.x < b.box.x + b.box.w && b.box.x < a.box.x + a.box.w && a.box.y < b.box.y + b.box.h && b.box.y < a.box.y + a.box.h) out.push(`"${a.text}" lies on "${b.text}"`);
        }));
        return { out, least };
      });
      problems.push(...found.out.map((f) => `${level}: ${f}`));
      if (found.least >= 10) return;
      const zoomIn = page.getByRole('button', { name: 'Zoom in' });
      if (!(await zoomIn.isVisible())) {
        problems.push(`${level}: words ${found.least.toFixed(1)} px and no zoom`);
        return;
      }
      await zoomIn.click();
      await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
      const zoomed = await page.getByTestId('board').locator('svg.board').evaluate((svg) =>
        Math.min(...[...svg.querySelectorAll('.node-name, .condition')].map((t) => parseFloat(getComputedStyle(t).fontSize) * t.getScreenCTM().a)),
      );
      if (zoomed < 10) problems.push(`${level}: words ${found.least.toFixed(1)} px, zoomed once ${zoomed.toFixed(1)} px`);
      await page.getByRole('button', { name: 'Fit' }).click();
    });
    assert.deepEqual(problems, []);
  },
}));
tests.push(...dogbunnyTests);

// DogBunny on a phone: the animals' letters 10 px at least, within their circles (8.9 px on Two bunnies and Night watch)
tests.push({
  name: "phone: DogBunny's animal letters are 10 px at least on every gallery level, within their circles",
  ...PHONE,
  async run(page, { baseURL }) {
    const problems = [];
    await eachGalleryLevel(page, baseURL, 'DogBunny', '.animal-letter', async (level) => {
      await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
      const letters = await page.getByTestId('board').locator('svg.board').evaluate((svg) =>
        [...svg.querySelectorAll('.animal')].map((g) => {
          const t = g.querySelector('.animal-letter');
          const c = g.querySelector('circle:not(.db-chosen)').getBoundingClientRect();
          const b = t.getBBox();
          return { letter: t.textContent, px: parseFloat(getComputedStyle(t).fontSize) * t.getScreenCTM().a, advance: b.width, across: 2 * g.querySelector('circle:not(.db-chosen)').r.baseVal.value, circle: c.width };
        }),
      );
      for (const l of letters) {
        if (l.px < 10) problems.push(`${level}: ${l.letter} ${l.px.toFixed(1)} px`);
        if (l.advance > l.across * 0.8) problems.push(`${level}: ${l.letter} ${l.advance.toFixed(1)} wide in a circle ${l.across} across`);
      }
    });
    assert.deepEqual([...new Set(problems)], []);
  },
});

// Anemones on a phone: the goal's marks and the numbers 10 px at least on every gallery level (the marks were 7 px on Ring of eight)
tests.push({
  name: 'phone: Anemones\' goal marks and numbers are 10 px at least on every gallery level',
  ...PHONE,
  async run(page, { baseURL }) {
    const small = [];
    await eachGalleryLevel(page, baseURL, 'Anemones', '.goal-mark', async (level) => {
      const sizes = await page.getByTestId('board').locator('svg.board').evaluate((svg) =>
        [...svg.querySelectorAll('.goal-mark, .label')].map((t) => [t.getAttribute('class'), parseFloat(getComputedStyle(t).fontSize) * t.getScreenCTM().a]),
      );
      for (const [kind, px] of sizes) if (px < 10) small.push(`${level}: ${kind} ${px.toFixed(1)} px`);
    });
    assert.deepEqual([...new Set(small)], []);
  },
});

// Snakebird: the boards the last visual QA found wanting. Each gallery level, its board settled
// (the head letter's size follows the board's drawn size, measured after it is laid out).
/** open each Snakebird gallery level in turn, wait for its own board to be drawn and sized, and call `visit` with its name */
async function eachSnakebirdLevel(page, baseURL, visit) {
  await eachGalleryLevel(page, baseURL, 'Snakebird', '.sb-sky', async (level) => {
    // the stage's title names the level shown, then the board's size is measured and drawn again
    await page.getByRole('heading', { name: level, exact: true }).waitFor();
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
    await visit(level, page.getByTestId('board').locator('svg.board.snakebird'));
  });
}
/** each snake drawn: its letter, the letter's size in CSS px and its advance against the head's width (board units), its colours, its marking */
const snakesDrawn = (svg) =>
  svg.evaluate((s) =>
    [...s.querySelectorAll('.sb-snake')].map((g) => {
      const t = g.querySelector('.sb-head-label');
      const head = g.querySelector('.sb-head');
      return {
        label: t.textContent,
        px: parseFloat(getComputedStyle(t).fontSize) * t.getScreenCTM().a,
        advance: t.getBBox().width,
        headWidth: 2 * head.r.baseVal.value,
        ink: getComputedStyle(t).fill,
        fill: head.getAttribute('fill'),
        mark: g.querySelector('.sb-mark')?.dataset.mark ?? 'plain',
      };
    }),
  );

tests.push({
  name: "phone: Snakebird's head letters are 10 px at least at the board's fit on every gallery level, within their heads, at 4.5:1 on them",
  ...PHONE,
  async run(page, { baseURL }) {
    const problems = [];
    await eachSnakebirdLevel(page, baseURL, async (level, svg) => {
      for (const s of await snakesDrawn(svg)) {
        // (Classic 0 drew them 5.1 px here)
        if (s.px < 10) problems.push(`${level}: ${s.label} ${s.px.toFixed(1)} px`);
        if (s.advance > s.headWidth * 0.8) problems.push(`${level}: ${s.label} ${s.advance.toFixed(1)} wide on a head ${s.headWidth.toFixed(1)} wide`);
        const c = contrast(s.ink, s.fill);
        if (c < 4.5) problems.push(`${level}: ${s.label}'s letter on its head ${c.toFixed(2)}:1`);
      }
    });
    assert.deepEqual(problems, []);
  },
});

tests.push(
  ...['light', 'dark'].map((scheme) => ({
    name: `${scheme}: Snakebird's snakes on one level differ by more than colour and letter case (a marking along each body of its own), on every gallery level`,
    contextOptions: { colorScheme: scheme },
    async run(page, { baseURL }) {
      const problems = [];
      let pairs = 0;
      await eachSnakebirdLevel(page, baseURL, async (level, svg) => {
        const snakes = await snakesDrawn(svg);
        snakes.forEach((a, i) => snakes.slice(i + 1).forEach((b) => {
          pairs++;
          // (Classic 7 to 9: a red "A" and a green "a", the same to many colour-blind eyes)
          if (a.mark === b.mark) problems.push(`${level}: ${a.label} and ${b.label} are both ${a.mark}`);
        }));
      });
      assert.ok(pairs >= 3, `levels with two snakes or more: ${pairs} pairs`);
      assert.deepEqual(problems, []);
    },
  })),
);

/** the hue, in degrees, of a CSS colour */
function hue(c) {
  const hex = (x) => (x.length === 4 ? `#${[...x.slice(1)].map((d) => d + d).join('')}` : x);
  const [r, g, b] = (c.startsWith('#') ? [1, 3, 5].map((i) => parseInt(hex(c).slice(i, i + 2), 16)) : c.match(/[\d.]+/g).slice(0, 3).map(Number)).map((v) => v / 255);
  const [hi, lo] = [Math.max(r, g, b), Math.min(r, g, b)];
  if (hi === lo) return 0;
  const d = hi - lo;
  const h = hi === r ? ((g - b) / d) % 6 : hi === g ? (b - r) / d + 2 : (r - g) / d + 4;
  return (h * 60 + 360) % 360;
}
const hueApart = (a, b) => Math.min(Math.abs(hue(a) - hue(b)), 360 - Math.abs(hue(a) - hue(b)));

tests.push(
  ...['light', 'dark'].map((scheme) => ({
    name: `${scheme}: Snakebird's blocks are told from the walls: a hue 60° from theirs, and a rim 3:1 on them`,
    contextOptions: { colorScheme: scheme },
    async run(page, { baseURL }) {
      await page.goto(baseURL);
      await page.getByRole('tab', { name: 'Snakebird', exact: true }).click();
      const problems = [];
      for (const level of ['Bridge of blocks', 'Snakefall: Far apart', 'Snakefall: Loose ends']) {
        await page.getByRole('complementary', { name: 'Gallery' }).getByRole('button', { name: level, exact: true }).click();
        const svg = page.getByTestId('board').locator('svg.board.snakebird');
        await svg.locator('.sb-block').first().waitFor();
        const wall = await paint(page, '.board.snakebird .sb-wall');
        const blocks = await svg.locator('.sb-block').evaluateAll((gs) =>
          gs.map((g) => {
            const [body, rim] = [g.querySelector('rect'), g.querySelector('.sb-block-rim')];
            return { fill: getComputedStyle(body).fill, rim: rim ? getComputedStyle(rim).stroke : null, rimWidth: rim ? parseFloat(getComputedStyle(rim).strokeWidth) : 0 };
          }),
        );
        for (const b of blocks) {
          // (an orange block on the brown walls was 5° from them)
          const apart = hueApart(b.fill, wall.fill);
          if (apart < 60) problems.push(`${level}: a block ${b.fill} is ${apart.toFixed(0)}° from the walls' ${wall.fill}`);
          const rim = b.rim && b.rim !== 'none' && b.rimWidth >= 2 ? contrast(b.rim, wall.fill) : 0;
          if (rim < 3) problems.push(`${level}: a block's rim on the wall: ${rim.toFixed(2)}:1`);
        }
      }
      assert.deepEqual(problems, []);
    },
  })),
);

// the Snakebird editor: the Teleporter tool's word on how it works was under the grid, below a laptop's fold
tests.push({
  name: "desk: the Snakebird editor's Teleporter tool says how it works where it is seen as the tool is picked, by click or key",
  async run(page, { baseURL }) {
    await page.goto(baseURL);
    await page.getByRole('tab', { name: 'Snakebird', exact: true }).click();
    await page.getByRole('complementary', { name: 'Gallery' }).getByRole('button', { name: 'Teleporter', exact: true }).click();
    await page.getByRole('button', { name: 'Edit', exact: true }).click();
    const palette = page.getByRole('radiogroup', { name: 'Palette' });
    const how = page.getByText(/^Choose a cell for one pad, then a second cell for its pair/);
    const inSight = async (how) => {
      await how.waitFor({ timeout: 5_000 });
      const box = await how.boundingBox();
      assert.ok(box.y >= 0 && box.y + box.height <= 800, `the word on the Teleporter tool is in sight: ${JSON.stringify(box)}`);
    };
    await palette.getByRole('radio', { name: /Teleporter/ }).click();
    await inSight(how);
    await palette.getByRole('radio', { name: /Wall/ }).click();
    await how.waitFor({ state: 'detached', timeout: 5_000 });
    await page.keyboard.press('7');
    await inSight(how);
  },
});

tests.push(
  ...['light', 'dark'].map((scheme) => ({
    name: `${scheme}: Snakebird's walls, spikes, fruit, pads and closed exit stand out at 3:1 from the sky`,
    contextOptions: { colorScheme: scheme },
    async run(page, { baseURL }) {
      await page.goto(baseURL);
      await page.getByRole('tab', { name: 'Snakebird', exact: true }).click();
      const problems = [];
      // (Classic 4 has spikes; Teleporter pads)
      for (const level of ['Classic 4', 'Teleporter']) {
        await page.getByRole('complementary', { name: 'Gallery' }).getByRole('button', { name: level, exact: true }).click();
        await page.getByRole('heading', { name: level, exact: true }).waitFor();
        const svg = page.getByTestId('board').locator('svg.board.snakebird');
        await svg.locator('.sb-fruit').first().waitFor();
        const sky = (await paint(page, '.board.snakebird .sb-sky')).fill;
        const shapes = { wall: '.sb-wall', spikes: '.sb-spikes', fruit: '.sb-fruit', pad: '.sb-pad', 'closed exit': '.sb-exit:not(.open) circle', "closed exit's star": '.sb-exit:not(.open) text' };
        for (const [what, sel] of Object.entries(shapes)) {
          if ((await svg.locator(sel).count()) === 0) continue;
          const p = await paint(page, `.board.snakebird ${sel}`);
          const c = Math.max(p.fill === 'none' ? 0 : contrast(p.fill, sky), p.stroke !== 'none' && p.strokeWidth >= 2 ? contrast(p.stroke, sky) : 0);
          if (c < 3) problems.push(`${level}: ${what} on the sky ${c.toFixed(2)}:1`);
        }
      }
      assert.deepEqual(problems, []);
    },
  })),
);
