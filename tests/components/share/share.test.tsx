// The Share button and opening a link at start-up, in jsdom with the real app.
import '@vitest/web-worker';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { App } from '../../../src/app/App.tsx';
import { useApp } from '../../../src/app/store.ts';
import { ExportButtons, ShareButton } from '../../../src/share/SharePanel.tsx';
import { decodeLink, encodeLevelLink, MAX_TEXT, openLevelLink } from '../../../src/share/linkCodec.ts';
import { getFamily } from '../../../src/puzzles/registry.ts';
import { freshPageForEachTest } from '../freshPage.ts';

const MOVE = '..A\n--\na..\n';

/** a clipboard that keeps what is written to it */
function clipboardWrites(): string[] {
  const written: string[] = [];
  Object.defineProperty(navigator, 'clipboard', {
    configurable: true,
    value: { writeText: async (t: string) => void written.push(t) },
  });
  return written;
}
const initial = freshPageForEachTest();

describe('Share', () => {
  it('copies the link to the clipboard, says "Link copied" and puts the link in the address bar', async () => {
    const written = clipboardWrites();
    render(<ShareButton level={{ family: 'move', text: MOVE, name: 'tiny' }} />);
    fireEvent.click(screen.getByRole('button', { name: 'Share' }));
    await screen.findByText('Link copied');
    expect(written).toHaveLength(1);
    const hash = new URL(written[0]!).hash;
    expect(location.hash).toBe(hash);
    const opened = openLevelLink(hash);
    expect(opened.ok && opened.family === 'move' && opened.text === MOVE).toBe(true);
  });

  it("keeps the history entry's own state (its mark and place, useLinkSync) when it puts the link in the address bar", async () => {
    clipboardWrites();
    const mark = { by: 'unstuck', at: 3 };
    history.replaceState(mark, '', '/');
    render(<ShareButton level={{ family: 'move', text: MOVE, name: 'tiny' }} />);
    fireEvent.click(screen.getByRole('button', { name: 'Share' }));
    await screen.findByText('Link copied');
    expect(location.hash).not.toBe('');
    expect(history.state).toEqual(mark);
  });

  it('carries, with a line of one\'s own, that the level has been solved, so that the link opens it solved', async () => {
    const written = clipboardWrites();
    render(<ShareButton level={{ family: 'move', text: MOVE, name: null, line: ['R'], position: 1, solved: true }} />);
    fireEvent.click(screen.getByRole('button', { name: 'Share' }));
    await screen.findByText('Link copied');
    expect(decodeLink(new URL(written[0]!).hash)).toMatchObject({ ok: true, line: ['R'], solved: true, position: 1 });
  });

  it('refuses up front a level whose text is over what a link may hold, saying its size and the cap; none is copied or put in the address bar', async () => {
    const written = clipboardWrites();
    // one byte over the cap of a link's text (its reader's MAX_TEXT)
    const big = MOVE + '.'.repeat(MAX_TEXT - MOVE.length) + '\n';
    expect(openLevelLink(encodeLevelLink({ family: 'move', text: big })).ok).toBe(false);
    render(<ShareButton level={{ family: 'move', text: big, name: 'big' }} />);
    fireEvent.click(screen.getByRole('button', { name: 'Share' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(`Not shared: this level's text is 1,048,577 bytes, and a link holds at most 1 MB (1,048,576 bytes)`);
    expect(screen.queryByText('Link copied')).toBeNull();
    expect(written).toEqual([]);
    expect(location.hash).toBe('');
  });

  it('shows the link to copy by hand when the clipboard refuses', async () => {
    Object.defineProperty(navigator, 'clipboard', {
      configurable: true,
      value: { writeText: async () => Promise.reject(new Error('denied')) },
    });
    render(<ShareButton level={{ family: 'move', text: MOVE, name: null }} />);
    fireEvent.click(screen.getByRole('button', { name: 'Share' }));
    const input = await screen.findByRole<HTMLInputElement>('textbox', { name: 'Link to this level' });
    expect(openLevelLink(new URL(input.value).hash).ok).toBe(true);
    // selected, ready for Ctrl+C
    expect(document.activeElement).toBe(input);
    expect([input.selectionStart, input.selectionEnd]).toEqual([0, input.value.length]);
  });

  it('opens the level of a link at start-up', async () => {
    history.replaceState(null, '', '/' + encodeLevelLink({ family: 'move', text: MOVE }));
    render(<App />);
    await waitFor(() => expect(useApp.getState().familyId).toBe('move'), { timeout: 10_000 });
    expect(useApp.getState().levelText).toBe(MOVE);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('a broken link shows an alert and keeps the default level', async () => {
    // the default level: the first family's first gallery level (its rules load with the page)
    const before = { family: initial.familyId, text: getFamily(initial.familyId)!.gallery[0]!.text };
    history.replaceState(null, '', '/#v1/move/!!!not-base64');
    render(<App />);
    const alert = await screen.findByRole('alert', {}, { timeout: 10_000 });
    expect(alert.textContent).toMatch(/link/i);
    expect(useApp.getState().familyId).toBe(before.family);
    await waitFor(() => expect(useApp.getState().levelText).toBe(before.text), { timeout: 10_000 });
  });
});

describe('Export', () => {
  it('offers Copy Snakefall link only for a level that fits it; one that does not gets no button, and while edited a line that says why', async () => {
    const written = clipboardWrites();
    const fits = getFamily('snakebird')!.gallery.find((g) => g.name === 'Classic 1')!.text;
    const view = render(<ExportButtons level={{ family: 'snakebird', text: fits, name: null }} explain />);
    expect(screen.queryByText(/No Snakefall link/)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Copy Snakefall link' }));
    await screen.findByText('Snakefall link copied');
    expect(written[0]).toMatch(/^https:\/\/wolfesoftware\.com\/snakefall\/#level=/);
    const teleporters = { family: 'snakebird' as const, text: '......\n.*T T.\n.R<  .\n......\n', name: null };
    view.rerender(<ExportButtons level={teleporters} />);
    expect(screen.queryByRole('button', { name: /^Copy / })).toBeNull();
    expect(view.container).toBeEmptyDOMElement();
    view.rerender(<ExportButtons level={teleporters} explain />);
    expect(screen.queryByRole('button', { name: /^Copy / })).toBeNull();
    expect(screen.getByText(/^No Snakefall link: it has teleporters, and Snakefall teleports before a snakebird leaves/)).toBeInTheDocument();
    // a family with no other format: nothing at all
    view.rerender(<ExportButtons level={{ family: 'move', text: MOVE, name: null }} explain />);
    expect(view.container).toBeEmptyDOMElement();
  });

  it("while edited, says nothing of the export where the level itself has a problem (the editor's list says where): the line came and went above a tablet's board as a tap made and mended one", () => {
    // no exit: the text does not read as a level ('the level has an error to fix first')
    const noExit = { family: 'snakebird' as const, text: '......\n..T T.\n.R<  .\n......\n', name: null };
    const view = render(<ExportButtons level={noExit} explain />);
    expect(view.container).toBeEmptyDOMElement();
    // an exit walled in: it reads, and its problem is the editor's to list
    view.rerender(<ExportButtons level={{ ...noExit, text: '.###..\n.#*#T.\n.###..\n.R<T..\n' }} />);
    view.rerender(<ExportButtons level={{ ...noExit, text: '.###..\n.#*#T.\n.###..\n.R<T..\n' }} explain />);
    expect(view.container).toBeEmptyDOMElement();
    // mended, what stands in the way of the export is said
    view.rerender(<ExportButtons level={{ ...noExit, text: '......\n.*T T.\n.R<  .\n......\n' }} />);
    view.rerender(<ExportButtons level={{ ...noExit, text: '......\n.*T T.\n.R<  .\n......\n' }} explain />);
    expect(screen.getByText(/^No Snakefall link: it has teleporters/)).toBeInTheDocument();
  });

  it('while edited, works out whether the level fits once it has stayed unchanged a moment; a copy before then writes the level as it is', async () => {
    const written = clipboardWrites();
    const fits = getFamily('snakebird')!.gallery.find((g) => g.name === 'Classic 1')!.text;
    const teleporters = '......\n.*T T.\n.R<  .\n......\n';
    const view = render(<ExportButtons level={{ family: 'snakebird', text: fits, name: null }} explain />);
    // (a stroke of a paint: the button stays as it was, not worked out again at every change)
    view.rerender(<ExportButtons level={{ family: 'snakebird', text: teleporters, name: null }} explain />);
    fireEvent.click(screen.getByRole('button', { name: 'Copy Snakefall link' }));
    expect(screen.getByText(/^No Snakefall link: it has teleporters/)).toHaveClass('share-note');
    expect(written).toEqual([]);
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Copy Snakefall link' })).toBeNull());
    expect(screen.getByText(/^No Snakefall link: it has teleporters/)).toHaveClass('actions-line');
    // another family's level: at once
    view.rerender(<ExportButtons level={{ family: 'move', text: MOVE, name: null }} explain />);
    expect(view.container).toBeEmptyDOMElement();
  });
});
