/**
 * Presentation helpers: turn rule data (values, settings, examples) into words for a page. Pure: every
 * word comes from the `t` of the context, every number goes through its `num`, so the functions are
 * tested with a fake `t` and used on the pages with i18next's. Nothing here knows a value.
 */
import { CONFLICT_NEEDS, type ConflictNeed, type ExcludedItem, type FuPart, type HandExample, type ScoredItem, type SettingValue, type Wind, WINDS } from '../core/api.ts';
import type { Amount, EachUnit, ItemValue, LimitTierId, SettingDef, Tier, ItemExample } from '../core/ruleset.ts';

/** A translate function: `ns:key` with interpolation options. */
export type Translate = (key: string, options?: Record<string, unknown>) => string;

export interface FormatContext {
  t: Translate;
  /** Locale-aware number formatting (`formatNumber(locale, n)`). */
  num: (n: number) => string;
  /** The ruleset namespace (`riichi`, `hong-kong`, `taiwan-club`). */
  ns: string;
  /** Short unit label of the ruleset (`han`, `faan`, `points`), already translated. */
  unit: string;
  /** The unit label for a count, where the language inflects it ("1 pt", "2 pts"); default `unit`. */
  unitFor?: (n: number) => string;
  /** What a `{ kind: 'limit' }` item is worth under the preset being shown (HK: the `limit` setting). */
  limitAmount?: number;
}

/** A value in words: one line, optionally a small list (tiers) and a note. */
export interface ValueText {
  text: string;
  /** Tiers, lowest first: label and value. */
  list?: { id: string; label: string; value: string }[];
}

/** `3` → "3 faan". */
export function formatCount(n: number, ctx: FormatContext): string {
  return ctx.t('ui:value.amount', { n: ctx.num(n), unit: ctx.unitFor ? ctx.unitFor(n) : ctx.unit });
}

/** A plain or closed / open amount. */
export function formatAmount(a: Amount, ctx: FormatContext): string {
  if (typeof a === 'number') return formatCount(a, ctx);
  if (a.open === null) return ctx.t('ui:value.closedOnly', { value: formatCount(a.closed, ctx) });
  return ctx.t('ui:value.closedOpen', { closed: formatCount(a.closed, ctx), open: formatCount(a.open, ctx) });
}

function withEach(text: string, each: EachUnit | undefined, ctx: FormatContext): string {
  return each ? ctx.t(`ui:value.each.${each}`, { value: text }) : text;
}

export function tierLabel(itemId: string, tier: Tier, ctx: FormatContext): string {
  return ctx.t(`${ctx.ns}:items.${itemId}.tiers.${tier.id}`);
}

export function limitTierName(tier: LimitTierId, ctx: FormatContext): string {
  return ctx.t(`ui:limits.${tier}`);
}

/** An item's value in words (`null` = the item is off). */
export function formatValue(itemId: string, v: ItemValue | null, ctx: FormatContext): ValueText {
  if (v === null) return { text: ctx.t('ui:value.off') };
  switch (v.kind) {
    case 'fixed':
      return { text: withEach(formatAmount(v.amount, ctx), v.each, ctx) };
    case 'tiers':
      return {
        text: v.each ? ctx.t(`ui:value.tiersEach.${v.each}`) : ctx.t('ui:value.tiers'),
        list: v.tiers.map((tier) => ({
          id: tier.id,
          label: tierLabel(itemId, tier, ctx),
          value: formatAmount(tier.amount, ctx),
        })),
      };
    case 'limit':
      if (v.tier) return { text: limitTierName(v.tier, ctx) };
      return {
        text:
          ctx.limitAmount === undefined
            ? ctx.t('ui:value.limit')
            : ctx.t('ui:value.limitOf', { value: formatCount(ctx.limitAmount, ctx) }),
      };
    case 'yakuman':
      return { text: ctx.t(v.times === 2 ? 'ui:value.doubleYakuman' : 'ui:value.yakuman') };
  }
}

/** A value as one plain string (tiers joined), for comparisons and compact cells. */
export function valueToString(t: ValueText): string {
  return t.list ? `${t.text}: ${t.list.map((l) => `${l.label} ${l.value}`).join('; ')}` : t.text;
}

/** Group equal renderings: `[{ keys: ['vmc'], value }, { keys: ['hk-classic'], value }]`, first-seen order. */
export function groupBy<K, V>(keys: readonly K[], render: (k: K) => V, same: (a: V, b: V) => boolean = eq): { keys: K[]; value: V }[] {
  const out: { keys: K[]; value: V }[] = [];
  for (const k of keys) {
    const value = render(k);
    const g = out.find((o) => same(o.value, value));
    if (g) g.keys.push(k);
    else out.push({ keys: [k], value });
  }
  return out;
}

