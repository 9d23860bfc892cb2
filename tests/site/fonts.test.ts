/**
 * Fonts for the locales (src/integrations/fonts.mjs): every locale's script has a font, and every
 * letter of a locale's translations and prose is drawn by a font the site ships — or the build fails,
 * naming the locale, the file and the characters. `buildFonts` runs on a scratch project here.
 */
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createRequire } from 'node:module';
import subsetFont from 'subset-font';
import { buildFonts, groupByPlace, hanPlace, parseUnicodeRange, planScripts, RULESET_NATIVE_LANG, SCRIPT_FONTS, uncoveredLetters, venueHan } from '../../src/integrations/fonts.mjs';
import { rulesets } from '../../src/rules/index.ts';
import { blankGlyphs, mergeGlyphs, openPiece } from '../../src/integrations/font-merge.mjs';
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

  it('the styles key a script’s typography on the script (data-marks), never on a locale’s language', () => {
    const dir = join(root, 'src', 'styles');
    for (const file of readdirSync(dir).filter((f) => f.endsWith('.css'))) {
      const css = readFileSync(join(dir, file), 'utf8');
      for (const l of LOCALE_LIST) expect(css, `src/styles/${file}`).not.toMatch(new RegExp(`:lang\\(${l.tag}\\)|\\[lang\\|?="?${l.tag}\\b`));
    }
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
    // Thai has no Noto Sans subset: the script needs a font of its own; Cyrillic has one, named with where it goes.
    expect(msg).toMatch(/ส U\+0E2A[^\n]* — no Noto Sans subset has them: give script Latn its own font in SCRIPT_FONTS/);
    expect(msg).toMatch(/П U\+041F[^\n]* — @fontsource\/noto-sans has them in its "cyrillic" subset: add it to SCRIPT_FONTS\.Latn\.letters/);
    expect(msg).not.toContain('locales/en/');
  });

  it('names the Noto Sans subset a locale’s letters need when its script does not ship it (Greek letters in a Latin locale)', async () => {
    const dir = project({ 'src/i18n/locales/en/ui.json': '{"a":"Hello"}', 'src/i18n/locales/xx/ui.json': '{"a":"Ωμέγα"}' });
    const err = await buildFonts(dir, () => {}, { locales: [en, { code: 'xx', script: 'Latn' }] }).catch((e: Error) => e);
    expect((err as Error).message).toMatch(/src\/i18n\/locales\/xx\/ui\.json \(locale xx, script Latn\): no shipped font draws .* — @fontsource\/noto-sans has them in its "greek" subset: add it to SCRIPT_FONTS\.Latn\.letters/);
  });

  it('a Vietnamese locale needs no font of its own: its stacked accents are cut from the Vietnamese subset Latin ships', async () => {
    const dir = project({ 'src/i18n/locales/en/ui.json': '{"a":"Hello"}', 'src/i18n/locales/vi/ui.json': '{"a":"Tiếng Việt"}' });
    const out = await buildFonts(dir, () => {}, { locales: [en, { code: 'vi', script: 'Latn' }] });
    expect(readFileSync(out.cssFile, 'utf8')).toMatch(/noto-sans-vietnamese-400-cut-[^;]*;[^}]*unicode-range: U\+1ebf,U\+1ec7;/);
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

describe('a venue’s Han characters, in the font of the language they are drawn in', () => {
  it('knows each ruleset’s native-name language', () => {
    expect(RULESET_NATIVE_LANG).toEqual(Object.fromEntries(rulesets.map((r) => [r.id, r.nativeLang])));
  });
  it('riichi venue: JP (its plain nativeName is marked ja) and TC; others TC; a tagged name its own', () => {
    const of = (yaml: string) => [...venueHan(yaml, RULESET_NATIVE_LANG)].sort();
    expect(of('ruleset: riichi\nnativeName: 金龍麻雀會\n')).toEqual(['jp', 'tc']);
    expect(of('ruleset: hong-kong\nnativeName: 金龍麻雀會\n')).toEqual(['tc']);
    expect(of('ruleset: hong-kong\nnativeName: { ja: 雀荘こいのぼり }\n')).toEqual(['jp', 'tc']);
    expect(of('ruleset: riichi\nnativeName: { zh-Hant: 金龍麻雀會 }\n')).toEqual(['jp', 'tc']);
    expect(of('ruleset: [not yaml')).toEqual(['tc']);
  });

  const dirs: string[] = [];
  afterAll(() => {
    for (const d of dirs) rmSync(d, { recursive: true, force: true });
  });
  function project(files: Record<string, string>): string {
    const dir = mkdtempSync(join(tmpdir(), 'hefen-fonts-venue-'));
    dirs.push(dir);
    symlinkSync(join(root, 'node_modules'), join(dir, 'node_modules'));
    writeFileSync(join(dir, 'package.json'), '{}');
    for (const [path, text] of Object.entries({ 'src/lib/tile-svg.ts': '', 'src/i18n/locales/en/ui.json': '{"a":"Hello"}', ...files })) {
      mkdirSync(dirname(join(dir, path)), { recursive: true });
      writeFileSync(join(dir, path), text);
    }
    return dir;
  }
  /** The code points of the faces of `family` in a generated fonts.css. */
  const drawnBy = (css: string, family: string) =>
    new Set(
      [...css.matchAll(/@font-face \{([^}]*)\}/g)]
        .filter((m) => m[1].includes(`font-family: '${family}'`))
        .flatMap((m) => parseUnicodeRange(/unicode-range: ([^;]+);/.exec(m[1])![1]))
        .flatMap(([lo, hi]) => Array.from({ length: hi - lo + 1 }, (_, i) => lo + i)),
    );

  it('a Chinese name on a riichi venue is in the JP cut (the sheet draws it with the JP font), and in the TC one', async () => {
    const dir = project({
      'content/venues/golden-dragon.yaml': 'ruleset: riichi\nnativeName: 金龍麻雀會\n',
      'content/venues/lotus.yaml': 'ruleset: hong-kong\nnativeName: 蓮花館\n',
    });
    const out = await buildFonts(dir, () => {}, { locales: [{ code: 'en', script: 'Latn' }], rulesets: ['riichi', 'hong-kong'] });
    const css = readFileSync(out.cssFile, 'utf8');
    const jp = drawnBy(css, 'Hefen Han JP');
    const tc = drawnBy(css, 'Hefen Han TC');
    for (const c of '金龍麻雀會') {
      expect(jp.has(c.codePointAt(0)!), `${c} in the JP faces`).toBe(true);
      expect(tc.has(c.codePointAt(0)!), `${c} in the TC faces`).toBe(true);
    }
    // The Hong Kong venue's name is drawn in TC only.
    for (const c of '蓮花館') {
      expect(jp.has(c.codePointAt(0)!), `${c} not in the JP faces`).toBe(false);
      expect(tc.has(c.codePointAt(0)!)).toBe(true);
    }
  }, 60_000);

  it('a Japanese form the TC font lacks (荘, where Chinese writes 莊) is drawn by the JP cut, not a crash of the font merge', async () => {
    // It was "font-merge: no piece maps U+8358": Noto Sans TC's unicode-range lists 荘, its font has no glyph.
    const dir = project({ 'content/venues/ramen.yaml': 'ruleset: riichi\nnativeName: { ja: ラーメン雀荘 }\n' });
    const said: string[] = [];
    const out = await buildFonts(dir, (l: string) => said.push(l), { locales: [{ code: 'en', script: 'Latn' }], rulesets: ['riichi'] });
    const css = readFileSync(out.cssFile, 'utf8');
    expect(drawnBy(css, 'Hefen Han JP').has(0x8358)).toBe(true);
    expect(drawnBy(css, 'Hefen Han TC').has(0x8358)).toBe(false);
    expect(said).toContain('fonts: no Noto Sans TC glyph for 荘');
  }, 60_000);

  it('fails, naming the venue file, line and field, for a character no shipped Han font has', async () => {
    const dir = project({ 'content/venues/odd.yaml': 'ruleset: hong-kong\nnativeName: 金\u{30000}\n' });
    const err = await buildFonts(dir, () => {}, { locales: [{ code: 'en', script: 'Latn' }], rulesets: ['hong-kong'] }).catch((e: Error) => e);
    expect((err as Error).message).toMatch(/^A venue file holds characters the site cannot print:\n {2}content\/venues\/odd\.yaml:2 nativeName: .*U\+30000 cannot be printed — no font of the site draws it/);
  }, 60_000);

  it('a Japanese form on a venue whose names are Chinese: said with its line, field and the two fixes', async () => {
    const dir = project({ 'content/venues/tea.yaml': 'ruleset: hong-kong\nname: Tea House\nnativeName: 雀荘\n' });
    const err = await buildFonts(dir, () => {}, { locales: [{ code: 'en', script: 'Latn' }], rulesets: ['hong-kong'] }).catch((e: Error) => e);
    expect((err as Error).message).toContain(
      'content/venues/tea.yaml:3 nativeName: 荘 U+8358 cannot be printed — it is the Japanese form of a character, and this venue\'s names are Chinese: mark a Japanese name as one (nativeName: { ja: … }), or write the Chinese form',
    );
  }, 60_000);

  it('a venue text in Vietnamese: its letters cut from the Vietnamese subset, only those, at both weights', async () => {
    const dir = project({ 'content/venues/hanoi.yaml': 'ruleset: hong-kong\nname: Hanoi Club\nnotes: "Quán ở Hà Nội, phố Đông"\n' });
    const out = await buildFonts(dir, () => {}, { locales: [{ code: 'en', script: 'Latn' }], rulesets: ['hong-kong'] });
    const all = readFileSync(out.cssFile, 'utf8').split('@font-face').slice(1);
    const range = (file: RegExp) => all.filter((f) => file.test(f)).map((f) => /unicode-range: ([^;]+);/.exec(f)![1]);
    // ố U+1ED1, ộ U+1ED9 and ở U+1EDF are Vietnamese-only; á, à are in the Latin subset, drawn from there; Đ U+0110
    // is in latin-ext and vietnamese both: cut into latin-ext only, so that one file draws it.
    expect(range(/noto-sans-vietnamese-\d+-cut-/)).toEqual(['U+1ed1,U+1ed9,U+1edf', 'U+1ed1,U+1ed9,U+1edf']);
    expect(range(/noto-sans-latin-ext-\d+-cut-/)).toEqual(['U+110', 'U+110']);
  }, 60_000);

  it('a comment is no text of a page: its characters neither fail the build nor join the fonts', async () => {
    // The README's own venue example carries a comment in Japanese on a Hong Kong-style file.
    const dir = project({ 'content/venues/tea.yaml': 'ruleset: hong-kong   # the sign says 雀荘\nname: Tea House\nnativeName: 茶館\n' });
    const out = await buildFonts(dir, () => {}, { locales: [{ code: 'en', script: 'Latn' }], rulesets: ['hong-kong'] });
    const tc = drawnBy(readFileSync(out.cssFile, 'utf8'), 'Hefen Han TC');
    expect(tc.has('茶'.codePointAt(0)!)).toBe(true);
    expect(tc.has('雀'.codePointAt(0)!)).toBe(false);
  }, 60_000);
});

