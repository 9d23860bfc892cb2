/**
 * What a venue guide shows, computed from the venue, the rule data and the engine's payment functions:
 * the one-line rule summary, the key numbers, how to win, what the venue changed against its preset
 * (both ways: items switched off and on, values and settings changed), the item sections (enabled
 * items only, with the venue's values), the payment table, the riichi settlement (uma, oka, red
 * fives), the two-player and "scoring only" notes. Pure: words from
 * i18n (`ui:venue.*` and the ruleset's namespace), numbers formatted for the locale. The guide page and
 * the A4 sheet render the same object.
 */
import { formatDate, formatNumber, LOCALE_INFO, type Locale } from '../i18n/index.ts';
import { formatContext, hasKey, translate } from '../i18n/translate.ts';
import { formatCount, formatSettingValue, formatValue, joinList, sentenceStart, valueToString, type FormatContext, type ValueText } from '../i18n/format.ts';
import { getRuleset } from '../rules/index.ts';
import { effectiveItem, liabilityOf, mergeOverrides, resolveSettings, settingApplies } from '../rules/presets.ts';
import type { ConditionKey, ItemDef, LiabilityRule, RulesetDef, SettingDef } from '../core/ruleset.ts';
import type { SettingValue, Payer, ScoreSuccess } from '../core/api.ts';
import { scorer } from '../engine/engines.ts';
import type { Scorer } from '../engine/score.ts';
import { WINDS } from '../core/api.ts';
import type { HongKongRuleset } from '../rules/hong-kong/types.ts';
import { paymentTable, settle, type SettleResult } from '../engine/payments/hong-kong.ts';
import type { WinKind } from '../core/api.ts';
import { sectionsWithItems, sheetParts, type PlacedSection } from './layout.ts';
import { changedSettings, toExtraPreset, venueItems, venueSettings, venueView } from './preset.ts';
import { sameValue, twoPlayerRule } from './validate.ts';
import type { Venue } from './types.ts';
import { venueDisplay, type ShownNote, type ShownSection } from './display.ts';
import type { TwoPlayerPlace } from '../core/ruleset.ts';

export interface GuideItem {
  id: string;
  name: string;
  native?: string;
  romaji?: string;
  desc: string;
  value: ValueText;
  /** Condition labels (self-draw only, no extras …). */
  conditions: string[];
  /** "Already includes: Self-Drawn" … one line per relation. */
  relations: string[];
  /** The venue's value or on/off differs from its base preset (a house rule). */
  house: boolean;
  /** A tiered value whose heading is only "the highest tier scores" (no per-set / per-group count). */
  plainTiers: boolean;
  /** One of the rows the item is printed as (the preset's or venue's `rows`): the row's id. */
  row?: string;
  /** Combination notes of the preset or venue, under the description. */
  notes: ShownNote[];
  /** The name (and the row's description) is the venue file's own text. */
  venueText: boolean;
}

export interface GuideSectionView {
  id: string;
  title: string;
  desc?: string;
  note?: string;
  items: GuideItem[];
}

export interface KeyNumber {
  /** The setting's id; for several settings in one box, their ids joined by "+" (`curve+gun`). */
  setting: string;
  label: string;
  /** Big text (a number, yes / no, an option); a ladder gives one entry per round. */
  values: { label?: string; value: string }[];
  house: boolean;
}

export interface PayColumn {
  from: Payer;
  label: string;
}

export interface PayRow {
  /** The faan of the row: the first of a run of faan that pay alike (faan-laak's 4–6), to `faanTo`. */
  faan: number;
  /** The last faan of the row when it stands for a run (one row, "10–40", not 31 alike). */
  faanTo?: number;
  faanText: string;
  discard: string[];
  discardTotal: string;
  selfDrawn: string[];
  selfDrawnTotal: string;
  /** Two-player game beside a four-player table: what the opponent pays (one amount: the same on a discard and a self-draw). */
  twoPlayer?: string;
  /** A two-player table: what the opponent pays, one amount per column of `twoOnly`. */
  twoOnly?: string[];
  limit: boolean;
}

