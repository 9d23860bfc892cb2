/**
 * The calculator's state and its address (`src/lib/calc-state.ts`): tiles added and removed as
 * compact mpsz, sets made from one tapped tile, the query string both ways, and the "open in
 * calculator" link of every worked example: its address, read back the way the island reads it,
 * scores the same result as the example on the reference page.
 */
import { describe, expect, it } from 'vitest';
import { scorer } from '../../src/engine/engines.ts';
import {
  addTile,
  compact,
  emptyState,
  fromExample,
  fromQuery,
  meldFromTile,
  removeTile,
  sortTiles,
  SWITCHED_PRESET,
  switchedPreset,
  toInput,
  toQuery,
  type CalcState,
} from '../../src/lib/calc-state.ts';
import { scoreExample } from '../../src/lib/examples.ts';
import { calculatorHref } from '../../src/lib/urls.ts';
import { rulesets } from '../../src/rules/index.ts';

describe('tiles', () => {
  it('adds a tapped tile in table order, as compact mpsz', () => {
    let hand = '';
    for (const c of ['8s', '2m', '4m', '3m', '7z', '0p', '5p', '1f']) hand = addTile(hand, c);
    expect(hand).toBe('234m50p8s7z1f');
    expect(addTile('234m', '1m', false)).toBe('2341m');
  });
  it('appends to text it cannot read, so typing is never lost', () => {
    expect(addTile('23x', '4m')).toBe('23x4m');
  });
  it('removes the tile at an index', () => {
    expect(removeTile('234m567p', 3)).toBe('234m67p');
    expect(removeTile('1z', 0)).toBe('');
  });
  it('sorts and compacts', () => {
    expect(sortTiles(['1z', '9s', '0m', '5m', '1p'])).toEqual(['5m', '0m', '1p', '9s', '1z']);
    expect(compact(['1m', '2m', '3p', '3p', '4z'])).toBe('12m33p4z');
  });
  it('makes a set from one tile', () => {
    expect(meldFromTile('pon', '7z')).toBe('777z');
    expect(meldFromTile('kan-closed', '0p')).toBe('0555p');
    expect(meldFromTile('chi', '3m')).toBe('345m');
    expect(meldFromTile('chi', '9s')).toBe('789s');
    expect(meldFromTile('chi', '0s')).toBe('067s');
    expect(meldFromTile('chi', '1z')).toBeNull();
    expect(meldFromTile('pon', '3f')).toBeNull();
  });
});

describe('the query string', () => {
  const full: CalcState = {
    ...emptyState(),
    preset: 'wrc-2025',
    settings: { kiriage: false, renhou: 'yakuman', openPinfuFu: 20, minimum: { east: 16, north: 22 }, curve: [1, 2, 4] },
    items: { 'kokushi-13-wait': 'on', tanyao: 'off' },
    hand: '234m567p22s345678s',
    melds: [
      { kind: 'pon', tiles: '777z' },
      { kind: 'kan-closed', tiles: '1111m' },
    ],
    winTile: '8s',
    win: 'self-drawn',
    seatWind: 'south',
    roundWind: 'west',
    dealer: true,
    discarder: 'north',
    liable: 'west',
    bonusTiles: '15f',
    flags: ['riichi', 'ippatsu'],
    doraIndicators: '3m',
    uraDoraIndicators: '4p',
    honba: 2,
    riichiSticks: 1,
    dealerStreak: 3,
    round: 'south',
  };
  const defs = [
    { id: 'kiriage', type: 'boolean', default: true },
    { id: 'renhou', type: 'enum', default: 'mangan', options: ['mangan', 'yakuman', 'off'] },
    { id: 'openPinfuFu', type: 'enum', default: 30, options: [30, 20] },
    { id: 'minimum', type: 'round-ladder', default: { east: 20, south: 22, west: 24, north: 26 }, min: 0 },
    { id: 'curve', type: 'curve', default: 'half-spicy', options: ['half-spicy'] },
  ] as const;

  it('round-trips every field', () => {
    const q = toQuery(full);
    expect(fromQuery(q, defs as never)).toEqual(full);
    expect(fromQuery(`?${q}`, defs as never)).toEqual(full);
  });
  it('is empty for a fresh calculator and readable for a hand', () => {
    expect(toQuery(emptyState())).toBe('');
    expect(toQuery({ ...emptyState(), hand: '234m567p22s345678s', winTile: '8s', flags: ['riichi'] })).toBe(
      'hand=234m567p22s345678s&tile=8s&flags=riichi',
    );
    expect(toQuery({ ...emptyState(), melds: [{ kind: 'chi', tiles: '123m' }] })).toBe('meld=chi:123m');
  });
  it('carries the liable seat as liable=<wind> and to the engine as `liable`; no one is neither', () => {
    const s = { ...emptyState(), hand: '234m99p', winTile: '4m', win: 'self-drawn' as const, seatWind: 'south' as const, liable: 'north' as const };
    expect(toQuery(s)).toBe('hand=234m99p&tile=4m&win=self-drawn&seat=south&liable=north');
    expect(toInput(s, { id: 'riichi', inputs: [] }, { defaultPreset: 'ema-2016' }).liable).toBe('north');
    expect(fromQuery('liable=north').liable).toBe('north');
    expect(fromQuery('liable=nobody').liable).toBeUndefined();
    expect('liable' in toInput({ ...s, liable: undefined }, { id: 'riichi', inputs: [] }, { defaultPreset: 'ema-2016' })).toBe(false);
  });
  it('gives defaults for what is missing or unreadable', () => {
    const s = fromQuery('seat=middle&honba=x&win=tsumo&meld=bogus:12m', []);
    expect(s.seatWind).toBe('east');
    expect(s.honba).toBe(0);
    expect(s.win).toBe('discard');
    expect(s.melds).toEqual([{ kind: 'chi', tiles: '12m' }]);
  });
  it('keeps a setting it does not know as text (the engine reports invalid-setting)', () => {
    expect(fromQuery('s.bogus=1', []).settings).toEqual({ bogus: '1' });
  });
  it('reads a count of red fives, and an old yes / no link as the count it means (true = 3, false = 0)', () => {
    const defs = rulesets.find((r) => r.id === 'riichi')!.settings;
    expect(fromQuery('s.redFives=4', defs).settings).toEqual({ redFives: 4 });
    expect(fromQuery('s.redFives=true', defs).settings).toEqual({ redFives: 3 });
    expect(fromQuery('s.redFives=false', defs).settings).toEqual({ redFives: 0 });
    expect(fromQuery('s.redFives=2', defs).settings).toEqual({ redFives: '2' });
  });
  it('carries item switches as i.<item>=on|off, and drops any other value', () => {
    expect(toQuery({ ...emptyState(), hand: '1m', items: { 'seven-pairs': 'on' } })).toBe('i.seven-pairs=on&hand=1m');
    expect(fromQuery('i.seven-pairs=on&i.human-hand=off&i.x=yes', []).items).toEqual({ 'seven-pairs': 'on', 'human-hand': 'off' });
  });
});

