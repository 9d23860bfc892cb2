/**
 * Where an engine error is shown and in which words: the input it points at (`errorField`), the
 * hand's count in words for a hand of another size ("12 tiles — two short"), "not waiting" for a hand
 * one short that no tile completes, and a conflict of conditions beside every control it names
 * (`error.flags` and `error.with`, `score-api.md` "Errors that name their cause"). Pure: the island
 * and the tests share it.
 */
import type { ScoreFailure } from '../../core/api.ts';
import { conflictText, type Translate } from '../../i18n/format.ts';
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
  const names = flags.map((f) => w.t(`ui:flags.${f}`));
  try {
    return new Intl.ListFormat(w.intl, { type: 'conjunction' }).format(names);
  } catch {
    return names.join(', ');
  }
}

/** What the island shows of a failure: where, and the words when the code's sentence says less. */
export function fieldErrorOf(r: ScoreFailure, w: ErrorWords): FieldError {
  const e = r.error as ConflictError;
  const err: FieldError = { at: errorField(e.code, e.field), code: e.code, position: e.position };
  if (e.code === 'wrong-tile-count' && (w.stage.stage === 'short' || w.stage.stage === 'over')) {
    err.at = 'hand';
    err.message = countText(w);
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
