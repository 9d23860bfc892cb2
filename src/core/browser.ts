/**
 * Whether this is the browser's copy of the engine: `true` in the client build only, a constant of
 * that build (`__HEFEN_BROWSER__`, defined by `src/integrations/client-rule-data.mjs`), so the
 * minifier drops the code of the branches it rules out. The shortcuts for the command line's batches
 * (a million hands a run) are left out of the calculator's page, which scores a few dozen hands a
 * tap: `validateHand`'s fast path, the detectors' facts. Both ways give the same results.
 */
declare const __HEFEN_BROWSER__: boolean | undefined;

export const IN_BROWSER = typeof __HEFEN_BROWSER__ === 'boolean' && __HEFEN_BROWSER__;
