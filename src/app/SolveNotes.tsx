// The Solve panel's notes, loaded after the first screen (with the solve's words, format.ts):
// what an edit sets aside of the level's moves and answer, the memory a level may need by its
// family's estimate, with a solve sized to it and one in compressed layers, the solve in layers
// kept on disk, and an answer kept from an earlier solve in this browser (worker/keptAnswers.ts),
// with Solve again. Shown for a level that is valid.
import { useCallback, useEffect, useMemo, useState } from 'react';
import { doubledBudget } from '../worker/budgets.ts';
import { hasPrivateFiles, layersBudget, sizedBudget } from '../worker/largerBudgets.ts';
import * as words from './format.ts';
import { useLevelAfterEdits, useSearchEstimate } from './levelAfterEdits.ts';
import { useApp } from './store.ts';

type KeptLayers = import('../worker/opfsStore.ts').KeptLayers;

/** Whether this page's private file system opens, asked once: a private window's may refuse it (Firefox's does), and a solve in layers then keeps them in memory. */
let privateFilesOpen: Promise<boolean> | null = null;
function usePrivateFiles(): boolean {
  const [open, setOpen] = useState(hasPrivateFiles);
  useEffect(() => {
    if (!open) return;
    privateFilesOpen ??= navigator.storage.getDirectory().then(
      () => true,
      () => false,
    );
    let live = true;
    void privateFilesOpen.then((opens) => live && setOpen(opens));
    return () => {
      live = false;
    };
  }, [open]);
  return open;
}

/**
 * The solve in layers kept in this page's private file system (worker/opfsStore.ts, loaded once
 * asked for), and whether it is of the level shown; read while `asked` (the note that offers a
 * solve in layers is up), again after each solve and after `discard`.
 */
