import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { parseArgs } from '../../scripts/score-args.ts';

const run = (args: string[], input = '') =>
  spawnSync(process.execPath, ['scripts/score.mjs', ...args], { input, encoding: 'utf8', cwd: process.cwd() });

describe('score --jsonl', () => {
  it('answers every line in order, never stopping on a bad one', () => {
    const lines = [
      JSON.stringify({ id: 1, ruleset: 'riichi', preset: 'ema-2025', hand: '234m567p22s345678s', winTile: '8s', win: 'discard', flags: ['riichi'] }),
      '{ not json',
      JSON.stringify({ id: 3, ruleset: 'mahjong-solitaire', hand: '11m', winTile: '1m', win: 'discard' }),
      '',
      JSON.stringify({ id: 5, ruleset: 'riichi', hand: '123x', winTile: '1m', win: 'discard' }),
      JSON.stringify({ id: 6, ruleset: 'hong-kong', preset: 'vmc', hand: '11123456789999m', winTile: '9m', win: 'self-drawn' }),
    ];
    const r = run(['--jsonl'], lines.join('\n') + '\n');
    expect(r.status).toBe(0);
    const out = r.stdout.trim().split('\n').map((l) => JSON.parse(l));
    expect(out).toHaveLength(6);
    expect(out[0]).toMatchObject({ id: 1, ok: true, ruleset: 'riichi', preset: 'ema-2025' });
    expect(out[1]).toMatchObject({ ok: false, error: { code: 'invalid-input' } });
    expect(out[1].error.message).toMatch(/line 2/);
    expect(out[2]).toMatchObject({ id: 3, ok: false, error: { code: 'unknown-ruleset' } });
    // A blank line gets a result too: line N of the output answers line N of the input.
    expect(out[3]).toMatchObject({ ok: false, error: { code: 'invalid-input' } });
    expect(out[3].error.message).toMatch(/line 4 is blank/);
    expect(out[4]).toMatchObject({ id: 5, ok: false, error: { code: 'invalid-notation', position: 3, field: 'hand' } });
    expect(out[5]).toMatchObject({ id: 6, ok: true, ruleset: 'hong-kong', limit: 'limit' });
  });

  it('exits 2 on a usage error', () => {
    expect(run([]).status).toBe(2);
    expect(run(['--jsonl', '--json']).status).toBe(2);
    expect(run(['--jsonl', '--jobs', '0']).status).toBe(2);
    expect(run(['--jsonl', '--jobs']).status).toBe(2);
    expect(run(['--ruleset', 'riichi']).stderr).toMatch(/--hand is required/);
    // After a mistake, the line that says what is wrong and where the options are, not the usage below it.
    expect(run(['--ruleset', 'riichi']).stderr.trim().split('\n')).toEqual(['score: --hand is required', '(score --help lists every option)']);
    expect(run([]).stderr).toMatch(/^score: no arguments\nusage:\n {2}score --jsonl/);
    // The players' words for the two ways of winning get the contract's word.
    const ron = run(['--ruleset', 'riichi', '--hand', '234m567p22s345678s', '--win', 'ron', '--win-tile', '8s']);
    expect(ron.status).toBe(2);
    expect(ron.stderr).toMatch(/--win takes self-drawn or discard, not "ron" \(for ron: --win discard\)/);
    expect(run(['--ruleset', 'riichi', '--hand', '234m567p22s345678s', '--win', 'tsumo', '--win-tile', '8s']).stderr).toMatch(/\(for tsumo: --win self-drawn\)/);
  }, 60_000);

  it('run by a Node that cannot load TypeScript, says so in one line and exits 2 (no stack trace)', () => {
    const r = spawnSync(process.execPath, ['--no-experimental-strip-types', 'scripts/score.mjs', '--jsonl'], { input: '{}\n', encoding: 'utf8' });
    expect(r.status).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr.trim().split('\n')).toHaveLength(1);
    expect(r.stderr).toMatch(/npm run score/);
    expect(r.stderr).not.toMatch(/\n\s+at |ERR_UNKNOWN_FILE_EXTENSION/);
  });

  it('prints a readable breakdown for one hand', () => {
    const r = run(['--ruleset', 'riichi', '--preset', 'ema-2025', '--hand', '234m567p22s345678s', '--win', 'discard', '--win-tile', '8s', '--flags', 'riichi']);
    expect(r.status).toBe(0);
    expect(r.stdout).toMatch(/Riichi/);
    expect(r.stdout).toMatch(/Pinfu/);
    expect(r.stdout).toMatch(/total: \d+/);
  });
});

