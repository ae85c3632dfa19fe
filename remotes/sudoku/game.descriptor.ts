import type { GameDescriptor } from '@games/shared/contracts';

/** What the portal's e2e drills and benches need to know about this game (see GameDescriptor). */
export const descriptor: GameDescriptor = {
  slug: 'sudoku',
  ready: { testId: 'sudoku-board' },
  storageKeys: ['sudoku:preferences', 'sudoku:game:daily', 'sudoku:records', 'sudoku:how-to-play-seen'],
  firstLoadBudgetKb: 40,
};
