import type { GameDescriptor } from '@games/shared/contracts';

/** What the portal's e2e drills and benches need to know about this game (see GameDescriptor). */
export const descriptor: GameDescriptor = {
  slug: 'the-black',
  // The board; Game.tsx gives it this test id.
  ready: { testId: 'the-black-board' },
  // The kit's puzzle session keeps the remembered mode and level, the records and the game of each slot
  // (daily, then one per level); the game keeps the best stars per level; the frame remembers that the help was seen.
  storageKeys: [
    'the-black:mode',
    'the-black:records',
    'the-black:stars',
    'the-black:game-daily',
    'the-black:game-3x3',
    'the-black:game-4x4',
    'the-black:game-5x5',
    'the-black:game-6x6',
    'the-black:game-7x7',
    'the-black:how-to-play-seen',
  ],
  firstLoadBudgetKb: 25,
};
