import type { GameDescriptor } from '@games/shared/contracts';

/** What the portal's e2e drills and benches need to know about this game (see GameDescriptor). */
export const descriptor: GameDescriptor = {
  slug: 'sequent-number-game',
  // The board; Game.tsx gives it this test id.
  ready: { testId: 'sequent-number-game-board' },
  // The kit's puzzle session keeps the remembered mode and level, the records and the game of each slot
  // (daily, then one per level); the frame remembers that the help was seen.
  storageKeys: [
    'sequent-number-game:mode',
    'sequent-number-game:records',
    'sequent-number-game:game-daily',
    ...['hidato5', 'hidato6', 'hidato7', 'hidato8', 'hidato9', 'hidato10', 'numbrix6', 'numbrix7', 'numbrix8', 'numbrix10'].map((level) => `sequent-number-game:game-${level}`),
    'sequent-number-game:how-to-play-seen',
  ],
  firstLoadBudgetKb: 25,
};
