// The round lifecycle of timed score games: the saved round, the countdown, finishing into score and daily
// records with the result; focus after the render that shows its target; the game's keys on the page.
export {
  clockToRestore,
  dailyStatus,
  describeFinishedRound,
  recordDailyRound,
  withClockReading,
  type ClockRuns,
  type DailyRound,
  type DailyStatus,
  type SavedRoundShape,
} from './round-save';
export { useRoundSession, type FinishedRound, type RoundSession, type RoundSessionOptions } from './useRoundSession';
export { useDailyRecords, type DailyRecords } from './useDailyRecords';
export { useFocusAfterRender } from './useFocusAfterRender';
export { useGameKeys, type GameKeysOptions } from './useGameKeys';
export { isOnPage, useKeysBringFocus } from './useKeysBringFocus';
