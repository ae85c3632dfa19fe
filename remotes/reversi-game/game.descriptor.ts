import type { GameDescriptor } from '@games/shared/contracts';

/** What the portal's e2e drills and benches need to know about this game (see GameDescriptor). */
export const descriptor: GameDescriptor = {
  slug: 'reversi-game',
  // The board; Game.tsx gives it this test id.
  ready: { testId: 'reversi-game-board' },
  // The game in progress, the tally per level, the settings (legal-move dots); the frame remembers the help.
  storageKeys: ['reversi-game:game', 'reversi-game:tally', 'reversi-game:settings', 'reversi-game:how-to-play-seen'],
  firstLoadBudgetKb: 25,
};
