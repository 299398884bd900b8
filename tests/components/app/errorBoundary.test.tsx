// A panel that throws is replaced by what broke; the rest of the page keeps working.
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ErrorBoundary } from '../../../src/app/ErrorBoundary.tsx';

let broken = true;
function Fragile() {
  if (broken) throw new TypeError("Cannot read properties of undefined (reading 'every')");
  return <p>board is back</p>;
}

function Page() {
  const [n, setN] = useState(0);
  return (
    <>
      <button onClick={() => setN(n + 1)}>count {n}</button>
      <ErrorBoundary name="Board" resetKey={n >= 2}>
        <Fragile />
      </ErrorBoundary>
    </>
  );
}

afterEach(() => vi.restoreAllMocks());

describe('ErrorBoundary', () => {
  it('says which panel broke and why, keeps the rest usable, and tries again on request or when its key changes', () => {
    // React reports the caught error on the console; that is expected here
    vi.spyOn(console, 'error').mockImplementation(() => {});
    broken = true;
    render(<Page />);
    expect(screen.getByRole('alert')).toHaveTextContent("The Board panel stopped working: Cannot read properties of undefined (reading 'every')");
    fireEvent.click(screen.getByRole('button', { name: 'count 0' }));
    expect(screen.getByRole('button', { name: 'count 1' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(screen.getByRole('alert')).toBeInTheDocument();
    broken = false;
    fireEvent.click(screen.getByRole('button', { name: 'count 1' }));
    expect(screen.getByText('board is back')).toBeInTheDocument();
  });

  it('a panel whose code did not download says so and offers a reload, which a try in place cannot replace', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const reload = vi.fn();
    vi.stubGlobal('location', { ...location, reload });
    let reachable = false;
    const asked = vi.fn(() => (reachable ? Promise.resolve(new Response(null)) : Promise.reject(new TypeError('Failed to fetch'))));
    vi.stubGlobal('fetch', asked);
    const Missing = () => {
      throw new TypeError('Failed to fetch dynamically imported module: http://127.0.0.1/assets/Board-x.js');
    };
    render(
      <ErrorBoundary name="Board">
        <Missing />
      </ErrorBoundary>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('The Board panel could not be downloaded (Failed to fetch dynamically imported module: http://127.0.0.1/assets/Board-x.js). Check the connection, then reload the page.');
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
    // offline: the page is not reloaded (that would show the browser's offline page instead of the app), and says why
    fireEvent.click(screen.getByRole('button', { name: 'Reload the page' }));
    expect(await screen.findByText('The page could not be reached, so it was not reloaded and stays as it is: reload once the connection is back.')).toBeInTheDocument();
    expect(asked).toHaveBeenCalledOnce();
    expect(reload).not.toHaveBeenCalled();
    reachable = true;
    fireEvent.click(screen.getByRole('button', { name: 'Reload the page' }));
    await waitFor(() => expect(reload).toHaveBeenCalledOnce());
    vi.unstubAllGlobals();
  });
});
