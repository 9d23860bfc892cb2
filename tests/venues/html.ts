/** Reading the built venue pages in tests: text of an element, of each item, of table rows. */

/** HTML to plain text: tags dropped, entities decoded, spaces (and no-break spaces) collapsed. */
export function text(html: string): string {
  return html
    .replace(/<(script|style)[\s\S]*?<\/\1>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&nbsp;|&#160;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&#x27;/g, "'")
    .replace(/[\s\u00a0]+/g, ' ')
    .trim();
}

/**
 * The text of every item (`data-item="<id>"`) of a venue guide, by id, in page order; an item printed
 * as rows gives one entry per row, keyed `<id>#<row>` (`dragon-pung#red`).
 */
export function itemTexts(html: string): Map<string, string> {
  const out = new Map<string, string>();
  const parts = html.split(/(?=<li[^>]*\sdata-item=")/);
  for (const part of parts.slice(1)) {
    const head = /^<li[^>]*>/.exec(part)![0];
    const row = /\sdata-row="([^"]+)"/.exec(head)?.[1];
    const id = /data-item="([^"]+)"/.exec(head)![1] + (row ? `#${row}` : '');
    const end = part.search(/<\/section>/);
    out.set(id, text(end >= 0 ? part.slice(0, end) : part));
  }
  return out;
}

/** The inner HTML of the element with this id (up to its section's end). */
export function sectionHtml(html: string, id: string): string {
  const start = html.indexOf(`id="${id}"`);
  if (start < 0) return '';
  const end = html.indexOf('</section>', start);
  return html.slice(start, end < 0 ? undefined : end);
}

/** Rows of the venue payout table: faan → the numbers of the row (separators removed). */
export function payoutRows(html: string): Map<number, number[]> {
  const rows = new Map<number, number[]>();
  for (const m of html.matchAll(/<tr[^>]*data-faan="(\d+)"[^>]*>([\s\S]*?)<\/tr>/g)) {
    const cells = [...m[2].matchAll(/<t[hd][^>]*>([\s\S]*?)<\/t[hd]>/g)].map((c) => Number(text(c[1]).replace(/[^\d]/g, '')));
    rows.set(Number(m[1]), cells);
  }
  return rows;
}

/**
 * The `<script>` tags of a built page. A page of a locale has one script of its own, the module of
 * src/client/page.ts (`_astro/Base.astro…js`: the service worker's registration and the search box's
 * loader); a calculator adds its island's props and module.
 */
export function scriptTags(html: string): string[] {
  return [...html.matchAll(/<script\b[^>]*>/gi)].map((m) => m[0]);
}
/** The page script's tag, under the base. */
export function pageScript(base: string): RegExp {
  return new RegExp(`^<script type="module" src="${base}_astro/Base\\.astro[^"]*\\.js">$`);
}
