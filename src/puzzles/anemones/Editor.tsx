// Anemones editor, painted on the Anemones board itself: which anemones are up at the start,
// the goal marks, and what tapping each one lowers; how many there are. The tap lists are
// also a table of checkboxes, the one place to see them all at once.
import { useCallback, useId, useRef, useState } from 'react';
import { EditError, EditHint, GridCanvas, Palette, useEscape, type PaintEvent, type Tool } from '../../editor/GridEditor.tsx';
import { listWords, removedWords, useLevelEdit } from '../../editor/useLevelEdit.ts';
import type { FamilyEditorProps } from '../../view/types.ts';
import AnemonesBoard, { ANEMONE_WIDTH, BOARD_HEIGHT } from './Board.tsx';
import type { AnemonesLevel } from './index.ts';

const ANEMONES_MAX = 24;

const TOOLS: Tool[] = [
  { id: 'start', label: 'Up at the start' },
  { id: 'goal', label: 'Goal (▲ up, ▽ down)' },
  { id: 'lowers', label: 'What a tap lowers' },
];

const toggle = (list: readonly number[], n: number): number[] => (list.includes(n) ? list.filter((x) => x !== n) : [...list, n].sort((a, b) => a - b));
/** the list with n in it (on) or not (off) */
const setIn = (list: number[], n: number, on: boolean) => (list.includes(n) === on ? list : toggle(list, n));

/** Change the count, dropping every mention of anemones beyond it. */
function resizeAnemones(m: AnemonesLevel, count: number): AnemonesLevel {
  const n = Math.max(1, Math.min(ANEMONES_MAX, Math.floor(count)));
  const keep = (xs: number[]) => xs.filter((x) => x <= n);
  return {
    count: n,
    lowers: Array.from({ length: n }, (_, i) => keep(m.lowers[i] ?? [])),
    start: keep(m.start),
    goal: keep(m.goal),
  };
}

/**
 * What a smaller count takes away, in words: the anemones past it, what tapping each of them
 * lowered, and their places in the tap lists of those kept ('anemones 4 and 5, what tapping 4
 * lowered (1, 2) and 5 from what tapping 1 lowers').
 */
export function anemonesCut(m: AnemonesLevel, count: number): string[] {
  const gone = Array.from({ length: Math.max(0, m.count - count) }, (_, i) => count + 1 + i);
  if (gone.length === 0) return [];
  const lists = gone.filter((i) => (m.lowers[i - 1] ?? []).length > 0).map((i) => `what tapping ${i} lowered (${m.lowers[i - 1]!.join(', ')})`);
  const mentions = m.lowers.slice(0, count).flatMap((t, k) => {
    const cut = t.filter((x) => x > count);
    return cut.length ? [`${listWords(cut.map(String))} from what tapping ${k + 1} lowers`] : [];
  });
  const anemones = gone.length === 1 ? `anemone ${gone[0]}` : gone.length === 2 ? `anemones ${gone[0]} and ${gone[1]}` : `anemones ${count + 1} to ${m.count}`;
  // (past a few, counted: a count of 20 down to 3 listed a line of them)
  return [
    anemones,
    ...(lists.length > 3 ? [`the tap lists of ${lists.length} of them`] : lists),
    ...(mentions.length > 3 ? [`their places in ${mentions.length} other tap lists`] : mentions),
  ];
}

/** An anemone in words, for its cell on the board. */
function describeAnemone(m: AnemonesLevel, i: number, chosen: number | null): string {
  const lowers = m.lowers[i - 1] ?? [];
  const parts = [
    `anemone ${i}, ${m.start.includes(i) ? 'up' : 'down'} at the start`,
    `goal ${m.goal.includes(i) ? 'up' : 'down'}`,
    lowers.length ? `tapping it lowers ${lowers.join(', ')}` : 'tapping it lowers none',
  ];
  if (chosen === i) parts.push('chosen');
  else if (chosen !== null && m.lowers[chosen - 1]?.includes(i)) parts.push(`lowered by tapping ${chosen}`);
  return parts.join(', ');
}

