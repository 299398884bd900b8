// A page that mounts the editor and play panels alone, with the real families and the real
// solver worker, for the Chromium tests (tests/e2e/editor.e2e.mjs) to drive. ?family=<id>
import { StrictMode, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { EditorPanel } from '../../../../src/editor/EditorPanel.tsx';
import { PlayPanel } from '../../../../src/editor/PlayPanel.tsx';
import { solveInWorker } from '../../../../src/editor/solveClient.ts';
import { getFamily } from '../../../../src/puzzles/registry.ts';
import type { SearchResult } from '../../../../src/engine/types.ts';

const family = getFamily(new URLSearchParams(location.search).get('family') ?? 'move')!;

function Harness() {
  const [level, setLevel] = useState<unknown>(family.blank());
  const [mode, setMode] = useState<'edit' | 'play'>('edit');
  const [result, setResult] = useState<SearchResult | string | null>(null);
  return (
    <main>
      <button type="button" aria-pressed={mode === 'edit'} onClick={() => setMode('edit')}>
        Edit
      </button>
      <button type="button" aria-pressed={mode === 'play'} onClick={() => setMode('play')}>
        Play it yourself
      </button>
      {mode === 'edit' ? (
        <EditorPanel
          family={family}
          level={level}
          onChange={(l) => {
            setLevel(l);
            setResult(null);
          }}
          onSolve={(l) => {
            setResult('solving');
            solveInWorker({ family: family.id, text: family.make(l) }).then(setResult, (e: Error) => setResult(e.message));
          }}
        />
      ) : (
        <PlayPanel family={family} level={level} optimal={typeof result === 'object' && result?.kind === 'solved' ? result.moves : undefined} />
      )}
      <output data-testid="result">
        {result === null ? '' : typeof result === 'string' ? result : result.kind === 'solved' ? `Solved in ${result.moves} moves: ${result.solution.join(' ')}` : result.kind}
      </output>
    </main>
  );
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Harness />
  </StrictMode>,
);
