/**
 * Search, loaded on first use of the header's box (page.ts): Pagefind's own script and WebAssembly
 * (`<base>/pagefind/`, written by scripts/search-index.ts) search the records of the page's language
 * as the reader types; each result links to an item's row on its reference page, or to a venue's
 * guide. Every visible string comes from the form's data attributes (the locale's ui.json).
 *
 * Offline: the service worker keeps the Pagefind files it has fetched. When a file the search needs
 * is missing and there is no connection, the box says that search needs a connection, and that the
 * saved pages work offline.
 */

interface PagefindResultData {
  url: string;
  excerpt: string;
  meta: Record<string, string | undefined>;
}
interface PagefindApi {
  options(o: Record<string, unknown>): Promise<void>;
  init(): Promise<void>;
  debouncedSearch(q: string, o?: object, ms?: number): Promise<{ results: { data(): Promise<PagefindResultData> }[] } | null>;
}

const MAX = 8;

export function start(form: HTMLFormElement): void {
  const input = form.querySelector<HTMLInputElement>('input[type="search"]')!;
  const panel = form.parentElement!.querySelector<HTMLElement>('.search-panel')!;
  const status = panel.querySelector<HTMLElement>('.search-status')!;
  const list = panel.querySelector<HTMLOListElement>('.search-list')!;
  const d = form.dataset;
  let api: Promise<PagefindApi> | null = null;
  let last = '';

  const load = (): Promise<PagefindApi> =>
    (api ??= (import(/* @vite-ignore */ `${d.pagefind}pagefind.js`) as Promise<PagefindApi>).then(async (pf) => {
      await pf.options({ baseUrl: d.base, excerptLength: 16 });
      await pf.init();
      return pf;
    }));

  const show = (text: string) => {
    panel.hidden = false;
    status.textContent = text;
  };
  const run = async () => {
    const q = input.value.trim();
    last = q;
    if (!q) {
      panel.hidden = true;
      list.replaceChildren();
      return;
    }
    show(d.sBusy ?? '');
    let found: PagefindResultData[];
    try {
      const pf = await load();
      const r = await pf.debouncedSearch(q, {}, 150);
      if (r === null || q !== last) return; // a newer search is on its way
      found = await Promise.all(r.results.slice(0, MAX).map((x) => x.data()));
    } catch {
      // Pagefind's files could not be fetched or it did not start: offline (its files not kept
      // yet), it needs a connection; online, the search itself failed.
      if (q !== last) return;
      api = null;
      list.replaceChildren();
      const online = await fetch(`${d.pagefind}pagefind-entry.json?online=${Date.now()}`, { cache: 'no-store' }).then((r) => r.ok, () => false);
      if (q === last) show((online ? d.sError : d.sOffline) ?? '');
      return;
    }
    if (q !== last) return;
    list.replaceChildren(...found.map(row));
    show(found.length ? (d.sResults ?? '').replace('{n}', String(found.length)) : (d.sNone ?? '').replace('{query}', q));
  };

  const row = (r: PagefindResultData): HTMLLIElement => {
    const li = document.createElement('li');
    const a = document.createElement('a');
    a.href = r.url;
    const title = document.createElement('span');
    title.className = 'search-title';
    title.textContent = r.meta.title ?? r.url;
    a.append(title);
    if (r.meta.native) {
      const n = document.createElement('span');
      n.className = 'search-native';
      n.textContent = ` ${r.meta.native}`;
      a.append(n);
    }
    const where = document.createElement('span');
    where.className = 'search-where';
    where.textContent = r.meta.kind === 'venue' ? `${d.sVenue} · ${r.meta.ruleset ?? ''}` : (r.meta.ruleset ?? '');
    li.append(a, where);
    if (r.excerpt) {
      const p = document.createElement('p');
      p.className = 'search-excerpt';
      // Pagefind's excerpt is the record's own text, escaped, with <mark> around the matched words.
      p.innerHTML = r.excerpt;
      li.append(p);
    }
    return li;
  };

  input.addEventListener('input', () => void run());
  form.addEventListener('submit', (e) => {
    e.preventDefault();
    const first = list.querySelector('a');
    if (first && input.value.trim() === last) first.click();
    else void run();
  });
  form.parentElement!.addEventListener('keydown', (e) => {
    if (e.key === 'Escape') {
      panel.hidden = true;
      input.focus();
    }
  });
  document.addEventListener('click', (e) => {
    if (!form.parentElement!.contains(e.target as Node)) panel.hidden = true;
  });
  list.addEventListener('click', (e) => {
    if ((e.target as Element).closest('a')) panel.hidden = true;
  });
  // Start fetching Pagefind now (the reader is about to type); search what is already typed.
  void load().catch(() => undefined);
  if (input.value.trim()) void run();
}
