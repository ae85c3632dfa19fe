import { createStore } from '@games/shared/game-kit';
import { isBestRecord, type BestRecord } from './logic/bestScore';

export const GAME_KEY = 'falling-stars';

/** Best score and combo; a corrupt or old-version value is discarded by the kit. */
export const bestStore = createStore<BestRecord>({ key: `${GAME_KEY}:best`, version: 1, validate: isBestRecord });
