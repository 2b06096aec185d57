import { readdirSync, readFileSync } from 'node:fs';

// Clock ticks per second of /proc's utime and stime (USER_HZ: 100 on every Linux build in use).
const TICKS_PER_SECOND = 100;

/** CPU seconds (user + system) a process has used so far, from /proc/<pid>/stat; 0 once it is gone. */
export function cpuSecondsOf(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) may hold spaces; the fields after its closing parenthesis are fixed.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
  } catch {
    return 0;
  }
}

/** CPU seconds used so far by each process named `name` (PostgreSQL's backends are all `postgres`), by pid. */
export function cpuSecondsByProcess(name: string): Map<number, number> {
  const seconds = new Map<number, number>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (readFileSync(`/proc/${entry}/comm`, 'utf8').trim() === name)
        seconds.set(Number(entry), cpuSecondsOf(Number(entry)));
    } catch {
      // The process ended between the listing and the read.
    }
  }
  return seconds;
}

/**
 * CPU seconds the processes named `name` used since `before` (cpuSecondsByProcess): a process started
 * since counts whole, one that has ended since is left out (its last seconds are lost with it).
 */
export function cpuSecondsSince(name: string, before: Map<number, number>): number {
  let total = 0;
  for (const [pid, seconds] of cpuSecondsByProcess(name)) total += Math.max(0, seconds - (before.get(pid) ?? 0));
  return total;
}
