// Anemones editor: how many, each one's tap list (a matrix of checkboxes), start and goal.
import { useState } from 'react';
import { EditError } from '../../editor/GridEditor.tsx';
import { useLevelEdit } from '../../editor/useLevelEdit.ts';
import type { FamilyEditorProps } from '../../view/types.ts';
import type { AnemonesLevel } from './index.ts';

const ANEMONES_MAX = 24;

const toggle = (list: readonly number[], n: number) => (list.includes(n) ? list.filter((x) => x !== n) : [...list, n].sort((a, b) => a - b));

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

export default function AnemonesEditor({ family, level: model, onChange }: FamilyEditorProps<AnemonesLevel>) {
  const { edit, error } = useLevelEdit(family, model, onChange);
  const ids = Array.from({ length: model.count }, (_, i) => i + 1);
  return (
    <div className="ed-family ed-anemones">
      <label>
        How many anemones{' '}
        <CountInput count={model.count} onCount={(n) => edit((m) => resizeAnemones(m, n))} />
      </label>
      <table className="ed-matrix">
        <caption>Tapping the anemone in a row lowers the anemones ticked in it</caption>
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
      <EditError message={error} />
    </div>
  );
}

/**
 * The count as typed: an emptied or half-typed field changes nothing (the tap lists stay), a
 * number from 1 to 24 resizes at once, and leaving the field shows the count again.
 */
function CountInput({ count, onCount }: { count: number; onCount(n: number): void }) {
  const [text, setText] = useState(String(count));
  const [typing, setTyping] = useState(false);
  return (
    <input
      type="number"
      min={1}
      max={ANEMONES_MAX}
      value={typing ? text : String(count)}
      onFocus={() => (setText(String(count)), setTyping(true))}
      onBlur={() => setTyping(false)}
      onChange={(e) => {
        setText(e.target.value);
        setTyping(true);
        const n = Number(e.target.value);
        if (e.target.value.trim() !== '' && Number.isInteger(n) && n >= 1 && n <= ANEMONES_MAX) onCount(n);
      }}
    />
  );
}
