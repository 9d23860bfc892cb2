import { defineConfig } from 'astro/config';
import mdx from '@astrojs/mdx';
import preact from '@astrojs/preact';
import hefenFonts from './src/integrations/fonts.mjs';
// The one locale list (src/i18n/locales.ts, checked when config.ts loads); Astro loads this file with Vite.
import { DEFAULT_LOCALE, LOCALES } from './src/i18n/config.ts';
import { PLACEHOLDER_SITE, siteAddress } from './src/lib/address.ts';
import hefenAddress from './src/integrations/address.mjs';
import hefenSitemap from './src/integrations/sitemap.mjs';
import clientRuleData from './src/integrations/client-rule-data.mjs';
import noPreloadHelper from './src/integrations/no-preload-helper.mjs';
import { CSP_DIRECTIVES } from './src/lib/csp.ts';

/** The modules that can hold Preact JSX: the islands' components (.tsx; .jsx too). */
const PREACT_JSX = /\.[jt]sx$/;

/**
 * The public address of the site (README, "Publish"): env SITE_URL, else this `site`. Replace the
 * placeholder by the address the site is served at, or set SITE_URL when building. It may carry a
 * path (`https://user.github.io/club-rules`): the path becomes `base`, and every page, asset and
 * redirect lives under it. Canonical links, hreflang alternates, the short addresses and the QR codes
 * of the sheets are built from it; with the placeholder, sheets and PDFs print a preview mark instead.
 */
const site = process.env.SITE_URL || PLACEHOLDER_SITE;
const address = siteAddress(site, process.env.SITE_URL ? 'SITE_URL' : '`site` in astro.config.mjs');

/**
 * Every MDX page makes the bundler warn that the directive "use astro:head-inject" Astro adds to it
 * "may not be preserved" (withastro/astro#18087, harmless: Astro reads the directive before bundling).
 * Three such warnings on every build read to an organiser as if something were wrong: this plugin
 * drops exactly that warning, and any other still shows. (A `build.rollupOptions.onwarn` does not
 * reach the prerender build, whose bundler options Astro sets itself.)
 */
const quietHeadInject = {
  name: 'hefen-quiet-head-inject',
  onLog(level, log) {
    if (log.code === 'MODULE_LEVEL_DIRECTIVE' && String(log.message).includes('astro:head-inject')) return false;
  },
};

export default defineConfig({
  site: address.href,
  base: address.base,
  output: 'static',
  trailingSlash: 'always',
  build: { format: 'directory' },
  // Prose is rendered without Shiki: its colours are inline styles, which the Content-Security-Policy
  // below blocks (a code block in a venue's or the site's prose is plain <pre><code>, styled by the site).
  markdown: { syntaxHighlight: false },
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
  // A Content-Security-Policy <meta> on every page (README, "Content-Security-Policy"): Astro adds the
  // hashes of the scripts and styles it bundles or inlines; a page adds those of its own inline ones
  // and 'wasm-unsafe-eval' where search loads (src/lib/csp.ts).
  security: {
    csp: {
      algorithm: 'SHA-256',
      directives: [...CSP_DIRECTIVES],
      scriptDirective: { resources: ["'self'"] },
      styleDirective: { resources: ["'self'"] },
    },
  },
  // The sitemap only for a public address (src/integrations/sitemap.mjs): the placeholder never loads.
  // Preact's JSX goes through Babel (@astrojs/preact always hands @preact/preset-vite Babel options):
  // only the files that can hold JSX. By default every .ts/.js module of src/ went through a Babel
  // parse and print that changed nothing (Vite strips the types itself) — about a fifth of the site
  // step's CPU, before Astro writes its first page.
  integrations: [mdx(), preact({ include: [PREACT_JSX] }), hefenFonts(), hefenAddress(), ...hefenSitemap({ enabled: !address.placeholder })],
  vite: {
    cacheDir: './.cache/vite',
    // The browser's copy of the rule data leaves out the items' worked examples (pages only); a module
    // loaded on demand is imported without Vite's preload helper (src/integrations/no-preload-helper.mjs).
    plugins: [clientRuleData(), noPreloadHelper(), quietHeadInject],
    // The base path for src/lib/urls.ts (`BASE`): a constant of the build, whatever the environment holds.
    define: { __HEFEN_BASE__: JSON.stringify(address.base) },
    build: {
      // Fonts are separate files (fetched only for the unicode-ranges a page uses), never data: URLs.
      assetsInlineLimit: 0,
    },
  },
});
