/**
 * The checks behind `glossary.test.ts`, as pure functions so that a test can feed them a page of its own
 * (and see them fail): the text of a built page as a reader meets it, and the words in it that a
 * locale's glossary (`src/i18n/glossary/`) does not allow.
 *
 * A page's text is its text nodes and the attributes a reader hears or sees (aria-label, title, alt,
 * placeholder, a meta description), minus what the project does not write: script and style, SVG,
 * the variants the glossary page lists as "not written" (`data-glossary-variant`) and what a venue file
 * supplies (`data-venue-text`, and the venue's strings wherever they are interpolated). Text marked as
 * another language (`lang`) is checked as that language: a locale's text by its own glossary, a native
 * name or romanisation only against the names that may stand beside a term.
 */
import type { Glossary } from '../../src/i18n/glossary/types.ts';
import { LOCALE_INFO, LOCALES } from '../../src/i18n/config.ts';

/** One run of text of a page, in the language it is marked with. */
export interface Segment {
  text: string;
  /** The `lang` in force (the page's, or an element's). */
  lang: string;
  /** Where it came from: `text`, `attr:aria-label`, `calc`, `pdf` … */
  where: string;
}

const VOID = new Set(['area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'source', 'track', 'wbr']);
const RAW = new Set(['script', 'style', 'textarea', 'title']);
const SKIP = new Set(['script', 'style', 'svg', 'template', 'noscript']);
const ATTRS = ['aria-label', 'title', 'alt', 'placeholder'];

export function decode(s: string): string {
  return s
    .replace(/&#x([0-9a-f]+);/gi, (_, h: string) => String.fromCodePoint(parseInt(h, 16)))
    .replace(/&#(\d+);/g, (_, d: string) => String.fromCodePoint(Number(d)))
    .replace(/&nbsp;/g, ' ')
    .replace(/&quot;/g, '"')
    .replace(/&apos;|&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

function attrsOf(tag: string): Map<string, string> {
  const out = new Map<string, string>();
  for (const m of [...tag.matchAll(/([^\s=/>"']+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?/g)].slice(1)) {
    out.set(m[1].toLowerCase(), decode(m[2] ?? m[3] ?? m[4] ?? ''));
  }
  return out;
}

interface Frame {
  tag: string;
  lang: string;
  skip: boolean;
}

/**
 * The text segments of a page. `<title>` is read as text (a venue's name in it is removed later with
 * the venue's strings); calculator strings come from `calcSegments`.
 */
export function pageSegments(page: string): Segment[] {
  // A line-break opportunity splits no word: an address printed as host/<wbr>path/ is one text.
  const html = page.replace(/<wbr\s*\/?>/gi, '');
  const out: Segment[] = [];
  const pageLang = /<html[^>]*\slang="([^"]+)"/.exec(html)?.[1] ?? '';
  const stack: Frame[] = [{ tag: '#root', lang: pageLang, skip: false }];
  const top = () => stack[stack.length - 1];
  let i = 0;
  while (i < html.length) {
    const lt = html.indexOf('<', i);
    const textEnd = lt < 0 ? html.length : lt;
    if (textEnd > i) {
      const f = top();
      const text = decode(html.slice(i, textEnd));
      if (!f.skip && text.trim()) out.push({ text, lang: f.lang, where: 'text' });
    }
    if (lt < 0) break;
    if (html.startsWith('<!--', lt)) {
      const end = html.indexOf('-->', lt);
      i = end < 0 ? html.length : end + 3;
      continue;
    }
    if (html.startsWith('<!', lt)) {
      i = html.indexOf('>', lt) + 1;
      continue;
    }
    const gt = html.indexOf('>', lt);
    const tagText = html.slice(lt, gt + 1);
    i = gt + 1;
    const close = /^<\/\s*([a-zA-Z0-9-]+)/.exec(tagText);
    if (close) {
      const name = close[1].toLowerCase();
      // Pop to the matching element (tolerates an unclosed <p> or <li>).
      for (let k = stack.length - 1; k > 0; k--) {
        if (stack[k].tag === name) {
          stack.length = k;
          break;
        }
      }
      continue;
    }
    const name = (/^<\s*([a-zA-Z0-9-]+)/.exec(tagText)?.[1] ?? '').toLowerCase();
    if (!name) continue;
    const a = attrsOf(tagText);
    const parent = top();
    const lang = a.get('lang') ?? parent.lang;
    const skip = parent.skip || SKIP.has(name) || a.has('data-venue-text') || a.has('data-glossary-variant');
    if (!skip) {
      for (const at of ATTRS) {
        const v = a.get(at);
        if (v && v.trim()) out.push({ text: v, lang, where: `attr:${at}` });
      }
      if (name === 'meta' && a.get('name') === 'description' && a.get('content')) out.push({ text: a.get('content')!, lang, where: 'meta' });
    }
    const selfClosing = /\/\s*>$/.test(tagText) || VOID.has(name);
    if (selfClosing) continue;
    if (RAW.has(name)) {
      const end = html.toLowerCase().indexOf(`</${name}`, i);
      const body = html.slice(i, end < 0 ? html.length : end);
      if (name === 'title' && !skip && body.trim()) out.push({ text: decode(body), lang, where: 'title' });
      i = end < 0 ? html.length : html.indexOf('>', end) + 1;
      continue;
    }
    stack.push({ tag: name, lang, skip });
  }
  return out;
}

/** The strings a calculator island shows (its props' `strings`), in the page's language. */
export function calcSegments(html: string): Segment[] {
  const lang = /<html[^>]*\slang="([^"]+)"/.exec(html)?.[1] ?? '';
  const out: Segment[] = [];
  for (const m of html.matchAll(/<script type="application\/json" id="[^"]*-props">([\s\S]*?)<\/script>/g)) {
    const props = JSON.parse(m[1]) as { strings?: Record<string, string> };
    for (const [key, text] of Object.entries(props.strings ?? {})) out.push({ text, lang, where: `calc:${key}` });
  }
  return out;
}

// ── Checking ───────────────────────────────────────────────────────────────────────────────────

export interface Problem {
  word: string;
  context: string;
  where: string;
  /** `forbidden` (a variant the glossary forbids) or `latin` (a Latin word in a Hindi sentence). */
  kind: 'forbidden' | 'latin' | 'beside';
}

/** What the checks of one locale need, derived once from its glossary, its names and the venues. */
export interface LocaleRules {
  glossary: Glossary;
  /** Every item name of the locale (all rulesets), to let a variant stand inside one where allowed. */
  itemNames: string[];
  /** Strings a venue file supplies, removed before checking. */
  venueStrings: string[];
  /** Names that may stand beside a term in a text marked as another language (romaji, club names …). */
  beside: Set<string>;
}

const L = '[\\p{L}\\p{M}\\p{N}]';
const esc = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** `s` as a whole word or phrase (Unicode letters and marks count as word characters). */
export function wordRe(s: string, flags = 'gu'): RegExp {
  return new RegExp(`(?<!${L})${esc(s)}(?!${L})`, flags);
}

function removeAll(text: string, phrases: readonly string[]): string {
  let t = text;
  for (const p of [...phrases].sort((a, b) => b.length - a.length)) if (p) t = t.split(p).join(' ');
  return t;
}

function context(text: string, index: number): string {
  return text.slice(Math.max(0, index - 40), index + 40).replace(/\s+/g, ' ').trim();
}

/** A word in Latin letters (diacritics included, the × and ÷ signs not). */
export const LATIN_WORD = /[A-Za-z\u00C0-\u00D6\u00D8-\u00F6\u00F8-\u024F\u1E00-\u1EFF]+/g;

/** Addresses: a slug in a URL or an e-mail is no word of a sentence. */
const ADDRESSES: RegExp[] = [
  /https?:\/\/\S+/g,
  /\b[\w.-]+@[\w.-]+\b/g,
  /\b[\w-]+(\.[\w-]+)+\/\S*/g, // rules.example.org/v/slug/hi/
  /(?<!\S)\/[\w/-]*\//g, // a path printed apart from its host: /v/slug/hi/
  /(?<!\S)[\w.-]+\/[\w./-]*/g, // the rest of an address wrapped onto the next line: demo-mahjong-club/hi/
];

/** Placeholders of i18n strings, addresses, tile notation and its letters. */
const NEUTRAL: RegExp[] = [
  /\{\{[^}]*\}\}/g,
  ...ADDRESSES,
  /(?<![\p{L}\p{M}])(?:[0-9]+[mpszf])+(?![\p{L}\p{M}])/gu, // 123m456p11z, 15f
  /(?<![\p{L}\p{M}\p{N}])[mpszf](?![\p{L}\p{M}\p{N}])/gu, // the notation's letters, named alone
];

interface CompiledCheck {
  text: string;
  re: RegExp;
  rulesets?: string[];
  /** Item names holding the variant that may keep it (`inNames`). */
  names: string[];
}

const compiled = new WeakMap<LocaleRules, CompiledCheck[]>();

function checksOf(rules: LocaleRules): CompiledCheck[] {
  let out = compiled.get(rules);
  if (out) return out;
  const g = rules.glossary;
  const raw: { text: string; inNames?: boolean; rulesets?: string[] }[] = g.entries.flatMap((e) => e.forbid ?? []);
  for (const n of g.names) for (const list of Object.values(n.forbid ?? {})) for (const v of list) raw.push({ text: v, rulesets: [n.ruleset] });
  out = raw.map((f) => {
    const one = wordRe(f.text, 'u');
    return { text: f.text, re: wordRe(f.text), rulesets: f.rulesets, names: f.inNames ? rules.itemNames.filter((n) => one.test(n)) : [] };
  });
  compiled.set(rules, out);
  return out;
}

/**
 * The forbidden variants in `text` (a page of `ruleset`, or none): a variant marked `inNames` may stand
 * inside an item name; one scoped to rulesets applies only on their pages.
 */
export function forbiddenIn(text: string, rules: LocaleRules, ruleset: string | undefined, where: string): Problem[] {
  const out: Problem[] = [];
  let plain = text.replace(/\{\{[^}]*\}\}/g, ' ');
  for (const re of ADDRESSES) plain = plain.replace(re, ' ');
  for (const f of checksOf(rules)) {
    if (!plain.includes(f.text)) continue;
    if (f.rulesets && (!ruleset || !f.rulesets.includes(ruleset))) continue;
    const t = f.names.length ? removeAll(plain, f.names) : plain;
    for (const m of t.matchAll(f.re)) out.push({ word: f.text, context: context(t, m.index), where, kind: 'forbidden' });
  }
  return out;
}

/** Latin words of a Hindi text that the glossary does not allow. */
export function latinIn(text: string, rules: LocaleRules, where: string, extraAllowed: ReadonlySet<string> = new Set()): Problem[] {
  // Languages' own names (the language switch, the list of a venue's languages) from the one list of locales.
  const allow = [...(rules.glossary.latin?.allow ?? []), ...LOCALES.map((l) => LOCALE_INFO[l].nativeName)];
  let t = removeAll(text, [...allow, ...rules.venueStrings]);
  for (const re of NEUTRAL) t = t.replace(re, ' ');
  const out: Problem[] = [];
  for (const m of t.matchAll(LATIN_WORD)) {
    if (extraAllowed.has(m[0])) continue;
    out.push({ word: m[0], context: context(t, m.index), where, kind: 'latin' });
  }
  return out;
}

/**
 * All problems of one page's segments. `locales` maps a `lang` value to the rules of that locale
 * (a locale without a glossary is simply not in it); `latinScripts` are the locales whose sentences
 * may not hold Latin words.
 */
export function checkSegments(
  segments: readonly Segment[],
  locales: ReadonlyMap<string, LocaleRules>,
  latinLocales: ReadonlySet<string>,
  ruleset: string | undefined,
  pageLang: string,
): Problem[] {
  const out: Problem[] = [];
  const pageRules = locales.get(pageLang);
  for (const s of segments) {
    const rules = locales.get(s.lang);
    if (rules) {
      const text = removeAll(s.text, rules.venueStrings);
      out.push(...forbiddenIn(text, rules, ruleset, s.where));
      if (latinLocales.has(s.lang)) out.push(...latinIn(text, rules, s.where));
      continue;
    }
    // Not a locale of the site (a native name, a romanisation): only what may stand beside a term.
    if (!pageRules || !/[A-Za-z]/.test(s.text)) continue;
    const text = removeAll(s.text, pageRules.venueStrings).trim();
    if (text && !pageRules.beside.has(text)) out.push({ word: text, context: text, where: `${s.where} (lang=${s.lang})`, kind: 'beside' });
  }
  return out;
}

/** A line per problem, for a readable failure. */
export function formatProblems(page: string, problems: readonly Problem[]): string[] {
  return problems.map((p) => `${page}: ${p.kind} “${p.word}” in ${p.where}: …${p.context}…`);
}
