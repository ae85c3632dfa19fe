import { spawn } from 'node:child_process';
import { superviseChild } from './supervise-child';

/** A child that lives until told to stop, or dies on its own after `dieAfterMs`. */
const nodeChild = (dieAfterMs?: number) =>
  spawn(process.execPath, ['-e', dieAfterMs === undefined ? 'setInterval(() => {}, 1000)' : `setTimeout(() => process.exit(3), ${dieAfterMs})`], { stdio: 'ignore' });

const until = async (condition: () => boolean) => {
  while (!condition()) await new Promise((resolve) => setTimeout(resolve, 20));
};

describe('superviseChild', () => {
  it('restarts a child that dies, with doubling back-off up to the maximum, and logs each exit and restart', async () => {
    const lines: string[] = [];
    const delays: number[] = [];
    let clock = 0;
    let starts = 0;
    const supervisor = superviseChild({
      name: 'contact-service',
      // The first four runs die at once; the fifth stays up.
      start: () => (++starts <= 4 ? nodeChild(0) : nodeChild()),
      log: (line) => lines.push(line),
      backoff: { initialMs: 1_000, maxMs: 4_000, stableMs: 60_000 },
      now: () => clock,
      setTimer: (run, ms) => {
        delays.push(ms);
        setImmediate(run);
        return () => undefined;
      },
    });
    try {
      await until(() => starts === 5 && supervisor.child !== undefined);
      expect(delays).toEqual([1_000, 2_000, 4_000, 4_000]);
      expect(supervisor.restarts).toBe(4);
      expect(lines.slice(0, 2)).toEqual(['contact-service exited (code 3); restarting in 1 s', 'contact-service restarting (restart 1)']);
      expect(lines).toHaveLength(8);

      // A run that lasted past stableMs starts the back-off again from the beginning.
      clock += 60_000;
      supervisor.child!.kill('SIGKILL');
      await until(() => delays.length === 5);
      expect(delays[4]).toBe(1_000);
      expect(lines).toContain('contact-service exited (SIGKILL); restarting in 1 s');
    } finally {
      await supervisor.stop();
    }
  }, 20_000);

  it('stop() ends the child and restarts nothing', async () => {
    const lines: string[] = [];
    let starts = 0;
    const supervisor = superviseChild({ name: 'svc', start: () => (starts++, nodeChild()), log: (line) => lines.push(line) });
    const child = supervisor.child!;
    await supervisor.stop();
    expect(child.signalCode).toBe('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect([starts, lines]).toEqual([1, []]);
  });
});