describe('Han files grouped by where their characters are used', () => {
  const ids = ['riichi', 'hong-kong', 'taiwan-club'];
  it('names the place of a source', () => {
    expect(hanPlace('src/lib/tile-svg.ts', ids)).toBe('tiles');
    expect(hanPlace('content/venues/demo.yaml', ids)).toBe('venues');
    expect(hanPlace('src/rules/hong-kong/patterns.ts', ids)).toBe('hong-kong');
    expect(hanPlace('src/rules/index.ts', ids)).toBe('common');
    expect(hanPlace('src/i18n/locales/hi/taiwan-club.json', ids)).toBe('taiwan-club');
    expect(hanPlace('src/i18n/locales/hi/ui.json', ids)).toBe('common');
    expect(hanPlace('content/prose/en/about.mdx', ids)).toBe('common');
  });

  it('puts a character used in one place into that place’s group, one used in more into `shared`', () => {
    const cp = (s: string) => new Set([...s].map((c) => c.codePointAt(0)!));
    const groups = groupByPlace(new Map([['tiles', cp('東南中')], ['hong-kong', cp('東平糊')], ['taiwan-club', cp('中莊')]]));
    const text = (g: string) => String.fromCodePoint(...(groups.get(g) ?? []));
    expect([...groups.keys()]).toEqual(['hong-kong', 'shared', 'taiwan-club', 'tiles']);
    expect(text('shared')).toBe([...'東中'].sort().join(''));
    expect(text('hong-kong')).toBe([...'平糊'].sort().join(''));
    expect(text('taiwan-club')).toBe('莊');
    expect(text('tiles')).toBe('南');
  });

  it('merges characters of several @fontsource chunks into one font with the same glyphs', async () => {
    const require = createRequire(join(root, 'package.json'));
    const dir = dirname(require.resolve('@fontsource/noto-sans-tc/package.json'));
    const css = readFileSync(join(dir, '400.css'), 'utf8');
    // Three characters that sit in three different chunks.
    const chars = ['東', '糊', '莊'];
    const chunkOf = (c: string) => {
      const cp = c.codePointAt(0)!;
      for (const block of css.split('@font-face').slice(1)) {
        const file = /files\/([^)]+\.woff2)/.exec(block)![1];
        const ranges = parseUnicodeRange(/unicode-range:\s*([^;]+);/.exec(block)![1]);
        if (ranges.some(([lo, hi]) => cp >= lo && cp <= hi)) return join(dir, 'files', file);
      }
      throw new Error(`no chunk for ${c}`);
    };
    const files = chars.map(chunkOf);
    expect(new Set(files).size).toBe(3);
    const text = chars.join('');
    const pieces = await Promise.all(files.map(async (f) => new Uint8Array(await subsetFont(readFileSync(f), text, { targetFormat: 'truetype' }))));
    const merged = openPiece(mergeGlyphs(pieces, chars.map((c) => c.codePointAt(0)!)));
    for (const [i, c] of chars.entries()) {
      const src = openPiece(pieces[i]);
      const cp = c.codePointAt(0)!;
      const g = merged.cmap.get(cp)!;
      expect(g, c).toBeGreaterThan(0);
      // The same bytes (the merged glyph only padded to four bytes).
      const a = merged.glyph(g);
      const b = src.glyph(src.cmap.get(cp)!);
      expect(b.length, c).toBeGreaterThan(10);
      expect(Buffer.from(a.subarray(0, b.length)).equals(Buffer.from(b)), `outline of ${c}`).toBe(true);
      expect(a.length - b.length).toBeLessThan(4);
      expect(merged.advance(g)).toEqual(src.advance(src.cmap.get(cp)!));
    }
    // harfbuzz reads it back and writes the woff2 the pages load.
    const woff2 = await subsetFont(Buffer.from(mergeGlyphs(pieces, chars.map((c) => c.codePointAt(0)!))), text, { targetFormat: 'woff2' });
    expect(woff2.subarray(0, 4).toString('latin1')).toBe('wOF2');
  }, 60_000);
});

