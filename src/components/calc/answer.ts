/**
 * What the calculator asks the engine for a hand, by its count (`score-api.md`, "Waits" and "Discards
 * that leave a hand waiting"): one tile short, its waits (the engine scores each tile that completes it
 * both ways); of the winning count, the hand scored with its winning tile — and when it does not win,
 * the discards that leave it waiting; any other count, the hand scored (the engine names the count).
 * Every number comes from the engine's `answer()` / `score()`; this only chooses the request.
 */
import type { DiscardsResult, HandInput, ScoreResult, Wait } from '../../core/api.ts';
import type { RulesetDef } from '../../core/ruleset.ts';
import type { Scorer } from '../../engine/score.ts';
import { toInput, type CalcState } from '../../lib/calc-state.ts';
import { handStage, type HandRules } from './state.ts';

export interface Outcome {
  /** The scored hand or the failure (null for a waiting hand's waits, or a blank hand). */
  result: ScoreResult | null;
  /** A hand one tile short: each tile that completes it, scored on a discard and self-drawn. */
  waits?: Wait[];
  /** A full hand that does not win: the discards that leave it waiting, with the tiles it would wait on. */
  discards?: DiscardsResult['discards'];
  /** The engine threw (a bug): nothing to show but that. */
  crashed?: boolean;
}

/** A full hand that fails with one of these does not win: the discards that leave it waiting are asked for. */
export const NO_WIN = new Set(['not-a-winning-hand', 'no-yaku', 'below-minimum']);

/** The engine's input for a state, scored under `preset` (the composition's scored preset). */
export function inputOf(s: CalcState, rs: Pick<RulesetDef, 'id' | 'inputs'>, preset: string): HandInput {
  const input = toInput(s, rs, { defaultPreset: preset });
  input.preset = preset;
  return input;
}

/** The input without its winning tile (a waiting hand takes none; discards are asked without it). */
function withoutWinTile(input: HandInput): Record<string, unknown> {
  const o: Record<string, unknown> = { ...input };
  delete o.winTile;
  return o;
}

/**
 * A waiting hand's request: without its winning tile, and without the liable seat — a wait's value
 * and total do not depend on who is liable, and each wait is scored both ways, where a liability rule
 * may not apply (a discard without its discarder, a rule for self-draws only): that would show a
 * refusal in place of the wait's value. Who pays shows once the winning tile is chosen.
 */
function waitsRequest(input: HandInput): Record<string, unknown> {
  const o = withoutWinTile(input);
  delete o.liable;
  return o;
}

export function outcomeOf(scorer: Scorer, s: CalcState, rs: Pick<RulesetDef, 'id' | 'inputs'>, preset: string, rules: HandRules): Outcome {
  const input = inputOf(s, rs, preset);
  try {
    const { stage } = handStage(s, rules);
    if (stage === 'waiting') {
      // A chosen winning tile does not count here: the tiles are one short, so their waits are shown
      // (a tapped wait becomes the winning tile).
      const a = scorer.answer(waitsRequest(input));
      if (!a.ok) return { result: a };
      if ('waits' in a) return { result: null, waits: a.waits };
      return { result: null, crashed: true };
    }
    const result = scorer.score(input);
    if (stage === 'full' && !result.ok && NO_WIN.has(result.error.code)) {
      const d = scorer.answer({ ...withoutWinTile(input), discards: true });
      if (d.ok && 'discards' in d) return { result, discards: d.discards };
    }
    return { result };
  } catch {
    return { result: null, crashed: true };
  }
}
