/**
 * The calculator's reducer (`src/components/calc/state.ts`): every edit as an action, undo and redo
 * (a burst of typing in one field is one step), the rule of the winning tile (a tile edit never moves
 * it silently) and what the tile set refuses (a fifth copy, a red five too many, a full hand). The
 * expected values are written out by hand; the engine scores the issue's hand to show the result
 * does not change.
 */
import { describe, expect, it } from 'vitest';
import { scorer } from '../../src/engine/engines.ts';
import { emptyState, fromQuery, toInput, type CalcState } from '../../src/lib/calc-state.ts';
import {
  GROUP_MS,
  HISTORY,
  calcReducer,
  copiesInUse,
  fullSize,
  handCount,
  initialModel,
  tileBlock,
  winIndex,
  winningTile,
  type CalcAction,
  type CalcModel,
  type HandRules,
  undoKey,
} from '../../src/components/calc/state.ts';

const R14: HandRules = { handSize: 14, redFives: 0 };
const model = (patch: Partial<CalcState> = {}, more: Partial<CalcModel> = {}): CalcModel => ({ ...initialModel({ ...emptyState(), ...patch }), ...more });
const run = (m: CalcModel, ...actions: CalcAction[]) => actions.reduce(calcReducer, m);
const tap = (code: string, rules = R14): CalcAction => ({ type: 'tap', code, rules });
const remove = (index: number, field: 'hand' | 'winTile' | 'bonusTiles' = 'hand', rules = R14): CalcAction => ({ type: 'remove', field, index, rules });

describe('the winning tile', () => {
  // The issue's hand: 23567m 345p 99p 678s + 4m (the last tile, the implied winning tile; 234m on a
  // two-sided wait: pinfu). Tiles in order: 2m 3m 5m 6m 7m 3p 4p 5p 9p 9p 6s 7s 8s 4m; a 9p is index 8.
  const issue = () => initialModel(fromQuery('hand=23567m345p99p678s4m&seat=south'));

  it('stays 4m when a 9p is removed and tapped again (the result stays pinfu)', () => {
    let m = run(issue(), remove(8));
    expect(m.calc.hand).toBe('23567m3459p678s4m'); // compact mpsz: 345p and 9p share the letter
    expect(m.calc.winTile).toBe('4m'); // fixed to the tile the result was using
    m = run(m, tap('9p'));
    expect(m.calc.hand).toBe('234567m34599p678s'); // sorted: 4m is no longer last
    expect(m.calc.winTile).toBe('4m');
    expect(winIndex(m.calc)).toBe(2);
    const r = scorer().score(toInput(m.calc, { id: 'riichi', inputs: ['doraIndicators', 'uraDoraIndicators', 'honba', 'riichiSticks'] }, { defaultPreset: 'ema-2025' }));
    expect(r.ok && r.items.map((i) => i.id)).toEqual(['pinfu']);
    // Non-dealer ron, 1 han 30 fu: 30 × 2^3 = 240 × 4 = 960 → 1,000.
    expect(r.ok && r.total).toBe(1000);
  });

  it('is cleared when its own tile is removed, and the tile that fills the hand again becomes it', () => {
    let m = run(issue(), remove(13)); // the 4m, drawn as the winning tile
    expect(m.calc.hand).toBe('23567m34599p678s');
    expect(m.calc.winTile).toBe('');
    m = run(m, tap('1m'));
    expect(m.calc.winTile).toBe('1m'); // the 14th tile
    expect(m.calc.hand).toBe('123567m34599p678s');
  });

  it('is the 14th tile tapped when the hand is built by taps; the first 13 leave it unchosen', () => {
    let m = model();
    for (const c of ['2m', '3m', '4m', '5p', '6p', '7p', '2s', '2s', '3s', '4s', '5s', '6s', '7s']) m = run(m, tap(c));
    expect(m.calc.winTile).toBe('');
    m = run(m, tap('8s'));
    expect(m.calc.winTile).toBe('8s');
    expect(m.calc.hand).toBe('234m567p22345678s');
  });

  it('a chosen winning tile survives removing and adding other tiles', () => {
    let m = model({ hand: '234m567p22s345678s', winTile: '5s' });
    expect(winIndex(m.calc)).toBe(10); // 2m 3m 4m 5p 6p 7p 2s 2s 3s 4s 5s …: the 5s is the 11th
    m = run(m, remove(0), tap('2m'), remove(13), tap('8s'));
    expect(m.calc.winTile).toBe('5s');
  });

  it('counts declared sets, a kong one tile more: the 15th tile fills a hand with a kong', () => {
    let m = model({ melds: [{ kind: 'kan-closed', tiles: '9999p' }], hand: '123456m789s5z' });
    expect(fullSize(m.calc, R14)).toBe(15);
    expect(handCount(m.calc)).toBe(14);
    m = run(m, tap('5z'));
    expect(m.calc.winTile).toBe('5z');
    expect(winningTile(m.calc)).toBe('5z');
  });

  it('typing the hand leaves the winning tile as it was', () => {
    const m = run(model({ winTile: '8s' }), { type: 'set', patch: { hand: '234m567p22s345678s' }, group: 'hand', at: 0 });
    expect(m.calc.winTile).toBe('8s');
    expect(winningTile(run(model(), { type: 'set', patch: { hand: '22s345678s234m567p' } }).calc)).toBe('7p');
  });
});

