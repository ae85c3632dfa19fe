import type { GameDescriptor } from '@games/shared/contracts';

/** What the portal's e2e drills and benches need to know about this game (see GameDescriptor). */
export const descriptor: GameDescriptor = {
  slug: 'quartiles',
  // The tiles; Game.tsx gives them this test id once the pack has loaded.
  ready: { testId: 'quartiles-board' },
  // The remembered mode, one game per mode, the daily records (streak), the score records, the help seen.
  storageKeys: ['quartiles:mode', 'quartiles:game-daily', 'quartiles:game-unlimited', 'quartiles:records', 'quartiles:scores', 'quartiles:how-to-play-seen'],
  firstLoadBudgetKb: 25,
};
