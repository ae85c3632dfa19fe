import { createStore } from '@games/shared/game-kit';
import { isLegacyBestRecord, scoreRecordsFromLegacy } from './logic/bestScore';

export const GAME_KEY = 'falling-stars';

/** Best score and combo saved before the kit's score path; read only until `falling-stars:scores` exists. */
const legacyBestStore = createStore({ key: `${GAME_KEY}:best`, version: 1, validate: isLegacyBestRecord });
export function legacyScoreRecords() {
  const legacy = legacyBestStore.load();
  return legacy && scoreRecordsFromLegacy(legacy);
}
