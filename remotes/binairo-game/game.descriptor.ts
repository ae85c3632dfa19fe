import type { GameDescriptor } from '@games/shared/contracts';

/** What the portal's e2e drills and benches need to know about this game (see GameDescriptor). */
export const descriptor: GameDescriptor = {
  slug: 'binairo-game',
  // The board; Game.tsx gives it this test id.
  ready: { testId: 'binairo-game-board' },
  // The kit's puzzle session keeps the remembered mode and level, the records and the game of each slot
  // (daily, then one per level); the frame remembers that the help was seen.
  storageKeys: [
    'binairo-game:mode',
    'binairo-game:records',
    'binairo-game:game-daily',
    'binairo-game:game-6x6',
    'binairo-game:game-8x8',
    'binairo-game:game-10x10',
    'binairo-game:game-12x12',
    'binairo-game:game-14x14',
    'binairo-game:how-to-play-seen',
  ],
  firstLoadBudgetKb: 25,
};
