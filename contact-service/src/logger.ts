import pino, { type Logger } from 'pino';

export type { Logger };

/** Levels whose lines are written out at once: error and fatal. */
const FLUSH_AT_LEVEL = 50;

/**
 * JSON lines on stdout. Call sites log ids, statuses and timings only: never message
 * bodies, e-mail addresses or client addresses.
 *
 * Lines go out asynchronously: under load the lines logged while one write is in progress are
 * written together by the next, instead of one blocking write per request on the event loop.
 * Errors must not be lost, so an error or fatal line flushes the buffer synchronously, and pino
 * flushes it on process exit.
 */
export function createLogger(level: string): Logger {
  const destination = pino.destination({ dest: 1, sync: false });
  return pino(
    {
      level,
      base: { service: 'contact-service' },
      hooks: {
        logMethod(args, method, lineLevel) {
          method.apply(this, args);
          if (lineLevel >= FLUSH_AT_LEVEL) flushQuietly(destination);
        },
      },
    },
    destination,
  );
}

function flushQuietly(destination: ReturnType<typeof pino.destination>): void {
  try {
    destination.flushSync();
  } catch {
    // Not open yet (the first write opens it) or stdout is gone: the async write still carries the line.
  }
}
