// useAsset for word lists, kept under its first name so existing users keep working.
import { useAsset, type AssetState, type UseAsset } from '../data/useAsset';
import type { Validate } from '../data/load-asset';
import type { WordDataOptions } from './loadWordData';

export type WordDataState<T> = AssetState<T>;
export type UseWordData<T> = UseAsset<T>;

/**
 * Loads a word list when the component mounts (cached for the page's lifetime) and reports loading, ready
 * or error; `retry()` tries again after an error. Pass a stable `validate`. No automatic retry unless
 * `options.retries` is given.
 */
export function useWordData<T>(url: string | URL, validate: Validate<T>, options: WordDataOptions = {}): UseWordData<T> {
  return useAsset(url, validate, { what: 'word list', retries: 0, ...options });
}
