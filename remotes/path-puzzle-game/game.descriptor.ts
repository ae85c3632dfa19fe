import type { GameDescriptor } from '@games/shared/contracts';

/** What the portal's e2e drills and benches need to know about this game (see GameDescriptor). */
export const descriptor: GameDescriptor = {
  slug: 'path-puzzle-game',
  // The board; Game.tsx gives it this test id.
  ready: { testId: 'path-puzzle-game-board' },
  // The kit's puzzle session keeps the remembered mode and level, the records and the game of each slot
  // (daily, then one per level); the frame remembers that the help was seen.
  storageKeys: [
    'path-puzzle-game:mode',
    'path-puzzle-game:records',
    'path-puzzle-game:game-daily',
    ...['pack5', 'pack6', 'pack7', 'pack8', 'pack9', 'pack10', 'pack12'].map((level) => `path-puzzle-game:game-${level}`),
    'path-puzzle-game:how-to-play-seen',
  ],
  firstLoadBudgetKb: 25,
};
