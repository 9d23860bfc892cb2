/**
 * Worked examples, scored: every item's example goes through the scoring engine (at build time on the
 * reference pages), and what the page shows — the item's value in that result and the hand's total —
 * is put in words here. An example that does not score, or scores without its item, is a bug in the
 * data: `scoreExample` throws, naming the ruleset, the item and the error code, so the build fails.
 * Pure: no Astro, no i18next (words through the format context).
 */
import type { HandExample, ScoredItem, ScoreSuccess } from '../core/api.ts';
import { scorer as createScorer, engines } from '../engine/engines.ts';
import { type Scorer, createScorer as scorerOf } from '../engine/score.ts';
import { effectiveItem, resolveSettings, withPreset } from '../rules/presets.ts';
import type { ItemDef, RulesetDef, ItemSwitch } from '../core/ruleset.ts';
import type { Wind } from '../core/api.ts';
import { checkInput } from '../core/input.ts';
import { resultTotalText, scoredItemName, scoredValueText, type FormatContext } from '../i18n/format.ts';
import { switchedPreset } from './calc-state.ts';

export interface ScoredExample {
  /** The preset the example was scored under: its own, or the one the page shows. */
  preset: string;
  /** Items the example switches on or off on top of that preset (`example.items`). */
  switches: Record<string, ItemSwitch>;
  /** The hand (the example without its item switches). */
  example: HandExample;
  result: ScoreSuccess;
  /** The item in the result. */
  scored: ScoredItem;
  /** The item as it counts under that preset and the example's settings. */
  def: ItemDef;
  /** How many yakuman the result's items make (0: none, a counted or limited hand). */
  yakuman: number;
}

export class ExampleError extends Error {
  constructor(
    readonly ruleset: string,
    readonly item: string,
    readonly code: string,
    detail: string,
  ) {
    super(`Worked example of ${ruleset} › ${item} does not score its item: ${code} — ${detail}`);
    this.name = 'ExampleError';
  }
}

let shared: Scorer | undefined;

/** The winner's seat and dealer role as the engine reads the example (its defaults — seat East, dealer when East — included). */
export function exampleSeat(ex: HandExample): { seat: Wind; dealer: boolean } {
  const c = checkInput({ ...ex });
  if (c.ok) return { seat: c.input.seatWind, dealer: c.input.dealer };
  const seat = ex.seatWind ?? 'east';
  return { seat, dealer: ex.dealer ?? seat === 'east' };
}

/**
 * Where the winner sits and whether they are the dealer, always stated: the payment depends on both,
 * and an example that leaves them out is scored as the engine's default (seat East, the dealer).
 */
export function exampleWinner(ex: HandExample, ctx: FormatContext): string {
  const who = exampleSeat(ex);
  return ctx.t(who.dealer ? 'ui:example.winnerDealer' : 'ui:example.winnerNonDealer', { wind: ctx.t(`ui:winds.${who.seat}`) });
}

/**
 * Score an item's example under `example.preset`, or else `preset` (the preset the page shows; the
 * ruleset's default when omitted), with the items `example.items` switches on or off composed on top
 * of it as a venue's are (`switchedPreset`: the calculator link does the same). Throws an
 * `ExampleError` when the engine returns an error or the result does not list the item.
 */
export function scoreExample(rs: RulesetDef, item: ItemDef, preset: string = rs.defaultPreset, engine?: Scorer): ScoredExample {
  const { items: switches = {}, ...example } = item.example;
  const presetId = example.preset ?? preset;
  const switched = Object.keys(switches).length ? switchedPreset(rs.id, presetId, switches) : null;
  // The preset composition the engine scores with, and the same as rule data (for the values below).
  const s = switched ? scorerOf(engine?.engines ?? engines, [switched]) : (engine ?? (shared ??= createScorer()));
  const scoredPreset = switched ? switched.id : presetId;
  const composed = switched ? withPreset(rs, switched) : rs;
  const result = s.score({ ...example, ruleset: rs.id, preset: scoredPreset });
  // The usual mistake with an item no preset plays: its example does not switch it on.
  const offHint =
    switched || effectiveItem(rs, item, presetId, resolveSettings(rs, presetId, example.settings ?? {}))
      ? ''
      : ` — ${item.id} is off under ${presetId}: give the example a preset that plays it, or items: { '${item.id}': 'on' }`;
  if (!result.ok) throw new ExampleError(rs.id, item.id, result.error.code, result.error.message + offHint);
  const scored = result.items.find((i) => i.id === item.id);
  if (!scored)
    throw new ExampleError(
      rs.id,
      item.id,
      'item-not-in-result',
      `preset ${presetId}${switched ? ` with ${JSON.stringify(switches)}` : ''}: the result lists ${result.items.map((i) => i.id).join(', ') || 'no item'}${offHint}`,
    );
  const settings = resolveSettings(composed, scoredPreset, example.settings ?? {});
  const defOf = (it: ItemDef) => effectiveItem(composed, it, scoredPreset, settings) ?? it;
  const yakuman = result.items.reduce((n, i) => {
    const it = rs.items.find((d) => d.id === i.id);
    const v = it ? defOf(it).value : undefined;
    return n + (v?.kind === 'yakuman' ? v.times : 0);
  }, 0);
  return { preset: presetId, switches, example, result, scored, def: defOf(item), yakuman };
}

/** What the page prints under the tiles. */
export interface ExampleSummary {
  /** "Chinitsu: 6 han", "Dora ×2: 2 han", "Sister sheungs (two): 3 pts". */
  item: string;
  /** The hand's total: "7 han, 40 fu, Haneman", "10 faan", "118 pts". */
  total: string;
  /**
   * Who pays what, under the name the page's payment table gives this case: "Dealer ron: the discarder
   * pays 48,000" (`<ns>:example.case.<dealer|nonDealer>.<discard|selfDrawn>`, one payer phrase per line
   * of the result's payments).
   */
  pays: string;
  /** "the winner receives 18,000"; empty when a single payer's amount already says it. */
  collects: string;
}

/** The item's value in the result, in words. */
export function itemValueText(x: ScoredExample, ctx: FormatContext): string {
  return scoredValueText(x.def.value, x.scored.value, ctx);
}

export function summarizeExample(x: ScoredExample, ctx: FormatContext): ExampleSummary {
  const t = ctx.t;
  const r = x.result;
  const name = scoredItemName(t(`${ctx.ns}:items.${x.scored.id}.name`), x.scored, ctx);
  const item = t('ui:example.result.item', { item: name, value: itemValueText(x, ctx) });
  const total = resultTotalText(r, x.yakuman, ctx);
  const who = exampleSeat(x.example);
  const kase = t(`${ctx.ns}:example.case.${who.dealer ? 'dealer' : 'nonDealer'}.${x.example.win === 'self-drawn' ? 'selfDrawn' : 'discard'}`);
  const payments = r.payments.map((p) => t(`ui:example.result.payer.${p.from}`, { amount: ctx.num(p.amount) }));
  const single = r.payments.length === 1 && (r.payments[0].count ?? 1) === 1 && r.payments[0].amount === r.total;
  return {
    item,
    total: t('ui:example.result.total', { value: total }),
    pays: t('ui:example.result.pays', { case: kase, payments: payments.join(t('ui:example.result.paySep')) }),
    collects: single ? '' : t('ui:example.result.collects', { total: ctx.num(r.total) }),
  };
}
