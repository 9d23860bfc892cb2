/**
 * Value tests for the Hé Fēn Taiwanese club sheet, written by hand from the Hindi seed 000 and
 * shared/spec/taiwan-club.md. Expected numbers are literals here, never read from the data.
 */
import { describe, expect, it } from 'vitest';
import ruleset from '../../src/rules/taiwan-club/index.ts';
import { validateRuleset } from '../../src/rules/validate.ts';
import { BOUNDS } from '../../src/core/bounds.ts';
import type { Amount, ItemDef, ItemValue } from '../../src/core/ruleset.ts';
import { LOCALES } from '../../src/i18n/config.ts';
import { resources } from '../../src/i18n/resources.ts';
import { readSource } from '../site/dist.mjs';

const item = (id: string): ItemDef => {
  const found = ruleset.items.find((i) => i.id === id);
  if (!found) throw new Error(`no item ${id}`);
  return found;
};
const fixed = (id: string): Amount => {
  const v = item(id).value;
  if (v.kind !== 'fixed') throw new Error(`${id} is not fixed`);
  return v.amount;
};
const tiers = (id: string): Record<string, Amount> => {
  const v: ItemValue = item(id).value;
  if (v.kind !== 'tiers') throw new Error(`${id} is not tiered`);
  return Object.fromEntries(v.tiers.map((t) => [t.id, t.amount]));
};
const tierOrder = (id: string): string[] => {
  const v = item(id).value;
  return v.kind === 'tiers' ? v.tiers.map((t) => t.id) : [];
};
const each = (id: string) => (item(id).value as { each?: string }).each;

/**
 * The items whose values this file asserts: every id given to `fixed('<id>')` or `tiers('<id>')` in an
 * expectation below (read from this file, so a new item's value test is the only thing to add).
 */
const VALUE_TESTED = new Set(
  [...readSource('tests/rules/taiwan-club.test.ts').matchAll(/\b(?:fixed|tiers)\('([a-z0-9-]+)'\)/g)].map((m) => m[1]),
);

describe('taiwan-club ruleset shape', () => {
  it('is valid rule data', () => {
    expect(validateRuleset(ruleset)).toEqual([]);
  });
  it.each(ruleset.items.map((i) => [i.id, i] as const))('%s has a hand-written value test', (id, it_) => {
    expect(
      VALUE_TESTED.has(id),
      `taiwan-club item "${id}" (${it_.file}) has no value assertion: add expect(fixed('${id}')).toBe(<points>) (or tiers('${id}')), written from the sheet, to tests/rules/taiwan-club.test.ts`,
    ).toBe(true);
  });
  it('lists the items category by category, in category order (the club sheet’s order)', () => {
    const order = ruleset.categories.map((c) => c.id);
    const cats = ruleset.items.map((i) => order.indexOf(i.category));
    expect(cats).toEqual([...cats].sort((a, b) => a - b));
    for (const id of VALUE_TESTED) expect(ruleset.items.map((i) => i.id), `${id}: no such item`).toContain(id);
  });
  it('counts points on a 17-tile hand', () => {
    expect(ruleset.id).toBe('taiwan-club');
    expect(ruleset.unit).toBe('points');
    expect(ruleset.handSize).toBe(17);
  });
  it('has the categories in display order', () => {
    expect(ruleset.categories.map((c) => c.id)).toEqual([
      'flowers', 'winds', 'dragons', 'missing-tiles', 'kongs', 'consecutive-pungs', 'sheungs-pongs',
      'concealed-pungs', 'dragon-run', 'terminals', 'suits', 'hand-shape', 'pair-wait', 'winning-moment',
      'dealer-streak', 'special-hands',
    ]);
  });
  it('has one source, the Hé Fēn club sheet checked 2026-09-13, without a URL', () => {
    expect(ruleset.sources).toHaveLength(1);
    const [s] = ruleset.sources;
    expect(s.id).toBe('hefen-sheet');
    expect(s.checked).toBe('2026-09-13');
    expect(s.url).toBeUndefined();
    for (const i of ruleset.items) expect(i.source.source).toBe('hefen-sheet');
  });
  it('stamps each item with its file', () => {
    for (const i of ruleset.items) expect(i.file).toMatch(/^src\/rules\/taiwan-club\/items-[a-z]+\.ts$/);
  });
});

