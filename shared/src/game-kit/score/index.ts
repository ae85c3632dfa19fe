// The score path: records (best score and figures, rounds played, recent scores), the hook that keeps them in the
// game's records document, and the round's result (score, best, "New best!", share, Play again) for score games.
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
export { useScoreRecords, type OlderScores, type ScoreRecordsApi, type ScoreRecordsOptions } from './useScoreRecords';
// The records' store (score-store.ts) is not exported here: it loads after the first paint, in its own chunk.
export { scoreResult, type ResultLine, type ScoreResultOptions } from './score-result';
export { describeScoreOutcome, formatScore, scoreShareText, type ScoreShareOptions } from './score-text';
export { gameOverResult, type GameOverOptions } from './game-over-result';
