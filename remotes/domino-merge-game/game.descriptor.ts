import type { GameDescriptor } from '@games/shared/contracts';

/** What the portal's e2e drills and benches need to know about this game (see GameDescriptor). */
export const descriptor: GameDescriptor = {
  slug: 'domino-merge-game',
  // The board; Game.tsx gives it this test id.
  ready: { testId: 'domino-merge-game-board' },
  // The game in progress (saved after every piece), the kit's score records and the frame's first-visit help.
  storageKeys: ['domino-merge-game:game', 'domino-merge-game:scores', 'domino-merge-game:how-to-play-seen'],
  firstLoadBudgetKb: 25,
};
