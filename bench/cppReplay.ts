// The pure part of the cross-check against the C++ reference (bench/cpp-replay.ts): the level as
// the C++ solver's map, the harness compiled against it, and the line of positions it reads.
import { snakebird } from '../src/puzzles/snakebird/index.ts';
import type { SnakebirdLevel } from '../src/puzzles/snakebird/format.ts';
import { geometryOf, T_EXIT, T_SPIKES, T_WALL, T_WATER, type Geometry, type SnakebirdState } from '../src/puzzles/snakebird/rules.ts';

/** A gadget's shape as one digit, the same on both sides: its cells' offsets from its first, row-major. */
function shapeDigit(offsets: number[]): string {
  let h = 7;
  for (const o of offsets) h = (h * 131 + o + 1000) >>> 0;
  return String(h % 10);
}

/** A position as the C++ harness draws it: snakes as a head H and arrows toward it, gadgets as their shape's digit. */
export function drawPosition(geo: Geometry, s: SnakebirdState): string {
  const g: string[] = [];
  for (let i = 0; i < geo.W * geo.H; i++) {
    const t = geo.terrain[i];
    g.push(t === T_WALL ? '.' : t === T_WATER ? '~' : t === T_SPIKES ? '#' : t === T_EXIT ? '*' : ' ');
  }
  for (const f of s.fruit) g[f] = 'O';
  for (const b of s.blocks) {
    if (b.gone) continue;
    const cells = [...b.cells].sort((x, y) => x - y);
    const d = shapeDigit(cells.map((c) => c - cells[0]!));
    for (const c of cells) g[c] = d;
  }
  for (const sn of s.snakes) {
    if (sn.exited) continue;
    sn.cells.forEach((c, k) => {
      const ahead = sn.cells[k - 1];
      g[c] = k === 0 ? 'H' : ahead === c + 1 ? '>' : ahead === c - 1 ? '<' : ahead === c - geo.W ? '^' : 'v';
    });
  }
  const rows: string[] = [];
  for (let r = 0; r < geo.H; r++) rows.push(g.slice(r * geo.W, (r + 1) * geo.W).join(''));
  return rows.join('\n');
}

/** The level as a base_map string of the C++ solver (its Map constructor's alphabet), and its Setup<> arguments. */
export function cppMap(level: SnakebirdLevel): { map: string; setup: string } | string {
  if (level.open || level.rules) return 'not a closed map of the game (the jsnell format)';
  if (level.snakes.length > 3) return 'the C++ map knows three snakes (R, G, B)';
  if (level.blocks.length > 10) return 'the C++ map knows ten gadgets (0-9)';
  if (level.blocks.some((b) => b.cells.length > 8)) return 'a C++ gadget has at most 8 cells';
  const g = level.terrain.map((row) => [...row.padEnd(level.cols, ' ')].map((ch) => ({ '#': '.', '^': '#', '~': '~', '*': '*', T: 'T' })[ch] ?? ' '));
  for (const [r, c] of level.fruit) g[r]![c] = 'O';
  level.blocks.forEach((b, i) => b.cells.forEach(([r, c]) => (g[r]![c] = String(i))));
  level.snakes.forEach((s, i) =>
    s.cells.forEach(([r, c], k) => {
      const ahead = s.cells[k - 1];
      g[r]![c] = k === 0 ? 'RGB'[i]! : ahead![1] === c + 1 ? '>' : ahead![1] === c - 1 ? '<' : ahead![0] === r - 1 ? '^' : 'v';
    }),
  );
  const maxLen = Math.max(...level.snakes.map((s) => s.cells.length));
  const pads = level.terrain.join('').split('T').length - 1;
  const setup = [level.rows, level.cols, level.fruit.length, level.snakes.length, maxLen + level.fruit.length, level.blocks.length, pads / 2].join(', ');
  return { map: g.map((row) => row.join('')).join(''), setup };
}

