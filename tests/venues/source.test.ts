/**
 * Venue files as written (src/venues/source.ts): every problem at its line and column — a YAML slip
 * with its likely cause, a refused field at the line that holds it — all of a file's problems at
 * once; files refused before any field is read (empty, a symbolic link, outside content/venues/, two
 * files for one slug). Files are written to a temporary project folder.
 */
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { checkVenueFiles, fieldPath, parseVenueText, readVenueSource, sourceIssues } from '../../src/venues/source.ts';
import { formatVenueIssue, formatVenueIssues } from '../../src/venues/validate.ts';
import type { VenueIssue } from '../../src/venues/types.ts';
import { LOCALES } from '../../src/i18n/config.ts';

const FILE = 'content/venues/koi-club.yaml';

/** "a, b or c", as the messages list words. */
const orList = (w: readonly string[]) => (w.length <= 1 ? w.join('') : `${w.slice(0, -1).join(', ')} or ${w[w.length - 1]}`);

const GOOD = `name: Koi Club
ruleset: riichi
preset: ema-2025
rulesVersion: 2026-09-13
languages: [en, id]
`;

/** The issues of a text, as "line:column field: reason". */
function at(text: string, file = FILE): string[] {
  return sourceIssues(parseVenueText(file, text)).map((i) => `${i.line ?? '-'}:${i.column ?? '-'} ${i.field}: ${i.reason}`);
}