describe('flowers', () => {
  it('each bonus tile 1, own-seat bonus tile +1 each, no flowers 1 (one item)', () => {
    expect(fixed('flower')).toBe(1);
    expect(each('flower')).toBe('tile');
    expect(fixed('own-flower')).toBe(1);
    expect(each('own-flower')).toBe('tile');
    expect(fixed('no-flowers')).toBe(1);
    // one item for both sections of the seed (flowers and missing tiles)
    expect(ruleset.items.filter((i) => /^no-flowers$|flowers-missing|missing-no-flowers/.test(i.id)).map((i) => i.id)).toEqual(['no-flowers']);
    expect(item('no-flowers').category).toBe('flowers');
  });
});

describe('winds', () => {
  it('wind pung 1 each, seat wind +1, round wind +1: both = 3', () => {
    expect(fixed('wind-pung')).toBe(1);
    expect(each('wind-pung')).toBe('set');
    expect(fixed('seat-wind-pung')).toBe(1);
    expect(fixed('round-wind-pung')).toBe(1);
    expect((fixed('wind-pung') as number) + (fixed('seat-wind-pung') as number) + (fixed('round-wind-pung') as number)).toBe(3);
  });
  it('wind tiers 15 / 30 / 50 / 60, one tiered item (only the highest)', () => {
    expect(tiers('three-four-winds')).toEqual({
      'small-three-winds': 15,
      'big-three-winds': 30,
      'small-four-winds': 50,
      'big-four-winds': 60,
    });
    expect(tierOrder('three-four-winds')).toEqual(['small-three-winds', 'big-three-winds', 'small-four-winds', 'big-four-winds']);
    // per-pung points always add: no relation between the tiers and the pung items
    expect(item('three-four-winds').replaces).toBeUndefined();
    expect(item('three-four-winds').includes).toBeUndefined();
  });
});

describe('dragons and all honours', () => {
  it('dragon pung 2 each, small 20, big 40 replacing small, all honours 140', () => {
    expect(fixed('dragon-pung')).toBe(2);
    expect(each('dragon-pung')).toBe('set');
    expect(fixed('small-dragons')).toBe(20);
    expect(fixed('big-dragons')).toBe(40);
    expect(item('big-dragons').replaces).toEqual(['small-dragons']);
    expect(item('big-dragons').includes).toBeUndefined();
    expect(fixed('all-honours')).toBe(140);
    // wind / dragon patterns inside All Honours still add
    expect(item('all-honours').replaces).toBeUndefined();
    expect(item('all-honours').includes).toBeUndefined();
  });
});

describe('missing tiles', () => {
  it('no honours 1, no flowers/honours 5 replacing both 1s, all simples 5', () => {
    expect(fixed('no-honours')).toBe(1);
    expect(fixed('no-flowers-no-honours')).toBe(5);
    expect(item('no-flowers-no-honours').replaces?.slice().sort()).toEqual(['no-flowers', 'no-honours']);
    expect(fixed('all-simples')).toBe(5);
  });
});

describe('kongs', () => {
  it('exposed 1 (counts as a concealed pung), concealed 2, robbing 10 (adder pays), replacement 30', () => {
    expect(fixed('exposed-kong')).toBe(1);
    expect(each('exposed-kong')).toBe('set');
    expect(item('exposed-kong').conditions).toContain('counts-as-concealed-pung');
    expect(fixed('concealed-kong')).toBe(2);
    expect(each('concealed-kong')).toBe('set');
    expect(fixed('robbing-kong')).toBe(10);
    expect(item('robbing-kong').conditions).toContain('kong-adder-pays');
    expect(fixed('kong-replacement')).toBe(30);
    expect(item('kong-replacement').conditions).toContain('self-draw-only');
  });
});

