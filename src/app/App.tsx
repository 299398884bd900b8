import { lazy, memo, Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { FAMILY_IDS, type ValidationIssue } from '../puzzles/types.ts';
import { offAtEnd } from '../view/offAtEnd.ts';
import { preloadable } from '../view/preloadable.ts';
import { listKeys, tabKeys } from '../view/rovingFocus.ts';
import type { AnyFamilyView, BoardProps } from '../view/types.ts';
import { CheckButton, CheckPlayNote, CheckSide } from './check/CheckToggle.tsx';
import { knownKey, loadSolver, useApp, type Mode } from './store.ts';
import { FAMILY_VIEWS } from './views.ts';
import { HowToPlay } from './HowToPlay.tsx';
import { useThrottled } from '../view/useThrottled.ts';
import { issuePlace } from '../view/issuePlace.ts';
import { ErrorBoundary, LazyPart } from './ErrorBoundary.tsx';
import './app.css';

// loaded after the first screen: the panels of the other modes (their code asked for as a
// pointer or the focus comes to their button, so that the panel draws at once: preloadable),
// playback (fetched once the first screen is up) and the sharing code
const EditorPanel = preloadable(() => import('../editor/EditorPanel.tsx').then((m) => m.EditorPanel));
const PlayPanel = preloadable(() => import('../editor/PlayPanel.tsx').then((m) => m.PlayPanel));
const Watching = preloadable(() => import('./Playback.tsx').then((m) => m.Watching));
const MoveList = preloadable(() => import('./Playback.tsx').then((m) => m.MoveList));
const WatchKeys = lazy(() => import('./Playback.tsx').then((m) => ({ default: m.WatchKeys })));
const FixText = lazy(() => import('./FixText.tsx'));
// the zoom of a board too large for its room, fetched at once beside the board's code
const zoomCode = import('../view/Zoom.tsx');
const Zoom = lazy(() => zoomCode);
// the notes beside Solve (memory, layers kept) and what the panel offers once a search has begun
// (Keep searching, Watch the line found so far, the last progress of a failed solve) add to it:
// without their code Solve still works
const fromSolveNotes = (part: 'SolveNotes' | 'SolveFurther') =>
  lazy<() => React.JSX.Element | null>(() =>
    import('./SolveNotes.tsx').then(
      (m) => ({ default: m[part] }),
      () => ({ default: () => null }),
    ),
  );
const SolveNotes = fromSolveNotes('SolveNotes');
const SolveFurther = fromSolveNotes('SolveFurther');
const LevelActions = lazy(() => import('./shareParts.tsx').then((m) => ({ default: m.LevelActions })));
// the link's level opens before the controls take input; without the sharing code, the app starts as it is and says what it lacks
const LinkSync = lazy(() =>
  import('./shareParts.tsx').then(
    (m) => ({ default: m.LinkSync }),
    () => ({ default: WithoutSharing }),
  ),
);
/**
 * The family the page opens as the sharing code comes: the link's (`#v1/<family>/…`), else that of
 * the level left being edited (useLinkSync). Snakebird's actions take two rows on a phone. The
 * draft's key is storedData's DRAFT_KEY, written out: that module (with valibot) is not first-screen code.
 */
function comingFamily() {
  try {
    return /^#v1\/(\w+)/.exec(location.hash)?.[1] ?? /"family":"(\w+)"/.exec(localStorage.getItem('unstuck.draft') ?? '')?.[1];
  } catch {
    // storage refused (a browser's setting): the first family's room
  }
}
function WithoutSharing({ onStarted }: { onStarted(): void }) {
  useEffect(() => onStarted(), [onStarted]);
  return (
    <div role="alert" className="link-error">
      The sharing code could not be downloaded: a level in the address is not opened, and this tab does not keep the level as you edit it. Check the connection, then reload the page (Export text keeps a level's text).
    </div>
  );
}

function FamilyTabs() {
  const familyId = useApp((s) => s.familyId);
  const chooseFamily = useApp((s) => s.chooseFamily);
  return (
    <nav className="families" role="tablist" aria-label="Puzzle families" {...tabKeys}>
      {FAMILY_IDS.map((id) => (
        <button key={id} role="tab" aria-selected={id === familyId} tabIndex={id === familyId ? 0 : -1} className={id === familyId ? 'active' : ''} onClick={() => chooseFamily(id)}>
          {FAMILY_VIEWS[id].title}
        </button>
      ))}
    </nav>
  );
}

function Gallery() {
  const familyId = useApp((s) => s.familyId);
  const known = useApp((s) => s.known);
  const open = useApp((s) => s.openGalleryLevel);
  const family = useApp((s) => s.family);
  // the name alone could be a link's: the open level is this one when its text is too
  // (the place, not the text, is read: an edit draws the list again only when it changes)
  const currentAt = useApp((s) => s.family?.gallery.findIndex((g) => g.name === s.levelName && g.text === s.levelText) ?? -1);
  return (
    <aside className="gallery" aria-label="Gallery">
      <h2>Gallery</h2>
      {!family && <p className="loading">Loading {FAMILY_VIEWS[familyId].title}…</p>}
      <ul {...listKeys}>
        {family?.gallery.map((g, i) => {
          const n = known[knownKey(familyId, g.text)];
          const current = i === currentAt;
          return (
            <li key={g.name}>
              {/* one stop of Tab, the open level (else the first): the arrows go through the levels */}
              <button className={current ? 'active' : ''} aria-current={current ? 'true' : undefined} tabIndex={i === Math.max(0, currentAt) ? 0 : -1} onClick={() => open(g.name)}>
                <span className="level-name">{g.name}</span>
                {n !== undefined && <span className="level-count">{n === null ? 'no solution' : `${n} moves`}</span>}
              </button>
            </li>
          );
        })}
      </ul>
      {family && <p className="gallery-count">{family.gallery.length} levels</p>}
    </aside>
  );
}

/** The code of a mode's panel, asked for before its button is pressed. */
function preloadMode(mode: Mode) {
  if (mode === 'edit') {
    EditorPanel.preload();
    FAMILY_VIEWS[useApp.getState().familyId].Editor.preload();
  } else if (mode === 'play') PlayPanel.preload();
}

const ModeSwitch = memo(function ModeSwitch() {
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
        <button key={m} aria-pressed={mode === m} className={mode === m ? 'active' : ''} onClick={() => setMode(m)} onPointerEnter={() => preloadMode(m)} onFocus={() => preloadMode(m)}>
          {label}
        </button>
      ))}
    </div>
  );
});