describe('a field path to its line', () => {
  it('reads dotted paths with list indexes', () => {
    expect(fieldPath('notes.en[0]')).toEqual(['notes', 'en', 0]);
    expect(fieldPath('languages[1]')).toEqual(['languages', 1]);
    expect(fieldPath('items.seven-pairs')).toEqual(['items', 'seven-pairs']);
    expect(fieldPath('(file name)')).toEqual([]);
  });
  it('places each problem of a file at its line and column, all of them at once, in file order', () => {
    const text = `${GOOD.replace('2026-09-13', '2026-02-30').replace('[en, id]', '[en, in]')}settings:
  kiriage: no
  openPinfu: 20
items:
  chiitoitu: 2
  sankantsu: off
notes:
  en:
    - New players: come at 12:30
`;
    expect(at(text)).toEqual([
      '4:1 rulesVersion: 2026-02-30 is not a date: February 2026 has 28 days. Write an existing date as YYYY-MM-DD, e.g. 2026-02-28',
      `5:17 languages[1]: "in" is not a language of the site: write ${orList(LOCALES)}. Did you mean "en"?`,
      '8:3 settings.openPinfu: unknown setting "openPinfu" of riichi. Did you mean "openPinfuFu"? The settings of riichi: kiriage, kazoe, multipleYakuman, doubleYakuman, redFives, openPinfuFu, doubleWindPairFu, renhou, openTanyao, multipleWinners',
      '10:3 items.chiitoitu: there is no item "chiitoitu" in riichi. Did you mean "chiitoitsu"? Every item: npm run venue -- items riichi --preset ema-2025',
      '14:7 notes.en[0]: was read as a field "New players" followed by a colon: a colon followed by a space starts a field. Put the whole text in quotes: "New players: come at 12:30"',
    ]);
  });
  it('a file whose aliases would grow without bound ("billion laughs") is refused at its first alias, not thrown', () => {
    const bomb = ['a: &a [x, x, x, x, x, x, x, x, x]', ...'bcdefg'.split('').map((k, i) => `${k}: &${k} [${Array(9).fill(`*${'abcdefg'[i]}`).join(', ')}]`)].join('\n');
    expect(at(`${bomb}\n${GOOD}`)).toEqual([
      '2:8 (YAML): the file\'s aliases (*name) repeat its anchors (&name) more than 50 times in all: write the values out instead (a venue file needs no anchors or aliases)',
    ]);
    // A few aliases are YAML like any other.
    expect(at(`${GOOD.replace('name: Koi Club', 'name: &n Koi Club')}address: *n\n`)).toEqual([]);
  });
  it('a text holding a control character, a direction override or an invisible character is refused, naming the character and where', () => {
    const fix = (code: string, start = false) =>
      `remove it (in a text in quotes it may be written as a code after a backslash, such as \\a or \\u${code}; else it cannot be seen: delete the character${start ? ' at its start and type it' : 's on either side of it and type them'} again)`;
    expect(at(GOOD.replace('name: Koi Club', 'name: "Koi\\a Club"'))).toEqual([`1:1 name: holds an invisible control character (U+0007 after "Koi"): ${fix('0007')}`]);
    expect(at(`${GOOD}address: "\\u202E12 Lotus Lane"\n`)).toEqual([
      `6:1 address: holds a direction override, which reorders the text after it on the page (U+202E at its start): ${fix('202E', true)}`,
    ]);
    expect(at(`${GOOD}notes:\n  en: ok\n  id:\n    - "a\\0b"\n`)).toEqual([`9:7 notes.id[0]: holds an invisible control character (U+0000 after "a"): ${fix('0000')}`]);
    expect(at(`${GOOD}nativeName: { ja: "雀荘\\u2066こい" }\n`)).toEqual([
      `6:1 nativeName: ja: holds a direction override, which reorders the text after it on the page (U+2066 after "雀荘"): ${fix('2066')}`,
    ]);
    // Pasted as they are (no backslash code in the file): a zero-width space, a byte-order mark inside
    // a name, a Hangul filler (shown as a blank), a right-to-left mark.
    expect(at(GOOD.replace('name: Koi Club', 'name: Koi\u200BClub'))).toEqual([`1:1 name: holds an invisible character (of a copied text, most often) (U+200B after "Koi"): ${fix('200B')}`]);
    expect(at(GOOD.replace('name: Koi Club', 'name: Koi \uFEFFClub'))).toEqual([`1:1 name: holds an invisible character (of a copied text, most often) (U+FEFF after "Koi "): ${fix('FEFF')}`]);
    expect(at(`${GOOD}address: "\u3164"\n`)).toEqual([`6:1 address: holds an invisible character (of a copied text, most often) (U+3164 at its start): ${fix('3164', true)}`]);
    expect(at(`${GOOD}contact: "Ana\u200F"\n`)).toEqual([`6:1 contact: holds an invisible direction mark (U+200F after "Ana"): ${fix('200F')}`]);
    // A soft hyphen is a hyphenation hint, and stays.
    expect(at(GOOD.replace('name: Koi Club', 'name: Koi Mah\u00ADjong Club'))).toEqual([]);
    // The joiners of Indic scripts are text: क्‍ष with a zero-width joiner, and a non-joiner.
    expect(at(`${GOOD.replace('[en, id]', '[en, hi]')}notes:\n  en: ok\n  hi: "क्\u200Dष और क\u200Cख"\n`)).toEqual([]);
  });
  it('a letter no font of the site draws where the text is shown, or an emoji, is refused before the sheet fails to print', () => {
    const hi = GOOD.replace('[en, id]', '[en, hi]');
    // Hangul: no font anywhere (a native name is Chinese or Japanese characters).
    expect(at(`${GOOD}nativeName: { ko: 서울 }\n`)).toEqual([
      '6:1 nativeName: ko: is the venue\'s name in Chinese or Japanese characters, printed beside its name; "서울" has none. A name in another language goes under name:, one per language (name: { en: …, hi: … })',
    ]);
    // With a Chinese character among them, the letter no font draws is named.
    expect(at(`${GOOD}nativeName: { ko: 서울麻雀 }\n`)).toEqual([
      '6:1 nativeName: ko: holds "서" (U+C11C), a letter the site has no font for (it draws Latin, Chinese and Japanese characters): the printed sheet could not show it. Write the text in Latin, Chinese or Japanese characters',
    ]);
    // Devanagari is drawn on the Hindi pages only: in the hi text, not in one text for en and hi.
    expect(at(`${hi}address: "सियोल"\n`)).toEqual([
      // Not "on the pages of every one of its languages": the Hindi pages draw it.
      '6:1 address: holds "स" (U+0938), a letter the site has no font for on its en pages, where this one text for en, hi is shown too (it draws Latin, Chinese and Japanese characters there): the printed sheet could not show it. Give each language its own text (hi: …, and the others in Latin, Chinese or Japanese characters)',
    ]);
    expect(at(`${hi}address:\n  en: Seoul\n  hi: "सियोल"\n`)).toEqual([]);
    expect(at(`${hi}notes:\n  en: "सियोल"\n  hi: ok\n`)).toEqual([
      '7:3 notes.en: holds "स" (U+0938), a letter the site has no font for on its en pages (it draws Latin, Chinese and Japanese characters there): the printed sheet could not show it. Write the text in Latin, Chinese or Japanese characters',
    ]);
    // Emoji, as pictures or made so by U+FE0F; a stray U+FE0F after a letter is no emoji.
    const emoji = (chars: string) => `holds the emoji ${chars}: the site's fonts draw no emoji, so the printed sheet would set them in another font, at another size. Remove them, or write a word instead`;
    expect(at(`${GOOD}contact: "tiles 🀄 and tea ☕"\n`)).toEqual([`6:1 contact: ${emoji('"🀄" (U+1F004) and "☕" (U+2615)')}`]);
    expect(at(`${GOOD}contact: "we ❤\uFE0F mahjong"\n`)).toEqual([
      `6:1 contact: holds the emoji "❤" (U+2764): the site's fonts draw no emoji, so the printed sheet would set it in another font, at another size. Remove it, or write a word instead`,
    ]);
    // Punctuation and symbols the shipped Latin subset has; a stray U+FE0F after a letter is no emoji.
    expect(at(`${hi}notes:\n  en: "© 2026 — East, South, 1–9, ™, € 2, 50%, “quiet” …"\n  hi: "क\uFE0F"\n`)).toEqual([]);
    // Symbols no font of the site has (an arrow printed from a fallback font failed the sheet's check at "8.0 pt"): every one named.
    expect(at(`${GOOD}notes: "Call ☎ — East → South ✓ ★ ✓"\n`)).toEqual([
      '6:1 notes: holds "☎" (U+260E), "→" (U+2192), "✓" (U+2713) and "★" (U+2605), characters the site has no font for on the pages of every one of its languages (en, id), where this one text is shown (it draws Latin, Chinese and Japanese characters there): the printed sheet could not show them. Remove them, or write words instead',
    ]);
    // Chinese and Japanese characters, Latin with its accents: drawn on every page.
    expect(at(`${GOOD}notes: "Café Đông 雀荘こいのぼり 麻雀"\n`)).toEqual([]);
    // What the Han fonts draw beyond Han itself: the long-vowel mark, half- and full-width forms.
    expect(at(`${GOOD}nativeName: { ja: ラーメン雀荘々 }\nnotes: "ＡＢＣ１２３ 「ｶﾀｶﾅ」"\n`)).toEqual([]);
    // Vietnamese: Latin letters with stacked accents, cut from Noto Sans's Vietnamese subset like Latin-extended.
    expect(at(`${GOOD}notes: "Quán ở Hà Nội, mở cửa thứ Ba"\n`)).toEqual([]);
    // A native name in another script than Chinese or Japanese: it is a name in another language, which goes under name:.
    expect(at(`${GOOD}nativeName: मुंबई क्लब\n`)).toEqual([
      '6:1 nativeName: is the venue\'s name in Chinese or Japanese characters, printed beside its name; "मुंबई क्लब" has none. A name in another language goes under name:, one per language (name: { en: …, hi: … })',
    ]);
    // A script no font of the site draws (Armenian).
    expect(at(`${GOOD}notes: "Երևան"\n`)).toEqual([
      '6:1 notes: holds "Ե" (U+0535), a letter the site has no font for on the pages of every one of its languages (en, id), where this one text is shown (it draws Latin, Chinese and Japanese characters there): the printed sheet could not show it. Write the text in Latin, Chinese or Japanese characters',
    ]);
  });
  it('a missing text points at the field that lacks it', () => {
    expect(at(`${GOOD}notes:\n  en: Tuesdays.\n`)).toEqual([
      '6:1 notes.id: the guide is also published in id (languages), but notes has no id text: add id: … in Indonesian (one text for every language would print the same words on the id pages)',
    ]);
  });
  it('formats a problem as file, line, column, field and reason', () => {
    const [i] = sourceIssues(parseVenueText(FILE, `${GOOD}items:\n  chiitoitu: 2\n`));
    expect(formatVenueIssue(i)).toBe(
      'content/venues/koi-club.yaml, line 7, column 3 — items.chiitoitu: there is no item "chiitoitu" in riichi. Did you mean "chiitoitsu"? Every item: npm run venue -- items riichi --preset ema-2025',
    );
  });
});

