/**
 * The build lock (scripts/lib/lock.ts): one holder at a time; a second one is told who holds it; a
 * lock whose process is gone, or whose pid now belongs to another process, is taken over with a
 * message; a lock from another host is never taken over; release removes only the holder's own lock.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { acquireBuildLock, BuildLockedError, processStartTime, staleReason, type LockRecord } from '../../scripts/lib/lock.ts';

const dir = mkdtempSync(join(tmpdir(), 'hefen-lock-test-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
let n = 0;
const lockFile = () => join(dir, `t${++n}`, 'build.lock');

function record(over: Partial<LockRecord>): LockRecord {
  return { pid: process.pid, start: processStartTime(process.pid), startedAt: new Date().toISOString(), hostname: hostname(), command: 'test', token: 'x', ...over };
}
function write(file: string, rec: LockRecord): void {
  acquireBuildLock(file, { log: () => {} }).release(); // makes the folder
  writeFileSync(file, JSON.stringify(rec));
}
/** A pid that was alive a moment ago and is not any more. */
function deadPid(): number {
  const r = spawnSync('sh', ['-c', 'echo $$']);
  return Number(r.stdout.toString().trim());
}

describe('the build lock', () => {
  it('is a file holding pid, /proc start time, start, host and command, created and removed by its holder', () => {
    const file = lockFile();
    const lock = acquireBuildLock(file, { command: 'npm run build' });
    const rec = JSON.parse(readFileSync(file, 'utf8')) as LockRecord;
    expect(rec).toMatchObject({ pid: process.pid, hostname: hostname(), command: 'npm run build' });
    expect(rec.start).toBe(processStartTime(process.pid));
    expect(Date.parse(rec.startedAt)).toBeGreaterThan(Date.now() - 60_000);
    lock.release();
    expect(existsSync(file)).toBe(false);
  });

  it('is re-entrant in its process: the file goes with the last release', () => {
    const file = lockFile();
    const outer = acquireBuildLock(file);
    const inner = acquireBuildLock(file);
    inner.release();
    expect(existsSync(file)).toBe(true);
    outer.release();
    expect(existsSync(file)).toBe(false);
  });

  it('refuses a second holder while its owner runs, naming the owner and what to do', async () => {
    const file = lockFile();
    const child = spawn('sleep', ['30']);
    try {
      write(file, record({ pid: child.pid!, start: processStartTime(child.pid!), startedAt: '2026-01-02T03:04:05.000Z' }));
      let err: unknown;
      try {
        acquireBuildLock(file, { log: () => {} });
      } catch (e) {
        err = e;
      }
      expect(err).toBeInstanceOf(BuildLockedError);
      expect((err as Error).message).toMatch(
        new RegExp(`^another build \\(pid ${child.pid}, started 2026-01-02T03:04:05.000Z \\(\\d+ s ago\\)\\) is running in this folder; wait for it or stop it`),
      );
      expect(JSON.parse(readFileSync(file, 'utf8')).pid).toBe(child.pid);
    } finally {
      child.kill('SIGKILL');
    }
  });

  it('takes over a lock whose process is gone (a build killed with SIGKILL), with a message', () => {
    const file = lockFile();
    const pid = deadPid();
    write(file, record({ pid, start: 12345 }));
    expect(staleReason(record({ pid }))).toBe(`pid ${pid} is no longer running`);
    const lines: string[] = [];
    const lock = acquireBuildLock(file, { log: (l) => lines.push(l) });
    expect(lines.join('\n')).toMatch(new RegExp(`taking over the stale lock .*pid ${pid}.*no longer running`));
    expect(JSON.parse(readFileSync(file, 'utf8')).pid).toBe(process.pid);
    lock.release();
  });

  it('takes over a lock whose pid is now another process (its /proc start time differs)', () => {
    const file = lockFile();
    const child = spawn('sleep', ['30']);
    try {
      write(file, record({ pid: child.pid!, start: processStartTime(child.pid!)! - 1 }));
      const lines: string[] = [];
      acquireBuildLock(file, { log: (l) => lines.push(l) }).release();
      expect(lines.join('\n')).toContain(`pid ${child.pid} is now another process`);
    } finally {
      child.kill('SIGKILL');
    }
  });

  it('never takes over a lock of another host: it cannot tell whether that build runs', () => {
    const file = lockFile();
    write(file, record({ pid: deadPid(), hostname: 'elsewhere.example' }));
    expect(() => acquireBuildLock(file, { log: () => {} })).toThrow(/on host elsewhere\.example\) is running in this folder.*another host/);
  });

  it('takes over an unreadable lock file', () => {
    const file = lockFile();
    acquireBuildLock(file, { log: () => {} }).release();
    writeFileSync(file, '');
    const lines: string[] = [];
    acquireBuildLock(file, { log: (l) => lines.push(l) }).release();
    expect(lines.join('\n')).toContain('unreadable');
  });

  it('release leaves a lock that is not its own (taken over meanwhile)', () => {
    const file = lockFile();
    const lock = acquireBuildLock(file);
    writeFileSync(file, JSON.stringify(record({ token: 'someone-else' })));
    lock.release();
    expect(existsSync(file)).toBe(true);
  });
});
