/**
 * Is the built site in dist/ whole, fit to publish?
 *
 *   dist/.incomplete   written by the build before it empties dist/ and kept until the very end; a
 *                      build that fails or is interrupted (even by SIGKILL) leaves it: dist/ is then
 *                      not to be published (`npm run verify` and the tests refuse it). A build that
 *                      finishes removes it.
 *   PDF links          every link to `…/pdf/<name>.pdf` in dist/**\/*.html must find dist/pdf/<name>.pdf,
 *                      a whole PDF (`%PDF-` … `%%EOF`).
 *
 * The link check reads the file name after the last `/pdf/` of an address, so it holds whatever
 * prefix (base path, origin) the pages put before it.
 */
import { closeSync, existsSync, openSync, readdirSync, readFileSync, readSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';

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

/** The PDFs the pages link: file name in dist/pdf/ → the pages (paths in dist/) that link it. */
export function pdfLinks(dist: string): Map<string, string[]> {
  const links = new Map<string, string[]>();
  for (const file of htmlFiles(dist)) {
    const html = readFileSync(file, 'utf8');
    for (const m of html.matchAll(PDF_LINK)) {
      const name = decodeURIComponent(m[2]);
      const pages = links.get(name) ?? [];
      const page = relative(dist, file);
      if (!pages.includes(page)) pages.push(page);
      links.set(name, pages);
    }
  }
  return links;
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

/** The linked PDFs that are not in dist/pdf/ as whole files. */
export function missingPdfs(dist: string): MissingPdf[] {
  const out: MissingPdf[] = [];
  for (const [name, pages] of [...pdfLinks(dist)].sort(([a], [b]) => a.localeCompare(b))) {
    const file = join(dist, 'pdf', name);
    const reason = existsSync(file) ? pdfFileDefect(file) : 'missing';
    if (reason) out.push({ name, reason, pages: pages.sort() });
  }
  return out;
}

/**
 * The verdict on a dist/ that must not be published: "The site in dist/ is incomplete: N PDFs missing
 * — do not publish it.", with the PDFs and the pages that link them.
 */
export function incompleteMessage(missing: readonly MissingPdf[]): string {
  const n = missing.length;
  const head = n
    ? `The site in dist/ is incomplete: ${n} PDF${n === 1 ? '' : 's'} missing — do not publish it.`
    : 'The site in dist/ is incomplete — do not publish it.';
  const list = missing
    .slice(0, 10)
    .map((m) => `  pdf/${m.name}: ${m.reason} (linked from ${m.pages.slice(0, 2).join(', ')}${m.pages.length > 2 ? ` and ${m.pages.length - 2} more` : ''})`);
  if (n > 10) list.push(`  … and ${n - 10} more`);
  return [head, ...list, `(dist/${INCOMPLETE_MARKER} marks it; a build that finishes removes it.)`].join('\n');
}

/** The same verdict for a dist/ as it is now (its marker and its PDF links). */
export function incompleteNow(dist: string): string {
  let missing: MissingPdf[] = [];
  try {
    missing = missingPdfs(dist);
  } catch {
    /* dist/ half gone: say it without a count */
  }
  return incompleteMessage(missing);
}

export class IncompleteSiteError extends Error {
  readonly missing: MissingPdf[];
  constructor(missing: MissingPdf[], cause?: string) {
    super(`${cause ? `${cause}\n\n` : ''}${incompleteMessage(missing)}`);
    this.name = 'IncompleteSiteError';
    this.missing = missing;
  }
}

/** Throws IncompleteSiteError when a page links a PDF that dist/pdf/ does not hold whole. */
export function checkPdfLinks(dist: string, cause?: string): void {
  const missing = missingPdfs(dist);
  if (missing.length) throw new IncompleteSiteError(missing, cause);
}