/** The tools beside the level's name: the same for each of a family's levels, so an edit does not draw them again. */
const StageTools = memo(function StageTools({ view }: { view: AnyFamilyView }) {
  return (
    <div className="stage-tools">
      <HowToPlay view={view} />
      <CheckButton />
      <ModeSwitch />
    </div>
  );
});

/** The board as it is watched (the solved mark when it shows a win). */
function WatchBoard({ level, state, won, lastMove, issues }: { level: unknown; state: unknown; won: boolean; lastMove: string | null; issues?: readonly ValidationIssue[] }) {
  // before the line's first move, a zoomed board marks that move (as a hint), and the zoom centres on it
  const first = useApp((s) => (s.playback?.index === 0 ? s.playback.moves[0] : null));
  // a move made on it takes over there, as Play from here does, with that move played (the lichess analysis board's way)
  const playMove = useApp((s) => s.playMove);
  return (
    <div className={`board-wrap ${won ? 'won' : ''}`} data-testid="board" data-solved={won ? 'true' : 'false'}>
      <BoardView state={state} level={level} lastMove={lastMove} first={first} issues={issues} onMove={won ? undefined : playMove} />
    </div>
  );
}

function BoardView({ first, ...props }: BoardProps<unknown, unknown> & { first?: string | null }) {
  const familyId = useApp((s) => s.familyId);
  const Board = FAMILY_VIEWS[familyId].Board;
  return (
    <Suspense fallback={<p className="board-loading">Loading board…</p>}>
      <Zoom follow={[props.state, props.cursor, props.selected]}>{(zoomed) => <Board {...props} hint={(zoomed && first) || props.hint} />}</Zoom>
    </Suspense>
  );
}

/** the open level's optimal number of moves, where a solve found it this session (undefined: not known; null: no solution) */
const useOptimal = () => useApp((s) => s.known[knownKey(s.familyId, s.levelText)]);

