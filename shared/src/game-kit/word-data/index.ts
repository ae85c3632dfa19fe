// Lazily loaded game data (word lists, question banks): fetch + validate + cache, and a React hook.
export { clearWordDataCache, loadWordData, WordDataError, type Validate, type WordDataErrorKind } from './loadWordData';
export { useWordData, type UseWordData, type WordDataState } from './useWordData';
