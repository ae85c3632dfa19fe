import type { GameDescriptor } from '@games/shared/contracts';

/** What the portal's e2e drills and benches need to know about this game (see GameDescriptor). */
export const descriptor: GameDescriptor = {
  slug: 'crossclimb-game',
  // The board; Game.tsx gives it this test id.
  ready: { testId: 'crossclimb-game-board' },
  // The kit's puzzle session keeps the remembered mode and level, the records and the game of each slot
  // (daily, then one per level); the frame remembers that the help was seen.
  storageKeys: ['crossclimb-game:mode', 'crossclimb-game:records', 'crossclimb-game:game-daily', 'crossclimb-game:game-easy', 'crossclimb-game:game-hard', 'crossclimb-game:how-to-play-seen'],
  firstLoadBudgetKb: 25,
};
