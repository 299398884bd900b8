import { Suspense, useEffect, useState } from 'react';
import { FAMILIES, getFamily } from '../puzzles/registry.ts';
import { FAMILY_IDS, type FamilyId } from '../puzzles/types.ts';
import { BOARDS, EditorPanel, PlayPanel } from './familyViews.ts';
import { count, duration, megabytes, progressLine, resultLine } from './format.ts';
import { useApp, type Mode } from './store.ts';
import { MyLevelsPanel, SaveButton, ShareButton, StorageNotices, type CurrentLevel } from '../share/SharePanel.tsx';
import { useLinkSync } from '../share/useLinkSync.ts';
import { ErrorBoundary } from './ErrorBoundary.tsx';
import './app.css';

const TITLES: Record<FamilyId, string> = { anemones: 'Anemones', snakebird: 'Snakebird', move: 'Move', bars: 'Bars', dogbunny: 'DogBunny' };

function isTyping(target: EventTarget | null): boolean {
  const el = target as HTMLElement | null;
  return !!el && (el.tagName === 'INPUT' || el.tagName === 'TEXTAREA' || el.tagName === 'SELECT' || el.isContentEditable);
}

function FamilyTabs() {
  const familyId = useApp((s) => s.familyId);
  const chooseFamily = useApp((s) => s.chooseFamily);
  return (
    <nav className="families" role="tablist" aria-label="Puzzle families">
      {FAMILY_IDS.map((id) => (
        <button key={id} role="tab" aria-selected={id === familyId} className={id === familyId ? 'active' : ''} onClick={() => chooseFamily(id)}>
          {TITLES[id]}
        </button>
      ))}
    </nav>
  );
}

function Gallery() {
  const familyId = useApp((s) => s.familyId);
  const levelName = useApp((s) => s.levelName);
  const known = useApp((s) => s.known);
  const open = useApp((s) => s.openGalleryLevel);
  const family = getFamily(familyId);
  return (
    <aside className="gallery" aria-label="Gallery">
      <h2>Gallery</h2>
      {!family && <p>The {TITLES[familyId]} family is not available yet.</p>}
      <ul>
        {family?.gallery.map((g) => {
          const n = known[`${familyId}/${g.name}`];
          return (
            <li key={g.name}>
              <button className={g.name === levelName ? 'active' : ''} aria-current={g.name === levelName ? 'true' : undefined} onClick={() => open(g.name)}>
                <span className="level-name">{g.name}</span>
                {n !== undefined && <span className="level-count">{n === null ? 'no solution' : `${n} moves`}</span>}
              </button>
            </li>
          );
        })}
      </ul>
    </aside>
  );
}

function ModeSwitch() {
  const mode = useApp((s) => s.mode);
  const setMode = useApp((s) => s.setMode);
  const modes: [Mode, string][] = [
    ['solve', 'Solve and watch'],
    ['edit', 'Edit'],
    ['play', 'Play it yourself'],
  ];
  return (
    <div className="modes" role="group" aria-label="Mode">
      {modes.map(([m, label]) => (
        <button key={m} aria-pressed={mode === m} className={mode === m ? 'active' : ''} onClick={() => setMode(m)}>
          {label}
        </button>
      ))}
    </div>
  );
}

/** Steps through a move's intermediate frames (falls, teleports) before resting on its state. */
function useDisplayedState(): unknown {
  const playback = useApp((s) => s.playback);
  const level = useApp((s) => s.level);
  const familyId = useApp((s) => s.familyId);
  const [frame, setFrame] = useState<{ index: number; k: number } | null>(null);
  const index = playback?.index ?? 0;
  const frames = playback && index > 0 ? playback.frames[index - 1]! : null;
  useEffect(() => {
    if (!frames || frames.length < 2 || !playback) return;
    // with reduced motion a move rests on its result at once, without the falls in between
    if (typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches) return;
    const per = 1000 / playback.speed / frames.length;
    let k = 0;
    setFrame({ index, k });
    const timer = window.setInterval(() => {
      k++;
      if (k >= frames.length) window.clearInterval(timer);
      else setFrame({ index, k });
    }, per);
    return () => window.clearInterval(timer);
  }, [index, frames, playback?.speed]); // eslint-disable-line react-hooks/exhaustive-deps
  if (!playback) return level === null ? null : getFamily(familyId)?.start(level);
  if (frames && frame && frame.index === index && frame.k < frames.length - 1) return frames[frame.k];
  return playback.states[index];
}

function BoardView({ state, level, onMove }: { state: unknown; level: unknown; onMove?(move: string): void }) {
  const familyId = useApp((s) => s.familyId);
  const Board = BOARDS[familyId];
  if (!Board) return <p className="board-missing">No board for {TITLES[familyId]} yet.</p>;
  return (
    <Suspense fallback={<p className="board-loading">Loading board…</p>}>
      <Board level={level} state={state} onMove={onMove} />
    </Suspense>
  );
}

