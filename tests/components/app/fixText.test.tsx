// The box of a level's text that does not parse (app/FixText.tsx), as a screen reader meets it.
import { render, screen } from '@testing-library/react';
import { act } from 'react';
import { describe, expect, it } from 'vitest';
import FixText from '../../../src/app/FixText.tsx';
import { useApp } from '../../../src/app/store.ts';

describe('FixText', () => {
  it('the text box is marked invalid and described by the reader\'s message (the alert is said once; back in the box, why was not)', () => {
    act(() => useApp.setState({ levelText: 'A.\n--\n.?\n', levelName: 'Work', levelError: "line 3, column 2: unknown character '?'" }));
    render(<FixText />);
    const box = screen.getByRole('textbox', { name: /Its text, to mend here/ });
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveAccessibleDescription(/^This level does not parse: .*line 3, column 2/);
  });
});
