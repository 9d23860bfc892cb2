/**
 * The TypeScript of the project compiles (`tsc --noEmit`, unused locals refused): the build itself
 * only strips types, so this is where a type error — an item without a detector, a detector without
 * an item (`satisfies Record<ItemId, Detector>` in src/rules/<ruleset>/detectors.ts), a field left
 * out of a ruleset — fails `npm test`.
 */
import { spawnSync } from 'node:child_process';
import { join, resolve } from 'node:path';
import { expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '..', '..');

it('tsc --noEmit reports no error', () => {
  const tsc = join(root, 'node_modules', 'typescript', 'bin', 'tsc');
  const r = spawnSync(process.execPath, [tsc, '--noEmit', '--noUnusedLocals', '-p', root], { cwd: root, encoding: 'utf8' });
  expect(r.stdout + r.stderr).toBe('');
  expect(r.status).toBe(0);
}, 120_000);
