import type { GameDescriptor } from '@games/shared/contracts';

/** What the portal's e2e drills and benches need to know about this game (see GameDescriptor). */
export const descriptor: GameDescriptor = {
  slug: 'word-boss-game',
  // The board; Game.tsx gives it this test id.
  ready: { testId: 'word-boss-game-board' },
  // The kit's puzzle session keeps the remembered mode and level, the records and the game of each slot
  // (daily, then one per level); the frame remembers that the help was seen.
  storageKeys: ['word-boss-game:mode', 'word-boss-game:records', 'word-boss-game:game-daily', 'word-boss-game:game-easy', 'word-boss-game:game-hard', 'word-boss-game:how-to-play-seen'],
  firstLoadBudgetKb: 25,
};
