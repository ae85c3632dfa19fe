// The score path: records (best score and figures, rounds played, recent scores), the hook that keeps them,
// and the round's result (score, best, "New best!", share, Play again) for score games.
export {
  DEFAULT_SCORE_KEY,
  emptyScoreRecords,
  isScoreRecord,
  isScoreRecords,
  isScoreValue,
  liveBest,
  RECENT_SCORES_LIMIT,
  recordedOutcome,
  recordScore,
  scoreRecordOf,
  scoreRecordsFromBests,
  type RecentScore,
  type ScoreExtras,
  type ScoreOutcome,
  type ScoreRecord,
  type ScoreRecords,
} from './score-records';
export { createScoreRecordsStore, useScoreRecords, type ScoreRecordsApi, type ScoreRecordsOptions } from './useScoreRecords';
export { scoreResult, type ResultLine, type ScoreResultOptions } from './score-result';
export { describeScoreOutcome, formatScore, scoreShareText, type ScoreShareOptions } from './score-text';
export { gameOverResult, type GameOverOptions } from './game-over-result';
