/** `/{locale}/manifest.webmanifest`: the locale's web manifest (src/lib/share.ts, `webManifest`). */
import type { APIRoute } from 'astro';
import { LOCALES, type Locale } from '../../i18n/index.ts';
import { webManifest } from '../../lib/share.ts';

export function getStaticPaths() {
  return LOCALES.map((locale) => ({ params: { locale } }));
}

export const GET: APIRoute = ({ params }) =>
  new Response(`${JSON.stringify(webManifest(params.locale as Locale), null, 2)}\n`, {
    headers: { 'Content-Type': 'application/manifest+json; charset=utf-8' },
  });