function Stage() {
  const mode = useApp((s) => s.mode);
  const familyId = useApp((s) => s.familyId);
  const level = useApp((s) => s.level);
  const levelError = useApp((s) => s.levelError);
  const levelName = useApp((s) => s.levelName);
  const optimal = useOptimal();
  const setLevel = useApp((s) => s.setLevel);
  const tree = useApp((s) => s.tree);
  const setTree = useApp((s) => s.setTree);
  const family = useApp((s) => s.family);
  const hasLine = useApp((s) => s.playback !== null);
  const view = FAMILY_VIEWS[familyId];
  return (
    <section className="stage" aria-label="Board">
      <div className="stage-head">
        <h2>{levelName ?? 'Your level'}</h2>
        <StageTools view={view} />
      </div>
      {levelError && (
        <Suspense
          fallback={
            <p role="alert" className="error">
              This level does not parse: {levelError}
            </p>
          }
        >
          {/* keyed by the text: a text opened again starts a fresh box */}
          <FixText key={useApp.getState().levelText} />
        </Suspense>
      )}
      {family && level !== null && (
        <Suspense fallback={<p>Loading…</p>}>
          {/* (its code not loaded yet: no keys for a moment, the board stays) */}
          {mode === 'solve' && (
            <Suspense fallback={null}>
              <WatchKeys />
            </Suspense>
          )}
          {mode === 'solve' &&
            (hasLine ? (
              // (while playback's code loads, the start position)
              <Suspense fallback={<WatchBoard level={level} state={family.start(level)} won={false} lastMove={null} />}>
                <Watching board={(state, lastMove) => <WatchBoard level={level} state={state} won={family.isWon(level, state)} lastMove={lastMove} />} />
              </Suspense>
            ) : (
              // (a level opened invalid, a link's: its problems marked where they are, as the status names them)
              <WatchBoard level={level} state={family.start(level)} won={family.isWon(level, family.start(level))} lastMove={null} issues={family.validate(level)} />
            ))}
          {mode === 'edit' && (
            <EditorPanel
              family={family}
              editor={view.Editor}
              newLevel={view.blank}
              clear={view.clear}
              keep={familyId}
              readsAs={(text) => import('./shareParts.tsx').then((m) => m.readsAsWords(text, familyId))}
              level={level}
              onChange={(edited) => setLevel(edited, familyId)}
            />
          )}
          {mode === 'play' && (
            <PlayPanel
              family={family}
              view={view}
              tree={tree ?? undefined}
              onTreeChange={setTree}
              level={level}
              optimal={optimal}
              onOptimal={useApp.getState().learnOptimal}
              renderBoard={(s, l, play, marks) => <BoardView state={s} level={l} onMove={play} {...marks} />}
            />
          )}
          {mode === 'play' && <CheckPlayNote />}
        </Suspense>
      )}
    </section>
  );
}

/** The solve's words (format.ts), loaded after the first screen: until they are, the status reads plainly. */
let loadedWords: typeof import('./format.ts') | null = null;
function useSolveWords() {
  const [words, setWords] = useState(loadedWords);
  useEffect(() => {
    if (words) return;
    let live = true;
    // (not downloaded: the status keeps reading plainly)
    import('./format.ts').then(
      (m) => {
        loadedWords = m;
        if (live) setWords(m);
      },
      () => {},
    );
    return () => {
      live = false;
    };
  }, [words]);
  return words;
}

/** why Solve is off while editing: the problems themselves are the editor's list, under the board */
const SOLVE_OFF_EDITING = 'Solve is off: mend the level below.';