function Stage() {
  const mode = useApp((s) => s.mode);
  const familyId = useApp((s) => s.familyId);
  const level = useApp((s) => s.level);
  const levelError = useApp((s) => s.levelError);
  const levelName = useApp((s) => s.levelName);
  const known = useApp((s) => s.known);
  const setLevel = useApp((s) => s.setLevel);
  const solveLevel = useApp((s) => s.solveLevel);
  const state = useDisplayedState();
  const family = getFamily(familyId);
  const won = family && level !== null && state !== null && state !== undefined && family.isWon(level, state);
  return (
    <section className="stage" aria-label="Board">
      <div className="stage-head">
        <h2>{levelName ?? 'Your level'}</h2>
        <ModeSwitch />
      </div>
      {levelError && (
        <p role="alert" className="error">
          This level does not parse: {levelError}
        </p>
      )}
      {family && level !== null && (
        <Suspense fallback={<p>Loading…</p>}>
          {mode === 'solve' && (
            <div className={`board-wrap ${won ? 'won' : ''}`} data-testid="board" data-solved={won ? 'true' : 'false'}>
              <BoardView state={state} level={level} />
            </div>
          )}
          {mode === 'edit' && (
            <EditorPanel
              family={family}
              level={level}
              onChange={setLevel}
              renderPreview={(l) => <BoardView level={l} state={family.start(l)} />}
              onSolve={() => {
                useApp.getState().setMode('solve');
                solveLevel();
              }}
            />
          )}
          {mode === 'play' && (
            <PlayPanel
              family={family}
              level={level}
              optimal={levelName ? (known[`${familyId}/${levelName}`] ?? undefined) : undefined}
              renderBoard={BOARDS[familyId] ? (s, l, play) => <BoardView state={s} level={l} onMove={play} /> : undefined}
            />
          )}
        </Suspense>
      )}
    </section>
  );
}

function SolvePanel() {
  const solve = useApp((s) => s.solve);
  const level = useApp((s) => s.level);
  const familyId = useApp((s) => s.familyId);
  const solveLevel = useApp((s) => s.solveLevel);
  const cancel = useApp((s) => s.cancel);
  const keepSearching = useApp((s) => s.keepSearching);
  const countSolutions = useApp((s) => s.countSolutions);
  const setCountSolutions = useApp((s) => s.setCountSolutions);
  const family = getFamily(familyId);
  const issues = family && level !== null ? family.validate(level) : [];
  const invalid = level === null ? 'the level does not parse' : issues.length ? issues.map((i) => i.message).join('; ') : null;
  const running = solve.status === 'running';
  let text = 'Press Solve to find the shortest solution.';
  if (running) text = solve.progress ? progressLine(solve.progress) : 'Searching… starting the solver';
  else if (solve.status === 'error') text = `Could not solve: ${solve.error}`;
  else if (solve.status === 'cancelled') text = solve.progress ? `Cancelled at depth ${solve.progress.depth} after ${count(solve.progress.stored)} states.` : 'Cancelled.';
  else if (solve.result) text = resultLine(solve.result, solve.budget);
  const limit = solve.result?.kind === 'limit' && (solve.result.limit === 'states' || solve.result.limit === 'memory');
  return (
    <div className="solve-panel">
      <div className="solve-buttons">
        <button className="primary" onClick={() => solveLevel()} disabled={running || invalid !== null} title={invalid ?? undefined}>
          Solve
        </button>
        <button onClick={cancel} disabled={!running}>
          Cancel
        </button>
        {limit && <button onClick={keepSearching}>Keep searching with twice the budget</button>}
      </div>
      <label className="count-solutions">
        <input type="checkbox" checked={countSolutions} onChange={(e) => setCountSolutions(e.target.checked)} disabled={running} /> Count the optimal solutions (is
        it unique?)
      </label>
      {invalid && level !== null && <p className="invalid">Solve is off: {invalid}</p>}
      <div role="status" aria-live="polite" className="status" data-testid="status" data-progress-count={solve.progressCount} data-state={solve.status}>
        {text}
      </div>
      {solve.progress && !running && solve.status !== 'cancelled' && (
        <p className="stats">
          Last progress: depth {solve.progress.depth}, {count(solve.progress.stored)} states, {megabytes(solve.progress.bytes)}, {duration(solve.progress.elapsedMs)}.
        </p>
      )}
    </div>
  );
}

