/**
 * Vite's preload helper, replaced in the client build by a call of the import it wraps. Vite wraps
 * every dynamic `import()` of the browser's code in `__vitePreload(() => import(…), deps)`, which adds
 * `<link rel=modulepreload>` for the chunks the imported one needs and loads its stylesheets: a shared
 * file of 0.9 KB gzip, loaded by every page (the service worker's registration imports it for search)
 * and counted in each calculator page's budget (tests/browser/size.test.ts). The site needs none of it:
 * the two modules loaded on demand — the search code (`src/client/search.ts`) and the body of "this
 * hand under other rules" (`CompareRows.tsx`) — import only chunks their page has loaded already
 * (Preact, its hooks), and no stylesheet (the pages link the calculator's and the search box's styles
 * themselves). The build stops, naming the module, should a module imported on demand ever carry a
 * stylesheet: the helper's place is then needed again.
 */

/** The module Vite imports `__vitePreload` from (its own id, `\0`: not a file). */
const HELPER = /^\0vite\/preload-helper\.js$/;

/** @returns {import('vite').Plugin} */
export default function noPreloadHelper() {
  return {
    name: 'hefen-no-preload-helper',
    apply: 'build',
    enforce: 'pre',
    load: {
      filter: { id: HELPER },
      handler(id) {
        if (this.environment && this.environment.config.consumer !== 'client') return null;
        return 'export const __vitePreload = (load) => load();\n';
      },
    },
    generateBundle(_, bundle) {
      if (this.environment && this.environment.config.consumer !== 'client') return;
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk' || !chunk.isDynamicEntry) continue;
        const css = chunk.viteMetadata?.importedCss;
        if (css && css.size)
          throw new Error(
            `${chunk.fileName} is imported on demand and carries a stylesheet (${[...css].join(', ')}), which Vite's preload helper would load: ` +
              `import the stylesheet from the page's component instead, or remove noPreloadHelper() from astro.config.mjs (src/integrations/no-preload-helper.mjs)`,
          );
      }
    },
  };
}
