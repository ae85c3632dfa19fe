// The result contract (result-rules.ts), its Best cell and the share text's heading.
export { bestShown, hintWords, isNewBestScore, puzzleOutcome, setsBestTime, type BestShown, type PuzzleFinish, type PuzzleOutcome } from './result-rules';
export { BestFigure } from './BestFigure';
export { DAILY_EPOCH, dailyNumber, shareHeading, siteAndGame } from './share-heading';
export { findNextDaily, nextDailyAfter } from './next-daily';
export { dailyAction, openPortalPage, type AfterDaily, type FoundDaily, type NextDaily } from './next-daily-action';
export { useNextDaily } from './useNextDaily';
