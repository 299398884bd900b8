// A crowded DogBunny board in the real browser, with its real fonts: a 6 × 6 lattice one grid
// point apart, every neighbour joined and each edge with a condition (96 words). At 1280 × 800,
// 16 pairs of its words lay on each other and 30 words on nodes; now none do (its nodes are drawn
// smaller, layout.ts nodeRadius, and its words searched, placeLabels). Rows of goal nodes one
// point apart, whose names have two lines wider than a grid point, lay on each other and, on a
// phone, on nodes; now a goal's line may be wrapped. A node dragged onto another in the editor
// swaps the two, and says so.
import assert from 'node:assert/strict';
import { goalRows, lattice } from './dogbunnyCrowded.mjs';
import { COLUMN } from './dogbunnyTight.mjs';
import { levelHash } from './steps.mjs';

/** the lattice of the unit tests, with a dog and a goal for it */
const LATTICE = `${lattice(6)}\ndog n5\ngoal dog n30`;

/** the board of the level at `url`, its words drawn (a resize draws them again at their size: let it settle) */
async function openBoard(page, url) {
  await page.goto(url);
  const board = page.getByTestId('board').locator('svg.board.dogbunny');
  await board.locator('.node-name').first().waitFor();
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
  return board;
}

/** the board's words (names and conditions) lying on each other or on a node, measured on the browser's own text boxes; and how many words it draws */
const wordsOnEachOther = (board) =>
  board.evaluate((svg) => {
    const words = [...svg.querySelectorAll('text.condition, text.node-name')].map((t) => ({ text: t.textContent, r: t.getBoundingClientRect() }));
    const circles = [...svg.querySelectorAll('.node circle:not(.db-destination)')].map((c) => {
      const r = c.getBoundingClientRect();
      return { x: r.x + r.width / 2, y: r.y + r.height / 2, r: r.width / 2 };
    });
    const out = [];
    words.forEach((a, i) =>
      words.slice(i + 1).forEach((b) => {
        if (a.r.left < b.r.right - 0.5 && b.r.left < a.r.right - 0.5 && a.r.top < b.r.bottom - 0.5 && b.r.top < a.r.bottom - 0.5) out.push(`"${a.text}" on "${b.text}"`);
      }),
    );
    for (const w of words) {
      if (circles.some((c) => Math.hypot(c.x - Math.max(w.r.left, Math.min(c.x, w.r.right)), c.y - Math.max(w.r.top, Math.min(c.y, w.r.bottom))) < c.r - 0.5)) out.push(`"${w.text}" on a node`);
    }
    return { count: words.length, out };
  });

/** each word's size on the screen, px (its font size by the board's scale) */
const wordsPx = (board) => board.evaluate((svg) => [...svg.querySelectorAll('text.condition, text.node-name')].map((t) => parseFloat(getComputedStyle(t).fontSize) * t.getScreenCTM().a));

/** the names lying across an edge of their own node, measured on the browser's text boxes (half a px in) against the edges' lines */
const namesOnOwnEdges = (board) =>
  board.evaluate((svg) => {
    const crosses = ([x1, y1, x2, y2], b) => {
      let [t0, t1] = [0, 1];
      const [dx, dy] = [x2 - x1, y2 - y1];
      for (const [p, q] of [[-dx, x1 - b.left], [dx, b.right - x1], [-dy, y1 - b.top], [dy, b.bottom - y1]]) {
        if (p === 0) {
          if (q < 0) return false;
          continue;
        }
        const t = q / p;
        if (p < 0) t0 = Math.max(t0, t);
        else t1 = Math.min(t1, t);
        if (t0 > t1) return false;
      }
      return true;
    };
    const onScreen = (l) => {
      const m = l.getScreenCTM();
      const at = (x, y) => [m.a * x + m.c * y + m.e, m.b * x + m.d * y + m.f];
      return [...at(l.x1.baseVal.value, l.y1.baseVal.value), ...at(l.x2.baseVal.value, l.y2.baseVal.value)];
    };
    const edges = [...svg.querySelectorAll('g.edge')].map((g) => ({ ends: g.dataset.testid.slice(5).split('-'), lines: [...g.querySelectorAll('line:not(.edge-hit)')].map(onScreen) }));
    return [...svg.querySelectorAll('text.node-name')].flatMap((t) => {
      const node = t.dataset.testid.slice(5);
      const r = t.getBoundingClientRect();
      const b = { left: r.left + 0.5, right: r.right - 0.5, top: r.top + 0.5, bottom: r.bottom - 0.5 };
      return edges.filter((e) => e.ends.includes(node) && e.lines.some((l) => crosses(l, b))).map((e) => `${node} on ${e.ends.join('-')}`);
    });
  });