function PlaybackControls() {
  const playback = useApp((s) => s.playback);
  const mode = useApp((s) => s.mode);
  const { step, goTo, setPlaying, setSpeed } = useApp.getState();

  useEffect(() => {
    if (!playback?.playing) return;
    const timer = window.setTimeout(() => {
      const p = useApp.getState().playback;
      if (!p) return;
      if (p.index >= p.moves.length) setPlaying(false);
      else step(1);
    }, 1000 / playback.speed);
    return () => window.clearTimeout(timer);
  }, [playback?.playing, playback?.index, playback?.speed]); // eslint-disable-line react-hooks/exhaustive-deps

  useEffect(() => {
    if (mode !== 'solve') return;
    const onKey = (e: KeyboardEvent) => {
      if (isTyping(e.target) || e.ctrlKey || e.metaKey || e.altKey) return;
      const p = useApp.getState().playback;
      if (!p) return;
      if (e.key === 'ArrowRight') step(1);
      else if (e.key === 'ArrowLeft') step(-1);
      else if (e.key === 'Home') goTo(0);
      else if (e.key === 'End') goTo(p.moves.length);
      else if (e.key === ' ' && !(e.target instanceof HTMLButtonElement)) setPlaying(!p.playing);
      else return;
      e.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [mode]); // eslint-disable-line react-hooks/exhaustive-deps

  if (!playback || mode !== 'solve') return null;
  const { index, moves, playing, speed } = playback;
  return (
    <div className="playback">
      <div className="playback-buttons">
        <button onClick={() => goTo(0)} disabled={index === 0} aria-label="First position">«</button>
        <button onClick={() => step(-1)} disabled={index === 0} aria-label="Previous move">‹</button>
        {playing ? (
          <button onClick={() => setPlaying(false)} aria-label="Pause">II</button>
        ) : (
          <button onClick={() => setPlaying(true)} aria-label="Play" disabled={moves.length === 0}>▶</button>
        )}
        <button onClick={() => step(1)} disabled={index === moves.length} aria-label="Next move">›</button>
        <button onClick={() => goTo(moves.length)} disabled={index === moves.length} aria-label="Last position">»</button>
        <label className="speed">
          Speed
          <select value={speed} onChange={(e) => setSpeed(Number(e.target.value))}>
            {[0.5, 1, 2, 4, 8].map((s) => (
              <option key={s} value={s}>{s}×</option>
            ))}
          </select>
        </label>
      </div>
      <input
        type="range"
        min={0}
        max={moves.length}
        value={index}
        onChange={(e) => goTo(Number(e.target.value))}
        aria-label="Position in the solution"
        aria-valuetext={`after move ${index} of ${moves.length}`}
      />
      <p className="position" data-testid="position">
        Move {index} of {moves.length}
      </p>
      <ol className="move-list" aria-label="Solution moves">
        {moves.map((m, i) => (
          <li key={i}>
            <button className={i + 1 === index ? 'current' : ''} aria-current={i + 1 === index ? 'step' : undefined} onClick={() => goTo(i + 1)}>
              {i + 1}. {m}
            </button>
          </li>
        ))}
      </ol>
    </div>
  );
}

function LevelActions() {
  const familyId = useApp((s) => s.familyId);
  const levelText = useApp((s) => s.levelText);
  const levelName = useApp((s) => s.levelName);
  const level = useApp((s) => s.level);
  const position = useApp((s) => s.playback?.index);
  const openLevel = useApp((s) => s.openLevel);
  const current: CurrentLevel | null = level === null ? null : { family: familyId, text: levelText, name: levelName, position };
  return (
    <div className="level-actions">
      <ShareButton level={current} />
      <SaveButton level={current} />
      <MyLevelsPanel onOpen={(family, text, name) => openLevel(family, text, name)} />
    </div>
  );
}

export function App() {
  const [linkError, dismissLinkError] = useLinkSync(useApp);
  return (
    <div className="app">
      <header>
        <h1>Unstuck</h1>
        <p className="tagline">the shortest way through your puzzle</p>
        <FamilyTabs />
        <ErrorBoundary name="Level actions"><LevelActions /></ErrorBoundary>
      </header>
      {linkError && (
        <div role="alert" className="link-error">
          {linkError} <button onClick={dismissLinkError}>Dismiss</button>
        </div>
      )}
      <StorageNotices />
      <main className="layout">
        <ErrorBoundary name="Gallery"><Gallery /></ErrorBoundary>
        <ErrorBoundary name="Board"><Stage /></ErrorBoundary>
        <aside className="side" aria-label="Solver">
          <ErrorBoundary name="Solver"><SolvePanel /><PlaybackControls /></ErrorBoundary>
        </aside>
      </main>
      <footer>
        {Object.keys(FAMILIES).length} puzzle families · the search runs in your browser, in a Web Worker
      </footer>
    </div>
  );
}
