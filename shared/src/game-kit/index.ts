// The game kit: what every game shares. Import only what you use; each piece is its own module.
export { createRandom, dailySeed, hashString, type Random } from './random';
export { createStore, STORAGE_NAMESPACE, type Store, type StoreOptions, type StorageLike } from './storage';
export { usePersistentState } from './usePersistentState';
export { useGameTimer, type GameTimer, type GameTimerOptions } from './useGameTimer';
export { useFirstVisit } from './useFirstVisit';
export { formatDuration } from './formatDuration';
export { Dialog, type DialogProps } from './Dialog';
export { ResultDialog, type GameAction, type GameResult, type ResultDialogProps } from './ResultDialog';
export { GameFrame, type GameFrameProps, type GameStat } from './GameFrame';
