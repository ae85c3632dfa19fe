import type { GameDescriptor } from '@games/shared/contracts';

/** What the portal's e2e drills and benches need to know about this game (see GameDescriptor). */
export const descriptor: GameDescriptor = {
  slug: 'merge-and-double',
  // The board (queue and columns); Game.tsx gives it this test id.
  ready: { testId: 'merge-and-double-board' },
  // The game in progress, the kit's score records, and the frame's "help was seen".
  storageKeys: ['merge-and-double:game', 'merge-and-double:scores', 'merge-and-double:how-to-play-seen'],
  firstLoadBudgetKb: 25,
};
