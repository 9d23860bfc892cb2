/**
 * One term for one thing: every word the project writes — i18n resources, the rule catalogue's names,
 * prose — as it appears on the built pages (dist/, built once if missing), in the calculator's strings
 * and, where the PDFs exist, in their text, is held to its locale's glossary (`src/i18n/glossary/`):
 * no variant the glossary forbids, and in Hindi no Latin word a sentence does not allow (tile notation,
 * EMA, WRC, VMC, HKMA, Hé Fēn, numbers, addresses … and the names that may stand beside a term).
 * Text a venue file supplies is exempt (`data-venue-text`, and its strings wherever they appear); a
 * locale without a glossary is not checked. The checker is tested on pages with planted variants, so
 * this test can fail.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { parse as parseYaml } from 'yaml';
import { LOCALES, LOCALE_INFO, type Locale } from '../../src/i18n/config.ts';
import { resources, type ResourceTree } from '../../src/i18n/resources.ts';
import { GLOSSARY_GROUPS, glossaryOf, itemNames } from '../../src/i18n/glossary/index.ts';
import type { Glossary } from '../../src/i18n/glossary/types.ts';
import { rulesets } from '../../src/rules/index.ts';
import { dist, ensureBuilt, root } from '../site/dist.mjs';
import {
  calcSegments,
  checkSegments,
  forbiddenIn,
  formatProblems,
  latinIn,
  LATIN_WORD,
  pageSegments,
  type LocaleRules,
  type Problem,
  type Segment,
} from './words.ts';

/** Locales whose sentences may not hold Latin words (the glossary's `latin` section says which). */
const withGlossary = LOCALES.filter((l) => glossaryOf(l) !== undefined);
const latinLocales = new Set(withGlossary.filter((l) => glossaryOf(l)!.latin).map((l) => LOCALE_INFO[l].tag));
const RULESET_IDS = rulesets.map((r) => r.id as string);

// ── What the checks need ────────────────────────────────────────────────────────────────────────

function strings(tree: ResourceTree, prefix = ''): [string, string][] {
  return Object.entries(tree).flatMap(([k, v]) =>
    typeof v === 'string' ? [[`${prefix}${k}`, v] as [string, string]] : strings(v, `${prefix}${k}.`),
  );
}

/** Every string a venue file supplies, in any of its languages. */
function venueStrings(): string[] {
  const dir = join(root, 'content', 'venues');
  const out: string[] = [];
  const add = (v: unknown) => {
    if (typeof v === 'string') out.push(v);
    else if (Array.isArray(v)) v.forEach(add);
    else if (v && typeof v === 'object') Object.values(v).forEach(add);
  };
  for (const f of readdirSync(dir).filter((f) => /\.ya?ml$/.test(f))) {
    const y = parseYaml(readFileSync(join(dir, f), 'utf8')) as Record<string, unknown>;
    for (const k of ['name', 'nativeName', 'address', 'contact', 'notes', 'names', 'rows', 'itemNotes', 'sections']) add(y[k]);
  }
  return out.filter((s) => s.trim() !== '');
}

/** Names that may stand beside a term: romanisations, native names, club names, language names. */
function besideNames(): Set<string> {
  const out = new Set<string>();
  for (const rs of rulesets) for (const i of rs.items) if (i.romaji) out.add(i.romaji);
  for (const l of LOCALES) {
    out.add(LOCALE_INFO[l].nativeName);
    for (const rs of rulesets) for (const n of itemNames(l, rs.id)) if (n.club) out.add(n.club);
    const g = glossaryOf(l);
    for (const e of g?.entries ?? []) for (const b of e.beside ?? []) out.add(b);
    for (const a of g?.latin?.allow ?? []) out.add(a);
  }
  return out;
}

function rulesFor(locale: Locale, venues: string[], beside: Set<string>): LocaleRules {
  const names: string[] = [];
  for (const rs of rulesets) {
    const items = (resources[locale][rs.id] as ResourceTree).items as ResourceTree;
    for (const v of Object.values(items)) {
      const node = v as ResourceTree;
      names.push(node.name as string);
      if (node.tiers) names.push(...Object.values(node.tiers as ResourceTree).map(String));
    }
    // A preset's own names of items and of the rows it prints an item as (display data) are item names too.
    for (const p of Object.values(((resources[locale][rs.id] as ResourceTree).presets ?? {}) as ResourceTree)) {
      const node = p as ResourceTree;
      names.push(...Object.values((node.names ?? {}) as ResourceTree).map(String));
      for (const rows of Object.values((node.rows ?? {}) as ResourceTree))
        for (const r of Object.values(rows as ResourceTree)) names.push(String((r as ResourceTree).name));
    }
  }
  return { glossary: glossaryOf(locale)!, itemNames: names, venueStrings: venues, beside };
}

const venues = venueStrings();
const beside = besideNames();
const localeRules = new Map<string, LocaleRules>(withGlossary.map((l) => [LOCALE_INFO[l].tag, rulesFor(l, venues, beside)]));
/** Latin words that may stand in a Hindi text because they belong to a name beside a term or a venue. */
const besideWords = new Set([...beside, ...venues].flatMap((s) => s.match(LATIN_WORD) ?? []));

