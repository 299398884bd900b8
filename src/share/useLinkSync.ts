// The address bar follows the level, a link opens its level, and the level being edited is
// autosaved so a reload loses nothing. The app hands in its store (share imports nothing from
// the app): only what is below is used of it.
import { useEffect, useState } from 'react';
import type { FamilyId } from '../puzzles/types.ts';
import { encodeLevelLink, openLevelLink } from './linkCodec.ts';
import { useMyLevels } from './myLevels.ts';

/** What link sync reads of the app's state and calls on it. */
export interface LinkedLevel {
  familyId: FamilyId;
  levelText: string;
  levelName: string | null;
  /** the parsed level, or null while the text does not parse */
  level: unknown;
  playback: { index: number } | null;
  solve: { status: string };
  openLevel(familyId: FamilyId, text: string, name: string | null): void;
  /** where the app keeps a level per family: take up the ones kept in the browser */
  restoreDrafts?(drafts: Partial<Record<FamilyId, { text: string; name: string | null }>>): void;
  solveLevel(): void;
  goTo(index: number): void;
}

/** A store of that state, as zustand's `useApp` is one. */
export interface LinkedLevelStore {
  getState(): LinkedLevel;
  subscribe(listener: (state: LinkedLevel, previous: LinkedLevel) => void): () => void;
}

/** Returns the message for a link that could not be opened (null when there is none). */
export function useLinkSync(app: LinkedLevelStore): [string | null, () => void] {
  const [linkError, setLinkError] = useState<string | null>(null);

  useEffect(() => {
    const openDraft = () => {
      const draft = useMyLevels.getState().draft;
      if (draft) app.getState().openLevel(draft.family, draft.text, draft.name);
    };
    // after the open level is set (the app keeps its own family's level), before anything listens
    const restoreDrafts = () => {
      const { familyDrafts } = useMyLevels.getState();
      if (Object.keys(familyDrafts).length) app.getState().restoreDrafts?.(familyDrafts);
    };
    const hash = window.location.hash;
    if (hash.length > 1) {
      const opened = openLevelLink(hash);
      if (opened.ok) {
        app.getState().openLevel(opened.family, opened.text, null);
        restoreDrafts();
        if (opened.position !== undefined) {
          // a position needs the solution: solve, then jump there. The app may still be loading
          // the family's rules (the solve then starts later), so only an ended solve stops this.
          const position = opened.position;
          app.getState().solveLevel();
          const stop = app.subscribe((s) => {
            if (s.playback) {
              stop();
              app.getState().goTo(position);
            } else if (s.familyId !== opened.family || s.solve.status === 'done' || s.solve.status === 'error' || s.solve.status === 'cancelled') stop();
          });
        }
      } else {
        setLinkError(opened.message);
        // a refused link changes nothing: the page opens on the level being edited, as without
        // a link, so the next change does not write some other level over its autosave
        openDraft();
        restoreDrafts();
      }
    } else {
      openDraft();
      restoreDrafts();
    }
    let timer: number | undefined;
    const stop = app.subscribe((s, before) => {
      const levelChanged = s.levelText !== before.levelText || s.familyId !== before.familyId || s.levelName !== before.levelName;
      if (!levelChanged && s.playback?.index === before.playback?.index) return;
      if (levelChanged) {
        // only a change of level is autosaved: solving or stepping through moves writes nothing
        useMyLevels.getState().saveDraft({ family: s.familyId, text: s.levelText, name: s.levelName });
        // the address no longer names this level: until the new link is written below, a
        // reload must open the draft, not the level before
        if (window.location.hash) window.history.replaceState(null, '', window.location.pathname + window.location.search);
      }
      window.clearTimeout(timer);
      timer = window.setTimeout(() => {
        const st = app.getState();
        if (st.level === null) return;
        const hashNow = encodeLevelLink({ family: st.familyId, text: st.levelText, position: st.playback?.index });
        window.history.replaceState(null, '', hashNow);
      }, 250);
    });
    return () => {
      stop();
      window.clearTimeout(timer);
    };
  }, [app]);

  return [linkError, () => setLinkError(null)];
}
