/**
 * Content collections, validated at build: long-form prose per locale (`content/prose/<locale>/<page>.mdx`)
 * and venue presets (`content/venues/<slug>.yaml`). A wrong or missing field fails the build with the
 * file and the field; venues are checked against the rule data too (`src/venues/validate.ts`).
 */
import { defineCollection } from 'astro:content';
import { glob, type Loader } from 'astro/loaders';
import { z } from 'astro/zod';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { LOCALES } from './i18n/config.ts';
import { checkVenueFiles, VENUES_DIR } from './venues/source.ts';
import { slugOf, VenueDataError } from './venues/validate.ts';

/** The prose pages every locale must have. */
export const PROSE_PAGES = ['about'] as const;

const prose = defineCollection({
  loader: glob({ pattern: '**/*.{md,mdx}', base: './content/prose' }),
  schema: z.object({
    title: z.string().min(1),
    description: z.string().min(1),
    locale: z.enum(LOCALES),
    page: z.enum(PROSE_PAGES),
  }),
});

/**
 * Venues: the files of `content/venues/`, read and checked by `src/venues/source.ts` — the same
 * reading and the same messages as `npm run venue -- check` — before anything of Astro sees them.
 * A problem stops the build with the organiser-worded list (file, line, column, field, what is wrong
 * and what would be right); there is no zod schema, so no message of the schema's own. In `astro dev`
 * the folder is watched: a change is checked and loaded again (a problem is logged, the last good
 * venues stay).
 */
function venueFiles(): Loader {
  return {
    name: 'hefen-venue-files',
    load: async ({ store, logger, watcher, config }) => {
      const root = fileURLToPath(config.root);
      const dir = join(root, VENUES_DIR);
      const sync = () => {
        const r = checkVenueFiles(root);
        if (r.issues.length) throw new VenueDataError(r.issues);
        store.clear();
        for (const s of r.sources) store.set({ id: slugOf(s.file), data: s.data as Record<string, unknown>, filePath: s.file });
      };
      sync();
      if (!watcher) return;
      watcher.add(dir);
      watcher.on('all', (_event, path) => {
        if (!path.startsWith(dir)) return;
        try {
          sync();
          logger.info('venue files reloaded');
        } catch (e) {
          logger.error((e as Error).message);
        }
      });
    },
  };
}

const venues = defineCollection({ loader: venueFiles() });

export const collections = { prose, venues };
