// Word lists: thin names over the kit's asset loader (data/). New code uses '@games/shared/game-kit/data'.
export { clearWordDataCache, loadWordData, WordDataError, type Validate, type WordDataErrorKind, type WordDataOptions } from './loadWordData';
