/**
 * Content collections, validated at build: long-form prose per locale (`content/prose/<locale>/<page>.mdx`)
 * and venue presets (`content/venues/<slug>.yaml`). A wrong or missing field fails the build with the
 * file and the field; venues are also cross-checked against the rule data (`src/venues/validate.ts`).
 */
import { defineCollection } from 'astro:content';
import { glob } from 'astro/loaders';
import { z } from 'astro/zod';
import { LOCALES } from './i18n/config.ts';
import { validateVenue } from './venues/validate.ts';

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

const text = z.union([z.string(), z.record(z.string(), z.string())]);
const amount = z.union([z.number(), z.object({ closed: z.number(), open: z.number().nullable() })]);

/**
 * A venue: the shape here, the cross-checks (ruleset, preset, settings, items, languages, texts) in
 * `validateVenue`, whose every problem becomes an issue at its field.
 */
const venues = defineCollection({
  loader: glob({ pattern: '*.{yaml,yml}', base: './content/venues' }),
  schema: z
    .object({
      name: text,
      nativeName: z.union([z.string(), z.record(z.string(), z.string())]).optional(),
      ruleset: z.string(),
      preset: z.string(),
      rulesVersion: z.union([z.string(), z.date()]),
      languages: z.array(z.string()).min(1),
      settings: z.record(z.string(), z.unknown()).optional(),
      twoPlayer: z.boolean().optional(),
      items: z
        .record(z.string(), z.union([z.boolean(), z.number(), z.string(), amount, z.record(z.string(), amount)]))
        .optional(),
      places: z.record(z.string(), z.record(z.string(), z.unknown())).optional(),
      scoringOnly: z.boolean().optional(),
      example: z.boolean().optional(),
      address: text.optional(),
      contact: text.optional(),
      notes: z
        .union([z.string(), z.array(z.string()), z.record(z.string(), z.union([z.string(), z.array(z.string())]))])
        .optional(),
      print: z
        .object({ descriptions: z.boolean().optional(), columns: z.number().optional(), fontSize: z.number().optional() })
        .strict()
        .optional(),
      formerSlugs: z.array(z.string()).optional(),
    })
    .strict()
    .superRefine((data, ctx) => {
      // The file name (slug) is checked again where the pages load the venues (`src/venues/collection.ts`).
      for (const issue of validateVenue(data, 'venue.yaml', { checkSlug: false }))
        ctx.addIssue({ code: 'custom', path: issue.field.split('.'), message: issue.reason });
    }),
});

export const collections = { prose, venues };
