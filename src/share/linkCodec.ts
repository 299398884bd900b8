// Levels as links: `#v1/<family>/<payload>[/n<name>][/l<line>[/s]][/m<N>]`, payload = base64url(deflate-raw(text)),
// name = base64url(UTF-8 of the level's name), line = base64url(UTF-8 of a line's moves, one space
// apart) when the line watched is not the solution, s = the level had been solved (opening solves it
// again), N = a position on the line (or the solution). Links come from strangers, so decoding never throws, never
// inflates past MAX_TEXT bytes, and hands the text to nothing but the family's parser.
// fflate: synchronous deflate/inflate with a streaming inflater we can stop at a cap
// (the browser's CompressionStream is async and cannot be capped mid-stream as simply).
import { Inflate, deflateSync } from 'fflate';
import { getFamily } from '../puzzles/registry.ts';
import { count, MAX_LEVEL_CHARS, parseErrorWords, shown } from '../puzzles/text.ts';
import { FAMILY_IDS, type FamilyId } from '../puzzles/types.ts';
import { readsAsWords } from './otherFamily.ts';

const LINK_VERSION = 'v1';
/** decompressed text larger than this is refused: a level's largest text (1 MiB), so that every legal level has a link (Snakebird's 256×256 map is 65,792 bytes, some 1,800 characters as a link) */
export const MAX_TEXT = MAX_LEVEL_CHARS;
/** MAX_TEXT in words */
export const MAX_TEXT_WORDS = `${MAX_TEXT / 2 ** 20} MB (${MAX_TEXT.toLocaleString('en')} bytes)`;
/** compressed bytes handed to the inflater at a time, at least (near the cap) */
const INFLATE_PIECE = 16;
/** deflate's largest expansion, output bytes per input byte (~1032), with room to spare */
const MOST_EXPANSION = 2048;
/** a fragment longer than this is refused before decoding */
export const MAX_FRAGMENT = 128 * 1024;
/**
 * A fragment the app wrote itself into a history entry is read up to this: a legal level's link may
 * pass MAX_FRAGMENT (1 MiB of text that deflate cannot shrink, as long comments of random
 * characters: some 1.4 MB as base64url, with its name and line), and Back, Forward or a reload
 * to that entry must open it. 2 MiB: Chromium's cap on an address.
 */
export const MAX_OWN_FRAGMENT = 2 * 1024 * 1024;
/** a level name longer than this many characters (code points) is refused; Share cuts it to this */
export const MAX_LINK_NAME = 100;
/** base64url characters of the longest name (4 UTF-8 bytes a character): longer is refused before decoding */
const MAX_NAME_PART = Math.ceil((MAX_LINK_NAME * 4 * 4) / 3);

export interface LevelLink {
  family: FamilyId;
  text: string;
  /** the level's name, when the link carries one */
  name?: string;
  /** the moves of the line watched, when it is not the solution (a line of one's own, a variation) */
  line?: string[];
  /** playback position (moves into the line, else the solution), when the link carries one */
  position?: number;
  /** with a line: the level had been solved, and opening the link solves it again (the line stays the one shown) */
  solved?: true;
}

/** base64url characters of the longest line part: some 6,000 moves of Snakebird's notation */
export const MAX_LINE_PART = 32 * 1024;

/** Why a link was refused: a stable code for the app and tests; `message` is for people. */
export type LinkErrorReason =
  | 'empty'
  | 'too-long'
  | 'unknown-version'
  | 'unknown-family'
  | 'truncated'
  | 'extra-parts'
  | 'bad-position'
  | 'bad-line'
  | 'bad-name'
  | 'name-too-long'
  | 'bad-base64'
  | 'too-large'
  | 'corrupt'
  | 'bad-utf8'
  | 'control-chars'
  | 'unreadable';

export interface LinkError {
  ok: false;
  reason: LinkErrorReason;
  message: string;
}

export type Decoded = ({ ok: true } & LevelLink) | LinkError;

const refuse = (reason: LinkErrorReason, message: string): LinkError => ({ ok: false, reason, message });

const B64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
const B64_INDEX = new Int16Array(128).fill(-1);
for (let i = 0; i < 64; i++) B64_INDEX[B64.charCodeAt(i)] = i;

