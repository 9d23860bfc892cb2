/**
 * A venue's contact or address text in parts, for the guide and the printed sheet. An e-mail address,
 * a web address or a phone number is one part (`item`) that a line never breaks at a hyphen: a line
 * broken there reads as a word split for the line ("koi-" / "pond@example.org"), and at the table
 * nobody can tell which was meant. It may break only between its `pieces` — after an `@` or a `/`,
 * before a dot — so that a long address still fits a phone's width or a sheet's column. On the
 * guide, a contact's e-mail address, web address (written with `http(s)://` or `www.`) and phone
 * number (written with a `+` or with hyphens) are links (`href`): one tap writes or calls. The rest
 * is left to break at its spaces as any text does. The parts joined are the text unchanged.
 */
export type TextPart =
  | { text: string; item: false }
  | {
      text: string;
      /** An e-mail or web address or a phone number (or a date or number written with hyphens). */
      item: true;
      /** Its text between the places a line may break; joined, its text. */
      pieces: string[];
      /** Where its link goes: `mailto:`, `tel:` or a web address (none for an item not linked). */
      href?: string;
    };

const EMAIL = /^[\p{L}\p{N}._%+'-]+@[\p{L}\p{N}-]+(\.[\p{L}\p{N}-]+)*\.\p{L}{2,}$/u;
/** A web address the guide links: with its scheme, or starting `www.`. */
const WEB = /^(https?:\/\/|www\.)[^\s/]+\.[^\s]+$/i;
/** An address kept whole but not linked: another scheme, `name@host`, a host name with a dot and a top-level name. */
const ADDRESS = /@|:\/\/|^www\.|^[\p{L}\p{N}-]+(\.[\p{L}\p{N}-]+)*\.\p{L}{2,}(\/|$)/u;
/** A number written with hyphens: `+91-20-555-0101`, `020-555-0101` (a date too: kept whole, not linked). */
const HYPHENATED_NUMBER = /^\+?\d[\d-]{4,}\d$/;
/** An international phone number written with spaces: `+62 812 3456 7890` (one item over its spaces). */
const SPACED_PHONE = /\+\d{1,4}(?:[ \u00a0-]\d{1,6}){1,6}(?![\p{L}\p{N}])/gu;
/** A date written with hyphens is not a phone number. */
const DATE = /^(\d{4}-\d{1,2}-\d{1,2}|\d{1,2}-\d{1,2}-\d{4})$/;
/** What may come before or after an item without being part of it. */
const LEADING = /^[(["'«“‘]+/u;
const TRAILING = /[.,;:)\]"'»”’!?]+$/u;

export function contactParts(text: string): TextPart[] {
  const out: TextPart[] = [];
  let plain = '';
  const flush = () => {
    if (plain) out.push({ text: plain, item: false });
    plain = '';
  };
  const addItem = (core: string, href: string | undefined) => {
    flush();
    out.push({ text: core, item: true, pieces: piecesOf(core), ...(href ? { href } : {}) });
  };
  let from = 0;
  for (const m of text.matchAll(SPACED_PHONE)) {
    // A `+` inside a word or a number (`a+62 …`, `1+62 …`) does not start a phone number.
    if (m.index > 0 && /[\p{L}\p{N}]/u.test(text[m.index - 1])) continue;
    words(text.slice(from, m.index));
    const phone = m[0];
    addItem(phone, phoneHref(phone));
    from = m.index + phone.length;
  }
  words(text.slice(from));
  flush();
  return out;

  /** Runs of spaces and runs of anything else, each of the latter an item or plain text. */
  function words(part: string): void {
    for (const run of part.match(/\s+|\S+/g) ?? []) {
      const lead = /\s/.test(run[0]) ? '' : (LEADING.exec(run)?.[0] ?? '');
      const rest = run.slice(lead.length);
      const trail = TRAILING.exec(rest)?.[0] ?? '';
      const core = rest.slice(0, rest.length - trail.length);
      const link = core ? linkOf(core) : null;
      if (link === null) {
        plain += run;
        continue;
      }
      plain += lead;
      addItem(core, link);
      plain += trail;
    }
  }
}

/** The link of an item (`''` for an item not linked), or null when `core` is plain text. */
function linkOf(core: string): string | null {
  if (EMAIL.test(core)) return `mailto:${core}`;
  if (WEB.test(core)) return /^https?:\/\//i.test(core) ? core : `https://${core}`;
  if (HYPHENATED_NUMBER.test(core) && core.includes('-')) return phoneHref(core) ?? '';
  if (ADDRESS.test(core) && core.includes('-')) return '';
  return null;
}

/** `tel:` and the digits of a phone number with a `+` or separators and 8–15 digits; undefined otherwise (a date, a short number). */
function phoneHref(phone: string): string | undefined {
  const digits = phone.replace(/\D/g, '');
  if (digits.length < 8 || digits.length > 15 || DATE.test(phone)) return undefined;
  return `tel:${phone.startsWith('+') ? '+' : ''}${digits}`;
}

/** An item's pieces: it may break after `@`, after a `/` that is not followed by another, and before a dot (not one right after a leading `www`). */
function piecesOf(core: string): string[] {
  const pieces: string[] = [];
  let start = 0;
  for (let i = 1; i < core.length; i++) {
    const c = core[i];
    const prev = core[i - 1];
    // "www" alone at a line's end reads as a word: it stays with the name after it.
    if ((c === '.' && !/^www$/i.test(core.slice(start, i))) || prev === '@' || (prev === '/' && c !== '/')) {
      pieces.push(core.slice(start, i));
      start = i;
    }
  }
  pieces.push(core.slice(start));
  return pieces;
}
