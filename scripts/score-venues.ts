/** The venues of content/venues/ as presets of the `score` command (a hand's `preset` may be a venue slug). */
import { fileURLToPath } from 'node:url';
import type { ExtraPreset } from '../src/engine/score.ts';
import { readVenues } from '../src/venues/files.ts';
import { toExtraPresets } from '../src/venues/preset.ts';
import { scriptsUrl } from './score-here.ts';

/** The venue presets; none (and a warning) when the venue files cannot be read. */
export function venuePresets(warn: (message: string) => void): ExtraPreset[] {
  try {
    return toExtraPresets(readVenues(fileURLToPath(new URL('..', scriptsUrl))));
  } catch (e) {
    warn(`warning: venue presets not loaded: ${e instanceof Error ? e.message : String(e)}\n`);
    return [];
  }
}
