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

// the C++ solver's breadth-first search in miniature (a set of packed states, no files): the
// optimum, or -1 when none, or -2 past the states given
static int optimum(St st, const St::Map& map, size_t limit) {
    st.canonicalize(map);
    auto key = [](const St& s) { typename St::Packed p(s); return std::string((const char*) p.bytes(), St::Packed::width_bytes()); };
    std::set<std::string> seen { key(st) };
    std::vector<St> layer { st };
    for (int depth = 1; !layer.empty(); ++depth) {
        std::vector<St> next;
        bool won = false;
        for (auto& s : layer) {
            s.do_valid_moves(map, [&](St n) {
                if (n.win()) { won = true; return true; }
                if (seen.insert(key(n)).second) next.push_back(n);
                return false;
            });
            if (won) return depth;
        }
        if (seen.size() > limit) return -2;
        layer.swap(next);
    }
    return -1;
}

int main() {
    St::Map map(base_map);
    St st(map);
    std::string first;
    std::cin >> first;
    if (first == "optimum") {
        size_t limit;
        std::cin >> limit;
        printf("%d\\n", optimum(st, map, limit));
        return 0;
    }
    int positions = std::stoi(first), must_win;
    std::cin >> must_win;
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
    if (must_win && !st.win()) { printf("the line's last position is not a win for the C++\\n"); return 1; }
    printf("ok\\n");
    return 0;
}
`;

/**
 * The input the harness reads: every position of the line, each with the positions one move away
 * (a line that is not a solution, such as a random walk, with mustWin false).
 */
export function lineInput(level: SnakebirdLevel, solution: string[], mustWin = true): string | { error: string } {
  const geo = geometryOf(level);
  let state = snakebird.start(level);
  const parts: string[] = [`${solution.length + 1} ${mustWin ? 1 : 0}`];
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


/** A small deterministic generator (mulberry32): the same seed, the same levels. */
export function randomSource(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * A random closed level in the jsnell format that the C++ solver can hold: walls two thick on the
 * sides and above and two rows of water below (its simulator checks no bounds: a teleport by up
 * to two cells must land on the map), up to three snakes of 2-4, three blocks of up to four cells
 * that need not touch, three fruit, spikes, and a pair of pads two cells apart at most.
 */
export function randomJsnellLevel(random: () => number): string {
  const pick = (n: number) => Math.floor(random() * n);
  const rows = 8 + pick(4);
  const cols = 8 + pick(5);
  const g: string[][] = Array.from({ length: rows }, (_, r) =>
    Array.from({ length: cols }, (_, c) => {
      if (r >= rows - 2) return '~';
      if (r < 2 || c < 2 || c >= cols - 2) return '.';
      const x = random();
      // a floor with gaps above the water, ledges above it
      const wall = r === rows - 3 ? 0.75 : 0.05 + 0.3 * (r / rows);
      return x < wall ? '.' : x < wall + 0.05 ? '#' : ' ';
    }),
  );
  const empty = () => {
    for (let tries = 0; tries < 200; tries++) {
      const r = 2 + pick(rows - 4);
      const c = 2 + pick(cols - 4);
      if (g[r]![c] === ' ') return [r, c] as const;
    }
    return null;
  };
  const exit = empty();
  if (exit) g[exit[0]]![exit[1]] = '*';
  if (random() < 0.4) {
    const a = empty();
    if (a) {
      const r = a[0] + pick(5) - 2;
      const c = a[1] + pick(5) - 2;
      if (g[r]?.[c] === ' ' && (r !== a[0] || c !== a[1])) {
        g[a[0]]![a[1]] = 'T';
        g[r]![c] = 'T';
      }
    }
  }
  const steps: [number, number, string][] = [[0, 1, '<'], [0, -1, '>'], [1, 0, '^'], [-1, 0, 'v']];
  for (let f = pick(4); f > 0; f--) {
    const at = empty();
    if (at) g[at[0]]![at[1]] = 'O';
  }
  // (the C++ snake has two cells at least: a head with no room for a body is moved elsewhere)
  const roomy = () => {
    for (let tries = 0; tries < 20; tries++) {
      const at = empty();
      if (at && steps.some(([dr, dc]) => g[at[0] + dr]?.[at[1] + dc] === ' ')) return at;
    }
    return null;
  };
  for (let s = 0, snakes = 1 + pick(3); s < snakes; s++) {
    const head = roomy();
    if (!head) break;
    let [r, c] = head;
    g[r]![c] = 'RGB'[s]!;
    for (let k = 1, len = 2 + pick(3); k < len; k++) {
      // the next segment away from the head: its arrow points back toward the one before
      const free = steps.filter(([dr, dc]) => g[r + dr]?.[c + dc] === ' ');
      if (free.length === 0) break;
      const [dr, dc, arrow] = free[pick(free.length)]!;
      r += dr;
      c += dc;
      g[r]![c] = arrow;
    }
  }
  for (let b = 0, blocks = pick(4); b < blocks; b++) {
    const at = empty();
    if (!at) break;
    for (let k = 0, size = 1 + pick(4); k < size; k++) {
      const r = at[0] + pick(3);
      const c = at[1] + pick(3);
      if (g[r]?.[c] === ' ' || (r === at[0] && c === at[1])) g[r]![c] = String(b);
    }
  }
  return g.map((row) => row.join('')).join('\n');
}
