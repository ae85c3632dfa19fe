import type { GameDescriptor } from '@games/shared/contracts';

/** What the portal's e2e drills and benches need to know about this game (see GameDescriptor). */
export const descriptor: GameDescriptor = {
  slug: 'quiz-master-game',
  // The quiz card (the mode and category picker before a round); Game.tsx gives it this test id.
  ready: { testId: 'quiz-master-game-board' },
  // The round in play with its clock, the mode and categories chosen, the seen question ids, the best
  // scores per mode, the daily quiz records (done, streak) and the help seen.
  storageKeys: [
    'quiz-master-game:round',
    'quiz-master-game:settings',
    'quiz-master-game:seen',
    'quiz-master-game:scores',
    'quiz-master-game:records',
    'quiz-master-game:how-to-play-seen',
  ],
  firstLoadBudgetKb: 25,
};
