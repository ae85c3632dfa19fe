import { Counter, Histogram, type Registry } from 'prom-client';

/**
 * How one read of the games registry (registry.json) ended: read (`ok`), not there (`missing`: nothing
 * released yet, or a 404), failed (`error`) or not answered within its deadline (`timeout`).
 */
export type RegistryReadOutcome = 'ok' | 'missing' | 'error' | 'timeout';

/** Where a registry was read from: a folder (`file`), a bucket (`bucket`), an HTTP URL (`url`). */
export type RegistryReadSource = 'file' | 'bucket' | 'url';

/** Told of every registry read: where from, how it ended, how long it took. */
export type RegistryReadObserver = (source: RegistryReadSource, outcome: RegistryReadOutcome, seconds: number) => void;

/**
 * `<server>_registry_reads_total{source,outcome}` and `<server>_registry_read_duration_seconds{source,outcome}`
 * in `registry`: the reads of registry.json by one server (the host for game pages' preload hints, the
 * remotes origin for every /registry.json it serves). One read may answer several requests (reads are
 * shared while in flight), so the count is of reads, not of requests (http_requests_total has those).
 */
export function createRegistryReadMetrics(registry: Registry, server: string): RegistryReadObserver {
  const reads = new Counter({
    name: `${server}_registry_reads_total`,
    help: `Reads of the games registry by the ${server} server, by source and outcome.`,
    labelNames: ['source', 'outcome'] as const,
    registers: [registry],
  });
  const duration = new Histogram({
    name: `${server}_registry_read_duration_seconds`,
    help: 'Time a registry read took, by source and outcome.',
    labelNames: ['source', 'outcome'] as const,
    buckets: [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
    registers: [registry],
  });
  return (source, outcome, seconds) => {
    reads.inc({ source, outcome });
    duration.observe({ source, outcome }, seconds);
  };
}

/**
 * A failed read that ran out of time: an abort by AbortSignal.timeout (a DOMException named TimeoutError),
 * or a deadline of our own. Read by name, not instanceof: a DOMException may come from another realm.
 */
export function isTimeout(error: unknown): boolean {
  const { name, message } = (typeof error === 'object' && error !== null ? error : {}) as { name?: unknown; message?: unknown };
  return name === 'TimeoutError' || (typeof message === 'string' && message.startsWith('no answer within'));
}

/**
 * Reports `read` to `observe` once it settles: `outcomeOf` names a read that resolved (default `ok`), a
 * rejection is `timeout` or `error`. Passes the read's value or error through unchanged.
 */
export function timedRegistryRead<T>(
  read: Promise<T>,
  observe: ((outcome: RegistryReadOutcome, seconds: number) => void) | undefined,
  outcomeOf: (value: T) => RegistryReadOutcome = () => 'ok',
): Promise<T> {
  if (!observe) return read;
  const started = performance.now();
  const seconds = () => (performance.now() - started) / 1000;
  return read.then(
    (value) => {
      observe(outcomeOf(value), seconds());
      return value;
    },
    (error: unknown) => {
      observe(isTimeout(error) ? 'timeout' : 'error', seconds());
      throw error;
    },
  );
}