describe('score: one hand\'s exit status (0 answered, 1 an error, 2 a usage error)', () => {
  const riichi = ['--ruleset', 'riichi', '--preset', 'ema-2025'];
  it('is 0 for a scored hand, the waits of a hand one short and the discards of a full hand', () => {
    expect(run([...riichi, '--hand', '234m567p22s345678s', '--win', 'discard', '--win-tile', '8s', '--flags', 'riichi']).status).toBe(0);
    // 13 tiles, one short: its waits (4s and 7s complete 56s).
    const waits = run([...riichi, '--hand', '234m567p11s23456s', '--json']);
    expect(waits.status).toBe(0);
    expect(JSON.parse(waits.stdout).waits.map((w: { tile: string }) => w.tile)).toEqual(expect.arrayContaining(['4s', '7s']));
    expect(run([...riichi, '--hand', '2345678m3459p678s', '--discards']).status).toBe(0);
  });

  it('is 1 when the answer is an error — a hand that does not win, bad notation, no yaku — with the breakdown or --json', () => {
    const notWinning = run([...riichi, '--hand', '1357m2468p1357s99z', '--win', 'discard', '--win-tile', '9z']);
    expect(notWinning.status).toBe(1);
    expect(notWinning.stdout).toMatch(/^error /m);
    const notation = run([...riichi, '--hand', '123x', '--win-tile', '1m', '--json']);
    expect(notation.status).toBe(1);
    expect(JSON.parse(notation.stdout)).toMatchObject({ ok: false, error: { code: 'invalid-notation', field: 'hand' } });
    // An open hand with no yaku reads as a hand but scores nothing: no-yaku, an error.
    expect(run([...riichi, '--hand', '234m567p22s', '--meld', 'chi:678s', '--win', 'discard', '--win-tile', '2s', '--json']).status).toBe(1);
  });
});

describe('score: a conflict names its cause (score-api.md, "Errors that name their cause")', () => {
  it('the JSON output carries error.flags and, when the other side is not a flag, error.with', () => {
    const lines = [
      // heavenly for a seat-south winner: the flag and the seat
      { id: 'seat', ruleset: 'riichi', hand: '19m19p19s12345677z', winTile: '7z', win: 'self-drawn', seatWind: 'south', flags: ['heavenly'] },
      // two flags that cannot hold together: both, no with
      { id: 'pair', ruleset: 'riichi', hand: '234m567p22s345678s', winTile: '8s', win: 'discard', seatWind: 'south', flags: ['robbing-kong', 'last-tile'] },
      // a flag no reading of the hand allows: the hand
      { id: 'hand', ruleset: 'taiwan-club', hand: '11m33m55m77p99p22s44s666z', winTile: '9p', win: 'self-drawn', flags: ['ding-ding'] },
    ];
    const r = run(['--jsonl', '--jobs', '1'], lines.map((l) => JSON.stringify(l)).join('\n') + '\n');
    expect(r.status).toBe(0);
    const out = r.stdout.trim().split('\n').map((l) => JSON.parse(l));
    expect(out[0]).toMatchObject({ id: 'seat', ok: false, error: { code: 'conflicting-flags', field: 'flags', flags: ['heavenly'], with: 'seat', need: 'dealer', rule: 'heavenly-non-dealer' } });
    expect(out[1]).toMatchObject({ id: 'pair', ok: false, error: { code: 'conflicting-flags', flags: ['robbing-kong', 'last-tile'], need: 'not-together' } });
    expect(out[1].error).not.toHaveProperty('with');
    expect(out[2]).toMatchObject({ id: 'hand', ok: false, error: { code: 'conflicting-flags', flags: ['ding-ding'], with: 'hand' } });
    for (const o of out) expect(o.error.message).toMatch(/remove/);
  });

  it('the breakdown of one hand names the flags and what they conflict with', () => {
    const r = run(['--ruleset', 'hong-kong', '--hand', '19m19p19s12345677z', '--win', 'self-drawn', '--win-tile', '7z', '--seat', 'south', '--flags', 'heavenly']);
    expect(r.stdout).toMatch(/error conflicting-flags: "heavenly"/);
    expect(r.stdout).toMatch(/flags: heavenly; with the seat \(rule heavenly-non-dealer\)/);
  });
});

