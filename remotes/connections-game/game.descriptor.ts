import type { GameDescriptor } from '@games/shared/contracts';

/** What the portal's e2e drills and benches need to know about this game (see GameDescriptor). */
export const descriptor: GameDescriptor = {
  slug: 'connections-game',
  // The board (found groups and the word grid); Game.tsx gives it this test id once the puzzles have loaded.
  ready: { testId: 'connections-game-board' },
  // The game of each slot (today's daily, archive puzzles) and the open one; the stats, streak and archive
  // marks; the frame remembers that the help was seen.
  storageKeys: ['connections-game:games', 'connections-game:stats', 'connections-game:how-to-play-seen'],
  firstLoadBudgetKb: 25,
};
