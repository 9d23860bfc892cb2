/**
 * The site's public address (src/lib/address.ts): SITE_URL with or without a path, checked, split into
 * origin and base path; the placeholder recognised; paths put under and taken from the base; the
 * static server of the PDF step and the browser tests serving a site under its base path only.
 */
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { PLACEHOLDER_SITE, SiteAddressError, addressNotice, normalBase, siteAddress, withBase, withoutBase } from '../../src/lib/address.ts';
import { absoluteUrl, hasPublicAddress, localePath, shortPath, sitePath } from '../../src/lib/urls.ts';
import { serveStatic } from '../../scripts/lib/static-server.ts';
import { builtAddress } from '../../scripts/lib/built-address.ts';

describe('siteAddress', () => {
  it('splits an address with a path into origin and base, with or without the trailing slash', () => {
    for (const given of ['https://user.github.io/club-rules', 'https://user.github.io/club-rules/', ' https://user.github.io/club-rules// '])
      expect(siteAddress(given)).toEqual({ href: 'https://user.github.io/club-rules/', origin: 'https://user.github.io', base: '/club-rules/', placeholder: false });
    expect(siteAddress('https://example.org/clubs/lotus/rules').base).toBe('/clubs/lotus/rules/');
  });

  it('gives base / for an address without a path', () => {
    expect(siteAddress('https://rules.example.org')).toEqual({ href: 'https://rules.example.org/', origin: 'https://rules.example.org', base: '/', placeholder: false });
    expect(siteAddress(new URL('http://127.0.0.1:4321/')).base).toBe('/');
  });

  it('recognises the shipped placeholder', () => {
    expect(siteAddress(PLACEHOLDER_SITE).placeholder).toBe(true);
    expect(siteAddress(`${PLACEHOLDER_SITE}/`).placeholder).toBe(true);
    expect(hasPublicAddress(PLACEHOLDER_SITE)).toBe(false);
    expect(hasPublicAddress(undefined)).toBe(false);
    expect(hasPublicAddress('https://example.org/club-rules')).toBe(true);
  });

  it('refuses what is not an address, naming where it came from and how to write it', () => {
    expect(() => siteAddress('user.github.io/club-rules', 'SITE_URL')).toThrow(SiteAddressError);
    expect(() => siteAddress('user.github.io/club-rules', 'SITE_URL')).toThrow(/SITE_URL "user\.github\.io\/club-rules" is not a full address.*https:\/\/user\.github\.io\/club-rules/);
    expect(() => siteAddress('ftp://example.org/')).toThrow(/must start with https:\/\//);
    expect(() => siteAddress('https://example.org/rules?x=1')).toThrow(/no query/);
    expect(() => siteAddress('https://example.org/rules#top')).toThrow(/fragment/);
  });
});

describe('paths under the base', () => {
  it('withBase / withoutBase', () => {
    expect(normalBase(undefined)).toBe('/');
    expect(normalBase('/club-rules')).toBe('/club-rules/');
    expect(normalBase('club-rules/')).toBe('/club-rules/');
    expect(withBase('/club-rules/', '/en/riichi/')).toBe('/club-rules/en/riichi/');
    expect(withBase('/club-rules', 'favicon.svg')).toBe('/club-rules/favicon.svg');
    expect(withBase('/', '/en/')).toBe('/en/');
    expect(withoutBase('/club-rules/', '/club-rules/en/')).toBe('/en/');
    expect(withoutBase('/club-rules/', '/club-rules')).toBe('/');
    expect(withoutBase('/club-rules/', '/en/')).toBeNull();
    expect(withoutBase('/club-rules/', '/club-rulesx/en/')).toBeNull();
    expect(withoutBase('/', '/en/')).toBe('/en/');
  });

  it('outside a build (vitest) the site paths are at the root; absolute addresses use the origin of `site`', () => {
    expect(sitePath('favicon.svg')).toBe('/favicon.svg');
    expect(localePath('hi', 'venues/x/')).toBe('/hi/venues/x/');
    expect(shortPath('x', 'id')).toBe('/v/x/id/');
    // A path already carries the base; the path of `site` is not added twice.
    expect(absoluteUrl('/club-rules/v/x/id/', 'https://example.org/club-rules/')).toBe('https://example.org/club-rules/v/x/id/');
  });
});

describe('the build output about the address', () => {
  it('names the address and its base, or warns that there is none and what the sheets then show', () => {
    const set = addressNotice(siteAddress('https://example.org/club-rules'));
    expect(set.level).toBe('info');
    expect(set.text).toContain('https://example.org/club-rules/');
    expect(set.text).toContain('base /club-rules/');
    const none = addressNotice(siteAddress(PLACEHOLDER_SITE));
    expect(none.level).toBe('warn');
    expect(none.text).toMatch(/No public address set/);
    expect(none.text).toContain('preview — no public address set');
    expect(none.text).toContain('SITE_URL=');
  });
});

describe('the static server under a base path', () => {
  const dir = mkdtempSync(join(tmpdir(), 'hefen-serve-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  mkdirSync(join(dir, 'en'));
  writeFileSync(join(dir, 'index.html'), '<link rel="canonical" href="https://example.org/club-rules/">');
  writeFileSync(join(dir, 'en', 'index.html'), 'en');

  it('serves the site there, and nothing outside it', async () => {
    const { base } = builtAddress(dir);
    expect(base).toBe('/club-rules/');
    const server = await serveStatic(dir, { base });
    try {
      expect(server.url('/en/')).toBe(`${server.origin}/club-rules/en/`);
      const ok = await fetch(server.url('/en/'));
      expect([ok.status, await ok.text()]).toEqual([200, 'en']);
      expect((await fetch(server.url('/'))).status).toBe(200);
      expect((await fetch(`${server.origin}/en/`)).status).toBe(404);
      const bare = await fetch(`${server.origin}/club-rules`, { redirect: 'manual' });
      expect([bare.status, bare.headers.get('location')]).toEqual([301, '/club-rules/']);
      expect((await fetch(server.url('/nope/'))).status).toBe(404);
    } finally {
      await server.close();
    }
  });
});
