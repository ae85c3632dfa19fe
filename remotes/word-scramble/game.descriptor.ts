import type { GameDescriptor } from '@games/shared/contracts';

/** What the portal's e2e drills and benches need to know about this game (see GameDescriptor). */
export const descriptor: GameDescriptor = {
  slug: 'word-scramble',
  // The board; Game.tsx gives it this test id.
  ready: { testId: 'word-scramble-board' },
  // The kit's puzzle session keeps the remembered mode and level, the records and the game of each slot
  // (daily, then one per level); the frame remembers that the help was seen.
  storageKeys: ['word-scramble:mode', 'word-scramble:records', 'word-scramble:game-daily', 'word-scramble:game-easy', 'word-scramble:game-hard', 'word-scramble:how-to-play-seen'],
  firstLoadBudgetKb: 25,
};
