/**
 * The scorer over every ruleset. The calculator of one ruleset can build a smaller one with
 * `createScorer([engine])`, so a page ships only the ruleset it needs.
 */
import { engine as riichi } from './riichi/index.ts';
import { engine as hongKong } from './hong-kong/index.ts';
import { engine as taiwanClub } from './taiwan-club/index.ts';
import { createScorer, type ExtraPreset, type Scorer } from './score.ts';
import { didYouMean } from '../core/suggest.ts';

export const engines = [riichi, hongKong, taiwanClub] as const;

/**
 * Score with every ruleset; `extraPresets` adds presets that are not in a ruleset's catalogue (venues).
 * An unknown ruleset or preset is answered with the nearest known one ("did you mean").
 */
export function scorer(extraPresets: readonly ExtraPreset[] = []): Scorer {
  return createScorer(engines, extraPresets, { suggest: didYouMean });
}
