/**
 * Content collections, validated at build: long-form prose per locale (`content/prose/<locale>/<page>.mdx`).
 * A wrong or missing front-matter field fails the build with the file and the field.
 */
import { defineCollection } from 'astro:content';
import { glob } from 'astro/loaders';
import { z } from 'astro/zod';
import { LOCALES } from './i18n/config.ts';

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

export const collections = { prose };
