import type { GameDescriptor } from '@games/shared/contracts';

/** What the portal's e2e drills and benches need to know about this game (see GameDescriptor). */
export const descriptor: GameDescriptor = {
  slug: 'word-boss-game',
  // The board (slots, entry, tiles); Game.tsx gives it this test id.
  ready: { testId: 'word-boss-game-board' },
  // The game in play with its clock, the chosen mode/level/timer, the best scores, the daily records
  // (dailies done, streak) and the help seen.
  storageKeys: ['word-boss-game:game', 'word-boss-game:settings', 'word-boss-game:scores', 'word-boss-game:records', 'word-boss-game:how-to-play-seen'],
  firstLoadBudgetKb: 25,
};
