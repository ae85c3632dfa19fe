// The kit's one records format: a versioned document per game (`<gameKey>:records` v2) keyed by board and
// metric, with the daily's streak; the views the puzzle, score, archive and opponent games use; migrations
// from the older formats.
export {
  boardOf,
  emptyBoard,
  emptyDocument,
  RECENT_SCORES_LIMIT,
  RECORDS_DOCUMENT_VERSION,
  TOTALS_KEY,
  withBoard,
  type BoardRecord,
  type DailyEntry,
  type DailyRecord,
  type RecentScore,
  type RecordsDocument,
} from './document';
export { isBoardRecord, isDailyEntry, isDailyRecord, isRecordsDocument } from './guards';
export { beats, countOf, countOn, METRIC_POLICY, policyOf, recordMetric, type MetricPolicy } from './metrics';
export { liveStreakOf, withDayFinished, type DayFinish, type StreakState } from './streaks';
export { KIT_LEGACY_FORMATS, migrateRecords, PUZZLE_RECORDS_V1, SCORE_RECORDS_V1, type LegacyFormat } from './migrations';
export { createRecordsView, readRecords, recordsKey, writeRecords, type ReadRecords, type RecordsViewOptions } from './store';
export { emptyPuzzleRecords, isPuzzleRecordsV1, puzzleRecordsOf, withPuzzleRecordsIn } from './puzzle-view';
export { hasScoreRecords, isScoreRecordsV1, scoreRecordsOf, withScoreRecordsIn } from './score-view';
export { archiveStatsFormat, archiveStatsOf, isArchiveStats, withArchiveStatsIn, type ArchiveStats, type PuzzleFinish } from './archive-stats';
export { talliesOf, tallyFormat, withTalliesIn } from './tally-view';
export { bestFormat, bestOf, bestsFormat, bestsOf, withBestIn, withBestsIn } from './best-view';
export { solvedIdsFormat, solvedIdsOf, withSolvedIdsIn } from './solved-view';
export { useStoreState, type StoreSource, type StoreStateUpdate } from './useStoreState';
