/**
 * Venue files read straight from disk (tests, scripts): the same reading and validation as the build
 * (`src/venues/source.ts`), outside Astro.
 */
import { readVenueSource, readVenuesChecked, VENUES_DIR, venueFilesIn } from './source.ts';
import type { ValidateOptions } from './validate.ts';
import type { Venue } from './types.ts';

export { VENUES_DIR };

/** Every `*.yaml` / `*.yml` of the venues directory as { file (relative to root), data } (data undefined where the file cannot be read). */
export function readVenueFiles(root: string, dir = VENUES_DIR): { file: string; data: unknown }[] {
  return venueFilesIn(root, dir).map((f) => {
    const s = readVenueSource(root, f);
    return { file: s.file, data: s.data };
  });
}

/** Read, validate and normalize every venue (throws a VenueDataError listing every problem, with lines). */
export function readVenues(root: string, opts: ValidateOptions = {}): Venue[] {
  return readVenuesChecked(root, opts);
}
