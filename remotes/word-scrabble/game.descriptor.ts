import type { GameDescriptor } from '@games/shared/contracts';

/** What the portal's e2e drills and benches need to know about this game (see GameDescriptor). */
export const descriptor: GameDescriptor = {
  slug: 'word-scrabble',
  // The board; Game.tsx gives it this test id.
  ready: { testId: 'word-scrabble-board' },
  // The game in progress, the best score per level (the kit's score records) and that the help was seen.
  storageKeys: ['word-scrabble:game', 'word-scrabble:scores', 'word-scrabble:how-to-play-seen'],
  // A game with an engine and a dictionary: the engine runs in a worker and the dictionary is a separate asset,
  // so neither is in the first chunk (about 24 KB gzip measured), but the issue sets the dictionary games' budget.
  firstLoadBudgetKb: 40,
};
