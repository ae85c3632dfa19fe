import pino from 'pino';
import type { AccessLogEntry } from './metrics';

/**
 * One JSON line per request on stdout ({"msg":"request","server","method","path","route","status","ms"}),
 * written in batches off the event loop (a blocking write per request would cost more than many
 * requests). No client address, query string or user agent: the portal keeps no personal data in logs.
 * Health checks that pass are left out (the cluster asks every few seconds); the metrics count them.
 */
export function createAccessLog(destination: pino.DestinationStream = pino.destination({ dest: 1, sync: false, minLength: 8 * 1024, periodicFlush: 500 })): (entry: AccessLogEntry) => void {
  const logger = pino({ base: undefined, timestamp: pino.stdTimeFunctions.isoTime, formatters: { level: (label) => ({ level: label }) } }, destination);
  return (entry) => {
    if (entry.route === 'health' && entry.status < 400) return;
    logger.info(entry, 'request');
  };
}
