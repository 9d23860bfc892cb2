/**
 * A ruleset's conflict table (`score-api.md`, "Errors that name their cause"): every combination of
 * flags, and of a flag with the seat, the way of winning, the melds or the hand, that cannot hold, as
 * data. Each rule names its flags, what else is involved (`with`) and what would make the hand possible
 * (`need`); the `conflicting-flags` error takes them from the rule, never from its message.
 *
 * Two stages, one table:
 *
 * - rules without `item` are checked on the validated hand (`firstConflict`, by `validateHand`: after
 *   win-tile-not-in-hand, before the readings);
 * - rules with `item` say that their flags cannot be declared with a reading in which that item holds,
 *   and the ruleset's `flagItems` name the items that score each flag: a reading that leaves a given
 *   flag unused (no item of the flag held, while one of them is played) cannot be the scored one.
 *   `readingConflict` checks a scored reading against both, after the readings are scored.
 */
import type { ConflictNeed, ConflictWith } from './api.ts';
import { engineError, type EngineError } from './errors.ts';
import { tileToString } from './tiles.ts';
import type { NormalizedHand } from './validate.ts';

/** One rule of a ruleset's conflict table. */
export interface ConflictRule {
  /** Stable id (`error.rule`). */
  id: string;
  /** The flags involved (`error.flags`): the rule can hold only when every one of them is given. */
  flags: readonly string[];
  /** What else is involved, when it is not (only) another flag (`error.with`). */
  with?: ConflictWith;
  /** What would make the hand possible (`error.need`): the words of the localized message. */
  need: ConflictNeed;
  /** When the rule holds, beyond its flags being given; absent: the flags cannot go together at all. */
  when?: (hand: NormalizedHand) => boolean;
  /**
   * Checked on the scored reading instead of the validated hand: the flags cannot be declared with a
   * reading in which this item (an effective item of the preset) holds.
   */
  item?: string;
  /** English: names the flags, says what conflicts and how to fix it. */
  message: string | ((hand: NormalizedHand) => string);
}

/** What a rule needs of the situation: what else it involves (`with`) and when the hand lacks it. */
type Situation = Exclude<ConflictNeed, 'not-together' | 'riichi' | 'other-reading'>;
const SITUATIONS: Record<Situation, { with: ConflictWith; when: (h: NormalizedHand) => boolean }> = {
  dealer: { with: 'seat', when: (h) => !h.dealer },
  'non-dealer': { with: 'seat', when: (h) => h.dealer },
  // The dealer sits east (score-api.md).
  'dealer-discarder': { with: 'seat', when: (h) => h.discarder !== null && h.discarder !== 'east' },
  'self-drawn': { with: 'win', when: (h) => !h.selfDrawn },
  discard: { with: 'win', when: (h) => h.selfDrawn },
  'no-discarder': { with: 'win', when: (h) => h.selfDrawn && h.discarder !== null },
  closed: { with: 'melds', when: (h) => !h.closed },
  'no-melds': { with: 'melds', when: (h) => h.melds.length > 0 },
  kong: { with: 'melds', when: (h) => h.kongs < 1 },
  'two-kongs': { with: 'melds', when: (h) => h.kongs < 2 },
  'bonus-tile': { with: 'hand', when: (h) => h.bonus.length === 0 },
  // A hand given without a winning tile (its waits) has winTile -1: no copies, the rule does not hold.
  'robbed-tile': { with: 'hand', when: (h) => winCopies(h) > 1 },
};

/** Copies of the winning tile in the hand, its declared sets and the dora indicators (none without a winning tile). */
function winCopies(h: NormalizedHand): number {
  let n = h.all[h.winTile] ?? 0;
  for (const t of h.doraIndicators) if (t.kind === h.winTile) n++;
  for (const t of h.uraDoraIndicators) if (t.kind === h.winTile) n++;
  return n;
}

/**
 * A rule's `need` of the situation with what follows from it — its `with` and when the hand lacks it —
 * so a table names the need once: `{ id, flags: ['heavenly'], ...needs('dealer'), message }`.
 */
export function needs(need: Situation): Pick<ConflictRule, 'with' | 'need' | 'when'> {
  return { need, ...SITUATIONS[need] };
}

/**
 * A win on a robbed kong tile (`flag`): that tile is the fourth copy of its kind — the other three are
 * in the player's pung it was added to (or, robbing a concealed kong, in that kong) — so the winner's
 * hand, declared sets and the indicators hold no other copy of it. One rule for every ruleset's table.
 */
