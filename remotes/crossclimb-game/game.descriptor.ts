import type { GameDescriptor } from '@games/shared/contracts';

/** What the portal's e2e drills and benches need to know about this game (see GameDescriptor). */
export const descriptor: GameDescriptor = {
  slug: 'crossclimb-game',
  // The ladder of seven rungs; Ladder.tsx gives it this test id.
  ready: { testId: 'crossclimb-game-board' },
  // The kit's puzzle session keeps the remembered mode, the records and the game of each slot (daily, then
  // the one unlimited level); the game keeps the ladders solved (archive ticks) and the ones dealt in
  // unlimited play (unseen first); the frame remembers that the help was seen.
  storageKeys: [
    'crossclimb-game:mode',
    'crossclimb-game:records',
    'crossclimb-game:game-daily',
    'crossclimb-game:game-classic',
    'crossclimb-game:solved',
    'crossclimb-game:seen',
    'crossclimb-game:how-to-play-seen',
  ],
  firstLoadBudgetKb: 25,
};