describe('consecutive pungs, sheungs, pongs', () => {
  it('consecutive pungs 5 / 15 / 30 / 60 / 80, independent groups', () => {
    expect(tiers('consecutive-pungs')).toEqual({ two: 5, three: 15, four: 30, five: 60, 'five-pair': 80 });
    expect(tierOrder('consecutive-pungs')).toEqual(['two', 'three', 'four', 'five', 'five-pair']);
    expect(each('consecutive-pungs')).toBe('group');
    expect(item('consecutive-pungs').conditions).toContain('independent-groups');
  });
  it('Brother Sheungs 5 / 15 / 30', () => {
    expect(tiers('brother-sheungs')).toEqual({ two: 5, three: 15, four: 30 });
    expect(each('brother-sheungs')).toBe('group');
  });
  it('Sister Sheungs 3 / 10 / 25 / 40', () => {
    expect(tiers('sister-sheungs')).toEqual({ two: 3, three: 10, four: 25, five: 40 });
    expect(each('sister-sheungs')).toBe('group');
  });
  it('Sister Pongs 5 / 15', () => {
    expect(tiers('sister-pongs')).toEqual({ two: 5, three: 15 });
    expect(each('sister-pongs')).toBe('group');
  });
  it('Brother and Sister tiers are independent of each other (no relation)', () => {
    for (const id of ['brother-sheungs', 'sister-sheungs', 'sister-pongs', 'consecutive-pungs']) {
      expect(item(id).replaces).toBeUndefined();
      expect(item(id).notWith).toBeUndefined();
      expect(item(id).conditions).toContain('independent-groups');
    }
  });
});

describe('concealed pungs and dragon run', () => {
  it('concealed pungs 5 / 15 / 30 / 80 / 100', () => {
    expect(tiers('concealed-pungs')).toEqual({ two: 5, three: 15, four: 30, five: 80, 'five-closed': 100 });
    expect(tierOrder('concealed-pungs')).toEqual(['two', 'three', 'four', 'five', 'five-closed']);
    expect(each('concealed-pungs')).toBeUndefined();
  });
  it('dragon run mixed 5 (closed 10), pure 15 (closed 20)', () => {
    expect(tiers('dragon-run')).toEqual({ mixed: { closed: 10, open: 5 }, pure: { closed: 20, open: 15 } });
    expect(tierOrder('dragon-run')).toEqual(['mixed', 'pure']);
  });
});

describe('terminals', () => {
  it('111+999 pungs: one suit 5, two suits 20', () => {
    expect(tiers('terminal-pungs')).toEqual({ 'one-suit': 5, 'two-suits': 20 });
  });
  it('123+789 chows: one pair 5, two pairs in two suits 15, in one suit 20', () => {
    expect(tiers('terminal-chows')).toEqual({ 'one-pair': 5, 'two-pairs-two-suits': 15, 'two-pairs-one-suit': 20 });
  });
  it('outside hand 20, without honours 40 replacing 20', () => {
    expect(fixed('outside-hand')).toBe(20);
    expect(fixed('pure-outside-hand')).toBe(40);
    expect(item('pure-outside-hand').replaces).toEqual(['outside-hand']);
  });
});

describe('suits', () => {
  it('two suits 5; no flowers 15 replacing 5; half flush 30; full flush 90; all types 10', () => {
    expect(fixed('two-suits')).toBe(5);
    expect(fixed('two-suits-no-flowers')).toBe(15);
    expect(item('two-suits-no-flowers').replaces).toEqual(['two-suits']);
    expect(fixed('half-flush')).toBe(30);
    expect(fixed('full-flush')).toBe(90);
    expect(fixed('all-types')).toBe(10);
  });
  it('gem hands 20 each, adding to one suit plus honours', () => {
    expect([fixed('jade'), fixed('ruby'), fixed('diamond'), fixed('sapphire')]).toEqual([20, 20, 20, 20]);
    for (const id of ['jade', 'ruby', 'diamond', 'sapphire']) {
      expect(item(id).replaces).toBeUndefined();
      expect(item(id).includes).toBeUndefined();
    }
    expect(item('half-flush').replaces).toBeUndefined();
  });
});

