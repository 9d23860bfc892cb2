/**
 * PDFs written by `npm run build` (scripts/pdf.ts): one per venue sheet and locale, one per ruleset
 * reference page and locale. Pages link them only when the build writes them (not with `--no-pdf` /
 * env HEFEN_NO_PDF=1), so a build without PDFs has no dead links. `--pdf-only <slug>[,<slug>…]` /
 * env HEFEN_PDF_ONLY writes only the PDFs of those venues or rulesets, and only they are linked.
 */
export function pdfEnabled(slug?: string): boolean {
  if (process.env.HEFEN_NO_PDF === '1') return false;
  const only = pdfOnly();
  return only === null || (slug !== undefined && only.includes(slug));
}

/** The venue slugs / ruleset ids of `HEFEN_PDF_ONLY` (comma-separated), or null: every PDF. */
export function pdfOnly(): string[] | null {
  const v = process.env.HEFEN_PDF_ONLY?.trim();
  return v ? v.split(',').map((s) => s.trim()).filter(Boolean) : null;
}
