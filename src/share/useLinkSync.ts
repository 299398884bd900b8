// The address bar follows the level, a link opens its level, and the level being edited is
// autosaved so a reload loses nothing. The app hands in its store (share imports nothing from
// the app): only what is below is used of it.
import { useCallback, useEffect, useState } from 'react';
import type { FamilyId } from '../puzzles/types.ts';
import { getFamily } from '../puzzles/registry.ts';
import { otherFamilyReading } from '../puzzles/load.ts';
import { decodeLink, encodeLevelLink, MAX_FRAGMENT, MAX_OWN_FRAGMENT, openLevelLink, pastTheEnd, type LevelLink } from './linkCodec.ts';
import { useMyLevels } from './myLevels.ts';

/** What link sync reads of the app's state and calls on it. */
export interface LinkedLevel {
  familyId: FamilyId;
  levelText: string;
  levelName: string | null;
  /** the parsed level, or null while the text does not parse */
  level: unknown;
  /** why the text does not parse; null while it parses or is not read yet (its family's rules loading) */
  levelError?: string | null;
  /** the line watched (all its moves) and the position on it */
  playback: { index: number; moves?: readonly string[] } | null;
  /** the level's tree of lines (null while the family's rules load) */
  tree?: unknown;
  /** counts the levels opened (not edits): each one opened other than from the address gets its own entry in the browser's history */
  opens?: number;
  /** the solve: its answer, and the best line found, not proven shortest, that a search ended at a limit or still running (or cancelled) holds */
  solve: { status: string; result?: { kind: string; solution?: readonly string[]; bestFound?: { solution: readonly string[] } } | null; progress?: { bestFound?: { solution: readonly string[] } } | null; budget?: SolveBudget };
  openLevel(familyId: FamilyId, text: string, name: string | null): void;
  /** where the app keeps a level per family: take up the ones kept in the browser */
  restoreDrafts?(drafts: Partial<Record<FamilyId, { text: string; name: string | null }>>): void;
  /** `how.stay`: the board stays on the line shown when the answer comes */
  solveLevel(budget?: SolveBudget, how?: { stay?: boolean }): void;
  goTo(index: number): void;
}

/** a search's budget (the app's default where none is given) */
type SolveBudget = { maxStates: number; maxBytes: number };

/** A store of that state, as zustand's `useApp` is one. */
export interface LinkedLevelStore {
  getState(): LinkedLevel;
  subscribe(listener: (state: LinkedLevel, previous: LinkedLevel) => void): () => void;
}

/** What the hook gives the app: the message for a link that could not be opened (null when
 * there is none) and its Dismiss, and a note saying where the level left for a link was kept. */
export interface LinkSyncMessages {
  linkError: string | null;
  /** with a stranger's link refused because its level does not parse: that level, to open in the box to mend it */
  linkMend: MendableLevel | null;
  dismissLinkError(): void;
  keptNote: string | null;
  dismissKeptNote(): void;
  /**
   * Before another level replaces the open one (a gallery level, a saved level): keep the open
   * level as for a link (keepCurrentLevel), saying so. False when it could not be kept: the
   * other level must then not be opened (the alert says why).
   */
  keepOpenLevel(next: IncomingLevel): boolean;
}

/** A level whose text does not parse, to be opened in its family's box to mend it (FixText). */
export interface MendableLevel {
  family: FamilyId;
  text: string;
  name: string | null;
  /** the text reads as a level of `family`, not the link's (its family changed): opened as one, not mended */
  reads?: boolean;
  /** the link was refused for a part after its level (the name, the line, the position): its level opens without the part, said so */
  without?: string;
}

/** A level about to replace the open one. */
export interface IncomingLevel {
  family: FamilyId;
  text: string;
}

/**
 * Before a level (a link opened in an open tab, a gallery level, a saved level) replaces the
 * level being edited in the same family (the family's draft holds only one level), keep that
 * level in My levels, unless it is already there or is a gallery level as the gallery has it.
 * Returns the note to show, null when nothing needed keeping, or an error when it could not be
 * kept (then `what` is not opened: "The link", "The level").
 */