// ── The glossaries themselves ───────────────────────────────────────────────────────────────────

describe.each(withGlossary)('the %s glossary', (locale) => {
  const g = glossaryOf(locale) as Glossary;
  const ui = resources[locale].ui as ResourceTree;
  const defs = (ui.glossary as ResourceTree).defs as ResourceTree;

  it('names each concept once, in a known group, with its meaning in the ui strings', () => {
    const ids = g.entries.map((e) => e.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const e of g.entries) {
      expect(GLOSSARY_GROUPS, e.id).toContain(e.group);
      expect(typeof defs[e.id], `ui:glossary.defs.${e.id}`).toBe('string');
      expect(e.term.trim(), e.id).not.toBe('');
    }
  });

  it('never forbids its own term, and backs each decision with seed lines', () => {
    for (const e of g.entries) {
      for (const f of e.forbid ?? []) {
        expect(f.text.trim(), e.id).not.toBe('');
        expect(f.text, `${e.id}: the term itself`).not.toBe(e.term);
        for (const r of f.rulesets ?? []) expect(RULESET_IDS).toContain(r);
      }
      for (const s of e.decision?.seeds ?? []) {
        expect(s.seed, e.id).toMatch(/^\d{3}$/);
        expect(s.quote.trim(), e.id).not.toBe('');
      }
    }
  });

  it('has name rules for known rulesets and items', () => {
    for (const n of g.names) {
      expect(RULESET_IDS).toContain(n.ruleset);
      const ids = rulesets.find((r) => r.id === n.ruleset)!.items.map((i) => i.id);
      for (const id of Object.keys(n.forbid ?? {})) expect(ids, `${n.ruleset} › ${id}`).toContain(id);
    }
  });
});

// ── The text the project writes, at its source ──────────────────────────────────────────────────

describe.each(withGlossary)('%s resources and prose follow the glossary', (locale) => {
  const lang = LOCALE_INFO[locale].tag;
  const rules = localeRules.get(lang)!;
  const clubAllowed = glossaryOf(locale)!.names.some((n) => n.beside.includes('club'));

  it('no forbidden variant and, where the script is not Latin, no stray Latin word in any i18n string', () => {
    const problems: string[] = [];
    for (const [ns, tree] of Object.entries(resources[locale])) {
      const ruleset = RULESET_IDS.includes(ns) ? ns : undefined;
      for (const [key, text] of strings(tree)) {
        const where = `${ns}:${key}`;
        // A club's English name is what stands beside a Hindi name (the glossary allows it there).
        if (key.endsWith('.club')) {
          if (latinLocales.has(lang)) expect(clubAllowed, where).toBe(true);
          continue;
        }
        const found: Problem[] = forbiddenIn(text, rules, ruleset, where);
        if (latinLocales.has(lang)) found.push(...latinIn(text, rules, where));
        problems.push(...formatProblems(`src/i18n/locales/${locale}/${ns}.json`, found));
      }
    }
    expect(problems).toEqual([]);
  });

  it('no forbidden variant or stray Latin word in the prose pages', () => {
    const dir = join(root, 'content', 'prose', locale);
    const problems: string[] = [];
    for (const f of readdirSync(dir).filter((f) => /\.mdx?$/.test(f))) {
      // The front matter's title and description, then the body without Markdown marks.
      const [, front = '', body = ''] = /^---\n([\s\S]*?)\n---\n([\s\S]*)$/.exec(readFileSync(join(dir, f), 'utf8')) ?? [];
      const meta = front.split('\n').filter((l) => /^(title|description):/.test(l)).map((l) => l.replace(/^\w+:\s*/, ''));
      const text = [...meta, body.replace(/[*#_`]/g, '')].join('\n');
      const found = forbiddenIn(text, rules, undefined, f);
      if (latinLocales.has(lang)) found.push(...latinIn(text, rules, f));
      problems.push(...formatProblems(`content/prose/${locale}/${f}`, found));
    }
    expect(problems).toEqual([]);
  });
});

// ── The built pages, the calculator and the PDFs ────────────────────────────────────────────────

function htmlFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((d) =>
    d.isDirectory() ? htmlFiles(join(dir, d.name)) : d.name.endsWith('.html') ? [join(dir, d.name)] : [],
  );
}

/** The ruleset a page is about (reference page, calculator, venue guide), if any. */
function rulesetOf(html: string): string | undefined {
  const id = /\sdata-ruleset="([^"]+)"/.exec(html)?.[1];
  return id && RULESET_IDS.includes(id) ? id : undefined;
}

function checkPage(html: string): Problem[] {
  const lang = /<html[^>]*\slang="([^"]+)"/.exec(html)?.[1] ?? '';
  const segments: Segment[] = [...pageSegments(html), ...calcSegments(html)];
  return checkSegments(segments, localeRules, latinLocales, rulesetOf(html), lang);
}

