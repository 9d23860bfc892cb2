/**
 * `npm run venue` (scripts/venue.ts) as an organiser uses it, in a copy of the project: `new` writes a
 * venue file that `check` passes, and refuses a slug the site uses or a file that exists; `check` lists
 * every problem with its line (exit 1) or says all is well (exit 0), in about a second; `items` lists
 * ids, names and values; a typo of a command or an option gets a suggestion (exit 2). `preview` runs a
 * build (`--pdf-only <slug>`): not run here (tests/fixture/ builds a `venue new` file).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { copyProject } from '../fixture/build-fixture.ts';

const dir = mkdtempSync(join(tmpdir(), 'hefen-venue-cli-'));
const root = join(dir, 'project');
copyProject(root);
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const venue = (...args: string[]) => spawnSync(process.execPath, ['scripts/venue.ts', ...args], { cwd: root, env: { ...process.env, INIT_CWD: root }, encoding: 'utf8' });

describe('npm run venue -- check', () => {
  it('passes the shipped venues, each named, in about a second', () => {
    const r = venue('check');
    expect(r.status, r.stderr).toBe(0);
    expect(r.stdout).toContain('✓ content/venues/koi-pond-riichi-club.yaml');
    const s = Number(/no problem \(([\d.]+) s\)/.exec(r.stdout)?.[1]);
    expect(s).toBeLessThan(2);
  });
  it('lists every problem of a file with its line and column, and exits 1', () => {
    writeFileSync(join(root, 'content/venues/typo-club.yaml'), 'name: Typo Club\nruleset: riichi\npreset: ema-2025\nrulesVersion: 2026-02-30\nlanguages: [en]\nsettings:\n  kiriage: no\nitems:\n  chiitoitu: 2\n');
    const r = venue('check', 'content/venues/typo-club.yaml');
    rmSync(join(root, 'content/venues/typo-club.yaml'));
    expect(r.status).toBe(1);
    expect(r.stdout.split('\n').slice(0, 3)).toEqual([
      '✗ content/venues/typo-club.yaml: 2 problems',
      '    line 4, column 1 — rulesVersion: 2026-02-30 is not a date: February 2026 has 28 days. Write an existing date as YYYY-MM-DD, e.g. 2026-02-28',
      '    line 9, column 3 — items.chiitoitu: there is no item "chiitoitu" in riichi. Did you mean "chiitoitsu"? Every item: npm run venue -- items riichi --preset ema-2025',
    ]);
    expect(r.stdout).toContain('2 problems in 1 of 1 file');
  });
  it('takes a venue by its slug, as preview does; a name that is neither is one problem, not two files', () => {
    const r = venue('check', 'koi-pond-riichi-club', 'no-such-club');
    expect(r.status).toBe(1);
    expect(r.stdout.split('\n').slice(0, 4)).toEqual([
      '✓ content/venues/koi-pond-riichi-club.yaml',
      '✗ no-such-club: 1 problem',
      '    (file): there is no such file (venue files are content/venues/<slug>.yaml)',
      '',
    ]);
    expect(r.stdout).not.toContain('files give the venue');
  });
  it('says what the build says of a Han character no font of the site draws (a Japanese form on a Chinese name, a character no font has)', () => {
    const file = join(root, 'content/venues/tea-house.yaml');
    const base = readFileSync(join(root, 'content/venues/demo-mahjong-club.yaml'), 'utf8').replace(/^name: .*$/m, 'name: Tea House');
    writeFileSync(file, base.replace(/^ruleset: /m, 'nativeName: 麻雀荘\nnotes: ["Ask for 金\u{30000} at the desk"]\nruleset: '));
    const r = venue('check', 'tea-house');
    rmSync(file);
    expect(r.status).toBe(1);
    expect(r.stdout).toContain(
      "nativeName: 荘 U+8358 cannot be printed — it is the Japanese form of a character, and this venue's names are Chinese: mark a Japanese name as one (nativeName: { ja: … }), or write the Chinese form",
    );
    expect(r.stdout).toMatch(/line \d+, column \d+ — notes: .*U\+30000 cannot be printed — no font of the site draws it: write another character, or the text in Latin letters/);
    expect(r.stdout).toContain('2 problems in 1 of 1 file');
  });
});

describe('npm run venue -- new', () => {
  it('writes a venue file that the check passes', () => {
    const r = venue('new', 'lotus-riichi-club', '--ruleset', 'riichi', '--preset', 'wrc-2025', '--languages', 'id,en', '--name', 'Klub Riichi Lotus');
    expect(r.status, r.stdout + r.stderr).toBe(0);
    expect(r.stdout).toMatch(/^Wrote content\/venues\/lotus-riichi-club\.yaml: riichi, preset wrc-2025, languages id, en\./);
    const text = readFileSync(join(root, 'content/venues/lotus-riichi-club.yaml'), 'utf8');
    expect(text).toMatch(/^name: Klub Riichi Lotus /m);
    expect(text).toMatch(/^ {2}# chiitoitsu: 2 +# Chiitoitsu — 2 han, hanya tangan tertutup$/m);
    expect(venue('check', 'content/venues/lotus-riichi-club.yaml').status).toBe(0);
  });
  it('never writes over a file (unless --force)', () => {
    const r = venue('new', 'lotus-riichi-club', '--ruleset', 'riichi');
    expect(r.status).toBe(1);
    expect(r.stderr).toContain('content/venues/lotus-riichi-club.yaml exists already: edit it, or write again with --force');
    expect(venue('new', 'lotus-riichi-club', '--ruleset', 'riichi', '--force').status).toBe(0);
    rmSync(join(root, 'content/venues/lotus-riichi-club.yaml'));
  });
  it('refuses a slug the site uses, before writing anything', () => {
    const r = venue('new', 'ema-2016', '--ruleset', 'riichi');
    expect(r.status).toBe(1);
    expect(r.stderr).toMatch(/"ema-2016" is the id of a preset of riichi/);
    expect(existsSync(join(root, 'content/venues/ema-2016.yaml'))).toBe(false);
  });
  it('prints the file with --stdout, defaulting to the ruleset’s preset and English', () => {
    const r = venue('new', 'quiet-club', '--ruleset', 'hong-kong', '--stdout', '--date', '2026-12-01');
    expect(r.status).toBe(0);
    expect(r.stdout).toMatch(/^preset: vmc /m);
    expect(r.stdout).toMatch(/^languages: \[en\] /m);
    expect(r.stdout).toMatch(/^rulesVersion: 2026-12-01 /m);
    expect(existsSync(join(root, 'content/venues/quiet-club.yaml'))).toBe(false);
  });
  it('a usage slip: the nearest word, exit 2', () => {
    const r = venue('new', 'x-club', '--ruleset', 'riichi', '--preset', 'ema-2052');
    expect(r.status).toBe(2);
    expect(r.stderr).toContain('unknown preset "ema-2052" of riichi (did you mean ema-2025?)');
    expect(venue('new', 'x-club', '--rulset', 'riichi').stderr).toContain('unknown option --rulset (did you mean --ruleset?)');
    expect(venue('chek').stderr).toContain('unknown command "chek" (did you mean check?)');
  });
});

describe('npm run venue -- items', () => {
  it('lists settings and items: ids, names and values in the preset', () => {
    const r = venue('items', 'riichi', '--preset', 'ema-2025');
    expect(r.status).toBe(0);
    expect(r.stdout).toMatch(/^kiriage +Kiriage mangan +yes +yes \| no$/m);
    expect(r.stdout).toMatch(/^chiitoitsu +Chiitoitsu +2 han, closed hand only$/m);
    expect(r.stdout).toMatch(/^aka-dora +Aka dora +off; on: 1 han per tile \(by settings: redFives\)$/m);
  });
  it('every preset as a column, names in a language', () => {
    const r = venue('items', 'hong-kong', '--language', 'id');
    expect(r.status).toBe(0);
    expect(r.stdout).toMatch(/^id +name +vmc +hk-classic/m);
  });
});
