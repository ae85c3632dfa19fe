import { createStore } from '@games/shared/game-kit';
import { isLegacyBestRecord, scoreRecordsFromLegacy } from './logic/bestScore';

export const GAME_KEY = 'falling-stars';

/** Best score and combo saved before the kit's score path; read only until `falling-stars:scores` exists. */
const legacyBestStore = createStore({ key: `${GAME_KEY}:best`, version: 1, validate: isLegacyBestRecord });
export function legacyScoreRecords() {
  const legacy = legacyBestStore.load();
  return legacy && scoreRecordsFromLegacy(legacy);
}

/** The player's own "calm effects" choice: the reduced-motion look (no shake, few sparks) even where the system does not ask for it. */
export const calmEffectsStore = createStore<boolean>({ key: `${GAME_KEY}:calm-effects`, version: 1, validate: (value): value is boolean => typeof value === 'boolean' });