describe('YAML slips: the line and the likely cause', () => {
  it('an unquoted colon in a text (New players: come at 12:30)', () => {
    expect(at(`${GOOD}notes:\n  en: New players: come at 12:30\n  id: x\n`)).toEqual([
      '7:7 (YAML): a second colon on this line ("New players: come at 12:30"): a colon followed by a space starts a field. If it belongs to the text, put the text in quotes: en: "New players: come at 12:30"',
    ]);
  });
  it('a tab as indentation', () => {
    expect(at(`${GOOD}settings:\n\tkiriage: no\n`)).toEqual(['7:1 (YAML): this line is indented with a tab: YAML indents with spaces only. Replace the tab by spaces (two per level)']);
    // Between well-indented lines: the tab alone, not also what YAML then says of this line and the next.
    expect(at(`${GOOD}settings:\n  kiriage: no\n\tredFives: 3\n  openTanyao: no\n`)).toEqual(['8:1 (YAML): this line is indented with a tab: YAML indents with spaces only. Replace the tab by spaces (two per level)']);
  });
  it('a no-break space where a space goes (a copied text), named with where it is', () => {
    expect(at(GOOD.replace('ruleset: riichi', 'ruleset:\u00a0riichi'))).toEqual([
      '2:9 (YAML): this line holds a no-break space (U+00A0 after "ruleset:"), which YAML does not read as a space (a copied text carries it, most often): delete that space and type it again',
    ]);
  });
  it('a quote left open, at the line that opened it', () => {
    expect(at(`name: "Koi Club\n${GOOD.split('\n').slice(1).join('\n')}`)).toEqual([
      '1:7 (YAML): a text opened with " on this line is never closed: end it with " on the same line (a " inside a text is written \\")',
    ]);
  });
  it('a [ or { left open, at the line that opened it (the parser names the next line, or one past the end)', () => {
    const lines = GOOD.split('\n');
    const open = [...lines.slice(0, 4), 'languages: [en, id', ''].join('\n');
    const reason = '(YAML): a list opened with [ on this line is not closed: end it with ] on the same line (languages: [en, id])';
    expect(at(open)).toEqual([`5:12 ${reason}`]);
    expect(at([lines[0], 'languages: [en, id', ...lines.slice(1, 4), ''].join('\n'))).toEqual([`2:12 ${reason}`]);
    expect(at(`${GOOD}items: { riichi: 2\n`)).toEqual(['6:8 (YAML): a mapping opened with { on this line is not closed: end it with } on the same line (items: { riichi: 2})']);
  });
  it('a field given twice', () => {
    expect(at(`${GOOD}name: Other Club\n`)).toEqual(['6:1 (YAML): "name" is given twice at the same level: keep one (the second would silently replace the first)']);
  });
  it('a text that starts with @', () => {
    expect(at(`${GOOD}contact: @koiclub\n`)).toEqual(['6:10 (YAML): a text cannot start with @ unless it is in quotes: write it as "@koiclub"']);
  });
  it('a line indented more than its neighbours', () => {
    expect(at(`${GOOD}settings:\n  kiriage: no\n   kazoe: yakuman\n`)[0]).toMatch(/^7:\d+ \(YAML\): YAML cannot read this line \("kiriage: no"\): most often the next line is indented more than this one/);
  });
  it('every slip of the file is listed', () => {
    expect(at(`${GOOD}settings:\n\tkiriage: no\nnotes:\n  en: a: b\n`)).toHaveLength(2);
  });
  it('no parser internals in the words', () => {
    for (const text of [`${GOOD}settings:\n\tkiriage: no\n`, `name: "x\n`, `${GOOD}contact: @x\n`, `a: [1, 2\nb: 3\n`])
      for (const line of at(text)) expect(line).not.toMatch(/BLOCK_AS|TAB_AS|MISSING_CHAR|YAMLParseError|at line \d+, column/);
  });
});

