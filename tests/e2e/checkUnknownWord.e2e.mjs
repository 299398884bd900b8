// Check's intended line: a word that names no move of the level ("Move 2, "X", is not a move of
// this level …") is said in the panel's error colour, and its box is marked, light and dark, as
// the editor's Import text marks a text it refuses. It was in the panel's plain words, under an
// unmarked box: read as one more line of the panel, not as what stopped the line being checked.
import assert from 'node:assert/strict';

/** Move's first level, Check open, `line` typed and Ctrl+Enter: the colours of the words said, of the box's border, of the panel's plain words and of its errors */
async function refusedLine(page, baseURL, line) {
  await page.goto(baseURL);
  await page.getByRole('tab', { name: 'Move', exact: true }).click();
  await page.getByRole('button', { name: 'Check', exact: true }).click();
  const panel = page.getByRole('region', { name: 'Check' });
  const box = panel.getByRole('textbox', { name: /Your intended line/ });
  await box.fill(line);
  await box.press('Control+Enter');
  const said = panel.getByRole('alert').filter({ hasText: 'is not a move of this level' });
  await said.waitFor({ timeout: 10_000 });
  return page.evaluate(() => {
    const colour = (el, p = 'color') => getComputedStyle(el)[p];
    const probe = document.createElement('p');
    probe.className = 'check-error';
    document.querySelector('.check-panel').append(probe);
    const out = {
      said: colour(document.querySelector('.check-unknown')),
      weight: colour(document.querySelector('.check-unknown'), 'fontWeight'),
      box: colour(document.querySelector('.check-line'), 'borderTopColor'),
      plain: colour(document.querySelector('.check-panel')),
      error: colour(probe),
    };
    probe.remove();
    return out;
  });
}

export const tests = ['light', 'dark'].map((scheme) => ({
  name: `a word of the intended line that names no move is said as an error, its box marked (${scheme})`,
  contextOptions: { colorScheme: scheme },
  async run(page, { baseURL }) {
    const c = await refusedLine(page, baseURL, 'U X L');
    assert.notEqual(c.plain, c.error, 'the panel has an error colour of its own');
    assert.equal(c.said, c.error, `the words in the error colour (${c.said}, not ${c.error})`);
    assert.ok(Number(c.weight) >= 600, `the words bold, as Check's errors are (${c.weight})`);
    assert.equal(c.box, c.error, `the box's border in the error colour (${c.box})`);
  },
}));
