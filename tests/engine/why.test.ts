/**
 * Why each item counts, or does not (score-api.md): `how` on result items and `excluded` — the items
 * that held for the scored reading but do not count, with the item that makes it so and the relation.
 * Expected values by hand from the specs' relations (riichi.md: ryanpeikou replaces iipeikou;
 * hong-kong.md: Four Concealed Pungs replaces All Pungs and Concealed Hand, Small Dragons includes
 * its dragon pungs, a limit hand is the limit alone; taiwan-club.md: "no flowers and no honours"
 * replaces each of the two). Then properties over the golden hands of every ruleset.
 */
import { describe, expect, it } from 'vitest';
import type { HandInput, ScoreResult, ScoreSuccess } from '../../src/core/api.ts';
import { RULESET_IDS } from '../../src/core/api.ts';
import { engines } from '../../src/engine/engines.ts';
import { createScorer } from '../../src/engine/score.ts';
import { getRuleset } from '../../src/rules/index.ts';
import { generateHands } from './golden-hands.ts';

const scorer = createScorer(engines);
const score = (h: HandInput): ScoreResult => scorer.score(h);
function success(r: ScoreResult): ScoreSuccess {
  if (!r.ok) throw new Error(`${r.error.code}: ${r.error.message}`);
  return r;
}

describe('excluded: what held but does not count, and why', () => {
  it('riichi: ryanpeikou replaces iipeikou', () => {
    const r = success(score({ ruleset: 'riichi', hand: '112233m445566p77s', winTile: '7s', win: 'discard', flags: ['riichi'] }));
    expect(r.items.map((i) => i.id)).toEqual(['ryanpeikou', 'riichi']);
    expect(r.excluded).toEqual([{ id: 'iipeikou', by: 'ryanpeikou', relation: 'replaces' }]);
  });

  it('riichi: a yakuman is scored apart — chinitsu and riichi held, and do not count with chuuren poutou', () => {
    const r = success(score({ ruleset: 'riichi', hand: '11123455678999m', winTile: '5m', win: 'discard', flags: ['riichi'] }));
    expect(r.items).toEqual([{ id: 'chuuren-poutou', value: 13, how: { limit: true } }]);
    expect(r.excluded).toEqual([
      { id: 'chinitsu', by: 'chuuren-poutou', relation: 'not-with' },
      { id: 'riichi', by: 'chuuren-poutou', relation: 'not-with' },
    ]);
  });

  it('Hong Kong: Four Concealed Pungs replaces Concealed Hand and All Pungs', () => {
    const r = success(score({ ruleset: 'hong-kong', hand: '11122233344455m', winTile: '5m', win: 'discard' }));
    expect(r.items.map((i) => i.id)).toEqual(['full-flush', 'four-concealed-pungs', 'no-flowers']);
    expect(r.excluded).toEqual([
      { id: 'concealed-hand', by: 'four-concealed-pungs', relation: 'replaces' },
      { id: 'all-pungs', by: 'four-concealed-pungs', relation: 'replaces' },
    ]);
  });

  it('Hong Kong: Small Dragons includes its dragon pungs (5 faan in all, not 5 + 2)', () => {
    const r = success(score({ ruleset: 'hong-kong', hand: '123m555666z77z', winTile: '7z', win: 'discard', melds: [{ kind: 'pon', tiles: '999p' }] }));
    expect(r.items).toEqual([
      { id: 'small-dragons', value: 5 },
      { id: 'no-flowers', value: 1 },
    ]);
    expect(r.excluded).toEqual([{ id: 'dragon-pung', by: 'small-dragons', relation: 'includes' }]);
  });

  it('Hong Kong: a limit hand counts alone — every other item that held is not combined with it', () => {
    const r = success(score({ ruleset: 'hong-kong', hand: '19m19p19s12345677z', winTile: '7z', win: 'self-drawn' }));
    expect(r.items).toEqual([{ id: 'thirteen-orphans', value: 13, how: { limit: true } }]);
    expect(r.excluded?.map((e) => `${e.id} ${e.relation} ${e.by}`)).toEqual([
      'concealed-hand not-with thirteen-orphans',
      'self-drawn not-with thirteen-orphans',
      'mixed-terminals not-with thirteen-orphans',
      'no-flowers not-with thirteen-orphans',
    ]);
  });

  it('Taiwanese sheet: "no flowers and no honours" replaces "no flowers" and "no honours"; tiers say which tier counted', () => {
    const r = success(score({ ruleset: 'taiwan-club', hand: '11122233344455566m', winTile: '6m', win: 'discard' }));
    expect(r.excluded).toEqual([
      { id: 'no-flowers', by: 'no-flowers-no-honours', relation: 'replaces' },
      { id: 'no-honours', by: 'no-flowers-no-honours', relation: 'replaces' },
    ]);
    const byId = Object.fromEntries(r.items.map((i) => [i.id, i]));
    expect(byId['concealed-pungs'].how).toEqual({ tier: byId['concealed-pungs'].tier });
  });

  it('a result without anything left out has no `excluded`', () => {
    const r = success(score({ ruleset: 'riichi', hand: '234m345m456m678m99m', winTile: '8m', win: 'discard', flags: ['riichi'] }));
    expect(r.excluded).toBeUndefined();
    expect(JSON.stringify(r)).not.toContain('excluded');
  });
});

