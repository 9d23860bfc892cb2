import { describe, expect, it } from 'vitest';
import { validateHand, type ValidateOptions } from '../../src/core/validate.ts';
import { handReadings, readHand, specialReadings, winningKinds, type Reading, type SpecialShape } from '../../src/core/waits.ts';
import { tilesToString } from '../../src/core/tiles.ts';
import { counts, k } from './engine-helpers.ts';

const R14: ValidateOptions = { handSize: 14, knownFlags: [], indicators: true, bonusTiles: false };
const R17: ValidateOptions = { handSize: 17, knownFlags: [] };

function readings(raw: Record<string, unknown>, shapes: SpecialShape[] = [], opts = R14): Reading[] {
  const r = validateHand(raw, opts);
  if (!r.ok) throw new Error(r.error.message);
  return handReadings(r.hand, shapes);
}

/** "text / wait / winSet" of each reading. */
function brief(rs: Reading[]): string[] {
  return rs.map((r) => `${r.text} / ${r.wait} / ${r.winSet}`);
}

const wk = (waiting: string, shapes: SpecialShape[] = [], handSize = 14, melds: string[] = []) =>
  tilesToString(winningKinds(counts(waiting), melds.map((m) => ({ kinds: Array.from(counts(m)).flatMap((n, i) => Array(n).fill(i)) })), handSize, shapes));

describe('standard waits', () => {
  const base = { win: 'discard' };
  it('closed (kanchan)', () => {
    expect(brief(readings({ ...base, hand: '123m456p789s111z22z', winTile: '2m' }))).toEqual(['123m 456p 789s 111z 22z / closed / 0']);
  });
  it('edge (penchan) 12 → 3 and 89 → 7', () => {
    expect(readings({ ...base, hand: '123m456p789s111z22z', winTile: '3m' }).map((r) => r.wait)).toEqual(['edge']);
    expect(readings({ ...base, hand: '123m456p789s111z22z', winTile: '7s' }).map((r) => r.wait)).toEqual(['edge']);
  });
  it('two-sided (ryanmen)', () => {
    expect(readings({ ...base, hand: '123m456p789s111z22z', winTile: '1m' }).map((r) => r.wait)).toEqual(['two-sided']);
    expect(readings({ ...base, hand: '123m456p789s111z22z', winTile: '9s' }).map((r) => r.wait)).toEqual(['two-sided']);
    expect(readings({ ...base, hand: '123m456p789s111z22z', winTile: '6p' }).map((r) => r.wait)).toEqual(['two-sided']);
  });
  it('a tile read as edge in one set and two-sided in another', () => {
    expect(brief(readings({ ...base, hand: '123345m678p234s55z', winTile: '3m' }))).toEqual([
      '123m 345m 678p 234s 55z / edge / 0',
      '123m 345m 678p 234s 55z / two-sided / 1',
    ]);
  });
  it('a tile read as closed in one set and two-sided in another', () => {
    expect(brief(readings({ ...base, hand: '122334m678p234s55z', winTile: '2m' }))).toEqual([
      '123m 234m 678p 234s 55z / closed / 0',
      '123m 234m 678p 234s 55z / two-sided / 1',
    ]);
  });
  it('single (tanki) on the pair', () => {
    expect(brief(readings({ ...base, hand: '123m456p789s111z22z', winTile: '2z' }))).toEqual(['123m 456p 789s 111z 22z / single / -1']);
  });
  it('pair-to-pung (shanpon): the pung is concealed only when self-drawn', () => {
    const ron = readings({ ...base, hand: '123m456p789s111z22z', winTile: '1z' });
    expect(brief(ron)).toEqual(['123m 456p 789s 111z 22z / pair-to-pung / 3']);
    expect(ron[0].sets[3]).toMatchObject({ kind: 'pung', concealed: false, open: false, meld: null });
    const tsumo = readings({ ...base, win: 'self-drawn', hand: '123m456p789s111z22z', winTile: '1z' });
    expect(tsumo[0].sets[3].concealed).toBe(true);
  });
  it('1234m waiting on 1m or 4m as a single wait', () => {
    expect(brief(readings({ ...base, hand: '11234m456p789s111z', winTile: '1m' }))).toEqual(['234m 456p 789s 111z 11m / single / -1']);
    expect(brief(readings({ ...base, hand: '12344m456p789s111z', winTile: '4m' }))).toEqual(['123m 456p 789s 111z 44m / single / -1']);
  });
  it('identical sets give one placement', () => {
    const rs = readings({ ...base, hand: '223344m456p789s11z', winTile: '3m' });
    expect(brief(rs)).toEqual(['234m 234m 456p 789s 11z / closed / 0']);
  });
  it('lists several decompositions × placements', () => {
    const rs = readings({ ...base, hand: '11122233344455m', winTile: '4m' });
    expect(rs.map((r) => `${r.text} / ${r.wait}`).sort()).toEqual(
      [
        '111m 234m 345m 345m 22m / two-sided', // 4m in 234m (23 waiting 1/4)
        '111m 234m 345m 345m 22m / closed', // 4m in 345m
        '111m 222m 333m 444m 55m / pair-to-pung',
        '111m 234m 234m 234m 55m / two-sided',
        '123m 123m 123m 444m 55m / pair-to-pung',
      ].sort(),
    );
  });
});

