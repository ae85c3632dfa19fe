// Lazily loaded game data (word lists, puzzle packs, question banks): fetch, validate, cache, retry; and a hook.
export { AssetError, clearAssetCache, loadAsset, type AssetErrorKind, type AssetFetch, type LoadAssetOptions, type Validate } from './load-asset';
export { useAsset, type AssetState, type UseAsset } from './useAsset';
