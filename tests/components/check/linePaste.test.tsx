// Check's line box refuses a paste that would make it longer than it takes, at the paste: put in
// the box, a few million characters held the tab while the browser laid out every line.
import '@vitest/web-worker';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CheckPanel } from '../../../src/app/check/CheckPanel.tsx';
import { freshAppForEachTest } from './freshApp.ts';
import { useApp } from '../../../src/app/store.ts';
import { MAX_LEVEL_CHARS } from '../../../src/puzzles/text.ts';

freshAppForEachTest();

const paste = (box: HTMLElement, text: string) => fireEvent.paste(box, { clipboardData: { getData: (type: string) => (type === 'text/plain' ? text : '') } });

describe("Check's line box, a paste past its cap", { timeout: 30_000 }, () => {
  it('is refused, saying how long the box would be, and the box keeps its line; a paste within it goes in', () => {
    act(() => useApp.getState().chooseFamily('move'));
    act(() => useApp.getState().openGalleryLevel('Move 4×4'));
    render(<CheckPanel />);
    const box = within(screen.getByRole('region', { name: 'Check' })).getByRole<HTMLTextAreaElement>('textbox', { name: /Your intended line/ });
    fireEvent.change(box, { target: { value: 'U D' } });
    box.setSelectionRange(3, 3);
    expect(paste(box, ' L'.repeat(MAX_LEVEL_CHARS / 2))).toBe(false);
    expect(box.value).toBe('U D');
    expect(screen.getByRole('alert')).toHaveTextContent('Nothing pasted: with it the box would hold 1,048,579 characters, and this box takes at most 1,048,576');
    expect(paste(box, ' L')).toBe(true);
  });
});
