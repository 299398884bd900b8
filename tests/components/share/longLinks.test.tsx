// Share's words on a link too long to pass on, or one its reader would refuse.
import { fireEvent, render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { ShareButton, LONG_LINK } from '../../../src/share/SharePanel.tsx';
import { decodeLink } from '../../../src/share/linkCodec.ts';

const MOVE = '..A\n--\na..\n';

beforeEach(() => history.replaceState(null, '', '/'));

describe('Share, for a long link', () => {
  const clipboard = (): string[] => {
    const written: string[] = [];
    Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText: async (t: string) => void written.push(t) } });
    return written;
  };

  it('copies a link longer than chats take, and says how long it is and what to do if it does not open', async () => {
    const written = clipboard();
    // text that deflate cannot shrink much: a link of a few thousand characters
    let seed = 7;
    const noise = Array.from({ length: 4000 }, () => 'abcdefghijklmnopqrstuvwxyz'[(seed = (seed * 1103515245 + 12345) % 2 ** 31) % 26]).join('');
    render(<ShareButton level={{ family: 'move', text: `; ${noise}\n${MOVE}`, name: null }} />);
    fireEvent.click(screen.getByRole('button', { name: 'Share' }));
    await screen.findByText('Link copied');
    expect(written[0]!.length).toBeGreaterThan(LONG_LINK);
    expect(screen.getByRole('status')).toHaveTextContent(`This link is ${written[0]!.length.toLocaleString('en')} characters long: some chats and mail programs cut a link over 2,000. If it does not open there, send the level as a file`);
  });

  it('a short link says nothing of its length', async () => {
    clipboard();
    render(<ShareButton level={{ family: 'move', text: MOVE, name: null }} />);
    fireEvent.click(screen.getByRole('button', { name: 'Share' }));
    await screen.findByText('Link copied');
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('refuses, saying why, a link whose line of moves is longer than a link may carry (its reader would refuse it)', async () => {
    const written = clipboard();
    const line = Array.from({ length: 20_000 }, (_, i) => (i % 2 ? 'L' : 'R'));
    render(<ShareButton level={{ family: 'move', text: MOVE, name: null, line, position: 3 }} />);
    fireEvent.click(screen.getByRole('button', { name: 'Share' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Not shared: the line on the board has 20,000 moves, more than a link carries (32 kB of them written out)');
    expect(written).toEqual([]);
    expect(location.hash).toBe('');
    // a line within the cap is carried
    render(<ShareButton level={{ family: 'move', text: MOVE, name: null, line: line.slice(0, 10_000), position: 3 }} />);
    fireEvent.click(screen.getAllByRole('button', { name: 'Share' })[1]!);
    await screen.findByText('Link copied');
    expect(decodeLink(new URL(written[0]!).hash)).toMatchObject({ ok: true, position: 3 });
  });
});