describe('entries of content/venues/ meant as venues but not read: a problem, never a venue missing without a word', () => {
  const root = mkdtempSync(join(tmpdir(), 'hefen-venue-stray-'));
  const dir = join(root, 'content', 'venues');
  mkdirSync(dir, { recursive: true });
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('a .yaml.txt (Notepad), a .json, a .txt and a folder are listed with their rename; notes, backups and hidden files are not', () => {
    writeFileSync(join(dir, 'koi-club.yaml'), GOOD);
    writeFileSync(join(dir, 'lotus-court.yaml.txt'), GOOD);
    writeFileSync(join(dir, 'pearl-club.json'), JSON.stringify({ name: 'Pearl Club' }));
    writeFileSync(join(dir, 'todo.txt'), 'call the printer');
    mkdirSync(join(dir, 'old'));
    for (const quiet of ['README.md', '.DS_Store', '.gitkeep', 'koi-club.yaml~', 'koi-club.yaml.bak', 'koi-club.yaml.orig', 'Thumbs.db', 'desktop.ini']) writeFileSync(join(dir, quiet), '');
    mkdirSync(join(dir, '.git-hidden'));
    const r = checkVenueFiles(root);
    expect(r.venues).toEqual([]);
    const got = r.issues.map((i) => `${i.file} ${i.field}`);
    expect(got).toEqual([
      'content/venues/lotus-court.yaml.txt (file name)',
      'content/venues/old (file name)',
      'content/venues/pearl-club.json (file name)',
      'content/venues/todo.txt (file name)',
    ]);
    const reason = (f: string) => r.issues.find((i) => i.file === `content/venues/${f}`)!.reason;
    expect(reason('lotus-court.yaml.txt')).toMatch(/ends in \.txt, not \.yaml .*Rename it lotus-court\.yaml/);
    expect(reason('pearl-club.json')).toMatch(/JSON is YAML too: rename it pearl-club\.yaml/);
    expect(reason('todo.txt')).toMatch(/Rename it so if it is a venue, or move it out of content\/venues\//);
    expect(reason('old')).toMatch(/is a folder: .*Move the venue files it holds up into content\/venues\//);
    // A space after .yaml that the file list does not show: named, with the name to give it.
    writeFileSync(join(dir, 'reef-club.yaml '), GOOD);
    writeFileSync(join(dir, ' tide-club.yml'), GOOD);
    const spaced = checkVenueFiles(root).issues.filter((i) => /reef|tide/.test(i.file));
    expect(spaced.map((i) => [i.file, i.reason])).toEqual([
      ['content/venues/reef-club.yaml ', 'is not read: its name has a space after .yaml, which most file lists do not show. Rename it reef-club.yaml'],
      // Read, as its name ends in .yml: its address is refused, quoted so that the space shows.
      ['content/venues/ tide-club.yml', `" tide-club" cannot be a venue's address: a venue file's name is lowercase letters, digits and hyphens (e.g. tide-club.yaml)`],
    ]);
    rmSync(join(dir, 'reef-club.yaml '));
    rmSync(join(dir, ' tide-club.yml'));
    // Notepad's .txt and a space after it: the rename drops both (it was "tea-house.yaml.txt .yaml").
    writeFileSync(join(dir, 'tea-house.yaml.txt '), GOOD);
    expect(checkVenueFiles(root).issues.find((i) => i.file === 'content/venues/tea-house.yaml.txt ')!.reason).toMatch(/Rename it tea-house\.yaml — /);
    rmSync(join(dir, 'tea-house.yaml.txt '));
    // A check of named files only (`npm run venue -- check <file>`) is about those files.
    expect(checkVenueFiles(root, ['content/venues/koi-club.yaml']).issues).toEqual([]);
  });
});

describe('files refused before any field is read', () => {
  const root = mkdtempSync(join(tmpdir(), 'hefen-venue-files-'));
  const dir = join(root, 'content', 'venues');
  mkdirSync(dir, { recursive: true });
  afterAll(() => rmSync(root, { recursive: true, force: true }));
  const reasons = (files: string[]) => checkVenueFiles(root, files).issues.map((i: VenueIssue) => `${i.file} ${i.field}: ${i.reason}`);

  it('an empty file (it was "Cannot read properties of undefined (reading \'slug\')")', () => {
    writeFileSync(join(dir, 'empty-club.yaml'), '\n  \n');
    expect(reasons(['content/venues/empty-club.yaml'])).toEqual([
      'content/venues/empty-club.yaml (file): the file is empty: a venue file needs at least name, ruleset, preset, rulesVersion and languages (npm run venue -- new empty-club --ruleset … --preset … writes one to fill in)',
    ]);
    writeFileSync(join(dir, 'comment-club.yaml'), '# nothing yet\n');
    expect(reasons(['content/venues/comment-club.yaml'])[0]).toMatch(/\(file\): the file has only comments/);
  });
  it('a file not saved as UTF-8 (UTF-16, Latin-1) or far too large is refused, not published with � in its names', () => {
    const fix = 'ave it as UTF-8 (in Notepad: Save as, Encoding: UTF-8; in other editors: "Reopen with encoding", then save as UTF-8)';
    writeFileSync(join(dir, 'utf16-club.yaml'), Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(GOOD, 'utf16le')]));
    expect(reasons(['content/venues/utf16-club.yaml'])).toEqual([`content/venues/utf16-club.yaml (file): is saved as UTF-16: s${fix}`]);
    // "Café" in Latin-1 on line 2: é is the one byte 0xE9.
    writeFileSync(join(dir, 'latin1-club.yaml'), Buffer.concat([Buffer.from(GOOD.replace('name: Koi Club\n', '')), Buffer.from('address: Caf\xe9 Lane\n', 'latin1')]));
    const [latin1] = checkVenueFiles(root, ['content/venues/latin1-club.yaml']).issues;
    expect(latin1).toMatchObject({ field: '(file)', line: 5, reason: `is not UTF-8 text: this line has bytes of another encoding (é written as one byte, say). S${fix}` });
    writeFileSync(join(dir, 'huge-club.yaml'), `${GOOD}# ${'x'.repeat(1.5 * 1024 * 1024)}\n`);
    expect(reasons(['content/venues/huge-club.yaml'])).toEqual([
      'content/venues/huge-club.yaml (file): is 1.5 MB: a venue file is a few kilobytes of settings and texts (at most 1 MB). Check that nothing else was pasted into it',
    ]);
  });
  it('a symbolic link, even to a valid venue file outside the repository', () => {
    const outside = join(root, 'elsewhere.yaml');
    writeFileSync(outside, GOOD);
    symlinkSync(outside, join(dir, 'linked-club.yaml'));
    expect(reasons(['content/venues/linked-club.yaml'])).toEqual([
      'content/venues/linked-club.yaml (file): is a symbolic link: a venue file must be a real file inside content/venues/ (a link may point anywhere on the machine, and its target would be published). Copy the file here instead',
    ]);
  });
  it('a file outside content/venues/ (or in a sub-folder of it)', () => {
    writeFileSync(join(root, 'koi-club.yaml'), GOOD);
    mkdirSync(join(dir, 'old'), { recursive: true });
    writeFileSync(join(dir, 'old', 'koi-club.yaml'), GOOD);
    expect(readVenueSource(root, 'koi-club.yaml').issues[0].reason).toBe(
      'is outside content/venues/: the site publishes only the venue files of that folder (move it there; sub-folders are not read)',
    );
    expect(readVenueSource(root, 'content/venues/old/koi-club.yaml').issues[0].reason).toMatch(/^is outside content\/venues\//);
  });
  it('a .yaml and a .yml of one slug: both files named', () => {
    writeFileSync(join(dir, 'twin-club.yaml'), GOOD);
    writeFileSync(join(dir, 'twin-club.yml'), GOOD);
    expect(reasons(['content/venues/twin-club.yaml', 'content/venues/twin-club.yml'])).toEqual([
      'content/venues/twin-club.yaml (file name): 2 files give the venue "twin-club" (content/venues/twin-club.yaml, content/venues/twin-club.yml): a venue is one file. Keep one and delete the other',
      'content/venues/twin-club.yml (file name): 2 files give the venue "twin-club" (content/venues/twin-club.yaml, content/venues/twin-club.yml): a venue is one file. Keep one and delete the other',
    ]);
  });
  it('a venue slug that is a preset id, with its problems listed under one heading', () => {
    writeFileSync(join(dir, 'ema-2016.yaml'), GOOD);
    const r = checkVenueFiles(root, ['content/venues/ema-2016.yaml']);
    expect(formatVenueIssues(r.issues)).toBe(
      `The venue files have 1 problem:\n  content/venues/ema-2016.yaml — (file name): "ema-2016" is the id of a preset of riichi: the venue's calculator and the scorer would take that preset's rules instead of the venue's. Rename the file, e.g. ema-2016-club.yaml`,
    );
  });
  it('a good file passes and gives its venue', () => {
    writeFileSync(join(dir, 'koi-club.yaml'), GOOD);
    const r = checkVenueFiles(root, ['content/venues/koi-club.yaml']);
    expect(r.issues).toEqual([]);
    expect(r.venues.map((v) => [v.slug, v.rulesVersion, v.languages])).toEqual([['koi-club', '2026-09-13', ['en', 'id']]]);
  });
});
