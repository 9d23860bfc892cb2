/**
 * Where an engine error is shown and in which words: the input it points at (`errorField`), the
 * hand's count in words for a hand of another size ("12 tiles — two short"), "not waiting" for a hand
 * one short that no tile completes, and a conflict of conditions beside every control it names
 * (`error.flags` and `error.with`, `score-api.md` "Errors that name their cause"). Pure: the island
 * and the tests share it.
 */
import type { ScoreFailure, SettingValue } from '../../core/api.ts';
import type { RulesetEngine } from '../../engine/ruleset-engine.ts';
import { BOUNDS } from '../../core/bounds.ts';
import type { Wind } from '../../core/api.ts';
import type { LiabilityRule, RulesetDef } from '../../core/ruleset.ts';
import { conflictText, formatCount, joinList, type FormatContext, type LiableWhy, type Translate } from '../../i18n/format.ts';
import type { CalcState } from '../../lib/calc-state.ts';
import { minimumAboveLimit, type PresetLiabilityOf } from '../../rules/presets.ts';
import { conflictControls, errorField, type ConflictSide, type FieldError } from './fields.tsx';
import type { handStage } from './state.ts';

/** A `conflicting-flags` error as the contract has it: the flags involved and, when the other side is not a flag, what it is. */
export type ConflictError = ScoreFailure['error'] & { flags?: unknown; with?: unknown; need?: unknown };

const SIDES: readonly ConflictSide[] = ['seat', 'win', 'melds', 'hand'];

/** The flags and side a conflict names, or null when it names none (an engine that does not say). */
export function conflictOf(error: ConflictError): { flags: string[]; side?: ConflictSide } | null {
  if (error.code !== 'conflicting-flags' || !Array.isArray(error.flags)) return null;
  const flags = error.flags.filter((f): f is string => typeof f === 'string');
  if (!flags.length) return null;
  const side = SIDES.find((x) => x === error.with);
  return side ? { flags, side } : { flags };
}

export interface ErrorWords {
  t: Translate;
  num: (n: number) => string;
  /** Intl locale (`hi-IN`), to join names ("A and B"). */
  intl: string;
  /** Where the hand stands (`handStage`). */
  stage: ReturnType<typeof handStage>;
  /** Why the liable seat chosen is refused, in words (`liableText`), for an `invalid-input` on `liable`. */
  liable?: () => string;
  /** A setting's name, for an `invalid-input` on `settings.<id>` (a stake whose payments are not whole). */
  settingName?: (id: string) => string;
  /**
   * The bound the settings break where the engine names it in words (`RulesetEngine.settingBounds`: a
   * limit past its curve), with the unit — only when that bound is about `setting`, the error's own (a
   * stake of 0 is refused before the bounds are looked at: not in a limit's words).
   */
  settingBound?: (setting: string) => { key: string; values: Readonly<Record<string, number>>; unit: string } | undefined;
  /** The ids of the rules' settings, for an `invalid-setting` on `settings.<id>`: a setting the rules do not have (a link's typo) is named as the link has it. */
  settingIds?: readonly string[];
  /** The winning minimum above the limit (the settings of the rules' `roles`), in words: for an `invalid-setting` on either. */
  aboveLimit?: { ids: readonly [string, string]; minimum: string; limit: string };
  /** The seats at the table (`tableSeats`), for an `invalid-input` on a seat that is not one of them. */
  seats?: readonly Wind[];
  /** The rules put no bonus tiles in play (`roles.bonusTiles` off): an `invalid-setting` is the hand's bonus tiles. */
  bonusOff?: boolean;
  /** The winning minimum that applies, in words ("12 pts"), with its round where the minimum depends on it: for `below-minimum`. */
  minimum?: { value: string; round?: string };
}

/**
 * Why `liable` is refused (`invalid-input` on `liable`), in words: the engine's own sentence is
 * English (the command line's), so the reason is told again from the rules and the state, in the
 * engine's order — the winner named liable, no liability rule in these rules, a way of winning the
 * rule does not cover, a shared win on a discard without its discarder, one player paying already (a
 * two-player game), else a hand the rule does not cover (`ui:calc.liableWhy.<reason>`, `LIABLE_WHY`).
 */