export default function AnemonesEditor({ family, level: model, onChange }: FamilyEditorProps<AnemonesLevel>) {
  const { edit, error, say, said } = useLevelEdit(family, model, onChange);
  const tableNameId = useId();
  const [tool, setTool] = useState('start');
  // with "What a tap lowers": the anemone whose tap list is being painted
  const [chosen, setChosen] = useState<number | null>(null);
  const ids = Array.from({ length: model.count }, (_, i) => i + 1);
  const chosenNow = chosen !== null && chosen <= model.count ? chosen : null;
  // a stroke paints the value of its first cell painted (up or down, lowered or not), without flicker
  const stroke = useRef<boolean | null>(null);
  // a stroke begun on the chosen anemone lets it go only if it stays there (a click, Enter): one
  // dragged on from it paints the anemones it crosses, as a drag from an anemone not chosen yet does
  // (a press on the chosen one let it go at once, and the rest of the drag painted nothing)
  const letGo = useRef(false);
  const chooseTool = useCallback((id: string) => {
    setTool(id);
    setChosen(null);
  }, []);
  // Escape lets the chosen anemone go, as DogBunny's picked node
  useEscape(chosenNow !== null, () => setChosen(null));

  const onPaint = (e: PaintEvent) => {
    const i = e.col + 1;
    if (tool === 'lowers' && (chosenNow === null || chosenNow === i)) {
      // the first click chooses the tapped anemone, a click on it again lets it go (as the stroke ends)
      if (e.phase === 'start' && chosenNow === i) letGo.current = true;
      else if (e.phase === 'start') setChosen(i);
      return;
    }
    letGo.current = false;
    const list = (m: AnemonesLevel) => (tool === 'lowers' ? m.lowers[chosenNow! - 1] ?? [] : tool === 'goal' ? m.goal : m.start);
    const first = e.phase === 'start' || stroke.current === null;
    const on = e.erase ? false : first ? !list(model).includes(i) : stroke.current!;
    if (first) stroke.current = on;
    edit((m) =>
      tool === 'lowers'
        ? { ...m, lowers: m.lowers.map((t, k) => (k === chosenNow! - 1 ? setIn(t, i, on) : t)) }
        : { ...m, [tool === 'goal' ? 'goal' : 'start']: setIn(list(m), i, on) },
    );
  };

  return (
    <div className="ed-family ed-anemones">
      <Palette tools={TOOLS} tool={tool} onToolChange={chooseTool} />
      <div className="ed-options">
        <label>
          How many anemones{' '}
          <CountInput
            count={model.count}
            onCount={(n) => {
              const cut = anemonesCut(model, n);
              if (edit((m) => resizeAnemones(m, n)) && cut.length > 0) say(removedWords('Removed', cut, true));
            }}
          />
        </label>
      </div>
      {/* above the board, where a phone shows them (under it they were out of sight); the tap's words wait for the finger to lift (EditHint) */}
      <EditHint
        text={
          said ??
          (tool === 'lowers' &&
            (chosenNow === null ? 'Choose an anemone, then the ones its tap lowers.' : `Pick the anemones tapping ${chosenNow} lowers; pick ${chosenNow} again, or Escape, to choose another.`))
        }
      />
      <EditError message={error} />
      <GridCanvas
        rows={1}
        cols={model.count}
        board={<AnemonesBoard level={model} state={family.start(model)} />}
        frame={{ width: model.count * ANEMONE_WIDTH, height: BOARD_HEIGHT, left: 0, top: 0, cellWidth: ANEMONE_WIDTH, cellHeight: BOARD_HEIGHT }}
        onPaint={onPaint}
        onStrokeEnd={() => {
          stroke.current = null;
          if (letGo.current) setChosen(null);
          letGo.current = false;
        }}
        describeCell={(_r, c) => describeAnemone(model, c + 1, chosenNow)}
        renderCell={(_r, c) =>
          chosenNow === null ? null : chosenNow === c + 1 ? (
            <span className="ed-mark ed-mark-on" aria-hidden="true">
              tap
            </span>
          ) : model.lowers[chosenNow - 1]?.includes(c + 1) ? (
            <span className="ed-mark" aria-hidden="true">
              ↓
            </span>
          ) : null
        }
      />
      <details className="ed-table">
        <summary>Tap lists, start and goal as a table</summary>
        {/* its name above the part that scrolls (as a caption it was as wide as the table, cut off on a
            phone); a row's header stays in view as the columns scroll by under a finger */}
        <p id={tableNameId} className="ed-matrix-name">
          Tapping the anemone in a row lowers the anemones ticked in it
        </p>
        <div className="ed-matrix-scroll">
          <table className="ed-matrix" aria-labelledby={tableNameId}>
            <thead>
              <tr>
                <th scope="col">tap</th>
                {ids.map((j) => (
                  <th scope="col" key={j}>
                    {j}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {ids.map((i) => (
                <tr key={i}>
                  <th scope="row">{i}</th>
                  {ids.map((j) => (
                    <td key={j}>
                      <input
                        type="checkbox"
                        aria-label={`tapping ${i} lowers ${j}`}
                        checked={model.lowers[i - 1]?.includes(j) ?? false}
                        onChange={() => edit((m) => ({ ...m, lowers: m.lowers.map((t, k) => (k === i - 1 ? toggle(t, j) : t)) }))}
                      />
                    </td>
                  ))}
                </tr>
              ))}
              {(['start', 'goal'] as const).map((which) => (
                <tr key={which}>
                  <th scope="row">{which} (up)</th>
                  {ids.map((j) => (
                    <td key={j}>
                      <input
                        type="checkbox"
                        aria-label={`${which}: anemone ${j} up`}
                        checked={model[which].includes(j)}
                        onChange={() => edit((m) => ({ ...m, [which]: toggle(m[which], j) }))}
                      />
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </div>
  );
}

/**
 * The count as typed: an emptied or half-typed field changes nothing (the tap lists stay), a
 * larger count from 1 to 24 resizes at once, a smaller one typed on Enter or on leaving the
 * field (typing 12 over 15 passes through 1, which would take every anemone past it away), one
 * stepped by the arrows at once; leaving the field shows the count again.
 */
function CountInput({ count, onCount }: { count: number; onCount(n: number): void }) {
  const [text, setText] = useState(String(count));
  const [typing, setTyping] = useState(false);
  // a count refused when the box was left: said until the box is used again, so a Tab does not
  // take the words away with the number
  const [refusedOnLeaving, setRefusedOnLeaving] = useState<{ text: string; count: number } | null>(null);
  // (an undo that changes the count since makes the words untrue: they go)
  const leftRefused = refusedOnLeaving?.count === count ? refusedOnLeaving.text : null;
  const errorId = useId();
  const valid = (t: string) => t.trim() !== '' && Number.isInteger(Number(t)) && Number(t) >= 1 && Number(t) <= ANEMONES_MAX;
  // a count it cannot take is said while it is typed; leaving the box shows the level's count again
  const refused = typing && !valid(text);
  const held = typing && valid(text) && Number(text) < count ? Number(text) : null;
  const commit = () => held !== null && onCount(held);
  return (
    <>
      <input
        type="number"
        min={1}
        max={ANEMONES_MAX}
        // (its name without the words said beside it, which its label holds too)
        aria-label="How many anemones"
        value={typing ? text : String(count)}
        aria-invalid={refused}
        aria-describedby={refused || held !== null || leftRefused !== null ? errorId : undefined}
        onFocus={() => (setText(String(count)), setTyping(true), setRefusedOnLeaving(null))}
        onBlur={() => (commit(), setTyping(false), setRefusedOnLeaving(refused && text.trim() !== '' ? { text: text.trim().slice(0, 12), count } : null))}
        onKeyDown={(e) => {
          if (e.key === 'Enter') commit();
          else if (e.key === 'Escape' && held !== null) setText(String(count));
        }}
        onChange={(e) => {
          setText(e.target.value);
          setTyping(true);
          const typed = ((e.nativeEvent as InputEvent).inputType ?? '') !== '';
          if (valid(e.target.value) && (Number(e.target.value) > count || !typed)) onCount(Number(e.target.value));
        }}
      />
      {refused && (
        <span id={errorId} role="alert" className="ed-error">
          {' '}
          1 to {ANEMONES_MAX} anemones; the level keeps {count}
        </span>
      )}
      {!typing && leftRefused !== null && (
        <span id={errorId} role="status" className="ed-error">
          {' '}
          {leftRefused} is not 1 to {ANEMONES_MAX}: the level keeps {count} anemones
        </span>
      )}
      {held !== null && (
        <span id={errorId} className="ed-hint">
          {' '}
          Enter (or leaving the box) takes {held === count - 1 ? `anemone ${count}` : `anemones ${held + 1} to ${count}`} away; typing {count} back, or Escape, keeps {held === count - 1 ? 'it' : 'them'}
        </span>
      )}
    </>
  );
}
