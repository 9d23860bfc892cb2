/**
 * One build at a time per working tree: `.cache/build.lock`.
 *
 * The lock file holds the owner's pid, its start time as the kernel counts it (field 22 of
 * /proc/<pid>/stat, clock ticks since boot), a wall-clock start, the host name and the command. It is
 * created atomically and always whole: the record is written to a temporary file in the same folder,
 * which is then hard-linked to `build.lock` — link(2), like open(…, O_EXCL) (`wx`), fails when the name
 * exists, so of two builds starting at once exactly one gets it, and nobody ever reads a half-written lock.
 *
 * A lock whose owner is gone is stale: its pid is not alive, or the pid is alive but is another process
 * (its /proc start time differs: the pid was reused). A stale lock is taken over, with a message — so a
 * build killed with SIGKILL, which runs no clean-up, does not block the next one. A lock from another
 * host (a shared folder) cannot be checked and is never taken over.
 *
 * The holder releases it on exit (also on process.exit() from a signal handler); only a lock that is
 * still its own (same token) is removed. Acquiring again in the process that holds it is a no-op
 * (scripts/build.ts holds it while scripts/pdf.ts, which takes it when run alone, renders).
 */
import { randomBytes } from 'node:crypto';
import { linkSync, mkdirSync, readFileSync, renameSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import { dirname, join } from 'node:path';

export interface LockRecord {
  pid: number;
  /** Start time of the process in clock ticks since boot (/proc/<pid>/stat field 22), null where there is no /proc. */
  start: number | null;
  /** When the owner took the lock (ISO 8601). */
  startedAt: string;
  hostname: string;
  command: string;
  /** Unique to one acquisition: release removes the file only while it still holds this. */
  token: string;
}

/** Exit status of a build that stops because another one holds the lock (EX_TEMPFAIL: try again later). */
export const LOCKED_EXIT_CODE = 75;

export class BuildLockedError extends Error {
  readonly owner: LockRecord | null;
  readonly lockFile: string;
  constructor(message: string, lockFile: string, owner: LockRecord | null) {
    super(message);
    this.name = 'BuildLockedError';
    this.lockFile = lockFile;
    this.owner = owner;
  }
}

export interface BuildLock {
  readonly file: string;
  readonly record: LockRecord;
  /** Remove the lock if it is still ours (idempotent). */
  release(): void;
}

/** The kernel's start time of a process (clock ticks since boot), or null: no such process / no /proc. */
export function processStartTime(pid: number): number | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // "pid (comm) state ppid …": comm may hold spaces and parentheses, so count from the last ')'.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const start = Number(fields[22 - 3]);
    return Number.isFinite(start) ? start : null;
  } catch {
    return null;
  }
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === 'EPERM';
  }
}

const hasProc = processStartTime(process.pid) !== null;

/** Why the lock's owner is gone (the lock is stale), or null when it may still be running. */
export function staleReason(rec: LockRecord): string | null {
  if (rec.hostname !== hostname()) return null;
  if (!alive(rec.pid)) return `pid ${rec.pid} is no longer running`;
  if (hasProc && rec.start !== null) {
    const now = processStartTime(rec.pid);
    if (now !== null && now !== rec.start) return `pid ${rec.pid} is now another process`;
  }
  return null;
}

function parse(text: string): LockRecord | null {
  try {
    const r = JSON.parse(text) as Partial<LockRecord>;
    if (typeof r.pid === 'number' && typeof r.token === 'string' && typeof r.hostname === 'string')
      return { start: null, startedAt: '?', command: '?', ...r } as LockRecord;
  } catch {
    /* not a lock record */
  }
  return null;
}

function readLock(file: string): { text: string; rec: LockRecord | null } | null {
  try {
    const text = readFileSync(file, 'utf8');
    return { text, rec: parse(text) };
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw e;
  }
}

function describe(rec: LockRecord): string {
  const ago = Date.parse(rec.startedAt);
  const since = Number.isFinite(ago) ? ` (${Math.max(0, Math.round((Date.now() - ago) / 1000))} s ago)` : '';
  const host = rec.hostname !== hostname() ? ` on host ${rec.hostname}` : '';
  return `pid ${rec.pid}, started ${rec.startedAt}${since}${host}`;
}

