import type { GameDescriptor } from '@games/shared/contracts';

/** What the portal's e2e drills and benches need to know about this game (see GameDescriptor). */
export const descriptor: GameDescriptor = {
  slug: '2048',
  ready: { testId: 'board-2048' },
  // The kit's score records (`2048:scores`) fall back to the older best-score save (`2048:best`) when empty.
  storageKeys: ['2048:game-4', '2048:scores', '2048:best', '2048:settings', '2048:how-to-play-seen'],
  firstLoadBudgetKb: 15,
  e2ePath: '/game/2048?seed=e2e-saves',
};
