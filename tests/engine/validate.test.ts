import { describe, expect, it } from 'vitest';
import {
  firstConflict,
  hasAnyFlag,
  validateHand,
  waitingCounts,
  type ConflictRule,
  type ValidateOptions,
} from '../../src/core/validate.ts';
import { countsToString } from '../../src/core/tiles.ts';
import { k } from './engine-helpers.ts';

const FLAGS = ['riichi', 'double-riichi', 'ippatsu', 'robbing-kong', 'kong-replacement', 'heavenly'];

/** A sample conflict list, shaped like the ones each ruleset will supply. */
const SAMPLE_CONFLICTS: ConflictRule[] = [
  { id: 'riichi-open', flags: ['riichi'], with: 'melds', need: 'closed', when: (h) => !h.closed, message: 'riichi needs a closed hand (no open meld)' },
  { id: 'double-riichi-open', flags: ['double-riichi'], with: 'melds', need: 'closed', when: (h) => !h.closed, message: 'riichi needs a closed hand (no open meld)' },
  { id: 'ippatsu-without-riichi', flags: ['ippatsu'], need: 'riichi', when: (h) => !hasAnyFlag(h, 'riichi', 'double-riichi'), message: 'ippatsu needs riichi' },
  { id: 'robbing-kong-self-drawn', flags: ['robbing-kong'], with: 'win', need: 'discard', when: (h) => h.selfDrawn, message: 'robbing a kong is a win on another player\'s tile' },
  { id: 'kong-replacement-discard', flags: ['kong-replacement'], with: 'win', need: 'self-drawn', when: (h) => !h.selfDrawn, message: 'a kong replacement tile is self-drawn' },
  { id: 'heavenly-non-dealer', flags: ['heavenly'], with: 'seat', need: 'dealer', when: (h) => !h.dealer, message: (h) => `heavenly hand for a non-dealer (seat ${h.seatWind})` },
];

const RIICHI: ValidateOptions = { handSize: 14, knownFlags: FLAGS, conflicts: SAMPLE_CONFLICTS, indicators: true, bonusTiles: false };
const TAIWAN: ValidateOptions = { handSize: 17, knownFlags: ['kong-replacement'], indicators: false, bonusTiles: true };

const GOOD = { hand: '234m567p22s345678s', winTile: '8s', win: 'discard' };

function code(raw: unknown, opts: ValidateOptions = RIICHI) {
  const r = validateHand(raw, opts);
  return r.ok ? 'ok' : r.error.code;
}
function err(raw: unknown, opts: ValidateOptions = RIICHI) {
  const r = validateHand(raw, opts);
  if (r.ok) throw new Error('validated');
  return r.error;
}

describe('validateHand: a good hand', () => {
  it('normalizes with defaults', () => {
    const r = validateHand(GOOD, RIICHI);
    if (!r.ok) throw new Error(r.error.message);
    const h = r.hand;
    expect(countsToString(h.concealed)).toBe('234m567p22345678s');
    expect(h.winTile).toBe(k('8s'));
    expect(h.seatWind).toBe('east');
    expect(h.roundWind).toBe('east');
    expect(h.dealer).toBe(true);
    expect(h.round).toBe('east');
    expect(h.discarder).toBeNull();
    expect(h.selfDrawn).toBe(false);
    expect(h.closed).toBe(true);
    expect(h.kongs).toBe(0);
    expect(h.honba).toBe(0);
    expect(h.flags.size).toBe(0);
    expect(countsToString(waitingCounts(h))).toBe('234m567p2234567s');
  });
  it('defaults dealer to seat east and round to roundWind', () => {
    const r = validateHand({ ...GOOD, seatWind: 'south', roundWind: 'west' }, RIICHI);
    expect(r.ok && r.hand.dealer).toBe(false);
    expect(r.ok && r.hand.round).toBe('west');
    const d = validateHand({ ...GOOD, seatWind: 'south', dealer: true }, RIICHI);
    expect(d.ok && d.hand.dealer).toBe(true);
  });
  it('treats null optional fields as absent', () => {
    expect(code({ ...GOOD, melds: null, flags: null, honba: null })).toBe('ok');
  });
  it('normalizes melds, kongs, red fives and indicators', () => {
    const r = validateHand(
      {
        hand: '234m0p67p22s',
        melds: [
          { kind: 'chi', tiles: '867s' },
          { kind: 'kan-closed', tiles: '5550s' },
        ],
        winTile: '2s',
        win: 'self-drawn',
        doraIndicators: '9m4z',
        uraDoraIndicators: '1p',
        honba: 2,
        riichiSticks: 1,
      },
      RIICHI,
    );
    if (!r.ok) throw new Error(r.error.message);
    const h = r.hand;
    expect(h.melds.map((m) => [m.meld, m.kind, m.first, m.open])).toEqual([
      ['chi', 'chow', k('6s'), true],
      ['kan-closed', 'kong', k('5s'), false],
    ]);
    expect(h.melds[1].tiles.filter((t) => t.red)).toHaveLength(1);
    expect(h.kongs).toBe(1);
    expect(h.closed).toBe(false);
    expect(h.redFives).toBe(2);
    expect(h.doraIndicators.map((t) => t.kind)).toEqual([k('9m'), k('4z')]);
    expect(h.uraDoraIndicators.map((t) => t.kind)).toEqual([k('1p')]);
    expect(h.all[k('5s')]).toBe(4);
    expect(h.honba).toBe(2);
    expect(h.riichiSticks).toBe(1);
  });
  it('keeps bonus tiles, dealer streak and round (Taiwanese 17-tile hand)', () => {
    const r = validateHand(
      { hand: '123456789m123p555z11z', winTile: '1z', win: 'self-drawn', bonusTiles: '15f', dealerStreak: 6, round: 'south' },
      TAIWAN,
    );
    if (!r.ok) throw new Error(r.error.message);
    expect(r.hand.bonus).toEqual([1, 5]);
    expect(r.hand.dealerStreak).toBe(6);
    expect(r.hand.round).toBe('south');
  });
});

