// Share, Save and My levels: the buttons the app mounts, and the panel listing saved levels.
import { useCallback, useEffect, useId, useMemo, useRef, useState, useSyncExternalStore, type ReactNode } from 'react';
import { getFamily } from '../puzzles/registry.ts';
import type { FamilyId } from '../puzzles/types.ts';
import { encodeLevelLink, MAX_FRAGMENT, MAX_LINE_PART, MAX_TEXT, MAX_TEXT_WORDS } from './linkCodec.ts';
import { namedFirst, oneLineName, sameLevel, useMyLevels, type ImportResult, type SavedLevel } from './myLevels.ts';
import { MAX_IMPORT_BYTES, MAX_NAME } from './storedData.ts';
import { keepDeleted, keptDeleted } from './deletedLevels.ts';
import { LevelList, levelWords, shortName } from './LevelList.tsx';
import { fileWords, levelsFileText, megabytes } from './levelFile.ts';
import { plural, shown } from '../puzzles/text.ts';
import './myLevels.css';

export interface CurrentLevel {
  family: FamilyId;
  /** the level in its family's text format */
  text: string;
  name: string | null;
  /** the line watched, when it is not the solution (useLinkSync's lineToShare) */
  line?: readonly string[] | null;
  /** playback position to put in the link */
  position?: number;
  /** the level has been solved: with a line, the link says so, and opening it solves again (linkCodec's /s) */
  solved?: boolean;
}

/** How long a note that reports success ("Link copied", "Saved as …") stays. */
export const NOTE_MS = 4000;

/**
 * The action notes that have something to say (Share's, a copy's, Save's), the newest last. They
 * lie over one another (on a phone all start at the row's left edge; on a desktop a long one runs
 * under the next button's), so only the newest is shown: "Link copied" was hidden under "Saved as
 * …". An older one still within its time comes back when the newer one fades.
 */
let notesShowing: readonly string[] = [];
const notesListeners = new Set<() => void>();
function setNotesShowing(next: readonly string[]) {
  notesShowing = next;
  notesListeners.forEach((l) => l());
}
const watchNotes = (l: () => void) => {
  notesListeners.add(l);
  return () => void notesListeners.delete(l);
};

/** Whether this note, `showing` something since `shownAt` changed last, is the newest one showing. */
function useNewestNote(showing: boolean, shownAt: unknown): boolean {
  const id = useId();
  useEffect(() => {
    if (!showing) return;
    setNotesShowing([...notesShowing.filter((n) => n !== id), id]);
    return () => setNotesShowing(notesShowing.filter((n) => n !== id));
  }, [showing, shownAt, id]);
  const newest = useSyncExternalStore(watchNotes, () => notesShowing[notesShowing.length - 1]);
  return newest === id;
}

/** A note that clears itself `ms` after it was last set (errors are not shown with this); the third: how many times it was set. */
function useFadingNote(ms = NOTE_MS): [string | null, (note: string | null) => void, number] {
  const [note, setNote] = useState<string | null>(null);
  const [shown, setShown] = useState(0);
  useEffect(() => {
    if (note === null) return;
    const timer = window.setTimeout(() => setNote(null), ms);
    return () => window.clearTimeout(timer);
  }, [note, shown, ms]);
  return [
    note,
    (next) => {
      setNote(next);
      setShown((n) => n + 1);
    },
    shown,
  ];
}

/** Why an action was refused for a level: a reason given for one level is not the next one's. */
function useRefusal(text: string | undefined): [string | null, (reason: string | null) => void] {
  const [refusal, setRefusal] = useState<string | null>(null);
  useEffect(() => setRefusal(null), [text]);
  return [refusal, setRefusal];
}

/**
 * A link's length past which it is said to be long: older browsers and many chats, mail programs
 * and message boxes cut or refuse a link of over some 2,000 characters.
 */
export const LONG_LINK = 2000;