describe('score --liable', () => {
  // EMA 2016, 3.3.9: the liable player pays the whole Daisangen of a non-dealer's tsumo (32,000 and
  // the counters); on a ron by another player he and the discarder share it, the discarder paying the counters.
  const daisangen = ['--ruleset', 'riichi', '--preset', 'ema-2016', '--hand', '123m99p', '--meld', 'pon:555z', '--meld', 'pon:666z', '--meld', 'pon:777z', '--win-tile', '9p', '--seat', 'south'];

  it('prints the split in the breakdown, naming the liable seat', () => {
    const t = run([...daisangen, '--win', 'self-drawn', '--liable', 'west', '--honba', '1']);
    expect(t.status).toBe(0);
    expect(t.stdout).toMatch(/^ {2}liable \(west\) pays 32300$/m);
    // The counter's 100 from each of the three payers, all paid by the liable player, said beside the total.
    expect(t.stdout).toMatch(/^total: 32300 \(including 300 for the counters \(honba\)\)$/m);
    expect(t.stdout).toMatch(/^by seat: east 0, south \+32300, west -32300, north 0$/m);
    const r = run([...daisangen, '--win', 'discard', '--discarder', 'north', '--liable', 'west', '--honba', '1']);
    expect(r.stdout).toMatch(/^ {2}discarder +pays 16300$/m);
    expect(r.stdout).toMatch(/^ {2}liable \(west\) pays 16000$/m);
    expect(r.stdout).toMatch(/^by seat: east 0, south \+32300, west -16000, north -16300$/m);
  });

  it('refuses it where the preset has no liability rule, and reads it in --jsonl', () => {
    const e = run(['--ruleset', 'riichi', '--preset', 'ema-2025', '--hand', '123m99p', '--meld', 'pon:555z', '--meld', 'pon:666z', '--meld', 'pon:777z', '--win-tile', '9p', '--win', 'self-drawn', '--seat', 'south', '--liable', 'west']);
    expect(e.stdout).toMatch(/^error invalid-input: liable: preset "ema-2025": its liability clause \(ema-2025\) was not found/);
    const line = JSON.stringify({ id: 'p', ruleset: 'riichi', preset: 'ema-2016', hand: '123m99p', melds: [{ kind: 'pon', tiles: '555z' }, { kind: 'pon', tiles: '666z' }, { kind: 'pon', tiles: '777z' }], winTile: '9p', win: 'self-drawn', seatWind: 'south', liable: 'west' });
    const out = JSON.parse(run(['--jsonl', '--jobs', '1'], line + '\n').stdout);
    expect(out).toMatchObject({ id: 'p', ok: true, payments: [{ from: 'liable', amount: 32000 }], total: 32000, paymentsBySeat: { west: -32000, south: 32000 } });
  });

  it('parses --liable as the input field', () => {
    expect(parseArgs(['--ruleset', 'riichi', '--hand', '123m', '--win-tile', '1m', '--liable', 'west'])).toMatchObject({ hand: { liable: 'west' } });
  });
});

