import { useCallback, useEffect, useState } from 'react';
import { loadWordData, WordDataError, type Validate } from './loadWordData';

export type WordDataState<T> =
  | { status: 'loading'; data: undefined; error: undefined }
  | { status: 'ready'; data: T; error: undefined }
  | { status: 'error'; data: undefined; error: WordDataError };

export type UseWordData<T> = WordDataState<T> & { retry: () => void };

const LOADING = { status: 'loading', data: undefined, error: undefined } as const;

function toWordDataError(error: unknown): WordDataError {
  return error instanceof WordDataError ? error : new WordDataError('network', 'Could not load the word list.');
}

/**
 * Loads a data file when the component mounts (cached for the page's lifetime) and reports
 * loading, ready or error; `retry()` tries again after an error. Pass a stable `validate`.
 */
export function useWordData<T>(url: string | URL, validate: Validate<T>): UseWordData<T> {
  const key = String(url);
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<{ key: string; attempt: number; value: WordDataState<T> }>({ key, attempt, value: LOADING });

  useEffect(() => {
    let live = true;
    loadWordData(key, validate).then(
      (data) => live && setState({ key, attempt, value: { status: 'ready', data, error: undefined } }),
      (error: unknown) => live && setState({ key, attempt, value: { status: 'error', data: undefined, error: toWordDataError(error) } }),
    );
    return () => {
      live = false;
    };
  }, [key, validate, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  // Until this url and attempt settle, report loading (no stale data or error from a previous one).
  const value = state.key === key && state.attempt === attempt ? state.value : LOADING;
  return { ...value, retry } as UseWordData<T>;
}