/** The address of a level (this page with the level in the fragment), or why no link could open it. */
export function linkFor(level: CurrentLevel, at = `${window.location.origin}${window.location.pathname}`): { ok: true; url: string } | { ok: false; message: string } {
  // a link the reader would refuse is never handed out: the reader's own caps, on the same bytes
  const bytes = new TextEncoder().encode(level.text).length;
  if (bytes > MAX_TEXT) {
    return {
      ok: false,
      message: `Not shared: this level's text is ${bytes.toLocaleString('en')} bytes, and a link holds at most ${MAX_TEXT_WORDS}, so its link would not open. Save it, then Export it in My levels to pass it on as a file.`,
    };
  }
  const hash = encodeLevelLink({ family: level.family, text: level.text, name: level.name, line: level.line, position: level.position, solved: level.solved });
  // the line part's base64url, without padding
  const linePart = Math.ceil((new TextEncoder().encode(level.line?.join(' ') ?? '').length * 4) / 3);
  if (linePart > MAX_LINE_PART) {
    return {
      ok: false,
      message: `Not shared: the line on the board has ${level.line!.length.toLocaleString('en')} moves, more than a link carries (${MAX_LINE_PART / 1024} kB of them written out), so its link would not open. Go back to the solution or to the start to share the level.`,
    };
  }
  if (hash.length - 1 > MAX_FRAGMENT) {
    return {
      ok: false,
      message: `Not shared: this level's link would be ${Math.ceil((hash.length - 1) / 1024).toLocaleString('en')} kB, and a link is read only up to ${MAX_FRAGMENT / 1024} kB. Save it, then Export it in My levels to pass it on as a file.`,
    };
  }
  return { ok: true, url: `${at}${hash}` };
}

/**
 * Copy a text to the clipboard with a fading note; where there is no clipboard (permissions, old
 * browsers) the text is shown in a field to copy by hand, until closed.
 */
function useCopy(): { note: string | null; noteShown: number; manual: string | null; copy(text: string, done: string): Promise<void>; say(note: string): void; closeManual(): void; clear(): void } {
  const [note, setNote, noteShown] = useFadingNote();
  const [manual, setManual] = useState<string | null>(null);
  return {
    note,
    noteShown,
    manual,
    copy: async (text, done) => {
      try {
        await navigator.clipboard.writeText(text);
        setManual(null);
        setNote(done);
      } catch {
        setManual(text);
        setNote(null);
      }
    },
    say: (note) => {
      setManual(null);
      setNote(note);
    },
    closeManual: () => setManual(null),
    clear: () => {
      setManual(null);
      setNote(null);
    },
  };
}

/** The copy's note, under its button. */
function CopyNote({ copying }: { copying: ReturnType<typeof useCopy> }) {
  const newest = useNewestNote(copying.note !== null, copying.noteShown);
  return (
    <span aria-live="polite" className="share-note action-note">
      {newest && copying.note}
    </span>
  );
}

/**
 * The field to copy by hand, on a line of its own under the actions row (inline, it pushed the
 * buttons after it onto the next lines); `back`: the button that copied (a selector), where Done
 * leaves the focus.
 */
function CopyByHand({ copying, what, label, back }: { copying: ReturnType<typeof useCopy>; what: string; label: string; back: string }) {
  if (!copying.manual) return null;
  return (
    <p className="actions-line copy-by-hand">
      Copy this {what}: <input readOnly autoFocus value={copying.manual} aria-label={label} onFocus={(e) => e.currentTarget.select()} />
      <button onClick={copying.closeManual} data-refocus={back}>
        Done
      </button>
    </p>
  );
}

