/**
 * The `score` command's scorer: every ruleset and, once a hand names a preset that no ruleset has,
 * the venues of content/venues/ (score-venues.ts). Reading them waits until then — a federation's
 * thousand venue files take about a second to read and check, and the code that reads them a tenth
 * of a second to load, which every run (one hand, a batch that names no venue, each worker thread)
 * would otherwise pay before its first result.
 *
 * A catalogue preset is always found before a venue's, and a preset that is neither is refused
 * (`unknown-preset`) before the hand is scored (src/engine/score.ts, `resolveNew`). So a hand is
 * answered without the venues; when an answer was `unknown-preset`, `missed` is set, the caller
 * loads the venues (`loadVenues`, once) and answers the same hands again: the same answers as a
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
  /** Set when an answer given without the venues was `unknown-preset` (the caller clears it). */
  missed = false;
  readonly engines: readonly RulesetEngine[] = this.plain.engines;
  private readonly warn: (message: string) => void;
  constructor(warn: (message: string) => void) {
    this.warn = warn;
  }
  score(raw: unknown): ScoreResult {
    if (this.full) return this.full.score(raw);
    const r = this.plain.score(raw);
    if (unknownPreset(r)) this.missed = true;
    return r;
  }
  answer(raw: unknown): ScoreAnswer {
    if (this.full) return this.full.answer(raw);
    const r = this.plain.answer(raw);
    if (unknownPreset(r)) this.missed = true;
    return r;
  }
  /** Read the venues (once; a warning, and none, when their files cannot be read). */
  loadVenues(): Promise<void> {
    return (this.loading ??= import('./score-venues.ts').then(({ venuePresets }) => {
      this.full = scorer(venuePresets(this.warn));
    }));
  }
  /**
   * `work` done with this scorer, and done again with the venues when it met a preset it did not
   * know without them. `work` must be repeatable (it scores; its result is what counts).
   */
  async withVenuesIfNamed<T>(work: () => T): Promise<T> {
    this.missed = false;
    const first = work();
    if (!this.missed || this.full) return first;
    await this.loadVenues();
    return work();
  }
}