export const robbedTileOnce = (flag: string): ConflictRule => ({
  id: `${flag}-other-copy`,
  flags: [flag],
  ...needs('robbed-tile'),
  message: (h) => `${q(flag)} wins on the fourth ${tileToString(h.winTile)}: the hand, its sets and the indicators cannot hold another. Change the tiles, or remove ${q(flag)}`,
});

/**
 * A self-drawn win names no discarder (score-api.md: `discarder` is "a win on a discard only"): given
 * one, the input says two things that cannot both hold, and is refused rather than read one way. One
 * rule for every ruleset's table (its last).
 */
export const discarderOnSelfDraw: ConflictRule = {
  id: 'discarder-self-drawn',
  flags: [],
  ...needs('no-discarder'),
  message: (h) => `a self-drawn win has no discarder, but discarder is ${h.discarder}: leave discarder out, or set win "discard"`,
};

/** `"riichi"`: a flag as the English messages name it. */
export const q = (flag: string): string => `"${flag}"`;

/** A pair of flags that cannot hold together, and why (its id `<a>-with-<b>`). */
export const pair = (a: string, b: string, why: string): ConflictRule => ({
  id: `${a}-with-${b}`,
  flags: [a, b],
  need: 'not-together',
  message: `${q(a)} and ${q(b)} cannot hold together: ${why}; remove one of them`,
});

/** The `conflicting-flags` error of a rule that holds for `hand`: its flags, `with`, `need` and id. */
export function conflictError(rule: ConflictRule, hand: NormalizedHand): EngineError {
  const message = typeof rule.message === 'function' ? rule.message(hand) : rule.message;
  const e = engineError('conflicting-flags', message, { field: rule.flags.length ? 'flags' : fieldOf(rule) });
  e.flags = rule.flags.slice();
  if (rule.with !== undefined) e.with = rule.with;
  e.need = rule.need;
  e.rule = rule.id;
  return e;
}

/** The input field a rule without flags is about (a discarder on a self-draw: `discarder`). */
function fieldOf(rule: ConflictRule): string {
  return rule.need === 'no-discarder' ? 'discarder' : 'flags';
}

// ---------------------------------------------------------------------------------------------
// The validated hand

/** A rule list's checks on the validated hand, worked out once per list: each rule's flags as a bit mask. */
interface CompiledRules {
  rules: readonly ConflictRule[];
  /** The list was frozen when compiled: it cannot have changed since (no entry-by-entry check). */
  frozen: boolean;
  /** The rules checked on the validated hand (no `item`), in order. */
  list: ConflictRule[];
  bits: Map<string, number>;
  /** Per rule of `list`: the bits of its flags. */
  masks: number[];
  /** Per rule of `list`: every flag has a bit (the mask alone says whether they are all given). */
  exact: boolean[];
  /** Some rule of `list` names no flag: it is checked whatever flags are given. */
  anyWithoutFlags: boolean;
}
const compiled = new WeakMap<readonly ConflictRule[], CompiledRules>();
let lastRules: readonly ConflictRule[] | null = null;
let lastCompiled: CompiledRules | null = null;

/** Whether `c` was made from exactly these rules (a list changed since is compiled again). */
function sameRules(c: CompiledRules, rules: readonly ConflictRule[]): boolean {
  const list = c.rules;
  if (list.length !== rules.length) return false;
  for (let i = 0; i < list.length; i++) if (list[i] !== rules[i]) return false;
  return true;
}

function compiledRules(rules: readonly ConflictRule[]): CompiledRules {
  if (rules === lastRules && lastCompiled && (lastCompiled.frozen || sameRules(lastCompiled, rules))) return lastCompiled;
  let c = compiled.get(rules);
  if (!c || !sameRules(c, rules)) {
    const list = rules.filter((r) => r.item === undefined);
    const bits = new Map<string, number>();
    for (const r of list) for (const f of r.flags) if (!bits.has(f) && bits.size < 30) bits.set(f, 1 << bits.size);
    const masks = list.map((r) => r.flags.reduce((m, f) => m | (bits.get(f) ?? 0), 0));
    const exact = list.map((r) => r.flags.every((f) => bits.has(f)));
    c = {
      rules: rules.slice(),
      frozen: Object.isFrozen(rules),
      list,
      bits,
      masks,
      exact,
      anyWithoutFlags: list.some((r) => r.flags.length === 0),
    };
    compiled.set(rules, c);
  }
  lastRules = rules;
  lastCompiled = c;
  return c;
}

