/**
 * CPU seconds (user + system) from /proc, for the build's cost report: the wall times of a shared,
 * busy machine wander, the CPU a build spends much less. Linux only; elsewhere every figure is null.
 */
import { readdirSync, readFileSync } from 'node:fs';

const TICKS = 100; // USER_HZ: clock ticks per second in /proc/<pid>/stat, 100 on every Linux

/** Fields of /proc/<pid>/stat after the command (which may hold spaces): [state, ppid, …]. */
function statFields(pid: number | 'self'): string[] | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  } catch {
    return null;
  }
}

/** utime + stime + cutime + cstime: a process and the children it has waited for. */
function ticks(f: string[]): number {
  return Number(f[11]) + Number(f[12]) + Number(f[13]) + Number(f[14]);
}

/**
 * CPU seconds of this process and of the children it has reaped (pdftotext, pagefind …), or null.
 * `children: false`: this process alone (a browser it closed and reaped is counted already elsewhere).
 */
export function ownCpuSeconds(opts: { children?: boolean } = {}): number | null {
  const f = statFields('self');
  if (!f) return null;
  return (opts.children === false ? Number(f[11]) + Number(f[12]) : ticks(f)) / TICKS;
}

/** CPU seconds of `pid` and every live descendant of it (a browser and its renderers), or null. */
export function treeCpuSeconds(pid: number | undefined): number | null {
  if (!pid || !statFields(pid)) return null;
  const children = new Map<number, number[]>();
  const own = new Map<number, number>();
  for (const e of readdirSync('/proc')) {
    if (!/^\d+$/.test(e)) continue;
    const f = statFields(Number(e));
    if (!f) continue;
    const ppid = Number(f[1]);
    children.set(ppid, [...(children.get(ppid) ?? []), Number(e)]);
    own.set(Number(e), ticks(f));
  }
  let sum = 0;
  const todo = [pid];
  while (todo.length) {
    const p = todo.pop()!;
    sum += own.get(p) ?? 0;
    todo.push(...(children.get(p) ?? []));
  }
  return sum / TICKS;
}