describe('readings with declared melds', () => {
  it('marks melds in brackets and keeps their kind, open and concealed', () => {
    const rs = readings({
      hand: '234m22s',
      melds: [
        { kind: 'pon', tiles: '777z' },
        { kind: 'kan-closed', tiles: '1111p' },
        { kind: 'chi', tiles: '978s' },
      ],
      winTile: '2m',
      win: 'self-drawn',
    });
    expect(brief(rs)).toEqual(['234m 22s [777z] [1111p] [789s] / two-sided / 0']);
    expect(rs[0].sets.slice(1)).toEqual([
      { kind: 'pung', first: k('7z'), open: true, concealed: false, meld: 'pon' },
      { kind: 'kong', first: k('1p'), open: false, concealed: true, meld: 'kan-closed' },
      { kind: 'chow', first: k('7s'), open: true, concealed: false, meld: 'chi' },
    ]);
  });
  it('reads a 17-tile hand with a kong as 5 sets + pair', () => {
    const rs = readings({ hand: '123456789m123p11z', melds: [{ kind: 'kan-open', tiles: '5555z' }], winTile: '1z', win: 'discard' }, [], R17);
    expect(brief(rs)).toEqual(['123m 456m 789m 123p 11z [5555z] / single / -1']);
  });
});

describe('special shapes as readings', () => {
  it('seven pairs: single wait', () => {
    const rs = readings({ hand: '1122m3344p5566s77z', winTile: '7z', win: 'discard' }, ['seven-pairs']);
    expect(brief(rs)).toEqual(['11m 22m 33p 44p 55s 66s 77z / single / -1']);
    expect(rs[0].pairs).toHaveLength(7);
    expect(readings({ hand: '1122m3344p5566s77z', winTile: '7z', win: 'discard' })).toEqual([]);
  });
  it('seven pairs with a four only when the ruleset reads it as two pairs', () => {
    const hand = { hand: '1111m33p44p5566s77z', winTile: '7z', win: 'discard' };
    expect(readings(hand, ['seven-pairs'])).toEqual([]);
    expect(readings(hand, ['seven-pairs-fours']).map((r) => r.shape)).toEqual(['seven-pairs']);
  });
  it('seven pairs that are also a standard hand give both', () => {
    const rs = readings({ hand: '112233m445566p77z', winTile: '7z', win: 'discard' }, ['seven-pairs']);
    expect(rs.map((r) => r.shape).sort()).toEqual(['seven-pairs', 'standard']);
  });
  it('thirteen orphans: thirteen-sided when the 13 were there, else single', () => {
    expect(brief(readings({ hand: '19m19p19s12345677z', winTile: '7z', win: 'discard' }, ['thirteen-orphans']))).toEqual([
      '77z 19m 19p 19s 123456z / thirteen-sided / -1',
    ]);
    expect(readings({ hand: '19m19p19s12345677z', winTile: '1m', win: 'discard' }, ['thirteen-orphans'])[0].wait).toBe('single');
  });
  it('Niko Niko: single, or pair-to-pung when the winning tile made the pung', () => {
    const hand = { hand: '11223344556677m888p', win: 'discard' };
    const all = readings({ ...hand, winTile: '1m' }, ['niko-niko'], R17);
    // also a standard hand, three ways
    expect(brief(all.filter((r) => r.shape === 'standard'))).toEqual([
      '234m 234m 567m 567m 888p 11m / single / -1',
      '123m 123m 567m 567m 888p 44m / two-sided / 0',
      '123m 123m 456m 456m 888p 77m / two-sided / 0',
    ]);
    expect(brief(all.filter((r) => r.shape === 'niko-niko'))).toEqual(['11m 22m 33m 44m 55m 66m 77m 888p / single / -1']);
    const pung = readings({ ...hand, winTile: '8p' }, ['niko-niko'], R17).filter((r) => r.shape === 'niko-niko');
    expect(pung.map((r) => [r.wait, r.winSet, r.sets[0].concealed])).toEqual([['pair-to-pung', 0, false]]);
  });
  it('Taiwanese 13 Orphans: the set or the orphans took the winning tile', () => {
    const rs = readings({ hand: '19m19p19s11234567z234m', winTile: '4m', win: 'discard' }, ['thirteen-orphans-17'], R17);
    expect(brief(rs)).toEqual(['11z 19m 19p 19s 234567z 234m / two-sided / 0']);
    const pair = readings({ hand: '19m19p19s11234567z234m', winTile: '1z', win: 'discard' }, ['thirteen-orphans-17'], R17);
    expect(pair.map((r) => r.wait)).toEqual(['thirteen-sided']);
    const single = readings({ hand: '19m19p19s11234567z234m', winTile: '9s', win: 'discard' }, ['thirteen-orphans-17'], R17);
    expect(single.map((r) => r.wait)).toEqual(['single']);
  });
  it('16 Orphans: sixteen-sided on the pair, single otherwise', () => {
    const hand = { hand: '147m258p369s1234567z1m', win: 'self-drawn' };
    expect(brief(readings({ ...hand, winTile: '1m' }, ['sixteen-orphans'], R17))).toEqual([
      '11m 47m 258p 369s 1234567z / sixteen-sided / -1',
    ]);
    expect(readings({ ...hand, winTile: '5p' }, ['sixteen-orphans'], R17).map((r) => r.wait)).toEqual(['single']);
  });
  it('needs a hand without melds', () => {
    expect(specialReadings(counts('1122m3344p5566s77z'), 1, k('7z'), true, ['seven-pairs'])).toEqual([]);
  });
});