export function base64url(bytes: Uint8Array): string {
  let out = '';
  for (let i = 0; i < bytes.length; i += 3) {
    const n = (bytes[i]! << 16) | ((bytes[i + 1] ?? 0) << 8) | (bytes[i + 2] ?? 0);
    out += B64[(n >> 18) & 63]! + B64[(n >> 12) & 63]!;
    if (i + 1 < bytes.length) out += B64[(n >> 6) & 63]!;
    if (i + 2 < bytes.length) out += B64[n & 63]!;
  }
  return out;
}

/** null when the text is not base64url */
export function fromBase64url(text: string): Uint8Array | null {
  if (text.length % 4 === 1) return null;
  const out = new Uint8Array(Math.floor((text.length * 3) / 4));
  let bits = 0;
  let value = 0;
  let o = 0;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    const v = code < 128 ? B64_INDEX[code]! : -1;
    if (v < 0) return null;
    value = (value << 6) | v;
    bits += 6;
    if (bits >= 8) {
      bits -= 8;
      out[o++] = (value >> bits) & 0xff;
    }
  }
  return out.subarray(0, o);
}

/**
 * The name a link can carry for a level name: cut to MAX_LINK_NAME characters, or null when
 * there is none to carry (no name, an empty one, or one holding characters a link refuses).
 */
export function linkName(name: string | null | undefined): string | null {
  if (!name || NAME_CONTROL.test(name)) return null;
  const chars = Array.from(name);
  return chars.length > MAX_LINK_NAME ? chars.slice(0, MAX_LINK_NAME).join('') : name;
}

/** `name`, `line` and `position` are written when there is one to write (see linkName): null, '' and [] are none; position 0 is the start of the solution watched. */
/** The last level text deflated and its payload: the address follows each step of a line watched or
 * played, the level's text the same each time, and deflating it again was most of a step's work on
 * a large level (a slow phone, autoplay). */
let lastPayload: { text: string; payload: string } | null = null;
function payloadOf(text: string): string {
  if (lastPayload?.text !== text) lastPayload = { text, payload: base64url(deflateSync(new TextEncoder().encode(text), { level: 9 })) };
  return lastPayload.payload;
}

export function encodeLevelLink(link: { family: FamilyId; text: string; name?: string | null; line?: readonly string[] | null; position?: number; solved?: boolean }): string {
  const payload = payloadOf(link.text);
  const carried = linkName(link.name);
  const name = carried === null ? '' : `/n${base64url(new TextEncoder().encode(carried))}`;
  const line = link.line?.length ? `/l${base64url(new TextEncoder().encode(link.line.join(' ')))}` : '';
  const solved = line && link.solved ? '/s' : '';
  const position = link.position !== undefined ? `/m${link.position}` : '';
  return `#${LINK_VERSION}/${link.family}/${payload}${name}${line}${solved}${position}`;
}

/** The line part's base64url (after `l`): the moves, or why it is refused. */
function decodeLine(part: string, fragment: string): string[] | LinkError {
  if (part.length > MAX_LINE_PART) return refuse('bad-line', `This link's line is longer than ${MAX_LINE_PART / 1024} kB; it was not opened.`);
  const bytes = fromBase64url(part);
  // (a line written by hand as its moves, '/lR R D', is said where, as a name's or a level's part is)
  if (!bytes && part !== '') return refuse('bad-line', notBase64(part, 'its line of moves', fragment));
  let text: string | null = null;
  try {
    if (bytes) text = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true }).decode(bytes);
  } catch {}
  // moves are words of the family's notation: one space apart, no controls
  if (text === null || text === '' || NAME_CONTROL.test(text) || text.split(' ').includes('')) return refuse('bad-line', "This link is damaged: its line of moves cannot be read.");
  return text.split(' ');
}

/** Inflate with a hard cap: stops as soon as the output would pass MAX_TEXT. */
function inflateCapped(data: Uint8Array): Uint8Array | 'too large' | 'corrupt' {
  const chunks: Uint8Array[] = [];
  let total = 0;
  let over = false;
  const inflater = new Inflate((chunk) => {
    total += chunk.length;
    if (total > MAX_TEXT) over = true;
    else chunks.push(chunk);
  });
  try {
    // Feed in pieces so a bomb is caught before it expands far: deflate expands at most ~1032:1,
    // so a piece of (room left under the cap) / 2048 bytes cannot pass the cap, and near it a
    // 16-byte piece adds at most ~17 kB past it. (16-byte pieces throughout took 0.3 s a 200 kB link.)
    for (let i = 0; i < data.length && !over; ) {
      const piece = Math.max(INFLATE_PIECE, Math.floor((MAX_TEXT - total) / MOST_EXPANSION));
      inflater.push(data.subarray(i, i + piece), i + piece >= data.length);
      i += piece;
    }
  } catch {
    return over ? 'too large' : 'corrupt';
  }
  if (over) return 'too large';
  const out = new Uint8Array(total);
  let at = 0;
  for (const c of chunks) {
    out.set(c, at);
    at += c.length;
  }
  return out;
}

