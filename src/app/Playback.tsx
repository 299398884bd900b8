// The watching part of the board: the playback controls with the timeline (and a line's point
// of no return marked on it), and the move tree beside the board. Loaded once there is a line to
// watch, after the first screen.
import { useEffect, useLayoutEffect, useMemo, useRef, useState, type CSSProperties, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { MoveTreeList } from '../view/MoveTreeList.tsx';
import { ARROWS, keysBelongElsewhere, swipeDirection } from '../view/input.ts';
import type { Direction } from '../view/types.ts';
import { useThrottled } from '../view/useThrottled.ts';
import { LIVE_REGION_SETTLE_MS, refusedWords, useMoveOutcome } from '../view/outcomeWords.ts';
import { offAtEnd } from '../view/offAtEnd.ts';
import { mainLine, solutionLine } from '../view/moveTreeLines.ts';
import { currentNode, goTo as treeGoTo, movesOf, redoChild } from '../view/moveTree.ts';
import { knownKey, useApp } from './store.ts';
import { FAMILY_VIEWS } from './views.ts';

/** The position on the board: playback's, else the level's start. (A board animates a move itself.) */
function useDisplayedState(): unknown {
  const playback = useApp((s) => s.playback);
  const level = useApp((s) => s.level);
  const family = useApp((s) => s.family);
  if (!playback) return level === null || family === null ? null : family.start(level);
  return playback.states[playback.index];
}

/** The board walking the current line, and the playback controls under it. */
export function Watching({ board }: { board(state: unknown, lastMove: string | null): ReactNode }) {
  const state = useDisplayedState();
  const lastMove = useApp((s) => (s.playback && s.playback.index > 0 ? s.playback.moves[s.playback.index - 1]! : null));
  return (
    <>
      {board(state, lastMove)}
      <PlaybackControls />
    </>
  );
}

function PlaybackControls() {
  const playback = useApp((s) => s.playback);
  const mode = useApp((s) => s.mode);
  const view = FAMILY_VIEWS[useApp((s) => s.familyId)];
  const { step, goTo, goToNode, setPlaying, setSpeed } = useApp.getState();

  // Autoplay keeps to a clock: each move is due a period after the one before, from where play
  // began, so the time a step takes to draw comes out of the wait (timed from the draw, 8x ran
  // at 5.5 moves a second under a 6x slowed CPU), and a device too slow to draw every move skips
  // to the move that is due rather than falling behind.
  const clock = useRef({ time: 0, index: -1, speed: 0, next: -1 });
  // a tab put out of sight pauses autoplay: on the clock it would be at the end when the person came back
  const autoplaying = playback?.playing === true;
  useEffect(() => {
    if (!autoplaying) return;
    const onHidden = () => document.visibilityState === 'hidden' && setPlaying(false);
    document.addEventListener('visibilitychange', onHidden);
    return () => document.removeEventListener('visibilitychange', onHidden);
  }, [autoplaying]);
  useEffect(() => {
    if (!playback?.playing) return void (clock.current.next = -1);
    const period = 1000 / playback.speed;
    const c = clock.current;
    // started, sped up or slowed, or moved by hand: the clock starts again from here
    if (playback.index !== c.next || playback.speed !== c.speed) Object.assign(c, { time: performance.now(), index: playback.index, speed: playback.speed });
    const timer = window.setTimeout(
      () => {
        const p = useApp.getState().playback;
        if (!p) return;
        if (p.index >= p.moves.length) return setPlaying(false);
        const due = c.index + Math.floor((performance.now() - c.time) / period);
        c.next = Math.min(p.moves.length, Math.max(p.index + 1, due));
        step(c.next - p.index);
      },
      Math.max(0, c.time + (playback.index - c.index + 1) * period - performance.now()),
    );
    return () => window.clearTimeout(timer);
  }, [playback?.playing, playback?.index, playback?.speed]);


  const lostHere = playback !== null && playback.noReturnAt !== null && playback.index >= playback.noReturnAt;
  // (the board shows a win; the words say it)
  const wonHere = useApp((s) => s.playback !== null && s.playback.index > 0 && s.family !== null && s.family.isWon(s.level, s.playback.states[s.playback.index]));
  const words = !playback ? '' : `${playback.index === 0 ? 'At the start' : `Move ${playback.index} of ${playback.moves.length}: ${view.describeMove(playback.moves[playback.index - 1]!)}`}${wonHere ? ', solved' : ''}${lostHere ? ', no way to win from here' : ''}`;
  // The slider says its own new value (these words) as it moves: the live line said it a second
  // time. It stays empty for a position the slider went to (an emptied region says nothing), so
  // the next position reached otherwise is said, even if it is the same text as before.
  const slidTo = useRef<number | null>(null);
  const bySlider = playback !== null && slidTo.current === playback.index;
  useEffect(() => {
    if (slidTo.current !== playback?.index) slidTo.current = null;
  }, [playback?.index]);
  // (what the move caused is said after, as play mode says it; the slider's value keeps to the position)
  const caused = useMoveOutcome(view);
  const level = useApp((s) => s.level);
  const after = playback === null || playback.index === 0 ? '' : caused(level, playback.states[playback.index - 1], playback.states[playback.index], playback.moves[playback.index - 1]!);
  const spoken = useThrottled(bySlider ? '' : words && `${words}.${after}`, playback?.playing ? AUTOPLAY_SAY_MS : 0);
  // A live region is heard when its text changes, not for the text it is made with: the controls
  // made anew (the answer shown, or back from editing or playing) start silent and say the
  // position a moment later.
  const [heard, setHeard] = useState(false);
  useEffect(() => {
    const timer = window.setTimeout(() => setHeard(true), LIVE_REGION_SETTLE_MS);
    return () => window.clearTimeout(timer);
  }, []);
  // A solve's answer shows its controls under the board: on a phone a tall board (Snakebird's)
  // left them past the screen's foot, with nothing on screen saying how to watch the line. Where
  // the person has left the page alone since the solve began, it scrolls just enough to show them
  // (the board and the answer's words staying in view above); where they may be reaching for
  // something (they moved the pointer, pressed, scrolled or typed), the page does not move under
  // them (it moved 224 px at 1280×800, the Edit button with it): a small button says where the
  // answer is, till the controls come into view.
  // An answer that comes while the controls are already up (a line watched as the search ran: the
  // early one) is pointed to by the same rule, and said under them, with an offer to watch it to
  // one on another line. Those words come under the buttons, and at 1280×800 the offer lay under
  // the fold with the buttons in view, unseen: where no pointer has been used since the solve
  // began (keys only, or nothing) and what has the focus stays on the screen, the page scrolls the
  // least to show them; else the pointer says where they are.
  const shown = playback !== null && mode === 'solve';
  const answer = useApp((s) => (s.solve.status === 'done' ? s.solve.result : null));
  const [said, setSaid] = useState<typeof answer>(null);
  const saying = said?.kind === 'solved' && said === answer ? said : null;
  const offLine = useApp((s) => saying !== null && s.tree !== null && s.playback !== null && s.playback.ids.at(-1) !== mainLine(s.tree).at(-1));
  // the slider's name says what it walks: a line of one's own, Check's, or one not proven
  // shortest was 'Position in the solution' too
  const onSolution = useApp((s) => {
    const p = s.playback;
    return p !== null && s.tree !== null && s.family !== null && s.known[knownKey(s.familyId, s.levelText)] === p.moves.length && p.ids.at(-1) === mainLine(s.tree).at(-1) && s.family.isWon(s.level, p.states.at(-1));
  });
  const upBefore = useRef(false);
  // (an answer is said only as its search ends: a level opened again with its answer, the controls up for the one before, says nothing)
  const status = useApp((s) => s.solve.status);
  const statusBefore = useRef(status);
  /** the moves of the tree's main line as the render before had it */
  const mainBefore = useRef<string | null>(null);
  const controls = useRef<HTMLDivElement>(null);
  const [pointTo, setPointTo] = useState<'above' | 'below' | null>(null);
  /** the answer whose words, once drawn, are to be seen */
  const toShow = useRef<unknown>(null);
  /** the offer's button where it is up, else the first of the controls' that does something */
  const focusControls = (offer = true) => {
    const el = controls.current;
    const to = (offer ? el?.querySelector<HTMLElement>('.answer-offer button') : null) ?? el?.querySelector<HTMLElement>('.playback-buttons button:not(:disabled, [aria-disabled="true"])');
    to?.focus({ preventScroll: true });
  };
  useEffect(() => {
    const el = controls.current;
    const up = upBefore.current;
    upBefore.current = shown;
    const { status, result, progress } = useApp.getState().solve;
    if (!el || status !== 'done' || result === broughtToView) return;
    broughtToView = result;
    // an answer the board had already, found again with no early line of its own (a reload's solve
    // again, the solution kept in the tree): nothing came, to say, scroll to or point to (the
    // page at the top after a reload on a phone showed "Answer ready ↓" for a line never left)
    if (result?.kind === 'solved' && !progress?.bestFound && mainBefore.current === result.solution.join(' ')) return;
    if (up && statusBefore.current === 'running') {
      setSaid(result);
      toShow.current = result;
    }
    const buttons = el.querySelector('.playback-buttons')!.getBoundingClientRect();
    if (untouched && el.getBoundingClientRect().bottom > window.innerHeight) el.scrollIntoView({ block: 'nearest' });
    // (not where some of the buttons show: the pointer would lie over them)
    else if (buttons.height > 0 && (buttons.top >= window.innerHeight || buttons.bottom <= 0)) setPointTo(buttons.bottom <= 0 ? 'above' : 'below');
  }, [shown, answer]);
  // the answer's words, drawn (a render after the effect above said them), brought into view or pointed to
  useEffect(() => {
    const offer = controls.current?.querySelector('.answer-offer');
    if (!saying || toShow.current !== saying || !offer) return;
    toShow.current = null;
    // (the pointer is up already where the buttons are out of view: it goes once the words are in view)
    if (pointTo) return;
    const { top, bottom } = offer.getBoundingClientRect();
    const by = bottom > window.innerHeight ? bottom - window.innerHeight : Math.min(0, top);
    if (by === 0) return;
    const focus = document.activeElement;
    const focused = focus && focus !== document.body ? focus.getBoundingClientRect() : null;
    if (noPointer && (!focused || (focused.top - by >= 0 && focused.bottom - by <= window.innerHeight))) offer.scrollIntoView({ block: 'nearest' });
    else setPointTo(by > 0 ? 'below' : 'above');
  }, [saying]);
  // Never over the buttons, which show where the words are under the fold: a press aimed at one
  // would land on it. There (a laptop's 1280×600, the buttons at the screen's foot) the pointer
  // goes beside Solve, where the person looked to solve and the status says the answer came, in
  // the room its row leaves; else (a narrow Solver's column: 900×600) at the end of the board's
  // head, beside the level's name; with no room in either, nothing points (the live line says it).
  const pointer = useRef<HTMLButtonElement>(null);
  const [placed, setPlaced] = useState<{ top: number; left: number } | null>(null);
  useLayoutEffect(() => {
    if (!pointTo) return setPlaced(null);
    const at = pointer.current?.getBoundingClientRect();
    if (!at || placed) return;
    if (![...(controls.current?.querySelectorAll('.playback-buttons > *') ?? [])].some((b) => overlaps(b.getBoundingClientRect(), at))) return;
    const spot = spotBesideSolve(at) ?? spotInStageHead(at);
    if (spot) setPlaced(spot);
    else setPointTo(null);
  }, [pointTo, placed]);
  // (placed in the page, it scrolls with what it is beside; a new size of window places it again)
  useEffect(() => {
    if (!placed) return;
    const again = () => setPlaced(null);
    window.addEventListener('resize', again);
    return () => window.removeEventListener('resize', again);
  }, [placed]);
  // (after the effect above, which reads the status and the main line before this render's)
  useEffect(() => {
    statusBefore.current = status;
  }, [status]);
  const tree = useApp((s) => s.tree);
  useEffect(() => {
    mainBefore.current = tree ? movesOf(tree, mainLine(tree)).join(' ') : null;
  }, [tree]);
  // the pointer goes once the controls' buttons come into view, or the answer's words wholly where
  // there are some (the offer in them), however they came there
  useEffect(() => {
    const offer = controls.current?.querySelector('.answer-offer');
    const seek = offer?.textContent ? offer : controls.current?.querySelector('.playback-buttons');
    if (!pointTo || !seek || typeof IntersectionObserver !== 'function') return;
    const whole = seek === offer ? 1 : 0;
    const seen = new IntersectionObserver(
      (entries) => {
        if (!entries.some((e) => e.isIntersecting && e.intersectionRatio >= whole * 0.99)) return;
        // (a pointer focused from the keyboard leaves the focus to the controls, not to the page)
        if (document.activeElement?.classList.contains('answer-pointer')) focusControls();
        setPointTo(null);
      },
      { threshold: whole },
    );
    seen.observe(seek);
    return () => seen.disconnect();
  }, [pointTo]);
  if (!shown) return null;
  const { index, moves, playing, speed, noReturnAt } = playback;
  const lostFrom = noReturnAt === null ? null : noReturnAt === 0 ? 'No way to win from the start' : `No way to win from move ${noReturnAt}`;
  // (the pointer's press takes the focus to the controls, for a keyboard or a screen reader there too)
  const goToControls = () => {
    setPointTo(null);
    controls.current?.scrollIntoView({ block: 'nearest' });
    focusControls();
  };
  // (from the main line's end back to its start: the line through the start is then the answer's)
  const watchAnswer = () => {
    const t = useApp.getState().tree;
    if (!t) return;
    goToNode(mainLine(t).at(-1)!);
    goTo(0);
    // (once drawn at the start: the buttons that go back are off there)
    requestAnimationFrame(() => focusControls(false));
  };
  const answerPointer = (
    <button
      type="button"
      ref={pointer}
      className={`primary answer-pointer ${placed ? 'placed' : pointTo}`}
      style={placed ?? undefined}
      onClick={goToControls}
    >
      {useApp.getState().solve.result?.kind === 'solved' ? 'Answer ready' : 'Line ready'} <span aria-hidden="true">{pointTo === 'below' ? '↓' : '↑'}</span>
    </button>
  );
  return (
    <div className="playback" ref={controls}>
      {pointTo && (placed ? createPortal(answerPointer, document.body) : answerPointer)}
      <div className="playback-buttons">
        {/* the page's keys for them (onKey above), told to screen readers and, on hover, to the eye */}
        <button {...offAtEnd(index === 0, () => goTo(0))} aria-label="First position" {...keyed('Home')}>«</button>
        <button {...offAtEnd(index === 0, () => step(-1))} aria-label="Previous move" {...keyed('ArrowLeft', '←')}>‹</button>
        {playing ? (
          // (two bars drawn, not the letters 'II': a name read aloud as "Pause" showed letters not in it, which voice control cannot say)
          <button onClick={() => setPlaying(false)} aria-label="Pause" {...keyed('Space')}>
            <svg className="pause-bars" viewBox="0 0 10 10" aria-hidden="true">
              <rect x="1.5" y="1" width="2.5" height="8" />
              <rect x="6" y="1" width="2.5" height="8" />
            </svg>
          </button>
        ) : (
          <button onClick={() => setPlaying(true)} aria-label="Play" disabled={moves.length === 0} {...keyed('Space')}>▶</button>
        )}
        <button {...offAtEnd(index === moves.length, () => step(1))} aria-label="Next move" {...keyed('ArrowRight', '→')}>›</button>
        <button {...offAtEnd(index === moves.length, () => goTo(moves.length))} aria-label="Last position" {...keyed('End')}>»</button>
        {/* the play board, else its moves; at a won position of a board that takes no keys (no moves left to list), Undo */}
        <button
          onClick={() => {
            useApp.getState().playFrom(index);
            showPlayBoard();
          }}
          title="Play the rest yourself from this position"
          data-refocus={PLAY_FOCUS}
        >
          Play from here
        </button>
        <label className="speed">
          Speed
          <select value={speed} onChange={(e) => setSpeed(Number(e.target.value))}>
            {[0.5, 1, 2, 4, 8].map((s) => (
              <option key={s} value={s}>{s}×</option>
            ))}
          </select>
        </label>
      </div>
      <div className="timeline" style={noReturnAt === null ? undefined : ({ '--lost-at': noReturnAt / moves.length } as CSSProperties)}>
        <input
          type="range"
          min={0}
          max={moves.length}
          value={index}
          onKeyDown={(e) => SLIDER_KEYS.has(e.key) && staleRepeat(e.nativeEvent) && e.preventDefault()}
          onChange={(e) => {
            slidTo.current = Number(e.target.value);
            goTo(slidTo.current);
          }}
          aria-label={onSolution ? 'Position in the solution' : 'Position in the line'}
          aria-valuetext={words}
          // (the track is filled up to here: app.css draws it)
          style={{ '--played': moves.length ? index / moves.length : 0 } as CSSProperties}
        />
        {/* the line's point of no return: the track is marked from it to the end, and a tick goes there */}
        {lostFrom && (
          <>
            <span className="timeline-lost" aria-hidden="true" />
            <button type="button" className="timeline-mark" data-testid="timeline-no-return" aria-label={lostFrom} title={lostFrom} onClick={() => goTo(noReturnAt!)} />
          </>
        )}
      </div>
      <p className="position" data-testid="position">
        Move {index} of {moves.length}
        {index > 0 && `: ${view.describeMove(moves[index - 1]!)}`}
        {lostHere && <span className="position-lost"> · no way to win from here</span>}
      </p>
      {/* said as it comes, where the person is; there before, empty, so that it is heard */}
      <p className="answer-offer" aria-live="polite" data-testid="answer-offer">
        {saying && (
          <>
            Shortest line found: {saying.moves} moves.
            {offLine && (
              <>
                {' '}
                This line has {moves.length}.{' '}
                <button type="button" onClick={watchAnswer}>
                  Watch the shortest line ({saying.moves} moves)
                </button>
              </>
            )}
          </>
        )}
      </p>
      {/* the line above changes at every step of autoplay, too often to be live itself */}
      <p className="sr-only" aria-live="polite" data-testid="position-spoken">
        {heard ? spoken : ''}
      </p>
    </div>
  );
}

const overlaps = (a: DOMRect, b: DOMRect) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

/**
 * `at` moved to (left, top) on the screen, as a place for `position: absolute` in the body: where
 * it lies inside `bounds`' width and on the screen, over no control and nothing of `avoid`. Else null.
 */
function placeIn(at: DOMRect, left: number, top: number, bounds: DOMRect, avoid: (DOMRect | undefined)[] = []): { top: number; left: number } | null {
  const spot = new DOMRect(left, top, at.width, at.height);
  if (spot.left < bounds.left || spot.right > bounds.right || top < 0 || spot.bottom > window.innerHeight) return null;
  const taken = [...document.querySelectorAll('button, input, select, textarea, a[href]')].filter((c) => !c.classList.contains('answer-pointer')).map((c) => c.getBoundingClientRect());
  if ([...taken, ...avoid].some((r) => r && overlaps(r, spot))) return null;
  return { top: top + window.scrollY, left: left + window.scrollX };
}

/** Where a pointer as large as `at` goes beside Solve and Cancel, in the room their row leaves in the Solver's panel (placeIn). */
function spotBesideSolve(at: DOMRect): { top: number; left: number } | null {
  const row = document.querySelector('.solve-buttons');
  const last = row?.lastElementChild?.getBoundingClientRect();
  const panel = row?.parentElement?.getBoundingClientRect();
  if (!row || !last || !panel) return null;
  const gap = parseFloat(getComputedStyle(row).columnGap) || 0;
  return placeIn(at, last.right + gap, last.top + (last.height - at.height) / 2, panel);
}

/** Where a pointer as large as `at` goes at the right end of the board's head, in the level's name's row (placeIn). */
function spotInStageHead(at: DOMRect): { top: number; left: number } | null {
  const head = document.querySelector('.stage-head')?.getBoundingClientRect();
  const name = document.querySelector('.stage-head h2')?.getBoundingClientRect();
  if (!head || !name) return null;
  return placeIn(at, head.right - at.width, name.top + (name.height - at.height) / 2, head, [name]);
}

/** the solve's result whose controls were last brought to view (or pointed to): once for each answer */
let broughtToView: unknown = null;
/**
 * Whether the person has left the page alone since the solve now running began: no pointer moved
 * or pressed, no wheel, no key (watched while in Solve mode: WatchKeys). False where it is not known.
 */
let untouched = false;
/** Whether no pointer, finger or wheel has been used since the solve now running began (keys may have been). False where it is not known. */
let noPointer = false;

/** Keeps `untouched` and `noPointer` while mounted. */
function watchTouches(): () => void {
  const started = useApp.subscribe((now, before) => {
    if (now.solve.status === 'running' && before.solve.status !== 'running') untouched = noPointer = true;
  });
  const touched = (e: Event) => {
    untouched = false;
    if (e.type !== 'keydown') noPointer = false;
  };
  // (a move the browser makes up where the page moved under a still mouse is not the person's)
  let pointerAt = '';
  const moved = (e: PointerEvent) => {
    const at = `${e.screenX},${e.screenY}`;
    if (at !== pointerAt && e.type === 'pointermove') touched(e);
    pointerAt = at;
  };
  const on = { capture: true, passive: true };
  const types = ['pointerdown', 'wheel', 'keydown', 'touchstart'] as const;
  for (const type of types) window.addEventListener(type, touched, on);
  window.addEventListener('pointermove', moved, on);
  window.addEventListener('pointerdown', moved, on);
  return () => {
    started();
    for (const type of types) window.removeEventListener(type, touched, on);
    window.removeEventListener('pointermove', moved, on);
    window.removeEventListener('pointerdown', moved, on);
    untouched = noPointer = false;
  };
}

/**
 * The controls a pointer's press focused (clicked), as of the last focus each took: Space on one
 * is the page's (WatchKeys), not a press again of a button the mouse chose. Heard from this
 * module's load, so a click before Solve mode's keys mount (Solve and watch) counts.
 */
const pointerFocused = new WeakSet<EventTarget>();
let pointerPressed = false;
let tabbed = false;
if (typeof window !== 'undefined') {
  addEventListener('pointerdown', () => (pointerPressed = true), true);
  addEventListener(
    'keydown',
    (e) => {
      pointerPressed = false;
      tabbed = e.key === 'Tab';
    },
    true,
  );
  // (focus moved on by script, not Tab, from a control the mouse chose is the mouse's too: the move list's current move, which the focus follows)
  const byPointer = (e: FocusEvent) => pointerPressed || (!tabbed && e.relatedTarget !== null && pointerFocused.has(e.relatedTarget));
  addEventListener('focusin', (e) => e.target && (byPointer(e) ? pointerFocused.add(e.target) : pointerFocused.delete(e.target)), true);
}

/** a playback button's key: named for screen readers (aria-keyshortcuts) and in its tooltip */
const keyed = (key: string, shown = key) => ({ 'aria-keyshortcuts': key, title: `Key: ${shown}` });

/**
 * A held key's repeat that waited this long to be handled came while a step was still being
 * drawn: dropped, so that a device too slow to draw a step per repeat stops where the key was let
 * go, not a second or more later (a 2000-move line's slider at a 6x slowed CPU ran on for 1 s).
 */
const STALE_MS = 50;
const staleRepeat = (e: KeyboardEvent): boolean => e.repeat && performance.now() - e.timeStamp > STALE_MS;
/** the keys a range input steps by (a held Tab's late repeat still moves the focus) */
const SLIDER_KEYS = new Set(['ArrowRight', 'ArrowLeft', 'ArrowUp', 'ArrowDown', 'PageUp', 'PageDown', 'Home', 'End']);

const PLAY_TAKES_KEYS = '.pl-board[tabindex], .pl-moves button';
/** where focus goes from Play from here (focusKeeper takes the first in the page's order) */
const PLAY_FOCUS = `${PLAY_TAKES_KEYS}, .pl-panel:not(:has(${PLAY_TAKES_KEYS})) .pl-toolbar button`;

/**
 * Play from here swaps these controls for the play panel, whose code may still be loading: the
 * page, shorter meanwhile, left a phone scrolled to its top, the board and its move buttons (a
 * finger's way to play) under the screen's foot. Once the play board is drawn, the panel comes
 * back into view, scrolled the least.
 */
function showPlayBoard() {
  const until = performance.now() + SHOW_PLAY_MS;
  const look = () => {
    const panel = document.querySelector('.pl-panel');
    if (panel?.querySelector('.pl-board .board')) panel.scrollIntoView({ block: 'nearest' });
    else if (performance.now() < until) requestAnimationFrame(look);
  };
  requestAnimationFrame(look);
}
/** past this, a play board not yet drawn is left to come when it comes, where the page is then */
const SHOW_PLAY_MS = 3000;

/**
 * A move made on the board watched (a tap, a swipe, an arrow) takes over in Play, whose panel draws
 * the board lower, its toolbar above it: on a 390x844 phone Bars' board moved 71 px down under the
 * finger, and a second tap where the first was pressed the row above. Once the play board is drawn,
 * the page scrolls by as much, so that the board stays where it was.
 */
function keepBoardInPlace() {
  return useApp.subscribe((now, before) => {
    // (Play from here goes to its position first, then to play: its panel is shown by showPlayBoard)
    if (before.mode !== 'solve' || now.mode !== 'play' || now.tree === before.tree) return;
    const top = document.querySelector('.board-wrap svg.board')?.getBoundingClientRect().top;
    if (top === undefined) return;
    const until = performance.now() + SHOW_PLAY_MS;
    const look = () => {
      const board = document.querySelector('.pl-board svg.board');
      if (board) window.scrollBy({ top: board.getBoundingClientRect().top - top, behavior: 'instant' });
      else if (performance.now() < until) requestAnimationFrame(look);
    };
    requestAnimationFrame(look);
  });
}
if (typeof window !== 'undefined') keepBoardInPlace();

/** at most one position said in this long while autoplay runs (8× is 8 moves a second) */
const AUTOPLAY_SAY_MS = 2000;

/**
 * The move tree in words: the solution (the main line) and every line watched or played beside
 * it, as the lichess analysis board shows it; a click goes to that position. Beside the board
 * on a wide screen, below it on a phone.
 */
export function MoveList() {
  const tree = useApp((s) => s.tree);
  const mode = useApp((s) => s.mode);
  const view = FAMILY_VIEWS[useApp((s) => s.familyId)];
  const goToNode = useApp((s) => s.goToNode);
  const optimal = useApp((s) => s.known[knownKey(s.familyId, s.levelText)]);
  const family = useApp((s) => s.family);
  const level = useApp((s) => s.level);
  // a step makes a new tree on the same nodes: the main line, read through every node, stays
  const nodes = tree?.nodes;
  const solved = useMemo(() => tree !== null && family !== null && solutionLine(tree, optimal, (state) => family.isWon(level, state)) !== undefined, [nodes, optimal, family, level]);
  if (!tree || mode !== 'solve') return null;
  return <MoveTreeList className="side-moves" tree={tree} label={solved ? 'Solution moves' : 'Moves played'} describe={view.describeMove} onGo={goToNode} />;
}

/**
 * The keys of the board while watching (a listener of the page's, mounted in Solve mode): with a
 * line, → and ← step it, Home and End (↑ and ↓) go to its ends, Shift+→ and Shift+← into and out
 * of a variation, and Space plays or pauses (the lichess analysis board's keys; on a button too where a click focused it: Solve, or Next clicked, then
 * Space pressed Solve again or stepped once, where a button the keyboard came to is pressed by
 * it as ever); with none yet, an arrow of a family moved by arrows plays that move
 * with the first piece and takes over in Play, as a tap on the board does.
 */
export function WatchKeys() {
  useEffect(watchTouches, []);
  // A move made on the board watched that is not played there (the rules refuse it, the position
  // is won) took over nowhere and said nothing, on screen or to a screen reader; a tap on a board
  // moved by swipes (Move, Snakebird) likewise. Said here, at the screen's foot, till the next press
  // or move; the same words again are said again (a space no one sees). While this is mounted, the
  // store's playMove (the board's taps, takeOver) says it here (wrapped here rather than in the
  // store, which is on the first screen: the words and the note are the playback chunk's).
  const [note, setNote] = useState('');
  const say = (words: string) => setNote((was) => (was === words ? `${words}\u00a0` : words));
  const tree = useApp((s) => s.tree);
  useEffect(() => setNote(''), [tree]);
  useEffect(() => {
    const plain = useApp.getState().playMove;
    useApp.setState({ playMove: (move) => plain(move) || (say(notPlayed(move)), false) });
    return () => useApp.setState({ playMove: plain });
  }, []);
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (keysBelongElsewhere(e.target) || e.ctrlKey || e.metaKey || e.altKey) return;
      const { playback: p, step, goTo, setPlaying } = useApp.getState();
      let act: (() => unknown) | null;
      if (p) {
        const across = e.key === 'ArrowRight' || e.key === 'ArrowLeft';
        act =
          (across && e.shiftKey ? variationKey(e.key === 'ArrowRight') : null) ??
          (e.key === 'ArrowRight' ? () => step(1)
          : e.key === 'ArrowLeft' ? () => step(-1)
          : e.key === 'Home' || e.key === 'ArrowUp' ? () => goTo(0)
          : e.key === 'End' || e.key === 'ArrowDown' ? () => goTo(p.moves.length)
          : e.key === ' ' && !(e.target instanceof HTMLInputElement) && !(e.target instanceof HTMLButtonElement && !pointerFocused.has(e.target)) ? () => setPlaying(!p.playing)
          : null);
      } else {
        const dir = ARROWS[e.key];
        act = dir && takeOverMove(dir) ? () => takeOver(dir) : null;
      }
      if (!act) return;
      e.preventDefault();
      if (!staleRepeat(e)) act();
    };
    // A swipe on the watched board of a family moved by swipes (Move, Snakebird) takes over there
    // with that move, as a tap does in the others: on a phone it did nothing (in play it moves).
    // (their boards take no drag to scroll: touch-action none in their board.css)
    let from: { x: number; y: number; id: number } | null = null;
    const onDown = (e: PointerEvent) => {
      const on = e.target instanceof Element ? e.target : null;
      // (not a second finger, which pinches or pans the zoom, nor the zoom's buttons)
      from = e.isPrimary && on?.closest('.board-wrap') && !on.closest('button') ? { x: e.clientX, y: e.clientY, id: e.pointerId } : null;
    };
    const onUp = (e: PointerEvent) => {
      const s = from;
      from = null;
      if (!s || s.id !== e.pointerId) return;
      const dir = swipeDirection(e.clientX - s.x, e.clientY - s.y);
      if (dir) takeOver(dir);
      else if (takeOverMove('R') !== null || takeOverMove('U') !== null) say(tapWords(e.pointerType === 'mouse'));
    };
    const cleared = (e: PointerEvent) => e.isPrimary && setNote('');
    const lost = () => (from = null);
    window.addEventListener('keydown', onKey);
    window.addEventListener('pointerdown', cleared, true);
    window.addEventListener('pointerdown', onDown);
    window.addEventListener('pointerup', onUp);
    window.addEventListener('pointercancel', lost);
    return () => {
      window.removeEventListener('keydown', onKey);
      window.removeEventListener('pointerdown', cleared, true);
      window.removeEventListener('pointerdown', onDown);
      window.removeEventListener('pointerup', onUp);
      window.removeEventListener('pointercancel', lost);
    };
  }, []);
  // (on the screen's foot, over the page: a line drawn above the board moved it under the finger)
  return (
    <p className="watch-note" aria-live="polite" style={note ? NOTE_STYLE : { position: 'fixed', margin: 0 }}>
      {note}
    </p>
  );
}