describe('invalid-input', () => {
  it.each([
    ['not an object', 'hand'],
    ['array', []],
    ['null', null],
  ])('rejects %s', (_, raw) => {
    expect(code(raw)).toBe('invalid-input');
  });
  it.each<[string, Record<string, unknown>, string]>([
    ['missing hand', { winTile: '8s', win: 'discard' }, 'hand'],
    ['hand not a string', { ...GOOD, hand: 123 }, 'hand'],
    ['missing winTile', { hand: GOOD.hand, win: 'discard' }, 'winTile'],
    ['missing win', { hand: GOOD.hand, winTile: '8s' }, 'win'],
    ['bad win', { ...GOOD, win: 'ron' }, 'win'],
    ['bad seatWind', { ...GOOD, seatWind: 'E' }, 'seatWind'],
    ['bad roundWind', { ...GOOD, roundWind: 1 }, 'roundWind'],
    ['dealer not boolean', { ...GOOD, dealer: 'yes' }, 'dealer'],
    ['bad discarder', { ...GOOD, discarder: 'up' }, 'discarder'],
    ['discarder is the winner', { ...GOOD, seatWind: 'south', discarder: 'south' }, 'discarder'],
    ['melds not an array', { ...GOOD, melds: '123m' }, 'melds'],
    ['meld not an object', { ...GOOD, melds: ['123m'] }, 'melds[0]'],
    ['meld without tiles', { ...GOOD, melds: [{ kind: 'chi' }] }, 'melds[0].tiles'],
    ['meld with a bad kind', { ...GOOD, melds: [{ kind: 'kan', tiles: '1111m' }] }, 'melds[0].kind'],
    ['bonusTiles not a string', { ...GOOD, bonusTiles: ['1f'] }, 'bonusTiles'],
    ['flags not an array', { ...GOOD, flags: 'riichi' }, 'flags'],
    ['flag not a string', { ...GOOD, flags: ['riichi', 3] }, 'flags[1]'],
    ['flag twice', { ...GOOD, flags: ['riichi', 'riichi'] }, 'flags[1]'],
    ['indicators not a string', { ...GOOD, doraIndicators: 5 }, 'doraIndicators'],
    ['honba negative', { ...GOOD, honba: -1 }, 'honba'],
    ['riichiSticks fractional', { ...GOOD, riichiSticks: 1.5 }, 'riichiSticks'],
    ['dealerStreak 7', { ...GOOD, dealerStreak: 7 }, 'dealerStreak'],
    ['dealerStreak string', { ...GOOD, dealerStreak: '2' }, 'dealerStreak'],
    ['bad round', { ...GOOD, round: 'spring' }, 'round'],
  ])('%s', (_, raw, field) => {
    const e = err(raw);
    expect(e.code).toBe('invalid-input');
    expect(e.field).toBe(field);
    expect(e.message.startsWith(field)).toBe(true);
  });
  it('accepts dealerStreak 0–6', () => {
    for (const n of [0, 6]) expect(code({ ...GOOD, dealerStreak: n })).toBe('ok');
  });
  it('rejects indicators where the ruleset has none, bonus tiles where it has none', () => {
    expect(err({ ...GOOD, hand: '123456789m123p555z11z', winTile: '1z', doraIndicators: '1m' }, TAIWAN).field).toBe('doraIndicators');
    expect(err({ ...GOOD, bonusTiles: '1f' }, RIICHI).field).toBe('bonusTiles');
  });
});

