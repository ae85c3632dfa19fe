import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { backoffDelay, fetchWithRetry, sleep, type RetryPolicy } from '@games/shared/net/retry';

// A hanging request gets 2.5 s + 0.25 s + 2.5 s + 0.75 s, then the 6 s budget ends it: the visitor has an
// answer well inside 10 s even after the page's own load time, while fast failures still get 3 attempts.
// The registry request (registry-client.ts) has the same policy.
export const REMOTE_RETRY_POLICY: RetryPolicy = { attempts: 3, backoffMs: 250, timeoutMs: 2500, budgetMs: 6000 };

/** A remote's script that neither loads nor fails is abandoned after this long (twice: 6.25 s worst case). */
export const SCRIPT_TIMEOUT_MS = 3_000;
const SCRIPT_ATTEMPTS = 2;

/**
 * Network layer of the remote error handling: manifest requests get a time-out and retries with
 * back-off; a remoteEntry script that fails to load is requested again a few times.
 *
 * Kept hand-written rather than @module-federation/retry-plugin (measured for issue 11 against 0.17.1,
 * the newest the registry offers; MIT): its fetch has no time-out, so a hanging manifest would hang
 * until the loader's 15 s deadline instead of ending within this 6 s budget; it retries a 404 and
 * replaces the failure with "The request failed three times and has now been abandoned", losing the
 * HTTP status or time-out the visitor is told; it always registers its own fetch hook, so beside this
 * one every manifest would be requested twice; and it adds 13.4 KB raw / 5.3 KB gzip (its own
 * @module-federation/sdk 0.17.1) against 1.5 KB / 0.8 KB for this plugin and the shared retry helper (@games/shared/net/retry).
 */
export default function networkRetryPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'network-retry',
    // 'same-origin' sends no cookies to the remotes origin and matches the host's <link rel="preload" as="fetch" crossorigin>.
    // A failure is thrown as a typed error (time-out, HTTP status, unreachable): the runtime hands it to
    // errorLoadRemote (afterResolve), where preload-error-event keeps it as the cause the visitor is told.
    fetch: (url, init) => fetchWithRetry(url, { ...init, credentials: 'same-origin' }, REMOTE_RETRY_POLICY),
    // The script is made here so it keeps the runtime's attributes (fetchpriority=high): a hook that
    // answers only { timeout } makes the runtime drop them.
    createScript({ url, attrs }) {
      const script = document.createElement('script');
      script.src = url;
      for (const [name, value] of Object.entries(attrs ?? {})) {
        if (name === 'async' || name === 'defer') script[name] = Boolean(value);
        else if (name !== 'type' || value === 'module') script.setAttribute(name, String(value));
      }
      return { script, timeout: SCRIPT_TIMEOUT_MS };
    },
    // The hook's declared type nests a promise in a promise; an async function's result is what the runtime awaits.
    loadEntryError: (async ({ getRemoteEntry, origin, remoteInfo, remoteEntryExports, globalLoading, uniqueKey }: LoadEntryErrorArgs) => {
      for (let attempt = 1; attempt < SCRIPT_ATTEMPTS; attempt++) {
        await sleep(backoffDelay(REMOTE_RETRY_POLICY, attempt));
        // The failed load is still registered as in flight (this hook runs inside it): asking again
        // without clearing it would wait on itself until the loader's deadline. The official retry
        // plugin clears it the same way.
        delete globalLoading[uniqueKey];
        try {
          // A fresh URL, so neither the failed request nor a failed preload of it can answer the retry.
          const exports = await getRemoteEntry({ origin, remoteInfo, remoteEntryExports, getEntryUrl: (url: string) => withRetryQuery(url, attempt) });
          if (exports) return exports;
        } catch {
          // try again until the attempts run out; the caller then reports the original error
        }
      }
      return undefined;
    }) as unknown as LoadEntryErrorHook,
  };
}

/** `url` with `retry=<attempt>` in its query (as @module-federation/retry-plugin does). */
export function withRetryQuery(url: string, attempt: number): string {
  const [base, hash = ''] = url.split('#');
  return `${base}${base.includes('?') ? '&' : '?'}retry=${attempt}${hash ? `#${hash}` : ''}`;
}

type LoadEntryErrorHook = NonNullable<ModuleFederationRuntimePlugin['loadEntryError']>;
type LoadEntryErrorArgs = Parameters<LoadEntryErrorHook>[0];
