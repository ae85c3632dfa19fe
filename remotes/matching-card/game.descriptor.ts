import type { GameDescriptor } from '@games/shared/contracts';

/** What the portal's e2e drills and benches need to know about this game (see GameDescriptor). */
export const descriptor: GameDescriptor = {
  slug: 'matching-card',
  // The board; Game.tsx gives it this test id.
  ready: { testId: 'matching-card-board' },
  // The kit's puzzle session keeps the remembered mode and level, the records and the game of each slot
  // (daily, then one per board); the score records keep best stars; the settings the theme and players;
  // the frame remembers that the help was seen.
  storageKeys: [
    'matching-card:mode',
    'matching-card:records',
    'matching-card:scores',
    'matching-card:settings',
    'matching-card:game-daily',
    'matching-card:game-3x4',
    'matching-card:game-4x4',
    'matching-card:game-4x5',
    'matching-card:game-5x6',
    'matching-card:game-6x6',
    'matching-card:how-to-play-seen',
  ],
  firstLoadBudgetKb: 25,
};
