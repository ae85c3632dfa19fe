import type { GameDescriptor } from '@games/shared/contracts';

/** What the portal's e2e drills and benches need to know about this game (see GameDescriptor). */
export const descriptor: GameDescriptor = {
  slug: 'the-grid',
  // The board; Game.tsx gives it this test id.
  ready: { testId: 'the-grid-board' },
  // The kit's puzzle session keeps the remembered mode and level, the records and the game of each slot
  // (daily, then one per level); the frame remembers that the help was seen.
  storageKeys: ['the-grid:mode', 'the-grid:records', 'the-grid:game-daily', 'the-grid:game-easy', 'the-grid:game-medium', 'the-grid:game-hard', 'the-grid:game-expert', 'the-grid:how-to-play-seen'],
  firstLoadBudgetKb: 25,
};
