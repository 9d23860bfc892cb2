/**
 * UTF-8 text as bytes: which lines of a byte buffer are not UTF-8 (JSON lines and venue files are
 * read as UTF-8; read regardless, their bad bytes would turn into U+FFFD without a word). Shared by
 * the batch command's reader (scripts/score.ts) and the venue files' reader (src/venues/source.ts).
 * Pure: no Node API (TextDecoder is everywhere).
 */

const strict = new TextDecoder('utf-8', { fatal: true });

/** Whether `bytes` are UTF-8 text. */
export function isUtf8Text(bytes: Uint8Array): boolean {
  try {
    strict.decode(bytes);
    return true;
  } catch {
    return false;
  }
}

/**
 * The lines of `bytes` (split on `\n`, numbered from `first`) that are not UTF-8 text, in order, at
 * most `most` of them. A `\n` is never part of a multi-byte sequence, so each line is judged alone.
 */
export function notUtf8Lines(bytes: Uint8Array, first = 0, most = Infinity): number[] {
  const bad: number[] = [];
  let index = first;
  for (let start = 0; start < bytes.length && bad.length < most; index++) {
    let end = bytes.indexOf(10, start);
    if (end < 0) end = bytes.length;
    if (!isUtf8Text(bytes.subarray(start, end))) bad.push(index);
    start = end + 1;
  }
  return bad;
}
