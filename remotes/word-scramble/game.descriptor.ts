import type { GameDescriptor } from '@games/shared/contracts';

/** What the portal's e2e drills and benches need to know about this game (see GameDescriptor). */
export const descriptor: GameDescriptor = {
  slug: 'word-scramble',
  // The current word (or the finished round's summary); Game.tsx gives it this test id.
  ready: { testId: 'word-scramble-board' },
  // The round in play with its clock, the chosen mode/level/timer, the best scores, the daily records
  // (dailies done, streak) and the help seen.
  storageKeys: ['word-scramble:round', 'word-scramble:settings', 'word-scramble:scores', 'word-scramble:records', 'word-scramble:how-to-play-seen'],
  firstLoadBudgetKb: 25,
};