describe('hand shape', () => {
  it('all chows 5, no flowers/honours 15 replacing 5, five pungs 25', () => {
    expect(fixed('all-chows')).toBe(5);
    expect(fixed('all-chows-no-honours')).toBe(15);
    expect(item('all-chows-no-honours').replaces).toEqual(['all-chows']);
    expect(fixed('all-pungs')).toBe(25);
  });
  it('Step Up 5 / 20 / 30 / 90', () => {
    expect(tiers('step-up')).toEqual({ three: 5, five: 20, 'five-pair': 30, 'five-pair-one-suit': 90 });
    expect(tierOrder('step-up')).toEqual(['three', 'five', 'five-pair', 'five-pair-one-suit']);
  });
  it('Four-in-N-Ways 5 / 15 / 20, the pair counting as a set', () => {
    expect(tiers('four-in-n-ways')).toEqual({ two: 5, three: 15, four: 20 });
    expect(each('four-in-n-ways')).toBe('group');
    expect(item('four-in-n-ways').conditions).toContain('pair-counts-as-set');
    expect(item('four-in-n-ways').conditions).toContain('independent-groups');
  });
});

describe('pair, wait and Ding Ding', () => {
  it('Elephant Eyes 2, two-pair wait 2 (not with all pungs), one tile 2, wait shape 2 (exclusive), Ding Ding 5', () => {
    expect(fixed('elephant-eyes')).toBe(2);
    expect(fixed('two-pair-wait')).toBe(2);
    expect(item('two-pair-wait').notWith).toEqual(['all-pungs']);
    expect(item('two-pair-wait').conditions).toContain('not-in-all-pungs');
    expect(fixed('one-winning-tile')).toBe(2);
    expect(fixed('one-tile-wait-shape')).toBe(2);
    expect(item('one-winning-tile').notWith).toEqual(['one-tile-wait-shape']);
    expect(item('one-tile-wait-shape').notWith).toEqual(['one-winning-tile']);
    expect(fixed('ding-ding')).toBe(5);
  });
});

describe('the winning moment', () => {
  it('base 5 on every win, dealer 1, self-drawn 1, fully closed 5', () => {
    expect(fixed('base')).toBe(5);
    expect(ruleset.basePoints).toBe(5);
    expect(fixed('dealer')).toBe(1);
    expect(fixed('self-drawn')).toBe(1);
    expect(fixed('fully-closed')).toBe(5);
  });
  it('closed self-drawn 15 replaces closed 5 and self-drawn 1', () => {
    expect(fixed('closed-self-drawn')).toBe(15);
    expect(item('closed-self-drawn').replaces?.slice().sort()).toEqual(['fully-closed', 'self-drawn']);
  });
  it('all exposed: on a discard 15; self-drawn 10 replacing self-drawn 1', () => {
    expect(fixed('all-exposed-discard')).toBe(15);
    expect(item('all-exposed-discard').replaces).toBeUndefined();
    expect(fixed('all-exposed-self-drawn')).toBe(10);
    expect(item('all-exposed-self-drawn').replaces).toEqual(['self-drawn']);
  });
  it('flower replacement 5 and last tile 20 add (no relation)', () => {
    expect(fixed('flower-replacement')).toBe(5);
    expect(item('flower-replacement').replaces).toBeUndefined();
    expect(fixed('last-tile')).toBe(20);
    expect(item('last-tile').replaces).toBeUndefined();
    expect(item('kong-replacement').replaces).toBeUndefined();
  });
  it('first 10 / 7 / 4 discards 10 / 50 / 80, dealer first discard 90, heavenly 100: tiers of one item', () => {
    expect(tiers('early-win')).toEqual({
      'first-10-discards': 10,
      'first-7-discards': 50,
      'first-4-discards': 80,
      'dealer-first-discard': 90,
      heavenly: 100,
    });
    expect(tierOrder('early-win')).toEqual([
      'first-10-discards', 'first-7-discards', 'first-4-discards', 'dealer-first-discard', 'heavenly',
    ]);
  });
});

