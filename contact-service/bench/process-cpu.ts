import fs from 'node:fs';

/** CPU time of another process in microseconds: its main thread alone and the whole process (all threads). */
export interface ProcessCpu {
  mainThreadUs: number;
  processUs: number;
}

// /proc/<pid>/stat counts in clock ticks; Linux reports USER_HZ = 100 to user space.
const US_PER_TICK = 10_000;

/**
 * Reads a child's CPU time from /proc (Linux). The main thread is the figure that matters for
 * the contact service: the event loop is what saturates, storage runs on its own thread or server.
 * Returns undefined where /proc is not available.
 */
export function readProcessCpu(pid: number): ProcessCpu | undefined {
  try {
    return { mainThreadUs: ticksOf(`/proc/${pid}/task/${pid}/stat`), processUs: ticksOf(`/proc/${pid}/stat`) };
  } catch {
    return undefined;
  }
}

function ticksOf(statFile: string): number {
  const stat = fs.readFileSync(statFile, 'utf8');
  // Fields after the command name (which may contain spaces) start at state; utime and stime are fields 14 and 15.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) * US_PER_TICK;
}
