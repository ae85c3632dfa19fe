// Word lists through the kit's asset loader (data/load-asset.ts), kept under their first names so existing
// users keep working. New code: use `loadAsset` / `useAsset` from '@games/shared/game-kit/data'.
import { AssetError, clearAssetCache, loadAsset, type AssetErrorKind, type AssetFetch, type LoadAssetOptions, type Validate } from '../data/load-asset';

export type { Validate };

export type WordDataErrorKind = AssetErrorKind;

/** Why a word list could not be loaded (the same class as AssetError). */
export const WordDataError = AssetError;
export type WordDataError = AssetError;

/** Options beyond the url, validate and fetch; retries default to 0 here (the first behaviour: an error at once, the player retries). */
export type WordDataOptions = Omit<LoadAssetOptions, 'fetch'>;

/** loadAsset for word lists: messages speak of "the word list"; no automatic retry unless asked. */
export function loadWordData<T>(url: string | URL, validate: Validate<T>, fetchImpl?: AssetFetch, options: WordDataOptions = {}): Promise<T> {
  return loadAsset(url, validate, { what: 'word list', retries: 0, ...options, fetch: fetchImpl });
}

/** Forgets every cached load (it is the asset loader's one cache). */
export const clearWordDataCache = clearAssetCache;
