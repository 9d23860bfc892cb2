/**
 * Display data (a preset's or venue's own names, rows, notes, sections, two-player place) is checked
 * like the rest: in the rule data with file, item, field and a reason naming the fix
 * (src/rules/validate.ts), in a venue file in the organiser's words at its line and column
 * (src/venues/validate.ts, src/venues/source.ts). A valid venue display reaches the guide.
 */
import { describe, expect, it } from 'vitest';
import { getRuleset } from '../../src/rules/index.ts';
import { validateRuleset } from '../../src/rules/validate.ts';
import { GUIDE_PARTS, type PresetDisplay, type RulesetDef } from '../../src/core/ruleset.ts';
import { parseVenueText, sourceIssues } from '../../src/venues/source.ts';
import { normalizeVenue, validateVenue } from '../../src/venues/validate.ts';
import { buildGuide } from '../../src/venues/guide.ts';
import type { VenueInput } from '../../src/venues/types.ts';

const hk = getRuleset('hong-kong');

/** The Hong Kong ruleset with hk-classic's display replaced. */
function withDisplay(display: PresetDisplay): RulesetDef {
  return { ...hk, presets: hk.presets.map((p) => (p.id === 'hk-classic' ? { ...p, display } : p)) };
}
const displayIssues = (d: PresetDisplay) => validateRuleset(withDisplay(d)).map((i) => `${i.file} › ${i.item} › ${i.field}: ${i.reason}`);

describe('a preset’s display data in the rule data', () => {
  it('the shipped presets are valid', () => {
    expect(validateRuleset(hk)).toEqual([]);
  });

  it('an unknown item id in its names: file, preset, field, and the id it was probably meant to be', () => {
    expect(displayIssues({ names: ['half-flush', 'half-flsh'] })).toEqual([
      'src/rules/hong-kong/presets.ts › hk-classic › display.names[1]: names unknown item "half-flsh". Did you mean "half-flush"? Fix: write the id of a catalogue item of hong-kong (its own name is presets.<preset>.names.<item id> in every locale)',
    ]);
  });

  it('a row split of an item that does not exist', () => {
    expect(displayIssues({ rows: { 'dragon-pungs': [{ id: 'red' }, { id: 'green' }] } })).toEqual([
      'src/rules/hong-kong/presets.ts › hk-classic › display.rows.dragon-pungs: names unknown item "dragon-pungs". Did you mean "dragon-pung"? Fix: write the id of a catalogue item of hong-kong (a row split prints one catalogue item as several rows)',
    ]);
  });

  it('an unknown section to follow, a section id the guide has already, a row that is no tile', () => {
    expect(
      displayIssues({
        sections: [{ id: 'winds-dragons', after: 'payment' as never, paragraphs: [{ id: 'a' }] }],
        rows: { 'dragon-pung': [{ id: 'red', tile: '8z' }, { id: 'green' }] },
      }),
    ).toEqual([
      'src/rules/hong-kong/presets.ts › hk-classic › display.rows.dragon-pung[0].tile: "8z" is not one mpsz tile (e.g. 7z)',
      'src/rules/hong-kong/presets.ts › hk-classic › display.sections[0].id: "winds-dragons" is already a section of the guide: give the section another id',
      `src/rules/hong-kong/presets.ts › hk-classic › display.sections[0].after: unknown section "payment" to follow. Did you mean "payments"? Fix: after: one of ${GUIDE_PARTS.join(', ')}`,
    ]);
  });

  it('a note’s example whose other reading names an unknown item, or none', () => {
    const hand = { hand: '123m11122233344z', winTile: '4z', win: 'discard' as const };
    expect(displayIssues({ notes: { 'small-winds': [{ id: 'a', example: { ...hand, other: { 'small-wind': { replaces: [] } } } }, { id: 'b', example: { ...hand, other: {} } }] } })).toEqual([
      'src/rules/hong-kong/presets.ts › hk-classic › display.notes.small-winds[0].example.other.small-wind: names unknown item "small-wind". Did you mean "small-winds"? Fix: write the id of a catalogue item of hong-kong (the other reading changes a catalogue item)',
      'src/rules/hong-kong/presets.ts › hk-classic › display.notes.small-winds[1].example.other: must give the reading the note sets aside as item overrides, e.g. { "small-winds": { replaces: [] } }',
    ]);
  });

  it('a note of an unknown item and an unknown two-player place', () => {
    expect(displayIssues({ notes: { 'seven-pair': [{ id: 'x' }] }, twoPlayer: 'top' as never })).toEqual([
      'src/rules/hong-kong/presets.ts › hk-classic › display.notes.seven-pair: names unknown item "seven-pair". Did you mean "seven-pairs"? Fix: write the id of a catalogue item of hong-kong (notes stand under an item)',
      'src/rules/hong-kong/presets.ts › hk-classic › display.twoPlayer: unknown place "top" of the two-player rule. Fix: one of payments, end',
    ]);
  });
});

const FILE = 'content/venues/lotus-club.yaml';
const HEAD = `name: Lotus Club
ruleset: hong-kong
preset: hk-classic
rulesVersion: 2026-09-13
languages: [en, id]
`;
const at = (text: string) => sourceIssues(parseVenueText(FILE, text)).map((i) => `${i.line ?? '-'}:${i.column ?? '-'} ${i.field}: ${i.reason}`);

