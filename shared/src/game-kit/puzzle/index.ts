// Puzzle plumbing shared by the logic puzzles: the session (rules in, moves, undo, hints, win out), its hook
// and frame, the solver interface, daily seeds, records and the mode + level picker.
export { hasUniqueSolution, UNIQUENESS_LIMIT, type CountSolutions, type SolutionCount } from './solver';
export { dateKey, dailyPuzzleSeed, previousDateKey } from './daily';
export {
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
export { ModeLevelPicker, type DifficultyOption, type ModeLevelPickerProps } from './ModeLevelPicker';
export * from './session';
export { usePuzzleSession, type DealRequest, type PuzzleController, type PuzzleGameConfig, type PuzzleLevel, type PuzzleTool } from './usePuzzleSession';
export { storageKeys } from './slots';
export { bestScore, bestTime, fewestMoves, type BestPolicy } from './best-policy';
export { PuzzleGameFrame, type PuzzleGameFrameProps } from './PuzzleGameFrame';
export { usePuzzleShortcuts, type PuzzleShortcuts } from './usePuzzleShortcuts';