// `private` is opened so the harness can read the state's objects and the gadgets' templates
// (the solver's own print() writes to stdout only); nothing of the solver is changed.
export const HARNESS = (map: string, setup: string) => `#include <cstdio>
#include <iostream>
#include <set>
#include <string>
#include <vector>
#define private public
#include "snakebird/snakebird.h"
#undef private

using S = Setup<${setup}>;
using St = State<S>;
static const char* base_map = ${JSON.stringify(map)};

static char shape_digit(const Gadget& g) {
    uint32_t h = 7;
    for (int j = 0; j < g.size_; ++j) h = h * 131 + g.i_[j] + 1000;
    return '0' + h % 10;
}

static std::string draw(const St& st, const St::Map& map) {
    ObjMap<St, true> om(st, map);
    std::string out;
    for (int i = 0; i < S::H; ++i) {
        if (i) out += '\\n';
        for (int j = 0; j < S::W; ++j) {
            int l = i * S::W + j;
            char c;
            if (om.no_object_at(l)) c = l == map.exit_ ? '*' : map[l] == 'T' ? ' ' : map[l];
            else if (om.fruit_at(l)) c = 'O';
            else {
                int id = om.id_at(l);
                if (id <= S::SnakeCount) c = 'H';
                else if (id <= S::ObjCount) c = shape_digit(map.gadgets_[st.gadgets_[id - 1 - S::SnakeCount].template_]);
                else c = id;
            }
            out += c;
        }
    }
    return out;
}

static std::string read_grid() {
    std::string grid, line;
    for (int i = 0; i < S::H; ++i) {
        std::getline(std::cin, line);
        grid += (i ? "\\n" : "") + line;
    }
    return grid;
}

int main() {
    St::Map map(base_map);
    St st(map);
    int positions;
    std::cin >> positions;
    std::string rest;
    std::getline(std::cin, rest);
    for (int k = 0; k < positions; ++k) {
        std::string ours = read_grid();
        int count;
        std::cin >> count;
        std::getline(std::cin, rest);
        std::set<std::string> our_next;
        for (int i = 0; i < count; ++i) our_next.insert(read_grid());
        if (draw(st, map) != ours) {
            printf("position %d differs\\nC++:\\n%s\\nours:\\n%s\\n", k, draw(st, map).c_str(), ours.c_str());
            return 1;
        }
        std::vector<St> next;
        std::set<std::string> cpp_next;
        st.do_valid_moves(map, [&](St n) { next.push_back(n); cpp_next.insert(draw(n, map)); return false; });
        if (cpp_next != our_next) {
            printf("from position %d the moves differ\\n%s\\n", k, ours.c_str());
            for (auto& g : cpp_next) if (!our_next.count(g)) printf("only the C++ reaches:\\n%s\\n", g.c_str());
            for (auto& g : our_next) if (!cpp_next.count(g)) printf("only ours reaches:\\n%s\\n", g.c_str());
            return 1;
        }
        if (k == positions - 1) break;
        std::string target = read_grid();
        bool found = false;
        for (auto& n : next) if (draw(n, map) == target) { st = n; found = true; break; }
        if (!found) { printf("move %d: no C++ successor is the line's next position\\n", k + 1); return 1; }
    }
    if (!st.win()) { printf("the line's last position is not a win for the C++\\n"); return 1; }
    printf("ok\\n");
    return 0;
}
`;

/** The input the harness reads: every position of the line, each with the positions one move away. */
export function lineInput(level: SnakebirdLevel, solution: string[]): string | { error: string } {
  const geo = geometryOf(level);
  let state = snakebird.start(level);
  const parts: string[] = [String(solution.length + 1)];
  for (let k = 0; ; k++) {
    const next = new Set<string>();
    for (const move of snakebird.legalMoves(level, state)) {
      const after = snakebird.play(level, state, move);
      if (after && !after.dead) next.add(drawPosition(geo, after));
    }
    parts.push(drawPosition(geo, state), String(next.size), ...next);
    if (k === solution.length) break;
    const after = snakebird.play(level, state, solution[k]!);
    if (!after || after.dead) return { error: `move ${k + 1} (${solution[k]}) is not legal by our rules` };
    state = after;
    parts.push(drawPosition(geo, state));
  }
  return parts.join('\n') + '\n';
}

