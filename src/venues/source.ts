/**
 * Venue files as the organiser wrote them: read from `content/venues/`, parsed with the `yaml`
 * package's document API (YAML 1.2: `yes`, `on` and `2026-09-13` are texts, which the checks read as
 * a yes / no and a date), and every problem placed at its line and column — a YAML slip with its
 * likely cause (an unquoted colon, a tab, a quote left open), a field the checks refuse
 * (`validate.ts`) at the line that holds it. The build (`src/content.config.ts`), `npm run venue`,
 * `npm run score` and the tests all read venues here, so they give the same messages.
 *
 * Refused before any field is read: a file that is empty, a symbolic link, not a regular file, or
 * outside `content/venues/`; two files for one slug (`.yaml` and `.yml`); an entry of the folder
 * that was likely meant as a venue but is not read (`lotus-court.yaml.txt`, a `.json`, a folder).
 */
import { lstatSync, readdirSync, readFileSync, realpathSync, type Dirent } from 'node:fs';
import { isAbsolute, join, relative, resolve, sep } from 'node:path';
import { isMap, isPair, isScalar, isSeq, LineCounter, parseDocument, visit, type Document, type Node, type YAMLError } from 'yaml';
import { checkSlugs, crossFileIssues, loadVenues, slugOf, sortIssues, validateVenue, VenueDataError, type ValidateOptions } from './validate.ts';
import type { Venue, VenueIssue } from './types.ts';
import { isUtf8Text, notUtf8Lines } from '../core/utf8.ts';
import { codePointName } from '../core/parse.ts';

export const VENUES_DIR = 'content/venues';
const VENUE_FILE = /\.ya?ml$/i;

/** A venue file read and parsed: its data, and where each field is. */
export interface VenueSource {
  /** Relative to the project root, with `/` (`content/venues/koi-pond-riichi-club.yaml`). */
  file: string;
  text: string;
  /** The YAML as plain data (undefined when the file could not be read or parsed). */
  data: unknown;
  /** Problems of the file itself: unreadable, empty, a YAML slip, a symbolic link … */
  issues: VenueIssue[];
  /** Line and column (1-based) of a field path (`settings.minFaan`, `notes.en[0]`), or of the nearest field that exists. */
  locate(field: string): { line: number; column: number } | undefined;
  /** Set when there is no file at all by that name (it gives no venue, and is no second file for a slug). */
  missing?: true;
}

/** `notes.en[0]` → ['notes', 'en', 0]. */
export function fieldPath(field: string): (string | number)[] {
  if (field.startsWith('(')) return [];
  const out: (string | number)[] = [];
  for (const part of field.split('.')) {
    const m = /^([^[\]]*)((?:\[\d+\])*)$/.exec(part);
    if (!m) {
      out.push(part);
      continue;
    }
    if (m[1] !== '') out.push(m[1]);
    for (const n of m[2].matchAll(/\[(\d+)\]/g)) out.push(Number(n[1]));
  }
  return out;
}

/** The offset of a field path in the document: the key of a mapping entry, the item of a list; the deepest that exists. */
function offsetOf(doc: Document, path: readonly (string | number)[]): number | undefined {
  let node: unknown = doc.contents;
  let at: number | undefined = (doc.contents as Node | null)?.range?.[0];
  for (const part of path) {
    if (isMap(node)) {
      const pair = node.items.find((p) => isPair(p) && isScalar(p.key) && String(p.key.value) === String(part));
      if (!pair) break;
      at = (pair.key as Node).range?.[0] ?? at;
      node = pair.value;
    } else if (isSeq(node) && typeof part === 'number') {
      const item = node.items[part] as Node | undefined;
      if (!item) break;
      at = item.range?.[0] ?? at;
      node = item;
    } else break;
  }
  return at;
}

/** Text of line `n` (1-based). */
function lineText(text: string, n: number): string {
  return text.split(/\r?\n/)[n - 1] ?? '';
}

/** The number of lines of a text (a last line ended by a newline is the last). */
function lineCount(text: string): number {
  return text.replace(/\r?\n$/, '').split(/\r?\n/).length;
}

/** Spaces that look like one and are not, for YAML: no-break, the typographic ones, the ideographic. */
const ODD_SPACE = /[\u00A0\u2000-\u200A\u202F\u205F\u3000]/;