export function liableText(of: PresetLiabilityOf, s: Pick<CalcState, 'liable' | 'seatWind' | 'win' | 'discarder'>, table: readonly Wind[], w: Pick<ErrorWords, 't' | 'intl'> & { ns: string; itemName: (id: string) => string }): string {
  const why = (reason: LiableWhy, rule?: LiabilityRule) =>
    w.t(`ui:calc.liableWhy.${reason}`, rule && { rule: w.t(`${w.ns}:liability.${rule.id}.name`), hands: joinList(w.intl, (rule.hands ?? []).map((h) => w.itemName(h.item)), 'disjunction') });
  if (s.liable === s.seatWind) return why('winner');
  if ('none' in of) return why(of.none === 'not-found' ? 'not-found' : 'none');
  const rule = of.rule;
  if (s.win === 'discard' && rule.discard.kind === 'refused') return why('win', rule);
  if (s.win === 'discard' && !s.discarder) return why('discarder', rule);
  if (table.length < 3) return why('one-payer', rule);
  return why('hand', rule);
}

/**
 * The winning minimum that applies (`roles.minimum`) in words ("12 pts"): the setting's, or the
 * round's where the setting gives one per round (the Taiwanese ladder), with the round named.
 */
export function minimumOf(rs: RulesetDef, settings: Readonly<Record<string, unknown>>, round: Wind, fmt: FormatContext): ErrorWords['minimum'] {
  const m = rs.roles.minimum ? settings[rs.roles.minimum] : undefined;
  if (typeof m === 'number') return { value: formatCount(m, fmt) };
  if (m) return { value: formatCount((m as Record<Wind, number>)[round], fmt), round: fmt.t(`ui:winds.${round}`) };
}

/**
 * The winning minimum above the limit (`roles.minimum`, `roles.limit`), in words ("Minimum faan (20)",
 * "Limit (13)"), or undefined when it is not (or the rules have no such pair).
 */
export function aboveLimitOf(rs: RulesetDef, settings: Readonly<Record<string, unknown>>, name: (id: string) => string, num: (n: number) => string): ErrorWords['aboveLimit'] {
  const a = minimumAboveLimit(rs, settings);
  return a ? { ids: [a.minimum, a.limit], minimum: `${name(a.minimum)} (${num(a.min)})`, limit: `${name(a.limit)} (${num(a.max)})` } : undefined;
}

/** A small count in words ("two"), else in figures. */
export function countWord(n: number, w: Pick<ErrorWords, 't' | 'num'>): string {
  return n >= 1 && n <= 9 ? w.t(`ui:calc.numbers.${n}`) : w.num(n);
}

/** The hand's count and how far it is from a winning hand: "12 tiles — two short", "15 tiles — one too many". */
export function countText(w: ErrorWords): string {
  const { n, stage, by } = w.stage;
  const key = stage === 'over' ? 'ui:calc.tilesOver' : 'ui:calc.tilesShort';
  return w.t(key, { count: n, n: w.num(n), by: countWord(by, w) });
}

/** The names of flags, joined as the language joins a list. */
export function flagNames(flags: readonly string[], w: Pick<ErrorWords, 't' | 'intl'>): string {
  return joinList(w.intl, flags.map((f) => w.t(`ui:flags.${f}`)));
}

/** The calculator's number fields and their bounds (score-api.md, "Bounds"). */
const NUMBER_BOUNDS = { honba: BOUNDS.honba, riichiSticks: BOUNDS.riichiSticks, dealerStreak: BOUNDS.dealerStreak } as const;