describe('invalid-notation', () => {
  it('points at the bad character of the hand', () => {
    const e = err({ ...GOOD, hand: '234m567p22s3456x8s' });
    expect(e).toMatchObject({ code: 'invalid-notation', field: 'hand', position: 15 });
  });
  it('rejects bonus tiles in the hand', () => {
    expect(err({ ...GOOD, hand: '234m567p22s345678s1f' }, TAIWAN)).toMatchObject({ code: 'invalid-notation', position: 18 });
  });
  it.each<[string, { kind: string; tiles: string }]>([
    ['chow 135m', { kind: 'chi', tiles: '135m' }],
    ['chow of honours', { kind: 'chi', tiles: '123z' }],
    ['chow across suits', { kind: 'chi', tiles: '89m1p' }],
    ['chow 891m', { kind: 'chi', tiles: '891m' }],
    ['pung 112m', { kind: 'pon', tiles: '112m' }],
    ['kong 1112m', { kind: 'kan-open', tiles: '1112m' }],
    ['meld with a bonus tile', { kind: 'pon', tiles: '111f' }],
    ['meld with bad notation', { kind: 'pon', tiles: '888z' }],
  ])('rejects a meld: %s', (_, meld) => {
    const e = err({ hand: '234m567p22s345s', melds: [meld], winTile: '2s', win: 'discard' });
    expect(e.code).toBe('invalid-notation');
    expect(e.field).toBe('melds[0].tiles');
  });
  it('accepts a chow in any order and red fives in melds', () => {
    expect(code({ hand: '234m567p22s345s', melds: [{ kind: 'chi', tiles: '406m' }], winTile: '2s', win: 'discard' })).toBe('ok');
  });
  it('needs exactly one winning tile', () => {
    expect(err({ ...GOOD, winTile: '88s' })).toMatchObject({ code: 'invalid-notation', field: 'winTile', position: 1 });
    expect(err({ ...GOOD, winTile: '' })).toMatchObject({ code: 'invalid-notation', field: 'winTile' });
    expect(err({ ...GOOD, winTile: '1f' })).toMatchObject({ code: 'invalid-notation', field: 'winTile' });
  });
  it('takes only f-tiles as bonus tiles', () => {
    const e = err({ hand: '123456789m123p555z11z', winTile: '1z', win: 'discard', bonusTiles: '1f 5m' }, TAIWAN);
    expect(e).toMatchObject({ code: 'invalid-notation', field: 'bonusTiles', position: 3 });
    expect(err({ hand: '123456789m123p555z11z', winTile: '1z', win: 'discard', bonusTiles: '9f' }, TAIWAN).code).toBe(
      'invalid-notation',
    );
  });
  it('checks indicators', () => {
    expect(err({ ...GOOD, doraIndicators: '8z' })).toMatchObject({ code: 'invalid-notation', field: 'doraIndicators', position: 0 });
    expect(err({ ...GOOD, uraDoraIndicators: '1f' })).toMatchObject({ code: 'invalid-notation', field: 'uraDoraIndicators' });
  });
});

describe('unknown-flag', () => {
  it('names the first flag the ruleset does not know', () => {
    const e = err({ ...GOOD, flags: ['riichi', 'ding-ding', 'bogus'] });
    expect(e).toMatchObject({ code: 'unknown-flag', field: 'flags[1]' });
    expect(e.message).toContain('ding-ding');
  });
  it('uses the caller\'s list', () => {
    expect(code({ ...GOOD, flags: ['ding-ding'] }, { ...RIICHI, knownFlags: [...FLAGS, 'ding-ding'] })).toBe('ok');
  });
});

