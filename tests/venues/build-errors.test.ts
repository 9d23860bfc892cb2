/**
 * The build stops on a bad venue file with the organiser-worded list — the same text as
 * `npm run venue -- check` (src/venues/source.ts) — and nothing of Astro's schema messages: a copy of
 * the project (tests/fixture/build-fixture.ts's copy) gets two broken venue files and is built
 * without PDFs; the build fails at its content step.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { checkVenueFiles } from '../../src/venues/source.ts';
import { formatVenueIssues } from '../../src/venues/validate.ts';
import { copyProject } from '../fixture/build-fixture.ts';

const dir = mkdtempSync(join(tmpdir(), 'hefen-bad-venue-'));
const root = join(dir, 'project');
afterAll(() => {
  if (!process.env.HEFEN_KEEP_FIXTURE) rmSync(dir, { recursive: true, force: true });
});

describe('a build with bad venue files', () => {
  it('stops with every problem in the organiser’s words, as npm run venue -- check lists them', () => {
    copyProject(root);
    writeFileSync(
      join(root, 'content/venues/bad-riichi-club.yaml'),
      'name: Bad Riichi Club\nruleset: riichi\npreset: ema-2025\nrulesVersion: 2026-02-30\nlanguages: [en]\nsettings:\n  kiriage: no\nitems:\n  chiitoitu: 2\nnotes:\n  en:\n    - New players: come at 12:30\n',
    );
    writeFileSync(join(root, 'content/venues/empty-club.yaml'), '');
    const expected = formatVenueIssues(checkVenueFiles(root).issues);
    expect(expected.split('\n')).toHaveLength(5);
    const env: NodeJS.ProcessEnv = { ...process.env, ASTRO_TELEMETRY_DISABLED: '1', HEFEN_IN_FIXTURE: '1' };
    delete env.NODE_ENV;
    const r = spawnSync('npm', ['run', 'build', '--', '--no-pdf'], { cwd: root, env, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
    const out = `${r.stdout}\n${r.stderr}`;
    expect(r.status, out.slice(-3000)).toBe(1);
    expect(out).toContain(`Build failed: ${expected}`);
    expect(out).toContain('content/venues/bad-riichi-club.yaml, line 9, column 3 — items.chiitoitu: there is no item "chiitoitu" in riichi. Did you mean "chiitoitsu"?');
    expect(out).not.toMatch(/does not match collection schema|docs\.astro\.build|Did not match union|Expected type|Received undefined/);
    // Nothing was built.
    expect(out).not.toMatch(/page\(s\) built/);
  }, 240_000);
});