function useKeptLayers(asked: boolean, familyId: string, canonicalText: string | null, solveStatus: string) {
  const [kept, setKept] = useState<{ layers: KeptLayers; mine: boolean } | null>(null);
  const [reads, setReads] = useState(0);
  useEffect(() => {
    if (!asked || canonicalText === null || solveStatus === 'running') return;
    let live = true;
    // (a module that did not download, or no digest, is no note: nothing kept that this page can read)
    import('../worker/opfsStore.ts')
      .then(async (m) => {
        const layers = await m.keptLayers();
        const mine = layers !== null && layers.family === familyId && layers.level === (await m.levelHash(canonicalText));
        if (live) setKept(layers && { layers, mine });
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [asked, familyId, canonicalText, solveStatus, reads]);
  const discard = useCallback(() => {
    // (read again also when the module did not download: the note then stays, and Discard can be pressed again)
    import('../worker/opfsStore.ts')
      .then((m) => m.discardKeptLayers())
      .catch(() => undefined)
      .finally(() => setReads((n) => n + 1));
  }, []);
  return { kept: asked && solveStatus !== 'running' ? kept : null, discard };
}

/**
 * The last kept answer of this level not used, as the solver's client says it (it may have said
 * it before this panel loaded): one that could not be read (moved aside, and the level solved
 * anew), or one a Check contradicted (forgotten).
 */
function useKeptAnswerNotice(familyId: string, text: string): string | null {
  const [said, setSaid] = useState<{ family: string; text: string; notice: string } | null>(null);
  useEffect(() => {
    let live = true;
    let stop: (() => void) | undefined;
    import('../worker/client.ts').then(
      (m) => void (live && (stop = m.onKeptAnswerNotice(setSaid))),
      () => undefined,
    );
    return () => {
      live = false;
      stop?.();
    };
  }, []);
  return said && said.family === familyId && said.text === text ? said.notice : null;
}

/**
 * An edit that comes to a level with no answer in this page, whose answer is known without a
 * search (kept in this browser by an earlier page), has it at once, as an edit back to a level
 * solved in this page's life has it (the store's `left` and `beforeEdits`, which a reload empties,
 * while the editor's undo and redo are kept: a level undone back to after a reload), the board
 * staying where it is; its note says it was kept, with Solve again. Asked once the edits pause
 * (`settled`). A level opened (the gallery, a link) is not: its Solve is answered at once.
 */
function useKnownAnswerShown(settled: unknown): void {
  const idle = useApp((s) => s.solve.status === 'idle');
  const edited = useApp((s) => s.beforeEdits !== null);
  useEffect(() => {
    if (!idle || !edited || settled === null) return;
    let live = true;
    import('../worker/client.ts').then(
      (m) => {
        const s = useApp.getState();
        if (!live || s.level !== settled || s.solve.status !== 'idle') return;
        if (m.answerKnown({ family: s.familyId, text: s.levelText, countSolutions: s.countSolutions })) s.solveLevel(undefined, { stay: true });
      },
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [idle, edited, settled]);
}

/**
 * After Solve again, whose search ends with no answer of its own (cancelled, failed, at a limit,
 * stopped by an edit or another level): the answers it forgot are given back (`giveBack`), which
 * may have taken minutes to find, and, cancelled on the same level, the one kept is shown again,
 * as before Solve again. An answer of its own has taken their place.
 */
function giveBackUnanswered(giveBack: (() => void)[]): void {
  const { familyId, levelText } = useApp.getState();
  const ended = (s: ReturnType<typeof useApp.getState>) => {
    if (s.solve.status === 'done' && s.solve.result?.kind !== 'limit') return;
    for (const g of giveBack) g();
    if (s.solve.status === 'cancelled' && s.familyId === familyId && s.levelText === levelText) s.solveLevel(undefined, { stay: true });
  };
  // (a solve that did not start searched nothing)
  if (useApp.getState().solve.status !== 'running') return giveBack.forEach((g) => g());
  const stop = useApp.subscribe((s) => {
    if (s.solve.status === 'running') return;
    stop();
    ended(s);
  });
}

/** When the answer shown was found, if it is one kept from an earlier solve in this browser (not searched now). */
const keptFromOf = (result: unknown): string | null => {
  // (any value: a property read on a number or a string is undefined)
  const keptFrom = (result as { keptFrom?: unknown } | null | undefined)?.keptFrom;
  return typeof keptFrom === 'string' ? keptFrom : null;
};

/** A date as the person's browser writes one, day and time. */
const whenSaid = (iso: string) => new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });

export function SolveNotes() {
  const solve = useApp((s) => s.solve);
  const level = useApp((s) => s.level);
  const family = useApp((s) => s.family);
  const solveLevel = useApp((s) => s.solveLevel);
  const running = solve.status === 'running';
  // said before a solve too, from the level alone, so that a person knows before starting; while
  // editing, once the edits pause (levelAfterEdits.ts)
  const editing = useApp((s) => s.mode === 'edit');
  const fromLevel = useSearchEstimate(editing, family, level).estimate;
  const estimate = solve.progress?.estimate ?? fromLevel;
  // (gone once a search has answered: the level fitted, whatever the estimate said)
  const answered = solve.status === 'done' && solve.result !== null && solve.result.kind !== 'limit';
  const memory = answered ? null : words.memoryNote(estimate, solve.budget.maxBytes, family?.answersEarly);
  // where the browser can hold more, a solve with the memory the level may need, at once rather than by doublings each searching from the start
  const sized = memory && estimate && !running ? sizedBudget(estimate.bytesUpTo, solve.budget) : null;
  // (a solve in layers kept on disk is offered again whether or not the note is up: after its cancel the budget was the layers')
  const onDisk = usePrivateFiles();
  const layered = family?.searchesInLayers === true && onDisk;
  // (the private file system asked of the level once its edits pause: at each cell of a stroke it
  // took 38-53 ms of a 4x slowed phone's main thread)
  const settled = useLevelAfterEdits(editing, family, level);
  useKnownAnswerShown(settled);
  const canonicalText = useMemo(() => (layered && settled !== null ? family!.make(settled as never) : null), [layered, family, settled]);
  const { kept, discard } = useKeptLayers(layered, family?.id ?? '', canonicalText, solve.status);
  const keptHere = kept?.mine ? kept.layers : undefined;
  const familyId = useApp((s) => s.familyId);
  const levelText = useApp((s) => s.levelText);
  const keptFrom = solve.status === 'done' ? keptFromOf(solve.result) : null;
  // (an unsolvable answer was not solved: the search found there was no solution)
  const keptSaid = solve.result?.kind === 'unsolvable' ? 'Found to have no solution earlier in this browser' : 'Solved earlier in this browser';
  const keptNotice = useKeptAnswerNotice(familyId, levelText);
  // the kept answers forgotten (counting or not, and the play panel's, to positions played to,
  // which asks by the family's own writing of the level), so that this solve searches, with the
  // budget of a first Solve (the memory note offers more where the level needs it)
  const solveAgain = () => {
    const written = family && level !== null ? family.make(level as never) : levelText;
    import('../worker/client.ts')
      .then((m) => [...new Set([levelText, written])].map((text) => m.forgetAnswers({ family: familyId, text })))
      .catch(() => [])
      .then((giveBack) => {
        solveLevel();
        giveBackUnanswered(giveBack);
      });
  };
  return (
    <>
      <EditNote />
      {/* (not said: the Solver's status says the answer was kept, App.tsx, heard even where it came before this code) */}
      {keptFrom && (
        // (the button goes once pressed: focus goes to Solve, which the search started keeps, focusKeeper.ts)
        <p className="kept-answer" data-testid="kept-answer" data-refocus=".solve-buttons .primary">
          {keptSaid} ({whenSaid(keptFrom)}): its answer was kept, not searched again. <button onClick={solveAgain}>Solve again</button>
        </p>
      )}
      {/* a live region before it says anything (one added with its words in it is not read by every screen reader) */}
      <div aria-live="polite" data-testid="kept-answer-live">
        {keptNotice && (
          <p className="kept-answer" data-testid="kept-answer-notice">
            {keptNotice}
          </p>
        )}
      </div>
      {memory && (
        <p className="memory-note" data-testid="memory-note">
          {memory}
          {sized && (
            <>
              {' '}
              <button onClick={() => solveLevel(sized)}>{words.sizedSolveLabel(sized.maxBytes)}</button>
            </>
          )}
          {family?.searchesInLayers && !running && (
            <>
              {' '}
              <button onClick={() => solveLevel(layersBudget(onDisk), { layers: true })}>{words.layersSolveLabel(onDisk, keptHere)}</button>
            </>
          )}
        </p>
      )}
      {kept && (keptHere || memory) && (
        <p className="kept-layers" data-testid="kept-layers">
          {keptHere ? words.keptHereNote(keptHere) : words.keptElsewhereNote(kept.layers)}{' '}
          {keptHere && !memory && (
            <>
              <button onClick={() => solveLevel(layersBudget(true), { layers: true })}>{words.layersSolveLabel(true, keptHere)}</button>{' '}
            </>
          )}
          <button onClick={discard}>{words.discardLayersLabel(kept.layers)}</button>
        </p>
      )}
    </>
  );
}

/**
 * What an edit does to the moves and the answer of the level: editing, the board is the level's
 * start, not the position played to, and an edit sets them aside (the store's beforeEdits); once
 * edited, where the level before had any, they are not this level's, and Undo brings them back.
 */
function EditNote() {
  const editing = useApp((s) => s.mode === 'edit');
  const hadLines = useApp((s) => (s.beforeEdits ? (s.beforeEdits.tree?.nodes.length ?? 0) > 1 || s.beforeEdits.solve.status === 'done' : null));
  const answered = useApp((s) => (s.beforeEdits ?? s).solve.status === 'done');
  const hasLines = useApp((s) => (s.tree?.nodes.length ?? 0) > 1);
  const idle = useApp((s) => s.solve.status === 'idle');
  // (short: on a phone it lies above the board)
  const undo = editing ? 'Undo brings them back' : 'Undo in Edit brings them back';
  const before = `Editing the level's start: an edit sets aside its moves and answer; ${undo}.`;
  const after = `Edited: the moves and answer of the level before are set aside; ${undo}.`;
  const note = hadLines === null ? editing && hasLines && before : hadLines && idle && after;
  if (!note) return null;
  return (
    // (with an answer before the edits, a phone's status keeps its room: app.css)
    <p className="edit-note" data-testid="edit-note" data-answered={answered || undefined}>
      <span>{note}</span>
      {/* (editing, the other, unseen, keeps the note as high as either: the first edit of a stroke does not move the board) */}
      {editing && <span aria-hidden="true">{note === before ? after : before}</span>}
    </p>
  );
}

/** Whether two lines are the same moves. */
const sameLine = (a: readonly string[], b: readonly string[]): boolean => a.length === b.length && a.every((m, i) => m === b[i]);

/** What the Solver panel offers once a search has begun, under its status line. */
export function SolveFurther() {
  const solve = useApp((s) => s.solve);
  const keepSearching = useApp((s) => s.keepSearching);
  const watchBestFound = useApp((s) => s.watchBestFound);
  const best = solve.progress?.bestFound;
  // (the line on the board already: the button says so, and is off)
  const watchingBest = useApp((s) => best !== undefined && s.mode === 'solve' && s.playback !== null && sameLine(s.playback.moves, best.solution));
  const limit = solve.result?.kind === 'limit' && (solve.result.limit === 'states' || solve.result.limit === 'memory');
  // (stopped by memory that is already the most this browser gives a search: twice the budget is
  // the same memory, and would stop at the same place after the same wait)
  const atMostMemory = limit && solve.result?.kind === 'limit' && solve.result.limit === 'memory' && doubledBudget(solve.budget).maxBytes <= solve.budget.maxBytes;
  const family = useApp((s) => s.family);
  return (
    <>
      {limit && !atMostMemory && <button className="keep-searching" onClick={keepSearching}>Keep searching with twice the budget</button>}
      {atMostMemory && (
        <p className="no-more-memory" data-testid="no-more-memory">
          {words.megabytes(solve.budget.maxBytes)} is the most memory a search may use in this browser: with more positions it would stop at the same place.{' '}
          {family?.searchesInLayers ? 'Solve in compressed layers kept on disk needs little memory.' : 'A device with more memory may solve it.'}
        </p>
      )}
      {solve.status === 'running' && best && (
        <button className="watch-best" onClick={watchBestFound} disabled={watchingBest}>
          {watchingBest ? 'Watching' : 'Watch'} the line found so far ({best.moves} moves)
        </button>
      )}
      {solve.progress && solve.status === 'error' && (
        <p className="stats">
          Last progress: {[words.noneUnder(solve.progress.depth), `${words.count(solve.progress.stored)} positions`, words.megabytes(solve.progress.bytes), words.duration(solve.progress.elapsedMs)].filter(Boolean).join(', ')}.
        </p>
      )}
    </>
  );
}
