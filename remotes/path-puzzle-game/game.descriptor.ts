import type { GameDescriptor } from '@games/shared/contracts';
import { LEVELS } from './src/logic/levels';

/** What the portal's e2e drills and benches need to know about this game (see GameDescriptor). */
export const descriptor: GameDescriptor = {
  slug: 'path-puzzle-game',
  // The board; Game.tsx gives it this test id.
  ready: { testId: 'path-puzzle-game-board' },
  // The kit's puzzle session keeps the remembered mode and level, the records and the game of each slot
  // (daily, then one per numbered level); the game keeps each level's best stars; the frame remembers that the
  // help was seen.
  storageKeys: [
    'path-puzzle-game:mode',
    'path-puzzle-game:records',
    'path-puzzle-game:game-daily',
    ...LEVELS.map((level) => `path-puzzle-game:game-${level.value}`),
    'path-puzzle-game:stars',
    'path-puzzle-game:how-to-play-seen',
  ],
  firstLoadBudgetKb: 25,
};
