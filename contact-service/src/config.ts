import path from 'node:path';
import { HTTP_SERVER_LIMITS, type HttpServerLimits } from '@games/shared/server/http-server-limits';
import { metricsEndpointFromEnv } from '@games/shared/server/metrics';

/** Everything that differs between machines; read once from the environment at start. */
export interface ContactServiceConfig {
  port: number;
  host: string;
  /** PostgreSQL connection string; when absent the embedded SQLite store is used. */
  databaseUrl?: string;
  sqlitePath: string;
  redisUrl?: string;
  /** Value for Express `trust proxy`: which peers may set X-Forwarded-For. */
  trustProxy: boolean | number | string;
  rateLimitPerMinute: number;
  rateLimitPerDay: number;
  /** Prefix of the limiter's Redis keys, so several deployments can share one Redis. */
  rateLimitKeyPrefix: string;
  contactEmail: string;
  smtp?: SmtpConfig;
  /** How often the outbox looks for messages that are due, in ms. */
  outboxPollIntervalMs: number;
  /** First retry delay of a failed delivery; doubles per attempt up to outboxMaxBackoffMs. */
  outboxBaseBackoffMs: number;
  outboxMaxBackoffMs: number;
  /** Header, request and keep-alive timeouts and how often they are checked: the portal servers' limits. */
  serverLimits: HttpServerLimits;
  /** Where GET /metrics (Prometheus) is served: its own port, loopback unless METRICS_BIND says otherwise; undefined: off. */
  metrics?: { port: number; bind: string };
  /**
   * At SIGTERM, /readyz answers 503 and requests are still served this long (load balancers and the
   * cluster's endpoints stop sending meanwhile) before the listener closes (SHUTDOWN_DELAY_MS).
   */
  shutdownDelayMs: number;
  /** After this long, shutdown stops waiting for in-flight requests. */
  shutdownTimeoutMs: number;
  logLevel: string;
}

export interface SmtpConfig {
  host: string;
  port: number;
  secure: boolean;
  user?: string;
  pass?: string;
  from: string;
}

type Env = Record<string, string | undefined>;

/** <repo>/.data/contact.sqlite: this file lives at <repo>/contact-service/src/config.ts. */
export const DEFAULT_SQLITE_PATH = path.resolve(__dirname, '..', '..', '.data', 'contact.sqlite');

export const DEFAULT_CONFIG: ContactServiceConfig = {
  port: 8082,
  // Only the host server on the same machine talks to this service; containers set HOST=0.0.0.0.
  host: '127.0.0.1',
  sqlitePath: DEFAULT_SQLITE_PATH,
  trustProxy: 'loopback',
  rateLimitPerMinute: 5,
  rateLimitPerDay: 50,
  rateLimitKeyPrefix: 'contact-rl',
  contactEmail: 'contact@localhost',
  outboxPollIntervalMs: 5_000,
  outboxBaseBackoffMs: 5_000,
  outboxMaxBackoffMs: 60 * 60_000,
  serverLimits: HTTP_SERVER_LIMITS,
  shutdownDelayMs: 5_000,
  shutdownTimeoutMs: 10_000,
  logLevel: 'info',
};

export function loadContactServiceConfig(env: Env = process.env): ContactServiceConfig {
  const text = (name: string): string | undefined => {
    const value = env[name]?.trim();
    return value ? value : undefined;
  };
  const integer = (name: string, fallback: number, min: number): number => {
    const raw = text(name);
    if (raw === undefined) return fallback;
    const value = Number(raw);
    if (!Number.isInteger(value) || value < min) {
      throw new Error(`${name} must be an integer >= ${min}, got "${raw}"`);
    }
    return value;
  };
  const smtpHost = text('SMTP_HOST');
  const smtpSecure = parseBoolean('SMTP_SECURE', text('SMTP_SECURE'), false);
  const contactEmail = text('CONTACT_EMAIL') ?? DEFAULT_CONFIG.contactEmail;
  return {
    ...DEFAULT_CONFIG,
    port: integer('PORT', DEFAULT_CONFIG.port, 0),
    host: text('HOST') ?? DEFAULT_CONFIG.host,
    databaseUrl: text('DATABASE_URL'),
    sqlitePath: path.resolve(text('SQLITE_PATH') ?? DEFAULT_CONFIG.sqlitePath),
    redisUrl: text('REDIS_URL'),
    trustProxy: parseTrustProxy(text('TRUST_PROXY')),
    rateLimitPerMinute: integer('RATE_LIMIT_PER_MINUTE', DEFAULT_CONFIG.rateLimitPerMinute, 1),
    rateLimitPerDay: integer('RATE_LIMIT_PER_DAY', DEFAULT_CONFIG.rateLimitPerDay, 1),
    contactEmail,
    smtp: smtpHost
      ? {
          host: smtpHost,
          port: integer('SMTP_PORT', smtpSecure ? 465 : 587, 1),
          secure: smtpSecure,
          user: text('SMTP_USER'),
          pass: text('SMTP_PASS'),
          from: text('SMTP_FROM') ?? contactEmail,
        }
      : undefined,
    logLevel: text('LOG_LEVEL') ?? DEFAULT_CONFIG.logLevel,
    shutdownDelayMs: integer('SHUTDOWN_DELAY_MS', DEFAULT_CONFIG.shutdownDelayMs, 0),
    metrics: metricsEndpointFromEnv(text('METRICS_PORT'), text('METRICS_BIND'), 9464),
  };
}

function parseBoolean(name: string, raw: string | undefined, fallback: boolean): boolean {
  if (raw === undefined) return fallback;
  if (/^(true|1|yes)$/i.test(raw)) return true;
  if (/^(false|0|no)$/i.test(raw)) return false;
  throw new Error(`${name} must be true or false, got "${raw}"`);
}

/** "false", a hop count, or Express's address list syntax ("loopback", "10.0.0.0/8, uniquelocal"). */
function parseTrustProxy(raw: string | undefined): boolean | number | string {
  if (raw === undefined) return DEFAULT_CONFIG.trustProxy;
  if (/^(false|none)$/i.test(raw)) return false;
  if (/^true$/i.test(raw)) return true;
  if (/^\d+$/.test(raw)) return Number(raw);
  return raw;
}
