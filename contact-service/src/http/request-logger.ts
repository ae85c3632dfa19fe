import type { RequestHandler } from 'express';
import type { Logger } from '../logger';

/**
 * The request log. A request answered with an error status (4xx, 5xx) gets a line of its own at
 * once: method, path, status, duration. Successful requests are counted instead, and one summary
 * line per period gives their counts per method, path and status with latency percentiles.
 *
 * Why not a line per success: under load that line was the largest single cost of a request on
 * the event loop (serialising and writing ~200 bytes, thousands of times a second), and a line per
 * stored message says nothing a summary and the database do not. Never the query, addresses or bodies.
 */
export interface RequestLog {
  record(method: string | undefined, url: string | undefined, status: number, startedNs: bigint): void;
  /** Writes the pending summary now (on shutdown, or in tests). */
  flush(): void;
}

export const SUMMARY_PERIOD_MS = 1_000;

// Latency histogram: BUCKETS_PER_DOUBLING buckets per power of two of microseconds (about 9 %
// apart), up to 2^MAX_DOUBLINGS µs (67 s). A percentile is read as its bucket's upper bound.
const BUCKETS_PER_DOUBLING = 8;
const MAX_DOUBLINGS = 26;
const BUCKETS = BUCKETS_PER_DOUBLING * MAX_DOUBLINGS + 1;

export function createRequestLog(logger: Logger, periodMs = SUMMARY_PERIOD_MS): RequestLog {
  return new SummarisingRequestLog(logger, periodMs);
}

class SummarisingRequestLog implements RequestLog {
  private readonly counts = new Map<string, number>();
  private readonly histogram = new Uint32Array(BUCKETS);
  private total = 0;
  private totalMs = 0;
  private maxMs = 0;
  private timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly logger: Logger,
    private readonly periodMs: number,
  ) {}

  record(method: string | undefined, url: string | undefined, status: number, startedNs: bigint): void {
    const durationMs = Number(process.hrtime.bigint() - startedNs) / 1e6;
    if (status >= 400) {
      this.logger.info({ method, path: pathOf(url), status, durationMs }, 'request');
      return;
    }
    const key = `${method} ${pathOf(url)} ${status}`;
    this.counts.set(key, (this.counts.get(key) ?? 0) + 1);
    this.histogram[bucketOf(durationMs)]++;
    this.total++;
    this.totalMs += durationMs;
    if (durationMs > this.maxMs) this.maxMs = durationMs;
    // One timer per period with traffic, none while idle.
    if (this.timer === undefined) {
      this.timer = setTimeout(() => this.flush(), this.periodMs);
      this.timer.unref();
    }
  }

  flush(): void {
    clearTimeout(this.timer);
    this.timer = undefined;
    if (this.total === 0) return;
    this.logger.info(
      {
        periodMs: this.periodMs,
        count: this.total,
        counts: Object.fromEntries(this.counts),
        durationMs: {
          mean: round(this.totalMs / this.total),
          p50: this.percentile(0.5),
          p99: this.percentile(0.99),
          max: round(this.maxMs),
        },
      },
      'requests',
    );
    this.counts.clear();
    this.histogram.fill(0);
    this.total = 0;
    this.totalMs = 0;
    this.maxMs = 0;
  }

  private percentile(fraction: number): number {
    const rank = Math.ceil(fraction * this.total);
    let seen = 0;
    for (let bucket = 0; bucket < BUCKETS; bucket++) {
      seen += this.histogram[bucket];
      // The bucket's upper bound, but never above the largest duration seen.
      if (seen >= rank) return Math.min(round(2 ** ((bucket + 1) / BUCKETS_PER_DOUBLING) / 1000), round(this.maxMs));
    }
    return round(this.maxMs);
  }
}

function bucketOf(durationMs: number): number {
  const us = durationMs * 1000;
  if (us <= 1) return 0;
  return Math.min(BUCKETS - 1, Math.floor(Math.log2(us) * BUCKETS_PER_DOUBLING));
}

function round(ms: number): number {
  return Math.round(ms * 1000) / 1000;
}

/** Express middleware recording every request it routes, once the response is finished. */
export function requestLogger(log: RequestLog): RequestHandler {
  return (req, res, next) => {
    const started = process.hrtime.bigint();
    res.on('finish', () => log.record(req.method, req.originalUrl, res.statusCode, started));
    next();
  };
}

function pathOf(url: string | undefined): string | undefined {
  const query = url?.indexOf('?') ?? -1;
  return query === -1 ? url : url!.slice(0, query);
}