describe('wrong-tile-count', () => {
  it('needs hand size + 1 per kong (14)', () => {
    expect(code({ ...GOOD, hand: '234m567p22s34567s', winTile: '7s' })).toBe('wrong-tile-count');
    expect(code({ ...GOOD, hand: '234m567p22s3456788s' })).toBe('wrong-tile-count');
    const kong = { hand: '234m567p22s345s', winTile: '2s', win: 'discard' };
    expect(code({ ...kong, melds: [{ kind: 'kan-open', tiles: '1111z' }] })).toBe('ok');
    expect(code({ ...kong, melds: [{ kind: 'kan-closed', tiles: '1111z' }, { kind: 'pon', tiles: '222z' }] })).toBe(
      'wrong-tile-count',
    );
    expect(
      code({ hand: '22s', melds: ['1111z', '2222z', '3333z', '4444z'].map((tiles) => ({ kind: 'kan-added', tiles })), winTile: '2s', win: 'discard' }),
    ).toBe('ok');
  });
  it('needs hand size + 1 per kong (17)', () => {
    const base = { winTile: '1z', win: 'self-drawn' };
    expect(code({ ...base, hand: '123456789m123p555z11z' }, TAIWAN)).toBe('ok');
    expect(code({ ...base, hand: '123456789m123p11z' }, TAIWAN)).toBe('wrong-tile-count');
    expect(code({ ...base, hand: '123456789m123p11z', melds: [{ kind: 'kan-closed', tiles: '5555z' }] }, TAIWAN)).toBe('ok');
    expect(code({ ...base, hand: '123456789m123p11z', melds: [{ kind: 'pon', tiles: '555z' }] }, TAIWAN)).toBe('ok');
    expect(code({ ...base, hand: '123456789m11z', melds: [{ kind: 'kan-closed', tiles: '5555z' }] }, TAIWAN)).toBe(
      'wrong-tile-count',
    );
  });
  it('checks each meld\'s size for its kind', () => {
    const e = err({ hand: '234m567p22s345s', melds: [{ kind: 'chi', tiles: '1234m' }], winTile: '2s', win: 'discard' });
    expect(e).toMatchObject({ code: 'wrong-tile-count', field: 'melds[0].tiles' });
    expect(code({ hand: '234m567p22s', melds: [{ kind: 'kan-open', tiles: '111z' }, { kind: 'pon', tiles: '222z' }], winTile: '2s', win: 'discard' })).toBe(
      'wrong-tile-count',
    );
  });
});

describe('too-many-copies', () => {
  it('counts the hand and the melds', () => {
    const e = err({ hand: '1m234m567p22s34s', melds: [{ kind: 'kan-closed', tiles: '1111m' }], winTile: '2s', win: 'discard' });
    expect(e).toMatchObject({ code: 'too-many-copies', field: 'melds[0].tiles', position: 3 });
    expect(e.message).toContain('1m');
  });
  it('counts a red five as a five', () => {
    const hand = { hand: '550m567p22s345s', winTile: '2s', win: 'discard' };
    expect(code({ ...hand, melds: [{ kind: 'chi', tiles: '345m' }] })).toBe('ok');
    expect(err({ ...hand, melds: [{ kind: 'pon', tiles: '505m' }] })).toMatchObject({
      code: 'too-many-copies',
      field: 'melds[0].tiles',
      position: 1,
    });
  });
  it('counts dora and ura-dora indicators', () => {
    const hand = { hand: '1111m234p567s8899s', winTile: '9s', win: 'self-drawn' };
    expect(code(hand)).toBe('ok');
    expect(err({ ...hand, doraIndicators: '3z 1m' })).toMatchObject({ code: 'too-many-copies', field: 'doraIndicators', position: 3 });
    expect(err({ ...hand, doraIndicators: '9s', uraDoraIndicators: '9s 9s' })).toMatchObject({ code: 'too-many-copies', field: 'uraDoraIndicators', position: 3 });
    expect(code({ ...hand, doraIndicators: '9s' })).toBe('ok');
  });
  it('rejects a bonus tile given twice', () => {
    const e = err({ hand: '123456789m123p555z11z', winTile: '1z', win: 'discard', bonusTiles: '135f 3f' }, TAIWAN);
    expect(e).toMatchObject({ code: 'too-many-copies', field: 'bonusTiles', position: 5 });
  });
});

