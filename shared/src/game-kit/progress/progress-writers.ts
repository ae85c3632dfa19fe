// Everything that writes or reads progress summaries, in one chunk loaded after a game's first paint (publish.ts):
// a game's first load carries none of it.
export { updateProgress } from './update-progress';
export { withPuzzleRecords, withScoreRecords, bestTimeFigure } from './records-progress';
export { withPuzzlePlayed, withRoundPlayed } from './played-progress';
export { readGamesProgress } from './read-progress';
export { findNextDaily, nextDailyAfter } from '../result/next-daily';
export { withBest, withDaily, withResume } from '../../contracts/progress';
