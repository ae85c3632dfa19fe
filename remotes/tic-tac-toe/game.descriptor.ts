import type { GameDescriptor } from '@games/shared/contracts';

/** What the portal's e2e drills and benches need to know about this game (see GameDescriptor). */
export const descriptor: GameDescriptor = {
  slug: 'tic-tac-toe',
  // The board; Game.tsx gives it this test id.
  ready: { testId: 'tic-tac-toe-board' },
  // The options, the game in progress, the tally; the frame remembers that the help was seen.
  storageKeys: ['tic-tac-toe:settings', 'tic-tac-toe:game', 'tic-tac-toe:tally', 'tic-tac-toe:how-to-play-seen'],
  firstLoadBudgetKb: 25,
};
