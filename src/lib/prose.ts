/** Finding a locale's prose page; a locale without it fails the build, naming the file it needs. */
import type { Locale } from '../i18n/config.ts';

interface ProseEntry {
  id: string;
  data: { locale: string; page: string };
}

export function proseFor<E extends ProseEntry>(entries: readonly E[], locale: Locale, page: string): E {
  const entry = entries.find((e) => e.data.locale === locale && e.data.page === page);
  if (!entry) throw new Error(`content/prose/${locale}/${page}.mdx is missing: every locale needs the "${page}" page`);
  const expected = `${locale}/${page}`;
  if (entry.id !== expected)
    throw new Error(`content/prose/${entry.id}: front matter says ${locale}/${page}, so the file must be ${expected}.mdx`);
  return entry;
}
