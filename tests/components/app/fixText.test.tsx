// The box of a level's text that does not parse (app/FixText.tsx), as a screen reader meets it.
import { fireEvent, render, screen } from '@testing-library/react';
import { act } from 'react';
import { describe, expect, it } from 'vitest';
import FixText from '../../../src/app/FixText.tsx';
import { useApp } from '../../../src/app/store.ts';
import { MAX_LEVEL_CHARS } from '../../../src/puzzles/text.ts';

describe('FixText', () => {
  it('the text box is marked invalid and described by the reader\'s message (the alert is said once; back in the box, why was not)', () => {
    act(() => useApp.setState({ levelText: 'A.\n--\n.?\n', levelName: 'Work', levelError: "line 3, column 2: unknown character '?'" }));
    render(<FixText />);
    const box = screen.getByRole('textbox', { name: /Its text, to mend here/ });
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveAccessibleDescription(/^This level does not parse: .*line 3, column 2/);
  });

  it('a text refused for a carriage return alone: the box shows it as the line break it reads as, and opens it at once', () => {
    act(() => useApp.setState({ levelText: 'anemones 3\rstart\ngoal 1\n', levelName: 'Old Mac', levelError: 'line 1, column 11: a carriage return (\\r) alone' }));
    render(<FixText />);
    expect(screen.getByRole<HTMLTextAreaElement>('textbox', { name: /Its text, to mend here/ }).value).toBe('anemones 3\nstart\ngoal 1\n');
    const open = screen.getByRole('button', { name: 'Open the mended text' });
    expect(open).toBeEnabled();
    fireEvent.click(open);
    expect(useApp.getState().levelText).toBe('anemones 3\nstart\ngoal 1\n');
  });

  it('a paste past a level\'s cap is refused at the paste, saying so, and the box keeps its text (a few million characters held the tab)', () => {
    act(() => useApp.setState({ levelText: 'A.\n--\n.?\n', levelName: 'Work', levelError: "line 3, column 2: unknown character '?'" }));
    render(<FixText />);
    const box = screen.getByRole<HTMLTextAreaElement>('textbox', { name: /Its text, to mend here/ });
    box.setSelectionRange(0, 0);
    const pasted = fireEvent.paste(box, { clipboardData: { getData: (type: string) => (type === 'text/plain' ? '.'.repeat(MAX_LEVEL_CHARS) : '') } });
    expect(pasted).toBe(false);
    expect(box.value).toBe('A.\n--\n.?\n');
    expect(screen.getByText('Nothing pasted: with it the box would hold 1,048,585 characters, and a level has at most 1,048,576')).toHaveAttribute('role', 'alert');
  });
});
