import pino, { type Logger } from 'pino';

export type { Logger };

/** Levels whose lines are written out at once: error and fatal. */
const FLUSH_AT_LEVEL = 50;
/** Lines are written once this many bytes are buffered, or after FLUSH_INTERVAL_MS. */
const WRITE_BATCH_BYTES = 8 * 1024;
const FLUSH_INTERVAL_MS = 200;

/**
 * JSON lines on stdout. Call sites log ids, statuses and timings only: never message
 * bodies, e-mail addresses or client addresses.
 *
 * Lines are written in batches, off the event loop: one write per 8 KB of lines or every
 * 200 ms, instead of one blocking write per request (profiling showed that write among the
 * larger costs of a request). Errors must not be lost, so an error or fatal line flushes the
 * buffer synchronously; pino flushes it on process exit too. Call `logger.flush()` after a line
 * someone waits for (the "listening" line).
 */
export function createLogger(level: string): Logger {
  const destination = pino.destination({ dest: 1, sync: false, minLength: WRITE_BATCH_BYTES, periodicFlush: FLUSH_INTERVAL_MS });
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