describe('item switches as one more preset (switchedPreset)', () => {
  const venue = { id: 'club', ruleset: 'hong-kong', base: 'hk-classic', settings: { minFaan: 1 }, overrides: { 'all-chows': { value: { kind: 'fixed', amount: 2 } as const, off: false } } };
  it('on a ruleset preset: that preset with the items switched', () => {
    expect(switchedPreset('hong-kong', 'vmc', { 'seven-pairs': 'on', 'human-hand': 'off' })).toEqual({
      id: SWITCHED_PRESET,
      ruleset: 'hong-kong',
      base: 'vmc',
      settings: {},
      overrides: { 'seven-pairs': { off: false }, 'human-hand': { off: true } },
    });
  });
  it('on a venue: its base, its settings, its overrides (an item it changes keeps its value)', () => {
    expect(switchedPreset('hong-kong', 'club', { 'all-chows': 'off', 'seven-pairs': 'on' }, [venue])).toEqual({
      id: SWITCHED_PRESET,
      ruleset: 'hong-kong',
      base: 'hk-classic',
      settings: { minFaan: 1 },
      overrides: { 'all-chows': { value: { kind: 'fixed', amount: 2 }, off: true }, 'seven-pairs': { off: false } },
    });
  });
  it('scores a hand with the item switched on (Seven Pairs under vmc, where no preset but hk-classic plays it)', () => {
    const hand = { ruleset: 'hong-kong' as const, hand: '1122m3344p5566s77z', winTile: '7z', win: 'discard' as const };
    expect(scorer().score({ ...hand, preset: 'vmc' }).ok).toBe(false);
    const r = scorer([switchedPreset('hong-kong', 'vmc', { 'seven-pairs': 'on' })]).score({ ...hand, preset: SWITCHED_PRESET });
    expect(r.ok && r.items.find((i) => i.id === 'seven-pairs')?.value).toBe(4);
  });
});

describe('engine input', () => {
  it('takes the last tile of the hand when no winning tile is given', () => {
    const input = toInput({ ...emptyState(), hand: '234m567p22s345678s' }, { id: 'riichi', inputs: ['doraIndicators'] }, { defaultPreset: 'ema-2025' });
    expect(input.winTile).toBe('8s');
    expect(input.preset).toBe('ema-2025');
  });
  it('sends only the fields the ruleset uses', () => {
    const s: CalcState = { ...emptyState(), hand: '1m', doraIndicators: '1m', honba: 2, bonusTiles: '1f', dealerStreak: 2 };
    const hk = toInput(s, { id: 'hong-kong', inputs: ['bonusTiles'] }, { defaultPreset: 'vmc' });
    expect(hk.doraIndicators).toBeUndefined();
    expect(hk.honba).toBeUndefined();
    expect(hk.dealerStreak).toBeUndefined();
    expect(hk.bonusTiles).toBe('1f');
    const rc = toInput(s, { id: 'riichi', inputs: ['doraIndicators', 'honba'] }, { defaultPreset: 'ema-2025' });
    expect(rc.bonusTiles).toBeUndefined();
    expect(rc.doraIndicators).toBe('1m');
    expect(rc.honba).toBe(2);
  });
});

describe.each(rulesets.map((rs) => [rs.id, rs] as const))('"open in calculator" links of %s', (id, rs) => {
  const engine = scorer();
  it.each(rs.items.map((item) => [item.id, item] as const))('%s', (_, item) => {
    const shown = scoreExample(rs, item);
    const href = calculatorHref('en', id, fromExample(item.example, shown.preset === rs.defaultPreset ? '' : shown.preset));
    expect(href.startsWith(`/en/${id}/calculator/?`)).toBe(true);
    const state = fromQuery(href.slice(href.indexOf('?')), rs.settings);
    expect(state.items).toEqual(shown.switches);
    const input = toInput(state, rs, { defaultPreset: rs.defaultPreset });
    // As the calculator does: item switches of the address are one more preset on top of the chosen one.
    const switched = Object.keys(state.items).length ? switchedPreset(id, input.preset!, state.items) : null;
    const result = (switched ? scorer([switched]) : engine).score(switched ? { ...input, preset: switched.id } : input);
    expect(result).toEqual(shown.result);
  });
});