describe('dealer streak', () => {
  it('die 1–6 → 3, 5, 7, 9, 11, 13 (data table and item tiers)', () => {
    expect(ruleset.dealerStreak).toEqual([
      { die: 1, points: 3 },
      { die: 2, points: 5 },
      { die: 3, points: 7 },
      { die: 4, points: 9 },
      { die: 5, points: 11 },
      { die: 6, points: 13 },
    ]);
    expect(tiers('dealer-streak')).toEqual({ 'die-1': 3, 'die-2': 5, 'die-3': 7, 'die-4': 9, 'die-5': 11, 'die-6': 13 });
    expect(item('dealer-streak').conditions).toContain('dealer-pays-streak');
  });

  it('the table of the die explains the dealer-streak item, whose tiers are its rows (the guide titles the table with that item’s name)', () => {
    expect(ruleset.dealerStreakItem).toBe('dealer-streak');
    const streak = item(ruleset.dealerStreakItem);
    expect(streak.value.kind === 'tiers' && streak.value.tiers.map((t) => t.amount)).toEqual(ruleset.dealerStreak.map((r) => r.points));
  });

  it("the input bound of dealerStreak (score-api.md, Bounds: 0–6) is the die's faces", () => {
    expect(BOUNDS.dealerStreak).toEqual({ min: 0, max: 6 });
    expect(ruleset.dealerStreak.map((r) => r.die)).toEqual([1, 2, 3, 4, 5, 6]);
  });
});

describe('special hands', () => {
  it('Niko Niko 40, with 50 / 75 replacing tiers; +5 consecutive pairs; +2 Elephant Eyes', () => {
    expect(tiers('niko-niko')).toEqual({ plain: 40, 'one-four': 50, 'two-fours': 75 });
    expect(tierOrder('niko-niko')).toEqual(['plain', 'one-four', 'two-fours']);
    expect(item('niko-niko').notWith?.slice().sort()).toEqual(['ding-ding', 'two-pair-wait']);
    expect(fixed('niko-niko-consecutive-pairs')).toBe(5);
    expect(fixed('niko-niko-elephant-eyes')).toBe(2);
  });
  it('13 Orphans 90', () => {
    expect(fixed('thirteen-orphans')).toBe(90);
  });
  it('16 Orphans 50, +10 terminals, +5 same pattern, +2 Elephant Eyes', () => {
    expect(fixed('sixteen-orphans')).toBe(50);
    expect(fixed('sixteen-orphans-terminals')).toBe(10);
    expect(fixed('sixteen-orphans-same-pattern')).toBe(5);
    expect(fixed('sixteen-orphans-elephant-eyes')).toBe(2);
  });
  it('Chicken Hand 20, a table setting on by default', () => {
    expect(fixed('chicken-hand')).toBe(20);
    expect(item('chicken-hand').enabledBy).toEqual({ setting: 'chicken', value: true });
    expect(item('chicken-hand').off).toBeUndefined();
    expect(item('chicken-hand').conditions).toContain('table-setting');
  });
});

describe('native names', () => {
  it('uses the established Chinese names', () => {
    const natives: Record<string, string> = {
      'closed-self-drawn': '門清自摸',
      'kong-replacement': '槓上開花',
      'last-tile': '海底撈月',
      'small-dragons': '小三元',
      'big-dragons': '大三元',
      'all-honours': '字一色',
      'half-flush': '混一色',
      'full-flush': '清一色',
      'all-pungs': '對對胡',
      'thirteen-orphans': '十三么',
      'niko-niko': '嚦咕嚦咕',
      'chicken-hand': '雞胡',
    };
    for (const [id, native] of Object.entries(natives)) expect(item(id).native).toBe(native);
    const winds = item('three-four-winds').value;
    expect(winds.kind === 'tiers' && winds.tiers.map((t) => t.native)).toEqual(['小三風', '大三風', '小四喜', '大四喜']);
    const early = item('early-win').value;
    expect(early.kind === 'tiers' && early.tiers.find((t) => t.id === 'heavenly')?.native).toBe('天胡');
  });
});