// C0 and C1 controls except tab, LF and CR
export const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;
// a name is one line of a heading and the page title: no controls at all (tab and line breaks
// included), no line or paragraph separators, no bidi embeddings, overrides or isolates
export const NAME_CONTROL = /[\u0000-\u001f\u007f-\u009f\u2028-\u202e\u2066-\u2069]/;

/**
 * A link this long or longer that does not read may have been cut by where it was pasted: many
 * chats, mail programs and message boxes cut a link at some 1,000 to 2,000 characters.
 */
const CUT_LENGTH = 1000;

/** What a refused link adds when it may have been cut where it was pasted: its length, and what to ask for. */
const mayBeCut = (fragment: string) =>
  fragment.length + 1 >= CUT_LENGTH
    ? ` It is ${(fragment.length + 1).toLocaleString('en')} characters long, and chats and mail programs often cut a link that long: ask for the level as a file (Save, then Export in My levels).`
    : '';

/** Why a part is not base64url, in words: the first character no link has, or a length no whole part has (the link was cut). */
function notBase64(part: string, what: string, fragment: string): string {
  const bad = /[^A-Za-z0-9_-]/.exec(part);
  if (bad) return `This link is damaged: ${what} holds '${shown(String.fromCodePoint(part.codePointAt(bad.index)!))}' (character ${(bad.index + 1).toLocaleString('en')} of it), which no Unstuck link has.`;
  return `This link is cut short: ${what} stops part-way.${mayBeCut(fragment)}`;
}

/** The name part's base64url (after `n`): the name, '' for none, or why it is refused. */
function decodeName(part: string, fragment: string): string | LinkError {
  if (part.length > MAX_NAME_PART) return refuse('name-too-long', `This link's level name is longer than ${MAX_LINK_NAME} characters; it was not opened.`);
  const bytes = fromBase64url(part);
  if (!bytes) return refuse('bad-name', notBase64(part, "the level's name", fragment));
  let name: string;
  try {
    name = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true }).decode(bytes);
  } catch {
    return refuse('bad-name', "This link is damaged: the level's name is not valid text.");
  }
  if (Array.from(name).length > MAX_LINK_NAME) return refuse('name-too-long', `This link's level name is longer than ${MAX_LINK_NAME} characters; it was not opened.`);
  if (NAME_CONTROL.test(name)) return refuse('bad-name', "This link is damaged: the level's name holds control characters.");
  return name;
}

/**
 * The fragment with its percent escapes read: no link holds '%', but a browser escapes a space
 * (a line break in a mail, pasted back) as %20 in the address, and some mail programs and chats
 * escape a link's '/' as %2F. Its characters are then said as written, and such a link opens.
 * One whose escapes do not read is left as it is (its '%' is said).
 */
function percentDecoded(fragment: string): string {
  if (!fragment.includes('%')) return fragment;
  try {
    return decodeURIComponent(fragment);
  } catch {
    return fragment;
  }
}

/**
 * What a chat or mail program may take into a link from the sentence around it, at its end (no
 * link ends so: its parts are base64url or digits): "(see …/m3)." and a link in quotes open.
 */
