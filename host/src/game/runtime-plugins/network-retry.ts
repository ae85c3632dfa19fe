import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { backoffDelay, fetchWithRetry, HttpStatusError, REMOTE_RETRY_POLICY, sleep } from '../fetch-with-retry';

/** A remote's script that neither loads nor fails is abandoned after this long (twice: 6.25 s worst case). */
export const SCRIPT_TIMEOUT_MS = 3_000;
const SCRIPT_ATTEMPTS = 2;

/**
 * Network layer of the remote error handling: manifest requests get a time-out and retries with
 * back-off; a remoteEntry script that fails to load is requested again a few times.
 */
export default function networkRetryPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'network-retry',
    // 'same-origin' sends no cookies to the remotes origin and matches the host's <link rel="preload" as="fetch" crossorigin>.
    // A failure is thrown as a typed error (time-out, HTTP status, unreachable): the runtime hands it to
    // errorLoadRemote (afterResolve), where preload-error-event keeps it as the cause the visitor is told.
    async fetch(url, init) {
      const response = await fetchWithRetry(url, { ...init, credentials: 'same-origin' });
      if (!response.ok) throw new HttpStatusError(url, response.status);
      return response;
    },
    createScript() {
      return { timeout: SCRIPT_TIMEOUT_MS };
    },
    // The hook's declared type nests a promise in a promise; an async function's result is what the runtime awaits.
    loadEntryError: (async ({ getRemoteEntry, origin, remoteInfo, remoteEntryExports }: LoadEntryErrorArgs) => {
      for (let attempt = 1; attempt < SCRIPT_ATTEMPTS; attempt++) {
        await sleep(backoffDelay(REMOTE_RETRY_POLICY, attempt));
        try {
          const exports = await getRemoteEntry({ origin, remoteInfo, remoteEntryExports });
          if (exports) return exports;
        } catch {
          // try again until the attempts run out; the caller then reports the original error
        }
      }
      return undefined;
    }) as unknown as LoadEntryErrorHook,
  };
}

type LoadEntryErrorHook = NonNullable<ModuleFederationRuntimePlugin['loadEntryError']>;
type LoadEntryErrorArgs = Parameters<LoadEntryErrorHook>[0];