describe('the built pages follow their locale\'s glossary', () => {
  beforeAll(() => {
    ensureBuilt();
  }, 600_000);

  it.each(withGlossary)('%s: every page, its calculator strings included', (locale) => {
    const files = [
      ...htmlFiles(join(dist, locale)),
      ...htmlFiles(join(dist, 'v')).filter((f) => f.endsWith(join(locale, 'index.html'))),
    ];
    expect(files.length).toBeGreaterThan(10);
    const problems = files.flatMap((f) => formatProblems(relative(dist, f), checkPage(readFileSync(f, 'utf8'))));
    expect(problems).toEqual([]);
  }, 120_000);

  it('has a glossary page per locale with a glossary, linked from the footer', () => {
    for (const locale of withGlossary) {
      const file = join(dist, locale, 'glossary', 'index.html');
      expect(existsSync(file), file).toBe(true);
      const html = readFileSync(file, 'utf8');
      for (const e of glossaryOf(locale)!.entries) expect(html, e.id).toContain(`data-concept="${e.id}"`);
      expect(readFileSync(join(dist, locale, 'index.html'), 'utf8')).toContain(`href="/${locale}/glossary/"`);
    }
  });
});

/** `pdftotext` of a PDF, or undefined when poppler is not installed. */
function pdfText(file: string): string | undefined {
  try {
    return execFileSync('pdftotext', ['-enc', 'UTF-8', file, '-'], { encoding: 'utf8' });
  } catch {
    return undefined;
  }
}

describe('the PDFs follow their locale\'s glossary', () => {
  const dir = join(dist, 'pdf');
  const pdfs = existsSync(dir) ? readdirSync(dir).filter((f) => f.endsWith('.pdf')) : [];
  const venueRuleset = new Map(
    readdirSync(join(root, 'content', 'venues'))
      .filter((f) => /\.ya?ml$/.test(f))
      .map((f) => [f.replace(/\.ya?ml$/, ''), (parseYaml(readFileSync(join(root, 'content', 'venues', f), 'utf8')) as { ruleset: string }).ruleset]),
  );

  it('text of every PDF (skipped when the build made none, or without pdftotext)', (ctx) => {
    if (pdfs.length === 0 || pdfText(join(dir, pdfs[0])) === undefined) {
      console.log('PDF check skipped: no PDFs in dist/pdf (a full `npm run build` makes them) or no pdftotext');
      ctx.skip();
      return;
    }
    const problems: string[] = [];
    for (const f of pdfs) {
      const m = /^(.+)\.([a-z]{2})\.pdf$/.exec(f);
      if (!m) continue;
      const [, name, locale] = m;
      const rules = localeRules.get(LOCALE_INFO[locale as Locale]?.tag ?? '');
      if (!rules) continue;
      const ruleset = RULESET_IDS.includes(name) ? name : venueRuleset.get(name);
      // Lines joined: a phrase may wrap; venue strings removed word by word (the sheet wraps them too).
      const text = pdfText(join(dir, f))!.replace(/\s+/g, ' ');
      const found = forbiddenIn(text, rules, ruleset, 'pdf');
      if (latinLocales.has(LOCALE_INFO[locale as Locale].tag)) found.push(...latinIn(text, { ...rules, venueStrings: [] }, 'pdf', besideWords));
      problems.push(...formatProblems(`pdf/${f}`, found));
    }
    expect(problems).toEqual([]);
  }, 120_000);
});

// ── The checker can fail ────────────────────────────────────────────────────────────────────────

describe('the checker finds what it must', () => {
  const page = (lang: string, body: string) => `<!doctype html><html lang="${lang}"><head><title>Hé Fēn</title></head><body>${body}</body></html>`;

  it('a forbidden variant, and not one in venue text or in an item name that may hold it', () => {
    if (!localeRules.has('id')) return;
    const p = checkPage(page('id', '<p>Menang dengan tile terakhir.</p><p data-venue-text>tile dari venue</p><p>Own Flower dan Flowers & Seasons</p>'));
    expect(p.map((x) => x.word).sort()).toEqual(['Flowers', 'Flowers & Seasons', 'Seasons', 'tile'].sort());
  });

  it('a Latin word in a Hindi sentence, but not tile notation, EMA, a romanisation beside its name or a venue name', () => {
    if (!localeRules.has('hi')) return;
    const p = checkPage(
      page('hi', '<p>Chinitsu, Honitsu की जगह लेता है; 123m और EMA ठीक हैं।</p><span lang="ja-Latn">Chinitsu</span><p>Demo Mahjong Club की शीट</p>'),
    );
    expect(p.map((x) => x.word)).toEqual(['Chinitsu', 'Honitsu']);
    expect(checkPage(page('hi', '<span lang="ja-Latn">Not a romaji</span>')).map((x) => x.kind)).toEqual(['beside']);
  });

  it('a variant planted in a built page', () => {
    const file = join(dist, 'id', 'hong-kong', 'index.html');
    if (!existsSync(file) || !localeRules.has('id')) return;
    const html = readFileSync(file, 'utf8').replace('</main>', '<p>Dealer membayar Discard.</p></main>');
    expect(checkPage(html).map((x) => x.word)).toEqual(expect.arrayContaining(['Dealer', 'Discard']));
  }, 60_000);
});