export function ShareButton({ level }: { level: CurrentLevel | null }) {
  const copying = useCopy();
  const [refusal, setRefusal] = useRefusal(level?.text);
  // said until another level opens, not faded: it matters where the link is pasted
  const [caution, setCaution] = useRefusal(level?.text);
  const share = async () => {
    if (!level) return;
    const link = linkFor(level);
    if (!link.ok) {
      copying.clear();
      setCaution(null);
      setRefusal(link.message);
      return;
    }
    setRefusal(null);
    const { url } = link;
    setCaution(
      url.length > LONG_LINK
        ? `This link is ${url.length.toLocaleString('en')} characters long: some chats and mail programs cut a link over ${LONG_LINK.toLocaleString('en')}. If it does not open there, send the level as a file (Save, then Export in My levels).`
        : null,
    );
    // (the entry's state is useLinkSync's mark and place among the app's entries: kept)
    window.history.replaceState(window.history.state, '', url);
    await copying.copy(url, 'Link copied');
  };
  return (
    <>
      <span className="share">
        <button onClick={share} disabled={!level}>
          Share
        </button>
        <CopyNote copying={copying} />
      </span>
      <CopyByHand copying={copying} what="link" label="Link to this level" back=".share:not(.export) > button" />
      {/* a line of its own under the actions row: inline, a reason pushed the buttons after it onto lines of their own */}
      {refusal && (
        <p role="alert" className="actions-line error">
          {refusal}
        </p>
      )}
      {/* a line of its own under the actions row, as an export's reason is (inline it pushed the row apart) */}
      <LiveLine>
        {caution && (
          <p role="status" className="actions-line">
            {caution}
          </p>
        )}
      </LiveLine>
    </>
  );
}

/**
 * A line under the actions row, a live region before it says anything: one added to the page with
 * its words already in it is not read out by every screen reader. While empty it is out of the
 * row's flow (openFile.css), so it adds no gap.
 */
export function LiveLine({ children }: { children: ReactNode }) {
  return (
    <div aria-live="polite" className="actions-live">
      {children}
    </div>
  );
}

/**
 * The level in each of its family's export formats, or why it does not fit one; `unmended` where the
 * level itself has a problem, which the editor's own list says where it is.
 */
function writeExports(family: string | undefined, text: string | undefined) {
  const rules = family === undefined ? undefined : getFamily(family);
  if (!rules?.exports || text === undefined) return [];
  const parsed = rules.parse(text);
  const unmended = !parsed.ok || rules.validate(parsed.level).length > 0;
  return rules.exports.map((format) => ({
    format,
    out: parsed.ok ? format.write(parsed.level) : { ok: false as const, reason: 'the level has an error to fix first' },
    unmended,
  }));
}

/** How long an edited level stays unchanged before its exports are worked out again. */
const SETTLE_MS = 400;

/**
 * A button for each of the family's exports the open level fits (puzzles/types.ts LevelExport:
 * Snakebird's Snakefall link), which copies the level in that format; no button is offered that
 * could only refuse. Where the level does not fit, `explain` (the editor, where the designer can
 * change what stands in the way) says why on a short line. While it is edited, whether it fits is
 * worked out once the level has stayed unchanged a moment: a parse and a write take a few hundred
 * ms on a 255×255 map, too long for every stroke of a paint; a copy writes the level as it is then.
 */
export function ExportButtons({ level, explain = false }: { level: CurrentLevel | null; explain?: boolean }) {
  const [family, text] = [level?.family, level?.text];
  const [settled, setSettled] = useState({ family, text });
  const stale = settled.family !== family || settled.text !== text;
  // not editing, or another family's level: at once (state set while rendering: React renders again before it shows anything)
  const waits = explain && settled.family === family;
  if (stale && !waits) setSettled({ family, text });
  useEffect(() => {
    if (!stale || !waits) return;
    const timer = window.setTimeout(() => setSettled({ family, text }), SETTLE_MS);
    return () => window.clearTimeout(timer);
  }, [family, text, waits, stale]);
  const written = useMemo(() => writeExports(settled.family, settled.text), [settled]);
  const now = (i: number) => (stale ? writeExports(family, text) : written)[i]?.out ?? { ok: false as const, reason: 'the level has changed' };
  return (
    <>
      {written.map(({ format, out, unmended }, i) =>
        out.ok ? (
          <ExportButton key={`${settled.family}/${format.id}`} title={format.title} write={() => now(i)} />
        ) : (
          // (not for a level with a problem: the line came and went above a tablet's board as a stroke made and mended one)
          explain &&
          !unmended && (
            <p key={`${settled.family}/${format.id}`} className="actions-line">
              No {format.title}: {out.reason}.
            </p>
          )
        ),
      )}
    </>
  );
}

