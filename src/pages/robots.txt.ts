/**
 * `/robots.txt` (under the base): every page may be crawled; the sitemap index is named with its whole
 * address. Without a public address (SITE_URL unset, `site` the placeholder) there is no sitemap —
 * its addresses would name a host that never loads — and the file says so.
 *
 * Crawlers read robots.txt only at the root of a host: for a site under a sub-path
 * (`https://user.github.io/club-rules/`) this file is at `/club-rules/robots.txt`, where none looks.
 * The README ("Publish") says what to do then: add its `Sitemap:` line to the host's own robots.txt,
 * or submit the sitemap to the search engines.
 */
import type { APIRoute } from 'astro';
import { absoluteUrl, hasPublicAddress, sitemapPath } from '../lib/urls.ts';

export const GET: APIRoute = ({ site }) => {
  const lines = ['User-agent: *', 'Allow: /', ''];
  if (hasPublicAddress(site)) lines.push(`Sitemap: ${absoluteUrl(sitemapPath(), site)}`);
  else lines.push('# No public address set (SITE_URL unset): no sitemap. Build with SITE_URL=https://… to publish one.');
  return new Response(`${lines.join('\n')}\n`, { headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
};
