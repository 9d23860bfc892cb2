/**
 * A link check of a served site, as a browser and a phone would follow it: from every page of a built
 * `dist/`, every address the page names — `href` and `src` (links, stylesheets, scripts, the icon,
 * canonical and hreflang links), `srcset`, a redirect's `<meta http-equiv="refresh">`, a QR code's
 * `data-url`, `url(…)` — is fetched from the server, and so is every address those name in turn
 * (`url(…)` of a stylesheet: the fonts; the imports of a script). An address of the site's public
 * origin (a canonical link, a QR code) is fetched from the local server at the same path.
 */
import { readdirSync } from 'node:fs';
import { relative, sep } from 'node:path';
import type { StaticServer } from '../../scripts/lib/static-server.ts';
import { siteAddress } from '../../src/lib/address.ts';

export interface Problem {
  /** The page or file that names the address. */
  from: string;
  /** The address as written. */
  ref: string;
  /** Why it does not work: an HTTP status, or that it lies outside the base path. */
  reason: string;
}

export interface CrawlReport {
  /** Addresses fetched (pages, assets, redirects), each once. */
  fetched: number;
  /** How many addresses were named, by kind of file that named them. */
  named: { html: number; css: number; js: number };
  problems: Problem[];
}

const decode = (s: string) => s.replace(/&amp;/g, '&').replace(/&quot;/g, '"').replace(/&#39;/g, "'");

/** The addresses an HTML page names. */
export function htmlRefs(html: string): string[] {
  const out: string[] = [];
  for (const m of html.matchAll(/\s(?:href|src|data-url)="([^"]*)"/g)) out.push(decode(m[1]));
  for (const m of html.matchAll(/\ssrcset="([^"]*)"/g))
    for (const part of decode(m[1]).split(',')) if (part.trim()) out.push(part.trim().split(/\s+/)[0]);
  for (const m of html.matchAll(/<meta http-equiv="refresh" content="\d+;\s*url=([^"]*)"/g)) out.push(decode(m[1]));
  for (const m of html.matchAll(/url\(\s*['"]?([^'")\s]+)['"]?\s*\)/g)) out.push(decode(m[1]));
  return out;
}

/** The addresses a stylesheet names (`url(…)`, `@import`). */
export function cssRefs(css: string): string[] {
  return [
    ...[...css.matchAll(/url\(\s*['"]?([^'")\s]+)['"]?\s*\)/g)].map((m) => m[1]),
    ...[...css.matchAll(/@import\s+['"]([^'"]+)['"]/g)].map((m) => m[1]),
  ];
}

/** The modules a script imports (static, side-effect, dynamic, re-exports). */
export function jsRefs(js: string): string[] {
  return [
    ...js.matchAll(/\bimport\s*(?:[\w*${}\s,]+from\s*)?["']([^"']+)["']/g),
    ...js.matchAll(/\bexport\s*(?:\*|\{[^}]*\})\s*from\s*["']([^"']+)["']/g),
    ...js.matchAll(/\bimport\s*\(\s*["']([^"']+)["']\s*\)/g),
  ]
    .map((m) => m[1])
    .filter((s) => /^(\.{0,2}\/)/.test(s));
}

/** Every page of a built site as a path below the base: `dist/en/riichi/index.html` → `/en/riichi/`. */
export function builtPages(dist: string): string[] {
  return readdirSync(dist, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && e.name === 'index.html')
    .map((e) => {
      const dir = relative(dist, e.parentPath).split(sep).join('/');
      return dir ? `/${dir}/` : '/';
    })
    .sort();
}

/**
 * Fetch every page of `dist` from `server`, then everything they name, recursively (within the site).
 * `site` is the public address the site was built for: its addresses are fetched locally.
 */
export async function crawl(server: StaticServer, dist: string, site: string): Promise<CrawlReport> {
  const publicSite = new URL(siteAddress(site).href);
  const seen = new Set<string>();
  const queue: { url: URL; from: string; ref: string }[] = [];
  const problems: Problem[] = [];
  const named = { html: 0, css: 0, js: 0 };
  const show = (u: URL) => u.href.replace(server.origin, '');

  const add = (url: URL, from: string, ref: string) => {
    const key = url.origin + url.pathname + url.search;
    if (seen.has(key)) return;
    seen.add(key);
    queue.push({ url: new URL(key), from, ref });
  };

  const follow = (ref: string, from: URL) => {
    if (!ref || ref.startsWith('#') || /^(data|mailto|tel|javascript):/i.test(ref)) return;
    let url: URL;
    try {
      url = new URL(ref, from);
    } catch {
      problems.push({ from: show(from), ref, reason: 'not an address' });
      return;
    }
    if (url.origin === publicSite.origin) {
      // The public address (canonical, hreflang, QR code): the same path on the local server.
      if (!(url.origin + url.pathname).startsWith(publicSite.href)) {
        problems.push({ from: show(from), ref, reason: `on the site's host but not under its address ${publicSite.href}` });
        return;
      }
      url = new URL(url.pathname + url.search, server.origin);
    }
    if (url.origin !== server.origin) return; // another site (a rule source)
    add(url, show(from), ref);
  };

  const fetchOne = async ({ url, from, ref }: (typeof queue)[number]) => {
    if (!url.pathname.startsWith(server.base)) {
      problems.push({ from, ref, reason: `outside the base ${server.base}` });
      return;
    }
    const res = await fetch(url, { redirect: 'follow' });
    if (res.status !== 200) {
      problems.push({ from, ref, reason: `HTTP ${res.status}` });
      await res.body?.cancel();
      return;
    }
    const type = res.headers.get('content-type') ?? '';
    const kind = type.startsWith('text/html') ? 'html' : type.startsWith('text/css') ? 'css' : type.startsWith('text/javascript') ? 'js' : null;
    if (!kind) {
      await res.body?.cancel();
      return;
    }
    const body = await res.text();
    const refs = kind === 'html' ? htmlRefs(body) : kind === 'css' ? cssRefs(body) : jsRefs(body);
    named[kind] += refs.length;
    for (const r of refs) follow(r, url);
  };

  for (const p of builtPages(dist)) add(new URL(server.url(p)), '(dist/)', p);
  // A few fetches at a time, until nothing new is named.
  const worker = async () => {
    for (let job = queue.shift(); job; job = queue.shift()) await fetchOne(job);
  };
  while (queue.length) await Promise.all(Array.from({ length: 8 }, worker));
  return { fetched: seen.size, named, problems };
}
