/**
 * Is the built site in dist/ whole, fit to publish?
 *
 *   dist/.incomplete   written by the build before it empties dist/ and kept until the very end; a
 *                      build that fails or is interrupted (even by SIGKILL) leaves it: dist/ is then
 *                      not to be published (`npm run verify` and the tests refuse it). A build that
 *                      finishes removes it.
 *   PDF links          every link to `…/pdf/<name>.pdf` in dist/**\/*.html must find dist/pdf/<name>.pdf,
 *                      a whole PDF (`%PDF-` … `%%EOF`).
 *   images             every image a page's head names — `og:image`, `twitter:image`, the icons
 *                      (`<link rel="icon" | "apple-touch-icon">`) — must be in dist/ under the site's
 *                      base; a PNG must be whole (signature, IHDR, IEND), and an `og:image` exactly
 *                      the `og:image:width` × `og:image:height` the page declares (the preview images
 *                      of scripts/preview.ts: 1200×630).
 *
 * The link check reads the file name after the last `/pdf/` of an address, so it holds whatever
 * prefix (base path, origin) the pages put before it.
 */
import { closeSync, existsSync, openSync, readdirSync, readFileSync, readSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { withoutBase } from '../../src/lib/address.ts';
import { builtAddress } from './built-address.ts';
import { pngDefect, pngSize } from './pdf-cache.ts';

export const INCOMPLETE_MARKER = '.incomplete';

export function incompleteMarker(dist: string): string {
  return join(dist, INCOMPLETE_MARKER);
}

/** Mark dist/ as not fit to publish, saying why. */
export function markIncomplete(dist: string, why: string): void {
  if (!existsSync(dist)) return;
  writeFileSync(
    incompleteMarker(dist),
    `This site is incomplete — do not publish it.\n${why}\nWritten ${new Date().toISOString()} by pid ${process.pid}; a build that finishes removes it.\n`,
  );
}

export function clearIncomplete(dist: string): void {
  rmSync(incompleteMarker(dist), { force: true });
}

export function isIncomplete(dist: string): boolean {
  return existsSync(incompleteMarker(dist));
}

/** Every HTML file below `dir`. */
function htmlFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && e.name.endsWith('.html'))
    .map((e) => join(e.parentPath, e.name));
}