const held = new Map<string, { lock: BuildLock; depth: number }>();

export interface AcquireOptions {
  /** What the lock says the owner runs (default: the process's arguments). */
  command?: string;
  /** Messages (the take-over of a stale lock). */
  log?: (line: string) => void;
}

/**
 * Take the build lock `file` (`<tree>/.cache/build.lock`), or throw BuildLockedError naming the build
 * that holds it. Released on process exit; call release() to give it up earlier.
 */
export function acquireBuildLock(file: string, opts: AcquireOptions = {}): BuildLock {
  const log = opts.log ?? ((l: string) => console.warn(l));
  const mine = held.get(file);
  if (mine) {
    mine.depth++;
    return handle(file, mine.lock.record);
  }
  mkdirSync(dirname(file), { recursive: true });
  const record: LockRecord = {
    pid: process.pid,
    start: processStartTime(process.pid),
    startedAt: new Date().toISOString(),
    hostname: hostname(),
    command: opts.command ?? process.argv.slice(1).join(' '),
    token: randomBytes(12).toString('hex'),
  };
  const tmp = join(dirname(file), `.build.lock.${process.pid}.${record.token}`);
  try {
    writeFileSync(tmp, `${JSON.stringify(record, null, 2)}\n`, { flag: 'wx' });
    take(file, tmp, record, log);
  } finally {
    rmSync(tmp, { force: true });
  }

  let released = false;
  const release = () => {
    if (released) return;
    released = true;
    held.delete(file);
    process.off('exit', release);
    try {
      if (readLock(file)?.rec?.token === record.token) unlinkSync(file);
    } catch {
      /* already gone */
    }
  };
  process.on('exit', release);
  held.set(file, { lock: { file, record, release }, depth: 1 });
  return handle(file, record);
}

/** One acquisition of a held lock: the file goes when the last one is released. */
function handle(file: string, record: LockRecord): BuildLock {
  let done = false;
  return {
    file,
    record,
    release: () => {
      const h = held.get(file);
      if (done || !h) return;
      done = true;
      if (--h.depth === 0) h.lock.release();
    },
  };
}

/** Link the complete record `tmp` to `file`, taking over a stale lock; throws BuildLockedError. */
function take(file: string, tmp: string, record: LockRecord, log: (line: string) => void): void {
  for (let attempt = 0; ; attempt++) {
    try {
      linkSync(tmp, file);
      return;
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e;
    }
    const cur = readLock(file);
    if (!cur) continue; // released meanwhile: try again
    const reason = cur.rec ? staleReason(cur.rec) : 'the lock file is unreadable';
    if (!reason || attempt > 5) {
      const who = cur.rec ? describe(cur.rec) : 'owner unknown';
      const other = cur.rec && cur.rec.hostname !== hostname();
      throw new BuildLockedError(
        `another build (${who}) is running in this folder; wait for it or stop it` +
          (other
            ? ` — it runs on another host and cannot be checked from here: if no build runs there, delete ${file}`
            : cur.rec
              ? ` (kill ${cur.rec.pid})`
              : ` — if none runs, delete ${file}`),
        file,
        cur.rec,
      );
    }
    // Take it over: move the stale file aside (atomic). If what was moved is not the lock judged stale
    // (another build took it over and locked in between), put that one back and look again.
    const aside = join(dirname(file), `.build.lock.stale.${process.pid}.${record.token}`);
    try {
      renameSync(file, aside);
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code === 'ENOENT') continue;
      throw e;
    }
    const moved = readFileSync(aside, 'utf8');
    if (moved !== cur.text) {
      try {
        linkSync(aside, file);
      } catch {
        /* a third build locked meanwhile: it holds the lock, the next round sees it */
      }
      unlinkSync(aside);
      continue;
    }
    unlinkSync(aside);
    log(`Build lock: taking over the stale lock ${file} (${cur.rec ? describe(cur.rec) : 'unreadable'}): ${reason}.`);
  }
}

/** The build lock of a working tree (the folder holding `.cache/`). */
export function buildLockFile(root: string): string {
  return join(root, '.cache', 'build.lock');
}
