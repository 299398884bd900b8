// The header's Share, Save and My levels, and the link that opened the page: the sharing code
// (links, compression, saved levels) loads after the first screen, as its own chunk.
import { memo, useEffect, useRef, type ReactNode } from 'react';
import { useApp, type AppState } from './store.ts';
import { ExportButtons, MyLevelsPanel, SaveButton, ShareButton, StorageNotices, type CurrentLevel } from '../share/SharePanel.tsx';
import { lineToShare, useLinkSync } from '../share/useLinkSync.ts';
import { MendButton, OpenFile } from '../share/OpenFile.tsx';
import type { FamilyId } from '../puzzles/types.ts';
import { watchLine } from './check/watch.ts';
import { keepTrees } from '../share/storedTrees.ts';
import { rovingFocus, takeStop } from '../view/rovingFocus.ts';

// (the editor's Import text asks it from here: a chunk of its own would split the first screen's)
export { readsAsWords } from '../share/otherFamily.ts';

/**
 * The actions' own buttons (Share, an export, Save, My levels, Open file), one stop of Tab: a
 * toolbar of commands on the level as a whole, four or five stops on the way to the gallery and
 * the board. Not the buttons of the notes, the lines and the dialogs the actions show in it,
 * which keep their stops and their keys.
 */
const ACTIONS = ':scope>span>button';
const actionKeys = rovingFocus(false, ACTIONS);
/** My levels and Open file are handed only this module's functions: an edit (a painted cell) draws them again for nothing */
const MyLevelsButton = memo(MyLevelsPanel);
const OpenFileButton = memo(OpenFile);

export function LevelActions() {
  const familyId = useApp((s) => s.familyId);
  const levelText = useApp((s) => s.levelText);
  const levelName = useApp((s) => s.levelName);
  const level = useApp((s) => s.level);
  const position = useApp((s) => s.playback?.index);
  const line = useApp(lineToShare);
  const solved = useApp((s) => s.solve.result?.kind === 'solved');
  const editing = useApp((s) => s.mode === 'edit');
  const current: CurrentLevel | null = level === null ? null : { family: familyId, text: levelText, name: levelName, line, position, solved };
  const bar = useRef<HTMLDivElement>(null);
  // the buttons are SharePanel's and OpenFile's to draw: the stop is set here, and again as one comes (an export), goes,
  // or is turned off (Share without a level); kept where it is (the button whose dialog is open, where focus goes back)
  useEffect(() => {
    const el = bar.current!;
    const restop = () => takeStop(el, ACTIONS, el.querySelector(`${ACTIONS}[tabindex="0"]`));
    restop();
    const changes = new MutationObserver(restop);
    changes.observe(el, { childList: true, subtree: true, attributeFilter: ['disabled'] });
    return () => changes.disconnect();
  }, []);
  return (
    <div className="level-actions" role="toolbar" aria-label="Level" ref={bar} {...actionKeys}>
      <ShareButton level={current} />
      {/* why the level fits no export is said while editing, where it can be changed */}
      <ExportButtons level={current} explain={editing} />
      <SaveButton level={current} onSaved={renameOpenLevel} />
      {/* the level it replaces is kept as for a gallery level or a link (keepOpenLevel) */}
      <MyLevelsButton onOpen={openKept} onRenamed={renameOpenLevel} />
      <OpenFileButton onOpen={openKept} />
    </div>
  );
}

/** Open a level (a saved one, a file's) once the level it replaces is kept (keepOpenLevel); false when that could not be kept. */
function openKept(family: FamilyId, text: string, name: string | null): boolean {
  const s = useApp.getState();
  if (s.keepOpenLevel?.(family, text) === false) return false;
  s.openLevel(family, text, name);
  editIfUnfinished(family, text);
  return true;
}

/**
 * A level opened unfinished (a link's, the autosaved one, a saved one or a file's, whose
 * problems turn Solve off) opens in the editor, where the status's words ("place it with the
 * Exit tool") can be followed, rather than in watch, where there is nothing to watch. Once its
 * family's rules have read it; not where another level has been opened meanwhile, nor in play.
 */
function editIfUnfinished(family: FamilyId, text: string) {
  const settled = (s: AppState) => {
    if (s.familyId !== family || s.levelText !== text) return true;
    if (s.family === null) return s.levelError !== null;
    if (s.mode === 'solve' && s.level !== null && s.family.validate(s.level).length > 0) s.setMode('edit');
    return true;
  };
  if (settled(useApp.getState())) return;
  const stop = useApp.subscribe((s) => settled(s) && stop());
}

/** A link's line is watched; in play mode (a reload while playing: the link holds the line played) it is played on. */
function showLinkLine(moves: readonly string[], index: number) {
  const playing = useApp.getState().mode === 'play';
  watchLine(moves, index);
  if (playing) useApp.getState().setMode('play');
}

/** The saved copy of the open level renamed: the open level is called so too (a Save would otherwise put back the old name). */
function renameOpenLevel(family: string, text: string, name: string) {
  const s = useApp.getState();
  if (s.familyId === family && s.levelText === text && s.levelName !== name) useApp.setState({ levelName: name });
}

/** Opens the level of the page's link (or the autosaved one) and keeps the link current. */
export function LinkSync({ onStarted }: { onStarted(): void }): ReactNode {
  const { linkError, linkMend, dismissLinkError, keptNote, dismissKeptNote, keepOpenLevel } = useLinkSync(useApp, showLinkLine, editIfUnfinished);
  // a gallery level and a saved level replace the open one only once it is kept, as a link does
  useEffect(() => {
    useApp.setState({ keepOpenLevel: (family, text) => keepOpenLevel({ family, text }) });
    return () => useApp.setState({ keepOpenLevel: null });
  }, [keepOpenLevel]);
  // every level's move tree, kept for a reload and for when the level is opened again (share/storedTrees.ts)
  useEffect(() => keepTrees(useApp), []);
  // after the link's level is opened (the hook's effect runs first): a click can no longer be overtaken by it
  useEffect(() => onStarted(), [onStarted]);
  return (
    <>
      {linkError && (
        <div role="alert" className="link-error">
          {linkError} <button onClick={dismissLinkError}>Dismiss</button>
          {/* its level's text kept, to be mended in the app as a file's is */}
          {linkMend && <MendButton mend={linkMend} onOpen={openKept} done={dismissLinkError} />}
        </div>
      )}
      {/* a live region there before its words (SharePanel's LiveLine): the level kept when another opens mid-session is heard */}
      <div aria-live="polite">
        {keptNote && (
          <p role="status" className="link-kept">
            {keptNote} <button onClick={dismissKeptNote}>Dismiss</button>
          </p>
        )}
      </div>
      <StorageNotices />
    </>
  );
}
