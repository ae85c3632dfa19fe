import type { GameDescriptor } from '@games/shared/contracts';

/** What the portal's e2e drills and benches need to know about this game (see GameDescriptor). */
export const descriptor: GameDescriptor = {
  slug: 'word-match',
  // The board; Game.tsx gives it this test id.
  ready: { testId: 'word-match-board' },
  // The kit's puzzle session keeps the remembered mode and level, the records and the game of each slot
  // (daily, then one per level); the frame remembers that the help was seen.
  storageKeys: ['word-match:mode', 'word-match:records', 'word-match:game-daily', 'word-match:game-easy', 'word-match:game-hard', 'word-match:how-to-play-seen'],
  firstLoadBudgetKb: 25,
};
