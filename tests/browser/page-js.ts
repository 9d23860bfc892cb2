/**
 * The JavaScript a built page loads: every script the HTML references (`<script src>`, module
 * preloads, an island's `component-url` / `renderer-url`, inline module imports), then every file
 * those import, recursively — static `import … from`, side-effect `import "…"`, dynamic `import("…")`
 * and Vite's preload map — with each file's gzip size. Pure Node (no browser).
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { withoutBase } from '../../src/lib/address.ts';
import { builtAddress } from '../../scripts/lib/built-address.ts';

export interface PageJs {
  /** Files (paths below dist), in discovery order. */
  files: string[];
  /** gzip size (level 9) of each file. */
  gzip: Record<string, number>;
  /** Sum of the gzip sizes. */
  total: number;
}

const HTML_REFS = [
  /<script\b[^>]*\bsrc="([^"]+\.m?js)"/g,
  /<link\b[^>]*\brel="modulepreload"[^>]*\bhref="([^"]+)"/g,
  /\b(?:component|renderer)-url="([^"]+)"/g,
  /\bimport\s*\(?\s*["']([^"']+\.m?js)["']/g,
];
const JS_REFS = [
  /\bimport\s*(?:[\w*${}\s,]+from\s*)?["']([^"']+)["']/g,
  /\bexport\s*(?:\*|\{[^}]*\})\s*from\s*["']([^"']+)["']/g,
  /\bimport\s*\(\s*["']([^"']+)["']\s*\)/g,
  // Vite's preload map: `__vite__mapDeps` lists the chunks a dynamic import loads.
  /["'](_astro\/[^"']+\.js)["']/g,
];

/** Resolve a reference against the site root (`/x.js` below the base, `_astro/x.js`) or the referring file. */
function resolveRef(dist: string, from: string, ref: string, base: string): string | null {
  if (/^(https?:)?\/\//.test(ref) || ref.startsWith('data:')) return null;
  const path = ref.split(/[?#]/)[0];
  if (path.startsWith('/')) return join(dist, withoutBase(base, path) ?? path);
  if (path.startsWith('_astro/')) return join(dist, path);
  if (path.startsWith('.')) return resolve(dirname(from), path);
  return null;
}

export interface PageJsOptions {
  /** Follow dynamic `import()`s and Vite's preload map too (default), or only what loads with the page. */
  dynamic?: boolean;
}

/** Static imports only: what a page runs before anything is used. */
const STATIC_JS_REFS = JS_REFS.slice(0, 2);

export function pageJs(dist: string, htmlFile: string, opts: PageJsOptions = {}): PageJs {
  const refs = opts.dynamic === false ? STATIC_JS_REFS : JS_REFS;
  const { base } = builtAddress(dist);
  const html = readFileSync(htmlFile, 'utf8');
  const queue: string[] = [];
  for (const re of HTML_REFS) for (const m of html.matchAll(re)) {
    const f = resolveRef(dist, htmlFile, m[1].replace(/&amp;/g, '&'), base);
    if (f) queue.push(f);
  }
  const seen = new Set<string>();
  const files: string[] = [];
  const gzip: Record<string, number> = {};
  while (queue.length) {
    const f = queue.shift()!;
    if (seen.has(f)) continue;
    seen.add(f);
    if (!existsSync(f)) throw new Error(`${relative(dist, htmlFile)} references ${relative(dist, f)}, which is not in dist/`);
    const src = readFileSync(f);
    const rel = relative(dist, f);
    files.push(rel);
    gzip[rel] = gzipSync(src, { level: 9 }).length;
    const text = src.toString('utf8');
    for (const re of refs) for (const m of text.matchAll(re)) {
      const g = resolveRef(dist, f, m[1], base);
      if (g && /\.m?js$/.test(g)) queue.push(g);
    }
  }
  return { files, gzip, total: Object.values(gzip).reduce((a, b) => a + b, 0) };
}