function SolvePanel() {
  const words = useSolveWords();
  const solve = useApp((s) => s.solve);
  const level = useApp((s) => s.level);
  const family = useApp((s) => s.family);
  const solveLevel = useApp((s) => s.solveLevel);
  const cancel = useApp((s) => s.cancel);
  const countSolutions = useApp((s) => s.countSolutions);
  const setCountSolutions = useApp((s) => s.setCountSolutions);
  const loadFailed = useApp((s) => s.levelError !== null);
  // play mode at a win: the moves it took (null: not there)
  const wonAfter = useApp((s) => (s.mode === 'play' && s.playback && s.family?.isWon(s.level, s.playback.states[s.playback.index]) ? s.playback.index : null));
  const shortest = useOptimal();
  // (once per level, not at each of the panel's renders: a solve's progress draws it many times)
  const issues = useMemo(() => (family && level !== null ? family.validate(level) : []), [family, level]);
  // a level whose family's rules are still loading (a link just opened) is not parsed yet, not one to mend
  const loading = family === null && !loadFailed;
  const invalid = loading ? 'the level is loading' : level === null ? 'the level does not parse' : issues.length ? issues.map((i) => issuePlace(i) + i.message).join('; ') : null;
  const running = solve.status === 'running';
  const editing = useApp((s) => s.mode === 'edit');
  const solveFromPanel = () => {
    if (editing) useApp.getState().setMode('solve');
    if (!running) solveLevel();
  };
  // (with Solve off, not an invitation to press it)
  // (why Solve is off is said here, in the room the status keeps: a note of its own above the board
  // moved the board 61 px under a phone's stroke each time the level became invalid, and back, and
  // an alert was said again at each change of the stroke; editing, in words short enough for that
  // room whatever the problem (a phone's one line before a solve), which the editor lists under the board)
  let text = loading ? 'Loading the level…' : invalid ? (level === null ? 'Mend the level to solve it.' : editing ? SOLVE_OFF_EDITING : `Solve is off: ${invalid}.`) : family!.isWon(level, family!.start(level)) ? 'This level starts solved: there is nothing to do.' : 'Press Solve to find the shortest solution.';
  if (running) text = solve.progress && words ? words.progressLine(solve.progress) : 'Searching… starting the solver';
  else if (solve.status === 'error') text = `Could not solve: ${solve.error}`;
  else if (solve.status === 'cancelled') text = words ? words.cancelledLine(solve.progress) : 'Cancelled.';
  else if (solve.result) text = words ? words.resultLine(solve.result, solve.budget, family?.commutingMoves) : 'Done.';
  // (an answer kept from an earlier solve is said to be so here, in a region there from the start:
  // after a reload it may come before SolveNotes' code, whose note, with Solve again, is not said)
  const kept = solve.status === 'done' && solve.result && 'keptFrom' in solve.result ? ' Kept from an earlier solve in this browser, not searched now.' : '';
  // (nothing said while the level loads: what it will say next is its state once loaded; nor play's win,
  // which play's own alert says: said here too it was heard twice, and the solve's line again at each Undo from it)
  const spoken = useThrottled(loading ? '' : text + kept, running ? 2000 : 0);
  if (wonAfter !== null && !running && solve.status !== 'error' && words) text = words.wonLine(wonAfter, shortest);
  return (
    <div className="solve-panel">
      <div className="solve-buttons">
        {/* while it runs, off but keeping the focus (offAtEnd): a disabled Solve sent the focus to Cancel, which took a second Enter */}
        {/* editing, Solve goes to watch: the solve it starts, or the one running (an edit stops a solve of the level before it) */}
        <button className="primary" {...offAtEnd(running && !editing, solveFromPanel)} disabled={invalid !== null} title={invalid ?? (running && !editing ? 'Solving: Cancel stops it' : undefined)}>
          Solve
        </button>
        <button onClick={cancel} disabled={!running}>
          Cancel
        </button>
      </div>
      <label className="count-solutions">
        <input type="checkbox" checked={countSolutions} onChange={(e) => setCountSolutions(e.target.checked)} disabled={running} /> Count the optimal solutions (is
        it unique?)
      </label>
      {/* the notes on the memory a level may need, and on a solve in layers kept on disk (their code loads after the first screen) */}
      {invalid === null && level !== null && (
        <Suspense fallback={null}>
          <SolveNotes />
        </Suspense>
      )}
      {/* the visible progress stays live; screen readers hear it at most every 2 s, and the outcome at once */}
      <div role="status" aria-live="off" className="status" data-testid="status" data-progress-count={solve.progressCount} data-state={solve.status}>
        {text}
      </div>
      <div aria-live="polite" className="sr-only" data-testid="status-spoken">
        {spoken}
      </div>
      {solve.status !== 'idle' && (
        <Suspense fallback={null}>
          <SolveFurther />
        </Suspense>
      )}
    </div>
  );
}

/** The move tree beside the board while watching, once it has a move. */
function SideMoves() {
  const shown = useApp((s) => s.mode === 'solve' && s.playback !== null);
  return shown ? (
    <Suspense fallback={null}>
      <MoveList />
    </Suspense>
  ) : null;
}

