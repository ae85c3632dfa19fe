import type { GameDescriptor } from '@games/shared/contracts';

/** What the portal's e2e drills and benches need to know about this game (see GameDescriptor). */
export const descriptor: GameDescriptor = {
  slug: 'falling-stars',
  ready: { testId: 'falling-stars-canvas', keyboardTarget: { role: 'application', name: 'Falling Stars' } },
  storageKeys: ['falling-stars:scores', 'falling-stars:best', 'falling-stars:how-to-play-seen', 'falling-stars:calm-effects'],
  firstLoadBudgetKb: 25,
};
