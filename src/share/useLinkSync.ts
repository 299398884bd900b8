// The address bar follows the level, a link opens its level, and the level being edited is
// autosaved so a reload loses nothing.
import { useEffect, useState } from 'react';
import { useApp } from '../app/store.ts';
import { encodeLevelLink, openLevelLink } from './linkCodec.ts';
import { useMyLevels } from './myLevels.ts';

/** Returns the message for a link that could not be opened (null when there is none). */
export function useLinkSync(): [string | null, () => void] {
  const [linkError, setLinkError] = useState<string | null>(null);

  useEffect(() => {
    const hash = window.location.hash;
    if (hash.length > 1) {
      const opened = openLevelLink(hash);
      if (opened.ok) {
        useApp.getState().openLevel(opened.family, opened.text, null);
        if (opened.position !== undefined) {
          // a position needs the solution: solve, then jump there
          const position = opened.position;
          useApp.getState().solveLevel();
          const stop = useApp.subscribe((s) => {
            if (s.playback) {
              stop();
              useApp.getState().goTo(position);
            } else if (s.solve.status !== 'running') stop();
          });
        }
      } else {
        setLinkError(opened.message);
      }
    } else {
      const saved = useMyLevels.getState().autosave;
      if (saved) useApp.getState().openLevel(saved.family, saved.text, saved.name);
    }
    let timer: number | undefined;
    const stop = useApp.subscribe((s, before) => {
      if (s.levelText === before.levelText && s.familyId === before.familyId && s.playback?.index === before.playback?.index) return;
      useMyLevels.getState().setAutosave({ family: s.familyId, text: s.levelText, name: s.levelName });
      window.clearTimeout(timer);
      timer = window.setTimeout(() => {
        const st = useApp.getState();
        if (st.level === null) return;
        const hashNow = encodeLevelLink({ family: st.familyId, text: st.levelText, position: st.playback?.index });
        window.history.replaceState(null, '', hashNow);
      }, 250);
    });
    return () => {
      stop();
      window.clearTimeout(timer);
    };
  }, []);

  return [linkError, () => setLinkError(null)];
}