/** the editor's words lying across the dashed frame of its cells (drawn over the board), measured on the browser's text boxes */
const wordsAcrossFrame = (editor) =>
  editor.evaluate((root) => {
    const f = root.querySelector('.ed-paint').getBoundingClientRect();
    const across = (lo, hi, at) => lo < at - 0.5 && hi > at + 0.5;
    return [...root.querySelectorAll('svg.board text.condition, svg.board text.node-name')].flatMap((t) => {
      const r = t.getBoundingClientRect();
      const alongX = r.right > f.left && r.left < f.right;
      const alongY = r.bottom > f.top && r.top < f.bottom;
      return (alongX && (across(r.top, r.bottom, f.top) || across(r.top, r.bottom, f.bottom))) || (alongY && (across(r.left, r.right, f.left) || across(r.left, r.right, f.right))) ? [t.textContent] : [];
    });
  });

/** a node at the grid's top edge with an edge below it: its name's first place taken, the next is above it, where the frame runs */
const TOP_NODE = 'node top 0 0\nnode mid 0 1\nnode low 1 1\nedge top -> mid\nedge mid <-> low if top\nbunny top\ngoal bunny low';

export const tests = [
  ...[
    ['desktop', { width: 1280, height: 800 }, {}],
    ['phone', { width: 390, height: 844 }, { isMobile: true, hasTouch: true }],
  ].flatMap(([where, viewport, contextOptions]) =>
    [
      ['a top node', TOP_NODE, 'top', "'top' above its node lay across its top before"],
      ['the crowded lattice', LATTICE, 'lattice', "17 across it at 390 before, and 'n30 (goal: dog)' while a phone could draw no word smaller"],
    ].map(([what, text, name, before]) => ({
      name: `${where}: in the editor, ${what}'s words lie across no side of the dashed frame of its cells, drawn over them (${before})`,
      viewport,
      contextOptions,
      async run(page, { baseURL }) {
        await openBoard(page, baseURL + levelHash('dogbunny', text, name));
        await page.getByRole('button', { name: 'Edit', exact: true }).click();
        const editor = page.getByRole('region', { name: 'DogBunny editor' });
        await editor.locator('svg.board .node-name').first().waitFor();
        await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
        assert.deepEqual(await wordsAcrossFrame(editor), []);
      },
    })),
  ),
  {
    name: "desktop: a crowded lattice's 96 words lie on no other word and no node, as the browser draws them",
    async run(page, { baseURL }) {
      const found = await wordsOnEachOther(await openBoard(page, baseURL + levelHash('dogbunny', LATTICE, 'lattice')));
      assert.equal(found.count, 96);
      assert.deepEqual(found.out, []);
    },
  },
  {
    name: "phone: the crowded lattice's board offers the zoom, and one step of it draws every word 10 px at least",
    viewport: { width: 390, height: 844 },
    contextOptions: { isMobile: true, hasTouch: true },
    async run(page, { baseURL }) {
      await page.goto(baseURL + levelHash('dogbunny', LATTICE, 'lattice'));
      const board = page.getByTestId('board').locator('svg.board.dogbunny');
      await board.locator('.node-name').first().waitFor();
      const least = async () => Math.min(...(await wordsPx(board)));
      // (its words are 8 px fitted to the phone: the zoom was offered only by the grid's cells, which were large enough)
      assert.ok((await least()) < 10);
      await page.getByRole('button', { name: 'Zoom in' }).click();
      await page.waitForFunction(() => {
        const svg = document.querySelector('[data-testid="board"] svg.board.dogbunny');
        return Math.min(...[...svg.querySelectorAll('text.condition, text.node-name')].map((t) => parseFloat(getComputedStyle(t).fontSize) * t.getScreenCTM().a)) >= 10;
      });
    },
  },
  ...[
    ['desktop', { width: 1280, height: 800 }, {}],
    ['phone', { width: 390, height: 844 }, { isMobile: true, hasTouch: true }],
  ].map(([where, viewport, contextOptions]) => ({
    name: `${where}: a lattice with rows of goals one grid point apart draws its words on no other word and no node (1 pair before at 1280, 2 pairs and 2 on nodes on a phone)`,
    viewport,
    contextOptions,
    async run(page, { baseURL }) {
      const found = await wordsOnEachOther(await openBoard(page, baseURL + levelHash('dogbunny', goalRows(), 'goal rows')));
      assert.equal(found.count, 39);
      assert.deepEqual(found.out, []);
    },
  })),
  {
    name: "phone: a lattice with rows of goals one grid point apart lays no name across its own node's edges (3 before: a phone's words could be drawn no smaller than their own size, though read zoomed in)",
    viewport: { width: 390, height: 844 },
    contextOptions: { isMobile: true, hasTouch: true },
    async run(page, { baseURL }) {
      assert.deepEqual(await namesOnOwnEdges(await openBoard(page, baseURL + levelHash('dogbunny', goalRows(), 'goal rows'))), []);
    },
  },
  {
    // (the desktop's board is sized by its height: its SVG has room to spare across, whose width alone read as 4.5 px a unit where it drew 0.76, and the words kept their own size, 7.5 to 8.3 px on the screen; 3a212d4)
    name: "desktop: a board one column tall, drawn small by the screen's height, draws its words 10 px at least (7.5 px while its scale was read off its width)",
    async run(page, { baseURL }) {
      const sizes = await wordsPx(await openBoard(page, baseURL + levelHash('dogbunny', COLUMN, 'column')));
      assert.equal(sizes.length, 5);
      assert.ok(Math.min(...sizes) >= 10, `words drawn ${sizes.map((s) => s.toFixed(1)).join(', ')} px`);
    },
  },
  {
    name: 'desktop: in the editor, a node dragged onto another swaps the two, and the hint says so',
    async run(page, { baseURL }) {
      await page.goto(baseURL + levelHash('dogbunny', 'node a 0 0\nnode b 1 0\nnode c 0 1\nedge a -> b if c\nedge c -> b\nbunny a\ngoal bunny b\n', 'swap'));
      await page.getByRole('button', { name: 'Edit', exact: true }).click();
      const editor = page.getByRole('region', { name: 'DogBunny editor' });
      await editor.getByRole('radio', { name: /Move node/ }).click();
      const at = async (node) => {
        const box = await editor.getByRole('gridcell', { name: new RegExp(`: node ${node}(,|$)`) }).boundingBox();
        return [box.x + box.width / 2, box.y + box.height / 2];
      };
      const [from, to] = [await at('a'), await at('b')];
      await page.mouse.move(...from);
      await page.mouse.down();
      await page.mouse.move(...to, { steps: 6 });
      await page.mouse.up();
      assert.equal(await editor.locator('.ed-family > .ed-hint').first().textContent(), 'Swapped a and b: b was on the point a was dropped on.');
      await editor.getByRole('gridcell', { name: /^row 1 column 1: node b(,|$)/ }).waitFor();
      await editor.getByRole('gridcell', { name: /^row 1 column 2: node a(,|$)/ }).waitFor();
    },
  },
];