function keepCurrentLevel(s: Pick<LinkedLevel, 'familyId' | 'levelText' | 'levelName'>, next: IncomingLevel, what: string): { note: string | null } | { error: string } {
  if (s.familyId !== next.family || s.levelText.trim() === '' || s.levelText === next.text) return { note: null };
  if (getFamily(s.familyId)?.gallery.some((g) => g.text === s.levelText)) return { note: null };
  const myLevels = useMyLevels.getState();
  const saved = myLevels.levels.find((l) => l.family === s.familyId && l.text === s.levelText);
  if (saved) return { note: null };
  // never written over: a saved level of the same name gets this one as a new entry beside it
  const nameTaken = s.levelName !== null && myLevels.levels.some((l) => l.family === s.familyId && l.name === s.levelName);
  const r = myLevels.save({ family: s.familyId, name: nameTaken ? null : s.levelName, text: s.levelText });
  if (!r.ok) return { error: `${what} was not opened: the level you were editing could not be kept in My levels (${r.message}).` };
  return { note: `The level you were editing is kept in My levels as "${r.level.name}".` };
}

/** The line a link carries: the one watched, unless it is the solution (the link's position then says how far along it). */
export function lineToShare(s: Pick<LinkedLevel, 'playback' | 'solve'>): readonly string[] | null {
  const moves = s.playback?.moves;
  return !moves?.length || isSolution(s.solve, moves) ? null : moves;
}

const sameLine = (a: readonly string[] | undefined, b: readonly string[]) => !!a && a.length === b.length && a.every((m, i) => m === b[i]);

/** Whether `moves` are the solve's solution (not a line of one's own, nor the best line a search stopped on) */
const isSolution = (solve: LinkedLevel['solve'], moves: readonly string[]) => sameLine(solve.result?.solution, moves);

/** What the line `moves` shown is, in a link's note on a position past its end: `pastTheEnd`'s `what` and `aside`. */
function lineNamed(solve: LinkedLevel['solve'], moves: readonly string[]): [string, string?] {
  if (isSolution(solve, moves)) return ['the solution'];
  const best = solve.result?.bestFound?.solution ?? solve.progress?.bestFound?.solution;
  return sameLine(best, moves) ? ['the best line found', 'not proven shortest'] : ['the line shown'];
}

/**
 * The address of the level as it is shown: its line and position on it. A family's tab opens on
 * its first gallery level, whose text the store knows only once the family's rules are read: the
 * registry's (here with the sharing code) is that level, so its entry has its link at once (a
 * Back before the rules are read would leave it none). Null where there is no text.
 */
const linkOf = (s: LinkedLevel, solvedAgain: string | null): string | null => {
  const first = s.levelText === '' ? getFamily(s.familyId)?.gallery[0] : undefined;
  const text = first?.text ?? s.levelText;
  if (text === '') return null;
  // a solved level's link opened solves it again: a step made meanwhile keeps the link's mark,
  // which a reload (or the link copied) then solves by (it was written without, and lost for good)
  const solved = s.solve.result?.kind === 'solved' || (s.solve.status === 'running' && s.levelText === solvedAgain);
  return encodeLevelLink({ family: s.familyId, text, name: first ? first.name : s.levelName, line: lineToShare(s), solved, position: s.playback?.index });
};

/**
 * The mark of a history entry this app wrote (its `history.state`), with its place among them
 * (`at`: one more for each entry pushed), so that Back or Forward refused can come back. A link
 * in such an entry whose level does not parse is one's own unfinished level, opened as it is to
 * be mended (FixText), where a stranger's link (pasted, opened in a new tab: no mark) is refused.
 */
const ownEntry = (at: number) => ({ by: 'unstuck', at });
/** the place of the entry shown among those this app wrote (ownEntry), null where it wrote none */
function entryAt(): number | null {
  const state = window.history.state as { by?: unknown; at?: unknown } | null;
  return state?.by === 'unstuck' && typeof state.at === 'number' ? state.at : null;
}

/**
 * A fragment's level. In an entry this app wrote (ownEntry): one that does not parse as it is, and
 * one whose link is longer than a stranger's is read (a level of long comments), up to MAX_OWN_FRAGMENT.
 */
