import type { GameDescriptor } from '@games/shared/contracts';

/** What the portal's e2e drills and benches need to know about this game (see GameDescriptor). */
export const descriptor: GameDescriptor = {
  slug: 'arithmetic-game',
  // The card with the problem (or Start); Game.tsx gives it this test id.
  ready: { testId: 'arithmetic-game-board' },
  // The score path's bests and history, the round in play with its clock, the preset and Custom settings,
  // and the help seen.
  storageKeys: ['arithmetic-game:scores', 'arithmetic-game:round', 'arithmetic-game:settings', 'arithmetic-game:how-to-play-seen'],
  firstLoadBudgetKb: 25,
};
