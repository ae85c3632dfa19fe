// Puzzle plumbing shared by the logic puzzles: solver interface, daily seeds, records and the toolbar.
export { hasUniqueSolution, UNIQUENESS_LIMIT, type CountSolutions, type SolutionCount } from './solver';
export { dateKey, dailyPuzzleSeed, previousDateKey } from './daily';
export {
  createRecordsStore,
  emptyRecords,
  isPuzzleRecords,
  liveStreak,
  recordStart,
  recordWin,
  RECORDS_VERSION,
  type DailyDone,
  type PuzzleRecords,
  type PuzzleWin,
} from './records';
export { PuzzleToolbar, type DifficultyOption, type PuzzleMode, type PuzzleToolbarProps } from './PuzzleToolbar';
export { usePuzzleShortcuts, type PuzzleShortcuts } from './usePuzzleShortcuts';