function readLink(hash: string) {
  const own = entryAt() !== null;
  const most = own ? MAX_OWN_FRAGMENT : MAX_FRAGMENT;
  const opened = openLevelLink(hash, most);
  if (!opened.ok && PART_REASONS.has(opened.reason)) return { ...opened, mend: levelWithoutBadParts(hash, most) };
  if (opened.ok || opened.reason !== 'parse') return opened;
  const decoded = decodeLink(hash, most);
  if (own || !decoded.ok) return decoded;
  // a stranger's is refused, as Open file refuses such a file, and its level offered to mend, or
  // to open in the family that reads it (the refusal says which)
  const other = otherFamilyReading(decoded.text, decoded.family);
  return { ...opened, mend: { family: other ?? decoded.family, text: decoded.text, name: decoded.name ?? null, reads: other !== undefined } };
}

/** refusals of a part after the level (its name, line, position, or one too many), which leave the level readable */
const PART_REASONS = new Set(['bad-name', 'name-too-long', 'bad-line', 'bad-position', 'extra-parts']);

/**
 * The level of a link refused for a part after it (a name written by hand, 'nMy level', not as
 * base64url; a position 'm3x'; a line cut short), to open with its name where that reads, without
 * the other parts (the offer opens a level and its name, no line or position), where the link opens
 * so: the level itself is not lost. The offer says what is left out.
 */
function levelWithoutBadParts(hash: string, most: number): MendableLevel | undefined {
  const parts = hash.split('/');
  const level = parts.slice(0, 3);
  const after = parts.slice(3);
  // (the name part comes first after the payload, which may itself begin with 'n')
  const named = after[0]?.startsWith('n') && openLevelLink([...level, after[0]].join('/'), most).ok ? [after[0]] : [];
  const opened = openLevelLink([...level, ...named].join('/'), most);
  if (!opened.ok) return undefined;
  const left = [...new Set(after.slice(named.length).map(partWords))];
  return { family: opened.family, text: opened.text, name: opened.name ?? null, without: left.join(' and ') };
}

function partWords(part: string): string {
  if (part === '') return "the '/' at its end";
  if (part.startsWith('n')) return 'the name';
  // (s: a line's mark that the level had been solved)
  if (part.startsWith('l') || part === 's') return 'the line played';
  if (part.startsWith('m')) return 'the position';
  return 'the part after it';
}

/** the level is there to write as a link: read, or its text refused by its rules (its entry keeps it, to be mended) */
const linkable = (s: LinkedLevel) => s.level !== null || (s.levelError ?? null) !== null;

/** an edit's link is written once the edits pause this long: a tap or a stroke of paint deflates no level for each cell, nor changes the address each time (Chromium throttles a page that changes it hundreds of times in a few seconds) */
const LINK_WRITE_MS = 250;

/** for a host with no tree of lines: a link's line is not shown */
const showNoLine = () => {};

/**
 * `showLine` puts a line from the start in the level's tree of lines and shows the position
 * after `index` of its moves (a link's own line).
 */