export interface HongKongPayView {
  lines: string[];
  caption: string;
  unitHeading: string;
  discardHeading: string;
  selfDrawnHeading: string;
  totalHeading: string;
  twoPlayerHeading?: string;
  /**
   * A two-player table (its `players` setting): no discarder and others, only the opponent — one column
   * per case that pays differently (a discard and a self-draw, or any win when they pay the same).
   */
  twoOnly?: { win: WinKind[]; label: string }[];
  discardCols: PayColumn[];
  selfDrawnCols: PayColumn[];
  rows: PayRow[];
  note: string;
}

/** One change of the venue against its base preset, in words ("Sankantsu: not played (EMA 2025: 2 han)"). */
export interface GuideDifference {
  kind: 'setting' | 'item-off' | 'item-on' | 'item-value';
  /** The setting or item id. */
  id: string;
  text: string;
}

/** The riichi settlement block (uma, oka, points) with the venue's red fives, as label / value rows. */
export interface SettlementView {
  title: string;
  intro: string;
  rows: { id: string; label: string; value: string }[];
}

export interface VenueGuide {
  venue: Venue;
  locale: Locale;
  /** The ruleset as the venue plays it (one preset): what the reference table components render. */
  view: RulesetDef;
  ctx: FormatContext;
  name: string;
  rulesetName: string;
  presetName: string;
  summary: string;
  rulesVersion: string;
  keyNumbers: KeyNumber[];
  howToWin: string[];
  sections: GuideSectionView[];
  /** The same items in the A4 sheet's order (sheet priority, then guide order), in parts by section. */
  sheetSections: GuideSectionView[];
  /** Hong Kong payments (the venue's curve, gun, stake); other rulesets render their reference tables. */
  hongKongPay?: HongKongPayView;
  twoPlayer?: string;
  scoringOnly?: string;
  example?: string;
  address?: string;
  contact?: string;
  notes: string[];
  /** "Differs from EMA 2025": settings changed, items switched off or on, values changed, both ways. */
  differsTitle: string;
  /** The intro of the list, or (no difference) the sentence that the venue plays the preset unchanged. */
  differsIntro: string;
  differences: GuideDifference[];
  /**
   * The venue's item changes in short, for the A4 sheet's rules line beside the settings ("Sankantsu:
   * not played, Toitoi: 3 han"): the items of `differences`, an item switched off included. Empty: none.
   */
  itemChanges: string;
  /**
   * Every item's name as this guide shows it — the venue's or its preset's own name where they give
   * one: a table that explains an item (the Taiwanese dealer-streak die) is titled with it, so the
   * guide and sheet use one name for one thing.
   */
  itemNames: Record<string, string>;
  settlement?: SettlementView;
  /** The preset's and venue's own sections (tiles, dealer …), each after a part of the guide. */
  ownSections: ShownSection[];
  /** Where the two-player rule stands: beside the payments, or in its own section at the end. */
  twoPlayerPlace: TwoPlayerPlace;
}


function settingDef(rs: RulesetDef, id: string): SettingDef {
  const s = rs.settings.find((x) => x.id === id);
  if (!s) throw new Error(`${rs.id} has no setting "${id}" (src/venues/layout.ts)`);
  return s;
}

/** "15 pts" never breaks between the number and its unit (narrow columns on the A4 sheet). */
export function keepNumbersWithUnits(v: ValueText): ValueText {
  const nb = (s: string) => s.replace(/(\d) (?=\S)/g, '$1\u00a0');
  return { text: nb(v.text), list: v.list?.map((l) => ({ ...l, value: nb(l.value) })) };
}


/**
 * The tiers of a tiered item that the venue changed, as its line of changes at the top of the sheet
 * says them ("three 10 pts; four 25 pts"), or null when the value is not tiers both before and after.
 * Every tier of it, unchanged ones and "only the highest tier scores" included, took eight lines of an
 * Indonesian Taiwanese sheet's head for six changed values, and pushed the sheet to three pages.
 */
