/**
 * The lines of `score --jsonl` (score-api.md, "Command line (batch)"): a block of complete input
 * lines in, one JSON result line per input line out. Shared by the main thread and the worker
 * threads (score-worker.ts), so both write byte-identical output.
 *
 * Every line gets exactly one result, whatever it holds: a blank line, a line that is not JSON, one
 * nested deeper than `BOUNDS.depth` (checked by a scan before it is parsed, no recursion) or longer
 * than `BOUNDS.line` gets an `invalid-input` result; the output never holds a raw U+2028 / U+2029.
 */
import { BOUNDS } from '../src/core/bounds.ts';
import type { ScoreResult } from '../src/core/api.ts';
import type { Scorer } from '../src/engine/score.ts';

/**
 * A block of input: complete lines as UTF-8 bytes, each ending in `\n` (a `\r` before it is
 * dropped), numbered from `first` (1-based). The bytes are decoded by the thread that scores the
 * block: kept as text until then, a block waiting for a worker thread outlived two of the main
 * thread's young-generation collections and was copied, then promoted, every time (some 7 % of a
 * two-thread batch's CPU); as bytes, it is off the V8 heap. `long` lists the lines (0-based within
 * the block) that were longer than `BOUNDS.line.maxBytes`: the reader dropped their text, and the
 * block holds an empty line there. `notUtf8` (absent when none) lists those whose bytes are not
 * UTF-8 (JSON text is UTF-8): their text is decoded with U+FFFD for the bad bytes, and they get an
 * error rather than a result for a changed `id` or hand.
 */
export interface Block {
  bytes: Uint8Array<ArrayBuffer>;
  first: number;
  long: readonly number[];
  notUtf8?: readonly number[];
}

function failure(message: string, field?: string): string {
  const r: ScoreResult = { ok: false, error: field === undefined ? { code: 'invalid-input', message } : { code: 'invalid-input', message, field } };
  return JSON.stringify(r);
}

/**
 * Memory for result lines, used again: a block's lines are written into one of these, which comes
 * back (`give`) once stdout has taken them — from a worker thread too, transferred there and back.
 * A fresh one for every block was fresh memory, faulted in page by page and unmapped again, in the
 * thread that made it and in the one that freed it (some 4 % of a long batch's CPU). At most `keep`
 * wait here; more are left to the garbage collector.
 */
export class ByteBuffers {
  private free: ArrayBuffer[] = [];
  private readonly keep: number;
  constructor(keep: number) {
    this.keep = keep;
  }
  /** A buffer of at least `min` bytes: one given back, or a new one. */
  take(min: number): ArrayBuffer {
    for (let i = this.free.length - 1; i >= 0; i--) {
      const buf = this.free[i];
      if (buf.byteLength >= min) {
        this.free[i] = this.free[this.free.length - 1];
        this.free.pop();
        return buf;
      }
    }
    return Buffer.allocUnsafeSlow(Math.max(min, MIN_BUFFER)).buffer as ArrayBuffer;
  }
  give(buf: ArrayBuffer): void {
    // A transferred buffer is detached (length 0) where it was sent from: nothing to keep.
    if (buf.byteLength > 0 && this.free.length < this.keep) this.free.push(buf);
  }
}

/** The smallest buffer `ByteBuffers` makes: a block's results (some 250 KB for 96 KiB of riichi hands) mostly fit. */
const MIN_BUFFER = 512 * 1024;

/**
 * The result lines of a block, one per input line, each ending in `\n`, as UTF-8 bytes in a buffer
 * taken from `buffers` (a view of exactly their length: a worker transfers its buffer; it goes back
 * to `buffers` once written). Each line's JSON is written into the buffer as it is made — a long
 * string of a block's lines would be copied whole twice more (joined, then encoded), which cost more
 * than the JSON itself.
 */
export function scoreBlock(s: Scorer, block: Block, buffers: ByteBuffers): Uint8Array<ArrayBuffer> {
  const { bytes, long } = block;
  const text = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.length).toString('utf8');
  const notUtf8 = block.notUtf8 ?? NONE;
  let out = Buffer.from(buffers.take(text.length * 4));
  let n = block.first;
  let index = 0;
  let longAt = 0;
  let badAt = 0;
  let start = 0;
  let at = 0;
  while (start < text.length) {
    let end = text.indexOf('\n', start);
    if (end < 0) end = text.length;
    let json: string;
    if (longAt < long.length && long[longAt] === index) {
      longAt++;
      json = failure(`line ${n} is longer than ${BOUNDS.line.maxBytes} bytes`, 'input');
    } else if (badAt < notUtf8.length && notUtf8[badAt] === index) {
      badAt++;
      json = failure(`line ${n} is not UTF-8 text: JSON lines are read as UTF-8 (save the file as UTF-8)`, 'input');
    } else {
      const cr = end > start && text.charCodeAt(end - 1) === 13;
      json = escapeSeparators(scoreLine(s, cr ? text.slice(start, end - 1) : text.slice(start, end), n));
    }
    // At most 3 bytes of UTF-8 per UTF-16 unit, and the newline.
    const need = at + json.length * 3 + 1;
    if (need > out.length) {
      const next = Buffer.from(buffers.take(Math.max(need, out.length * 2)));
      out.copy(next, 0, 0, at);
      buffers.give(out.buffer as ArrayBuffer);
      out = next;
    }
    at += out.write(json, at);
    out[at++] = 10;
    start = end + 1;
    n++;
    index++;
  }
  return new Uint8Array(out.buffer as ArrayBuffer, 0, at);
}

