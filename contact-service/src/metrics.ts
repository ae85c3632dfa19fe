import { Counter, Gauge, type Registry } from 'prom-client';
import type { RequestLog } from './http/request-logger';
import type { MessageStore } from './storage/message-store';
import { createHttpMetrics } from '@games/shared/server/metrics';

/** What became of a POST /api/contact. */
export type ContactOutcome =
  | 'stored'
  | 'replayed'
  | 'invalid'
  | 'too-large'
  | 'unsupported'
  | 'key-reused'
  | 'rate-limited'
  | 'storage-unavailable'
  | 'error';

const OUTCOME_OF_STATUS: Record<number, ContactOutcome> = {
  201: 'stored',
  400: 'invalid',
  408: 'invalid',
  413: 'too-large',
  415: 'unsupported',
  422: 'key-reused',
  429: 'rate-limited',
  503: 'storage-unavailable',
};

export function outcomeOfStatus(status: number): ContactOutcome {
  return OUTCOME_OF_STATUS[status] ?? 'error';
}

export interface ContactMetrics {
  /** Counts one answered contact message. */
  countOutcome(outcome: ContactOutcome): void;
  /** Records every answered request into the HTTP metrics, besides `log`. */
  instrument(log: RequestLog): RequestLog;
}

/**
 * The contact service's metrics: requests and latency (http_requests_total, http_request_duration_seconds,
 * server="contact"), what became of each message (contact_messages_total{outcome}) and the outbox:
 * messages not yet delivered by e-mail and the age of the oldest, read from storage when scraped.
 */
export function createContactMetrics(registry: Registry, store: MessageStore): ContactMetrics {
  const http = createHttpMetrics(registry);
  const outcomes = new Counter({
    name: 'contact_messages_total',
    help: 'Contact messages answered, by outcome (stored, replayed, invalid, too-large, unsupported, key-reused, rate-limited, storage-unavailable, error).',
    labelNames: ['outcome'] as const,
    registers: [registry],
  });
  // Counters bound to their label once: an increment on the request path costs no label lookup.
  const byOutcome = new Map<ContactOutcome, { inc(): void }>();
  // Both outbox gauges come from one query per scrape.
  let scrape: Promise<{ undelivered: number; oldestReceivedAt: number | null } | undefined> | undefined;
  const outbox = () => {
    scrape ??= store
      .outboxStats()
      .catch(() => undefined)
      .finally(() => setTimeout(() => (scrape = undefined), 1_000).unref());
    return scrape;
  };
  new Gauge({
    name: 'contact_outbox_undelivered_messages',
    help: 'Stored messages not yet delivered by e-mail (the outbox depth).',
    registers: [registry],
    async collect() {
      // Storage down: the gauge keeps its last value; readiness and the 503s tell that story.
      const stats = await outbox();
      if (stats) this.set(stats.undelivered);
    },
  });
  new Gauge({
    name: 'contact_outbox_oldest_undelivered_age_seconds',
    help: 'Age of the oldest message not yet delivered by e-mail (0 when none).',
    registers: [registry],
    async collect() {
      const stats = await outbox();
      if (stats) this.set(stats.oldestReceivedAt === null ? 0 : Math.max(0, (Date.now() - stats.oldestReceivedAt) / 1000));
    },
  });
  return {
    countOutcome(outcome) {
      let counter = byOutcome.get(outcome);
      if (!counter) byOutcome.set(outcome, (counter = outcomes.labels({ outcome })));
      counter.inc();
    },
    instrument(log) {
      return {
        record(method, url, status, startedNs) {
          log.record(method, url, status, startedNs);
          http.observe('contact', method, routeOf(url), status, Number(process.hrtime.bigint() - startedNs) / 1e9);
        },
        flush: () => log.flush(),
      };
    },
  };
}

function routeOf(url: string | undefined): string {
  const path = url ?? '';
  if (path.startsWith('/api/contact')) return 'contact';
  if (path === '/healthz' || path === '/readyz') return 'health';
  return 'other';
}
