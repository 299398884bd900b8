// What the fuzz tests ask of the words a reader says of what it refuses: they go into the page's
// notices and the command line's messages, so they are short and quote nothing raw.

/** raw controls, bidi controls and halves of a surrogate pair: what a message must escape */
const RAW = /[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
/** the longest a reader's words of a value may be */
const MAX_WORDS = 400;

/** Why the words a reader said of a value are not fit to show, or null. */
export function unfitWords(words: string): string | null {
  if (words.length > MAX_WORDS) return `${words.length} characters long`;
  if (RAW.test(words)) return `raw ${JSON.stringify(RAW.exec(words)![0])}`;
  return null;
}
