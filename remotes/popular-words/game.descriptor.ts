import type { GameDescriptor } from '@games/shared/contracts';

/** What the portal's e2e drills and benches need to know about this game (see GameDescriptor). */
export const descriptor: GameDescriptor = {
  slug: 'popular-words',
  // The board; Game.tsx gives it this test id.
  ready: { testId: 'popular-words-board' },
  // The kit's puzzle session keeps the remembered mode and level, the records and the game of each slot
  // (daily, then one per level); the frame remembers that the help was seen.
  storageKeys: ['popular-words:mode', 'popular-words:records', 'popular-words:game-daily', 'popular-words:game-easy', 'popular-words:game-hard', 'popular-words:how-to-play-seen'],
  firstLoadBudgetKb: 25,
};
