// Import text given what the app opens another way: an Unstuck link (pasted where the level's
// text goes) or a levels file (My levels' export). The refusal said only what the family's reader
// says of its first character ("unknown character 'h' in the floor grid"); it now says what the
// text is and where it opens. The text stays in the box, as any refused text.
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TextDialog } from '../../../src/editor/TextDialog.tsx';
import { encodeLevelLink } from '../../../src/share/linkCodec.ts';
import { FAMILIES } from '../../../src/puzzles/registry.ts';

const MOVE = '..A\n--\na..\n';

function refusal(pasted: string): string {
  const r = FAMILIES.move.parse(MOVE);
  if (!r.ok) throw new Error('move');
  const { unmount } = render(<TextDialog family={FAMILIES.move} level={r.level} onImport={() => {}} />);
  // (a text refused before is kept in an open box, as typed text is when the editor goes away)
  if (!screen.queryByRole('textbox')) fireEvent.click(screen.getByRole('button', { name: 'Import text' }));
  fireEvent.change(screen.getByRole('textbox'), { target: { value: pasted } });
  fireEvent.click(screen.getByRole('button', { name: 'Import' }));
  const said = screen.getByRole('alert').textContent ?? '';
  expect(screen.getByRole('textbox')).toHaveValue(pasted);
  unmount();
  return said;
}

describe('Import text, given a link or a levels file', () => {
  it('says an Unstuck link is one, and where it opens', () => {
    const link = `https://example.org/unstuck/${encodeLevelLink({ family: 'move', text: MOVE })}`;
    expect(refusal(link)).toMatch(/Line 1, column 1: unknown character 'h' in the floor grid; .*\. It is an Unstuck link, not a level's text: open it in the browser's address bar$/);
    expect(refusal(`${encodeLevelLink({ family: 'anemones', text: 'anemones 1\nstart\ngoal 1\n' })}\n`)).toMatch(/\. It is an Unstuck link, not a level's text: open it in the browser's address bar$/);
  });

  it("says a levels file is one, and where it opens", () => {
    const file = JSON.stringify({ format: 'unstuck-levels', version: 1, levels: [{ family: 'move', name: 'Mine', text: MOVE, savedAt: 1 }] });
    expect(refusal(file)).toMatch(/^Not imported.*Line 1, column 1: unknown character '\{' in the floor grid; .*\. It is a levels file \(My levels' export\), not a level's text: open it with Open file, or import it in My levels$/);
  });

  it('another refused text is said as before', () => {
    expect(refusal('..A\n--\n?..\n')).toMatch(/Line 3, column 1: unknown character '\?' in the dots grid; expected '\.' \(no dot\) or a-z \(a dot\)$/);
  });
});
