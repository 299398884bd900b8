// Open file: a level's text file (any family's format, found from its content) or a levels file,
// chosen with the button or dropped anywhere on the page. A level opens as a link's does (the
// level it replaces is kept, by the caller's `onOpen`); a levels file goes to My levels' import.
import { useCallback, useEffect, useRef, useState } from 'react';
import { getFamily } from '../puzzles/registry.ts';
import type { FamilyId } from '../puzzles/types.ts';
import { fileWords, readLevelFile, type LevelFile } from './levelFile.ts';
import { aLevel } from './otherFamily.ts';
import { readExport, useMyLevels } from './myLevels.ts';
import { shown } from '../puzzles/text.ts';
import { importMessage, LiveLine, NOTE_MS } from './SharePanel.tsx';
import './openFile.css';

type Said = { text: string; list?: string[]; error: boolean; mend?: Extract<LevelFile, { kind: 'refused' }>['mend'] };
type Asked = { fileName: string; file: Extract<LevelFile, { kind: 'level' }> };

const title = (family: FamilyId) => getFamily(family)?.title ?? family;

/** The level of a levels file that holds one level and nothing else, or null. */
function onlyLevel(json: string): { family: FamilyId; text: string } | null {
  const file = readExport(json);
  return file.ok && file.levels.length === 1 && file.failed.length === 0 ? file.levels[0]! : null;
}

type Mendable = { family: FamilyId; text: string; name: string | null; reads?: boolean; without?: string };

/**
 * Beside the refusal of a text that does not parse (a file's, a link's): the button that opens it
 * in its family's box to mend it (`onOpen`, the level replaced kept first, false where it could not
 * be; `done` once opened), or, where it `reads` as a level of another family, as that level, or a
 * link's level refused for a part after it, `without` that part. After a space, on the refusal's line.
 */
export function MendButton({ mend, onOpen, done }: { mend: Mendable; onOpen(family: FamilyId, text: string, name: string | null): boolean; done(): void }) {
  return (
    <>
      {' '}
      <button onClick={() => onOpen(mend.family, mend.text, mend.name) && done()}>
        {mend.without ? `Open its level without ${mend.without}` : `${mend.reads ? 'Open it as' : 'Mend it in the app as'} ${aLevel(title(mend.family))}`}
      </button>
    </>
  );
}

/** Whether a drag carries files (not text or a link dragged from the page). */
const carriesFiles = (e: DragEvent) => Array.from(e.dataTransfer?.types ?? []).includes('Files');

/**
 * `onOpen` opens a level, keeping the one it replaces first; false when that could not be kept
 * (the level is then not opened, and the caller's alert says why).
 */
