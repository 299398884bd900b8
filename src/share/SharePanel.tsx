// Share, Save and My levels: the buttons the app mounts, and the panel listing saved levels.
import { useRef, useState } from 'react';
import { getFamily } from '../puzzles/registry.ts';
import type { FamilyId } from '../puzzles/types.ts';
import { encodeLevelLink } from './linkCodec.ts';
import { useMyLevels } from './myLevels.ts';

export interface CurrentLevel {
  family: FamilyId;
  /** the level in its family's text format */
  text: string;
  name: string | null;
  /** playback position to put in the link */
  position?: number;
}

/** The address of a level: this page with the level in the fragment. */
export function linkFor(level: CurrentLevel): string {
  const { origin, pathname } = window.location;
  return `${origin}${pathname}${encodeLevelLink({ family: level.family, text: level.text, position: level.position })}`;
}

export function ShareButton({ level }: { level: CurrentLevel | null }) {
  const [copied, setCopied] = useState<string | null>(null);
  const [manual, setManual] = useState<string | null>(null);
  const share = async () => {
    if (!level) return;
    const url = linkFor(level);
    window.history.replaceState(null, '', url);
    try {
      await navigator.clipboard.writeText(url);
      setManual(null);
      setCopied('Link copied');
    } catch {
      // no clipboard (permissions, old browsers): show the link to copy by hand
      setManual(url);
      setCopied('Copy this link:');
    }
  };
  return (
    <span className="share">
      <button onClick={share} disabled={!level}>
        Share
      </button>
      <span aria-live="polite" className="share-note">
        {copied}
      </span>
      {manual && <input readOnly autoFocus value={manual} aria-label="Link to this level" onFocus={(e) => e.currentTarget.select()} />}
    </span>
  );
}

export function SaveButton({ level }: { level: CurrentLevel | null }) {
  const save = useMyLevels((s) => s.save);
  const [note, setNote] = useState<string | null>(null);
  return (
    <span className="save">
      <button
        disabled={!level}
        onClick={() => {
          if (!level) return;
          const family = getFamily(level.family);
          const saved = save({ family: level.family, name: level.name ?? `My ${family?.title ?? level.family} level`, text: level.text });
          setNote(`Saved as "${saved.name}"`);
        }}
      >
        Save
      </button>
      {note && <span className="save-note">{note}</span>}
    </span>
  );
}

export function MyLevelsPanel({ onOpen }: { onOpen(family: FamilyId, text: string, name: string): void }) {
  const [open, setOpen] = useState(false);
  const levels = useMyLevels((s) => s.levels);
  const { rename, remove, importFile, exportFile } = useMyLevels.getState();
  const [message, setMessage] = useState<string | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);

  const download = () => {
    const blob = new Blob([exportFile()], { type: 'application/json' });
    const a = document.createElement('a');
    a.href = URL.createObjectURL(blob);
    a.download = 'unstuck-levels.json';
    a.click();
    URL.revokeObjectURL(a.href);
  };
  const upload = async (file: File | undefined) => {
    if (!file) return;
    const r = importFile(await file.text());
    setMessage(r.ok ? `Imported ${r.added} level${r.added === 1 ? '' : 's'}.` : `Nothing imported. ${r.message}`);
  };

  return (
    <span className="my-levels">
      <button onClick={() => setOpen(!open)} aria-expanded={open}>
        My levels
      </button>
      {open && (
        <div className="my-levels-panel" role="dialog" aria-label="My levels">
          <h2>My levels</h2>
          {levels.length === 0 && <p>No saved levels yet: press Save to keep the level you are on.</p>}
          <ul>
            {levels.map((l) => (
              <li key={l.id}>
                <input aria-label={`Name of ${l.name}`} value={l.name} onChange={(e) => rename(l.id, e.target.value)} />
                <span className="family-tag">{getFamily(l.family)?.title ?? l.family}</span>
                <button
                  onClick={() => {
                    onOpen(l.family, l.text, l.name);
                    setOpen(false);
                  }}
                >
                  Open
                </button>
                <button onClick={() => remove(l.id)} aria-label={`Delete ${l.name}`}>
                  Delete
                </button>
              </li>
            ))}
          </ul>
          <div className="my-levels-actions">
            <button onClick={download} disabled={levels.length === 0}>
              Export all
            </button>
            <button onClick={() => fileInput.current?.click()}>Import file</button>
            <input ref={fileInput} type="file" accept="application/json,.json" hidden onChange={(e) => upload(e.target.files?.[0])} aria-label="Levels file" />
            <button onClick={() => setOpen(false)}>Close</button>
          </div>
          {message && <p role="alert">{message}</p>}
        </div>
      )}
    </span>
  );
}
