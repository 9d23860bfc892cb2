/**
 * The service workers come from one template (scripts/service-worker.ts): generateSW runs once per
 * site with placeholders, and each locale's worker is the template with the locale's own strings and
 * precache list. For every locale of the built site, that worker is the code Workbox's generateSW
 * makes from the locale's own options: the same text but for the short names Terser gives — it picks
 * them by how often each character occurs in the whole file, strings included, so two workers with
 * other strings get other names (generateSW's own workers of two locales differ so too). Compared
 * with every one- or two-character name made `_`, they are equal; the locale's strings and precache
 * list are checked exactly, and the worker is the template with those in place of the placeholders,
 * nothing else changed. The template is kept in the cache folder, reused while nothing that makes it
 * changed, and made again when its file is damaged.
 */
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { generateSW } from 'workbox-build';
import { LOCALES } from '../../src/i18n/config.ts';
import { builtAddress } from '../../scripts/lib/built-address.ts';
import { fromTemplate, localeWorker, serviceWorkerTemplate, workboxOptions } from '../../scripts/service-worker.ts';
import { dist, ensureBuilt } from '../site/dist.mjs';

ensureBuilt();
const tmp = mkdtempSync(join(tmpdir(), 'hefen-sw-test-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));
const { base } = builtAddress(dist);
const locales = LOCALES.filter((l) => existsSync(join(dist, l, 'index.html')));
/** Minified code with every one- or two-character name (Terser's) as `_`. */
const shortNames = (code: string) => code.replace(/(?<![\w$"'])[A-Za-z_$][\w$]?(?![\w$])/g, '_');

describe('service workers from one template', () => {
  const cacheDir = join(tmp, 'cache');
  let template = '';

  it('each locale’s worker is the code generateSW makes for the locale, with the locale’s strings and precache list exactly', async () => {
    template = await serviceWorkerTemplate(dist, cacheDir);
    expect(locales.length).toBeGreaterThan(0);
    for (const locale of locales) {
      const w = localeWorker(dist, base, locale);
      expect(w.manifest.length, locale).toBeGreaterThan(w.pages);
      const swDest = join(tmp, locale, 'sw.js');
      const result = await generateSW(workboxOptions(dist, base, locale, w.build, w.manifest, swDest));
      expect(result.warnings).toEqual([]);
      const own = readFileSync(swDest, 'utf8');
      const made = fromTemplate(template, locale, w.build, w.manifest);
      expect(made.length).toBe(own.length);
      expect(shortNames(made) === shortNames(own), `${locale}: the worker from the template is not generateSW's code`).toBe(true);
      // The locale's own caches, offline page and precache list, exactly; no placeholder left.
      const list = `[${w.manifest.map((e) => `{url:${JSON.stringify(e.url)},revision:${JSON.stringify(e.revision)}}`).join(',')}]`;
      for (const text of [list, `"hefen-${locale}-guides-${w.build}"`, `fallbackURL:"${base}${locale}/offline/"`, `prefix:"hefen-${locale}"`, `"hefen-${locale}-assets"`]) {
        expect(made.split(text).length - 1, `${locale}: ${text.slice(0, 80)} in the worker`).toBe(own.split(text).length - 1);
        expect(made).toContain(text);
      }
      expect(made).not.toMatch(/__HEFEN_/);
      // Nothing but those: put the placeholders back, and it is the template.
      const back = made.replace(list, () => '[{url:"__HEFEN_MANIFEST__",revision:null}]').replaceAll(`hefen-${locale}-guides-${w.build}`, 'hefen-__HEFEN_LOCALE__-guides-__HEFEN_BUILD__').replaceAll(`"hefen-${locale}`, '"hefen-__HEFEN_LOCALE__').replaceAll(`${base}${locale}/`, `${base}__HEFEN_LOCALE__/`);
      expect(back === template, `${locale}: the worker is the template with the locale's strings`).toBe(true);
    }
  }, 120_000);

  it('is kept in the cache folder and reused; a damaged file is made again', async () => {
    const files = readdirSync(cacheDir);
    expect(files).toHaveLength(1);
    const file = join(cacheDir, files[0]);
    const mtime = statSync(file).mtimeMs;
    expect(await serviceWorkerTemplate(dist, cacheDir)).toBe(template);
    expect(statSync(file).mtimeMs).toBe(mtime);
    writeFileSync(file, template.slice(0, template.length / 2));
    expect(await serviceWorkerTemplate(dist, cacheDir)).toBe(template);
    expect(readFileSync(file, 'utf8')).toBe(template);
  }, 60_000);
});