const TRAILING_PUNCTUATION = /[\s.,;:!?'"`)\]}>\u00bb\u201d\u2019]/;
/** (looked at from the end, a character at a time: a regular expression anchored at the end would try every start, quadratic on a run of them) */
function withoutTrailingPunctuation(fragment: string): string {
  let end = fragment.length;
  while (end > 0 && TRAILING_PUNCTUATION.test(fragment[end - 1]!)) end--;
  // (only after a character a link ends with: a part that is nothing but such characters is damage, said as it is)
  return end < fragment.length && /[A-Za-z0-9_-]/.test(fragment[end - 1] ?? '') ? fragment.slice(0, end) : fragment;
}

/** `most`: the longest fragment read (MAX_OWN_FRAGMENT for one the app wrote itself) */
export function decodeLink(hash: string, most = MAX_FRAGMENT): Decoded {
  try {
    const written = hash.startsWith('#') ? hash.slice(1) : hash;
    if (written.length === 0) return refuse('empty', 'This link holds no level.');
    if (written.length > most) return refuse('too-long', `This link is longer than ${(most / 1024).toLocaleString('en')} kB, too long to be a level; it was not opened.`);
    const fragment = withoutTrailingPunctuation(percentDecoded(written));
    const parts = fragment.split('/');
    if (parts[0] !== LINK_VERSION) {
      return refuse('unknown-version', `This link is not one this version of Unstuck understands (it starts with '${shown(parts[0]!, 12)}', expected '${LINK_VERSION}').`);
    }
    const family = parts[1] ?? '';
    if (!(FAMILY_IDS as readonly string[]).includes(family)) {
      return refuse('unknown-family', `This link names an unknown puzzle family '${shown(family, 20)}'.`);
    }
    if (parts.length < 3 || parts[2] === '') return refuse('truncated', 'This link is cut short: the level is missing.');
    // after the payload: an optional name part (n…), then an optional position (m…)
    const rest = parts.slice(3);
    let name: string | undefined;
    if (rest[0]?.startsWith('n')) {
      const decodedName = decodeName(rest.shift()!.slice(1), fragment);
      if (typeof decodedName !== 'string') return decodedName;
      // an empty name part is no name, so the link re-encodes the same
      if (decodedName !== '') name = decodedName;
    }
    let line: string[] | undefined;
    let solved = false;
    if (rest[0]?.startsWith('l')) {
      const decodedLine = decodeLine(rest.shift()!.slice(1), fragment);
      if (!Array.isArray(decodedLine)) return decodedLine;
      line = decodedLine;
      // (s: the level had been solved; only after a line, where the position alone does not say so)
      if (rest[0] === 's') {
        rest.shift();
        solved = true;
      }
    }
    // (a '/' left at the end of a link put together by hand: no part follows it, not a bad position or an extra part)
    if (rest.at(-1) === '') return refuse('bad-position', "This link ends with a '/' that no part follows; no Unstuck link has one there.");
    if (rest.length > 1) return refuse('extra-parts', 'This link has extra parts after the level.');
    let position: number | undefined;
    if (rest.length === 1) {
      const m = /^m(\d{1,6})$/.exec(rest[0]!);
      if (!m) return refuse('bad-position', `This link's position '${shown(rest[0]!, 12)}' is not of the form m12.`);
      // m0: the solution watched from its start (opening it solves), as a link just after Solve
      position = Number(m[1]);
    }
    const bytes = fromBase64url(parts[2]!);
    if (!bytes) return refuse('bad-base64', notBase64(parts[2]!, 'the level', fragment));
    const inflated = inflateCapped(bytes);
    if (inflated === 'too large') return refuse('too-large', `This link's level is larger than ${MAX_TEXT_WORDS} of text; it was not opened.`);
    if (inflated === 'corrupt') return refuse('corrupt', `This link is damaged or cut short: the level cannot be unpacked.${mayBeCut(fragment)}`);
    let text: string;
    try {
      text = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true }).decode(inflated);
    } catch {
      return refuse('bad-utf8', 'This link is damaged: the level is not valid text.');
    }
    if (CONTROL.test(text)) return refuse('control-chars', 'This link is damaged: the level holds control characters.');
    return { ok: true, family: family as FamilyId, text, ...(name !== undefined ? { name } : {}), ...(line ? { line } : {}), ...(solved ? { solved: true as const } : {}), ...(position !== undefined ? { position } : {}) };
  } catch {
    return refuse('unreadable', 'This link could not be read.');
  }
}

export type OpenedLink =
  | ({ ok: true; level: unknown; lineNote?: string } & LevelLink)
  | LinkError
  | { ok: false; reason: 'family-unavailable'; message: string }
  | { ok: false; reason: 'parse'; line: number; column: number; message: string };