describe('a venue file’s own names, rows, notes and sections', () => {
  it('a valid file: its names, rows, notes and sections reach the guide, over the preset’s', () => {
    const raw = {
      name: 'Lotus Club', ruleset: 'hong-kong', preset: 'hk-classic', rulesVersion: '2026-09-13', languages: ['en', 'id'],
      names: { 'half-flush': { en: 'Clean Hand', id: 'Tangan Bersih' } },
      rows: { 'seat-wind': [{ name: 'East Seat Pung', tile: '1z' }, { name: 'Other Seat Pung' }] },
      itemNotes: { 'all-chows': 'Open chows count.' },
      sections: [{ id: 'dealer', after: 'payments', title: 'Dealer', text: ['East deals first.'] }, { after: 'items', title: 'Table manners', text: { en: 'Be kind.', id: 'Bersikaplah ramah.' } }],
      twoPlayerPlace: 'end',
    };
    expect(validateVenue(raw, FILE)).toEqual([]);
    const g = buildGuide(normalizeVenue(raw as unknown as VenueInput, FILE), 'id' as never);
    const items = g.sections.flatMap((s) => s.items);
    expect(items.find((i) => i.id === 'half-flush')).toMatchObject({ name: 'Tangan Bersih', venueText: true });
    expect(items.filter((i) => i.id === 'seat-wind').map((i) => i.name)).toEqual(['East Seat Pung', 'Other Seat Pung']);
    expect(items.find((i) => i.id === 'all-chows')!.notes).toEqual([{ text: 'Open chows count.', reading: false, venueText: true }]);
    // The venue's dealer section replaces the preset's; its own comes after; the preset's tiles stay.
    expect(g.ownSections.map((s) => [s.id, s.after, s.title, s.venueText])).toEqual([
      ['tiles', 'key-numbers', 'Ubin', false],
      ['dealer', 'payments', 'Dealer', true],
      ['table-manners', 'items', 'Table manners', true],
    ]);
    expect(g.twoPlayerPlace).toBe('end');
    // Items the venue does not rename keep the preset's names (Small Three Dragons).
    expect(items.find((i) => i.id === 'small-dragons')!.name).toBe('Small Three Dragons');
  });

  it('an unknown item, a row split of an item that does not exist, an unknown section — each at its line, with the fix', () => {
    const text = `${HEAD}names:
  half-flsh: Clean Hand
rows:
  dragon-pungs:
    - { name: Red, tile: 7z }
    - { name: Green, tile: 6z }
itemNotes:
  seven-pair: Combines with flushes.
sections:
  - { after: payment, title: Dealer, text: East deals first. }
twoPlayerPlace: top
`;
    expect(at(text)).toEqual([
      '7:3 names.half-flsh: there is no item "half-flsh" in hong-kong. Did you mean "half-flush" (Half Flush)? Every item: npm run venue -- items hong-kong --preset hk-classic',
      '9:3 rows.dragon-pungs: there is no item "dragon-pungs" in hong-kong. Did you mean "dragon-pung" (Dragon Pung)? Every item: npm run venue -- items hong-kong --preset hk-classic',
      '13:3 itemNotes.seven-pair: there is no item "seven-pair" in hong-kong. Did you mean "seven-pairs" (Seven Pairs)? Every item: npm run venue -- items hong-kong --preset hk-classic',
      `15:7 sections[0].after: unknown section "payment" to follow: write key-numbers, how-to-win, items, payments or calculator. Did you mean "payments"?`,
      '16:1 twoPlayerPlace: "top" is not a place of the two-player rule: write payments or end (payments: beside the payments; end: its own section at the end).',
    ]);
  });

  it('a row without a name, a tile that is no tile, a text missing in one of the venue’s languages', () => {
    const text = `${HEAD}rows:
  dragon-pung:
    - { tile: 9z }
    - { name: { en: Green } }
sections:
  - { after: items, title: Manners, text: { en: Be kind. } }
`;
    expect(at(text)).toEqual([
      '8:7 rows.dragon-pung[0].name: is missing: the row\'s name (one text, or one per language)',
      '8:9 rows.dragon-pung[0].tile: "9z" is not one tile: write it in mpsz, e.g. 7z (red dragon), 6z (green), 5z (white), 1z (East)',
      '9:9 rows.dragon-pung[1].name.id: the guide is also published in id (languages), but rows.dragon-pung[1].name has no id text: add id: … in Indonesian (one text for every language would print the same words on the id pages)',
      '11:37 sections[0].text.id: the guide is also published in id (languages), but sections[0].text has no id text: add id: … in Indonesian (one text for every language would print the same words on the id pages)',
    ]);
  });
  it('names written as a list (the dash to drop), and a name for an item whose rows have their own (shown nowhere)', () => {
    expect(at(`${HEAD}names:
  - all-chows: Ping Wu
`)).toEqual(['6:1 names: must be item: name (one text, or one per language) lines, one per item, not a list: drop the dash before each item']);
    const both = `${HEAD}names:
  all-chows: Ping Wu
rows:
  all-chows:
    - { name: Ping Wu }
    - { name: Ping Wu (all simples) }
`;
    expect(at(both)).toEqual([
      "7:3 names.all-chows: rows: gives All Chows its own lines, each with its own name, so this name would be shown nowhere: put it in the rows' names, or remove this line",
    ]);
  });
});
