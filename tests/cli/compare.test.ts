/**
 * `npm run score -- --compare`: a hand under every preset and every venue of its ruleset (the lists
 * from the rule data and content/venues/), a table of the totals with what differs under each row,
 * `--json` for the comparison object; a composition the scorer refuses is a row with its error, and
 * nothing crashes. Expected totals worked out by hand (see tests/engine/compare.test.ts).
 */
import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { parseArgs } from '../../scripts/score-args.ts';
import { getRuleset } from '../../src/rules/index.ts';
import { readVenues } from '../../src/venues/files.ts';
import type { Comparison } from '../../src/engine/compare.ts';
import { root } from '../site/dist.mjs';

/** The table's rows (not its head line), each as its cells. */
const tableRows = (stdout: string) =>
  stdout
    .split('\n')
    .filter((l) => /^[* ] {2}\S/.test(l) && !l.includes('preset or venue'))
    .map((l) => l.slice(3).split(/\s{2,}/));
const run = (args: string[]) => spawnSync(process.execPath, ['scripts/score.mjs', ...args], { encoding: 'utf8', cwd: process.cwd() });
const venues = readVenues(root);
/** Every preset, then every venue of the ruleset: the rows the command must print. */
const expected = (ruleset: 'riichi' | 'hong-kong' | 'taiwan-club') => [
  ...getRuleset(ruleset).presets.map((p) => p.id),
  ...venues.filter((v) => v.ruleset === ruleset).map((v) => v.slug),
];

// 4 han 30 fu, non-dealer ron: 7,700 without kiriage (EMA 2016), 8,000 with it.
const KIRIAGE = ['--ruleset', 'riichi', '--hand', '234m567p22s345678s', '--win-tile', '8s', '--seat', 'south', '--flags', 'riichi', '--dora', '1m'];

