import type { GameDescriptor } from '@games/shared/contracts';

/** What the portal's e2e drills and benches need to know about this game (see GameDescriptor). */
export const descriptor: GameDescriptor = {
  slug: 'popular-words',
  // The board (prompt, answer cards, guess field); Game.tsx gives it this test id.
  ready: { testId: 'popular-words-board' },
  // The mode, the game in progress of each mode, the prompts met in unlimited play, best scores per mode,
  // the daily records (done, streak), and that the help was seen.
  storageKeys: [
    'popular-words:mode',
    'popular-words:game-daily',
    'popular-words:game-unlimited',
    'popular-words:seen',
    'popular-words:scores',
    'popular-words:records',
    'popular-words:how-to-play-seen',
  ],
  firstLoadBudgetKb: 25,
};
