import type { GameDescriptor } from '@games/shared/contracts';

/** What the portal's e2e drills and benches need to know about this game (see GameDescriptor). */
export const descriptor: GameDescriptor = {
  slug: 'connections-game',
  // The board; Game.tsx gives it this test id.
  ready: { testId: 'connections-game-board' },
  // The kit's puzzle session keeps the remembered mode and level, the records and the game of each slot
  // (daily, then one per level); the frame remembers that the help was seen.
  storageKeys: ['connections-game:mode', 'connections-game:records', 'connections-game:game-daily', 'connections-game:game-easy', 'connections-game:game-hard', 'connections-game:how-to-play-seen'],
  firstLoadBudgetKb: 25,
};