describe('the tile set', () => {
  const block = (patch: Partial<CalcState>, code: string, opts: Partial<Pick<CalcModel, 'target' | 'meldKind'>> = {}, rules = R14) =>
    tileBlock({ ...model(patch), ...opts }, code, rules);

  it('refuses a fifth copy, counting the hand, the sets and the indicators', () => {
    expect(block({ hand: '1111m' }, '1m')).toBe('used');
    expect(block({ hand: '111m' }, '1m')).toBe(null);
    expect(block({ hand: '11m', melds: [{ kind: 'pon', tiles: '111m' }] }, '1m')).toBe('used');
    expect(block({ hand: '111m', doraIndicators: '1m' }, '1m')).toBe('used');
    expect(block({ hand: '111m', uraDoraIndicators: '1m' }, '1m', { target: 'dora' })).toBe('used');
    expect(block({ hand: '111m', uraDoraIndicators: '1m' }, '2m', { target: 'dora' })).toBe(null);
  });

  it('counts a red five as a five, and allows as many red fives as are in play', () => {
    const r3: HandRules = { handSize: 14, redFives: 3 };
    const r4: HandRules = { handSize: 14, redFives: 4 };
    expect(copiesInUse({ ...emptyState(), hand: '550m', doraIndicators: '5m' }).get('5m')).toBe(4);
    expect(block({ hand: '550m', doraIndicators: '5m' }, '5m', {}, r3)).toBe('used');
    expect(block({ hand: '550m', doraIndicators: '5m' }, '0m', {}, r3)).toBe('used');
    expect(block({ hand: '0m' }, '0m', {}, r3)).toBe('used'); // one red five of characters
    expect(block({ hand: '0m' }, '5m', {}, r3)).toBe(null);
    expect(block({ hand: '0p' }, '0p', {}, r4)).toBe(null); // two red fives of dots with four
    expect(block({ hand: '00p' }, '0p', {}, r4)).toBe('used');
    expect(block({ hand: '0s' }, '0s', {}, r4)).toBe('used');
  });

  it('refuses every tile once the hand is full (14; 15 with a kong), and a set that would overfill it', () => {
    expect(block({ hand: '234m567p22s345678s' }, '9m')).toBe('full');
    expect(block({ hand: '234m567p22s34567s' }, '9m')).toBe(null); // 13
    expect(block({ hand: '123456m789s5z', melds: [{ kind: 'kan-closed', tiles: '9999p' }] }, '9m')).toBe(null); // 14 of 15
    expect(block({ hand: '123456m789s55z', melds: [{ kind: 'kan-closed', tiles: '9999p' }] }, '9m')).toBe('full');
    // A declared set adds three tiles' worth: 11 tiles + 3 = 14 fits, 12 + 3 does not.
    expect(block({ hand: '234m567p22s345s' }, '7z', { target: 'meld', meldKind: 'pon' })).toBe(null);
    expect(block({ hand: '234m567p22s3456s' }, '7z', { target: 'meld', meldKind: 'pon' })).toBe('full');
    expect(block({ hand: '11m' }, '1m', { target: 'meld', meldKind: 'pon' })).toBe('used'); // 2 + 3 > 4
    expect(block({ hand: '1m' }, '1m', { target: 'meld', meldKind: 'kan-open' })).toBe('used');
    expect(block({ hand: '3333m' }, '1m', { target: 'meld', meldKind: 'chi' })).toBe('used'); // 123m needs a 3m
    // Indicators and flowers are not part of the hand: a full hand still takes them.
    expect(block({ hand: '234m567p22s345678s' }, '9m', { target: 'dora' })).toBe(null);
    expect(block({ bonusTiles: '1f' }, '1f', { target: 'bonus' })).toBe('used'); // one of each flower
    expect(block({ bonusTiles: '1f' }, '2f', { target: 'bonus' })).toBe(null);
  });

  it('a refused tap changes nothing and records nothing', () => {
    const m = model({ hand: '1111m' });
    expect(run(m, tap('1m'))).toBe(m);
  });

  it('taps go to the target: a set from one tile, indicators unsorted', () => {
    let m = run(model(), { type: 'target', target: 'meld' }, { type: 'meldKind', kind: 'chi' }, tap('8s'));
    expect(m.calc.melds).toEqual([{ kind: 'chi', tiles: '789s' }]);
    m = run(m, { type: 'target', target: 'dora' }, tap('3m'), tap('1m'));
    expect(m.calc.doraIndicators).toBe('31m');
    expect(m.past.length).toBe(3);
  });
});

