/** Answered by the host server itself, never by the service worker or a cache. */
export const PROBE_URL = '/healthz';
export const PROBE_INTERVAL_MS = 3_000;

export interface ProbeOptions {
  signal: AbortSignal;
  intervalMs?: number;
  fetchImpl?: typeof fetch;
}

/**
 * Resolves once the server answers at all (any HTTP status proves the network works), asking every
 * `intervalMs`; for a page loaded offline while the browser never reported being offline, so no
 * 'online' event will come. Rejects when `signal` aborts.
 */
export function waitUntilServerAnswers({ signal, intervalMs = PROBE_INTERVAL_MS, fetchImpl = (...args) => fetch(...args) }: ProbeOptions): Promise<void> {
  return new Promise((resolve, reject) => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const stop = () => {
      clearTimeout(timer);
      reject(signal.reason);
    };
    if (signal.aborted) return stop();
    signal.addEventListener('abort', stop, { once: true });
    const attempt = () => {
      fetchImpl(PROBE_URL, { cache: 'no-store', signal }).then(
        () => {
          signal.removeEventListener('abort', stop);
          resolve();
        },
        () => {
          if (!signal.aborted) timer = setTimeout(attempt, intervalMs);
        },
      );
    };
    attempt();
  });
}
