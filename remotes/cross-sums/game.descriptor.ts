import type { GameDescriptor } from '@games/shared/contracts';

/** What the portal's e2e drills and benches need to know about this game (see GameDescriptor). */
export const descriptor: GameDescriptor = {
  slug: 'cross-sums',
  // The board; Game.tsx gives it this test id.
  ready: { testId: 'cross-sums-board' },
  // The kit's puzzle session keeps the remembered mode and level, the records and the game of each slot
  // (daily, then one per level); the frame remembers that the help was seen.
  storageKeys: ['cross-sums:mode', 'cross-sums:records', 'cross-sums:game-daily', 'cross-sums:game-easy', 'cross-sums:game-medium', 'cross-sums:game-hard', 'cross-sums:game-expert', 'cross-sums:settings', 'cross-sums:how-to-play-seen'],
  firstLoadBudgetKb: 25,
};
