/**
 * The one entry point: an untrusted hand object in, a `score-api.md` result out. Never throws on
 * input; every problem becomes a coded error, in the contract's check order.
 */
import { effectiveItems, findPreset, liabilityOf, minimumAboveLimit, resolveSettings, withPreset, type DerivedPreset, type PresetLiabilityOf } from '../rules/presets.ts';
import type { ItemDef, LiabilityRule, RulesetDef } from '../core/ruleset.ts';
import { ERROR_CODES, type SettingValue, type ErrorCode, type ScoreAnswer, type ScoreFailure, type ScoreResult, type Wind } from '../core/api.ts';
import { withoutWinTile } from './waits.ts';
import { settingAccepts } from '../rules/validate.ts';
import type { RulesetEngine, ScoreContext } from './ruleset-engine.ts';
import { tileTotal, validateHand, validateWithoutWinTile, type NormalizedHand, type ValidateOptions } from '../core/validate.ts';
import { readingConflict, type ReadingCheck } from '../core/conflicts.ts';
import type { EngineError } from '../core/errors.ts';
import { handReadings, notWinningHand, type SpecialShape } from '../core/waits.ts';
import { BOUNDS, characters, idInBounds } from '../core/bounds.ts';
import { checkInput, isRecord, show } from '../core/input.ts';
import { liableRefusal, type LiableFields } from './liability.ts';

export interface Scorer {
  /** A hand with its winning tile, scored. */
  score(raw: unknown): ScoreResult;
  /**
   * Any hand of the contract: `score`, and for a hand without `winTile` its waits (one tile short) or,
   * with `discards: true`, the discards that leave it waiting (`score-api.md`, "Waits", "Discards").
   */
  answer(raw: unknown): ScoreAnswer;
  engines: readonly RulesetEngine[];
}

/** A preset that is not in a ruleset's catalogue (a venue): a `DerivedPreset` of one ruleset. */
export interface ExtraPreset extends DerivedPreset {
  ruleset: string;
  /** Its ids before a rename (a venue's `formerSlugs`): a hand naming one is scored under this preset, and its result names this id. */
  formerIds?: readonly string[];
}

/**
 * The id of the extra preset of `ruleset` that `id` names as a former id (a renamed venue's old slug),
 * or `id` itself — always itself when it is a preset's own id, of the catalogue (`catalogue`) or an
 * extra one: a former slug never takes over a preset (the venue check refuses such a slug too).
 */
export function currentPresetId(extraPresets: readonly ExtraPreset[], ruleset: string, id: string, catalogue?: RulesetDef): string {
  if (catalogue && findPreset(catalogue, id)) return id;
  if (extraPresets.some((p) => p.id === id && p.ruleset === ruleset)) return id;
  for (const p of extraPresets) if (p.ruleset === ruleset && p.formerIds?.includes(id)) return p.id;
  return id;
}

/** What a preset (and setting overrides) makes of a ruleset. */
interface Setup {
  rs: RulesetDef;
  settings: Record<string, SettingValue>;
  items: ItemDef[];
  shapes: SpecialShape[];
  /** What validation needs of the ruleset and its engine. */
  validate: ValidateOptions;
  /** What the check of a scored reading needs (the conflict table's rules with an item, the items of each flag). */
  check: ReadingCheck;
  /** The liability rule the preset plays under these settings, or why none (read only for a hand with `liable`). */
  liability: PresetLiabilityOf;
}
const CACHE_LIMIT = 256;

/** Why a preset and settings make no setup: unknown-preset, invalid-setting, or a setting out of bounds. */
interface SetupError {
  code: ErrorCode;
  message: string;
  field?: string;
}

/** The bound of a setting beyond its own type (core/bounds.ts), if it has one. */
function settingBound(id: string): { min: number } | undefined {
  return Object.hasOwn(BOUNDS.settings, id) ? BOUNDS.settings[id as keyof typeof BOUNDS.settings] : undefined;
}

/** The longest text taken for a name (a ruleset, preset or setting) in a message: longer is no typo of one. */
const NAME_LENGTH = 64;

/**
 * Why `value` names no ruleset, preset or setting: missing, not a string, or unknown — with the known
 * names, and, given `suggest`, the nearest one when it looks like a typo of one (`"RIICHI"`: did you
 * mean "riichi"?). `of`: the ruleset a preset or setting belongs to, and the slugs of its venues (a
 * preset may name one). `path`: the field as the error names it (`settings.kiraige`), if not `noun`.
 */
