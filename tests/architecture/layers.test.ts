/**
 * The import structure has one direction (README, "Layout"): core ← rules ← engine, i18n ← venues ←
 * presentation and scripts. Every relative import of every source file is read and checked against
 * the layer it lands in; a file outside every layer fails too, so a new folder must be placed.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '..', '..');

type Layer = 'core' | 'rules' | 'engine' | 'i18n' | 'venues' | 'presentation' | 'scripts';

/** Where a file belongs: the first prefix that matches its path from the project root. */
const PLACES: [string, Layer][] = [
  ['src/core/', 'core'],
  ['src/rules/', 'rules'],
  ['src/engine/', 'engine'],
  ['src/i18n/', 'i18n'],
  ['src/venues/', 'venues'],
  ['src/pages/', 'presentation'],
  ['src/components/', 'presentation'],
  ['src/layouts/', 'presentation'],
  ['src/lib/', 'presentation'],
  ['src/client/', 'presentation'],
  ['src/styles/', 'presentation'],
  ['src/integrations/', 'presentation'],
  ['src/content.config.ts', 'presentation'],
  ['scripts/', 'scripts'],
];

/** What each layer may import (besides itself). */
const MAY_IMPORT: Record<Layer, Layer[]> = {
  core: [],
  rules: ['core'],
  engine: ['core', 'rules'],
  i18n: ['core', 'rules'],
  venues: ['core', 'rules', 'engine', 'i18n'],
  presentation: ['core', 'rules', 'engine', 'i18n', 'venues', 'presentation'],
  scripts: ['core', 'rules', 'engine', 'i18n', 'venues', 'presentation', 'scripts'],
};

function layerOf(path: string): Layer | null {
  for (const [prefix, layer] of PLACES) if (path === prefix || path.startsWith(prefix)) return layer;
  return null;
}

const SOURCE = /\.(ts|tsx|mts|mjs|js|astro)$/;

function walk(dir: string, out: string[] = []): string[] {
  for (const name of readdirSync(dir)) {
    const p = join(dir, name);
    if (statSync(p).isDirectory()) walk(p, out);
    else if (SOURCE.test(name)) out.push(p);
  }
  return out;
}

/** Relative specifiers of static, side-effect, dynamic and type imports and re-exports. */
function importsOf(text: string): string[] {
  const out: string[] = [];
  const re = /(?:\bfrom\s*|\bimport\s*\(?\s*)(['"])(\.{1,2}\/[^'"]+)\1/g;
  for (const m of text.matchAll(re)) out.push(m[2]);
  return out;
}

const files = [...walk(join(root, 'src')), ...walk(join(root, 'scripts'))].map((f) => relative(root, f));

describe('layers', () => {
  it('every source file belongs to a layer', () => {
    expect(files.filter((f) => layerOf(f) === null)).toEqual([]);
  });

  it('finds the imports it checks (the reader is not blind)', () => {
    const engine = files.filter((f) => layerOf(f) === 'engine');
    const n = engine.reduce((sum, f) => sum + importsOf(readFileSync(join(root, f), 'utf8')).length, 0);
    expect(n).toBeGreaterThan(20);
  });

  it('no import runs against the direction core ← rules ← engine, i18n ← venues ← presentation, scripts', () => {
    const bad: string[] = [];
    for (const f of files) {
      const from = layerOf(f)!;
      for (const spec of importsOf(readFileSync(join(root, f), 'utf8'))) {
        const target = relative(root, resolve(dirname(join(root, f)), spec));
        const to = layerOf(target);
        if (to === null || to === from || MAY_IMPORT[from].includes(to)) continue;
        bad.push(`${f} (${from}) imports ${target} (${to})`);
      }
    }
    expect(bad).toEqual([]);
  });
});