export function useLinkSync(
  app: LinkedLevelStore,
  showLine: (moves: readonly string[], index: number) => void = showNoLine,
  /** a level this hook opened (a link's, the autosaved one): its family and text */
  levelOpened: (familyId: FamilyId, text: string) => void = showNoLine,
): LinkSyncMessages {
  const [linkError, setLinkError] = useState<string | null>(null);
  /** the level of a link refused for its text, with the refusal it goes with (offered only while that is shown) */
  const [mendable, setMendable] = useState<(MendableLevel & { refusal: string }) | null>(null);
  const refuse = useCallback((refused: { message: string; mend?: MendableLevel }) => {
    setLinkError(refused.message);
    setMendable(refused.mend ? { ...refused.mend, refusal: refused.message } : null);
  }, []);
  const [keptNote, setKeptNote] = useState<string | null>(null);
  const keepFor = useCallback(
    (next: IncomingLevel, what: string, current: Pick<LinkedLevel, 'familyId' | 'levelText' | 'levelName'> = app.getState()): boolean => {
      const kept = keepCurrentLevel(current, next, what);
      if ('error' in kept) {
        setKeptNote(null);
        setLinkError(kept.error);
        return false;
      }
      setLinkError(null);
      setKeptNote(kept.note);
      return true;
    },
    [app],
  );
  const keepOpenLevel = useCallback((next: IncomingLevel) => keepFor(next, 'The level'), [keepFor]);

  useEffect(() => {
    const openDraft = () => {
      const draft = useMyLevels.getState().draft;
      if (!draft) return;
      app.getState().openLevel(draft.family, draft.text, draft.name);
      levelOpened(draft.family, draft.text);
    };
    // after the open level is set (the app keeps its own family's level), before anything listens
    const restoreDrafts = () => {
      const { familyDrafts } = useMyLevels.getState();
      if (Object.keys(familyDrafts).length) app.getState().restoreDrafts?.(familyDrafts);
    };
    let stopWaiting: (() => void) | undefined;
    /** true while the address opens its level (Back, Forward, a link pasted): the browser made its entry */
    let byAddress = false;
    /** the text of the level a solved level's link solves again (its links keep the mark while that solve runs) */
    let solvedAgain: string | null = null;
    /** open a link's level; with a line, show it at its position; with only a position, solve and jump there */
    const openLink = (link: LevelLink & { lineNote?: string }) => {
      stopWaiting?.();
      stopWaiting = undefined;
      const s = app.getState();
      // the link of the level already open (a link opened again): keep its edit history and moves
      if (!(s.familyId === link.family && s.levelText === link.text && (link.name === undefined || s.levelName === link.name))) {
        byAddress = true;
        try {
          app.getState().openLevel(link.family, link.text, link.name ?? null);
        } finally {
          byAddress = false;
        }
        levelOpened(link.family, link.text);
      }
      if (link.lineNote) setLinkError(link.lineNote);
      const line = link.line;
      if (line?.length) {
        // the line needs the family's rules, which may still be loading; a level that had been
        // solved is solved again (a reload on a variation keeps the solution beside it)
        // (not where its answer is already here: Back to a level solved in this session; a solve
        // running on it, as a reload in the middle of one resumes it, is asked again with its own
        // budget, not the default, now to stay on the line)
        const show = () => {
          showLine(line, link.position ?? 0);
          const { solve, levelText } = app.getState();
          if (link.solved && !(levelText === link.text && solve.result?.kind === 'solved')) {
            solvedAgain = link.text;
            app.getState().solveLevel(solve.status === 'running' ? solve.budget : undefined, { stay: true });
          }
        };
        if (app.getState().tree) return show();
        const stop = app.subscribe((st) => {
          if (st.familyId !== link.family) stop();
          else if (st.tree) {
            stop();
            show();
          }
        });
        stopWaiting = stop;
        return;
      }
      if (link.position === undefined) return;
      // a position needs the solution: solve, then jump there. The app may still be loading
      // the family's rules (the solve then starts later), so only an ended solve stops this.
      const position = link.position;
      /**
       * The solution's position, its end where the link's is past it (said). The line shown may
       * instead be the best one a search found before it stopped (cancelled, at a limit) or while
       * it runs (watched): not the solution, and said as what it is.
       */
      const goToPosition = ({ moves }: { moves?: readonly string[] }) => {
        app.getState().goTo(position);
        if (!moves || position <= moves.length) return;
        const [what, aside] = lineNamed(app.getState().solve, moves);
        setLinkError(pastTheEnd(position, what, moves.length, aside));
      };
      const shown = app.getState().playback;
      if (shown) return goToPosition(shown);
      // (a solve already running on it, as a reload in the middle of one resumes it with its budget, is waited for)
      if (app.getState().solve.status !== 'running') app.getState().solveLevel();
      const stop = app.subscribe((st) => {
        if (st.playback) {
          stop();
          goToPosition(st.playback);
        } else if (st.familyId !== link.family || st.solve.status === 'done' || st.solve.status === 'error' || st.solve.status === 'cancelled') stop();
      });
      stopWaiting = stop;
    };
    const hash = window.location.hash;
    const opened = hash.length > 1 ? readLink(hash) : null;
    if (opened && !opened.ok) refuse(opened);
    // the level its family was left on (maybe in a tab since closed) is kept, as for a link
    // pasted into an open tab: the link's level is about to become that family's autosave
    const left = opened?.ok ? useMyLevels.getState().familyDrafts[opened.family] : undefined;
    if (opened?.ok && (!left || keepFor(opened, 'The link', { familyId: left.family, levelText: left.text, levelName: left.name }))) openLink(opened);
    // no link, or one refused or whose family's level could not be kept: the page opens on the
    // level being edited, so the next change writes no other level over its autosave (and a
    // reload asks again)
    else openDraft();
    restoreDrafts();
    /** the fragment this hook last wrote (replaceState fires no hashchange; this guards the rest) */
    let written = window.location.hash;
    /** the place of the entry shown (ownEntry) */
    let at = entryAt() ?? 0;
    /** the address's next write (LINK_WRITE_MS after the last change) */
    let timer: number | undefined;
    /** an edit's link waits for that write (the address has no link meanwhile) */
    let linkPending = false;
    /** the links of entries left (Back) while their edit's link waited, by their place (ownEntry) */
    const unwritten = new Map<number, string>();
    /**
     * Back or Forward has shown another entry, and the browser has not said so yet (its
     * hashchange comes a task later): the address is that entry's, and a level that arrives
     * meanwhile (a family's rules, loaded, reading the level of the tab pressed) must not write
     * its link there; the hashchange opens the entry's level.
     */
    const traversalUnheard = () => {
      const shown = entryAt();
      return shown !== null && shown !== at;
    };
    /** the link of the level shown, into its entry */
    const writeLink = () => {
      window.clearTimeout(timer);
      timer = undefined;
      if (traversalUnheard()) return;
      linkPending = false;
      const st = app.getState();
      const link = linkable(st) && linkOf(st, solvedAgain);
      if (!link) return;
      written = link;
      window.history.replaceState(ownEntry(at), '', written);
    };
    // the page hidden (another app, a tab closed): an edit's link waiting is written, so that the
    // entry kept (session restore, a phone's tab reopened) names the edited level. (A reload's
    // address is taken before this: an edit drops the link at once, below, for a reload to open the draft.)
    const flushLink = () => {
      if (linkPending) writeLink();
    };
    // the draft opened, with no link in the address (a reload straight after an edit): its link too
    if (window.location.hash.length <= 1 && useMyLevels.getState().draft) {
      linkPending = true;
      timer = window.setTimeout(writeLink, LINK_WRITE_MS);
    }
    const onVisibility = () => document.visibilityState === 'hidden' && flushLink();
    window.addEventListener('pagehide', flushLink);
    document.addEventListener('visibilitychange', onVisibility);
    // a link pasted into the address bar of this tab, or a fragment set by a script: the same
    // path and messages as a link at start-up; the level it replaces is kept (keepCurrentLevel)
    const onHashChange = () => {
      const now = window.location.hash;
      const was = at;
      const came = entryAt();
      // (a fragment set by hand or by a script is a new entry after the one left)
      at = came ?? at + 1;
      const traversed = came !== null && came !== was;
      // left straight after an edit (Back), the entry has no link: its level's is kept for it here
      if (traversed && linkPending) {
        const st = app.getState();
        const link = linkable(st) && linkOf(st, solvedAgain);
        if (link) unwritten.set(was, link);
      }
      // (Forward to such an entry: its link written now, and opened)
      const kept = came === null ? undefined : unwritten.get(came);
      if (kept !== undefined && now.length <= 1) {
        unwritten.delete(came!);
        window.history.replaceState(ownEntry(came!), '', kept);
        return openAddress(kept, was, came);
      }
      if (now.length <= 1 || now === written) return;
      openAddress(now, was, came);
    };
    /** the link `now` in the address, come to from the entry at `was` (to the one at `came`: Back or Forward; null: a fragment set) */
    const openAddress = (now: string, was: number, came: number | null) => {
      const traversed = came !== null && came !== was;
      const opened = readLink(now);
      if (!opened.ok) {
        setKeptNote(null);
        refuse(opened);
        return;
      }
      const s = app.getState();
      if (s.familyId === opened.family && s.levelText === opened.text) {
        // the level already open (the same link set again): only its position can be new
        openLink(opened);
        return;
      }
      if (keepFor(opened, traversed ? 'The level Back or Forward goes to' : 'The link')) openLink(opened);
      else if (traversed) {
        // refused (the level on screen could not be kept): the address goes back to its entry,
        // which its next change would otherwise write over the level Back went to
        at = was;
        window.history.go(was - came);
      }
    };
    window.addEventListener('hashchange', onHashChange);
    // Another tab saved, renamed or removed a level, or left a family on another level: read them
    // again (once a burst of writes ends), so that this tab neither lists nor exports a stale list
    // nor opens a family on the older level it had, autosaving that over the newer one.
    let refreshTimer: number | undefined;
    const onStorage = (e: StorageEvent) => {
      if (e.key !== null && !e.key.startsWith('unstuck.')) return;
      window.clearTimeout(refreshTimer);
      refreshTimer = window.setTimeout(() => {
        useMyLevels.getState().refresh();
        restoreDrafts();
      }, 200);
    };
    window.addEventListener('storage', onStorage);
    const stop = app.subscribe((s, before) => {
      const levelChanged = s.levelText !== before.levelText || s.familyId !== before.familyId || s.levelName !== before.levelName;
      if (!levelChanged && s.playback?.index === before.playback?.index && s.playback?.moves === before.playback?.moves && s.solve.result === before.solve.result) return;
      if (levelChanged) {
        // only a change of level is autosaved: solving or stepping through moves writes nothing
        useMyLevels.getState().saveDraft({ family: s.familyId, text: s.levelText, name: s.levelName });
        if (traversalUnheard()) return;
        const here = window.location.pathname + window.location.search;
        written = '';
        // (each way but an edit has its link in the address at once)
        linkPending = false;
        // the level of the address's link (Back, Forward, a link pasted): the link stays, so an
        // entry left again at once (Back twice) keeps it
        if (byAddress) written = window.location.hash;
        else if (s.opens !== before.opens) {
          // a level opened (not an edit, a move, a step): the level left keeps its entry, with its
          // link as it was left, and the new one gets its own, so Back goes to the level before.
          // Its link is written at once (linkOf: its text read, refused by its rules, or loading,
          // or its family's first level): an entry left by Back before the timer below would have none.
          const left = linkable(before) && linkOf(before, solvedAgain);
          if (left) window.history.replaceState(ownEntry(at), '', left);
          written = linkOf(s, solvedAgain) ?? '';
          window.history.pushState(ownEntry(++at), '', written || here);
          // (the entries after the one left are gone, and their places are the new ones')
          for (const place of unwritten.keys()) if (place >= at) unwritten.delete(place);
        } else if (before.level === null && before.levelError === null && s.level !== null) {
          // its family's rules, loaded, have read the level opened: its link at once, as above
          written = linkOf(s, solvedAgain) ?? '';
          window.history.replaceState(ownEntry(at), '', written || here);
        }
        else {
          // an edit: its link is written once the edits pause (the timer below); meanwhile the
          // address drops the level as it was (once, not at each edit), so that a reload opens the
          // autosaved draft, not the level before the edit (nor a link refused)
          linkPending = true;
          if (window.location.hash) window.history.replaceState(ownEntry(at), '', here);
        }
      }
      window.clearTimeout(timer);
      timer = window.setTimeout(writeLink, LINK_WRITE_MS);
    });
    return () => {
      stop();
      stopWaiting?.();
      window.removeEventListener('hashchange', onHashChange);
      window.removeEventListener('storage', onStorage);
      window.removeEventListener('pagehide', flushLink);
      document.removeEventListener('visibilitychange', onVisibility);
      window.clearTimeout(timer);
      window.clearTimeout(refreshTimer);
    };
  }, [app, keepFor, refuse, showLine, levelOpened]);

  const linkMend = mendable && linkError === mendable.refusal ? { family: mendable.family, text: mendable.text, name: mendable.name, reads: mendable.reads, without: mendable.without } : null;
  return { linkError, linkMend, dismissLinkError: () => setLinkError(null), keptNote, dismissKeptNote: () => setKeptNote(null), keepOpenLevel };
}