describe('the fonts of the site', () => {
  it('scopes Devanagari to Hindi, draws the locales’ names from a small cut, and cuts Latin-extended to the letters used', async () => {
    const out = await buildFonts(root);
    const css = readFileSync(out.cssFile, 'utf8');
    const faces = css.split('@font-face').slice(1);
    const facesOf = (file: RegExp) => faces.filter((f) => file.test(f));
    // The whole Devanagari subset: family Hefen Deva, named only for Hindi.
    for (const f of facesOf(/noto-sans-devanagari-\d+-normal\.woff2/)) expect(f).toContain("font-family: 'Hefen Deva'");
    expect(css).toMatch(/:root:lang\(hi\) \{\n  --hefen-text: 'Noto Sans', 'Hefen Deva'/);
    expect(css).toMatch(/:root \{\n  --hefen-text: 'Noto Sans', 'Hefen Han TC'/);
    // The names: the characters of हिन्दी only.
    const names = facesOf(/names-deva-/);
    expect(names).toHaveLength(2);
    const range = (f: string) => parseUnicodeRange(/unicode-range: ([^;]+);/.exec(f)![1]).flatMap(([a, b]) => Array.from({ length: b - a + 1 }, (_, i) => a + i));
    expect(String.fromCodePoint(...range(names[0])).split('').sort().join('')).toBe([...new Set('हिन्दी')].sort().join(''));
    // Latin-extended: only the cut, only letters the texts use (the ē of Hé Fēn among them).
    expect(facesOf(/noto-sans-latin-ext-\d+-normal\.woff2/)).toEqual([]);
    const ext = facesOf(/noto-sans-latin-ext-\d+-cut-/);
    expect(ext).toHaveLength(2);
    expect(range(ext[0])).toContain('ē'.codePointAt(0));
    // Han: one file per place, every file a merge.
    expect(out.files.filter((f) => f.startsWith('han-')).length).toBe(Object.keys(out.groups).length);
    expect(Object.keys(out.groups).length).toBeLessThanOrEqual(10);
    // Fallback faces scaled to Noto Sans.
    expect(css).toMatch(/font-family: 'Hefen Fallback Arial';[^}]*src: local\('Arial'\)[^}]*size-adjust: 10\d\.\d\d%/);
    // Devanagari's stand-in, inlined: there at the first layout.
    expect(css).toMatch(/font-family: 'Hefen Deva Stand-in';[^}]*src: url\(data:font\/woff2;base64,/);
    expect(css).toMatch(/--hefen-text: 'Noto Sans', 'Hefen Deva', 'Hefen Han TC', 'Hefen Han JP', 'Hefen Deva Local', 'Hefen Deva Stand-in', 'Hefen Fallback Arial'/);
  }, 120_000);
});