function unknownName(
  noun: 'ruleset' | 'preset' | 'setting',
  value: unknown,
  known: readonly string[],
  suggest: Suggest | undefined,
  of?: { ruleset: string; venues?: readonly string[] },
  path: string = noun,
): string {
  const list = `${known.join(', ')}${of?.venues?.length ? ', or the slug of a venue' : ''}`;
  if (value === undefined || value === null) return `${path}: is required — one of ${list}`;
  if (typeof value !== 'string') return `${path}: expected a string, got ${show(value)} — one of ${list}`;
  // Only a name of a name's length is compared (the distance is quadratic in the lengths).
  const near = suggest && value.length <= NAME_LENGTH ? suggest(value, [...known, ...(of?.venues ?? [])]) : undefined;
  return `${path}: unknown ${noun} ${show(value)}${of ? ` for ${of.ruleset}` : ''}${near ? ` (did you mean "${near}"?)` : ''}; known: ${list}`;
}

function failure(id: unknown, code: ErrorCode, message: string, position?: number, field?: string): ScoreFailure {
  const f: ScoreFailure = { ok: false, error: { code, message } };
  if (position !== undefined) f.error.position = position;
  if (field !== undefined) f.error.field = field;
  return id === undefined ? f : { id, ...f };
}

/** The failure of an engine error: its code, message, position and field, and a conflict's flags, `with`, `need` and rule. */
function failureOf(id: unknown, e: EngineError): ScoreFailure {
  const f = failure(id, e.code, e.message, e.position, e.field);
  if (e.flags !== undefined) f.error.flags = e.flags;
  if (e.with !== undefined) f.error.with = e.with;
  if (e.need !== undefined) f.error.need = e.need;
  if (e.rule !== undefined) f.error.rule = e.rule;
  return f;
}

/**
 * The conflict of a scored result's reading (src/core/conflicts.ts, `readingConflict`): an item held
 * for it when the result lists it, counted or `excluded`.
 */
function scoredConflict(result: ScoreResult, hand: NormalizedHand, check: ReadingCheck): EngineError | null {
  const items = result.items;
  if (!items) return null;
  const excluded = result.excluded;
  const held = (item: string): boolean => {
    for (let i = 0; i < items.length; i++) if (items[i].id === item) return true;
    if (excluded) for (let i = 0; i < excluded.length; i++) if (excluded[i].id === item) return true;
    return false;
  };
  return readingConflict(hand, held, check);
}

/** An `id` outside its bound (core/bounds.ts): refused, and not echoed. */
function badId(id: unknown): ScoreFailure {
  const what = typeof id === 'string' ? `a string of ${characters(id)} characters` : show(id);
  return failure(undefined, 'invalid-input', `id: expected a string of at most ${BOUNDS.id.maxLength} characters or a safe integer, got ${what}`, undefined, 'id');
}

function isEmpty(o: object): boolean {
  for (const _ in o) return false;
  return true;
}

/** `settings` of a hand that gives none. */
const NO_SETTINGS: Record<string, unknown> = Object.freeze({});

/** What validation needs of a ruleset (a preset's copy of it) and its engine: worked out once per setup. */
export function validateOptions(
  rs: RulesetDef,
  engine: RulesetEngine,
  settings: Readonly<Record<string, SettingValue>> = resolveSettings(rs),
): ValidateOptions {
  const options: ValidateOptions = {
    handSize: rs.handSize,
    knownFlags: rs.flags,
    // A frozen copy: validation then knows the list cannot change between hands.
    conflicts: Object.freeze(engine.conflicts.slice()),
    indicators: engine.indicators,
    bonusTiles: engine.bonusTiles,
  };
  const reds = engine.redFives?.(settings);
  if (reds) options.redFives = reds;
  const seats = engine.tableSeats?.(settings);
  if (seats) options.seats = seats;
  return options;
}

/**
 * The input-level checks of `liable` (`liability.ts`, `liableRefusal`) on the validated hand, or —
 * when a later check of the hand failed — on the checked input fields (their own checks passed).
 */
function liableProblem(
  raw: Record<string, unknown>,
  setup: Setup,
  presetId: string,
  hand: LiableFields | null,
): { refused: string } | { seat: Wind; rule: LiabilityRule } | null {
  let fields = hand;
  if (!fields) {
    const c = checkInput(raw);
    if (!c.ok) return null;
    fields = c.input;
  }
  const refused = liableRefusal(presetId, setup.liability, fields);
  if (refused !== null) return { refused };
  const of = setup.liability;
  return 'rule' in of ? { seat: raw.liable as Wind, rule: of.rule } : null;
}

