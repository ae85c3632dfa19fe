// Timed rounds: a countdown that pauses when the tab is hidden, reaction times from the frame a stimulus
// showed, stats, and a recent-scores chart on top of the score path (score/) for bests and history.
export {
  createCountdown,
  elapsedAt,
  formatCountdown,
  isSavedCountdown,
  pauseCountdown,
  remainingAt,
  resumeCountdown,
  saveCountdown,
  secondsLeft,
  settleCountdown,
  startCountdown,
  stopCountdown,
  type Countdown,
  type CountdownStatus,
  type SavedCountdown,
} from './countdown';
export {
  accuracy,
  accuracyPercent,
  holdReaction,
  idleReactionClock,
  mean,
  median,
  reactionStats,
  reactionTimeAt,
  releaseReaction,
  stimulusShown,
  type ReactionClock,
  type ReactionStats,
  type ReactionTrial,
} from './reaction';
export { describeHistory, historyChart, type HistoryChartGeometry, type HistoryPoint } from './history';
export { useStimulusClock, useTimedSession, type StimulusClock, type TimedPauseReason, type TimedSession, type TimedSessionOptions } from './useTimedSession';
export { ScoreHistoryChart, type ScoreHistoryChartProps } from './ScoreHistoryChart';
