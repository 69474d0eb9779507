import { execFileSync } from 'node:child_process';
import fs from 'node:fs';

/** Clock ticks per second of /proc's CPU times (getconf CLK_TCK; 100 on Linux in practice). */
const TICKS_PER_SECOND = (() => {
  try {
    return Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
  } catch {
    return 100;
  }
})();

/** CPU time a process has used so far, user + system, all its threads, in ms (Linux /proc). */
export function processCpuMs(pid: number): number {
  const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
  // Fields after the command name (which may hold spaces) start at the state, field 3.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const [utime, stime] = [Number(fields[14 - 3]), Number(fields[15 - 3])];
  return ((utime + stime) * 1000) / TICKS_PER_SECOND;
}

/**
 * CPU time used so far by the PostgreSQL backends serving `database` (their title reads
 * "postgres: <user> <database> ..."), per pid, in ms. Backends of other databases are left out.
 */
export function postgresBackendsCpuMs(database: string): Map<number, number> {
  const result = new Map<number, number>();
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const title = fs.readFileSync(`/proc/${entry}/cmdline`, 'utf8').replace(/\0/g, ' ');
      if (!title.startsWith('postgres: ') || !title.split(' ').includes(database)) continue;
      result.set(Number(entry), processCpuMs(Number(entry)));
    } catch {
      // The process ended while we looked.
    }
  }
  return result;
}

/** CPU ms the backends used between two postgresBackendsCpuMs snapshots (a new backend counts in full). */
export function backendsCpuDelta(before: Map<number, number>, after: Map<number, number>): number {
  let total = 0;
  for (const [pid, ms] of after) total += ms - (before.get(pid) ?? 0);
  return total;
}