function changedPart(id: string, before: ItemDef['value'], after: ItemDef['value'], ctx: FormatContext): string | null {
  if (before.kind !== 'tiers' || after.kind !== 'tiers' || before.each !== after.each) return null;
  const tiers = after.tiers.filter((tier) => !sameValue(before.tiers.find((b) => b.id === tier.id)?.amount, tier.amount));
  if (tiers.length === 0) return null;
  const shown = keepNumbersWithUnits(formatValue(id, { ...after, tiers }, ctx));
  return shown.list!.map((l) => `${l.label} ${l.value}`).join('; ');
}

export function buildGuide(venue: Venue, locale: Locale): VenueGuide {
  const t = translate(locale);
  const rs = getRuleset(venue.ruleset);
  const ns = rs.id;
  const view = venueView(venue);
  const settings = venueSettings(venue);
  const layout = rs.guide;
  const limitSetting = rs.roles.limit;
  const limitAmount = limitSetting ? (settings[limitSetting] as number) : undefined;
  const ctx: FormatContext = { ...formatContext(locale, rs), limitAmount };
  const intl = LOCALE_INFO[locale].intl;
  // A setting that changes nothing under the venue's others (the gun of a two-player table) is not told.
  const applies = (id: string) => settingApplies(settingDef(rs, id), settings);
  const changed = new Set(changedSettings(venue).filter(applies));
  const show = (id: string, v: SettingValue = settings[id]) => formatSettingValue(settingDef(rs, id), v, ctx);
  const settingName = (id: string) => t(`${ns}:settings.${id}.name`);
  const presetName = t(`${ns}:presets.${venue.preset}.name`);

  // One-line summary: the preset, its key settings, then every house change.
  const phrase = (id: string): string => {
    const def = settingDef(rs, id);
    const v = settings[id];
    if (def.type === 'curve' && Array.isArray(v)) return t('ui:venue.short.customCurve');
    if ((def.type === 'enum' || def.type === 'curve') && hasUi(locale, `venue.short.${id}.${String(v)}`))
      return t(`ui:venue.short.${id}.${String(v)}`);
    if (hasUi(locale, `venue.phrase.${id}`))
      return t(`ui:venue.phrase.${id}`, { value: show(id), n: typeof v === 'number' ? ctx.num(v) : show(id) });
    return t('ui:venue.phrase.default', { name: settingName(id), value: show(id) });
  };
  const summaryIds = [...layout.summarySettings.filter(applies), ...[...changed].filter((id) => !layout.summarySettings.includes(id))];
  const summary = summaryIds.length
    ? t('ui:venue.summary', { preset: presetName, settings: summaryIds.map(phrase).join(', ') })
    : presetName;

  // Key numbers: one setting, or several in one box ("full spicy · half gun").
  const shortWords = (id: string): string => {
    const v = settings[id];
    const def = settingDef(rs, id);
    if (def.type === 'curve' && Array.isArray(v)) return t('ui:venue.short.customCurve');
    if (hasUi(locale, `venue.short.${id}.${String(v)}`)) return t(`ui:venue.short.${id}.${String(v)}`);
    return show(id);
  };
  const keyNumbers: KeyNumber[] = layout.keySettings.filter((entry) => (typeof entry === 'string' ? [entry] : entry).some(applies)).map((entry) => {
    if (typeof entry !== 'string') {
      const key = entry.join('+');
      const label = hasUi(locale, `venue.key.${key}`) ? t(`ui:venue.key.${key}`) : entry.map(settingName).join(' · ');
      const ids = entry.filter(applies);
      return { setting: key, label, values: [{ value: ids.map(shortWords).join(' · ') }], house: ids.some((id) => changed.has(id)) };
    }
    const id = entry;
    const def = settingDef(rs, id);
    const v = settings[id];
    let values: KeyNumber['values'];
    if (def.type === 'round-ladder') {
      const rec = typeof v === 'number' ? Object.fromEntries(WINDS.map((w) => [w, v])) : (v as Record<string, number>);
      values = WINDS.map((w) => ({ label: t(`ui:winds.${w}`), value: ctx.num(rec[w] ?? (def.default as Record<string, number>)[w]) }));
    } else if (hasUi(locale, `venue.keyValue.${id}`) && typeof v === 'number')
      values = [{ value: t(`ui:venue.keyValue.${id}`, { n: ctx.num(v) }) }];
    else values = [{ value: show(id) }];
    const label = hasUi(locale, `venue.key.${id}`) ? t(`ui:venue.key.${id}`) : settingName(id);
    return { setting: id, label, values, house: changed.has(id) };
  });

  // Items: only those enabled at the venue, with its values.
  const items = new Map(venueItems(venue).map((i) => [i.id, i]));
  // Names, rows, notes and sections as the preset and the venue word them (display only).
  const display = venueDisplay(venue, rs, locale, settings);
  const nameOf = (id: string) => display.name(id);
  const relationText = (e: ItemDef): string[] => {
    const out: string[] = [];
    for (const rel of ['includes', 'replaces', 'notWith'] as const) {
      const ids = (e[rel] ?? []).filter((id) => items.has(id));
      if (ids.length === 0) continue;
      const everything = ids.length >= items.size - 1;
      out.push(`${t(`ui:relations.${rel}`, { count: ids.length })}: ${everything ? t('ui:relations.everything') : joinList(intl, ids.map((id) => t('ui:value.quoted', { text: nameOf(id) })))}`);
    }
    return out;
  };
  // A note's example is scored here, under the venue's settings and values, and under the reading the
  // note sets aside: its sentence gives both totals, or is left out where they no longer differ (a
  // limit that caps both, an item of the hand the venue does not play) or the hand does not score.
  let noteScorer: Scorer | undefined;
  const withExample = (itemId: string, n: ShownNote): ShownNote => {
    if (!n.example) return n;
    const { hand: ex, key } = n.example;
    const { other, ...hand } = ex;
    const otherPreset = { ...toExtraPreset(venue), id: `${venue.slug}~other-reading`, overrides: mergeOverrides(venue.overrides, other) };
    noteScorer ??= scorer([toExtraPreset(venue)]);
    const here = noteScorer.score({ ...hand, ruleset: rs.id, preset: venue.slug });
    const there = scorer([otherPreset]).score({ ...hand, ruleset: rs.id, preset: otherPreset.id });
    const amount = (r: ScoreSuccess) => r.faan ?? r.han ?? r.points ?? 0;
    const { example: _, ...note } = n;
    if (!here.ok || !there.ok || !here.items.some((i) => i.id === itemId) || amount(here) === amount(there)) return note;
    const sentence = t(key, { hand: hand.hand, total: formatCount(amount(here), ctx), other: formatCount(amount(there), ctx) });
    return { ...note, text: `${note.text} ${sentence}` };
  };
  // What the description and the conditions claim follows the item's value at the venue. A description
  // may be worded for a kind of value (`desc_limit`, `desc_fixed`: what All Honours is worth as a limit
  // hand, or as a count of faan that others add to), else for the venue's preset (`desc_<preset>`, an
  // i18next context), else the item's own.
  const itemDesc = (e: ItemDef): string => {
    const byKind = `items.${e.id}.desc_${e.value.kind}`;
    if (hasKey(locale, ns, byKind)) return t(`${ns}:${byKind}`);
    return t(`${ns}:items.${e.id}.desc`, { context: venue.preset });
  };
  // Where the ruleset has a limit (`roles.limit`), an item worth the limit is a limit hand: it scores the
  // limit and no other item is added (the "limit hands" note says so); an item worth a count of the unit
  // has the others added, whatever its preset said of it as a limit hand.
  const itemConditions = (e: ItemDef): ConditionKey[] => {
    const list = e.conditions ?? [];
    if (!rs.roles.limit) return list;
    const without = list.filter((c) => c !== 'no-extras');
    return e.value.kind === 'limit' ? ['no-extras', ...without] : without;
  };
  const guideItem = (e: ItemDef): GuideItem => {
    const catalogue = rs.items.find((i) => i.id === e.id)!;
    const base = effectiveItem(rs, catalogue, venue.preset);
    // A house rule only where the venue's value really differs from the base preset's.
    const house = base === null || !sameValue(base.value, e.value);
    return {
      id: e.id,
      name: nameOf(e.id),
      native: e.native,
      romaji: e.romaji && e.romaji !== nameOf(e.id) ? e.romaji : undefined,
      desc: itemDesc(e),
      value: keepNumbersWithUnits(formatValue(e.id, e.value, ctx)),
      conditions: itemConditions(e).map((c: ConditionKey) => t(`ui:conditions.${c}`)),
      relations: relationText(e),
      house,
      plainTiers: e.value.kind === 'tiers' && !e.value.each,
      notes: display.notes(e.id).map((n) => withExample(e.id, n)),
      venueText: display.venueName(e.id),
    };
  };
  // An item printed as rows (the three dragon pungs): one entry per row, each with the item's value once.
  const guideRows = (e: ItemDef): GuideItem[] => {
    const item = guideItem(e);
    const rows = display.rows(e.id);
    if (!rows) return [item];
    const once: ItemDef['value'] = e.value.kind === 'fixed' ? { kind: 'fixed', amount: e.value.amount } : e.value;
    const value = keepNumbersWithUnits(formatValue(e.id, once, ctx));
    return rows.map((r, k) => ({
      ...item,
      row: r.id,
      name: r.name,
      native: r.native ?? item.native,
      romaji: undefined,
      desc: r.desc ?? item.desc,
      value,
      // The item's notes and relations are said once, under its last row.
      notes: k === rows.length - 1 ? item.notes : [],
      relations: k === rows.length - 1 ? item.relations : [],
      conditions: k === rows.length - 1 ? item.conditions : [],
      venueText: r.venueText,
    }));
  };
  const sectionView = ({ section: s, items: ids }: { section: PlacedSection; items: string[] }): GuideSectionView => {
    const list = ids.flatMap((id) => guideRows(items.get(id)!));
    // A section made for a value no section of the ruleset holds (a yaku a venue makes 4 han) is headed by that value.
    const title = s.worth
      ? t('ui:venue.sections.worth', { value: s.holds?.amount !== undefined ? formatCount(s.holds.amount, ctx) : valueToString(formatValue(ids[0], s.worth, ctx)) })
      : s.category
        ? t(`${ns}:categories.${s.category}.name`)
        : t(`ui:venue.sections.${s.id}`);
    const desc = s.category ? t(`${ns}:categories.${s.category}.desc`) : undefined;
    const note =
      s.limitNote && limitAmount !== undefined ? t('ui:venue.limitNote', { value: formatCount(limitAmount, ctx) }) : undefined;
    return { id: s.id, title, desc, note, items: list };
  };
  // Each item under the heading of its value at the venue (a section's `holds`).
  const values = new Map([...items].map(([id, e]) => [id, e.value]));
  const sections = sectionsWithItems(rs, [...items.keys()], venue.preset, venue.places, values).map(sectionView).filter((s) => s.items.length > 0);
  const sheetSections = sheetParts(rs, [...items.keys()], venue.preset, venue.places, values).map(sectionView);

  // How to win.
  const sets = (rs.handSize - 2) / 3;
  const special = [...items.values()].filter((i) => (i.conditions ?? []).includes('special-hand')).map((i) => nameOf(i.id));
  const howToWin = [t(`ui:venue.howToWin.${ns}`, { sets: ctx.num(sets), tiles: ctx.num(rs.handSize) })];
  if (layout.listSpecialHands && special.length) howToWin.push(t('ui:venue.specialHands', { hands: joinList(intl, special) }));
  const minimum = rs.roles.minimum;
  if (minimum && rs.settings.find((s) => s.id === minimum)?.type === 'integer')
    howToWin.push(t('ui:venue.minimumRule', { value: formatCount(settings[minimum] as number, ctx) }));

  // What the venue changed against its base preset, both ways: settings, then its own item changes.
  const baseSettings = resolveSettings(rs, venue.preset);
  const baseCtx: FormatContext = { ...ctx, limitAmount: limitSetting ? (baseSettings[limitSetting] as number) : undefined };
  const valueText = (id: string, v: ItemDef['value'], c: FormatContext) => valueToString(keepNumbersWithUnits(formatValue(id, v, c)));
  const differences: GuideDifference[] = [...changed].map((id) => ({
    kind: 'setting',
    id,
    text: t('ui:venue.differs.setting', { name: settingName(id), value: show(id), preset: presetName, before: show(id, baseSettings[id]) }),
  }));
  const itemPhrases: string[] = [];
  for (const catalogue of rs.items) {
    if (!(catalogue.id in venue.overrides)) continue;
    const before = effectiveItem(rs, catalogue, venue.preset);
    const after = items.get(catalogue.id) ?? null;
    const name = nameOf(catalogue.id);
    if (before && !after) {
      differences.push({ kind: 'item-off', id: catalogue.id, text: t('ui:venue.differs.itemOff', { name, preset: presetName, before: valueText(catalogue.id, before.value, baseCtx) }) });
      itemPhrases.push(t('ui:venue.phrase.itemOff', { name }));
    } else if (after && (!before || !sameValue(before.value, after.value))) {
      const value = valueText(catalogue.id, after.value, ctx);
      differences.push(
        before
          ? { kind: 'item-value', id: catalogue.id, text: t('ui:venue.differs.itemValue', { name, preset: presetName, value, before: valueText(catalogue.id, before.value, baseCtx) }) }
          : { kind: 'item-on', id: catalogue.id, text: t('ui:venue.differs.itemOn', { name, preset: presetName, value }) },
      );
      itemPhrases.push(t('ui:venue.phrase.default', { name, value: before ? changedPart(catalogue.id, before.value, after.value, ctx) ?? value : value }));
    }
  }

  const two = venue.twoPlayer ? twoPlayerRule(rs) : undefined;
  const guide: VenueGuide = {
    venue,
    locale,
    view,
    ctx,
    name: venue.name[locale],
    rulesetName: t(`${ns}:meta.name`),
    presetName,
    summary,
    rulesVersion: formatDate(locale, venue.rulesVersion),
    keyNumbers,
    howToWin,
    sections,
    sheetSections,
    // The ruleset's own words for its two-player rule where it has them; a paragraph of its own, so it starts with a capital.
    twoPlayer: two ? sentenceStart(hasKey(locale, ns, 'tables.twoPlayer') ? t(`${ns}:tables.twoPlayer`) : t('ui:venue.twoPlayer')) : undefined,
    scoringOnly: venue.scoringOnly ? t('ui:venue.scoringOnly') : undefined,
    example: venue.example ? t('ui:venue.example') : undefined,
    address: venue.address?.[locale],
    contact: venue.contact?.[locale],
    notes: venue.notes[locale] ?? [],
    differsTitle: t('ui:venue.differsTitle', { preset: presetName }),
    differsIntro: t(differences.length ? 'ui:venue.differsIntro' : 'ui:venue.differsNone', { preset: presetName }),
    differences,
    itemChanges: itemPhrases.join(', '),
    itemNames: Object.fromEntries(rs.items.map((i) => [i.id, nameOf(i.id)])),
    settlement: settlementView(venue, rs, settings, locale, ctx),
    ownSections: display.sections,
    twoPlayerPlace: display.twoPlayer,
  };
  if (rs.id === 'hong-kong') {
    // The venue's liability rule (包 where its table switches `baau` on), stated beside the payments.
    const liability = liabilityOf(view, view.defaultPreset, settings);
    guide.hongKongPay = hongKongPay(rs as HongKongRuleset, settings, two, locale, ctx, 'rule' in liability ? liability.rule : undefined);
  }
  return guide;
}

