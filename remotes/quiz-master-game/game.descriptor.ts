import type { GameDescriptor } from '@games/shared/contracts';

/** What the portal's e2e drills and benches need to know about this game (see GameDescriptor). */
export const descriptor: GameDescriptor = {
  slug: 'quiz-master-game',
  // The board; Game.tsx gives it this test id.
  ready: { testId: 'quiz-master-game-board' },
  // The kit's puzzle session keeps the remembered mode and level, the records and the game of each slot
  // (daily, then one per level); the frame remembers that the help was seen.
  storageKeys: ['quiz-master-game:mode', 'quiz-master-game:records', 'quiz-master-game:game-daily', 'quiz-master-game:game-easy', 'quiz-master-game:game-hard', 'quiz-master-game:how-to-play-seen'],
  firstLoadBudgetKb: 25,
};