describe('settings and preset', () => {
  it('minimum ladder 20 / 22 / 24 / 26', () => {
    expect(ruleset.minimumLadder).toEqual({ east: 20, south: 22, west: 24, north: 26 });
    const minimum = ruleset.settings.find((s) => s.id === 'minimum');
    expect(minimum).toEqual({ id: 'minimum', type: 'round-ladder', default: { east: 20, south: 22, west: 24, north: 26 }, min: 0 });
  });
  it('chicken and the three instant-payment switches are on by default', () => {
    expect(ruleset.settings.map((s) => s.id)).toEqual(['minimum', 'chicken', 'diceInstant', 'bouquetInstant', 'kongInstant']);
    for (const id of ['chicken', 'diceInstant', 'bouquetInstant', 'kongInstant'])
      expect(ruleset.settings.find((s) => s.id === id)).toEqual({ id, type: 'boolean', default: true });
  });
  it('one preset, hefen-club, the default, no overrides', () => {
    expect(ruleset.defaultPreset).toBe('hefen-club');
    expect(ruleset.presets.map((p) => p.id)).toEqual(['hefen-club']);
    const [p] = ruleset.presets;
    expect(p.settings).toEqual({
      minimum: { east: 20, south: 22, west: 24, north: 26 },
      chicken: true,
      diceInstant: true,
      bouquetInstant: true,
      kongInstant: true,
    });
    expect(p.overrides).toEqual({});
    expect(p.sources).toEqual(['hefen-sheet']);
  });
});

describe('instant payments (never hand points)', () => {
  it('every row of the table, with its amount and switch', () => {
    const rows = Object.fromEntries(
      ruleset.instantPayments.map((r) => [r.id, [r.from, r.to, r.amount, r.setting ?? null]]),
    );
    expect(rows).toEqual({
      'dice-triple': ['each-other', 'dealer', 5, 'diceInstant'],
      'dice-six-triple': ['each-other', 'dealer', 10, 'diceInstant'],
      'bouquet-mixed': ['each-other', 'holder', 5, 'bouquetInstant'],
      'bouquet-one-colour': ['each-other', 'holder', 10, 'bouquetInstant'],
      'bouquet-seven': ['each-other', 'holder', 10, 'bouquetInstant'],
      'seven-flowers-win': ['each-other', 'holder', 20, null],
      'eight-flowers-win': ['each-other', 'holder', 40, null],
      'concealed-kong-declared': ['each-other', 'holder', 5, 'kongInstant'],
      'concealed-kong-unshown': ['holder', 'each-other', 10, 'kongInstant'],
      'false-mahjong': ['offender', 'each-other', 25, null],
      'four-discarded': ['first-discarder', 'each-other', { honour: 5, suited: 10 }, null],
      'wrong-tile-count': ['offender', 'each-other', null, null],
    });
    expect(ruleset.instantPayments.map((r) => r.id)).toEqual(Object.keys(rows));
  });
  it('a false mahjong ends the hand; a wrong tile count bars the player', () => {
    const row = (id: string) => ruleset.instantPayments.find((r) => r.id === id)!;
    expect(row('false-mahjong').endsHand).toBe(true);
    expect(row('wrong-tile-count').barsPlayer).toBe(true);
    expect(row('false-mahjong').kind).toBe('penalty');
    expect(row('dice-triple').kind).toBe('payment');
  });
  it('no instant payment is a hand item', () => {
    const ids = new Set(ruleset.items.map((i) => i.id));
    for (const r of ruleset.instantPayments) expect(ids.has(r.id)).toBe(false);
  });
});