/** The settlement block (riichi uma and oka) with the venue's red fives, or undefined where the venue states none. */
function settlementView(
  venue: Venue,
  rs: RulesetDef,
  settings: Record<string, SettingValue>,
  locale: Locale,
  ctx: FormatContext,
): SettlementView | undefined {
  const s = venue.settlement;
  const rule = rs.settlement;
  if (!s || !rule) return undefined;
  const t = translate(locale);
  const T = (k: string, o?: Record<string, unknown>) => t(`ui:venue.settlement.${k}`, o);
  const signed = (n: number) => formatNumber(locale, n, { signDisplay: 'exceptZero' }).replace('-', '−');
  const rows: SettlementView['rows'] = [];
  if (s.uma) rows.push({ id: 'uma', label: T('uma'), value: T('umaValue', { values: s.uma.map(signed).join(' / ') }) });
  if (s.oka !== undefined) {
    const worked = s.startingPoints !== undefined && s.returnPoints !== undefined && s.oka > 0;
    rows.push({
      id: 'oka',
      label: T('oka'),
      // An oka of 0 is none: "0 thousand points to first place" reads as a bonus of nothing.
      value: worked
        ? T('okaWorked', { n: ctx.num(s.oka), back: ctx.num(s.returnPoints!), start: ctx.num(s.startingPoints!), players: ctx.num(rule.players) })
        : s.oka === 0
          ? T('okaNone')
          : T('okaValue', { n: ctx.num(s.oka) }),
    });
  }
  if (s.startingPoints !== undefined) rows.push({ id: 'startingPoints', label: T('startingPoints'), value: ctx.num(s.startingPoints) });
  if (s.returnPoints !== undefined) rows.push({ id: 'returnPoints', label: T('returnPoints'), value: ctx.num(s.returnPoints) });
  const red = rule.redFives ? rs.settings.find((x) => x.id === rule.redFives) : undefined;
  if (red) rows.push({ id: red.id, label: T('redFives'), value: formatSettingValue(red, settings[red.id], ctx) });
  return { title: T('title'), intro: T('intro'), rows };
}

