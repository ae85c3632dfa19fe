import type { GameDescriptor } from '@games/shared/contracts';

/** What the portal's e2e drills and benches need to know about this game (see GameDescriptor). */
export const descriptor: GameDescriptor = {
  slug: 'memory-game',
  // The matrix; Board.tsx gives it this test id (and data-phase: ready, reveal, recall, review, over).
  ready: { testId: 'memory-game-board' },
  // The round in play, the chosen reveal time, the score records (best score and level per reveal time,
  // recent scores) and that the help was seen.
  storageKeys: ['memory-game:game', 'memory-game:reveal', 'memory-game:scores', 'memory-game:how-to-play-seen'],
  firstLoadBudgetKb: 25,
};
