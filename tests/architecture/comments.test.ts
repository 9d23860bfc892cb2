/**
 * Comments and the README name files that exist: every project path written in a source file of
 * `src/` or `scripts/`, or in the README, must be there (paths with placeholders such as
 * `locales/<code>/` are skipped).
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '..', '..');
const PATH = /\b(?:src|scripts|tests|content)\/[A-Za-z0-9_./-]+\.(?:ts|tsx|astro|mjs|json|yaml|css|mdx)\b/g;

function walk(dir: string, out: string[] = []): string[] {
  for (const name of readdirSync(dir)) {
    const p = join(dir, name);
    if (statSync(p).isDirectory()) walk(p, out);
    else if (/\.(ts|tsx|mjs|astro|css)$/.test(name)) out.push(p);
  }
  return out;
}

it('every file path named in src/, scripts/ and the README exists', () => {
  const files = [...walk(join(root, 'src')), ...walk(join(root, 'scripts')), join(root, 'README.md')];
  const missing: string[] = [];
  for (const f of files) {
    const lines = readFileSync(f, 'utf8').split('\n');
    lines.forEach((line, i) => {
      for (const m of line.matchAll(PATH)) {
        if (!existsSync(join(root, m[0]))) missing.push(`${relative(root, f)}:${i + 1} names ${m[0]}`);
      }
    });
  }
  expect(missing).toEqual([]);
});