describe('score argument parsing', () => {
  it('turns flags into a hand object', () => {
    expect(
      parseArgs(['--ruleset', 'riichi', '--hand', '123m', '--win-tile', '1m', '--meld', 'pon:555z', '--setting', 'kiriage=false', '--honba', '2', '--flags', 'riichi,ippatsu']),
    ).toEqual({
      mode: 'single',
      json: false,
      hand: { ruleset: 'riichi', hand: '123m', winTile: '1m', win: 'discard', melds: [{ kind: 'pon', tiles: '555z' }], settings: { kiriage: false }, honba: 2, flags: ['riichi', 'ippatsu'] },
    });
    expect(parseArgs(['--honba', 'x'])).toEqual({ usage: 'score: --honba takes a whole number, not "x"' });
    expect(parseArgs(['--meld', 'pon555z'])).toHaveProperty('usage');
  });

  it('an option given twice is a usage error, not the last one winning; --flags lists add up, --meld repeats', () => {
    const base = ['--ruleset', 'riichi', '--hand', '234m567p22s345678s', '--win-tile', '8s'];
    expect(parseArgs([...base, '--ruleset', 'hong-kong'])).toEqual({ usage: 'score: --ruleset is given twice ("riichi" and "hong-kong"): give it once' });
    expect(parseArgs([...base, '--win', 'discard', '--win', 'self-drawn'])).toEqual({ usage: 'score: --win is given twice ("discard" and "self-drawn"): give it once' });
    expect(parseArgs([...base, '--setting', 'kiriage=true', '--setting', 'kiriage=false'])).toEqual({ usage: 'score: the setting kiriage is given twice: give it once' });
    expect(parseArgs([...base, '--flags', 'riichi', '--flags', 'double-riichi,ippatsu'])).toMatchObject({ hand: { flags: ['riichi', 'double-riichi', 'ippatsu'] } });
    // The two flags together are then the engine's conflicting-flags, not a silent double riichi.
    const r = run([...base, '--win', 'discard', '--flags', 'riichi', '--flags', 'double-riichi']);
    expect(r.stdout).toMatch(/^error conflicting-flags: /);
  });

  it('a word that is no option, and --discards beside a winning tile, are usage errors', () => {
    expect(parseArgs(['--ruleset', 'riichi', '--hand', '123m', 'extra'])).toEqual({ usage: 'score: "extra" is not an option: every value follows its option (score --help)' });
    expect(parseArgs(['--bogus', '1'])).toEqual({ usage: 'score: unknown option --bogus (score --help lists them)' });
    expect(parseArgs(['--ruleset', 'riichi', '--hand', '123m', '--win-tile', '1m', '--discards'])).toEqual({
      usage: 'score: --discards lists the discards of a hand without its winning tile: leave out --win-tile',
    });
  });
});

describe('score: one hand given whole, as the JSON of a --jsonl line', () => {
  const line = { id: 'table 3', ruleset: 'riichi', preset: 'ema-2025', hand: '234m567p22s345678s', winTile: '8s', win: 'discard', seatWind: 'south', flags: ['riichi'], settings: { kiriage: true } };

  it('is the contract object as given, an option beside it replacing its field (--setting: that one setting)', () => {
    expect(parseArgs([JSON.stringify(line)])).toEqual({ mode: 'single', json: false, hand: line });
    expect(parseArgs([JSON.stringify(line), '--json', '--preset', 'wrc-2025', '--flags', 'ippatsu', '--setting', 'redFives=false'])).toEqual({
      mode: 'single',
      json: true,
      hand: { ...line, preset: 'wrc-2025', flags: ['ippatsu'], settings: { kiriage: true, redFives: false } },
    });
    // No field takes a default, as in a batch: a hand without `win` is left without it, for the scorer to name.
    const { win: _win, ...noWin } = line;
    expect(parseArgs([JSON.stringify(noWin), '--win-tile', '9s'])).toEqual({ mode: 'single', json: false, hand: { ...noWin, winTile: '9s' } });
  });

  it('text that is not one JSON object, or two hands, is a usage error naming the problem', () => {
    expect(parseArgs(['{"ruleset":"riichi"'])).toMatchObject({ usage: expect.stringMatching(/^score: the hand given as JSON is not valid JSON \(/) });
    expect(parseArgs(['[{"ruleset":"riichi"}]'])).toMatchObject({ usage: expect.stringMatching(/^score: a hand given as JSON is one object/) });
    expect(parseArgs([JSON.stringify(line), JSON.stringify(line)])).toEqual({ usage: 'score: give one hand as JSON, not two' });
  });

  it('is scored as its --jsonl line is: the same result object, with the breakdown or --json', () => {
    const batch = run(['--jsonl'], JSON.stringify(line) + '\n');
    const one = run([JSON.stringify(line), '--json']);
    expect(one.status).toBe(0);
    expect(JSON.parse(one.stdout)).toEqual(JSON.parse(batch.stdout));
    expect(JSON.parse(one.stdout)).toMatchObject({ id: 'table 3', ok: true, preset: 'ema-2025' });
    const readable = run([JSON.stringify(line)]);
    expect(readable.status).toBe(0);
    expect(readable.stdout).toMatch(/Pinfu/);
    // What the line lacks, the scorer names, as it would in a batch (exit status 1: an error answer).
    const { win: _win, ...noWin } = line;
    const missing = run([JSON.stringify(noWin)]);
    expect(missing.status).toBe(1);
    expect(missing.stdout).toMatch(/^error invalid-input: win: is required/);
  }, 60_000);
});
