/**
 * `score` with a venue's slug as the preset (README "Scoring from the command line"): the venue files
 * are read only when a hand names a preset that no ruleset has (scripts/score-venues.ts), and the
 * answers are those of a scorer made with every venue — for one hand, and in a batch whose venue
 * hands come after the worker threads started. A batch that names no venue never reads the venue
 * files: a broken one there says nothing and changes nothing; once a hand names a venue, the broken
 * file is left out with a warning said once, whatever the number of threads, and the other venues are
 * presets as usual (a hand naming the broken one gets `unknown-preset`).
 */
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { generateHands } from '../../scripts/bench-hands.ts';
import { parseArgs } from '../../scripts/score-args.ts';
import { scorer } from '../../src/engine/engines.ts';
import { readVenues } from '../../src/venues/files.ts';
import { toExtraPresets } from '../../src/venues/preset.ts';

const ROOT = process.cwd();
const venues = readVenues(ROOT);
const everyVenue = scorer(toExtraPresets(venues));
type Ruleset = Parameters<typeof generateHands>[0];

const run = (args: string[], input = '', cwd = ROOT) =>
  spawnSync(process.execPath, ['scripts/score.mjs', ...args], { input, cwd, encoding: 'utf8', maxBuffer: 1 << 28, env: { ...process.env, SCORE_STATS: '1' } });

/** Hands naming no venue, enough that a batch with --jobs 2 starts its worker thread (past 4,096 lines). */
const plainHands = (n: number) => generateHands('riichi', n, 11).map((h) => JSON.stringify(h));

describe('score: a venue slug as the preset', () => {
  it('has venues to score with', () => {
    expect(venues.length).toBeGreaterThan(0);
  });

  it.each(venues.map((v) => [v.slug, v]))('one hand under %s: the answer of a scorer made with every venue', (_slug, v) => {
    // A hand the venue's rules score (it has no flag or counter the command would spell otherwise).
    const hand = generateHands(v.ruleset as Ruleset, 200, 3)
      .map((h) => ({ ...h, preset: v.slug }))
      .find((h) => everyVenue.answer(h).ok)!;
    expect(hand).toBeDefined();
    const args = ['--ruleset', v.ruleset, '--preset', v.slug, '--hand', hand.hand, '--win-tile', hand.winTile, '--win', hand.win, '--json'];
    if ('seatWind' in hand && hand.seatWind) args.push('--seat', hand.seatWind as string);
    if ('roundWind' in hand && hand.roundWind) args.push('--round', hand.roundWind as string);
    for (const m of (hand as { melds?: { kind: string; tiles: string }[] }).melds ?? []) args.push('--meld', `${m.kind}:${m.tiles}`);
    const flags = (hand as { flags?: string[] }).flags;
    if (flags?.length) args.push('--flags', flags.join(','));
    const dora = (hand as { doraIndicators?: string }).doraIndicators;
    if (dora) args.push('--dora', dora);
    const bonus = (hand as { bonus?: string }).bonus;
    if (bonus) args.push('--bonus', bonus);
    const r = run(args);
    expect(r.status, r.stderr).toBe(0);
    const got = JSON.parse(r.stdout);
    expect(got).toMatchObject({ ok: true, preset: v.slug });
    const parsed = parseArgs(args);
    if (!('hand' in parsed)) throw new Error(`not a hand: ${args.join(' ')}`);
    expect(got).toEqual(JSON.parse(JSON.stringify(everyVenue.answer(parsed.hand))));
  });

  it('a batch: venue hands after the worker thread started are answered as with every venue, in order', () => {
    const lines = plainHands(40_000);
    for (const v of venues) for (const h of generateHands(v.ruleset as Ruleset, 40, 7)) lines.push(JSON.stringify({ ...h, preset: v.slug }));
    lines.push(JSON.stringify({ ...generateHands('riichi', 1, 1)[0], preset: 'no-such-club' }));
    const r = run(['--jsonl', '--jobs', '2'], lines.join('\n') + '\n');
    expect(r.status).toBe(0);
    const stats = JSON.parse(r.stderr.trim().split('\n').pop()!);
    expect(stats.workerBlocks).toBeGreaterThan(0);
    const out = r.stdout.trimEnd().split('\n');
    expect(out).toHaveLength(lines.length);
    const want = lines.map((l) => JSON.stringify(everyVenue.answer(JSON.parse(l))));
    expect(out).toEqual(want);
    expect(out.filter((l) => /"ok":true/.test(l) && venues.some((v) => l.includes(`"preset":"${v.slug}"`))).length).toBeGreaterThan(0);
    expect(JSON.parse(out[out.length - 1]).error).toMatchObject({ code: 'unknown-preset', field: 'preset' });
  }, 60_000);
});