function ExportButton({ title, write }: { title: string; write(): { ok: true; text: string } | { ok: false; reason: string } }) {
  const copying = useCopy();
  const copy = () => {
    const out = write();
    return out.ok ? copying.copy(out.text, `${title} copied`) : copying.say(`No ${title}: ${out.reason}.`);
  };
  return (
    <>
      <span className="share export">
        <button onClick={copy} data-export={title}>
          Copy {title}
        </button>
        <CopyNote copying={copying} />
      </span>
      <CopyByHand copying={copying} what={title} label={title} back={`.export > button[data-export=${JSON.stringify(title)}]`} />
    </>
  );
}

/**
 * Save; saving over a saved level of the same name (a stranger's link may carry the name of one
 * of the person's own levels) or renaming one (the same level saved under another name) says so
 * with Undo, which stays until used, dismissed or the next Save, as Delete's does.
 */
/** `onSaved`: the level was saved, or found saved already, under that name (the open level takes it) */
export function SaveButton({ level, onSaved }: { level: CurrentLevel | null; onSaved?(family: FamilyId, text: string, name: string): void }) {
  const save = useMyLevels((s) => s.save);
  const [note, setNote, noteShown] = useFadingNote();
  // said of the level open then: gone once another level opens
  const [error, setError] = useRefusal(level ? `${level.family}\n${level.text}` : undefined);
  const [replaced, setReplaced] = useState<{ saved: SavedLevel; previous: SavedLevel } | null>(null);
  const newest = useNewestNote(note !== null, noteShown);
  const undo = () => {
    if (!replaced) return;
    const { previous } = replaced;
    const w = useMyLevels.getState().restore(previous);
    if (!w.ok) {
      // kept for another try
      setError(`Could not put back "${shortName(previous.name)}": ${w.message}.`);
      return;
    }
    setReplaced(null);
    setError(null);
    setNote(`Put back the saved "${shortName(previous.name)}"`);
  };
  return (
    <>
      <span className="save">
        <button
          disabled={!level}
          onClick={() => {
            if (!level) return;
            const r = save({ family: level.family, name: level.name, text: level.text });
            setReplaced(null);
            if (!r.ok) {
              setNote(null);
              setError(`Not saved: ${r.message}. The level is still open here: copy its link with Share to keep it${r.full ? ', or delete saved levels you no longer need to make room' : ''}.`);
              return;
            }
            setError(null);
            onSaved?.(r.level.family, r.level.text, r.level.name);
            if (r.kind === 'updated' && r.previous) {
              setNote(null);
              setReplaced({ saved: r.level, previous: r.previous });
            } else setNote(r.kind === 'added' ? `Saved as "${shortName(r.level.name)}"${r.clash ? ` ("${shortName(r.clash)}" is the name of another saved ${getFamily(r.level.family)?.title ?? r.level.family} level)` : ''}` : `Already saved as "${shortName(r.level.name)}"`);
          }}
        >
          Save
        </button>
        <span aria-live="polite" className="save-note action-note">
          {newest && note}
        </span>
      </span>
      {/* a line under the actions row, in the page's flow: it stays until used, and as a note over the page it hid what lay under it (Solve, on a phone) all that time */}
      <LiveLine>
        {replaced && (
          <p className="actions-line save-replaced">
            {replaced.previous.text === replaced.saved.text ? `Renamed the saved "${shortName(replaced.previous.name)}" to "${shortName(replaced.saved.name)}".` : `Replaced the saved "${shortName(replaced.saved.name)}" with this level.`}{' '}
            <button onClick={undo}>Undo</button> <button onClick={() => setReplaced(null)}>Dismiss</button>
          </p>
        )}
      </LiveLine>
      {/* (a line of its own under the actions row, as Share's refusal is) */}
      {error && (
        <p role="alert" className="actions-line error">
          {error}
        </p>
      )}
    </>
  );
}