/** What the island shows of a failure: where, and the words when the code's sentence says less. */
export function fieldErrorOf(r: ScoreFailure, w: ErrorWords): FieldError {
  const e = r.error as ConflictError;
  const err: FieldError = { at: errorField(e.code, e.field), code: e.code, position: e.position };
  // Tiles of a declared set (at `meld-<i>`: `errorField`) that read well — a notation error points at its
  // character (`position`) — but do not make the set of its kind (234m as a pung, three tiles as a kong):
  // what each kind is, at the set. The player changed the kind, not the notation.
  if (err.at.startsWith('meld-') && (e.code === 'wrong-tile-count' || (e.code === 'invalid-notation' && e.position === undefined))) {
    err.message = w.t('ui:calc.meldShape');
  } else if ((e.code === 'wrong-tile-count' || (e.field === 'winTile' && e.position === undefined && e.code === 'invalid-notation')) && (w.stage.stage === 'short' || w.stage.stage === 'over')) {
    // A winning tile that is not there at all (no tile typed, no tile in the hand: only declared sets,
    // or none) is the engine's first complaint, before the count; the count says what is missing.
    err.at = 'hand';
    err.message = countText(w);
  } else if (e.code === 'invalid-input' && e.field) {
    const f = e.field;
    if (f === 'liable' && w.liable) err.message = w.liable();
    else if (Object.hasOwn(NUMBER_BOUNDS, f)) {
      // A counter typed out of its bounds (150 honba): the bounds, not "a field has the wrong value".
      const { min, max } = NUMBER_BOUNDS[f as keyof typeof NUMBER_BOUNDS];
      err.message = w.t('ui:calc.wholeNumber', { min: w.num(min), max: w.num(max) });
    } else if (f.startsWith('settings.') && w.settingName) {
      // Out of the bounds payments set (a stake of 0.3: a payment of 4.8): at the settings (`errorField`), naming the one;
      // in the engine's words where it names the bound (a limit of 20 past a curve that ends at 13).
      const bound = w.settingBound?.(f.slice(9));
      const setting = w.settingName(f.slice(9));
      err.message = bound
        ? w.t(`ui:calc.bound.${bound.key}`, { setting, unit: bound.unit, ...Object.fromEntries(Object.entries(bound.values).map(([k, v]) => [k, w.num(v)])) })
        : w.t('ui:calc.settingBound', { setting });
    } else if ((f === 'seatWind' || f === 'discarder') && w.seats)
      // A seat left from a four-player table after switching to two players: the seats that play.
      err.message = w.t('ui:calc.tableSeats', { seats: joinList(w.intl, w.seats.map((s) => w.t(`ui:winds.${s}`))) });
  } else if (e.code === 'invalid-setting' && e.field?.startsWith('settings.') && w.settingName && w.settingIds) {
    // One setting named (a link's value the rules do not take, a name they do not have, a minimum above
    // the limit): at the settings (`errorField`), in words that name it and what to do.
    const id = e.field.slice(9);
    if (!w.settingIds.includes(id)) err.message = w.t('ui:calc.settingUnknown', { name: id });
    else if (w.aboveLimit?.ids.includes(id)) err.message = w.t('ui:calc.minimumAboveLimit', { minimum: w.aboveLimit.minimum, limit: w.aboveLimit.limit });
    else err.message = w.t('ui:calc.settingValue', { setting: w.settingName(id) });
  } else if (e.code === 'invalid-setting' && w.bonusOff) {
    // Flowers and seasons in a link whose rules play none: at their field, named, not "a setting".
    err.at = 'bonusTiles';
    err.message = w.t('ui:calc.bonusOff');
  } else if (e.code === 'below-minimum' && w.minimum) {
    err.message = w.t(w.minimum.round ? 'ui:calc.belowMinimumRound' : 'ui:calc.belowMinimum', w.minimum);
  } else if (e.code === 'not-waiting') {
    err.at = 'hand';
    err.message = w.t('ui:calc.notWaiting', { count: w.stage.n, n: w.num(w.stage.n) });
  }
  const conflict = conflictOf(e);
  if (conflict) {
    err.at = 'conflict';
    err.controls = conflictControls(conflict.flags, conflict.side);
    // The rule's own words where it says what would make the hand possible (`need`: "… is a win for the
    // dealer only: make the winner the dealer, or remove it"), else what the flags conflict with.
    err.message =
      typeof e.need === 'string'
        ? conflictText({ flags: conflict.flags, need: e.need as never }, w.t)
        : w.t(`ui:calc.conflict.${conflict.side ?? 'flags'}`, { flags: flagNames(conflict.flags, w) });
  }
  return err;
}

/** The bound the settings break, about setting `id`, in words the page can say (`RulesetEngine.settingBounds`' `words`), with the ruleset's unit (`ErrorWords.settingBound`). */
export function boundWords(engine: RulesetEngine, settings: Readonly<Record<string, SettingValue>>, unit: string, id: string): ReturnType<NonNullable<ErrorWords['settingBound']>> {
  const bound = engine.settingBounds?.(settings);
  return bound?.words && bound.fields.includes(id) ? { ...bound.words, unit } : undefined;
}