const NOTE_STYLE: CSSProperties = {
  position: 'fixed',
  zIndex: 9,
  insetInline: '0.75rem',
  bottom: 'calc(0.75rem + env(safe-area-inset-bottom, 0px))',
  width: 'max-content',
  maxWidth: 'calc(100vw - 1.5rem)',
  margin: '0 auto',
  padding: '0.4rem 0.6rem',
  background: 'var(--panel)',
  border: '1px solid var(--line)',
  borderRadius: 8,
  boxShadow: '0 2px 8px rgb(0 0 0 / 0.25)',
  pointerEvents: 'none',
};

/** the position the board watched shows, where a move made on it is played (the tree's current node, as the store's playMove reads it) */
function positionHere(): unknown {
  const { tree: t, family, level } = useApp.getState();
  return t ? currentNode(t).data.state : family && level !== null ? family.start(level) : null;
}

/** Why a move made on the board watched was not played, in words; with the moves a swipe or an arrow plays there, where the rules refused it */
function notPlayed(move: string): string {
  const { family, level, familyId } = useApp.getState();
  if (!family || level === null) return '';
  if (family.validate(level).length > 0) return 'Nothing played: this level has problems to mend first (Edit shows them).';
  const view = FAMILY_VIEWS[familyId];
  const state = positionHere();
  const words = refusedWords(family, level, state, view.describeMove(move));
  if (family.isWon(level, state)) return words;
  const swipes = (['U', 'D', 'L', 'R'] as const).map(takeOverMove).filter((m): m is string => m !== null && family.play(level, state, m) !== null);
  const moves = swipes.length > 0 ? swipes : family.legalMoves(level, state);
  return moves.length > 0 ? `${words} Possible: ${moves.map(view.describeMove).join(', ')}.` : `${words} No move is possible here.`;
}