describe('score: the venue files are read only when a hand names a venue', () => {
  const dir = mkdtempSync(join(tmpdir(), 'score-venues-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  for (const name of ['src', 'content', 'scripts', 'package.json']) cpSync(join(ROOT, name), join(dir, name), { recursive: true });
  symlinkSync(join(ROOT, 'node_modules'), join(dir, 'node_modules'));
  // A venue file an organiser left half written: the build refuses it, and so do the venue presets.
  writeFileSync(join(dir, 'content', 'venues', 'half-written.yaml'), 'name: Half Written Club\nruleset: riichi\npreset: [\n');

  it('a batch naming no venue: every line answered, nothing said about the venue files', () => {
    const lines = plainHands(5000);
    const r = run(['--jsonl', '--jobs', '2'], lines.join('\n') + '\n', dir);
    expect(r.status).toBe(0);
    expect(r.stderr).not.toMatch(/warning|venue/i);
    expect(r.stdout.trimEnd().split('\n')).toEqual(lines.map((l) => JSON.stringify(everyVenue.answer(JSON.parse(l)))));
  }, 60_000);

  it('a batch naming venues: the broken file is left out, named in one warning; the other venues score as usual', () => {
    const v = venues[0];
    const venueLine = JSON.stringify({ ...generateHands(v.ruleset as Ruleset, 1, 2)[0], preset: v.slug });
    const brokenLine = JSON.stringify({ ...generateHands('riichi', 1, 3)[0], preset: 'half-written' });
    // Venue hands before and after the worker thread starts: both threads meet the broken file.
    const lines = [venueLine, brokenLine, ...plainHands(40_000), venueLine, brokenLine];
    const r = run(['--jsonl', '--jobs', '2'], lines.join('\n') + '\n', dir);
    expect(r.status).toBe(0);
    const warnings = r.stderr.split('\n').filter((l) => /venue presets not loaded/.test(l));
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatch(/^warning: venue presets not loaded from content\/venues\/half-written\.yaml \(\d+ problems?: npm run venue -- check\); the other \d+ venues? (is|are) presets as usual$/);
    const out = r.stdout.trimEnd().split('\n');
    expect(out).toHaveLength(lines.length);
    // The valid venue's hands are answered as a scorer with every venue answers them.
    for (const i of [0, lines.length - 2]) expect(out[i]).toBe(JSON.stringify(everyVenue.answer(JSON.parse(venueLine))));
    for (const i of [1, lines.length - 1]) expect(JSON.parse(out[i]).error).toMatchObject({ code: 'unknown-preset' });
    expect(out.slice(2, -2).filter((l) => /unknown-preset/.test(l))).toEqual([]);
    expect(JSON.parse(r.stderr.trim().split('\n').pop()!).workerBlocks).toBeGreaterThan(0);
  }, 60_000);

  it('one hand naming no venue says nothing about the venue files', () => {
    const r = run(['--ruleset', 'riichi', '--hand', '234m567p22s345678s', '--win-tile', '8s', '--win', 'discard', '--flags', 'riichi'], '', dir);
    expect(r.status).toBe(0);
    expect(r.stderr).toBe('');
  });
});
