// A level file's bytes as text, as Open file (share/levelFile.ts) and the command line read them
// alike: UTF-8, or why not (UTF-16, or where a byte is not UTF-8). In the rules' layer, which the
// command line reaches without any of the screen's code.

/**
 * The first byte that is not part of well-formed UTF-8 (overlongs, surrogates and code points
 * past U+10FFFF included), as the line and column (in bytes) it falls on, lines ended by LF, CRLF
 * or a lone CR; null for UTF-8.
 */
export function firstBadUtf8(bytes: Uint8Array): { line: number; column: number } | null {
  let line = 1;
  let lineStart = 0;
  for (let i = 0; i < bytes.length; ) {
    const b = bytes[i]!;
    if (b < 0x80) {
      // (a line ends at LF, CRLF or a lone CR, as an editor shows the file)
      if (b === 0x0a || b === 0x0d) {
        if (b === 0x0d || bytes[i - 1] !== 0x0d) line++;
        lineStart = i + 1;
      }
      i++;
      continue;
    }
    // the lead byte's length and the range its first continuation byte may take
    const [n, lo, hi] = b >= 0xc2 && b <= 0xdf ? [2, 0x80, 0xbf] : b === 0xe0 ? [3, 0xa0, 0xbf] : b === 0xed ? [3, 0x80, 0x9f] : b >= 0xe1 && b <= 0xef ? [3, 0x80, 0xbf] : b === 0xf0 ? [4, 0x90, 0xbf] : b >= 0xf1 && b <= 0xf3 ? [4, 0x80, 0xbf] : b === 0xf4 ? [4, 0x80, 0x8f] : [0, 0, 0];
    let ok = n > 0 && i + n <= bytes.length && bytes[i + 1]! >= lo && bytes[i + 1]! <= hi;
    for (let k = 2; ok && k < n; k++) ok = bytes[i + k]! >= 0x80 && bytes[i + k]! <= 0xbf;
    if (!ok) return { line, column: i - lineStart + 1 };
    i += n;
  }
  return null;
}


/**
 * A level file's bytes as text, or why they are none, in words that follow the file's name: text
 * in UTF-16, or bytes that are not UTF-8 (where). Open file and the command line read a file's
 * bytes with it alike. `partial`: only the file's first bytes were read (the last character may
 * be cut short).
 */
export function levelFileText(bytes: Uint8Array, partial = false): { text: string } | { why: string } {
  if ((bytes[0] === 0xff && bytes[1] === 0xfe) || (bytes[0] === 0xfe && bytes[1] === 0xff)) {
    return { why: 'it is UTF-16 text, and a level file is read as UTF-8. Save it as UTF-8 (most editors offer it under Save as).' };
  }
  const bad = firstBadUtf8(partial ? bytes.subarray(0, Math.max(0, bytes.length - 3)) : bytes);
  if (bad) return { why: `it is not UTF-8 text (a binary file, or text in another encoding): line ${bad.line}, byte ${bad.column} of the line is not UTF-8.` };
  return { text: new TextDecoder('utf-8').decode(bytes) };
}