const NONE: readonly number[] = [];

/** JSON text with U+2028 / U+2029 written as `\u2028` / `\u2029` (they are legal raw in JSON strings, but split lines). */
export function escapeSeparators(s: string): string {
  if (s.indexOf('\u2028') < 0 && s.indexOf('\u2029') < 0) return s;
  return s.replace(/[\u2028\u2029]/g, (c) => (c === '\u2028' ? '\\u2028' : '\\u2029'));
}

/** The result of one input line (without its `\n`), as JSON text. */
export function scoreLine(s: Scorer, line: string, n: number): string {
  // A byte-order mark starts a line where files that each begin with one were joined (`cat a b`).
  if (line.charCodeAt(0) === 0xfeff) line = line.slice(1);
  if (line.length === 0 || (isSpace(line.charCodeAt(0)) && line.trim() === '')) {
    // A result all the same, so that line N of the output answers line N of the input.
    return failure(`line ${n} is blank`);
  }
  if (line.length > BOUNDS.line.maxBytes) return failure(`line ${n} is longer than ${BOUNDS.line.maxBytes} bytes`, 'input');
  if (mayNestDeeper(line, BOUNDS.depth.max)) {
    const field = tooDeep(line, BOUNDS.depth.max);
    if (field !== null) return failure(`line ${n}: ${field === 'input' ? 'the input' : field} is nested deeper than ${BOUNDS.depth.max} levels`, field);
  }
  let raw: unknown;
  try {
    raw = JSON.parse(line);
  } catch (e) {
    return failure(`line ${n} is not valid JSON: ${e instanceof Error ? e.message.slice(0, 200) : String(e)}`);
  }
  try {
    return JSON.stringify(s.answer(raw));
  } catch (e) {
    // The scorer returns a coded error for every input, in bounds: this is a bug, reported on its line.
    return failure(`line ${n} could not be scored: ${String(e).slice(0, 200)}`);
  }
}

function isSpace(c: number): boolean {
  return c === 32 || c === 9 || c === 13 || c === 10;
}

/**
 * Whether a line has more than `max` opening brackets: only then can it nest deeper than `max`,
 * and only then does `tooDeep` scan it (a hand has a handful; counting them is a few native searches).
 */
export function mayNestDeeper(line: string, max: number): boolean {
  let n = 0;
  for (let i = line.indexOf('['); i >= 0; i = line.indexOf('[', i + 1)) if (++n > max) return true;
  for (let i = line.indexOf('{'); i >= 0; i = line.indexOf('{', i + 1)) if (++n > max) return true;
  return false;
}

/**
 * The top-level key under which JSON text nests deeper than `max` levels (`input` when the top level
 * itself is not an object, or no key holds it), or null. One pass, no recursion; brackets inside
 * strings do not count. Text that is not JSON may be misjudged: it is refused either way.
 */
export function tooDeep(text: string, max: number): string | null {
  let depth = 0;
  let key: string | null = null;
  const len = text.length;
  for (let i = 0; i < len; i++) {
    const c = text.charCodeAt(i);
    if (c === 34) {
      let j = i + 1;
      while (j < len) {
        const d = text.charCodeAt(j);
        if (d === 92) j += 2;
        else if (d === 34) break;
        else j++;
      }
      if (depth === 1) {
        let k = j + 1;
        while (k < len && isSpace(text.charCodeAt(k))) k++;
        if (text.charCodeAt(k) === 58) key = keyName(text.slice(i, j + 1));
      }
      i = j;
    } else if (c === 123 || c === 91) {
      if (++depth > max) return depth > 1 && key !== null ? key : 'input';
      if (depth === 1 && c === 91) key = null;
    } else if (c === 125 || c === 93) {
      depth--;
    }
  }
  return null;
}

/** A key's name from its JSON string text, cut to 64 characters (it names a field in a message). */
function keyName(quoted: string): string {
  let name: string;
  try {
    name = JSON.parse(quoted) as string;
  } catch {
    name = quoted.slice(1, -1);
  }
  return name.length > 64 ? `${name.slice(0, 63)}…` : name;
}