function eq<V>(a: V, b: V): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/** A list of words joined the locale's way ("A, B and C"). */
export function joinList(locale: string, parts: string[], type: 'conjunction' | 'disjunction' | 'unit' = 'conjunction'): string {
  return listFormat(locale, type).format(parts);
}

/**
 * A list of things that are not text (links, say) joined the locale's way: each thing in its place,
 * the locale's words between them (`[a, ', ', b, ' and ', c]`).
 */
export function joinListOf<T>(locale: string, things: readonly T[]): (T | string)[] {
  return listFormat(locale, 'conjunction')
    .formatToParts(things.map((_, i) => String(i)))
    .map((p) => (p.type === 'element' ? things[Number(p.value)] : p.value));
}

function listFormat(locale: string, type: 'conjunction' | 'disjunction' | 'unit'): Intl.ListFormat {
  const key = `${locale} ${type}`;
  let f = listFormats.get(key);
  if (!f) {
    f = new Intl.ListFormat(locale, { style: 'long', type });
    listFormats.set(key, f);
  }
  return f;
}
const listFormats = new Map<string, Intl.ListFormat>();

/** A setting's value in words. */
export function formatSettingValue(setting: SettingDef, value: SettingValue, ctx: FormatContext): string {
  switch (setting.type) {
    case 'boolean':
      return ctx.t(value ? 'ui:value.yes' : 'ui:value.no');
    case 'integer':
    case 'number':
      return typeof value === 'number' ? ctx.num(value) : String(value);
    case 'enum':
    case 'curve':
      if (Array.isArray(value)) return value.map((n) => ctx.num(n)).join(' · ');
      return ctx.t(`${ctx.ns}:settings.${setting.id}.options.${String(value)}`);
    case 'round-ladder': {
      if (typeof value === 'number') return ctx.t('ui:value.everyRound', { value: ctx.num(value) });
      const rec = value as Record<string, number>;
      return WINDS.filter((w) => rec[w] !== undefined)
        .map((w) => ctx.t('ui:value.roundValue', { round: ctx.t(`ui:winds.${w}`), value: ctx.num(rec[w]) }))
        .join(' · ');
    }
  }
}

/** A hand example as readable parts (mpsz text; a later issue draws the tiles). */
export interface ExampleText {
  hand: string;
  melds: { kind: string; tiles: string }[];
  /** "winning tile 7m, on a discard" */
  win: string;
  /** seat / round winds, bonus tiles, dora, flags, preset … each one short phrase. */
  facts: string[];
}

export function formatExample(
  ex: HandExample & { items?: ItemExample['items'] },
  ctx: FormatContext,
  presetName?: (id: string) => string,
  settings: readonly SettingDef[] = [],
  /** `seat: false`: leave the seat wind and dealer out (a page that states them its own way). */
  opts: { seat?: boolean } = {},
): ExampleText {
  const t = ctx.t;
  const facts: string[] = [];
  const wind = (w: Wind) => t(`ui:winds.${w}`);
  const seat = opts.seat !== false;
  if (seat && ex.seatWind) facts.push(t('ui:example.seatWind', { wind: wind(ex.seatWind) }));
  if (ex.roundWind) facts.push(t('ui:example.roundWind', { wind: wind(ex.roundWind) }));
  if (seat && ex.dealer !== undefined) facts.push(t(ex.dealer ? 'ui:example.dealer' : 'ui:example.nonDealer'));
  if (ex.discarder) facts.push(t('ui:example.discarder', { wind: wind(ex.discarder) }));
  if (ex.round) facts.push(t('ui:example.round', { wind: wind(ex.round) }));
  if (ex.bonusTiles) facts.push(t('ui:example.bonusTiles', { tiles: ex.bonusTiles }));
  if (ex.doraIndicators) facts.push(t('ui:example.doraIndicators', { tiles: ex.doraIndicators }));
  if (ex.uraDoraIndicators) facts.push(t('ui:example.uraDoraIndicators', { tiles: ex.uraDoraIndicators }));
  if (ex.dealerStreak !== undefined) facts.push(t('ui:example.dealerStreak', { n: ctx.num(ex.dealerStreak) }));
  if (ex.honba) facts.push(t('ui:example.honba', { count: ex.honba, n: ctx.num(ex.honba) }));
  if (ex.riichiSticks) facts.push(t('ui:example.riichiSticks', { count: ex.riichiSticks, n: ctx.num(ex.riichiSticks) }));
  for (const f of ex.flags ?? []) facts.push(t(`ui:flags.${f}`));
  if (ex.preset && presetName) facts.push(t('ui:example.preset', { preset: presetName(ex.preset) }));
  // A house option the example turns on is part of its situation: the total depends on it.
  for (const [id, value] of Object.entries(ex.settings ?? {})) {
    const def = settings.find((s) => s.id === id);
    if (!def) throw new Error(`Example setting "${id}" is not a setting of ${ctx.ns}`);
    facts.push(t('ui:example.setting', { setting: t(`${ctx.ns}:settings.${id}.name`), value: formatSettingValue(def, value, ctx) }));
  }
  // So is an item it switches on or off (an item no preset plays, on at some venues).
  for (const [id, sw] of Object.entries(ex.items ?? {}))
    facts.push(t(sw === 'on' ? 'ui:example.itemOn' : 'ui:example.itemOff', { item: t(`${ctx.ns}:items.${id}.name`) }));
  return {
    hand: ex.hand,
    melds: (ex.melds ?? []).map((m) => ({ kind: t(`ui:melds.${m.kind}`), tiles: m.tiles })),
    win: t(ex.win === 'self-drawn' ? 'ui:example.winSelfDrawn' : 'ui:example.winDiscard', { tile: ex.winTile }),
    facts,
  };
}


