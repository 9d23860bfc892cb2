/** The venues of content/venues/ as presets of the `score` command (a hand's `preset` may be a venue slug). */
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ExtraPreset } from '../src/engine/score.ts';
import { readVenues } from '../src/venues/files.ts';
import { toExtraPresets } from '../src/venues/preset.ts';

/** The venue presets; none (and a warning) when the venue files cannot be read. */
export function venuePresets(warn: (message: string) => void): ExtraPreset[] {
  try {
    return toExtraPresets(readVenues(join(dirname(fileURLToPath(import.meta.url)), '..')));
  } catch (e) {
    warn(`warning: venue presets not loaded: ${e instanceof Error ? e.message : String(e)}\n`);
    return [];
  }
}