export function OpenFile({ onOpen }: { onOpen(family: FamilyId, text: string, name: string | null): boolean }) {
  const input = useRef<HTMLInputElement>(null);
  const dialog = useRef<HTMLDialogElement>(null);
  const [said, setSaid] = useState<Said | null>(null);
  const [asked, setAsked] = useState<Asked | null>(null);
  const [dragging, setDragging] = useState(false);
  /** how many files were taken: only the last one's reading is used */
  const taken = useRef(0);
  // a success fades, as "Saved as …" does; an error stays until the next file
  useEffect(() => {
    if (!said || said.error) return;
    const timer = window.setTimeout(() => setSaid(null), NOTE_MS);
    return () => window.clearTimeout(timer);
  }, [said]);

  const openAs = useCallback(
    (fileName: string, file: Extract<LevelFile, { kind: 'level' }>, family: FamilyId) => {
      setAsked(null);
      setSaid(onOpen(family, file.text, file.name) ? { text: `Opened ${fileWords(fileName)} as ${aLevel(title(family))}.`, error: false } : null);
    },
    [onOpen],
  );

  const take = useCallback(
    async (files: readonly File[]) => {
      if (files.length === 0) return;
      if (files.length > 1) {
        setSaid({ text: `Nothing opened: ${files.length.toLocaleString('en')} files were dropped, and a level opens from one file at a time.`, error: true });
        return;
      }
      const f = files[0]!;
      const reading = ++taken.current;
      const read = await readLevelFile(f);
      // a file chosen or dropped since, read sooner (a smaller one), is not overtaken by this one
      if (reading !== taken.current) return;
      if (read.kind === 'refused') setSaid({ text: read.message, list: read.list, error: true, mend: read.mend });
      else if (read.kind === 'levels') {
        const imported = useMyLevels.getState().importFile(read.text);
        const m = importMessage(imported);
        // a file of one level (a row's Export, passed on as Share suggests for a long link) opens it too
        const one = imported.ok && imported.failed.length === 0 ? onlyLevel(read.text) : null;
        const saved = one && useMyLevels.getState().levels.find((l) => l.family === one.family && l.text === one.text);
        const opened = saved ? onOpen(saved.family, saved.text, saved.name) : false;
        setSaid({
          // (one that cannot be read is not said to be a levels file, then that it is not one)
          text: `${fileWords(f.name)} ${imported.ok ? 'is a levels file, for My levels' : 'starts as JSON, as a levels file for My levels does'}. ${m.text}${opened && saved ? ` Opened "${shown(saved.name, 60)}".` : ''}`,
          list: m.list,
          error: m.error === true,
        });
      } else if (read.readings.length === 1) openAs(f.name, read, read.readings[0]!.family);
      else {
        setSaid(null);
        setAsked({ fileName: f.name, file: read });
      }
    },
    [openAs, onOpen],
  );

  // the question of which family, as a modal dialog: what is behind it waits for the answer
  useEffect(() => {
    if (asked && !dialog.current?.open) dialog.current?.showModal?.();
  }, [asked]);

  // a file dropped anywhere on the page; a file dropped elsewhere would make the browser leave the page for it
  useEffect(() => {
    let depth = 0;
    const over = (e: DragEvent) => {
      if (!carriesFiles(e)) return;
      e.preventDefault();
      if (e.dataTransfer) e.dataTransfer.dropEffect = 'copy';
    };
    const enter = (e: DragEvent) => {
      if (!carriesFiles(e)) return;
      depth++;
      setDragging(true);
    };
    // dragleave fires for every element left inside the page: the page is left when all are
    const leave = (e: DragEvent) => {
      if (!carriesFiles(e)) return;
      depth = Math.max(0, depth - 1);
      if (depth === 0) setDragging(false);
    };
    const drop = (e: DragEvent) => {
      if (!carriesFiles(e)) return;
      e.preventDefault();
      depth = 0;
      setDragging(false);
      void take(Array.from(e.dataTransfer?.files ?? []));
    };
    window.addEventListener('dragenter', enter);
    window.addEventListener('dragover', over);
    window.addEventListener('dragleave', leave);
    window.addEventListener('drop', drop);
    return () => {
      window.removeEventListener('dragenter', enter);
      window.removeEventListener('dragover', over);
      window.removeEventListener('dragleave', leave);
      window.removeEventListener('drop', drop);
    };
  }, [take]);

  return (
    <>
      <span className="open-file">
        <button onClick={() => input.current?.click()}>Open file</button>
        {/* any file: a level's text has no one extension; what it holds is checked when read */}
        <input
          ref={input}
          type="file"
          hidden
          aria-label="Level file"
          onChange={(e) => {
            const files = Array.from(e.target.files ?? []);
            e.target.value = '';
            void take(files);
          }}
        />
      </span>
      {dragging && (
        <div className="open-file-drop" aria-hidden="true">
          <p>Drop a level file to open it</p>
        </div>
      )}
      {/* a line of its own under the actions row, as a long link's note is */}
      <LiveLine>
        {said && (
          <div role={said.error ? 'alert' : 'status'} className={`actions-line open-file-said${said.error ? ' error' : ''}`}>
            <p>
              {said.text} <button onClick={() => setSaid(null)}>Dismiss</button>
              {/* the text to mend in the app, rather than in the editor it was typed in, and open again */}
              {said.mend && <MendButton mend={said.mend} onOpen={onOpen} done={() => setSaid(null)} />}
            </p>
            {said.list && (
              <ul>
                {said.list.map((item, i) => (
                  <li key={i}>{item}</li>
                ))}
              </ul>
            )}
          </div>
        )}
      </LiveLine>
      {asked && (
        // (an answer takes the dialog away with its button: the focus goes back to Open file, not on to the page's next control)
        <dialog ref={dialog} className="dialog" aria-labelledby="open-file-ask" onClose={() => setAsked(null)} data-refocus=".open-file > button">
          <h2 id="open-file-ask">Open {fileWords(asked.fileName)} as which puzzle?</h2>
          <p>Its text reads as a level of more than one family.</p>
          <ul className="open-file-choices">
            {asked.file.readings.map((r) => (
              <li key={r.family}>
                <button onClick={() => openAs(asked.fileName, asked.file, r.family)}>Open as {title(r.family)}</button>
                {r.problem !== null && <span className="open-file-problem"> As {aLevel(title(r.family))} it has a problem: {r.problem}</span>}
              </li>
            ))}
          </ul>
          <button onClick={() => dialog.current?.close()}>Cancel</button>
        </dialog>
      )}
    </>
  );
}
