// Puzzle plumbing shared by the logic puzzles: the session (rules in, moves, undo, hints, win out), its hook
// and frame, the solver interface, daily seeds, records and the toolbar pieces.
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
export { ModeLevelPicker, PuzzleToolbar, type DifficultyOption, type ModeLevelPickerProps, type PuzzleToolbarProps } from './PuzzleToolbar';
export * from './session';
export { usePuzzleSession, type DealRequest, type PuzzleController, type PuzzleGameConfig, type PuzzleLevel, type PuzzleTool } from './usePuzzleSession';
export { PuzzleGameFrame, type PuzzleGameFrameProps } from './PuzzleGameFrame';
export { usePuzzleShortcuts, type PuzzleShortcuts } from './usePuzzleShortcuts';
