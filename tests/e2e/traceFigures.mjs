// The figures of one traced stretch of the page's main thread (a CDP trace of devtools.timeline),
// for the measuring scripts (editor-open-cost.mjs): its tasks, the one a click was dispatched in,
// and the longest task's own time by kind.

const bucket = (name) =>
  ['UpdateLayoutTree', 'RecalculateStyles'].includes(name) ? 'style' : name === 'Layout' ? 'layout' : ['Paint', 'PrePaint', 'Layerize', 'UpdateLayer', 'UpdateLayerTree', 'Commit'].includes(name) ? 'paint' : name === 'RunTask' ? 'other' : 'script';

/**
 * ms: longest, the longest task; open, the task of the click; others, the longest of the rest;
 * all, every task together; toFull, from the click's task to the last task's start; script,
 * style, layout, the longest task's own time in each.
 */
export function figures(events) {
  const main = events.find((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain' && events.some((x) => x.pid === e.pid && x.name === 'RunTask'));
  const mine = events.filter((e) => e.pid === main.pid && e.tid === main.tid && e.ph === 'X' && e.dur !== undefined);
  const tasks = mine.filter((e) => e.name === 'RunTask');
  const longest = tasks.reduce((a, b) => (b.dur > a.dur ? b : a));
  const clicks = mine.filter((e) => e.name === 'EventDispatch' && e.args?.data?.type === 'click');
  const open = tasks.find((t) => clicks.some((c) => c.ts >= t.ts && c.ts <= t.ts + t.dur)) ?? tasks[0];
  // each event's own time (less its children's) in the longest task, by kind
  const inside = mine.filter((e) => e.ts >= longest.ts && e.ts + e.dur <= longest.ts + longest.dur).sort((a, b) => a.ts - b.ts || b.dur - a.dur);
  const own = new Map();
  const stack = [];
  for (const e of inside) {
    while (stack.length && stack.at(-1).ts + stack.at(-1).dur <= e.ts) stack.pop();
    const parent = stack.at(-1);
    if (parent) own.set(parent, own.get(parent) - e.dur);
    own.set(e, e.dur);
    stack.push(e);
  }
  const kinds = { script: 0, style: 0, layout: 0, paint: 0, other: 0 };
  for (const [e, t] of own) kinds[bucket(e.name)] += t / 1000;
  return {
    longest: longest.dur / 1000,
    open: open.dur / 1000,
    others: Math.max(0, ...tasks.filter((t) => t !== open).map((t) => t.dur)) / 1000,
    all: tasks.reduce((s, t) => s + t.dur, 0) / 1000,
    toFull: (tasks.at(-1).ts - open.ts) / 1000,
    script: kinds.script,
    style: kinds.style,
    layout: kinds.layout,
  };
}
