/**
 * The site's public address: `site` in astro.config.mjs, overridden by env SITE_URL. It may carry a
 * path (`https://user.github.io/club-rules`, a GitHub Pages project site or a club's `/rules/`
 * folder): that path becomes Astro's `base`, and every page, asset, redirect, canonical link,
 * hreflang alternate, short address and QR code lives under it.
 *
 * Plain functions with no import and no file access: the Astro config, the pages (through
 * `src/lib/urls.ts`), scripts/ and the tests all read an address through them.
 */

/** The address the project ships with: a name that never loads. A build with it has no public address. */
export const PLACEHOLDER_SITE = 'https://rules.hefen.example';

export interface SiteAddress {
  /** The whole address, always with a trailing slash: `https://user.github.io/club-rules/`. */
  href: string;
  /** `https://user.github.io` */
  origin: string;
  /** The path the site lives under, with slashes on both ends: `/club-rules/`, or `/`. */
  base: string;
  /** Still the shipped placeholder: no QR code or short address may point at it. */
  placeholder: boolean;
}

export class SiteAddressError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SiteAddressError';
  }
}

const EXAMPLES = 'SITE_URL=https://rules.example.org or SITE_URL=https://user.github.io/club-rules';

/**
 * An address as given (`https://user.github.io/club-rules`, with or without the trailing slash), checked
 * and split into origin and base. `from` names where it came from in the error (`SITE_URL`).
 */
export function siteAddress(value: string | URL, from = 'The site address'): SiteAddress {
  const given = String(value).trim();
  let url: URL;
  try {
    url = new URL(given);
  } catch {
    throw new SiteAddressError(`${from} "${given}" is not a full address: write it with its scheme, e.g. ${EXAMPLES}`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:')
    throw new SiteAddressError(`${from} "${given}" must start with https:// (or http://), e.g. ${EXAMPLES}`);
  if (url.search || url.hash || url.username || url.password)
    throw new SiteAddressError(`${from} "${given}" must be a plain address: no query (?…), fragment (#…) or user name`);
  const path = url.pathname.replace(/\/{2,}/g, '/').replace(/\/+$/, '');
  if (/[^A-Za-z0-9._~!$&'()*+,;=:@%/-]/.test(path))
    throw new SiteAddressError(`${from} "${given}": its path "${path}" holds characters an address cannot carry as they are`);
  const base = `${path}/`;
  const href = `${url.origin}${base}`;
  return { href, origin: url.origin, base, placeholder: href === `${new URL(PLACEHOLDER_SITE).origin}/` };
}

/** A base path as Astro or Vite give it (`/club-rules`, `/club-rules/`, `/`, '') with slashes on both ends. */
export function normalBase(base: string | undefined): string {
  const inner = (base ?? '').replace(/^\/+|\/+$/g, '');
  return inner ? `/${inner}/` : '/';
}

/** A path of the site (`/en/riichi/`, `favicon.svg`) under `base`: `/club-rules/en/riichi/`. */
export function withBase(base: string, path: string): string {
  return normalBase(base) + path.replace(/^\/+/, '');
}

/** A requested path without the base (`/club-rules/en/` → `/en/`), or null when it is not under the base. */
export function withoutBase(base: string, path: string): string | null {
  const b = normalBase(base);
  if (path === b.slice(0, -1)) return '/';
  return path.startsWith(b) ? `/${path.slice(b.length)}` : null;
}

/**
 * What a build says about its address: where the site must be served, or — with the placeholder — that
 * it has none, and what that means for the sheets and PDFs.
 */
export function addressNotice(address: SiteAddress): { level: 'info' | 'warn'; text: string } {
  if (!address.placeholder)
    return {
      level: 'info',
      text: `Public address ${address.href}${address.base === '/' ? '' : ` (base ${address.base}: serve dist/ at that path)`}: the QR codes and short addresses of the sheets point there.`,
    };
  return {
    level: 'warn',
    text:
      `No public address set (SITE_URL unset, \`site\` in astro.config.mjs is the placeholder ${PLACEHOLDER_SITE}): ` +
      'the sheets and PDFs carry the mark "preview — no public address set" instead of a QR code and a short address. ' +
      'To publish, build with the address the site is served at: SITE_URL=https://rules.example.org npm run build (README, "Publish").',
  };
}
