import { useCallback, useEffect, useRef, useState } from 'react';
import { type AssetError, loadAsset, type LoadAssetOptions, type Validate } from './load-asset';

export type AssetState<T> =
  | { status: 'loading'; data: undefined; error: undefined }
  | { status: 'ready'; data: T; error: undefined }
  | { status: 'error'; data: undefined; error: AssetError };

export type UseAsset<T> = AssetState<T> & { retry: () => void };

const LOADING = { status: 'loading', data: undefined, error: undefined } as const;

/**
 * Loads an asset when the component mounts (cached for the page's lifetime, network errors retried with
 * back-off) and reports loading, ready or error; `retry()` tries again after an error. Pass a stable
 * `validate` (a module-level function).
 */
export function useAsset<T>(url: string | URL, validate: Validate<T>, options: LoadAssetOptions = {}): UseAsset<T> {
  const key = String(url);
  const { what = 'game data', retries, retryDelayMs } = options;
  // fetch is for tests; a new function each render must not reload.
  const fetchRef = useRef(options.fetch);
  fetchRef.current = options.fetch;
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<{ key: string; attempt: number; value: AssetState<T> }>({ key, attempt, value: LOADING });

  useEffect(() => {
    let live = true;
    loadAsset(key, validate, { what, retries, retryDelayMs, fetch: fetchRef.current }).then(
      (data) => live && setState({ key, attempt, value: { status: 'ready', data, error: undefined } }),
      // loadAsset rejects only with an AssetError.
      (error: AssetError) => live && setState({ key, attempt, value: { status: 'error', data: undefined, error } }),
    );
    return () => {
      live = false;
    };
  }, [key, validate, attempt, what, retries, retryDelayMs]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  // Until this url and attempt settle, report loading (no stale data or error from a previous one).
  const value = state.key === key && state.attempt === attempt ? state.value : LOADING;
  return { ...value, retry } as UseAsset<T>;
}
