/**
 * The venues of the `venues` content collection, validated (file name included) and normalized, for
 * the pages. A problem fails the build listing file, field and reason. Astro only (`astro:content`).
 */
import { getCollection } from 'astro:content';
import { loadVenues } from './validate.ts';
import type { Venue } from './types.ts';

let cached: Promise<Venue[]> | undefined;

export function getVenues(): Promise<Venue[]> {
  cached ??= getCollection('venues').then((entries) =>
    loadVenues(entries.map((e) => ({ file: e.filePath ?? `content/venues/${e.id}.yaml`, data: e.data }))),
  );
  return cached;
}