/** The known name nearest to a mistyped one, if any (core/suggest.ts's `didYouMean`). */
export type Suggest = (word: string, known: readonly string[]) => string | undefined;

export interface ScorerOptions {
  /**
   * Names the nearest ruleset, preset or venue in the message of an unknown one. The command line
   * and `scorer()` give it; the calculator does not (its ruleset and preset come from its own page,
   * and a page ships no code it does not use).
   */
  suggest?: Suggest;
}

export function createScorer(engines: readonly RulesetEngine[], extraPresets: readonly ExtraPreset[] = [], options: ScorerOptions = {}): Scorer {
  const { suggest } = options;
  const byId = new Map(engines.map((e) => [e.ruleset.id as string, e]));
  /** Whether a preset was renamed (most scorers have none: the lookup is skipped). */
  const renamed = extraPresets.some((p) => p.formerIds?.length);
  /** The venues' slugs of a ruleset (what an unknown preset may be a typo of). */
  const venuesOf = (ruleset: string): string[] => extraPresets.filter((p) => p.ruleset === ruleset).map((p) => p.id);
  /** Why `presetId` names no preset of `rs`: a preset or venue of another ruleset (which one), or unknown. */
  const presetProblem = (presetId: unknown, rs: RulesetDef): string => {
    if (typeof presetId === 'string') {
      for (const e of engines)
        if (e.ruleset.id !== rs.id && findPreset(e.ruleset, presetId) !== undefined) return `preset: "${presetId}" is a preset of ${e.ruleset.id}, not of ${rs.id}`;
      const venue = extraPresets.find((p) => p.id === presetId && p.ruleset !== rs.id);
      if (venue) return `preset: "${presetId}" is a venue of ${venue.ruleset}, not of ${rs.id}`;
    }
    return unknownName('preset', presetId, rs.presets.map((p) => p.id), suggest, { ruleset: rs.id, venues: venuesOf(rs.id) });
  };

  /**
   * Ruleset, settings, effective items and shapes of a preset plus setting overrides: the same for
   * every hand of a batch, so they are worked out once per (ruleset, preset, settings) and kept.
   */
  const cache = new Map<string, Setup>();
  /** The same for a hand without setting overrides (most hands), per engine and preset: no key to build. */
  const plain = new Map<RulesetEngine, Map<string, Setup>>(engines.map((e) => [e, new Map()]));
  /** The engine looked up last, by its ruleset id (a batch of hands mostly shares one). */
  let lastRulesetId: string | null = null;
  let lastRulesetEngine: RulesetEngine | undefined;
  /** The plain setup used last (a batch of hands mostly shares one): no map lookups for it. */
  let lastEngine: RulesetEngine | null = null;
  let lastPreset = '';
  let lastSetup: Setup | null = null;
  function resolve(engine: RulesetEngine, presetId: string, given: Record<string, unknown>): Setup | { error: SetupError } {
    const empty = given === NO_SETTINGS || isEmpty(given);
    if (empty && engine === lastEngine && presetId === lastPreset) return lastSetup!;
    const setup = resolveNew(engine, presetId, given, empty);
    if (empty && !('error' in setup)) {
      lastEngine = engine;
      lastPreset = presetId;
      lastSetup = setup;
    }
    return setup;
  }
  function resolveNew(
    engine: RulesetEngine,
    presetId: string,
    given: Record<string, unknown>,
    empty: boolean,
  ): Setup | { error: SetupError } {
    const byPreset = empty ? plain.get(engine) : undefined;
    const known = byPreset?.get(presetId);
    if (known) return known;
    let rs = engine.ruleset;
    const inCatalogue = findPreset(rs, presetId) !== undefined;
    const extra = inCatalogue ? undefined : extraPresets.find((p) => p.id === presetId && p.ruleset === rs.id);
    if (!inCatalogue && !extra)
      return {
        error: {
          code: 'unknown-preset',
          field: 'preset',
          message: presetProblem(presetId, rs),
        },
      };
    // The given settings are checked before they key the cache: only checked values (shallow) are
    // written out as the key, so no input makes the key recurse deep or run long.
    // A number out of its bounds is invalid-input, which comes after every invalid-setting (an
    // unknown key, a value the setting does not take) of any key, whatever their order.
    let outside: SetupError | null = null;
    for (const k in given) {
      if (!Object.hasOwn(given, k)) continue;
      const value = given[k];
      const def = rs.settings.find((s) => s.id === k);
      if (!def) {
        // A key too long to be a name is not repeated in the field.
        const field = k.length > NAME_LENGTH ? 'settings' : `settings.${k}`;
        return { error: { code: 'invalid-setting', message: unknownName('setting', k, rs.settings.map((d) => d.id), suggest, { ruleset: rs.id }, field), field } };
      }
      const bound = settingBound(k);
      if (bound && typeof value === 'number' && !(Number.isFinite(value) && value > bound.min)) {
        outside ??= { code: 'invalid-input', message: `settings.${k}: must be a finite number more than ${bound.min}, got ${show(value)}`, field: `settings.${k}` };
        continue;
      }
      const bad = settingAccepts(def, value);
      if (bad) return { error: { code: 'invalid-setting', message: `settings.${k}: ${bad}, got ${show(value)}`, field: `settings.${k}` } };
    }
    if (outside) return { error: outside };
    const key = `${engine.ruleset.id}\u0000${presetId}\u0000${empty ? '' : JSON.stringify(given)}`;
    const hit = cache.get(key);
    if (hit) return hit;
    if (extra) rs = withPreset(rs, extra);
    // Frozen: the engines may then remember what they derive from a setup's settings.
    const settings = Object.freeze(resolveSettings(rs, presetId, given as Record<string, SettingValue>));
    const outOfBounds = engine.settingBounds?.(settings);
    if (outOfBounds) {
      const field = outOfBounds.fields.find((f) => Object.hasOwn(given, f)) ?? outOfBounds.fields[0];
      return { error: { code: 'invalid-input', message: `settings.${field}: ${outOfBounds.message}`, field: `settings.${field}` } };
    }
    const items = effectiveItems(rs, presetId, given as Record<string, SettingValue>);
    const validate = validateOptions(rs, engine, settings);
    const played = new Set(items.map((i) => i.id));
    const check: ReadingCheck = {
      // A rule whose item the preset does not play can never hold.
      rules: engine.conflicts.filter((r) => r.item !== undefined && played.has(r.item)),
      flagItems: engine.flagItems,
      played: (item) => played.has(item),
    };
    const setup: Setup = { rs, settings, items, shapes: engine.shapes(items, settings), validate, check, liability: liabilityOf(rs, presetId, settings) };
    if (byPreset) {
      if (byPreset.size >= CACHE_LIMIT) byPreset.delete(byPreset.keys().next().value!);
      byPreset.set(presetId, setup);
      return setup;
    }
    if (cache.size >= CACHE_LIMIT) cache.delete(cache.keys().next().value!);
    cache.set(key, setup);
    return setup;
  }

  function answer(raw: unknown): ScoreAnswer {
    const r = score(raw);
    if (r.ok || !isRecord(raw)) return r;
    const engine = byId.get(raw.ruleset as string);
    if (!engine) return r;
    const noWinTile = raw.winTile === undefined || raw.winTile === null;
    const waitsCase = noWinTile && r.error.code === 'invalid-input' && r.error.field === 'winTile';
    // With a winning tile, a wrong count or no way of winning may be a waiting hand's: then the winning tile is what is wrong.
    const winTileCase = !noWinTile && ((r.error.code === 'wrong-tile-count' && r.error.field === 'hand') || (r.error.code === 'invalid-input' && r.error.field === 'win'));
    if (!waitsCase && !winTileCase) return r;
    // The ruleset, preset and settings passed (the scorer got as far as the hand's fields).
    const named = (raw.preset ?? engine.ruleset.defaultPreset) as string;
    const setup = resolve(engine, renamed ? currentPresetId(extraPresets, engine.ruleset.id, named, engine.ruleset) : named, (raw.settings ?? NO_SETTINGS) as Record<string, unknown>);
    if ('error' in setup) return r;
    if (waitsCase) {
      const check = (x: Record<string, unknown>) => {
        const v = validateWithoutWinTile(x, setup.validate);
        return v.ok ? { hand: v.hand } : failureOf(undefined, v.error);
      };
      return withoutWinTile(raw, { handSize: engine.ruleset.handSize, score, check });
    }
    const v = validateWithoutWinTile({ ...raw, winTile: undefined }, setup.validate);
    // A waiting hand's count: it passes without the winning tile and is not a winning hand's. A check
    // after the count that fails without the winning tile (five copies, a conflict of flags) comes after
    // `invalid-input` in the contract's order: the winning tile is still the first problem.
    const waiting = v.ok
      ? tileTotal(v.hand) < engine.ruleset.handSize + v.hand.kongs
      : r.error.code === 'wrong-tile-count' && ERROR_CODES.indexOf(v.error.code) > ERROR_CODES.indexOf('wrong-tile-count');
    if (waiting)
      return failure(raw.id, 'invalid-input', `winTile: a waiting hand takes no winTile — the hand has ${engine.ruleset.handSize - 1} tiles (and one per kong): leave winTile out to get its waits, or add the winning tile to the hand`, undefined, 'winTile');
    return r;
  }

  function score(raw: unknown): ScoreResult {
      if (!isRecord(raw)) return failure(undefined, 'invalid-input', 'a hand must be a JSON object');
      const id = raw.id;
      // Echoed exactly: a bounded string or a safe integer (null counts as given and is echoed).
      if (id !== undefined && id !== null && !idInBounds(id)) return badId(id);
      const engine = raw.ruleset === lastRulesetId ? lastRulesetEngine : byId.get(raw.ruleset as string);
      if (!engine) return failure(id, 'unknown-ruleset', unknownName('ruleset', raw.ruleset, [...byId.keys()], suggest), undefined, 'ruleset');
      lastRulesetId = raw.ruleset as string;
      lastRulesetEngine = engine;
      const named = raw.preset === undefined || raw.preset === null ? engine.ruleset.defaultPreset : raw.preset;
      if (typeof named !== 'string') return failure(id, 'unknown-preset', presetProblem(named, engine.ruleset), undefined, 'preset');
      const presetId = renamed ? currentPresetId(extraPresets, engine.ruleset.id, named, engine.ruleset) : named;
      const given = raw.settings ?? NO_SETTINGS;
      if (!isRecord(given)) return failure(id, 'invalid-setting', `settings: expected an object, got ${show(given)}`, undefined, 'settings');
      const setup = resolve(engine, presetId, given);
      if ('error' in setup) return failure(id, setup.error.code, setup.error.message, undefined, setup.error.field);
      const { rs, settings, items, shapes } = setup;
      const above = minimumAboveLimit(rs, settings);
      if (above) {
        // The setting the hand gave: its own limit, or a minimum above the preset's limit.
        const field = `settings.${Object.hasOwn(given, above.limit) ? above.limit : above.minimum}`;
        return failure(id, 'invalid-setting', `${field}: setting "${above.limit}" (${above.max}) must be at least "${above.minimum}" (${above.min})`, undefined, field);
      }
      const cross = engine.checkSettings?.(settings, raw);
      if (cross) return failure(id, 'invalid-setting', cross);

      const v = validateHand(raw, setup.validate);
      if (!v.ok && v.error.code === 'invalid-input') return failureOf(id, v.error);
      // `liable` (optional: absent or null for most hands) is refused as `invalid-input` where no
      // liability rule can apply, before any later check of the hand fails (score-api.md's order).
      const liable = raw.liable === undefined || raw.liable === null ? null : liableProblem(raw, setup, presetId, v.ok ? v.hand : null);
      if (liable !== null && 'refused' in liable) return failure(id, 'invalid-input', `liable: ${liable.refused}`, undefined, 'liable');
      if (!v.ok) return failureOf(id, v.error);
      const readings = handReadings(v.hand, shapes);
      if (readings.length === 0) {
        const e = notWinningHand(v.hand, shapes);
        return failure(id, e.code, e.message);
      }
      // One object shape for every hand: `liable` is undefined without a liable seat.
      const ctx: ScoreContext = { ruleset: rs, presetId, settings, items, hand: v.hand, liable: liable !== null && 'rule' in liable ? liable : undefined };
      const result = engine.score(ctx, readings, id);
      if (v.hand.flagList.length === 0) return result;
      // The scored reading against the conflict table (after the readings: README, "Scoring from the
      // command line"). A reading a given flag cannot go with, or that leaves one unused, is set aside
      // and the best of the others is scored; with none left, the hand is conflicting-flags.
      const problem = scoredConflict(result, v.hand, setup.check);
      if (!problem) return result;
      const usable = readings.length > 1 ? readings.filter((r) => !scoredConflict(engine.score(ctx, [r], undefined), v.hand, setup.check)) : [];
      return usable.length > 0 ? engine.score(ctx, usable, id) : failureOf(id, problem);
  }

  return { engines, score, answer };
}
