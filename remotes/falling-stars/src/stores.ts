import type { OlderScores } from '@games/shared/game-kit/score/peek-scores';
import { createStore } from '@games/shared/game-kit';
import { isLegacyBestRecord, scoreRecordsFromLegacy } from './logic/bestScore';

export const GAME_KEY = 'falling-stars';

/**
 * Best score and combo saved before the kit's score path (`falling-stars:best`): read only while the game keeps no
 * score records, carried into its records document (`falling-stars:records`) and removed once that is saved.
 */
export const olderBests: OlderScores = { suffix: 'best', version: 1, read: (data) => (isLegacyBestRecord(data) ? scoreRecordsFromLegacy(data) : undefined) };

/** The player's own "calm effects" choice: the reduced-motion look (no shake, few sparks) even where the system does not ask for it. */
export const calmEffectsStore = createStore<boolean>({ key: `${GAME_KEY}:calm-effects`, version: 1, validate: (value): value is boolean => typeof value === 'boolean' });