function hasUi(locale: Locale, key: string): boolean {
  return hasKey(locale, 'ui', key);
}

/** The Hong Kong payout table of the venue: minimum … limit, discard and self-draw, under its gun (or its two-player rule). */
function hongKongPay(
  rs: HongKongRuleset,
  settings: Record<string, SettingValue>,
  two: { players: number } | undefined,
  locale: Locale,
  ctx: FormatContext,
  liability?: LiabilityRule,
): HongKongPayView {
  const t = translate(locale);
  const T = (k: string, o?: Record<string, unknown>) => t(`hong-kong:tables.${k}`, o);
  const num = ctx.num;
  const min = settings[rs.roles.minimum!] as number;
  const limit = settings[rs.roles.limit!] as number;
  const rows = paymentTable(settings, rs).filter((r) => r.faan >= min);
  const cols = (r: SettleResult): PayColumn[] => r.payments.map((p) => ({ from: p.from, label: T(`payers.${p.from}`) }));
  const first = rows[0] ?? paymentTable(settings, rs).at(-1)!;
  const amount = (r: SettleResult, from: Payer) => {
    const p = r.payments.find((x) => x.from === from);
    return p ? num(p.amount) : '';
  };
  const dealerDouble = settings[rs.payments.optional.dealerDouble.setting] === true;
  // A table of two (the venue's players) has only the two-player rule; beside a four-player table it is a column.
  const onlyTwo = Number(settings.players) === rs.payments.twoPlayer.players;
  const twoSettings = onlyTwo ? settings : two ? { ...settings, players: rs.payments.twoPlayer.players } : undefined;
  // With two players every win is the dealer's or is paid by the dealer: the amounts are what is paid
  // in play, dealer double included where it is on (the engine doubles the opponent's line either way).
  const twoPays = (faan: number, win: WinKind) => settle({ faan, win, settings: twoSettings, dealer: 'winner' }, rs).total;
  const wins: WinKind[] = ['discard', 'self-drawn'];
  // The two ways of winning are one column where they pay the same at every row.
  const samePay = rows.every((r) => twoPays(r.faan, 'discard') === twoPays(r.faan, 'self-drawn'));
  const twoOnly = onlyTwo
    ? samePay
      ? [{ win: wins, label: t('ui:venue.payments.two.any') }]
      : wins.map((w) => ({ win: [w], label: t(`ui:venue.payments.two.${w}`) }))
    : undefined;
  const discardCols = onlyTwo ? [] : cols(first.discard);
  const selfDrawnCols = onlyTwo ? [] : cols(first.selfDrawn);
  const curve = settings.curve;
  const lines = [Array.isArray(curve) ? t('ui:venue.payments.curve.custom') : t(`ui:venue.payments.curve.${String(curve)}`)];
  // Who pays: the gun among three losers, or the one opponent of a two-player table.
  if (onlyTwo) lines.push(t('ui:venue.payments.twoOnly'));
  else lines.push(t(`ui:venue.payments.gun.${String(settings.gun)}`));
  lines.push(t('ui:venue.payments.stake', { stake: num(settings.stake as number) }));
  // A four-player table is worked out for non-dealers (no one seat is the dealer in it): with dealer
  // double on, what the dealer pays and receives is said beside it, or a scorer would pay a dealer's
  // hand from it. A two-player table already has it in every amount.
  if (dealerDouble) lines.push(t(onlyTwo ? 'ui:venue.payments.dealerDoubleTwo' : two ? 'ui:venue.payments.dealerDoubleWithTwo' : 'ui:venue.payments.dealerDouble'));
  if (liability) lines.push(t(`hong-kong:liability.${liability.id}.rule`));
  return {
    lines,
    caption: t('ui:venue.payments.caption', { min: num(min), limit: num(limit) }),
    unitHeading: T('payout.faan'),
    discardHeading: T('payout.discard'),
    selfDrawnHeading: T('payout.selfDrawn'),
    totalHeading: T('payout.total'),
    twoPlayerHeading: two && !onlyTwo ? t('ui:venue.payments.twoPlayer') : undefined,
    twoOnly,
    discardCols,
    selfDrawnCols,
    rows: alikeRuns(rows.map((r) => {
      const row: PayRow = {
        faan: r.faan,
        faanText: num(r.faan),
        discard: discardCols.map((c) => amount(r.discard, c.from)),
        discardTotal: num(r.discard.total),
        selfDrawn: selfDrawnCols.map((c) => amount(r.selfDrawn, c.from)),
        selfDrawnTotal: num(r.selfDrawn.total),
        limit: r.faan === limit,
      };
      if (twoOnly) row.twoOnly = twoOnly.map((c) => num(twoPays(r.faan, c.win[0])));
      else if (twoSettings) {
        const d = twoPays(r.faan, 'discard');
        const s = twoPays(r.faan, 'self-drawn');
        row.twoPlayer = d === s ? num(d) : `${num(d)} / ${num(s)}`;
      }
      return row;
    }), num),
    note: t('ui:venue.payments.limitRow', { limit: num(limit) }),
  };
}

/**
 * Rows that pay alike, one after another, as one row of their run ("4–6", "10–40"): faan-laak pays
 * 16 from 4 to 6 faan and 64 from 10 on, and under a limit of 40 its table was 31 rows of 64s, past
 * page 1 of the sheet. Every amount of a run's rows is the same, so the run's row is each of theirs.
 */
function alikeRuns(rows: PayRow[], num: (n: number) => string): PayRow[] {
  const amounts = (r: PayRow) => JSON.stringify([r.discard, r.discardTotal, r.selfDrawn, r.selfDrawnTotal, r.twoPlayer, r.twoOnly]);
  const out: PayRow[] = [];
  for (const r of rows) {
    const last = out.at(-1);
    if (last && amounts(last) === amounts(r)) {
      last.faanTo = r.faan;
      last.faanText = `${num(last.faan)}–${num(r.faan)}`;
      last.limit ||= r.limit;
    } else out.push({ ...r });
  }
  return out;
}