/** The likely cause of a YAML slip, in words, from the parser's code and the line it is on. */
function yamlProblem(e: YAMLError, text: string, lc: LineCounter): { line: number; column: number; reason: string } {
  const { line, col } = lc.linePos(e.pos[0]);
  const here = lineText(text, line);
  const first = e.message.split('\n')[0].replace(/ at line \d+, column \d+:?$/, '');
  const colon = /^(\s*(?:-\s+)?)([^:#\s][^:#]*?):\s+(.*:\s.*)$/.exec(here) ?? /^(\s*(?:-\s+)?)([^:#\s][^:#]*?):\s+(.*:)$/.exec(here);
  // A space that is not one (a no-break space of a copied text): it looks like a space, and YAML reads
  // it as a letter, so the line's own message ("indented more than …") points nowhere near it.
  const odd = ODD_SPACE.exec(here);
  // (Inside a quoted text it is text: only one before any quote is read so.)
  if (odd && !/["']/.test(here.slice(0, odd.index))) {
    const before = here.slice(0, odd.index).trim();
    return {
      line,
      column: odd.index + 1,
      reason: `this line holds a ${odd[0] === '\u00A0' ? 'no-break space' : 'special space'} (${codePointName(odd[0].codePointAt(0)!)}${before ? ` after "${before}"` : ''}), which YAML does not read as a space (a copied text carries it, most often): delete that space and type it again`,
    };
  }
  switch (e.code) {
    case 'TAB_AS_INDENT':
      return { line, column: col, reason: 'this line is indented with a tab: YAML indents with spaces only. Replace the tab by spaces (two per level)' };
    case 'BLOCK_AS_IMPLICIT_KEY':
    case 'MULTILINE_IMPLICIT_KEY':
    case 'BLOCK_IN_FLOW':
      if (colon) {
        const [, indent, key, rest] = colon;
        return {
          line,
          column: col,
          reason: `a second colon on this line ("${rest.trim()}"): a colon followed by a space starts a field. If it belongs to the text, put the text in quotes: ${indent.trim() ? `${indent.trim()} ` : ''}${key}: "${rest.trim().replace(/"/g, "'")}"`,
        };
      }
      if (/[{[]/.test(here) && e.code === 'BLOCK_IN_FLOW')
        return { line, column: col, reason: `a colon inside { … } or [ … ] on this line: put a text that has a colon in quotes` };
      return {
        line,
        column: col,
        reason: `YAML cannot read this line ("${here.trim()}"): most often the next line is indented more than this one, or a text has a colon followed by a space (put such a text in quotes)`,
      };
    case 'MISSING_CHAR':
      if (/quote/i.test(first)) {
        const q = /'/.test(first) ? "'" : '"';
        // The line that opened the quote: the last one before the error with an odd number of them.
        let open = line;
        for (let n = line; n >= 1; n--) {
          if ((lineText(text, n).split(q).length - 1) % 2 === 1) {
            open = n;
            break;
          }
        }
        return {
          line: open,
          column: Math.max(1, lineText(text, open).indexOf(q) + 1),
          reason: `a text opened with ${q} on this line is never closed: end it with ${q} on the same line${q === '"' ? ` (a " inside a text is written \\")` : " (a ' inside a text is written '')"}`,
        };
      }
      if (/followed by map values/.test(first))
        return { line, column: col, reason: `"${here.trim()}" has no colon: a field is written name: value (with a space after the colon)` };
      return { line, column: col, reason: `${first.replace(/\.$/, '')}: check the brackets and quotes of this line` };
    case 'DUPLICATE_KEY': {
      const key = /^\s*(?:-\s+)?([^:]+):/.exec(here)?.[1]?.trim() ?? 'this field';
      return { line, column: col, reason: `"${key}" is given twice at the same level: keep one (the second would silently replace the first)` };
    }
    case 'BAD_INDENT': {
      // YAML names the line after an unclosed [ or { (or one past the end of the file): the line that opened it is the one to fix.
      const flow = /Flow sequence/.test(first) ? (['[', ']', 'list'] as const) : /Flow map/.test(first) ? (['{', '}', 'mapping'] as const) : null;
      if (flow) {
        const [open, close, what] = flow;
        const count = (s: string, ch: string) => s.split(ch).length - 1;
        for (let n = Math.min(line, lineCount(text)); n >= 1; n--) {
          const t = lineText(text, n);
          if (count(t, open) > count(t, close))
            return { line: n, column: t.lastIndexOf(open) + 1, reason: `a ${what} opened with ${open} on this line is not closed: end it with ${close} on the same line (${t.trim()}${close})` };
        }
      }
      return { line, column: col, reason: 'this line is not indented like the fields around it: fields of one level start in the same column (indent with spaces)' };
    }
    case 'UNEXPECTED_TOKEN':
      if (/block-seq-ind/.test(first))
        return { line, column: col, reason: 'a dash after a colon starts a list: put a text that starts with - in quotes, or write the list on the following lines (  - item)' };
      return { line, column: col, reason: `YAML cannot read "${here.trim()}" here: ${first.replace(/\.$/, '')}` };
    case 'BAD_SCALAR_START':
      return { line, column: col, reason: `a text cannot start with ${here.slice(col - 1, col)} unless it is in quotes: write it as "${here.slice(col - 1).trim()}"` };
    case 'MULTIPLE_DOCS':
      return { line, column: col, reason: 'a venue file holds one venue: remove the line "---" and what follows it, or put it in a file of its own' };
    default:
      return { line, column: col, reason: `YAML cannot read this line: ${first.replace(/\.$/, '')}` };
  }
}

/** How many times a venue file's aliases may repeat an anchor's value, in all (yaml's bound against "billion laughs"). */
const MAX_ALIASES = 50;

/** The YAML slips whose lines YAML then misreads after them: a tab for indentation, a space that is no space. */
const ROOT_SLIP = /^this line (is indented with a tab|holds a (no-break|special) space)/;

/** Parse a venue file's text (the file name is only for the messages). */
export function parseVenueText(file: string, text: string): VenueSource {
  const lc = new LineCounter();
  const issues: VenueIssue[] = [];
  const fail = (reason: string, line?: number, column?: number): VenueSource => {
    issues.push({ file, field: '(file)', reason, line, column });
    return { file, text, data: undefined, issues, locate: () => undefined };
  };
  if (text.trim() === '')
    return fail(`the file is empty: a venue file needs at least name, ruleset, preset, rulesVersion and languages (npm run venue -- new ${slugOf(file)} --ruleset … --preset … writes one to fill in)`);
  const doc = parseDocument(text, { lineCounter: lc, prettyErrors: false, uniqueKeys: true, version: '1.2' });
  if (doc.errors.length) {
    const found: VenueIssue[] = [];
    for (const e of doc.errors) {
      const p = yamlProblem(e, text, lc);
      if (!found.some((i) => i.line === p.line && i.reason === p.reason)) found.push({ file, field: '(YAML)', ...p });
    }
    // A tab or a space that is not one throws YAML off for its own line and the lines after it: what
    // it then says of them is no problem of theirs — on its line, or "not indented like the fields
    // around it" of a later line indented as the line before the slip. Other slips are kept.
    const roots = found.filter((i) => ROOT_SLIP.test(i.reason));
    const indent = (n: number) => /^ */.exec(lineText(text, n))![0].length;
    const echo = (i: VenueIssue) =>
      roots.some(
        (r) =>
          i !== r &&
          (i.line === r.line || (i.line! > r.line! && i.reason.startsWith('this line is not indented like') && r.line! > 1 && indent(i.line!) === indent(r.line! - 1))),
      );
    issues.push(...found.filter((i) => !echo(i)));
    return { file, text, data: undefined, issues, locate: () => undefined };
  }
  let data: unknown;
  try {
    data = doc.toJS({ maxAliasCount: MAX_ALIASES }) as unknown;
  } catch {
    // Aliases (*name) that repeat an anchor's (&name) value so often that the file would grow without
    // bound (a "billion laughs" file): refused, at the first alias, before anything is built from it.
    let at: number | undefined;
    visit(doc, {
      Alias(_, node) {
        at = node.range?.[0];
        return visit.BREAK;
      },
    });
    const pos = at === undefined ? undefined : lc.linePos(at);
    issues.push({
      file,
      field: '(YAML)',
      reason: `the file's aliases (*name) repeat its anchors (&name) more than ${MAX_ALIASES} times in all: write the values out instead (a venue file needs no anchors or aliases)`,
      line: pos?.line,
      column: pos?.col,
    });
    return { file, text, data: undefined, issues, locate: () => undefined };
  }
  if (data === null || data === undefined) return fail('the file has only comments: a venue file needs at least name, ruleset, preset, rulesVersion and languages');
  const locate = (field: string) => {
    const at = offsetOf(doc, fieldPath(field));
    if (at === undefined) return undefined;
    const { line, col } = lc.linePos(at);
    return { line, column: col };
  };
  return { file, text, data, issues, locate };
}

/** `content/venues/<slug>.yaml` as written from the project root, with forward slashes. */
function rel(root: string, abs: string): string {
  return relative(root, abs).split(sep).join('/');
}

/**
 * Read one venue file: refused when it is a symbolic link, not a regular file, outside
 * `content/venues/` (its real path included), not `.yaml` / `.yml`, or empty.
 */
export function readVenueSource(root: string, path: string): VenueSource {
  const abs = isAbsolute(path) ? path : resolve(root, path);
  const file = rel(root, abs);
  const dir = resolve(root, VENUES_DIR);
  const fail = (reason: string): VenueSource => ({ file, text: '', data: undefined, issues: [{ file, field: '(file)', reason }], locate: () => undefined });
  let stat;
  try {
    stat = lstatSync(abs);
  } catch {
    return { ...fail(`there is no such file (venue files are ${VENUES_DIR}/<slug>.yaml)`), missing: true };
  }
  if (stat.isSymbolicLink())
    return fail(`is a symbolic link: a venue file must be a real file inside ${VENUES_DIR}/ (a link may point anywhere on the machine, and its target would be published). Copy the file here instead`);
  if (!stat.isFile()) return fail(`is not a file (venue files are ${VENUES_DIR}/<slug>.yaml)`);
  const inside = (p: string) => p.startsWith(dir + sep) && !p.slice(dir.length + 1).includes(sep);
  let real = abs;
  try {
    real = realpathSync(abs);
  } catch {
    /* checked above */
  }
  let realDir = dir;
  try {
    realDir = realpathSync(dir);
  } catch {
    /* no venues folder */
  }
  if (!inside(abs) || !(real.startsWith(realDir + sep) && !real.slice(realDir.length + 1).includes(sep)))
    return fail(`is outside ${VENUES_DIR}/: the site publishes only the venue files of that folder (move it there; sub-folders are not read)`);
  if (!VENUE_FILE.test(abs)) return fail('is not a .yaml file: venue files are named <slug>.yaml');
  if (stat.size > MAX_VENUE_BYTES)
    return fail(`is ${(stat.size / 1024 / 1024).toFixed(1)} MB: a venue file is a few kilobytes of settings and texts (at most ${MAX_VENUE_BYTES / 1024 / 1024} MB). Check that nothing else was pasted into it`);
  let bytes: Buffer;
  try {
    bytes = readFileSync(abs);
  } catch (e) {
    return fail(`cannot be read: ${(e as Error).message}`);
  }
  const encoding = encodingProblem(bytes);
  if (encoding) return { file, text: '', data: undefined, issues: [{ file, field: '(file)', ...encoding }], locate: () => undefined };
  let text = bytes.toString('utf8');
  if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
  return parseVenueText(file, text);
}

/** The largest venue file read: a venue is a few kilobytes; more is a mistake (a paste, another file). */
const MAX_VENUE_BYTES = 1024 * 1024;

/**
 * Why a venue file's bytes are not UTF-8 text — saved as UTF-16 (Windows' "Unicode"), or in a legacy
 * encoding — with the first line that is not, or null. Read as UTF-8 regardless, its names would show
 * replacement characters (�) on every page and sheet.
 */
function encodingProblem(bytes: Buffer): { reason: string; line?: number } | null {
  const fix = 'save it as UTF-8 (in Notepad: Save as, Encoding: UTF-8; in other editors: "Reopen with encoding", then save as UTF-8)';
  if ((bytes[0] === 0xff && bytes[1] === 0xfe) || (bytes[0] === 0xfe && bytes[1] === 0xff)) return { reason: `is saved as UTF-16: ${fix}` };
  if (isUtf8Text(bytes)) return null;
  const [line] = notUtf8Lines(bytes, 1, 1);
  return { reason: `is not UTF-8 text: this line has bytes of another encoding (é written as one byte, say). ${fix[0].toUpperCase()}${fix.slice(1)}`, line };
}

/** The venue files of `content/venues/` (every `.yaml` / `.yml` entry, sorted), relative to the root. */
export function venueFilesIn(root: string, dir = VENUES_DIR): string[] {
  let names: string[];
  try {
    names = readdirSync(join(root, dir));
  } catch {
    return [];
  }
  return names
    .filter((f) => VENUE_FILE.test(f))
    .sort()
    .map((f) => `${dir}/${f}`);
}

/**
 * Entries of `content/venues/` a venue file was likely meant to be, but which are not read: a
 * `lotus-court.yaml.txt` (Windows' Notepad adds `.txt` and hides it), a `.json`, a `.txt`, a folder.
 * Each is a problem (the venue would be missing from the site without a word), with the rename that
 * makes it read. What editors, systems and notes leave there is not: hidden entries (`.DS_Store`,
 * `.gitkeep`, swap files), `*.md`, backups (`~`, `.bak`, `.orig`), `Thumbs.db`, `desktop.ini`.
 */
export function strayFileIssues(root: string, dir = VENUES_DIR): VenueIssue[] {
  let entries: Dirent[];
  try {
    entries = readdirSync(join(root, dir), { withFileTypes: true });
  } catch {
    return [];
  }
  const issues: VenueIssue[] = [];
  for (const e of entries.sort((a, b) => (a.name < b.name ? -1 : 1))) {
    const name = e.name;
    if (VENUE_FILE.test(name) || name.startsWith('.') || NOT_VENUES.test(name)) continue;
    const file = `${dir}/${name}`;
    const field = '(file name)';
    if (e.isDirectory()) {
      issues.push({ file, field, reason: `is a folder: venue files are read from ${dir}/ itself, not from folders inside it. Move the venue files it holds up into ${dir}/, or move the folder out of ${dir}/` });
      continue;
    }
    // `lotus-court.yaml.txt`, `pearl-club.json` → lotus-court, pearl-club (a .yaml or .yml name is read, never here).
    // Spaces at the end (which most file lists do not show) go too: `tea-house.yaml.txt ` → tea-house.yaml.
    const trimmed = name.trim();
    const stem = trimmed.replace(/(\.ya?ml)?\.(txt|json)$/i, '');
    const yaml = `${stem}.yaml`;
    // `reef-club.yaml ` (a name with a space before the .yaml is a venue, and its slug is refused, quoted).
    const spaced = VENUE_FILE.test(trimmed);
    const reason = spaced
      ? `is not read: its name has a space after ${/\.yml$/i.test(trimmed) ? '.yml' : '.yaml'}, which most file lists do not show. Rename it ${trimmed}`
      : /\.ya?ml\.txt$/i.test(trimmed)
      ? `is not read: its name ends in .txt, not .yaml (Notepad adds .txt and Windows may hide it). Rename it ${yaml} — in Notepad's "Save as", choose "All files" and write the name with .yaml`
      : /\.json$/i.test(trimmed)
        ? `is not read: venue files end in .yaml. JSON is YAML too: rename it ${yaml}`
        : `is not read: a venue file's name ends in .yaml (${yaml}). Rename it so if it is a venue, or move it out of ${dir}/`;
    issues.push({ file, field, reason });
  }
  return issues;
}

/** Entries of the venues folder that are known not to be venues: notes, backups, what systems leave. */
const NOT_VENUES = /(\.md|~|\.bak|\.orig)$|^(thumbs\.db|desktop\.ini)$/i;

/** The issues of a source with their places, in file order: the file's own, or validation's at the line of each field. */
export function sourceIssues(src: VenueSource, opts: ValidateOptions = {}): VenueIssue[] {
  if (src.issues.length) return src.issues;
  return sortIssues(
    validateVenue(src.data, src.file, opts).map((i) => {
      const at = i.field.startsWith('(') ? undefined : src.locate(i.field);
      return at ? { ...i, ...at } : i;
    }),
  );
}

export interface VenueCheck {
  sources: VenueSource[];
  issues: VenueIssue[];
  /** The venues, when there is no issue. */
  venues: Venue[];
}

/**
 * Read and check venue files (every file of `content/venues/` by default, and then the entries of
 * the folder that are not read: `strayFileIssues`): every problem of every file, with its line and
 * column; the venues when there is none.
 */
export function checkVenueFiles(root: string, files?: readonly string[], opts: ValidateOptions = {}): VenueCheck {
  const sources = (files ?? venueFilesIn(root)).map((f) => readVenueSource(root, f));
  // The folder's own problems: entries not read (when the whole folder is checked), two files for one slug.
  const folder = [...(files ? [] : strayFileIssues(root)), ...crossFileIssues(sources.filter((s) => !s.missing).map((s) => s.file))];
  // Addresses between files (a former slug that is another venue's), at the line of the field.
  const readable = sources.filter((s) => !s.issues.length);
  const slugs = checkSlugs(readable.map((s) => ({ file: s.file, data: s.data }))).map((i) => {
    const at = readable.find((s) => s.file === i.file)?.locate(i.field);
    return at ? { ...i, ...at } : i;
  });
  const issues = [...folder, ...sources.flatMap((s) => sourceIssues(s, opts)), ...slugs];
  if (issues.length) return { sources, issues, venues: [] };
  return { sources, issues, venues: loadVenues(sources.map((s) => ({ file: s.file, data: s.data })), opts) };
}

/** Every venue of `content/venues/`, validated and normalized; throws a `VenueDataError` listing every problem. */
export function readVenuesChecked(root: string, opts: ValidateOptions = {}): Venue[] {
  const r = checkVenueFiles(root, undefined, opts);
  if (r.issues.length) throw new VenueDataError(r.issues);
  return r.venues;
}
