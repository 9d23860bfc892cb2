/**
 * Fonts for the locales (src/integrations/fonts.mjs): every locale's script has a font, and every
 * letter of a locale's translations and prose is drawn by a font the site ships — or the build fails,
 * naming the locale, the file and the characters. `buildFonts` runs on a scratch project here.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildFonts, planScripts, SCRIPT_FONTS, uncoveredLetters } from '../../src/integrations/fonts.mjs';
import { LOCALE_LIST } from '../../src/i18n/locales.ts';
import { root } from './dist.mjs';

describe('scripts and fonts', () => {
  it('every shipped locale’s script has a font', () => {
    expect(planScripts(LOCALE_LIST).problems).toEqual([]);
    for (const l of LOCALE_LIST) expect(Object.keys(SCRIPT_FONTS), l.code).toContain(l.script);
  });

  it('Latin is always shipped, other scripts only for a locale written in them', () => {
    expect(planScripts([{ code: 'en', script: 'Latn' }]).scripts).toEqual(['Latn']);
    expect(planScripts([{ code: 'hi', script: 'Deva' }, { code: 'zh-hant', script: 'Hant' }]).scripts).toEqual(['Latn', 'Deva', 'Hant']);
  });

  it('a script with no font is a problem naming the locale and the script', () => {
    const { problems } = planScripts([{ code: 'en', script: 'Latn' }, { code: 'th', script: 'Thai' }]);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/^locale th is written in script "Thai", which no font covers: add its @fontsource font to SCRIPT_FONTS/);
  });

  it('finds the letters, marks and digits no font covers, not punctuation or symbols', () => {
    const latin = (cp: number) => cp < 0x250;
    expect(uncoveredLetters('Olá — “ok” → 3 × 4 …', latin)).toEqual([]);
    expect(uncoveredLetters('Sawasdee สวัสดี ๑', latin)).toEqual(
      [...new Set('สวัสดี๑')].map((c) => c.codePointAt(0)!).sort((a, b) => a - b),
    );
  });
});

describe('buildFonts on a scratch project', () => {
  const dirs: string[] = [];
  afterAll(() => {
    for (const d of dirs) rmSync(d, { recursive: true, force: true });
  });
  /** A project with the given files (path → text) and this project's node_modules. */
  function project(files: Record<string, string>): string {
    const dir = mkdtempSync(join(tmpdir(), 'hefen-fonts-'));
    dirs.push(dir);
    symlinkSync(join(root, 'node_modules'), join(dir, 'node_modules'));
    writeFileSync(join(dir, 'package.json'), '{}');
    for (const [path, text] of Object.entries({ 'src/lib/tile-svg.ts': '', ...files })) {
      mkdirSync(dirname(join(dir, path)), { recursive: true });
      writeFileSync(join(dir, path), text);
    }
    return dir;
  }
  const en = { code: 'en', script: 'Latn' };

  it('fails for a native name no shipped font draws', async () => {
    const dir = project({ 'src/i18n/locales/en/ui.json': '{"a":"Hello"}' });
    await expect(buildFonts(dir, () => {}, { locales: [{ ...en, nativeName: 'English ภาษา' }] })).rejects.toThrow(
      'src/i18n/locales.ts › nativeName of en (locale en, script Latn): no shipped font draws',
    );
  });

  it('fails for a locale whose script has no font', async () => {
    const dir = project({ 'src/i18n/locales/th/ui.json': '{"a":"สวัสดี"}' });
    await expect(buildFonts(dir, () => {}, { locales: [en, { code: 'th', script: 'Thai' }] })).rejects.toThrow(
      /locale th is written in script "Thai", which no font covers/,
    );
  });

  it('fails, naming the file and the characters, for letters outside every shipped font', async () => {
    const dir = project({
      'src/i18n/locales/en/ui.json': '{"a":"Hello"}',
      'src/i18n/locales/xx/ui.json': '{"a":"สวัสดี — ok"}',
      'content/prose/xx/about.mdx': '---\ntitle: О сайте\n---\nПривет',
    });
    const err = await buildFonts(dir, () => {}, { locales: [en, { code: 'xx', script: 'Latn' }] }).catch((e: Error) => e);
    expect(err).toBeInstanceOf(Error);
    const msg = (err as Error).message;
    expect(msg).toContain('src/i18n/locales/xx/ui.json (locale xx, script Latn): no shipped font draws ด U+0E14, ว U+0E27, ส U+0E2A');
    expect(msg).toContain('content/prose/xx/about.mdx (locale xx, script Latn): no shipped font draws');
    expect(msg).toContain('П U+041F');
    expect(msg).not.toContain('locales/en/');
  });

  it('ships the script’s subsets, and cuts the Han text of a Han locale into its font', async () => {
    const dir = project({
      'src/i18n/locales/en/ui.json': '{"a":"Hello"}',
      'src/i18n/locales/zh-hant/riichi.json': '{"a":"麻將規則"}',
      'src/i18n/locales/ru/ui.json': '{"a":"Правила"}',
    });
    const out = await buildFonts(dir, () => {}, {
      locales: [en, { code: 'zh-hant', script: 'Hant', nativeName: '繁體中文' }, { code: 'ru', script: 'Cyrl', nativeName: 'Русский' }],
    });
    // A Han locale's riichi.json is its own text (TC), not riichi's Japanese native names (JP); its
    // native name (the language switch, on every page) is in the TC font too.
    expect(out.han).toEqual({ tc: 8, jp: 0 });
    const css = readFileSync(out.cssFile, 'utf8');
    expect(css).toContain("font-family: 'Hefen Han TC'");
    expect(css).toContain('U+7e41'); // 繁
    expect(css).toContain('noto-sans-cyrillic-400-normal.woff2');
    expect(css).not.toContain('devanagari');
  }, 60_000);
});
