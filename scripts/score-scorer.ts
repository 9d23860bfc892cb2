/**
 * The `score` command's scorer: every ruleset and, once a hand names a preset that no ruleset has,
 * the venues of content/venues/ (score-venues.ts). Reading them waits until then — a federation's
 * thousand venue files take about a second to read and check, and the code that reads them a tenth
 * of a second to load, which every run (one hand, a batch that names no venue, each worker thread)
 * would otherwise pay before its first result.
 *
 * A catalogue preset is always found before a venue's, and a preset that is neither is refused
 * (`unknown-preset`) before the hand is scored (src/engine/score.ts, `resolveNew`). So a hand is
 * answered without the venues; when an answer was `unknown-preset`, `withVenuesIfNamed` reads the
 * venues (once) and answers the same hands again: the same answers as a
 * scorer made with every venue, for every input.
 */
import type { ScoreAnswer, ScoreResult } from '../src/core/api.ts';
import { scorer } from '../src/engine/engines.ts';
import type { RulesetEngine } from '../src/engine/ruleset-engine.ts';
import type { Scorer } from '../src/engine/score.ts';

const unknownPreset = (r: ScoreAnswer) => !r.ok && 'error' in r && r.error.code === 'unknown-preset';

export class CommandScorer implements Scorer {
  private readonly plain = scorer();
  private full: Scorer | null = null;
  private loading: Promise<void> | null = null;
  /** Set when an answer given without the venues was `unknown-preset` (cleared by `withVenuesIfNamed`). */
  private missed = false;
  readonly engines: readonly RulesetEngine[] = this.plain.engines;
  private readonly warn: (message: string) => void;
  constructor(warn: (message: string) => void) {
    this.warn = warn;
  }
  score(raw: unknown): ScoreResult {
    return this.full ? this.full.score(raw) : this.noted(this.plain.score(raw));
  }
  answer(raw: unknown): ScoreAnswer {
    return this.full ? this.full.answer(raw) : this.noted(this.plain.answer(raw));
  }
  /**
   * `work` done with this scorer, and done again with the venues (read then, once; a warning and
   * none when their files cannot be read) when it met a preset it did not know without them. `work`
   * must be repeatable (it scores; its result is what counts).
   */
  async withVenuesIfNamed<T>(work: () => T): Promise<T> {
    this.missed = false;
    const first = work();
    if (!this.missed || this.full) return first;
    await (this.loading ??= import('./score-venues.ts').then(({ venuePresets }) => {
      this.full = scorer(venuePresets(this.warn));
    }));
    return work();
  }
  /** An answer given without the venues, noted when it is `unknown-preset`. */
  private noted<R extends ScoreAnswer>(r: R): R {
    if (unknownPreset(r)) this.missed = true;
    return r;
  }
}
