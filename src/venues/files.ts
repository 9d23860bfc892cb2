/**
 * Venue files read straight from disk (tests, scripts): the same validation as the build, outside Astro.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { parse } from 'yaml';
import { loadVenues, type ValidateOptions } from './validate.ts';
import type { Venue } from './types.ts';

export const VENUES_DIR = 'content/venues';

/** Every `*.yaml` of the venues directory as { file (relative to root), data }. */
export function readVenueFiles(root: string, dir = VENUES_DIR): { file: string; data: unknown }[] {
  const abs = join(root, dir);
  return readdirSync(abs)
    .filter((f) => /\.ya?ml$/i.test(f))
    .sort()
    .map((f) => ({ file: relative(root, join(abs, f)), data: parse(readFileSync(join(abs, f), 'utf8')) as unknown }));
}

/** Read, validate and normalize every venue (throws a VenueDataError listing every problem). */
export function readVenues(root: string, opts: ValidateOptions = {}): Venue[] {
  return loadVenues(readVenueFiles(root), opts);
}
