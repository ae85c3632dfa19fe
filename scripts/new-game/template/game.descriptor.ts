import type { GameDescriptor } from '@games/shared/contracts';

/** What the portal's e2e drills and benches need to know about this game (see GameDescriptor). */
export const descriptor: GameDescriptor = {
  slug: '__SLUG__',
  // The board; Game.tsx gives it this test id.
  ready: { testId: '__SLUG__-board' },
  // The kit's puzzle session keeps the remembered mode and level, the records and the game of each slot
  // (daily, then one per level); the frame remembers that the help was seen.
  storageKeys: ['__SLUG__:mode', '__SLUG__:records', '__SLUG__:game-daily', '__SLUG__:game-easy', '__SLUG__:game-hard', '__SLUG__:how-to-play-seen'],
  firstLoadBudgetKb: 25,
};
