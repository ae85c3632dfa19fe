export { updateProgress, type ProgressTarget } from './update-progress';
export { withPuzzleRecords, withScoreRecords, bestTimeFigure } from './records-progress';
export { withPuzzlePlayed, withRoundPlayed, puzzlePath, type PlayedPuzzle } from './played-progress';
export { readGamesProgress } from './read-progress';