describe('undo and redo', () => {
  it('undoes and redoes every edit, in order; a new edit drops what was undone', () => {
    let m = run(model(), tap('1m'), tap('2m'), { type: 'flag', flag: 'riichi', on: true }, { type: 'set', patch: { seatWind: 'south' } });
    expect(m.past.length).toBe(4);
    m = run(m, { type: 'undo' });
    expect(m.calc.seatWind).toBe('east');
    m = run(m, { type: 'undo' }, { type: 'undo' });
    expect(m.calc.hand).toBe('1m');
    expect(m.calc.flags).toEqual([]);
    m = run(m, { type: 'redo' });
    expect(m.calc.hand).toBe('12m');
    expect(m.future.length).toBe(2);
    m = run(m, tap('3m'));
    expect(m.future).toEqual([]);
    expect(run(m, { type: 'redo' })).toBe(m);
    m = run(m, { type: 'undo' }, { type: 'undo' }, { type: 'undo' }, { type: 'undo' });
    expect(m.calc).toEqual(emptyState());
    expect(run(m, { type: 'undo' })).toBe(m);
  });

  it('a burst of typing in one field is one step; a pause or another field starts the next', () => {
    const type = (hand: string, at: number, group = 'hand'): CalcAction => ({ type: 'set', patch: { [group]: hand }, group, at });
    let m = run(model(), type('2', 0), type('23', 200), type('234m', 400));
    expect(m.past.length).toBe(1);
    m = run(m, type('234m5', 400 + GROUP_MS + 1));
    expect(m.past.length).toBe(2);
    m = run(m, type('1m', 400 + GROUP_MS + 100, 'winTile'));
    expect(m.past.length).toBe(3);
    m = run(m, { type: 'undo' }, { type: 'undo' });
    expect(m.calc.hand).toBe('234m');
    expect(m.calc.winTile).toBe('');
  });

  it('the state read on load has no history; back / forward is an edit that can be undone', () => {
    let m = run(model(), tap('1m'), { type: 'load', calc: fromQuery('hand=9p') });
    expect(m.past).toEqual([]);
    m = run(m, { type: 'navigate', calc: fromQuery('hand=8p') });
    expect(run(m, { type: 'undo' }).calc.hand).toBe('9p');
  });

  it('keeps the last HISTORY steps', () => {
    let m = model();
    for (let i = 0; i < HISTORY + 5; i++) m = run(m, { type: 'set', patch: { honba: i + 1 } });
    expect(m.past.length).toBe(HISTORY);
    expect(m.past[0].honba).toBe(5);
  });

  it('clear empties the hand, sets and tiles and keeps the situation; a setting equal to the preset is dropped', () => {
    let m = model({ hand: '123m', melds: [{ kind: 'pon', tiles: '777z' }], seatWind: 'west', flags: ['riichi'], doraIndicators: '1m' });
    m = run(m, { type: 'clear' });
    expect(m.calc).toEqual({ ...emptyState(), seatWind: 'west' });
    m = run(m, { type: 'setting', id: 'kiriage', value: false, base: true });
    expect(m.calc.settings).toEqual({ kiriage: false });
    m = run(m, { type: 'setting', id: 'kiriage', value: true, base: true });
    expect(m.calc.settings).toEqual({});
  });

  it('Ctrl / ⌘ + Z undoes, with Shift (or Ctrl + Y) redoes', () => {
    const k = (key: string, mods: Partial<Record<'ctrlKey' | 'metaKey' | 'shiftKey' | 'altKey', boolean>> = {}) =>
      undoKey({ key, ctrlKey: false, metaKey: false, shiftKey: false, altKey: false, ...mods });
    expect(k('z', { ctrlKey: true })).toBe('undo');
    expect(k('z', { metaKey: true })).toBe('undo');
    expect(k('Z', { ctrlKey: true, shiftKey: true })).toBe('redo');
    expect(k('Z', { metaKey: true, shiftKey: true })).toBe('redo');
    expect(k('y', { ctrlKey: true })).toBe('redo');
    expect(k('z')).toBe(null);
    expect(k('z', { ctrlKey: true, altKey: true })).toBe(null);
    expect(k('x', { ctrlKey: true })).toBe(null);
  });
});