/** Said once at start-up: stored data that could not be used, and where it was kept. */
export function StorageNotices() {
  const notices = useMyLevels((s) => s.notices);
  const dismiss = useMyLevels((s) => s.dismissNotices);
  if (notices.length === 0) return null;
  return (
    <div role="alert" className="link-error storage-notices">
      {notices.map((n, i) => (
        <p key={i}>{n}</p>
      ))}
      <button onClick={dismiss}>Dismiss</button>
    </div>
  );
}


/** "1 level", "1,200 levels" */
const levelCount = (n: number) => plural(n, 'level');

/** My levels' Export all: the file's name. */
const ALL_FILE = 'unstuck-levels.json';

/** What Import says: a sentence, the entries left out, one a line, and whether something went wrong (said in the error colour). */
type Said = { text: string; list?: string[]; error?: boolean };

export function importMessage(r: ImportResult): Said {
  if (!r.ok) return { text: `Nothing imported. ${r.message}`, list: r.failed && namedFirst(r.failed), error: true };
  if (r.added + r.duplicates + r.repeats + r.notStored + r.failed.length === 0) return { text: 'Nothing imported: the file holds no levels (its "levels" list is empty).', error: true };
  // (a file imported again: nothing new, not "Imported 0 levels")
  let text = r.added ? `Imported ${levelCount(r.added)}.` : 'Nothing new imported.';
  if (r.duplicates) text += ` ${levelCount(r.duplicates)} ${r.duplicates === 1 ? 'was' : 'were'} already saved.`;
  if (r.repeats) text += ` ${levelCount(r.repeats)} ${r.repeats === 1 ? 'was' : 'were'} in the file more than once (imported once).`;
  if (r.notStored) text += ` ${levelCount(r.notStored)} could not be stored (${r.failure}).`;
  if (r.renamed.length) text += ` ${r.renamed.length === 1 ? 'One was' : `${r.renamed.length.toLocaleString('en')} were`} given a number, as a saved level of ${r.renamed.length === 1 ? 'its' : 'their'} family had ${r.renamed.length === 1 ? 'its' : 'their'} name: ${namedFirst(r.renamed.map(([from, to]) => `"${shortName(from)}" as "${shortName(to)}"`)).join(', ')}.`;
  if (!r.failed.length) return { text, error: r.notStored > 0 };
  return { text: `${text} ${levelCount(r.failed.length)} in the file could not be used and ${r.failed.length === 1 ? 'was' : 'were'} left out:`, list: namedFirst(r.failed), error: true };
}

/** Hand `json` to the browser as a file to keep. */
function downloadFile(json: string, fileName: string) {
  const a = document.createElement('a');
  a.href = URL.createObjectURL(new Blob([json], { type: 'application/json' }));
  a.download = fileName;
  a.click();
  URL.revokeObjectURL(a.href);
}

/** a level as a note names it: its name in quotes, or what it is when the name is blank */
const quoted = (l: SavedLevel) => (l.name.trim() === '' ? levelWords(l) : `"${shortName(l.name)}"`);

const goneWhileTyped = (l: SavedLevel) => `${quoted(l)} was deleted in another tab while you were renaming it here: it stays listed, with the name you typed, until you Keep it (saved again) or Delete it.`;

