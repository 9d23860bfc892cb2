/**
 * The sitemap (`sitemap-index.xml` and `sitemap-0.xml` …, under the base): @astrojs/sitemap, with
 * every entry's hreflang alternates taken from the built page itself — the `<link rel="alternate"
 * hreflang>` links its layout wrote from the locales the page exists in (a venue guide and sheet only
 * in the venue's languages, `x-default` included), so the sitemap and the pages never disagree.
 * Left out: pages that say `noindex` (the short addresses and a renamed venue's old addresses, which
 * are redirects; the unlisted preview pages), endpoints (robots.txt, the manifests), and the 404 page
 * (@astrojs/sitemap leaves it out).
 *
 * Only for a site with a public address: with the placeholder (SITE_URL unset) every address of a
 * sitemap would name a host that never loads, so there is none (robots.txt says so).
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import sitemap from '@astrojs/sitemap';
import { withoutBase } from '../lib/address.ts';

/**
 * The built HTML file of a page address, or null.
 * @param {string} outDir @param {string} base @param {string} url
 */
function builtFile(outDir, base, url) {
  const inside = withoutBase(base, decodeURIComponent(new URL(url).pathname));
  if (!inside) return null;
  const file = join(outDir, inside, 'index.html');
  return existsSync(file) ? file : null;
}

const ALTERNATE = /<link rel="alternate" hreflang="([^"]+)" href="([^"]+)"/g;
/** @param {string} s */
const amp = (s) => s.replace(/&amp;/g, '&');

/**
 * @param {{ enabled: boolean }} opts
 * @returns {import('astro').AstroIntegration[]}
 */
export default function hefenSitemap({ enabled }) {
  let outDir = '';
  let base = '/';
  /** @type {import('astro').AstroIntegration} */
  const capture = {
    name: 'hefen-sitemap-pages',
    hooks: {
      'astro:config:done': ({ config }) => {
        outDir = fileURLToPath(config.outDir);
        base = config.base;
      },
    },
  };
  if (!enabled) return [capture];
  return [
    capture,
    sitemap({
      serialize(item) {
        // Endpoints (robots.txt, the manifests) are no pages.
        if (!item.url.endsWith('/')) return undefined;
        const file = builtFile(outDir, base, item.url);
        if (!file) throw new Error(`sitemap: no built page for ${item.url}`);
        const html = readFileSync(file, 'utf8');
        if (/<meta name="robots" content="[^"]*noindex/.test(html)) return undefined;
        const links = [...html.matchAll(ALTERNATE)].map((m) => ({ lang: m[1], url: amp(m[2]) }));
        return { ...item, links: links.length ? links : undefined };
      },
    }),
  ];
}