// ── Examples: structurally legal 17-tile (+1 per kong) winning hands ───────────────────────────
type Tile = string; // "1m" … "7z"
function parse(mpsz: string): Tile[] {
  const out: Tile[] = [];
  let digits: string[] = [];
  for (const ch of mpsz.replace(/\s+/g, '')) {
    if (/[0-9]/.test(ch)) digits.push(ch);
    else {
      for (const d of digits) out.push(`${d === '0' ? '5' : d}${ch}`);
      digits = [];
    }
  }
  return out;
}
const key = (t: Tile) => t;
function counts(tiles: Tile[]): Map<string, number> {
  const m = new Map<string, number>();
  for (const t of tiles) m.set(key(t), (m.get(key(t)) ?? 0) + 1);
  return m;
}
/** Can these concealed tiles form `sets` sets plus one pair? */
function decomposes(tiles: Tile[], sets: number): boolean {
  const c = counts(tiles);
  const order = [...c.keys()].sort((a, b) => (a[1] + a[0]).localeCompare(b[1] + b[0]));
  const rec = (needSets: number, needPair: boolean): boolean => {
    const first = order.find((k) => (c.get(k) ?? 0) > 0);
    if (!first) return needSets === 0 && !needPair;
    const n = Number(first[0]);
    const s = first[1];
    const take = (k: string, d: number) => c.set(k, (c.get(k) ?? 0) + d);
    if (needPair && (c.get(first) ?? 0) >= 2) {
      take(first, -2);
      const ok = rec(needSets, false);
      take(first, 2);
      if (ok) return true;
    }
    if (needSets > 0 && (c.get(first) ?? 0) >= 3) {
      take(first, -3);
      const ok = rec(needSets - 1, needPair);
      take(first, 3);
      if (ok) return true;
    }
    if (needSets > 0 && s !== 'z' && n <= 7) {
      const b = `${n + 1}${s}`;
      const d = `${n + 2}${s}`;
      if ((c.get(b) ?? 0) > 0 && (c.get(d) ?? 0) > 0) {
        take(first, -1); take(b, -1); take(d, -1);
        const ok = rec(needSets - 1, needPair);
        take(first, 1); take(b, 1); take(d, 1);
        if (ok) return true;
      }
    }
    return false;
  };
  return rec(sets, true);
}
function isNikoNiko(tiles: Tile[]): boolean {
  if (tiles.length !== 17) return false;
  const c = [...counts(tiles).values()];
  // seven pairs + one pung; a four may stand as two pairs
  const pairs = c.reduce((n, x) => n + Math.floor((x === 3 ? 0 : x) / 2), 0);
  return c.filter((x) => x === 3).length === 1 && pairs === 7 && c.every((x) => x === 2 || x === 3 || x === 4);
}
function isThirteenOrphans(tiles: Tile[]): boolean {
  const orphans = ['1m', '9m', '1p', '9p', '1s', '9s', '1z', '2z', '3z', '4z', '5z', '6z', '7z'];
  const rest = [...tiles];
  for (const o of orphans) {
    const at = rest.indexOf(o);
    if (at < 0) return false;
    rest.splice(at, 1);
  }
  // a pair of an orphan + one extra set
  for (const o of orphans) {
    const at = rest.indexOf(o);
    if (at < 0) continue;
    const r = [...rest];
    r.splice(at, 1);
    if (r.length === 3 && decomposesSetsOnly(r)) return true;
  }
  return false;
}
function decomposesSetsOnly(tiles: Tile[]): boolean {
  return decomposes([...tiles, '1z', '1z'].filter(Boolean), tiles.length / 3) || false;
}
function isSixteenOrphans(tiles: Tile[]): boolean {
  if (tiles.length !== 17) return false;
  const c = counts(tiles);
  for (let z = 1; z <= 7; z++) if (!c.has(`${z}z`)) return false;
  for (const s of ['m', 'p', 's']) {
    const nums = [...c.keys()].filter((k) => k[1] === s).map((k) => Number(k[0])).sort();
    if (nums.length !== 3) return false;
    if (nums[1] - nums[0] < 3 || nums[2] - nums[1] < 3) return false;
  }
  return [...c.values()].filter((x) => x === 2).length === 1 && [...c.values()].every((x) => x <= 2);
}

