/**
 * The file `npm run venue -- new` writes (src/venues/template.ts), for every preset of every ruleset:
 * valid as it stands under the build's own checks, the preset unchanged; every setting and every item
 * once, as a commented line with the preset's value, names in the venue's first language; uncommenting
 * every line changes nothing (the values written are the preset's own); changing one line is that one
 * change. (tests/fixture/ builds one, unchanged, in the project copy.)
 */
import { describe, expect, it } from 'vitest';
import { rulesets } from '../../src/rules/index.ts';
import { findPreset } from '../../src/rules/presets.ts';
import { displayKey } from '../../src/core/ruleset.ts';
import { translate } from '../../src/i18n/translate.ts';
import type { Locale } from '../../src/i18n/config.ts';
import { resources } from '../../src/i18n/resources.ts';
import { buildGuide } from '../../src/venues/guide.ts';
import { parseVenueText, sourceIssues } from '../../src/venues/source.ts';
import { normalizeVenue } from '../../src/venues/validate.ts';
import { itemTable, nameFromSlug, settingTable, venueTemplate, yamlText } from '../../src/venues/template.ts';
import type { Venue, VenueInput } from '../../src/venues/types.ts';
import { parse } from 'yaml';

const FILE = 'content/venues/new-club.yaml';

function load(text: string): Venue {
  const src = parseVenueText(FILE, text);
  expect(sourceIssues(src)).toEqual([]);
  return normalizeVenue(src.data as VenueInput, FILE);
}

