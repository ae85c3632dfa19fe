import type { GameDescriptor } from '@games/shared/contracts';

/** What the portal's e2e drills and benches need to know about this game (see GameDescriptor). */
export const descriptor: GameDescriptor = {
  slug: 'word-match',
  // The board (start panel or the two columns); Game.tsx gives it this test id once the pairs have loaded.
  ready: { testId: 'word-match-board' },
  // The chosen mode and settings, the round in play with its clock, the best scores, the daily records, the help seen.
  storageKeys: ['word-match:settings', 'word-match:round', 'word-match:scores', 'word-match:records', 'word-match:how-to-play-seen'],
  firstLoadBudgetKb: 25,
};
