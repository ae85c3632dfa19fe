// The score path: records (best score and figures, rounds played, recent scores), the hook that keeps them,
// and the round's result (score, best, "New best!", share, Play again) for score games.
export {
  DEFAULT_SCORE_KEY,
  emptyScoreRecord,
  emptyScoreRecords,
  isScoreRecord,
  isScoreRecords,
  isScoreValue,
  liveBest,
  RECENT_SCORES_LIMIT,
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
export { describeScoreOutcome, formatScore, scoreResult, scoreShareText, type ResultLine, type ScoreResultOptions, type ScoreShareOptions } from './score-result';
export { ScoreResultPanel, type ScoreResultPanelProps } from './ScoreResultPanel';