describe('winningKinds', () => {
  it('nine gates waits on all nine', () => {
    expect(wk('1112345678999m')).toBe('123456789m');
  });
  it('two-sided, edge, closed, single and shanpon waits', () => {
    expect(wk('23m456p789s111z22z')).toBe('14m');
    expect(wk('12m456p789s111z22z')).toBe('3m');
    expect(wk('13m456p789s111z22z')).toBe('2m');
    expect(wk('123m456p789s111z2z')).toBe('2z');
    expect(wk('123m456p789s11z22z')).toBe('12z');
    expect(wk('1234m456p789s111z')).toBe('14m');
  });
  it('leaves out a kind whose four copies are all in the hand', () => {
    expect(wk('1111m456p789s555z')).toBe('');
    expect(wk('9m456p789s555z', [], 14, ['111m'])).toBe('9m');
    expect(wk('1m456p789s555z', [], 14, ['111m'])).toBe('');
  });
  it('uses the special shapes it is given', () => {
    expect(wk('1122m3344p5566s7z')).toBe('');
    expect(wk('1122m3344p5566s7z', ['seven-pairs'])).toBe('7z');
    expect(wk('19m19p19s1234567z', ['thirteen-orphans'])).toBe('19m19p19s1234567z');
    expect(wk('19m19p19s1234566z', ['thirteen-orphans'])).toBe('7z');
    expect(wk('1122334455667788m', [], 17)).toBe('124578m');
    expect(wk('1122334455667788m', ['niko-niko'], 17)).toBe('12345678m');
    expect(wk('19m19p19s1234567z234m', ['thirteen-orphans-17'], 17)).toBe('19m19p19s1234567z');
    expect(wk('19m19p19s11234567z23m', ['thirteen-orphans-17'], 17)).toBe('14m');
    expect(wk('147m258p369s1234567z', ['sixteen-orphans'], 17)).toBe('147m258p369s1234567z');
    expect(wk('147m258p369s123456z1m', ['sixteen-orphans'], 17)).toBe('7z');
  });
  it('does not change its input', () => {
    const c = counts('1112345678999m');
    const before = Array.from(c);
    winningKinds(c, [], 14);
    expect(Array.from(c)).toEqual(before);
  });
});

describe('readHand', () => {
  it('gives readings or not-a-winning-hand', () => {
    const good = validateHand({ hand: '123m456p789s111z22z', winTile: '2z', win: 'discard' }, R14);
    const bad = validateHand({ hand: '124m456p789s111z22z', winTile: '2z', win: 'discard' }, R14);
    if (!good.ok || !bad.ok) throw new Error('invalid');
    expect(readHand(good.hand).ok).toBe(true);
    const r = readHand(bad.hand, ['seven-pairs']);
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.error.code).toBe('not-a-winning-hand');
      expect(r.error.message).toContain('124m456p789s11122z');
    }
  });
});