describe('the cut for the locales’ names', () => {
  it('shapes हिन्दी into the same glyphs, advances and offsets as the whole Devanagari font (harfbuzz)', async () => {
    const hb = await import('harfbuzzjs');
    const require = createRequire(join(root, 'package.json'));
    const dir = dirname(require.resolve('@fontsource/noto-sans/package.json'));
    for (const weight of [400, 700]) {
      const whole = readFileSync(join(dir, 'files', `noto-sans-devanagari-${weight}-normal.woff2`));
      const cut = await subsetFont(whole, 'हिन्दी', { targetFormat: 'truetype' });
      const shape = async (buf: Buffer) => {
        // harfbuzz reads TrueType: the whole font converted, every glyph kept.
        const ttf = await subsetFont(buf, '', { targetFormat: 'truetype', keepAllGlyphs: true });
        const font = new hb.Font(new hb.Face(new hb.Blob(new Uint8Array(ttf)), 0));
        const b = new hb.Buffer();
        b.addText('हिन्दी');
        b.guessSegmentProperties();
        hb.shape(font, b);
        return b.getGlyphInfosAndPositions().map((g) => [font.glyphToPath(g.codepoint), g.cluster, g.xAdvance, g.xOffset, g.yOffset]);
      };
      const a = await shape(cut);
      const b = await shape(whole);
      expect(a, `weight ${weight}`).toEqual(b);
      // ि before ह, the conjunct न् one glyph: five glyphs for six characters.
      expect(a).toHaveLength(5);
    }
  }, 60_000);
});

describe('the stand-in of a script', () => {
  it('keeps every character’s glyph and advance width and draws nothing', async () => {
    const require = createRequire(join(root, 'package.json'));
    const dir = dirname(require.resolve('@fontsource/noto-sans/package.json'));
    const text = 'कखगहिन्दी\u25cc';
    const nominal = new Uint8Array(
      await subsetFont(readFileSync(join(dir, 'files', 'noto-sans-devanagari-400-normal.woff2')), text, { targetFormat: 'truetype', noLayoutClosure: true }),
    );
    const blank = openPiece(blankGlyphs(nominal));
    const src = openPiece(nominal);
    for (const ch of 'कखगहिन्दी') {
      const cp = ch.codePointAt(0)!;
      expect(blank.cmap.get(cp), ch).toBe(src.cmap.get(cp));
      expect(blank.advance(blank.cmap.get(cp)!), ch).toEqual(src.advance(src.cmap.get(cp)!));
      expect(blank.glyph(blank.cmap.get(cp)!).length, ch).toBe(0);
    }
    // The dotted circle is a box (an outline, so that harfbuzz and the browsers keep the glyf table).
    expect(blank.glyph(blank.cmap.get(0x25cc)!).length).toBeGreaterThan(0);
  });
});

