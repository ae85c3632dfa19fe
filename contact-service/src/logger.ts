import pino, { type Logger } from 'pino';

export type { Logger };

/**
 * JSON lines on stdout. Call sites log ids, statuses and timings only: never message
 * bodies, e-mail addresses or client addresses.
 */
export function createLogger(level: string): Logger {
  return pino({ level, base: { service: 'contact-service' } });
}
