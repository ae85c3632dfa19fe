import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Redis from 'ioredis';
import { createContactApp } from './app';
import { createRequestLog } from './http/request-logger';
import type { ContactServiceConfig } from './config';
import { createLimitedServer } from '@games/shared/server/http-server-limits';
import { addressOf, createMetricsRegistry, serveMetrics } from '@games/shared/server/metrics';
import { createContactMetrics } from './metrics';
import { Outbox } from './delivery/outbox';
import { createSmtpMailSender, type MailSender } from './delivery/smtp-mail-sender';
import { createLogger, type Logger } from './logger';
import { createContactRateLimiter } from './rate-limit/contact-rate-limiter';
import { createMessageStore } from './storage/create-message-store';
import type { MessageStore } from './storage/message-store';

export interface RunningContactService {
  /** Base URL, e.g. http://127.0.0.1:8082 */
  url: string;
  port: number;
  /** GET /metrics (Prometheus), on its own port; undefined when metrics are off or their port was taken. */
  metricsUrl?: string;
  store: MessageStore;
  /** Stops accepting connections, finishes in-flight requests, stops the outbox, closes the store. */
  close(): Promise<void>;
  /**
   * The stop for SIGTERM: /readyz answers 503 and answers close their connections at once, requests
   * are served for config.shutdownDelayMs while traffic moves away, then close().
   */
  shutDown(): Promise<void>;
}

export interface StartOptions {
  logger?: Logger;
}

/** Opens storage (running migrations), starts the outbox when SMTP is configured, and listens. */
export async function startContactService(
  config: ContactServiceConfig,
  options: StartOptions = {},
): Promise<RunningContactService> {
  const logger = options.logger ?? createLogger(config.logLevel);
  const store = await createMessageStore(config);
  const redis = config.redisUrl ? connectRedis(config.redisUrl, logger) : undefined;
  const rateLimiter = createContactRateLimiter(
    { perMinute: config.rateLimitPerMinute, perDay: config.rateLimitPerDay, keyPrefix: config.rateLimitKeyPrefix },
    redis,
  );

  let sender: MailSender | undefined;
  let outbox: Outbox | undefined;
  if (config.smtp) {
    sender = createSmtpMailSender(config.smtp, config.contactEmail);
    outbox = new Outbox({
      store,
      sender,
      logger,
      pollIntervalMs: config.outboxPollIntervalMs,
      baseBackoffMs: config.outboxBaseBackoffMs,
      maxBackoffMs: config.outboxMaxBackoffMs,
    });
  }

  const registry = createMetricsRegistry('contact-service');
  const metrics = createContactMetrics(registry, store);
  const requestLog = metrics.instrument(createRequestLog(logger));
  let draining = false;
  const app = createContactApp({
    store,
    requestLog,
    draining: () => draining,
    countOutcome: (outcome) => metrics.countOutcome(outcome),
    rateLimiter,
    logger,
    trustProxy: config.trustProxy,
    onMessageStored: outbox ? () => outbox.wake() : undefined,
  });
  // Slow or stalled clients are cut within seconds, as on the host and the remotes origin (Node's own
  // check every 30 s let a slowloris connection live 22 s here against the host's 11 s).
  const server = createLimitedServer(app, config.serverLimits);
  // While draining, every answer closes its connection, so kept-alive clients reconnect elsewhere.
  server.prependListener('request', (_req: http.IncomingMessage, res: http.ServerResponse) => {
    if (draining) res.setHeader('connection', 'close');
  });

  try {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(config.port, config.host, () => {
        server.off('error', reject);
        resolve();
      });
    });
  } catch (error) {
    await store.close();
    redis?.disconnect();
    throw error;
  }
  outbox?.start();
  const metricsServer = config.metrics && (await serveMetrics(registry, { ...config.metrics, onError: (error) => logger.warn({ err: error.message }, 'metrics not served') }));
  if (metricsServer) logger.info({ address: addressOf(metricsServer), path: '/metrics' }, 'metrics served');

  const { port } = server.address() as AddressInfo;
  const url = `http://${urlHost(config.host)}:${port}`;
  logger.info({ url, storage: store.kind, redis: Boolean(redis), delivery: outbox ? 'smtp' : 'stored-only' }, 'contact service listening');
  // Log lines are batched; whoever waits for this one (a supervisor, the tests) should not wait for the batch.
  logger.flush();

  let closing: Promise<void> | undefined;
  const close = () => {
    closing ??= (async () => {
      metricsServer?.close();
      await closeServer(server, config.shutdownTimeoutMs);
      requestLog.flush();
      await outbox?.stop();
      sender?.close();
      await store.close();
      if (redis) await redis.quit().catch(() => redis.disconnect());
      logger.info('contact service stopped');
    })();
    return closing;
  };
  const metricsUrl = metricsServer ? `http://${urlHost(config.metrics!.bind)}:${(metricsServer.address() as AddressInfo).port}/metrics` : undefined;
  const shutDown = async () => {
    draining = true;
    logger.info({ delayMs: config.shutdownDelayMs }, 'draining');
    logger.flush();
    await new Promise((resolve) => setTimeout(resolve, config.shutdownDelayMs));
    await close();
  };
  return { url, port, metricsUrl, store, close, shutDown };
}

function connectRedis(url: string, logger: Logger): Redis {
  // No offline queue: while Redis is away, the limiter falls back to memory at once instead of waiting.
  const redis = new Redis(url, { enableOfflineQueue: false, maxRetriesPerRequest: 1 });
  let lastWarning = 0;
  redis.on('error', (error: Error) => {
    if (Date.now() - lastWarning < 30_000) return;
    lastWarning = Date.now();
    logger.warn({ err: error.message }, 'redis unavailable; rate limits are per replica until it returns');
  });
  return redis;
}

/** Lets in-flight requests finish; after the timeout, remaining connections are cut. */
async function closeServer(server: http.Server, timeoutMs: number): Promise<void> {
  const closed = new Promise<void>((resolve) => server.close(() => resolve()));
  server.closeIdleConnections();
  const timer = setTimeout(() => server.closeAllConnections(), timeoutMs);
  timer.unref();
  await closed;
  clearTimeout(timer);
}

function urlHost(host: string): string {
  if (host === '0.0.0.0' || host === '') return '127.0.0.1';
  if (host === '::') return '[::1]';
  return host.includes(':') ? `[${host}]` : host;
}