/**
 * The most work a link's line is replayed with as it opens, on the page's thread: its moves times
 * its level's characters. A move costs a family's rules about as much as the level is large
 * (Snakebird's a grid of the whole map), and a link of 32 kB held Snakebird's largest map (256 by
 * 256, which deflates to almost nothing) and a line of 8,000 moves, whose replay took 4.8 s (and
 * the page replays the line again for its tree of lines). This is 303 moves on that map (some 0.3 s),
 * 40,000 on a level of 500 characters and 4,700 on Bars' largest grid, past what a link's line holds.
 */
export const MAX_LINE_WORK = 20_000_000;
/**
 * The most time a link's line is replayed for as it opens (ms), whatever MAX_LINE_WORK allows: a
 * move costs some levels far more than their characters say. Snakebird's rules cost what the
 * objects hold, and a short link can put a block of tens of thousands of cells over a snakebird
 * on its largest map (tests/e2e/heavyBlockLevel.mjs): a millisecond or more a move (more where
 * each move pushes or drops the block), a line of 300 moves about half a second of the page's
 * thread. (The page replays the line again for its tree of lines.)
 */
export const MAX_LINE_MS = 500;

/**
 * Decode and parse with the family: a level ready to solve, or a message saying what is wrong.
 * `now` is the clock the line's replay is bounded by (MAX_LINE_MS).
 */
export function openLevelLink(hash: string, most = MAX_FRAGMENT, now: () => number = () => performance.now()): OpenedLink {
  const decoded = decodeLink(hash, most);
  if (!decoded.ok) return decoded;
  const family = getFamily(decoded.family);
  if (!family) return { ok: false, reason: 'family-unavailable', message: `The ${decoded.family} family is not available.` };
  const parsed = family.parse(decoded.text);
  if (!parsed.ok) {
    const { line, column } = parsed.error;
    const reads = readsAsWords(decoded.text, decoded.family);
    const hint = reads ? ` ${reads}: was the link's family (${decoded.family}) changed?` : '';
    return { ok: false, reason: 'parse', line, column, message: `This link's ${family.title} level does not parse: ${parseErrorWords(parsed.error)}${hint}` };
  }
  if (!decoded.line) return { ...decoded, level: parsed.level };
  // the line through the rules: the moves before one that is no legal move there are shown
  let state = family.start(parsed.level);
  const legal: string[] = [];
  // (the line cut where its replay would pass MAX_LINE_WORK: the moves before are shown, and it is said)
  const replayed = Math.max(1, Math.floor(MAX_LINE_WORK / Math.max(1, decoded.text.length)));
  const until = now() + MAX_LINE_MS;
  for (const move of decoded.line) {
    // (or where it has taken MAX_LINE_MS: at least one move is replayed)
    if (legal.length === replayed || (legal.length > 0 && now() > until)) {
      const lineNote = `This link's line of ${count(decoded.line.length)} moves is longer than is replayed on a level this large: its first ${legal.length === 1 ? 'move is' : `${count(legal.length)} are`} shown.`;
      return { ...decoded, level: parsed.level, line: legal, position: Math.min(decoded.position ?? 0, legal.length), lineNote };
    }
    const next = family.play(parsed.level, state, move);
    if (next === null) {
      const shownMoves = legal.length === 0 ? 'the level opened at its start' : legal.length === 1 ? 'the move before it is shown' : `the ${legal.length} moves before it are shown`;
      const lineNote = `This link's line stops at move ${legal.length + 1}: '${shown(move, 40)}' is not a legal move there; ${shownMoves}.`;
      return { ...decoded, level: parsed.level, line: legal, position: Math.min(decoded.position ?? 0, legal.length), lineNote };
    }
    legal.push(move);
    state = next;
  }
  // a position past the line's end (a link cut, or edited by hand) shows its end, and says so
  if ((decoded.position ?? 0) > legal.length) return { ...decoded, level: parsed.level, position: legal.length, lineNote: pastTheEnd(decoded.position!, 'its line', legal.length) };
  return { ...decoded, level: parsed.level };
}

/** What a link's position past the end of the line it is on (`what`, of `moves` moves; `aside`, said after its count, what it is) says: the end is shown. */
export const pastTheEnd = (position: number, what: string, moves: number, aside?: string): string =>
  `This link's position, move ${position.toLocaleString('en')}, is past the end of ${what} (${moves === 1 ? '1 move' : `${moves.toLocaleString('en')} moves`}${aside ? `, ${aside}` : ''}); its end is shown.`;
