// Text import and export: paste any format the family's parser reads, copy the level as text.
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { holdsLink, LINK_NOT_TEXT, MAX_LEVEL_CHARS, parseErrorWords, pasteRefusal } from '../puzzles/text.ts';
import type { AnyFamily } from '../puzzles/types.ts';
import { asideNote, browserStorage, keepAside, read, remove, write } from '../storage/localStore.ts';

export interface TextDialogProps {
  family: AnyFamily;
  level: unknown;
  onImport(level: unknown): void;
  /**
   * "Its text reads as a Move level" where another family reads a text this one refuses (the app
   * knows the families; this kit does not), added to the refusal when known (the families' rules
   * may still be loading)
   */
  readsAs?(text: string): Promise<string | null>;
}

/**
 * Text typed or pasted into a family's Import box and not yet imported, kept when the box goes
 * away with the editor (a link opened, another family's tab, another level): it is there again,
 * in an open box, when that family's editor comes back. Put away by Import, Cancel or Escape.
 */
const typedText = new Map<string, string>();

/**
 * The same text kept through a reload (or a tab a phone discarded): this tab's own
 * (sessionStorage), as it is typed, under `unstuck.typed.<family>`, the text itself. Read back
 * checked for its length only (a text is all it can be; the family's reader judges it on Import);
 * one longer than a level can be is moved aside, never written over.
 */
export const TYPED_PREFIX = 'unstuck.typed.';

/** the text kept for `family`, or why it could not be (and where it is now) */
function keptTyped(family: string): { text: string } | { refused: string } | null {
  const st = browserStorage('sessionStorage');
  const raw = st && read(st, TYPED_PREFIX + family);
  if (!st || raw === null) return null;
  if (raw.length <= MAX_LEVEL_CHARS) return { text: raw };
  const aside = keepAside(st, TYPED_PREFIX + family, raw, 'unreadable');
  return { refused: `The text typed here before the page was reloaded was not put back: it is ${raw.length.toLocaleString('en')} characters long, more than a level's ${MAX_LEVEL_CHARS.toLocaleString('en')}; ${asideNote(aside.at, aside.moved)}.` };
}

function keepTyped(family: string, text: string | null) {
  const st = browserStorage('sessionStorage');
  if (!st) return;
  // (one the box cannot import is not kept either: it would be moved aside at the next load)
  if (text === null || text.trim() === '' || text.length > MAX_LEVEL_CHARS) remove(st, TYPED_PREFIX + family);
  // (a storage full or refused keeps the text in the box, as before this was kept: nothing to say)
  else write(st, TYPED_PREFIX + family, text);
}

/**
 * Where a line and column (from 1; columns in UTF-16 code units after a leading byte-order mark,
 * as the readers count them, docs/LIMITS.md) fall in the text: the offset a caret goes to.
 */
export function offsetAt(text: string, line: number, column: number): number {
  let at = 0;
  for (let l = 1; l < line; l++) {
    // (lines end at '\n' alone, as sourceLines reads them: a CRLF's CR ends its line's text)
    const next = text.indexOf('\n', at);
    if (next < 0) return text.length;
    at = next + 1;
  }
  const bom = line === 1 && text.charCodeAt(0) === 0xfeff ? 1 : 0;
  return Math.min(text.length, at + bom + Math.max(0, column - 1));
}

/**
 * What a text pasted where a level's text goes is, where it is something the app opens another
 * way (an Unstuck link, a levels file): its reader's refusal alone ("unknown character 'h' in the
 * floor grid") did not say so. Null for any other text.
 */
