import fs from 'node:fs';

/** Resident memory of a process now (VmRSS) and at its peak so far (VmHWM), in MB (Linux /proc). */
export function processMemory(pid: number): { rssMb: number; peakMb: number } {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (key: string) => Number(status.match(new RegExp(`^${key}:\\s+(\\d+) kB`, 'm'))?.[1] ?? NaN);
  return { rssMb: kb('VmRSS') / 1024, peakMb: kb('VmHWM') / 1024 };
}
