/**
 * The Content-Security-Policy of the pages (Astro's `security.csp`, astro.config.mjs): Astro hashes the
 * scripts and styles it bundles; an inline script or style a page writes itself (the root page's
 * language choice, a sheet's print sizes) is hashed here and its hash added to that page's policy
 * (`Astro.csp.insertScriptHash` / `insertStyleHash`). Nothing else may run or style inline: the pages
 * carry no style attribute and no event-handler attribute.
 */
import { createHash } from 'node:crypto';

/** The CSP source of a text: `'sha256-…'` without the quotes, as Astro's insert… functions take it. */
export function cspHash(text: string): `sha256-${string}` {
  return `sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}`;
}

/** The directives of every page beside Astro's script-src and style-src (which it writes from hashes). */
export const CSP_DIRECTIVES = [
  "default-src 'self'",
  // The Devanagari stand-in face is a data: URL inside the stylesheet (src/integrations/fonts.mjs).
  "font-src 'self' data:",
  "img-src 'self' data:",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
] as const;

/** Added to the script-src of the pages that load search: Pagefind compiles WebAssembly. */
export const WASM = "'wasm-unsafe-eval'";