/** A file name from a level's name: what a file system takes on every platform, else "level". */
export function levelFileName(name: string): string {
  // what Windows refuses (the strictest), controls, and leading dots (a hidden file elsewhere)
  const safe = Array.from(name.replace(/[<>:"/\\|?*\u0000-\u001f\u007f-\u009f]+/g, '_').trim().replace(/^\.+/, ''))
    .slice(0, 60)
    .join('');
  return `${safe === '' ? 'level' : safe}.unstuck-levels.json`;
}

/** `onRenamed`: a saved level was renamed (the open level, when it is that level, takes the name) */
export function MyLevelsPanel({ onOpen, onRenamed }: { onOpen(family: FamilyId, text: string, name: string): void; onRenamed?(family: FamilyId, text: string, name: string): void }) {
  const [open, setOpen] = useState(false);
  const levels = useMyLevels((s) => s.levels);
  const canStore = useMyLevels((s) => s.canStore);
  const { restore, importFile, exportFile } = useMyLevels.getState();
  const [message, setMessage] = useState<Said | null>(null);
  // every level deleted in this tab, the last first, kept through a reload: each Undo brings back one
  const [deleted, setDeleted] = useState<SavedLevel[]>(keptDeleted);
  useEffect(() => keepDeleted(deleted), [deleted]);
  const [revealed, setRevealed] = useState<{ id: string } | null>(null);
  // A level deleted in another tab while its name is typed here stays listed, with the name typed,
  // until Keep stores it again or Delete lets it go: its row went from under the keys, the name
  // typed with it, and the next keys went to the control the focus fell to (a space on Export all).
  const [orphan, setOrphan] = useState<SavedLevel | null>(null);
  // what this tab did to the list itself: the rest of a change to it came from another tab
  const deletedHere = useRef(new Set<string>());
  const renamedHere = useRef<readonly SavedLevel[] | null>(null);
  // levels whose new name could not be stored (storage full): read again, the stored name is their own
  const unstoredNames = useRef(new Set<string>());
  const [listedBefore, setListedBefore] = useState(levels);
  if (levels !== listedBefore) {
    setListedBefore(levels);
    // (brought back there, by its Undo: it is a saved level again)
    if (orphan && levels.some((l) => l.id === orphan.id)) setOrphan(null);
    if (open) {
      const now = new Map(levels.map((l) => [l.id, l]));
      const box = document.activeElement;
      const typedIn = box instanceof HTMLInputElement ? box.closest<HTMLElement>('li[data-level-id]')?.dataset.levelId : undefined;
      const goneThere = listedBefore.filter((l) => !now.has(l.id) && !deletedHere.current.has(l.id) && l.id !== orphan?.id);
      const kept = goneThere.find((l) => l.id === typedIn);
      const others = goneThere.filter((l) => l !== kept);
      const typed = typedIn === undefined || levels === renamedHere.current || unstoredNames.current.has(typedIn) ? undefined : listedBefore.find((l) => l.id === typedIn);
      const renamedThere = typed && now.get(typed.id)?.name !== typed.name ? now.get(typed.id) : undefined;
      const said = [
        kept && goneWhileTyped(kept),
        renamedThere && `The level whose name you were typing was renamed ${quoted(renamedThere)} in another tab; what you had typed was "${shortName(typed!.name)}".`,
        others.length > 0 && (others.length === 1 ? `${quoted(others[0]!)} was deleted in another tab.` : `${levelCount(others.length)} were deleted in another tab: ${namedFirst(others.map(quoted)).join(', ')}.`),
      ].filter(Boolean);
      if (kept) setOrphan(kept);
      if (said.length > 0) setMessage({ text: said.join(' '), error: kept !== undefined || renamedThere !== undefined });
    }
  }
  const listed = useMemo(() => (orphan && !levels.some((l) => l.id === orphan.id) ? [...levels, orphan].sort((a, b) => a.savedAt - b.savedAt) : levels), [levels, orphan]);
  const fileInput = useRef<HTMLInputElement>(null);
  const place = useRef<HTMLSpanElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  // a popup closes with Escape or a tap outside it (issue 15 item 6)
  useEffect(() => {
    if (!open) return;
    // focus goes in, so the panel is the next thing a keyboard or screen reader reaches
    panel.current?.focus();
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && setOpen(false);
    const onPointer = (e: PointerEvent) => place.current && !place.current.contains(e.target as Node) && setOpen(false);
    // a link opened in this page (a pasted address): its level, or why it cannot open, is not hidden under the panel
    const onLink = () => setOpen(false);
    // Tab past its last control closes it too: the control focus goes to may lie under it (the
    // hint, the gallery). Not focus leaving the window (a file chooser opening over it). Closed
    // once focus is there: closed at once, it took the focused control away mid-move, and focus
    // went back to My levels.
    let closing: number | undefined;
    const onFocusOut = (e: FocusEvent) => {
      if (!(e.relatedTarget instanceof Node) || place.current?.contains(e.relatedTarget)) return;
      closing = window.setTimeout(() => !place.current?.contains(document.activeElement) && setOpen(false));
    };
    const at = place.current;
    window.addEventListener('keydown', onKey);
    window.addEventListener('pointerdown', onPointer);
    window.addEventListener('hashchange', onLink);
    at?.addEventListener('focusout', onFocusOut);
    return () => {
      window.clearTimeout(closing);
      at?.removeEventListener('focusout', onFocusOut);
      window.removeEventListener('keydown', onKey);
      window.removeEventListener('pointerdown', onPointer);
      window.removeEventListener('hashchange', onLink);
    };
  }, [open]);

  // said, as nothing else on the page shows that a file was made (a phone's download bar may not)
  const download = () => {
    downloadFile(exportFile(), ALL_FILE);
    setMessage({ text: `Exported ${levelCount(levels.length)} to the file "${ALL_FILE}", in this browser's downloads.` });
  };
  const exportLevel = useCallback(
    (l: SavedLevel) => {
      const name = levelFileName(l.name);
      downloadFile(exportFile([l.id]), name);
      setMessage({ text: `Exported ${l.name.trim() === '' ? levelWords(l) : `"${shortName(l.name)}"`} to the file "${shown(name, 80)}", in this browser's downloads.` });
    },
    [exportFile],
  );
  // stable callbacks, so a keystroke in one name re-renders that row only, however many there are
  const openLevel = useCallback(
    (l: SavedLevel) => {
      onOpen(l.family, l.text, l.name);
      setOpen(false);
    },
    [onOpen],
  );
  const orphanNow = useRef(orphan);
  orphanNow.current = orphan;
  const renameLevel = useCallback(
    (id: string, name: string) => {
      const was = useMyLevels.getState().levels.find((l) => l.id === id);
      if (!was) {
        // the row kept for a level deleted in another tab: its name is typed here until Keep
        setOrphan((o) => (o?.id === id ? { ...o, name: oneLineName(name).slice(0, MAX_NAME) } : o));
        return;
      }
      const w = useMyLevels.getState().rename(id, name);
      const after = useMyLevels.getState().levels;
      renamedHere.current = after;
      if (w.ok) unstoredNames.current.delete(id);
      else unstoredNames.current.add(id);
      const l = after.find((l) => l.id === id);
      if (!l) {
        // deleted in another tab, which this tab had not heard yet: kept listed with the name typed
        setOrphan({ ...was, name: oneLineName(name).slice(0, MAX_NAME) });
        setMessage({ text: goneWhileTyped(was), error: true });
        return;
      }
      setMessage(w.ok ? null : { text: `The new name is not stored: ${w.message}.`, error: true });
      onRenamed?.(l.family, l.text, l.name);
    },
    [onRenamed],
  );
  const deleteLevel = useCallback((id: string) => {
    deletedHere.current.add(id);
    const gone = useMyLevels.getState().remove(id) ?? (orphanNow.current?.id === id ? orphanNow.current : null);
    if (gone) setDeleted((d) => [gone, ...d]);
    setOrphan((o) => (o?.id === id ? null : o));
    setMessage(null);
  }, []);
  const keepLevel = useCallback(
    (level: SavedLevel) => {
      const w = restore(level);
      if (!w.ok) {
        setMessage({ text: `Could not keep ${quoted(level)}: ${w.message}.`, error: true });
        return;
      }
      setOrphan(null);
      // (the same level saved again meanwhile, in this tab or another: that entry is the one kept)
      const stored = useMyLevels.getState().levels.some((l) => l.id === level.id);
      setMessage({
        text: !stored ? `${quoted(level)} is saved already, as "${shortName(w.name)}".` : w.name === level.name ? `Kept ${quoted(level)}: it is saved again.` : `Kept as "${shortName(w.name)}": another level is called "${shortName(level.name)}" now.`,
      });
      onRenamed?.(level.family, level.text, w.name);
    },
    [restore, onRenamed],
  );
  // a deleted level saved or imported again since is back: Undo would bring back nothing, and its note said it was still gone
  const gone = useMemo(() => deleted.filter((d) => !levels.some((l) => sameLevel(l, d))), [deleted, levels]);
  const undoDelete = () => {
    const [last] = gone;
    if (!last) return;
    const w = restore(last);
    // kept for another try when it could not be stored
    // numbered where another level took its name meanwhile, as the level open may be: its next Save then updates this one, not that one
    const renamed = w.ok && w.name !== last.name ? w.name : null;
    setMessage(
      !w.ok ? { text: `Could not bring "${shortName(last.name)}" back: ${w.message}.`, error: true }
      : renamed !== null ? { text: `Brought back as "${shortName(renamed)}": another level is called "${shortName(last.name)}" now.` }
      : null,
    );
    if (renamed !== null) onRenamed?.(last.family, last.text, renamed);
    if (w.ok) {
      setDeleted((d) => d.filter((l) => l !== last));
      // drawn where the list stands, and listed under the find box's words, so that the focus can go to it
      setRevealed({ id: last.id });
    }
  };
  const upload = async (file: File | undefined) => {
    if (!file) return;
    // a file larger than storage could ever hold is refused before it is read into memory
    const read = file.size > MAX_IMPORT_BYTES ? null : await levelsFileText(file);
    if (read === null) setMessage({ text: `Nothing imported. This file is ${megabytes(file.size)}, and a levels file is read only up to ${megabytes(MAX_IMPORT_BYTES)}: more than this browser stores for the page.`, error: true });
    else if ('why' in read) setMessage({ text: `Nothing imported. ${fileWords(file.name)} was not read: ${read.why}`, error: true });
    else {
      const said = importMessage(importFile(read.text));
      // a level's own text (a .txt) is not a levels file: it opens, from the header's Open file
      setMessage(/: it is not JSON\.$/.test(said.text) ? { ...said, text: `${said.text} A level's text file opens with Open file, beside My levels, or dropped on the page.` } : said);
    }
    if (fileInput.current) fileInput.current.value = '';
  };

  return (
    <span className="my-levels" ref={place}>
      <button onClick={() => setOpen(!open)} aria-expanded={open}>
        My levels
      </button>
      {open && (
        <div className="my-levels-panel" role="dialog" aria-label="My levels" tabIndex={-1} ref={panel}>
          <h2>My levels</h2>
          {listed.length === 0 && <p>{canStore ? 'No saved levels yet: press Save to keep the level you are on.' : "This browser does not let the page store anything, so levels cannot be saved here: copy a level's link with Share to keep it."}</p>}
          <LevelList levels={listed} reveal={revealed} goneId={orphan?.id ?? null} onOpen={openLevel} onRename={renameLevel} onDelete={deleteLevel} onExport={exportLevel} onKeep={keepLevel} />
          {/* the live region there before its words: one added with them is not read out by every screen reader */}
          <div aria-live="polite">
            {gone[0] && (
              <p className="undo-note">
                Deleted {gone[0].name.trim() === '' ? levelWords(gone[0]) : `"${shortName(gone[0].name)}"`}{gone.length > 1 ? ` (and ${gone.length - 1} before it)` : ''}. {/* the last brought back: focus goes to its row */}
                <button onClick={undoDelete} data-refocus={gone.length === 1 ? `[data-level-id="${gone[0].id}"] input` : undefined}>
                  Undo
                </button>
              </p>
            )}
          </div>
          <div className="my-levels-actions">
            <button onClick={download} disabled={levels.length === 0}>
              Export all
            </button>
            <button onClick={() => fileInput.current?.click()}>Import file</button>
            <input ref={fileInput} type="file" accept="application/json,.json" hidden onChange={(e) => upload(e.target.files?.[0])} aria-label="Levels file" />
            <button onClick={() => setOpen(false)}>Close</button>
          </div>
          {message && (
            <div role="alert" className={message.error ? 'error' : undefined}>
              <p>{message.text}</p>
              {message.list && (
                <ul className="import-failures">
                  {message.list.map((item, i) => (
                    <li key={i}>{item}</li>
                  ))}
                </ul>
              )}
            </div>
          )}
        </div>
      )}
    </span>
  );
}
