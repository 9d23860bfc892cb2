/**
 * Vite's preload helper in the client build (`src/integrations/no-preload-helper.mjs`): the module
 * Vite imports `__vitePreload` from is a call of the import it wraps, in the browser's build only; and
 * the build stops, naming the module, when a module loaded on demand carries a stylesheet (which the
 * helper would have loaded).
 */
import { describe, expect, it } from 'vitest';
import noPreloadHelper from '../../src/integrations/no-preload-helper.mjs';

type Hook = { filter: { id: RegExp }; handler: (this: unknown, id: string) => string | null };
const plugin = noPreloadHelper() as unknown as { load: Hook; generateBundle: (this: unknown, o: unknown, bundle: Record<string, unknown>) => void; enforce: string; apply: string };
const env = (consumer: 'client' | 'server') => ({ environment: { config: { consumer } } });
const HELPER_ID = '\0vite/preload-helper.js';

describe("the client build's preload helper", () => {
  it('is a call of the import it wraps, in the browser build only, before Vite loads its own', async () => {
    expect(plugin.enforce).toBe('pre');
    expect(plugin.apply).toBe('build');
    expect(plugin.load.filter.id.test(HELPER_ID)).toBe(true);
    expect(plugin.load.filter.id.test('/src/client/page.ts')).toBe(false);
    const code = plugin.load.handler.call(env('client'), HELPER_ID);
    expect(code).toBe('export const __vitePreload = (load) => load();\n');
    // The module as the browser runs it: the import's own promise, whatever the dependencies listed.
    const mod = await import(`data:text/javascript,${encodeURIComponent(code!)}`);
    expect(await mod.__vitePreload(() => Promise.resolve('search'), ['_astro/x.js'])).toBe('search');
    expect(plugin.load.handler.call(env('server'), HELPER_ID)).toBeNull();
  });

  it('stops the build, naming the module, when a module imported on demand carries a stylesheet', () => {
    const chunk = (fileName: string, css: string[], isDynamicEntry = true) => ({ type: 'chunk', fileName, isDynamicEntry, viteMetadata: { importedCss: new Set(css) } });
    const ok = { a: chunk('_astro/CompareRows.x.js', []), b: chunk('_astro/Calculator.y.js', ['_astro/calc.css'], false), c: { type: 'asset', fileName: '_astro/calc.css' } };
    expect(() => plugin.generateBundle.call(env('client'), {}, ok)).not.toThrow();
    const bad = { ...ok, d: chunk('_astro/Extra.z.js', ['_astro/extra.css']) };
    expect(() => plugin.generateBundle.call(env('client'), {}, bad)).toThrow(/_astro\/Extra\.z\.js is imported on demand and carries a stylesheet \(_astro\/extra\.css\)/);
    // The server build keeps Vite's own helper: nothing to check there.
    expect(() => plugin.generateBundle.call(env('server'), {}, bad)).not.toThrow();
  });
});
