/**
 * PDFs written by `npm run build` (scripts/pdf.ts): one per venue sheet and locale, one per ruleset
 * reference page and locale. Pages link them only when the build writes them (not with `--no-pdf` /
 * env HEFEN_NO_PDF=1), so a build without PDFs has no dead links.
 */
export function pdfEnabled(): boolean {
  return process.env.HEFEN_NO_PDF !== '1';
}