describe('worked examples', () => {
  for (const it_ of ruleset.items) {
    it(`${it_.id}: a legal winning hand`, () => {
      const ex = it_.example;
      const concealed = parse(ex.hand);
      const meldTiles = (ex.melds ?? []).flatMap((m) => parse(m.tiles));
      const kongs = (ex.melds ?? []).filter((m) => m.kind.startsWith('kan')).length;
      expect(concealed.length + meldTiles.length).toBe(17 + kongs);
      for (const [t, n] of counts([...concealed, ...meldTiles])) expect(n, `${t} copies`).toBeLessThanOrEqual(4);
      expect(concealed).toContain(parse(ex.winTile)[0]);
      for (const m of ex.melds ?? []) {
        const t = parse(m.tiles);
        if (m.kind.startsWith('kan')) expect(new Set(t).size === 1 && t.length === 4).toBe(true);
        else if (m.kind === 'pon') expect(new Set(t).size === 1 && t.length === 3).toBe(true);
        else expect(decomposesSetsOnly(t)).toBe(true);
      }
      const bonus = parse(ex.bonusTiles ?? '');
      expect(new Set(bonus).size).toBe(bonus.length);
      for (const b of bonus) expect(b).toMatch(/^[1-8]f$/);
      const sets = 5 - (ex.melds?.length ?? 0);
      const special = it_.conditions?.includes('special-hand');
      if (special) {
        expect(ex.melds ?? []).toEqual([]);
        expect(isNikoNiko(concealed) || isThirteenOrphans(concealed) || isSixteenOrphans(concealed)).toBe(true);
      } else {
        expect(decomposes(concealed, sets)).toBe(true);
      }
      // flags consistent with the win
      const flags = ex.flags ?? [];
      if (ex.win === 'self-drawn') {
        expect(ex.discarder).toBeUndefined();
        expect(flags).not.toContain('robbing-kong');
      } else {
        for (const f of ['kong-replacement', 'flower-replacement', 'last-tile', 'heavenly']) expect(flags).not.toContain(f);
      }
      if (flags.includes('kong-replacement')) expect(kongs).toBeGreaterThan(0);
      if (flags.includes('flower-replacement')) expect(bonus.length).toBeGreaterThan(0);
    });
  }

  it('special-hand examples are not standard hands (the special reading is the one scored)', () => {
    for (const id of ['niko-niko', 'niko-niko-elephant-eyes', 'thirteen-orphans', 'sixteen-orphans']) {
      expect(decomposes(parse(item(id).example.hand), 5), id).toBe(false);
    }
    expect(isNikoNiko(parse(item('niko-niko').example.hand))).toBe(true);
    expect(isThirteenOrphans(parse(item('thirteen-orphans').example.hand))).toBe(true);
    for (const id of ['sixteen-orphans', 'sixteen-orphans-terminals', 'sixteen-orphans-same-pattern', 'sixteen-orphans-elephant-eyes'])
      expect(isSixteenOrphans(parse(item(id).example.hand)), id).toBe(true);
  });
});

// ── Translations: the page must state every decision and every instant-payment row ─────────────

describe('taiwan-club translations', () => {
  const COMBINATION = [
    'minimum', 'instantApart', 'noFlowersOnce', 'bonusTiles', 'winds', 'dragons', 'allHonours', 'missingTiles',
    'kongs', 'concealedPungs', 'closedExposed', 'closedSelfDrawn', 'replacementAdds', 'independentGroups',
    'brotherSister', 'consecutivePungs', 'sheungs', 'fourInNWays', 'stepUp', 'dragonRun', 'terminals', 'suits',
    'gems', 'allChows', 'waits', 'earlyWin', 'dealer', 'streak', 'specialHands', 'nikoNiko', 'sixteenOrphans',
    'chicken', 'readings', 'payments', 'flags', 'conflicts', 'malformed', 'belowMinimum',
  ];
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  for (const [name, t] of LOCALES.map((l) => [l, resources[l]['taiwan-club'] as any] as const)) {
    it(`${name}: states every combination decision, the scope and every instant row`, () => {
      expect(Object.keys(t.combination)).toEqual(COMBINATION);
      expect(Object.keys(t.scope)).toEqual(['describes', 'differs', 'event', 'checked', 'affiliation']);
      expect(t.scope.checked).toContain('{{date}}');
      expect(Object.keys(t.tables.instant.rows)).toEqual(ruleset.instantPayments.map((r) => r.id));
      const parties = new Set(ruleset.instantPayments.flatMap((r) => [r.from, r.to]));
      for (const p of parties) expect(Object.keys(t.tables.instant.parties)).toContain(p);
      for (const i of ruleset.items) expect(Object.keys(t.items)).toContain(i.id);
    });
  }
});