// ── Results (the calculator and the worked examples word a result the same way) ─────────────

/** A yakuman multiple in words ("Yakuman", "Double yakuman", "3× yakuman"). */
export function yakumanText(times: number, ctx: FormatContext): string {
  if (times <= 1) return ctx.t('ui:value.yakuman');
  if (times === 2) return ctx.t('ui:value.doubleYakuman');
  return ctx.t('ui:example.result.yakumanTimes', { n: ctx.num(times) });
}

/** A scored item's name with the tier it scored in and how many times it counted ("Dora ×2"). */
export function scoredItemName(name: string, it: ScoredItem, ctx: FormatContext): string {
  const how = it.how;
  const tier = how && 'tier' in how ? how.tier : it.tier;
  const count = how && 'count' in how ? how.count : it.count;
  let out = name;
  if (tier) out = ctx.t('ui:example.result.tierOf', { item: out, tier: ctx.t(`${ctx.ns}:items.${it.id}.tiers.${tier}`) });
  if (count !== undefined && count > 1) out = ctx.t('ui:example.result.countOf', { item: out, count: ctx.num(count) });
  return out;
}

/** What a scored item is worth, in words: its count of the unit, or the limit / yakuman it is. */
export function scoredValueText(value: ItemValue | undefined, scored: number, ctx: FormatContext): string {
  if (value?.kind === 'yakuman') return yakumanText(value.times, ctx);
  if (value?.kind === 'limit') return value.tier ? limitTierName(value.tier, ctx) : ctx.t('ui:value.limitOf', { value: formatCount(scored, ctx) });
  return formatCount(scored, ctx);
}

/**
 * How many yakuman a riichi result pays: its han over one yakuman's han (a yakuman item's value over
 * its multiple), so "double yakuman" is said only where the rules add the items' yakuman up (the
 * engine's han says whether they did: under multipleYakuman off, daisangen + tsuuiisou is one
 * yakuman). Without a value to read, the items' multiples summed.
 */
export function yakumanMultiple(r: { han?: number; items?: readonly ScoredItem[] }, valueOf: (id: string) => ItemValue | null | undefined): number {
  return yakumanCount(r, valueOf).paid;
}

/**
 * A riichi result's yakuman: `listed`, the multiples of its yakuman items summed, and `paid`, as many
 * as it pays (`yakumanMultiple`). `paid` below `listed`: the rules do not add the yakuman up, which the
 * calculator says beside the total (two yakuman listed and "Yakuman" as the total reads as a mistake).
 */
export function yakumanCount(r: { han?: number; items?: readonly ScoredItem[] }, valueOf: (id: string) => ItemValue | null | undefined): { listed: number; paid: number } {
  let listed = 0;
  let unit = 0;
  for (const i of r.items ?? []) {
    const v = valueOf(i.id);
    if (v?.kind !== 'yakuman') continue;
    listed += v.times;
    if (v.times > 0 && i.value > 0) unit = i.value / v.times;
  }
  return { listed, paid: unit > 0 && r.han ? Math.round(r.han / unit) : listed };
}

/** A hand's total in words: "3 han, 30 fu", "7 han, 40 fu — Haneman", "Double yakuman", "10 faan", "47 pts". */
export function resultTotalText(
  r: { han?: number; fu?: number; faan?: number; points?: number; limit?: string | null },
  /** The yakuman multiples of the items (riichi), 0 for none. */
  yakuman: number,
  ctx: FormatContext,
): string {
  const t = ctx.t;
  if (r.han !== undefined) {
    if (r.limit === 'yakuman' && yakuman > 0) return yakumanText(yakuman, ctx);
    const text = t('ui:example.result.hanFu', { han: formatCount(r.han, ctx), fu: t('ui:example.result.fu', { n: ctx.num(r.fu ?? 0) }) });
    return r.limit ? t('ui:example.result.withLimit', { value: text, limit: limitTierName(r.limit as LimitTierId, ctx) }) : text;
  }
  if (r.faan !== undefined) {
    const text = formatCount(r.faan, ctx);
    return r.limit ? t('ui:example.result.withLimit', { value: text, limit: t('ui:value.limit') }) : text;
  }
  return formatCount(r.points ?? 0, ctx);
}