describe.each(RULESET_IDS)('%s: over the golden hands', (rulesetId) => {
  const rs = getRuleset(rulesetId);
  const ids = new Set(rs.items.map((i) => i.id));
  const results = generateHands(rulesetId, [], 4000).map((h) => scorer.score(h));
  const scored = results.filter((r) => r.ok || r.items !== undefined);

  it('an excluded item is an item of the ruleset, not counted, named once, and left out by an item of the ruleset', () => {
    let seen = 0;
    for (const r of scored) {
      const counted = new Set((r.items ?? []).map((i) => i.id));
      const ex = r.excluded ?? [];
      seen += ex.length;
      expect(new Set(ex.map((e) => e.id)).size, JSON.stringify(r)).toBe(ex.length);
      for (const e of ex) {
        expect(ids.has(e.id) && ids.has(e.by), JSON.stringify(e)).toBe(true);
        expect(counted.has(e.id), JSON.stringify(r)).toBe(false);
        expect(['replaces', 'includes', 'not-with', 'once']).toContain(e.relation);
        // The relation is the data's: `by` replaces / includes the item, or one lists the other in notWith.
        const by = rs.items.find((i) => i.id === e.by)!;
        const item = rs.items.find((i) => i.id === e.id)!;
        if (e.relation === 'replaces') expect(by.replaces ?? []).toContain(e.id);
        if (e.relation === 'includes') expect(by.includes ?? []).toContain(e.id);
        if (e.relation === 'not-with') {
          const listed = (by.notWith ?? []).includes(e.id) || (item.notWith ?? []).includes(e.by);
          // Or the item that makes every other not count: a counted limit hand or yakuman.
          const apart = counted.has(e.by) && (r.items ?? []).find((i) => i.id === e.by)?.how !== undefined && 'limit' in (r.items ?? []).find((i) => i.id === e.by)!.how!;
          expect(listed || apart, JSON.stringify({ e, items: r.items })).toBe(true);
        }
      }
    }
    expect(seen, 'some hands leave items out').toBeGreaterThan(0);
  });

  it('how: at a limit, in a tier, or counted n times — matching the item’s own fields', () => {
    for (const r of scored)
      for (const i of r.items ?? []) {
        if (!i.how) continue;
        if ('tier' in i.how) expect(i.how.tier).toBe(i.tier);
        if ('count' in i.how) expect(i.how.count).toBe(i.count);
      }
  });
});
