import type { GameDescriptor } from '@games/shared/contracts';

/** What the portal's e2e drills and benches need to know about this game (see GameDescriptor). */
export const descriptor: GameDescriptor = {
  slug: 'sudoku',
  ready: { testId: 'sudoku-board' },
  // What a first visit reads: the kit's puzzle session keeps the mode and level, the records and one game per
  // slot (the daily here; sudoku:game-<level> once that level is chosen); the game keeps its options; the
  // frame remembers that the help was seen.
  storageKeys: ['sudoku:mode', 'sudoku:records', 'sudoku:game-daily', 'sudoku:settings', 'sudoku:how-to-play-seen'],
  // The dealer and the hint engine load beside the first pack, outside the first chunk.
  firstLoadBudgetKb: 25,
};
