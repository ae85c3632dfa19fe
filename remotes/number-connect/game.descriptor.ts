import type { GameDescriptor } from '@games/shared/contracts';

/** What the portal's e2e drills and benches need to know about this game (see GameDescriptor). */
export const descriptor: GameDescriptor = {
  slug: 'number-connect',
  // The board (preview and grid); Game.tsx gives it this test id.
  ready: { testId: 'number-connect-board' },
  // The game in progress, the kit's score records, and the frame's "help was seen".
  storageKeys: ['number-connect:game', 'number-connect:scores', 'number-connect:how-to-play-seen'],
  firstLoadBudgetKb: 25,
};
