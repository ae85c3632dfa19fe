import type { GameDescriptor } from '@games/shared/contracts';

/** What the portal's e2e drills and benches need to know about this game (see GameDescriptor). */
export const descriptor: GameDescriptor = {
  slug: 'sudoku',
  ready: { testId: 'sudoku-board' },
  // The kit's puzzle session keeps the mode and level, the records and one game per slot (daily, then one per
  // level); the game keeps its options; the frame remembers that the help was seen.
  storageKeys: [
    'sudoku:mode',
    'sudoku:records',
    'sudoku:game-daily',
    'sudoku:game-easy',
    'sudoku:game-medium',
    'sudoku:game-hard',
    'sudoku:game-expert',
    'sudoku:settings',
    'sudoku:how-to-play-seen',
  ],
  // The dealer and the hint engine load beside the first pack, outside the first chunk.
  firstLoadBudgetKb: 25,
};
