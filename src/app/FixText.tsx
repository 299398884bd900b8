// A level whose text does not parse (a stored draft, a link, a file): its text in a box beside
// the reader's message, to be mended and opened again, so that nothing of it is lost or hidden.
// Loaded only when such a level is open.
import { useId, useState } from 'react';
import { MAX_LEVEL_CHARS, pasteRefusal } from '../puzzles/text.ts';
import { useApp } from './store.ts';

export default function FixText() {
  const levelText = useApp((s) => s.levelText);
  const levelError = useApp((s) => s.levelError);
  const levelName = useApp((s) => s.levelName);
  // (a carriage return alone shows in a text box as a line break, and its value reads one: the
  // box holds it so, and Open is offered at once, where the stored text was refused for it)
  const [text, setText] = useState(() => levelText.replace(/\r(?!\n)/g, '\n'));
  const [pasteNote, setPasteNote] = useState<string | null>(null);
  const errorId = useId();
  return (
    <div className="fix-text">
      <p role="alert" className="error" id={errorId}>
        This level does not parse: {levelError}
      </p>
      <label>
        Its text, to mend here and open again:
        {/* the box says what is wrong with it, to whoever comes to it after the alert was said */}
        <textarea
          rows={10}
          cols={40}
          spellCheck={false}
          value={text}
          onChange={(e) => {
            setText(e.target.value);
            setPasteNote(null);
          }}
          onPaste={(e) => {
            const refused = pasteRefusal(e.currentTarget, e.clipboardData.getData('text/plain'), MAX_LEVEL_CHARS, 'a level has at most');
            if (refused) e.preventDefault();
            setPasteNote(refused);
          }}
          aria-invalid="true"
          aria-describedby={errorId}
        />
      </label>
      {pasteNote && (
        <p role="alert" className="error">
          {pasteNote}
        </p>
      )}
      <button type="button" onClick={() => useApp.getState().setLevelText(text, levelName)} disabled={text === levelText}>
        Open the mended text
      </button>
    </div>
  );
}
