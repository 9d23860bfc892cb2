/**
 * The files a built page needs, read from `dist/` (no browser): its stylesheets, scripts (every module
 * they import, statically or dynamically: the calculator's chunks, the search code), preloaded files,
 * icons, and the fonts its stylesheets name — except the faces of a family only `:lang(x)` rules use,
 * for a page of another language (an English page never fetches `Hefen Deva`). The service worker's
 * precache (scripts/service-worker.ts) is the union of these over a locale's pages.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { withoutBase } from '../../src/lib/address.ts';

const HTML_REFS = [
  /<link\b[^>]*\brel="(?:stylesheet|modulepreload|preload|icon|apple-touch-icon|manifest)"[^>]*\bhref="([^"]+)"/g,
  /<link\b[^>]*\bhref="([^"]+)"[^>]*\brel="(?:stylesheet|modulepreload|preload|icon|apple-touch-icon|manifest)"/g,
  /<script\b[^>]*\bsrc="([^"]+)"/g,
  /\b(?:component|renderer)-url="([^"]+)"/g,
  /\bimport\s*\(?\s*["']([^"']+\.m?js)["']/g,
];
const JS_REFS = [
  /\bimport\s*(?:[\w*${}\s,]+from\s*)?["']([^"']+)["']/g,
  /\bexport\s*(?:\*|\{[^}]*\})\s*from\s*["']([^"']+)["']/g,
  /\bimport\s*\(\s*["'`]([^"'`$]+)["'`]\s*\)/g,
  // Vite's preload map: `__vite__mapDeps` lists the chunks (and stylesheets) a dynamic import loads.
  /["'](_astro\/[^"']+\.(?:js|css))["']/g,
];
const CSS_URL = /url\(\s*['"]?([^'")]+)['"]?\s*\)/g;

/** A reference of a page or file as a path below dist/, or null (another origin, data:, outside). */
function resolveRef(dist: string, from: string, ref: string, base: string): string | null {
  const r = ref.replace(/&amp;/g, '&');
  if (/^([a-z]+:)?\/\//i.test(r) || /^(data|blob|mailto|tel|javascript):/i.test(r) || r.startsWith('#')) return null;
  const path = r.split(/[?#]/)[0];
  let abs: string;
  if (path.startsWith('/')) {
    const inside = withoutBase(base, path);
    if (inside === null) return null;
    abs = join(dist, inside);
  } else if (path.startsWith('_astro/')) abs = join(dist, path);
  else abs = resolve(dirname(from), path);
  const rel = relative(dist, abs);
  return rel.startsWith('..') ? null : rel;
}

/** The @font-face rules of a stylesheet, and the language tags of the families only `:lang()` rules name. */
function cssFonts(css: string): { faces: { family: string; urls: string[] }[]; scoped: Map<string, Set<string>>; urls: string[] } {
  const faces: { family: string; urls: string[] }[] = [];
  const noComments = css.replace(/\/\*[\s\S]*?\*\//g, '');
  for (const m of noComments.matchAll(/@font-face\s*\{([^}]*)\}/g)) {
    const family = /font-family\s*:\s*(['"]?)([^;'"]+)\1/.exec(m[1])?.[2].trim();
    if (!family) continue;
    faces.push({ family, urls: [...m[1].matchAll(CSS_URL)].map((u) => u[1]).filter((u) => !u.startsWith('data:')) });
  }
  const rules = noComments.replace(/@font-face\s*\{[^}]*\}/g, '');
  // Other files the rules name (an image), always needed.
  const urls = [...rules.matchAll(CSS_URL)].map((u) => u[1]).filter((u) => !u.startsWith('data:'));
  const scoped = new Map<string, Set<string>>();
  const unscoped = new Set<string>();
  for (const m of rules.matchAll(/([^{}]+)\{([^{}]*)\}/g)) {
    const selector = m[1];
    const langs = [...selector.matchAll(/:lang\(\s*['"]?([\w-]+)['"]?\s*\)|\[lang\s*[|~]?=\s*['"]?([\w-]+)['"]?\]/g)].map((x) => (x[1] ?? x[2]).toLowerCase());
    for (const f of new Set(faces.map((x) => x.family))) {
      if (!new RegExp(`['"]${f.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}['"]`).test(m[2])) continue;
      if (langs.length) for (const l of langs) (scoped.get(f) ?? scoped.set(f, new Set()).get(f)!).add(l);
      else unscoped.add(f);
    }
  }
  for (const f of unscoped) scoped.delete(f);
  return { faces, scoped, urls };
}

/** Whether a face scoped to `tags` is drawn on a page of language `lang` (`hi` for `hi`, `pt` for `pt-br`). */
function langMatches(tags: Set<string>, lang: string): boolean {
  const l = lang.toLowerCase();
  for (const t of tags) if (t === l || l.startsWith(`${t}-`)) return true;
  return false;
}

/** What a file needs (its imports, its stylesheet's fonts for a language), remembered across pages. */
export type AssetMemo = Map<string, string[]>;

function fileDeps(dist: string, rel: string, base: string, lang: string, memo: AssetMemo): string[] {
  const key = `${lang}\0${rel}`;
  const known = memo.get(key);
  if (known) return known;
  const file = join(dist, rel);
  const deps: string[] = [];
  if (/\.m?js$/.test(rel)) {
    const text = readFileSync(file, 'utf8');
    for (const re of JS_REFS)
      for (const m of text.matchAll(re)) {
        const g = resolveRef(dist, file, m[1], base);
        if (g && /\.(m?js|css)$/.test(g)) deps.push(g);
      }
  } else if (rel.endsWith('.css')) {
    const { faces, scoped, urls } = cssFonts(readFileSync(file, 'utf8'));
    for (const u of urls) {
      const g = resolveRef(dist, file, u, base);
      if (g) deps.push(g);
    }
    for (const face of faces) {
      const tags = scoped.get(face.family);
      if (tags && !langMatches(tags, lang)) continue;
      for (const u of face.urls) {
        const g = resolveRef(dist, file, u, base);
        if (g) deps.push(g);
      }
    }
  }
  memo.set(key, deps);
  return deps;
}

/** Every file below dist/ a page needs (paths relative to dist/), the page itself excluded. */
export function pageAssets(dist: string, htmlFile: string, base: string, lang: string, memo: AssetMemo = new Map()): Set<string> {
  const html = readFileSync(htmlFile, 'utf8');
  // The references are in the head and in island attributes; one pass per pattern.
  const out = new Set<string>();
  const queue: string[] = [];
  for (const re of HTML_REFS)
    for (const m of html.matchAll(re)) {
      const f = resolveRef(dist, htmlFile, m[1], base);
      if (f) queue.push(f);
    }
  while (queue.length) {
    const rel = queue.shift()!;
    if (out.has(rel)) continue;
    if (!memo.has(`exists\0${rel}`)) {
      if (!existsSync(join(dist, rel))) throw new Error(`${relative(dist, htmlFile)} needs ${rel}, which is not in dist/`);
      memo.set(`exists\0${rel}`, []);
    }
    out.add(rel);
    queue.push(...fileDeps(dist, rel, base, lang, memo));
  }
  return out;
}
