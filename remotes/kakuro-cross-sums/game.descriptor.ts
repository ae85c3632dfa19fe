import type { GameDescriptor } from '@games/shared/contracts';

/** What the portal's e2e drills and benches need to know about this game (see GameDescriptor). */
export const descriptor: GameDescriptor = {
  slug: 'kakuro-cross-sums',
  // The board; Game.tsx gives it this test id.
  ready: { testId: 'kakuro-cross-sums-board' },
  // The kit's puzzle session keeps the remembered mode and level, the records and the game of each slot
  // (daily, then one per level); the frame remembers that the help was seen.
  storageKeys: ['kakuro-cross-sums:mode', 'kakuro-cross-sums:records', 'kakuro-cross-sums:game-daily', 'kakuro-cross-sums:game-easy', 'kakuro-cross-sums:game-medium', 'kakuro-cross-sums:game-hard', 'kakuro-cross-sums:game-expert', 'kakuro-cross-sums:how-to-play-seen'],
  firstLoadBudgetKb: 25,
};