/** Why an item that held does not count: "Half Flush — replaced by Full Flush" (`name` names an item as the page does). */
export function excludedText(e: ExcludedItem, name: (id: string) => string, ctx: FormatContext): string {
  return ctx.t(`ui:excluded.${e.relation}`, { item: name(e.id), by: name(e.by) });
}

/**
 * A riichi result's fu in one line, part by part as the engine counted them (`fuParts`): "Base 20 fu +
 * Concealed pung of terminals or honours (111m) 8 fu + … = 38 fu, rounded up to 40 fu". Each part's name
 * is `riichi:fuParts.<id>`, its tiles in mpsz; without rounding the line ends at the sum.
 */
export function fuPartsText(parts: readonly FuPart[], fu: number, ctx: FormatContext): string {
  const t = ctx.t;
  const fuText = (n: number) => t('ui:example.result.fu', { n: ctx.num(n) });
  const named = parts.map((p) => {
    const part = t(`riichi:fuParts.${p.id}`);
    return p.tiles ? t('ui:example.result.fuPartTiles', { part, tiles: p.tiles, fu: fuText(p.fu) }) : t('ui:example.result.fuPart', { part, fu: fuText(p.fu) });
  });
  const sum = parts.reduce((n, p) => n + p.fu, 0);
  const line = named.join(' + ');
  return sum === fu ? t('ui:example.result.fuLine', { parts: line, sum: fuText(sum) }) : t('ui:example.result.fuLineRounded', { parts: line, sum: fuText(sum), fu: fuText(fu) });
}

/** What the words of a `conflicting-flags` error are made of: the error's `flags` and `need` (score-api.md, "Errors that name their cause"). */
export interface ConflictWords {
  flags?: readonly string[];
  need?: ConflictNeed;
}

/**
 * A `conflicting-flags` error in the locale's words, without its English message: the template of its
 * `need` (`ui:conflict.<need>`) with the flags named by their labels (`ui:flags.<flag>`, the labels the
 * calculator shows), each quoted (`ui:conflict.flag`), two or more joined by `ui:conflict.list`
 * ("“Robbing a kong” and “the last tile” cannot both hold: remove one of them."). A sentence that
 * starts with a label starts with a capital (`sentenceStart`), as a label mid-sentence does not. An
 * error without a `need` gets the code's sentence (`ui:errors.conflicting-flags`).
 */
export function conflictText(error: ConflictWords, t: Translate): string {
  if (error.need === undefined) return t('ui:errors.conflicting-flags');
  const names = (error.flags ?? []).map((f) => t('ui:conflict.flag', { flag: t(`ui:flags.${f}`) }));
  const flags = names.length < 2 ? (names[0] ?? '') : t('ui:conflict.list', { first: names.slice(0, -1).join(', '), last: names[names.length - 1] });
  return sentenceStart(t(`ui:conflict.${error.need}`, { flags }));
}

/**
 * A sentence put together from parts, starting with a capital where it starts with a word: a part at
 * its start may be a label written lower-case for the middle of a sentence ("“riichi declared” needs
 * …"). Quotes and other marks before the word stay; one that starts with a number ("3 han, 30 fu") and
 * a script without case (Devanagari) are unchanged.
 */
export function sentenceStart(text: string): string {
  return text.replace(/^([\p{P}\p{Z}]*)(\p{L})/u, (_, marks: string, c: string) => marks + c.toUpperCase());
}

/**
 * Why the calculator refuses a liable seat (`ui:calc.liableWhy.<reason>`, in the engine's order of its
 * checks): the winner named, no liability rule in these rules (or its rulebook's clause not found), a way of winning the rule does not
 * cover, a win on a discard without its discarder, one player paying already, a hand it does not cover.
 */
export const LIABLE_WHY = ['winner', 'none', 'not-found', 'win', 'discarder', 'one-payer', 'hand'] as const;
export type LiableWhy = (typeof LIABLE_WHY)[number];

/** Every key `conflictText` may ask for besides the flag labels (`ui:flags.<flag>`): the strings a page hands the calculator. */
export const CONFLICT_KEYS: readonly string[] = ['ui:errors.conflicting-flags', 'ui:conflict.flag', 'ui:conflict.list', ...CONFLICT_NEEDS.map((n) => `ui:conflict.${n}`)];
