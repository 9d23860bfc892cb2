/**
 * The address a built site was made for, read from the site itself: the canonical link of its root
 * page (`dist/index.html`, `src/pages/index.astro`) is the site's whole address, base path included.
 * The PDF step, the build's summary and the tests serve and check a `dist/` with it, whatever
 * SITE_URL or `site` said when it was built.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { siteAddress, type SiteAddress } from '../../src/lib/address.ts';

export function builtAddress(dist: string): SiteAddress {
  const file = join(dist, 'index.html');
  if (!existsSync(file)) throw new Error(`${file} is missing: build the site first (npm run build)`);
  const html = readFileSync(file, 'utf8');
  const href = /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1];
  if (!href) throw new Error(`${file} has no canonical link: it is not the root page of this site`);
  return siteAddress(href.replace(/&amp;/g, '&'), `The canonical address of ${file}`);
}