/** Whether every flag of `rule` is given. */
function allGiven(hand: NormalizedHand, rule: ConflictRule): boolean {
  for (let i = 0; i < rule.flags.length; i++) if (!hand.flags.has(rule.flags[i])) return false;
  return true;
}

/**
 * Run a ruleset's conflict rules on a validated hand, in order; the first that holds gives the
 * `conflicting-flags` error. Rules with an `item` are the scored reading's (`readingConflict`).
 * Linear in the rules; a rule whose flags are not all given costs one mask test.
 */
export function firstConflict(hand: NormalizedHand, rules: readonly ConflictRule[]): EngineError | null {
  const c = compiledRules(rules);
  // The bits of the given flags that some rule names.
  let given = 0;
  const flags = hand.flagList;
  if (c.bits.size > 0) for (let i = 0; i < flags.length; i++) given |= c.bits.get(flags[i]) ?? 0;
  // No flag of any rule given, and every rule needs one: nothing can hold.
  if (given === 0 && !c.anyWithoutFlags) return null;
  const list = c.list;
  for (let i = 0; i < list.length; i++) {
    const mask = c.masks[i];
    if ((given & mask) !== mask) continue;
    const r = list[i];
    if (!c.exact[i] && !allGiven(hand, r)) continue;
    if (r.when === undefined || r.when(hand)) return conflictError(r, hand);
  }
  return null;
}

// ---------------------------------------------------------------------------------------------
// The scored reading

/** What the check of a scored reading needs of a ruleset and a preset. */
export interface ReadingCheck {
  /** The rules of the table with an `item`, in order. */
  rules: readonly ConflictRule[];
  /** Flag → the items that score it (any one of them holding uses the flag). */
  flagItems: Readonly<Record<string, readonly string[]>>;
  /** Whether the preset plays an item (an effective item): a flag none of whose items is played is not checked. */
  played: (item: string) => boolean;
}

/** The id of the rule a flag unused by the scored reading breaks (`error.rule`). */
export const unusedRuleId = (flag: string): string => `${flag}-unused`;

/**
 * The conflict of a scored reading, or null: the first rule with an `item` whose flags are all given
 * and whose item held, then the first given flag that the reading leaves unused — one of its items
 * (`flagItems`) is played, and none held. `held` says whether an item held for the reading (counted,
 * or left out by a relation: `excluded`). Linear in the flags given (each with its few items) and the
 * rules.
 */
export function readingConflict(hand: NormalizedHand, held: (item: string) => boolean, check: ReadingCheck): EngineError | null {
  const flags = hand.flagList;
  if (flags.length === 0) return null;
  for (const r of check.rules) if (allGiven(hand, r) && held(r.item!)) return conflictError(r, hand);
  for (let i = 0; i < flags.length; i++) {
    const f = flags[i];
    const items = Object.hasOwn(check.flagItems, f) ? check.flagItems[f] : undefined;
    if (!items || items.length === 0) continue;
    let playedAny = false;
    let used = false;
    for (let j = 0; j < items.length && !used; j++) {
      if (!check.played(items[j])) continue;
      playedAny = true;
      used = held(items[j]);
    }
    if (playedAny && !used) return conflictError(unusedRule(f, items), hand);
  }
  return null;
}

/** The rule a flag unused by the scored reading breaks (made when it is reported). */
function unusedRule(flag: string, items: readonly string[]): ConflictRule {
  return {
    id: unusedRuleId(flag),
    flags: [flag],
    with: 'hand',
    need: 'other-reading',
    message: `${q(flag)} is given, but no reading of this hand scores it (${items.join(' or ')} never holds): remove ${q(flag)}`,
  };
}

/** Small helpers for writing conflict rules as data. */
export const hasFlag = (hand: NormalizedHand, flag: string): boolean => hand.flags.has(flag);
export const hasAllFlags = (hand: NormalizedHand, ...flags: string[]): boolean => flags.every((f) => hand.flags.has(f));
export const hasAnyFlag = (hand: NormalizedHand, ...flags: string[]): boolean => flags.some((f) => hand.flags.has(f));
