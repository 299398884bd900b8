// The Check view (issue 18 §2): what a level designer checks, for every family. Is the level
// solvable and in how few moves, how many optimal solutions; the whole space where it was
// enumerated; how hard it looks; the verdict on the line the designer meant (typed, or the
// moves played), with a shorter line ready to watch; and where a line passes its point of no
// return. Family-specific words come from the family's view table (describeMove).
import { memo, useEffect, useId, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { AnalysisStage, SearchEstimate } from '../../engine/types.ts';
import type { LevelCheck } from '../../puzzles/analyse.ts';
import { usePlayedLine } from '../../view/playedLine.ts';
import { issuePlace } from '../../view/issuePlace.ts';
import type { ValidationIssue } from '../../puzzles/types.ts';
import { listenPointerHeld } from '../../view/input.ts';
import { checkNote, duration } from '../format.ts';
import { count, countedAsOne, countedAsSets, MAX_LEVEL_CHARS, pasteRefusal, plural } from '../../puzzles/text.ts';
import { movesNamed } from '../../puzzles/movesNamed.ts';
import { DEFAULT_BUDGET } from '../../worker/budgets.ts';
import { useSearchEstimate } from '../levelAfterEdits.ts';
import { useApp } from '../store.ts';
import { FAMILY_VIEWS } from '../views.ts';
import { PICTURE_MAX_POSITIONS, sameLevel, sameWords, splitLine, takeLeftWaiting, useCheck, type CheckAnswer, type CheckState, type LevelRef } from './checkStore.ts';
import { SpacePictureView } from './SpacePicture.tsx';
import { markLine, watchLine } from './watch.ts';
import './check.css';

/** no moves played on this level (one array, so effects that compare it do not run again) */
const NONE: readonly string[] = [];

/** What a dead end is, beside their count: a word a designer may read otherwise (a blind alley of the map, a corridor). */
const DEAD_END = 'a dead end: a position reached from the start, from which no win can be reached';

/** "1 move", "3 moves" */
const moves = (n: number) => plural(n, `move`);

/** the moves played in play mode on the open level */
function useMovesPlayed(): readonly string[] {
  const level = useApp((s) => s.level);
  const played = usePlayedLine();
  return played.level === level && level !== null ? played.moves : NONE;
}

/**
 * Play mode, under the board: said as soon as the moves played pass their point of no return
 * (the Check panel judges each move while it is open).
 */
export function PlayedNoReturn() {
  const open = useOpenLevel();
  const mode = useApp((s) => s.mode);
  const movesPlayed = useMovesPlayed();
  const live = useCheck((s) => s.live);
  const now = mode === 'play' && live && sameLevel(live.of, open) && live.moves === movesPlayed ? live : null;
  // lost from the start: no undo brings a win back in reach
  const fromStart = now?.noReturnAt === 0 && now.moves.length > 0;
  const undo = now && now.noReturnAt ? now.moves.length - now.noReturnAt + 1 : 0;
  return (
    <div role="alert" className="check-played">
      {fromStart && <p className="check-lost-now">No way to win: no win can be reached from the start.</p>}
      {undo > 0 && <p className="check-lost-now">No way to win from here: undo {moves(undo)}.</p>}
    </div>
  );
}

/** problems named in Check's note; the rest counted */
const NEEDS_VALID_SHOWN = 3;

/**
 * Why Check does not check the open level, where and what, as the editor's list says it: the
 * reader's error with its line and column, else each problem with its cell or node ("Row 5,
 * column 2: the Red snakebird (R) can reach no exit…"), the first few and how many more.
 */
export function needsValid(parseError: string | null, issues: readonly ValidationIssue[]): string {
  if (issues.length === 0) return `Check needs a valid level; this one does not parse${parseError ? `. ${parseError.charAt(0).toUpperCase()}${parseError.slice(1)}` : ''}.`;
  const more = issues.length - NEEDS_VALID_SHOWN;
  const said = issues.slice(0, NEEDS_VALID_SHOWN).map((i) => issuePlace(i) + i.message);
  return `Check needs a valid level: ${said.join('; ')}${more > 0 ? `; and ${plural(more, 'more problem')}` : ''}.`;
}

function useOpenLevel(): LevelRef | null {
  const familyId = useApp((s) => s.familyId);
  const text = useApp((s) => s.levelText);
  const level = useApp((s) => s.level);
  return level === null ? null : { familyId, text };
}

/** `place`: where the panel is put, brought into view on a narrow screen once the panel is drawn */
export function CheckPanel({ id, place }: { id?: string; place?: React.RefObject<HTMLElement | null> }) {
  // On a narrow screen the panel opens below the board: once it is drawn (its code came in the
  // same boundary as its fallback, under which the page ended and could not scroll it up), it is
  // brought into view where little of it shows (under a tall board, its heading alone).
  useEffect(() => {
    const el = place?.current;
    if (el && el.getBoundingClientRect().top > (window.innerHeight * 2) / 3) el.scrollIntoView({ block: 'start' });
  }, [place]);
  const open = useOpenLevel();
  const familyId = useApp((s) => s.familyId);
  const mode = useApp((s) => s.mode);
  const level = useApp((s) => s.level);
  const family = useApp((s) => s.family);
  const levelError = useApp((s) => s.levelError);
  const check = useCheck();
  const fieldId = useId();
  const view = FAMILY_VIEWS[familyId];
  const here = sameLevel(check.of, open);
  const movesPlayed = useMovesPlayed();
  const issues = useMemo(() => (family && level !== null ? family.validate(level) : []), [family, level]);
  const invalid = issues.length > 0;
  // parts of a valid level that can never matter (a DogBunny edge no animal can take), as the editor's list says them
  const notices = useMemo(() => (family && level !== null && !invalid ? (family.notices?.(level) ?? []) : []), [family, level, invalid]);
  // while editing, estimated once the edits pause (levelAfterEdits.ts): nothing starts by itself
  // there, so the note alone waits; elsewhere it is known before a check would start
  // (asked of a worker where the family's estimate runs a search: no check starts by itself until it answers)
  const { estimate, pending: estimating } = useSearchEstimate(mode === 'edit', family, level);
  // (Check runs on the solve's default budget, checkStore.ts)
  const tooLarge = useMemo(() => tooLargeNote(estimate), [estimate]);

  // a check in flight of a level no longer open is let go: its answer would never be shown, and
  // while it ran the panel's buttons stayed off (an edit after "Check the level", or a level
  // opened that is invalid or too large to check by itself)
  useEffect(() => {
    const { status, of, cancel } = useCheck.getState();
    if (status === 'running' && !sameLevel(of, open)) cancel();
  }, [open?.familyId, open?.text]);

  // closed: a check still running is stopped, not left to run out of sight
  useEffect(() => () => useCheck.getState().putAway(), []);

  // opening the panel on a level not checked yet checks it; not while editing, where every
  // stroke makes another level, nor a level likely beyond its memory (it says so instead).
  // Where none starts, the analysis the worker holds is of a level no longer open: let go
  // (a check of the open one would have replaced it, in the worker kept warm)
  // A typed line left waiting (or under its check) by the panel's closing or a reload is checked
  // with it, as the panel had said it would be, where the box still holds it.
  useEffect(() => {
    const { of, check, letGo, lineTexts } = useCheck.getState();
    if (sameLevel(of, open)) return;
    if (mode !== 'edit' && open && !invalid && !tooLarge && !estimating) {
      const left = takeLeftWaiting(open);
      const held = left !== null && sameWords(left, splitLine(lineTexts[open.familyId] ?? ''));
      check(open, held ? left : null, held ? 'typed' : 'solution');
    } else letGo();
  }, [open?.familyId, open?.text, invalid, mode, tooLarge, estimating]);

  // play mode: each move played is judged, so a point of no return is said as it happens;
  // watching: the line watched is judged, so the timeline marks its point of no return. Only once
  // the level's check has answered: a judgement reuses its analysis, and where there is none (a
  // level likely beyond Check's memory, a check cancelled or stopped at a limit) each judgement
  // would be that whole check again, unseen, for every move
  const watched = useApp((s) => s.playback?.moves ?? NONE);
  const analysed = here && check.status === 'done' && check.answer !== null && !('kind' in check.answer);
  useEffect(() => {
    if (!open || invalid || tooLarge || !analysed) return;
    if (mode === 'play') useCheck.getState().judgePlayed(open, movesPlayed);
    else if (mode === 'solve' && watched.length > 0) useCheck.getState().judgePlayed(open, watched);
  }, [mode, open?.familyId, open?.text, movesPlayed, watched, invalid, tooLarge, analysed]);
  // what a judgement learns of a line goes into the move tree, which the timeline and the move lists mark
  const live = check.live;
  useEffect(() => {
    if (live?.judged && sameLevel(live.of, open)) markLine(live.moves, live.noReturnAt);
  }, [live, open?.familyId, open?.text]);
  const judgedLine = here && check.status === 'done' && check.answer && !('kind' in check.answer) ? check.answer.line : null;
  useEffect(() => {
    if (judgedLine && check.line) markLine(check.line, judgedLine.noReturnAt);
  }, [judgedLine, check.line]);

  const run = (line: string[] | null, source: 'typed' | 'played' | 'solution') => open && check.check(open, line, source);
  const lineText = check.lineTexts[familyId] ?? '';
  const typed = splitLine(lineText);
  // a word that names no move of the level is said as such, not judged "not legal there"
  const notation = useMemo(() => (family && level !== null ? family.notation(level) : null), [family, level]);
  const [lineNote, setLineNote] = useState<string | null>(null);
  useEffect(() => setLineNote(null), [lineText, notation]);
  const checkTyped = () => {
    // a direction typed in lower case is the move it means: the box then spells it as the notation does
    const words = notation?.spelled ? typed.map(notation.spelled) : typed;
    const at = notation ? words.findIndex((w) => !notation.names(w)) : -1;
    if (at < 0 && !sameWords(words, typed)) check.setLineText(familyId, words.join(' '));
    // while a check of the level runs, the line waits for it (checkStore's checkTyped)
    if (at < 0) open && check.checkTyped(open, words);
    else setLineNote(`Move ${at + 1}, "${typed[at]}", is not a move of this level: a move is ${notation!.expected}.`);
  };
  // opened by its button, far before it in the page: focus comes to it, not left to tab through the board
  const root = useRef<HTMLElement>(null);
  useEffect(() => {
    if (document.activeElement?.classList.contains('check-toggle')) root.current?.focus({ preventScroll: true });
  }, []);
  // While editing, a stroke's first cell makes another level and the report gives way to "Check
  // the level": a page that shrank by the report's height scrolled the grid under the held
  // pointer, and the stroke painted the cell it moved onto too. The panel keeps the report's
  // height while the pointer is held; once let go, the empty room goes (held after it, it stood
  // 830 px high and empty under "Check the level" at 1280x800 until the next report).
  const reportHeight = useRef(0);
  const pressed = useRef(false);
  const reportShown = here && check.status !== 'running';
  useLayoutEffect(() => {
    const panel = root.current;
    if (!panel) return;
    if (mode !== 'edit' || reportShown) {
      panel.style.minHeight = '';
      reportHeight.current = mode === 'edit' ? panel.offsetHeight : 0;
    } else if (reportHeight.current > 0) panel.style.minHeight = pressed.current ? `${reportHeight.current}px` : '';
  });
  useEffect(() => {
    if (mode !== 'edit') return;
    const down = () => void (pressed.current = true);
    // (the report's height is forgotten only where it was held: it is gone, and the next stroke has none to keep)
    const up = () => {
      pressed.current = false;
      const panel = root.current;
      if (!panel?.style.minHeight) return;
      panel.style.minHeight = '';
      reportHeight.current = 0;
    };
    return listenPointerHeld(down, up);
  }, [mode]);

  return (
    <section ref={root} tabIndex={-1} className="check-panel" aria-label="Check" id={id}>
      <h2>Check</h2>
      <p className="check-intro">Proves the shortest solution, counts the optimal ones, maps every reachable position and judges the line you meant.</p>
      {family === null ? (
        <p className="check-note">Loading the family…</p>
      ) : !open || invalid ? (
        // the problems said here: out of editing no editor lists them
        <p className="check-note">{needsValid(level === null ? levelError : null, issues)}</p>
      ) : (
        <>
          {/* (again once a check asked for is cancelled: why it ran long, beside "Check cancelled.") */}
          {tooLarge && (!here || check.status === 'cancelled') && (
            <p className="check-note" data-testid="check-too-large">
              {tooLarge}
            </p>
          )}
          {notices.map((n, i) => (
            <p key={i} className="check-note">
              {issuePlace(n)}
              {n.message}
            </p>
          ))}
          <label htmlFor={fieldId} className="check-label">
            Your intended line <span className="check-hint">(moves separated by spaces{notation ? `; a move is ${notation.expected}` : ''}<span className="check-keys">; Ctrl+Enter checks it</span>)</span>
          </label>
          <textarea
            id={fieldId}
            className="check-line"
            rows={3}
            spellCheck={false}
            value={lineText}
            onChange={(e) => check.setLineText(familyId, e.target.value)}
            onPaste={(e) => {
              const refused = pasteRefusal(e.currentTarget, e.clipboardData.getData('text/plain'), MAX_LEVEL_CHARS, 'this box takes at most');
              if (!refused) return;
              e.preventDefault();
              setLineNote(refused);
            }}
            // as an editor's Run (PuzzleScript's Ctrl+Enter): the line is checked from the box, not a Tab away
            onKeyDown={(e) => {
              if (e.key !== 'Enter' || !(e.ctrlKey || e.metaKey) || e.altKey || e.shiftKey) return;
              e.preventDefault();
              if (typed.length > 0) checkTyped();
            }}
            aria-keyshortcuts="Control+Enter Meta+Enter"
            placeholder={here && check.answer && 'solution' in check.answer && check.answer.solution?.length ? `e.g. ${check.answer.solution.slice(0, 3).join(' ').replace(/-/g, '-\u2060')} …` : ''}
            aria-invalid={lineNote !== null}
          />
          {lineNote && (
            <p role="alert" className="check-unknown">
              {lineNote}
            </p>
          )}
          <div className="check-buttons">
            <button type="button" className="primary" disabled={typed.length === 0} onClick={checkTyped}>
              Check this line
            </button>
            <button
              type="button"
              disabled={check.status === 'running' || movesPlayed.length === 0}
              onClick={() => {
                check.setLineText(familyId, movesPlayed.join(' '));
                run([...movesPlayed], 'played');
              }}
            >
              Check the moves played{movesPlayed.length > 0 ? ` (${movesPlayed.length})` : ''}
            </button>
            {(!here || check.status === 'cancelled' || check.status === 'error') && (
              <button type="button" onClick={() => run(null, 'solution')}>
                Check the level
              </button>
            )}
            {check.status === 'running' && (
              <button type="button" onClick={check.cancel}>
                Cancel
              </button>
            )}
          </div>
          {here && <CheckBody view={view} typed={typed} />}
        </>
      )}
    </section>
  );
}

/** "about 64 million" */
const rough = new Intl.NumberFormat('en', { notation: 'compact', compactDisplay: 'long', maximumSignificantDigits: 2 });

/**
 * Said in place of starting a check: a level likely beyond Check's memory, or with more positions
 * than it may store (a family whose positions are small, Move's, reaches that limit first).
 */
function tooLargeNote(estimate: SearchEstimate | undefined): string | null {
  const memory = checkNote(estimate, DEFAULT_BUDGET.maxBytes);
  if (memory || !estimate || estimate.states <= DEFAULT_BUDGET.maxStates) return memory;
  return `Not checked by itself: this level likely has more positions than Check may store here (${rough.format(DEFAULT_BUDGET.maxStates)}): about ${rough.format(estimate.states)}, estimated from the level. A check would most likely stop at that limit after a long search; Solve can look for the shortest solution with more memory.`;
}

/** The check's searches, each from depth 0 again: said, so that a depth smaller than the last is not read as a step back. */
const STAGES: Record<AnalysisStage, string> = {
  space: 'mapping every position: ',
  count: 'too many positions to map; counting the optimal solutions: ',
  optimum: 'too many to count; looking for the optimum alone: ',
  line: 'whether the line can still win: ',
  walk: 'following the line: ',
};

/** `typed`: the words in the line's box now */
function CheckBody({ view, typed }: { view: (typeof FAMILY_VIEWS)[keyof typeof FAMILY_VIEWS]; typed: readonly string[] }) {
  const check = useCheck();
  const family = useApp((s) => s.family);
  const a = check.status === 'done' ? check.answer : null;
  const report = a && !('kind' in a) ? a : null;
  const verdict = report ? verdictOf(report, check.source, countedAsSets(family?.commutingMoves), check.line ?? []) : null;
  // a verdict on a line the box no longer holds (edited since, or a word in it refused): not to be read as the new line's
  const judged = report?.line ? check.line : null;
  const boxChanged = judged !== null && !sameWords(judged, typed);
  const shorter = report?.line?.shorter ?? null;
  let progress: string | null = null;
  if (check.status === 'running') {
    const p = check.progress;
    // the walk's depth is the moves walked, out of the line's
    const where = p?.stage === 'walk' ? `move ${count(p.depth)}${check.line ? ` of ${count(check.line.length)}` : ''}` : p && `${plural(p.depth, 'move')} deep, ${plural(p.stored, 'position')} stored`;
    progress = p ? `Checking… ${p.stage ? STAGES[p.stage] : ''}${where} · ${duration(p.elapsedMs)}` : 'Checking…';
  }
  return (
    <>
      {/* one live region from the check's start to its outcome: one inserted with its words already in is not reliably read */}
      <div role="status" aria-live="polite" data-testid="check-verdict" className={verdict ? `check-verdict ${verdict.tone}` : a || check.waiting || check.notChecked ? 'check-verdict' : undefined}>
        {verdict?.text}
        {a && 'kind' in a && stoppedWords(a)}
        {check.waiting && <span>Your line ({moves(check.waiting.length)}) waits: it is checked as soon as the check under way ends.</span>}
        {check.notChecked && <span>{notCheckedWords(check.status, check.notChecked)}</span>}
        {/* (none to watch where the start is a win) */}
        {shorter && shorter.length > 0 && (
          <button type="button" onClick={() => watchLine(shorter)}>
            Watch the shorter line
          </button>
        )}
      </div>
      {/* (outside the live region: not read out at each key typed) */}
      {boxChanged && (
        <p className="check-hint" data-testid="check-line-changed">
          This verdict is on the line checked before; the line in the box has changed since: check it to judge it.
        </p>
      )}
      {progress && <p className="check-progress">{progress}</p>}
      {check.status === 'cancelled' && <p className="check-progress">Check cancelled.</p>}
      {check.status === 'error' && (
        <p className="check-error" role="alert">
          Could not check: {check.error}
        </p>
      )}
      {report && <Report a={report} view={view} line={check.line} source={check.source} />}
    </>
  );
}

function stoppedWords(answer: Extract<CheckAnswer, { kind: 'limit' }>): string {
  // nothing was searched, and no budget would do: not a search stopped "after 0 positions"
  if (answer.limit === 'size') return `Too large to check: ${answer.detail}.`;
  const which = answer.limit === 'states' ? 'position limit' : answer.limit === 'memory' ? 'memory limit' : 'limit';
  return `The check stopped at its ${which} after ${plural(answer.stored, 'position')}: ${answer.detail}.`;
}

/** A line that waited for a check and was not checked after it, and why. */
function notCheckedWords(status: CheckState['status'], line: readonly string[]): string {
  const why =
    status === 'cancelled' ? 'the check it waited for was cancelled; check it again to judge it'
    : status === 'error' ? 'the check it waited for could not finish'
    : 'a line is judged from the check of the level, and that check stopped before its end';
  return `Your line (${moves(line.length)}) was not checked: ${why}.`;
}

/** Why a move is not legal, as far as the rules say: the moves from that position are others. */
function notAmong(movesThere: readonly string[]): string {
  return movesThere.length === 0 ? ': no move leads on from that position' : `: the moves from that position are ${movesNamed(movesThere)}`;
}

/** `sets`: what the count counts where the family's moves commute (countedAsSets), else null; `line`: the words of the line judged */
function verdictOf(a: LevelCheck, source: 'typed' | 'played' | 'solution', sets: string | null, line: readonly string[]): { text: string; tone: 'good' | 'warn' | 'bad' } {
  const l = a.line;
  const [whose, does, is, they, wins, plays] = source === 'played' ? ['The moves played', 'do', 'are', 'they', 'win', 'play'] : ['Your line', 'does', 'is', 'it', 'wins', 'plays'];
  if (!l) {
    if (!a.solvable) return { text: 'Not solvable: no win can be reached from the start.', tone: 'bad' };
    if (a.moves === 0) return { text: 'Solvable in 0 moves: the start is already a win.', tone: 'good' };
    const ways =
      a.optimalSolutions === null ? 'the optimal solutions were not counted' : `${a.optimalSolutions === 1 ? 'the only optimal solution' : `one of ${count(a.optimalSolutions)} optimal solutions`}${sets ? `: ${sets}` : ''}`;
    return { text: `Solvable in ${moves(a.moves!)} (${ways}).`, tone: 'good' };
  }
  // a line that plays on after a piece is lost is refused there: it is the loss that matters
  if (!l.legal && !(l.noReturnAt !== null && l.illegalAt! > l.noReturnAt)) {
    const played = line[l.illegalAt! - 1];
    const move = `move ${l.illegalAt}${played === undefined ? '' : ` (${played})`}`;
    // a line that won and played on, refused past the win: the win is what the designer needs to
    // hear (a snakebird's level ends on it, where "no move leads on" alone reads as a fault)
    if (l.wonAfter !== null && l.wonAfter < l.illegalAt!) {
      const won = l.wonAfter === 0 ? 'the start is already a win' : `${they} ${wins} after move ${l.wonAfter}`;
      if (l.wonAfter === l.illegalAt! - 1 && l.movesThere?.length === 0) return { text: `${whose} ${does} not end on a win: ${won}, where the level ends, and ${move} comes after it.`, tone: 'bad' };
      return { text: `${whose} ${does} not end on a win: ${won}, then ${plays} on past the win, and ${move} is not legal there${l.movesThere ? notAmong(l.movesThere) : ''}.`, tone: 'bad' };
    }
    return { text: `${whose}: ${move} is not legal there${l.movesThere ? notAmong(l.movesThere) : ''}.`, tone: 'bad' };
  }
  // a line that passed a win and played on (Move's swipes go on after one) is not a line that never won
  if (!l.wins && l.wonAfter !== null) {
    const when = l.wonAfter === 0 ? `the start is already a win, and ${they} ${plays} on past it` : `${they} ${wins} after move ${l.wonAfter}, then ${plays} on past the win`;
    return { text: `${whose} ${does} not end on a win: ${when}.`, tone: 'bad' };
  }
  if (!l.wins) {
    // a line that stops short of a win, a win still in reach: how far from one it ends (where the
    // space was mapped), so that it does not read as a line gone wrong
    const left = l.noReturnAt === null ? (l.toWin?.[l.toWin.length - 1] ?? null) : null;
    const why =
      l.noReturnAt !== null ? (l.noReturnAt === 0 ? ': no win can be reached from the start' : `: no way to win after move ${l.noReturnAt}`)
      : left !== null && left > 0 ? `: ${they} ${source === 'played' ? 'end' : 'ends'} ${moves(left)} from a win`
      : '';
    // (short of a win still in reach: unfinished, not lost; the amber of "a shorter line exists", not the red of a loss)
    return { text: `${whose} ${does} not win${why}.`, tone: left !== null && left > 0 ? 'warn' : 'bad' };
  }
  // (the only one is said so, as the level's verdict says it: 'one of 1' read as a slip)
  if (l.optimal) return { text: `${whose} ${is} optimal (${a.optimalSolutions === 1 ? 'the only optimal solution' : `one of ${a.optimalSolutions === null ? 'an uncounted number' : count(a.optimalSolutions)}`}).`, tone: 'good' };
  const early = l.wonAfter === null ? '' : ` (${whose.toLowerCase()} ${l.wonAfter === 0 ? `${does} not need to move: the start is a win` : `already ${wins} after move ${l.wonAfter}`})`;
  return { text: `A shorter line exists: ${moves(a.moves!)} instead of ${l.moves}${early}.`, tone: 'warn' };
}

/**
 * The report, drawn again only when the check's answer changes: not at each key typed in the
 * line's box (a line of thousands of moves pasted, its list redrawn at every key, made typing lag).
 */
const Report = memo(function Report({ a, view, line, source }: { a: LevelCheck; view: (typeof FAMILY_VIEWS)[keyof typeof FAMILY_VIEWS]; line: string[] | null; source: 'typed' | 'played' | 'solution' }) {
  const family = useApp((s) => s.family);
  const level = useApp((s) => s.level);
  const sets = countedAsSets(family?.commutingMoves);
  /** what the counts take as one: sets of moves, or pieces of one kind (where the level has two); nothing where neither */
  const countedAs = sets ?? countedAsOne(family?.interchangeable, level);
  const shown = line ?? a.solution ?? [];
  const noReturnAt = a.line ? a.line.noReturnAt : null;
  const toWin = a.line?.toWin ?? null;
  const s = a.space;
  return (
    <>
      <dl className="check-facts">
        <dt>Solvable</dt>
        <dd>
          {a.solvable ? (
            <>
              yes, in {moves(a.moves!)};{' '}
              {a.optimalSolutions === null ? (
                <>optimal solutions not counted ({a.notCounted})</>
              ) : (
                <span data-testid="optimal-count">
                  {plural(a.optimalSolutions, 'distinct optimal solution')}
                </span>
              )}
              {countedAs && <span className="check-hint"> ({countedAs})</span>}
            </>
          ) : (
            'no: no win can be reached from the start'
          )}
        </dd>
        <dt>The whole space</dt>
        <dd>
          {s ? (
            <>
              {plural(s.positions, 'position')} reachable, {count(s.winnable)} can still win, {plural(s.deadEnds, 'dead end')}
              {s.winnable > 0 && <>; the farthest winnable position is {moves(s.farthest)} from a win</>}
              {s.deadEnds > 0 && <span className="check-hint"> ({DEAD_END})</span>}
            </>
          ) : (
            <>not mapped ({a.notEnumerated})</>
          )}
        </dd>
        <dt>How hard it looks</dt>
        <dd>
          {a.explored === null ? (
            a.byFamily ? (
              "not measured: no search was run (a level of this size is solved by calculation, not by trying moves)"
            ) : (
              'not measured (the search that counts stopped at its limit)'
            )
          ) : a.moves === 0 ? (
            // nothing to search, and no move of a solution to be forced: the start's own moves say how open it is
            <>
              the start is already a win; {plural(a.branching!, 'move')} from it {a.branching === 1 ? 'leads' : 'lead'} to another position
            </>
          ) : (
            <>
              {plural(a.explored, 'position')} explored to prove {a.solvable ? 'the optimum' : 'there is none'}; {a.branching} {a.branching === 1 ? 'move' : 'moves'} per position on average
              {a.forcedMoves !== null && (
                <>
                  ; {a.forcedMoves} of the solution's {moves(a.moves!)} {a.forcedMoves === 1 ? 'is' : 'are'} forced (the only move that keeps a win in reach)
                </>
              )}
            </>
          )}
        </dd>
      </dl>
      {shown.length > 0 && (
        <LineMoves moves={line && a.line && !a.line.legal ? line.slice(0, a.line.illegalAt! - 1) : shown} all={shown} noReturnAt={noReturnAt} toWin={toWin} view={view} title={line ? (source === 'played' ? 'The moves played' : 'Your line') : 'An optimal solution'} />
      )}
      {a.picture ? (
        <SpacePictureView picture={a.picture} />
      ) : (
        // an enumerated space with no map: said, so that its absence is not read as a fault
        s &&
        s.positions > PICTURE_MAX_POSITIONS && (
          <p className="check-hint">
            No map of positions: {count(s.positions)} are too many dots to draw (it is drawn up to {count(PICTURE_MAX_POSITIONS)}).
          </p>
        )
      )}
      <p className="check-hint">Took {duration(a.elapsedMs)} in the worker.</p>
    </>
  );
});

/** A long line's list shows this many moves at each end, and as many around its point of no return (whole up to LIST_WHOLE). */
const LIST_ENDS = 100;
const LIST_WHOLE = 250;

/**
 * The line checked, move by move; the point of no return is marked after the move that passes it.
 * A line of thousands of moves is shown by its ends and its point of no return, the moves between
 * said as "… N more moves" that shows them all: 20,000 rows laid out again at each key typed in
 * the line's box made typing lag (180 ms a key in Chromium).
 */
function LineMoves({
  moves,
  all,
  noReturnAt,
  toWin,
  view,
  title,
}: {
  moves: string[];
  all: string[];
  noReturnAt: number | null;
  toWin: (number | null)[] | null;
  view: (typeof FAMILY_VIEWS)[keyof typeof FAMILY_VIEWS];
  title: string;
}) {
  const mark = (k: number) => (
    <li key={`lost-${k}`} className="check-no-return" data-testid="no-return">
      {k === 0 ? 'No way to win from the start' : `No way to win after move ${k}`}
    </li>
  );
  // every move shown once "… N more moves" is pressed (for this line: another starts short again),
  // the focus then on the first move it showed
  const [whole, setWhole] = useState<{ of: readonly string[]; from: number } | null>(null);
  const list = useRef<HTMLOListElement>(null);
  useEffect(() => {
    if (whole?.of === all) list.current?.querySelector<HTMLElement>(`[data-line-index="${whole.from}"]`)?.focus();
  }, [whole, all]);
  const shownAt = (i: number) =>
    whole?.of === all || moves.length <= LIST_WHOLE || i < LIST_ENDS || i >= moves.length - LIST_ENDS || (noReturnAt !== null && Math.abs(i + 1 - noReturnAt) <= LIST_ENDS / 2);
  const more = (from: number, n: number) => (
    <li key={`more-${from}`} className="check-more">
      <button type="button" onClick={() => setWhole({ of: all, from })}>
        … {plural(n, 'more move')} ({count(from + 1)} to {count(from + n)}): show them
      </button>
    </li>
  );
  const rows: React.ReactNode[] = [];
  let hidden = 0;
  moves.forEach((m, i) => {
    if (!shownAt(i)) return void hidden++;
    if (hidden > 0) rows.push(more(i - hidden, hidden));
    hidden = 0;
    // past the positions judged, a legal move lost the level outright (a snakebird died): its position is none to win from
    const d = toWin ? (toWin[i + 1] ?? null) : undefined;
    const words = view.describeMove(m);
    rows.push(
      <li key={i} className={noReturnAt !== null && i + 1 > noReturnAt ? 'lost' : undefined}>
        <button type="button" data-line-index={i} onClick={() => watchLine(moves, i + 1)} title={`Show the position after move ${i + 1} on the board`}>
          {i + 1}. {words}
          {/* (as the box above is typed: the words may name a snake by its colour, the notation by its label) */}
          {words !== m && <span className="check-notation"> {m}</span>}
        </button>
        {d !== undefined && <span className="check-to-win">{d === null ? 'lost' : `${d} to win`}</span>}
      </li>,
      noReturnAt === i + 1 ? mark(i + 1) : null,
    );
  });
  if (hidden > 0) rows.push(more(moves.length - hidden, hidden));
  return (
    <div className="check-line-moves">
      <h3>{title}</h3>
      <ol ref={list} aria-label={`${title}: moves`}>
        {noReturnAt === 0 && mark(0)}
        {rows}
        {moves.length < all.length && <li className="check-no-return">Move {moves.length + 1} ({all[moves.length]}) is not legal there</li>}
      </ol>
    </div>
  );
}
