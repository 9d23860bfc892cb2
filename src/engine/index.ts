/**
 * The ruleset-independent core of the scoring engine: tiles, the mpsz parser, input validation,
 * decompositions, readings and waits. Pure TypeScript (Node, browser, CLI); no scoring values.
 */
export * from './api.ts';
export * from './errors.ts';
export * from './tiles.ts';
export * from './parse.ts';
export * from './input.ts';
export * from './validate.ts';
export * from './decompose.ts';
export * from './waits.ts';
