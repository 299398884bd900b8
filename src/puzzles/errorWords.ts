// How a message says where a level's text went wrong: at a line and column, or of the level as
// a whole. Its own small module: the shell's first screen says a stored draft's parse error with
// it, without the rest of text.ts.
import type { ParseError, TextPosition } from './types.ts';

/** What starts a message about a problem at a place in the text: "line 4, column 2: ". */
export const placeWords = (at: TextPosition): string => `line ${at.line}, column ${at.column}: `;
/** What starts a message about a problem of the level as a whole, at no place in its text. */
export const WHOLE_LEVEL_WORDS = 'whole level: ';

/** A parse error as a message says it: "line 4, column 2: …", or "whole level: no exit: …". */
export const parseErrorWords = (error: ParseError): string => `${error.whole ? WHOLE_LEVEL_WORDS : placeWords(error)}${error.message}`;