/** Every commented setting and item line (`  # <id>: <value>`) uncommented. */
function uncommentAll(text: string): string {
  return text.replace(/^ {2}# ([\w-]+): /gm, '  $1: ');
}

const CASES = rulesets.flatMap((rs) => rs.presets.map((p) => [rs.id, p.id] as const));

describe.each(CASES)('venue new --ruleset %s --preset %s', (ruleset, preset) => {
  const rs = rulesets.find((r) => r.id === ruleset)!;
  const text = venueTemplate({ slug: 'new-club', ruleset, preset, languages: ['id', 'en'], date: '2026-12-01' });

  it('is valid as written, and is the preset unchanged', () => {
    const v = load(text);
    expect([v.ruleset, v.preset, v.rulesVersion, v.languages, v.name.en]).toEqual([ruleset, preset, '2026-12-01', ['id', 'en'], 'New Club']);
    expect(v.settings).toEqual({});
    expect(v.overrides).toEqual({});
    const g = buildGuide(v, 'id');
    expect(g.differences).toEqual([]);
    expect(g.sections.flatMap((s) => s.items).filter((i) => i.house)).toEqual([]);
  });

  it('lists every setting and every item once, with its name in the first language', () => {
    // (An id may be a setting and an item both: riichi renhou.)
    const settingsPart = text.slice(text.indexOf('\nsettings:\n'), text.indexOf('\nitems:\n'));
    const itemsPart = text.slice(text.indexOf('\nitems:\n'));
    for (const s of rs.settings) expect(settingsPart.match(new RegExp(`^  # ${s.id}: `, 'gm')), s.id).toHaveLength(1);
    for (const item of rs.items) {
      const lines = itemsPart.split('\n').filter((l) => l.startsWith(`  # ${item.id}: `) || l.startsWith(`  #   (${item.id}: `));
      expect(lines, item.id).toHaveLength(1);
      // The preset's own name where it gives one (its guide and sheet print that), else the catalogue's.
      const own = findPreset(rs, preset)?.display?.names?.includes(item.id);
      const ns = resources.id[rs.id] as Record<string, Record<string, { name: string }>>;
      const name = own ? translate('id' as Locale)(`${rs.id}:${displayKey.name(preset, item.id)}`) : ns.items[item.id].name;
      expect(lines[0], item.id).toContain(name);
    }
  });

  it('uncommented line by line it changes nothing: each value is the preset’s own', () => {
    const all = uncommentAll(text);
    expect(all).not.toBe(text);
    const v = load(all);
    const g = buildGuide(v, 'en');
    expect(g.differences).toEqual([]);
    expect(g.sections.flatMap((s) => s.items).filter((i) => i.house)).toEqual([]);
    expect(g.keyNumbers.filter((k) => k.house)).toEqual([]);
  });

  it('one line changed is that one change', () => {
    const item = rs.items.find((i) => !i.enabledBy && !i.valueBySetting && text.includes(`  # ${i.id}: `) && !text.includes(`  # ${i.id}: off`))!;
    const changed = text.replace(new RegExp(`^ {2}# ${item.id}: [^#\\n]*?(\\s+#)`, 'm'), `  ${item.id}: off$1`);
    const g = buildGuide(load(changed), 'en');
    expect(g.differences.map((d) => [d.kind, d.id])).toEqual([['item-off', item.id]]);
  });
});

describe('the template’s pieces', () => {
  it('names a venue from its slug, quotes a text only where YAML would misread it', () => {
    expect(nameFromSlug('koi-pond-club')).toBe('Koi Pond Club');
    for (const s of ['Koi Pond Club', 'Club: the first', 'yes', '2026-09-13', '#1 club', '- dash', 'Café Lotus', '12']) expect(parse(`x: ${yamlText(s)}`).x).toBe(s);
    expect(yamlText('Koi Pond Club')).toBe('Koi Pond Club');
  });
  it('writes the native name given (--native-name), in the ruleset’s native-name language', () => {
    const text = venueTemplate({ slug: 'golden-dragon', ruleset: 'riichi', preset: 'wrc-2025', nativeName: '金龍麻雀會', date: '2026-12-01' });
    expect(text).toMatch(/^nativeName: 金龍麻雀會 +# .*\(ja\)/m);
    expect(load(text.replace(FILE, 'content/venues/golden-dragon.yaml')).nativeName).toEqual({ text: '金龍麻雀會', lang: 'ja' });
    expect(venueTemplate({ slug: 'x-club', ruleset: 'riichi', preset: 'wrc-2025' })).toMatch(/^# nativeName: …/m);
  });
  it('refuses an unknown ruleset, preset or language', () => {
    expect(() => venueTemplate({ slug: 'x-club', ruleset: 'mahjong', preset: 'vmc' })).toThrow(/unknown ruleset "mahjong"/);
    expect(() => venueTemplate({ slug: 'x-club', ruleset: 'riichi', preset: 'vmc' })).toThrow(/unknown preset "vmc" of riichi/);
    expect(() => venueTemplate({ slug: 'x-club', ruleset: 'riichi', preset: 'ema-2025', languages: ['fr'] })).toThrow(/unknown language "fr"/);
  });
  it('the riichi file offers the settlement block, commented', () => {
    const text = venueTemplate({ slug: 'new-club', ruleset: 'riichi', preset: 'ema-2025' });
    expect(text).toMatch(/^# settlement: /m);
    expect(text).toMatch(/^#   uma: \[15, 5, -5, -15\]/m);
    const withSettlement = text.replace(/^# (settlement:|  uma:|  oka:|  startingPoints:|  returnPoints:)/gm, '$1');
    expect(load(withSettlement).settlement).toEqual({ uma: [15, 5, -5, -15], oka: 20, startingPoints: 25000, returnPoints: 30000 });
  });
  it('offers the venue’s own words, commented: an item’s name and notes, a section of its own — each valid once filled in', () => {
    const text = venueTemplate({ slug: 'new-club', ruleset: 'hong-kong', preset: 'vmc', languages: ['id', 'en'], date: '2026-12-01' });
    const filled = text
      .replace(/^# (names:|itemNotes:|sections:)/gm, '$1')
      // As the file says: delete the # and the space after it.
      .replace(/^# ( {2}[a-z-]+: \{ id: …, en: … \})/gm, '$1')
      .replace(/^# ( {2}- after: [a-z-]+| {4}title: .*| {4}text: .*)$/gm, '$1')
      .replace(/\{ id: …, en: … \}/g, '{ id: Teks, en: Text }');
    const { display } = load(filled);
    const item = Object.keys(display.names)[0];
    expect(item).toBeTruthy();
    expect(display.names[item]).toEqual({ id: 'Teks', en: 'Text' });
    expect(Object.keys(display.notes)).toEqual([item]);
    expect(display.notes[item]).toEqual({ id: ['Teks'], en: ['Text'] });
    expect(display.sections).toHaveLength(1);
    expect(display.sections[0]).toMatchObject({ after: 'how-to-win', title: { id: 'Teks', en: 'Text' } });
  });
  it('in a preset’s own words: hk-classic names its items as seed 004 does (Mixed One Suit, Win on Double Kong), in the file and the table', () => {
    const file = venueTemplate({ slug: 'new-club', ruleset: 'hong-kong', preset: 'hk-classic', languages: ['id'], date: '2026-12-01' });
    expect(file).toMatch(/^ {2}# half-flush: .*Mixed One Suit/m);
    expect(file).toMatch(/^ {2}# double-kong-replacement: .*Win on Double Kong/m);
    const one = itemTable('hong-kong', ['hk-classic'], 'id' as Locale).rows;
    expect(one.find((r) => r.id === 'half-flush')?.name).toBe('Mixed One Suit');
    // Several presets side by side: the catalogue's names.
    expect(itemTable('hong-kong', ['vmc', 'hk-classic'], 'en' as Locale).rows.find((r) => r.id === 'half-flush')?.name).toBe('Half Flush');
  });
  it('the item and setting tables (npm run venue -- items) give ids, names and values', () => {
    const items = itemTable('riichi', ['ema-2025']);
    expect(items.rows.find((r) => r.id === 'chiitoitsu')).toMatchObject({ name: 'Chiitoitsu', values: { 'ema-2025': '2 han, closed hand only' }, yaml: { 'ema-2025': '2' } });
    expect(items.rows.find((r) => r.id === 'aka-dora')).toMatchObject({ setting: 'redFives' });
    const settings = settingTable('riichi', ['ema-2016', 'ema-2025']);
    expect(settings.find((s) => s.id === 'kiriage')).toMatchObject({ name: 'Kiriage mangan', takes: 'yes | no', yaml: { 'ema-2016': 'no', 'ema-2025': 'yes' } });
    expect(settings.find((s) => s.id === 'redFives')?.takes).toBe('0 | 3 | 4 (yes = 3, no = 0)');
  });
});