describe('win-tile-not-in-hand', () => {
  it('needs the winning tile among the concealed tiles', () => {
    expect(code({ ...GOOD, winTile: '9s' })).toBe('win-tile-not-in-hand');
    // a tile of a meld is not in the hand
    expect(code({ hand: '234m567p22s345s', melds: [{ kind: 'pon', tiles: '777z' }], winTile: '7z', win: 'discard' })).toBe(
      'win-tile-not-in-hand',
    );
  });
  it('matches a red winning tile only to a red five', () => {
    const hand = { hand: '234m0p67p22s345678s', win: 'discard' };
    expect(code({ ...hand, winTile: '0p' })).toBe('ok');
    expect(code({ ...hand, winTile: '5p' })).toBe('ok');
    expect(code({ ...hand, hand: '234m567p22s345678s', winTile: '0p' })).toBe('win-tile-not-in-hand');
  });
});

describe('conflicting-flags (data-driven)', () => {
  it('reports the first rule that holds', () => {
    const e = err({ ...GOOD, flags: ['ippatsu', 'kong-replacement'] });
    expect(e).toMatchObject({ code: 'conflicting-flags', message: 'ippatsu needs riichi', flags: ['ippatsu'], need: 'riichi', rule: 'ippatsu-without-riichi' });
    expect(e).not.toHaveProperty('with');
  });
  it('evaluates rules on the normalized hand', () => {
    const open = { hand: '234m567p22s345s', melds: [{ kind: 'chi', tiles: '678s' }], winTile: '2s', win: 'discard' };
    expect(err({ ...open, flags: ['riichi'] }).message).toContain('closed');
    // a concealed kong keeps the hand closed
    expect(code({ ...open, melds: [{ kind: 'kan-closed', tiles: '6666s' }], flags: ['riichi'] })).toBe('ok');
    expect(err({ ...GOOD, seatWind: 'west', flags: ['heavenly'] }).message).toBe('heavenly hand for a non-dealer (seat west)');
    expect(code({ ...GOOD, win: 'self-drawn', flags: ['robbing-kong'] })).toBe('conflicting-flags');
    expect(code({ ...GOOD, flags: ['robbing-kong'] })).toBe('ok');
  });
  it('runs a rule list directly', () => {
    const r = validateHand({ ...GOOD, flags: ['riichi', 'ippatsu'] }, { ...RIICHI, conflicts: [] });
    if (!r.ok) throw new Error(r.error.message);
    expect(firstConflict(r.hand, SAMPLE_CONFLICTS)).toBeNull();
    expect(firstConflict(r.hand, [{ id: 'always', flags: [], need: 'not-together', when: () => true, message: 'x' }])).toMatchObject({
      code: 'conflicting-flags',
      message: 'x',
      flags: [],
      rule: 'always',
    });
    // A rule without `when` holds whenever its flags are all given; one whose flags are not all given never does.
    expect(firstConflict(r.hand, [{ id: 'pair', flags: ['riichi', 'ippatsu'], need: 'not-together', message: 'y' }])).toMatchObject({ flags: ['riichi', 'ippatsu'], rule: 'pair' });
    expect(firstConflict(r.hand, [{ id: 'pair', flags: ['riichi', 'heavenly'], need: 'not-together', message: 'y' }])).toBeNull();
  });
});

describe('check order (score-api.md)', () => {
  // Each hand has the problem of its row and every problem of the rows below it.
  const rows: [string, Record<string, unknown>][] = [
    ['invalid-input', { hand: '234m567p22s345678x', winTile: '9s', win: 'tsumo', flags: ['bogus', 'ippatsu'] }],
    ['invalid-notation', { hand: '234m567p22s34567x', winTile: '9s', win: 'discard', flags: ['bogus', 'ippatsu'] }],
    ['unknown-flag', { hand: '234m567p22s34567s', winTile: '9s', win: 'discard', flags: ['bogus', 'ippatsu'] }],
    ['wrong-tile-count', { hand: '1111m1m567p22s34567s', winTile: '9s', win: 'discard', flags: ['ippatsu'] }],
    ['too-many-copies', { hand: '1111m1m567p22s3457s', winTile: '9s', win: 'discard', flags: ['ippatsu'] }],
    ['win-tile-not-in-hand', { hand: '1111m567p22s34567s', winTile: '9s', win: 'discard', flags: ['ippatsu'] }],
    ['conflicting-flags', { hand: '1111m567p22s34567s', winTile: '7s', win: 'discard', flags: ['ippatsu'] }],
    ['ok', { hand: '1111m567p22s34567s', winTile: '7s', win: 'discard', flags: ['riichi', 'ippatsu'] }],
  ];
  it.each(rows)('%s', (expected, raw) => {
    expect(code(raw)).toBe(expected);
  });
});
