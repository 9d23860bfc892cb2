/** The venues of content/venues/ as presets of the `score` command (a hand's `preset` may be a venue slug). */
import { fileURLToPath } from 'node:url';
import type { ExtraPreset } from '../src/engine/score.ts';
import { checkVenueFiles } from '../src/venues/source.ts';
import { loadVenues } from '../src/venues/validate.ts';
import { toExtraPresets } from '../src/venues/preset.ts';
import { scriptsUrl } from './score-here.ts';

/**
 * The venue presets. A venue file with a problem is left out, with a warning naming it (the build
 * refuses it); the others are presets all the same — one half-written file among a federation's
 * thousand made every venue an unknown preset. None, and a warning, when the folder cannot be read.
 */
export function venuePresets(warn: (message: string) => void): ExtraPreset[] {
  try {
    const check = checkVenueFiles(fileURLToPath(new URL('..', scriptsUrl)));
    if (!check.issues.length) return toExtraPresets(check.venues);
    const bad = new Set(check.issues.map((i) => i.file));
    const good = check.sources.filter((s) => !bad.has(s.file));
    warn(
      `warning: venue presets not loaded from ${[...bad].join(', ')} (${check.issues.length} problem${check.issues.length > 1 ? 's' : ''}: npm run venue -- check); the other ${good.length} venue${good.length === 1 ? ' is' : 's are'} presets as usual\n`,
    );
    return toExtraPresets(loadVenues(good.map((s) => ({ file: s.file, data: s.data }))));
  } catch (e) {
    warn(`warning: venue presets not loaded: ${e instanceof Error ? e.message : String(e)}\n`);
    return [];
  }
}