const PDF_LINK = /\b(?:href|src|data)\s*=\s*["']([^"']*\/pdf\/([^"'/?#]+\.pdf))(?:[?#][^"']*)?["']/gi;

/** A check of each page's text: `visit` is given every HTML page of dist/ (its path in dist/ and its text). */
type PageVisit = (page: string, html: string) => void;

/** Every HTML page of dist/, read once, given to each visit (the checks share one read of the site). */
function eachPage(dist: string, visits: readonly PageVisit[]): void {
  for (const file of htmlFiles(dist)) {
    const html = readFileSync(file, 'utf8');
    const page = relative(dist, file);
    for (const visit of visits) visit(page, html);
  }
}

/** The PDF links of the pages visited: file name in dist/pdf/ → the pages (paths in dist/) that link it. */
function pdfLinkCollector(): { visit: PageVisit; links: Map<string, string[]> } {
  const links = new Map<string, string[]>();
  const visit: PageVisit = (page, html) => {
    for (const m of html.matchAll(PDF_LINK)) {
      const name = decodeURIComponent(m[2]);
      const pages = links.get(name) ?? [];
      if (!pages.includes(page)) pages.push(page);
      links.set(name, pages);
    }
  };
  return { visit, links };
}

/** The PDFs the pages link: file name in dist/pdf/ → the pages (paths in dist/) that link it. */
export function pdfLinks(dist: string): Map<string, string[]> {
  const c = pdfLinkCollector();
  eachPage(dist, [c.visit]);
  return c.links;
}

/** Whether a file is a whole PDF, reading only its first and last bytes. */
function pdfFileDefect(file: string): string | null {
  const size = statSync(file).size;
  if (size < 64) return `${size} bytes`;
  const fd = openSync(file, 'r');
  try {
    const head = Buffer.alloc(5);
    readSync(fd, head, 0, 5, 0);
    if (head.toString('latin1') !== '%PDF-') return 'no %PDF- header';
    const n = Math.min(1024, size);
    const tail = Buffer.alloc(n);
    readSync(fd, tail, 0, n, size - n);
    if (!/%%EOF\s*$/.test(tail.toString('latin1'))) return 'no %%EOF at its end';
  } finally {
    closeSync(fd);
  }
  return null;
}

export interface MissingPdf {
  /** File name in dist/pdf/. */
  name: string;
  /** What is wrong: missing, or not a whole PDF. */
  reason: string;
  /** Pages that link it. */
  pages: string[];
}

/** The linked PDFs (`links`: default, those of dist/'s pages) that are not in dist/pdf/ as whole files. */
export function missingPdfs(dist: string, links: ReadonlyMap<string, string[]> = pdfLinks(dist)): MissingPdf[] {
  const out: MissingPdf[] = [];
  for (const [name, pages] of [...links].sort(([a], [b]) => a.localeCompare(b))) {
    const file = join(dist, 'pdf', name);
    const reason = existsSync(file) ? pdfFileDefect(file) : 'missing';
    if (reason) out.push({ name, reason, pages: pages.sort() });
  }
  return out;
}

const HEAD_IMAGE =
  /<meta\s+(?:property|name)="(og:image|og:image:width|og:image:height|twitter:image)"\s+content="([^"]*)"|<link\s+rel="(?:icon|apple-touch-icon)"\s+href="([^"]+)"/g;

export interface MissingImage {
  /** Path in dist/ (`og/hi/venues/demo.png`). */
  name: string;
  reason: string;
  pages: string[];
}

/** The images the pages' heads name that dist/ does not hold whole, at the size their pages declare. */
export function missingImages(dist: string): MissingImage[] {
  const c = imageChecker(dist);
  eachPage(dist, [c.visit]);
  return c.result();
}

/** The image check of the pages visited (`missingImages`): `result` once every page was. */
function imageChecker(dist: string): { visit: PageVisit; result: () => MissingImage[] } {
  const { origin, base } = builtAddress(dist);
  const found = new Map<string, MissingImage>();
  const problem = (name: string, reason: string, page: string) => {
    const m = found.get(`${name}\0${reason}`) ?? { name, reason, pages: [] };
    if (!m.pages.includes(page)) m.pages.push(page);
    found.set(`${name}\0${reason}`, m);
  };
  const checked = new Map<string, { defect: string | null; size: { width: number; height: number } | null }>();
  const visit: PageVisit = (page, html) => {
    const declared: Record<string, string> = {};
    const images: { url: string; og: boolean }[] = [];
    for (const m of html.matchAll(HEAD_IMAGE)) {
      if (m[3]) images.push({ url: m[3], og: false });
      else if (m[1] === 'og:image' || m[1] === 'twitter:image') images.push({ url: m[2], og: m[1] === 'og:image' });
      else declared[m[1]] = m[2];
    }
    for (const { url, og } of images) {
      const u = new URL(url.replace(/&amp;/g, '&'), `${origin}${base}`);
      const inside = u.origin === origin ? withoutBase(base, decodeURIComponent(u.pathname)) : null;
      if (!inside) {
        problem(url, `not under the site's address ${origin}${base}`, page);
        continue;
      }
      const name = inside.slice(1);
      const path = join(dist, name);
      if (!checked.has(name)) {
        if (!existsSync(path)) checked.set(name, { defect: 'missing', size: null });
        else if (name.endsWith('.png')) {
          const data = readFileSync(path);
          checked.set(name, { defect: pngDefect(data), size: pngSize(data) });
        } else checked.set(name, { defect: statSync(path).size > 0 ? null : 'empty', size: null });
      }
      const c = checked.get(name)!;
      if (c.defect) problem(name, c.defect, page);
      else if (og && declared['og:image:width'] && c.size && (String(c.size.width) !== declared['og:image:width'] || String(c.size.height) !== declared['og:image:height']))
        problem(name, `${c.size.width}×${c.size.height}, the page declares ${declared['og:image:width']}×${declared['og:image:height']}`, page);
    }
  };
  return { visit, result: () => [...found.values()].sort((a, b) => a.name.localeCompare(b.name)) };
}

/** Both checks of dist/ in one read of its pages: the linked PDFs missing, the images missing, and how many PDFs the pages link. */
export function siteProblems(dist: string): { missing: MissingPdf[]; images: MissingImage[]; linked: number } {
  const links = pdfLinkCollector();
  const images = imageChecker(dist);
  eachPage(dist, [links.visit, images.visit]);
  return { missing: missingPdfs(dist, links.links), images: images.result(), linked: links.links.size };
}

/**
 * The verdict on a dist/ that must not be published: "The site in dist/ is incomplete: N PDFs missing
 * — do not publish it." (or "N images", "N PDFs and M images"), with the files and the pages that name them.
 */
export function incompleteMessage(missing: readonly MissingPdf[], images: readonly MissingImage[] = []): string {
  const n = missing.length;
  const counts = [n ? `${n} PDF${n === 1 ? '' : 's'}` : '', images.length ? `${images.length} image${images.length === 1 ? '' : 's'}` : ''].filter(Boolean);
  const head = counts.length
    ? `The site in dist/ is incomplete: ${counts.join(' and ')} missing — do not publish it.`
    : 'The site in dist/ is incomplete — do not publish it.';
  const from = (pages: string[]) => `${pages.slice(0, 2).join(', ')}${pages.length > 2 ? ` and ${pages.length - 2} more` : ''}`;
  const list = [
    ...missing.map((m) => `  pdf/${m.name}: ${m.reason} (linked from ${from(m.pages)})`),
    ...images.map((m) => `  ${m.name}: ${m.reason} (named by ${from(m.pages)})`),
  ];
  const shown = list.slice(0, 10);
  if (list.length > 10) shown.push(`  … and ${list.length - 10} more`);
  return [head, ...shown, `(dist/${INCOMPLETE_MARKER} marks it; a build that finishes removes it.)`].join('\n');
}

/** The same verdict for a dist/ as it is now (its marker, its PDF links and its images). */
export function incompleteNow(dist: string): string {
  let missing: MissingPdf[] = [];
  let images: MissingImage[] = [];
  try {
    ({ missing, images } = siteProblems(dist));
  } catch {
    /* dist/ half gone: say it without a count */
  }
  return incompleteMessage(missing, images);
}

export class IncompleteSiteError extends Error {
  readonly missing: MissingPdf[];
  readonly images: MissingImage[];
  constructor(missing: MissingPdf[], cause?: string, images: MissingImage[] = []) {
    super(`${cause ? `${cause}\n\n` : ''}${incompleteMessage(missing, images)}`);
    this.name = 'IncompleteSiteError';
    this.missing = missing;
    this.images = images;
  }
}

/** Throws IncompleteSiteError when a page's head names an image that dist/ does not hold whole. */
export function checkImageLinks(dist: string, cause?: string): void {
  const images = missingImages(dist);
  if (images.length) throw new IncompleteSiteError([], cause, images);
}

/** Both checks: every linked PDF and every image the heads name is there (the build's last word). */
export function checkSiteFiles(dist: string, cause?: string): void {
  const { missing, images } = siteProblems(dist);
  if (missing.length || images.length) throw new IncompleteSiteError(missing, cause, images);
}

/** Throws IncompleteSiteError when a page links a PDF that dist/pdf/ does not hold whole. */
export function checkPdfLinks(dist: string, cause?: string): void {
  const missing = missingPdfs(dist);
  if (missing.length) throw new IncompleteSiteError(missing, cause);
}