describe('score --compare', () => {
  it('prints one row per preset and venue of the ruleset, with its total and what differs', () => {
    const r = run([...KIRIAGE, '--compare']);
    expect(r.status, r.stderr).toBe(0);
    const lines = r.stdout.split('\n');
    expect(lines[0]).toBe('Riichi — this hand under every preset and venue, against ema-2025: 8,000');
    const rows = tableRows(r.stdout);
    expect(rows.map((c) => c[0])).toEqual(expected('riichi'));
    const byId = Object.fromEntries(rows.map((c) => [c[0], c]));
    expect(byId['ema-2016'].slice(1)).toEqual(['preset', '7,700', '4', '30', '—', 'differs']);
    expect(byId['ema-2025'].slice(1)).toEqual(['preset', '8,000', '4', '30', 'mangan', 'same']);
    expect(byId['wrc-2025'].slice(1)).toEqual(['preset', '8,000', '4', '30', 'mangan', 'same']);
    // The baseline's row is marked; under EMA 2016 the total, the limit and the cause are named.
    expect(lines.filter((l) => l.startsWith('*  '))).toEqual([expect.stringMatching(/^\*  ema-2025 /)]);
    const after = lines.slice(lines.findIndex((l) => l.includes('ema-2016') && l.includes('differs')) + 1);
    const block = after.slice(0, after.findIndex((l) => !l.startsWith('      ')));
    expect(block).toContain('      total 8,000 → 7,700, limit mangan → —');
    expect(block).toContain('      because of the settings: Kiriage mangan yes → no');
    expect(block.find((l) => l.includes('without changing this hand'))).toMatch(/Double-wind pair/);
  });

  it('--json gives the comparison object: the baseline and a row per preset and venue', () => {
    const r = run([...KIRIAGE, '--preset', 'ema-2016', '--compare', '--json']);
    expect(r.status, r.stderr).toBe(0);
    const c = JSON.parse(r.stdout) as Comparison;
    expect(c.baseline.composition).toEqual({ id: 'ema-2016', kind: 'preset' });
    expect(c.baseline.result).toMatchObject({ ok: true, total: 7700 });
    expect(c.rows.map((x) => x.composition.id)).toEqual(expected('riichi'));
    const ema = c.rows.find((x) => x.composition.id === 'ema-2025')!;
    expect(ema.differs.numbers).toEqual([{ key: 'total', from: 7700, to: 8000 }]);
    expect(ema.differs.settings.find((x) => x.id === 'kiriage')).toEqual({ id: 'kiriage', from: false, to: true, changes: true });
    for (const v of venues.filter((x) => x.ruleset === 'riichi')) expect(c.rows.find((x) => x.composition.id === v.slug)?.composition.kind).toBe('venue');
  });

  it('Hong Kong: the items a preset adds and drops, and the item rule behind it', () => {
    const r = run(['--ruleset', 'hong-kong', '--preset', 'vmc', '--hand', '112233m445566p77z', '--win-tile', '7z', '--compare']);
    expect(r.status, r.stderr).toBe(0);
    const rows = tableRows(r.stdout);
    expect(rows.map((c) => c[0])).toEqual(expected('hong-kong'));
    expect(rows.find((c) => c[0] === 'vmc')!.slice(2, 4)).toEqual(['32', '3']);
    expect(rows.find((c) => c[0] === 'hk-classic')!.slice(2, 4)).toEqual(['128', '5']);
    expect(r.stdout).toContain('items: + Seven Pairs 4, − All Chows 1, − Closed Hand 1');
    expect(r.stdout).toContain('item rules: Seven Pairs off → 4 faan');
  });

  it('Taiwanese sheet: a row that wins where the baseline is below its minimum', () => {
    const r = run(['--ruleset', 'taiwan-club', '--hand', '123m678m345p678s444s99p', '--win-tile', '9p', '--seat', 'south', '--discarder', 'north', '--round', 'south', '--compare']);
    expect(r.status, r.stderr).toBe(0);
    expect(r.stdout).toMatch(/against hefen-club: below-minimum/);
    expect(r.stdout).toContain('error below-minimum: the hand scores 20 points; the south round needs at least 22');
    for (const v of venues.filter((x) => x.ruleset === 'taiwan-club' && typeof x.settings.minimum === 'object' && (x.settings.minimum as Record<string, number>).south <= 20))
      expect(r.stdout).toMatch(new RegExp(`${v.slug}\\s+venue\\s+20\\s+20`));
  });

  it('shows an error per composition and never crashes: a red five too many at a venue, a bad setting, an unknown ruleset', () => {
    const red = run(['--ruleset', 'riichi', '--hand', '340m067m22s345678s', '--win-tile', '8s', '--seat', 'south', '--flags', 'riichi', '--compare']);
    expect(red.status, red.stderr).toBe(0);
    for (const v of venues.filter((x) => x.ruleset === 'riichi' && x.settings.redFives === 3)) expect(red.stdout).toMatch(new RegExp(`${v.slug}\\s+venue\\s+too-many-copies`));
    expect(red.stdout).toMatch(/ema-2025\s+preset\s+3,900/);
    const bad = run([...KIRIAGE, '--setting', 'kiriage=maybe', '--compare']);
    expect(bad.status, bad.stderr).toBe(0);
    expect(bad.stdout).toMatch(/against ema-2025 with its settings: invalid-setting/);
    expect(bad.stdout).toMatch(/ema-2016\s+preset\s+7,700/);
    // No comparison at all (an unknown ruleset): the hand's error, and exit status 1.
    const none = run(['--ruleset', 'mahjong-solitaire', '--hand', '11m', '--win-tile', '1m', '--compare']);
    expect(none.status).toBe(1);
    expect(none.stdout).toMatch(/^error unknown-ruleset/);
  });

  it('parses --compare (not with --discards)', () => {
    expect(parseArgs(['--ruleset', 'riichi', '--hand', '123m', '--win-tile', '1m', '--compare'])).toMatchObject({ mode: 'single', compare: true, json: false });
    expect(parseArgs(['--ruleset', 'riichi', '--hand', '123m', '--compare', '--discards'])).toHaveProperty('usage');
  });
});
