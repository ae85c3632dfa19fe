import type { GameDescriptor } from '@games/shared/contracts';

/** What the portal's e2e drills and benches need to know about this game (see GameDescriptor). */
export const descriptor: GameDescriptor = {
  slug: 'quartiles',
  // The board; Game.tsx gives it this test id.
  ready: { testId: 'quartiles-board' },
  // The kit's puzzle session keeps the remembered mode and level, the records and the game of each slot
  // (daily, then one per level); the frame remembers that the help was seen.
  storageKeys: ['quartiles:mode', 'quartiles:records', 'quartiles:game-daily', 'quartiles:game-easy', 'quartiles:game-hard', 'quartiles:how-to-play-seen'],
  firstLoadBudgetKb: 25,
};