/** What a tap (a click) on a board moved by swipes does: nothing, and how to move there */
function tapWords(mouse: boolean): string {
  const { input } = FAMILY_VIEWS[useApp.getState().familyId];
  const { family, level } = useApp.getState();
  if (family?.isWon(level, positionHere())) return 'This position is won: step back to play on from an earlier move.';
  const first = input.pieces?.(level as never, positionHere() as never)[0];
  const who = first === undefined ? '' : ` with ${input.pieceName?.(first) ?? first}`;
  return mouse ? `A click moves nothing here: drag across the board to play on from here${who}.` : `A tap moves nothing here: swipe across the board to play on from here${who}.`;
}

/**
 * Shift+→ goes into a variation played from here instead of the line's next move, Shift+← out of
 * the variation the position is in, to the move where it leaves its line, which → then follows (the
 * lichess analysis board's keys). Null where there is none: the key steps as its arrow does.
 */
function variationKey(into: boolean): (() => void) | null {
  const { tree: t, goToNode, setTree } = useApp.getState();
  if (!t) return null;
  const here = currentNode(t);
  if (into) {
    const other = here.children.find((c) => c !== redoChild(t));
    return other === undefined ? null : () => goToNode(other);
  }
  for (let n = here; n.parent !== null; n = t.nodes[n.parent]!) {
    const from = t.nodes[n.parent]!;
    if (from.children[0] !== n.id) return () => setTree(treeGoTo(treeGoTo(t, from.children[0]!), from.id));
  }
  return null;
}

/** The move a direction makes on the board watched, with its first piece (null: none in this family) */
function takeOverMove(dir: Direction): string | null {
  const { playback: p, familyId, level, family } = useApp.getState();
  const { input } = FAMILY_VIEWS[familyId];
  if (!input.direction || !family || level === null) return null;
  const state = p ? p.states[p.index] : family.start(level);
  return input.direction(dir, input.pieces?.(level as never, state as never)[0] ?? null);
}

/** That move played, taking over in Play where the rules allow it */
function takeOver(dir: Direction) {
  const move = takeOverMove(dir);
  if (move) useApp.getState().playMove(move);
}