function elsewhereWords(text: string): string | null {
  if (holdsLink(text)) return `I${LINK_NOT_TEXT.slice(1)}`;
  if (/^\ufeff?\s*\{/.test(text)) return "It is a levels file (My levels' export), not a level's text: open it with Open file, or import it in My levels";
  return null;
}

export function TextDialog({ family, level, onImport, readsAs }: TextDialogProps) {
  const [kept] = useState(() => (typedText.has(family.id) ? null : keptTyped(family.id)));
  const [open, setOpen] = useState<'none' | 'import' | 'export'>(() => (typedText.has(family.id) || kept ? 'import' : 'none'));
  const [text, setText] = useState(() => typedText.get(family.id) ?? (kept && 'text' in kept ? kept.text : ''));
  useEffect(() => keepTyped(family.id, open === 'import' ? text : null), [family.id, open, text]);
  const typing = useRef({ open, text });
  typing.current = { open, text };
  useEffect(() => {
    const id = family.id;
    typedText.delete(id);
    return () => {
      const { open, text } = typing.current;
      if (open === 'import' && text.trim() !== '') typedText.set(id, text);
    };
  }, [family.id]);
  const [format, setFormat] = useState('');
  const [error, setError] = useState<string | null>(() => (kept && 'refused' in kept ? kept.refused : null));
  /** the Copy button's outcome: where the clipboard refuses (permissions, no secure context), the text is selected to copy by hand */
  const [copied, setCopied] = useState<'no' | 'yes' | 'refused'>('no');
  const exportBox = useRef<HTMLTextAreaElement>(null);
  const importBox = useRef<HTMLTextAreaElement>(null);
  const boxId = useId();
  const errorId = useId();
  const toggles = useRef<HTMLDivElement>(null);
  // The refusal is shown, not only said: under the box's buttons it lay below a phone's screen
  // (390x844: from 891 px down), the caret in the box all that moved at the press of Import.
  // Brought in by the least scroll, the box's caret above it stays in view where both fit.
  const errorShown = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (error !== null) errorShown.current?.scrollIntoView?.({ block: 'nearest' });
  }, [error]);
  /** Escape, in the box or on its button, puts the box away, and focus goes back to the button that opened it */
  const putAway = () => {
    toggles.current?.querySelector<HTMLElement>('[aria-expanded="true"]')?.focus();
    setOpen('none');
  };
  const onBoxKey = (e: KeyboardEvent) => {
    if (e.key !== 'Escape') return;
    e.preventDefault();
    e.stopPropagation();
    putAway();
  };

  const exported = open === 'export' ? family.make(level) : '';
  const doImport = () => {
    // a family whose reader takes an empty text (DogBunny's cleared drawing) must not replace
    // the level with nothing either
    if (text.trim() === '') {
      setError('Line 1, column 1: nothing to import: the text is empty');
      return;
    }
    const parsed = family.parse(text, format ? { format } : undefined);
    if (!parsed.ok) {
      const said = parseErrorWords(parsed.error);
      const elsewhere = elsewhereWords(text);
      const refused = `${said.charAt(0).toUpperCase()}${said.slice(1)}${elsewhere ? `. ${elsewhere}` : ''}`;
      setError(refused);
      // (only onto this refusal: not once the box's text is imported or refused anew)
      void readsAs?.(text).then((reads) => reads && setError((now) => (now === refused ? `${refused}. ${reads}: import it in that family's editor` : now)));
      // the caret goes where the text is wrong: a long pasted level has no line numbers to count by
      const box = importBox.current;
      if (box && !parsed.error.whole) {
        const at = offsetAt(text, parsed.error.line, parsed.error.column);
        box.focus();
        box.setSelectionRange(at, at);
      }
      return;
    }
    onImport(parsed.level);
    // (as Escape and Cancel do: focus back on the button that opened the box, not on the next
    // control left in the toolbar, Export text, nor on the page where the Import button went)
    putAway();
    setText('');
    setError(null);
  };

  return (
    <div className="ed-text" ref={toggles} onKeyDown={open === 'none' ? undefined : onBoxKey}>
      <button type="button" aria-expanded={open === 'import'} onClick={() => setOpen(open === 'import' ? 'none' : 'import')}>
        Import text
      </button>
      <button
        type="button"
        aria-expanded={open === 'export'}
        onClick={() => {
          setCopied('no');
          setOpen(open === 'export' ? 'none' : 'export');
        }}
      >
        Export text
      </button>
      {open === 'import' && (
        <div className="ed-text-box" role="group" aria-label="Import a level as text">
          <label htmlFor={boxId}>Level text ({family.formats.join(', ')})</label>
          <textarea
            ref={importBox}
            id={boxId}
            rows={12}
            cols={40}
            spellCheck={false}
            value={text}
            // back in the box after the alert, a screen reader hears again why the text was refused
            aria-invalid={error !== null}
            aria-describedby={error ? errorId : undefined}
            onChange={(e) => {
              setText(e.target.value);
              setError(null);
            }}
            // (a paste past a level's cap: refused before the box takes it, pasteRefusal)
            onPaste={(e) => {
              const refused = pasteRefusal(e.currentTarget, e.clipboardData.getData('text/plain'), MAX_LEVEL_CHARS, 'a level has at most');
              if (!refused) return;
              e.preventDefault();
              setError(refused);
            }}
          />
          <div className="ed-text-actions">
            {family.formats.length > 1 && (
              <label>
                Format{' '}
                <select value={format} onChange={(e) => setFormat(e.target.value)}>
                  <option value="">detect</option>
                  {family.formats.map((f) => (
                    <option key={f} value={f}>
                      {f}
                    </option>
                  ))}
                </select>
              </label>
            )}
            <button type="button" onClick={doImport}>
              Import
            </button>
            {/* to change the level as text, start from its text (only in an empty box: never over what was typed) */}
            {text.trim() === '' && (
              <button type="button" onClick={() => (setText(family.make(level)), setError(null), importBox.current?.focus())}>
                Start from this level
              </button>
            )}
            <button type="button" onClick={putAway}>
              Cancel
            </button>
          </div>
          {/* in the box, under its buttons: the text's fault, not the board's (whose validity is said under the board) */}
          {error && (
            <p role="alert" className="ed-error" id={errorId} ref={errorShown}>
              <strong className="ed-error-head">Not imported: the level on the board is unchanged.</strong>
              {error}
            </p>
          )}
        </div>
      )}
      {open === 'export' && (
        <div className="ed-text-box" role="group" aria-label="The level as text">
          <label htmlFor={boxId}>Level text ({family.formats[0]})</label>
          <textarea ref={exportBox} id={boxId} rows={12} cols={40} readOnly spellCheck={false} value={exported} onFocus={(e) => e.currentTarget.select()} />
          <div className="ed-text-actions">
            <button
              type="button"
              onClick={() => {
                const refused = () => {
                  setCopied('refused');
                  exportBox.current?.focus();
                };
                if (!navigator.clipboard) return refused();
                navigator.clipboard.writeText(exported).then(() => setCopied('yes'), refused);
              }}
            >
              Copy
            </button>
            <span aria-live="polite">{copied === 'yes' ? 'Copied' : copied === 'refused' ? 'Not copied: this browser did not let the page use the clipboard. The text is selected: copy it yourself (Ctrl+C, ⌘C on a Mac; on a touch screen, hold it and choose Copy).' : ''}</span>
          </div>
        </div>
      )}
    </div>
  );
}
