/**
 * File access to the built site for tests/build.test.ts (plain JS: the project has no @types/node).
 */
import { execSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
export const dist = join(root, 'dist');

/** `dist/<parts>/index.html` @param {...string} parts */
export function pagePath(...parts) {
  return join(dist, ...parts, 'index.html');
}

/** @param {...string} parts */
export function hasPage(...parts) {
  return existsSync(pagePath(...parts));
}

/** @param {...string} parts @returns {string} */
export function readPage(...parts) {
  return readFileSync(pagePath(...parts), 'utf8');
}

/** Build the site once when `dist/` has no root page. */
export function ensureBuilt() {
  if (hasPage()) return;
  execSync('npm run build', { cwd: root, stdio: 'inherit', env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1' } });
}

/** A source file of the project, as text. @param {string} path relative to the project root */
export function readSource(path) {
  return readFileSync(join(root, path), 'utf8');
}
