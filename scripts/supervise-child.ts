import type { ChildProcess } from 'node:child_process';

export interface RestartBackoff {
  /** Wait before the first restart; doubles with each quick death, up to maxMs. */
  initialMs: number;
  maxMs: number;
  /** A child that ran this long before it died is restarted after initialMs again. */
  stableMs: number;
}

export const DEFAULT_RESTART_BACKOFF: RestartBackoff = { initialMs: 1_000, maxMs: 30_000, stableMs: 60_000 };

export interface SupervisorOptions {
  name: string;
  /** Starts the child (again). */
  start: () => ChildProcess;
  log: (message: string) => void;
  backoff?: RestartBackoff;
  /** Timers and clock, replaceable in tests. */
  setTimer?: (run: () => void, ms: number) => () => void;
  now?: () => number;
}

export interface Supervisor {
  /** The child running now (undefined while waiting to restart). */
  readonly child: ChildProcess | undefined;
  /** How many times the child has been restarted. */
  readonly restarts: number;
  /** Stops restarting, sends SIGTERM to the child and resolves once it has exited. */
  stop(): Promise<void>;
}

/**
 * Keeps a child process running, as `npm start` does for the contact service: when it exits without
 * being asked to, it is started again after a back-off (1 s, 2 s, 4 s … 30 s; back to 1 s once a run
 * lasted a minute), and each exit and restart is logged. Without this, one crash made every contact
 * message fail with 502 until a person restarted the portal.
 */
export function superviseChild(options: SupervisorOptions): Supervisor {
  const backoff = options.backoff ?? DEFAULT_RESTART_BACKOFF;
  const setTimer = options.setTimer ?? ((run, ms) => {
    const timer = setTimeout(run, ms);
    return () => clearTimeout(timer);
  });
  const now = options.now ?? Date.now;
  let child: ChildProcess | undefined;
  let stopping = false;
  let restarts = 0;
  let nextDelayMs = backoff.initialMs;
  let cancelRestart: (() => void) | undefined;

  const launch = () => {
    cancelRestart = undefined;
    const startedAt = now();
    const current = options.start();
    child = current;
    current.once('exit', (code, signal) => {
      if (child === current) child = undefined;
      if (stopping) return;
      if (now() - startedAt >= backoff.stableMs) nextDelayMs = backoff.initialMs;
      const delayMs = nextDelayMs;
      nextDelayMs = Math.min(backoff.maxMs, nextDelayMs * 2);
      options.log(`${options.name} exited (${signal ?? `code ${code}`}); restarting in ${formatDelay(delayMs)}`);
      cancelRestart = setTimer(() => {
        restarts++;
        options.log(`${options.name} restarting (restart ${restarts})`);
        launch();
      }, delayMs);
    });
  };
  launch();

  return {
    get child() {
      return child;
    },
    get restarts() {
      return restarts;
    },
    stop() {
      stopping = true;
      cancelRestart?.();
      const current = child;
      if (!current || current.exitCode !== null || current.signalCode !== null) return Promise.resolve();
      return new Promise<void>((resolve) => {
        current.once('exit', () => resolve());
        current.kill('SIGTERM');
      });
    },
  };
}

function formatDelay(ms: number): string {
  return ms >= 1000 ? `${ms / 1000} s` : `${ms} ms`;
}