const SEEN_KEY = 'unstuck.introSeen';

/** A first visit says in one line what the app does; "Got it" puts it away for good. */
function Intro() {
  const [seen, setSeen] = useState(() => {
    try {
      return window.localStorage.getItem(SEEN_KEY) === '1';
    } catch {
      return true; // no storage: say nothing rather than every time
    }
  });
  if (seen) return null;
  return (
    // a named section: a landmark, so the note is not left outside every one
    <section className="intro" aria-label="Welcome">
      Pick a puzzle and press <strong>Solve</strong>: Unstuck finds the shortest solution in your browser and shows it move by move. Or edit a level, or play it
      yourself with hints.{' '}
      <button
        type="button"
        onClick={() => {
          try {
            window.localStorage.setItem(SEEN_KEY, '1');
          } catch {
            // storage refused: the note goes for this visit only
          }
          setSeen(true);
        }}
      >
        Got it
      </button>
    </section>
  );
}

/** The page title names the level and the family: "Classic 1 · Snakebird — Unstuck". */
function usePageTitle() {
  const familyId = useApp((s) => s.familyId);
  const levelName = useApp((s) => s.levelName);
  useEffect(() => {
    document.title = `${levelName ?? 'Your level'} · ${FAMILY_VIEWS[familyId].title} — Unstuck`;
  }, [familyId, levelName]);
}

export function App() {
  usePageTitle();
  const ensureLoaded = useApp((s) => s.ensureLoaded);
  const [started, setStarted] = useState(false);
  const [familyComing] = useState(comingFamily);
  const onStarted = useCallback(() => setStarted(true), []);
  // a press on a control before then (disabled: it clicks nothing) is made once the level is open
  const pressed = useRef<HTMLElement | null>(null);
  useEffect(() => {
    if (started && pressed.current?.isConnected) pressed.current.click();
    pressed.current = null;
  }, [started]);
  useEffect(() => ensureLoaded(), [ensureLoaded]);
  // the code of playback, the editor (the shown family's) and the play panel, fetched after the
  // first screen so that a solve's line, a first Edit and a first Play draw at once, even pressed
  // with no pointer or focus on them first (a tap)
  useEffect(() => {
    Watching.preload();
    MoveList.preload();
    preloadMode('play');
    preloadMode('edit');
    return useApp.subscribe((now, before) => {
      if (now.familyId !== before.familyId) preloadMode('edit');
    });
  }, []);
  useEffect(() => void import('./focusKeeper.ts').then((m) => m.keepFocus(), () => {}), []);
  // (a phone turned: what the person is at stays on the screen; in the zoom's chunk, fetched at once)
  useEffect(() => void zoomCode.then((m) => m.keepInView(), () => {}), []);
  // the solver's client, for the first Solve
  useEffect(() => void loadSolver().catch(() => {}), []);
  return (
    <div className="app" onPointerUpCapture={started ? undefined : (e) => void (pressed.current = (e.target as Element).closest('button, input'))}>
      {/* disabled until the page's link has opened its level, so no click is overtaken by it */}
      <fieldset className="app-controls" disabled={!started}>
      <header>
        <h1>Unstuck</h1>
        <p className="tagline">the shortest way through your puzzle</p>
        <FamilyTabs />
        {/* the row's room until its code comes (app.css), as its family's actions will take it */}
        <LazyPart name="Level actions" fallback={<div className="level-actions" data-family={familyComing} />}>
          <LevelActions />
        </LazyPart>
      </header>
      <Suspense fallback={null}>
        <LinkSync onStarted={onStarted} />
      </Suspense>
      <Intro />
      <main className="layout">
        <ErrorBoundary name="Gallery"><Gallery /></ErrorBoundary>
        <ErrorBoundary name="Board"><Stage /></ErrorBoundary>
        <aside className="side" aria-label="Solver">
          <ErrorBoundary name="Solver">
            <SolvePanel />
            <SideMoves />
            <CheckSide />
          </ErrorBoundary>
        </aside>
      </main>
      </fieldset>
      <footer>
        {FAMILY_IDS.length} puzzle families · the search runs on this device, in your browser
      </footer>
    </div>
  );
}
