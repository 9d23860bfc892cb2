import { defineConfig } from 'astro/config';
import mdx from '@astrojs/mdx';
import preact from '@astrojs/preact';
import hefenFonts from './src/integrations/fonts.mjs';
// The one locale list (src/i18n/locales.ts, checked when config.ts loads); Astro loads this file with Vite.
import { DEFAULT_LOCALE, LOCALES } from './src/i18n/config.ts';

/** The public address of the site: canonical links and hreflang alternates are absolute. */
const site = process.env.SITE_URL || 'https://rules.hefen.example';

export default defineConfig({
  site,
  output: 'static',
  trailingSlash: 'always',
  build: { format: 'directory' },
  // Astro's and Vite's caches (the content store, optimized deps) in this checkout, not in node_modules:
  // checkouts that share one node_modules (git worktrees) would otherwise build from each other's store.
  cacheDir: './.cache/astro',
  i18n: {
    locales: [...LOCALES],
    defaultLocale: DEFAULT_LOCALE,
    routing: {
      prefixDefaultLocale: true,
      // `/` is our own page (src/pages/index.astro): a language choice, not a redirect.
      redirectToDefaultLocale: false,
    },
  },
  integrations: [mdx(), preact(), hefenFonts()],
  vite: {
    cacheDir: './.cache/vite',
    build: {
      // Fonts are separate files (fetched only for the unicode-ranges a page uses), never data: URLs.
      assetsInlineLimit: 0,
      rollupOptions: {
        // Every MDX file triggers a harmless "use astro:head-inject" directive warning (a known Astro issue).
        onwarn(warning, warn) {
          if (warning.code === 'MODULE_LEVEL_DIRECTIVE' && String(warning.message).includes('astro:head-inject')) return;
          warn(warning);
        },
      },
    },
  },
});
