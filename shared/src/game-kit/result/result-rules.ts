// The result contract: what counts as solved, flawless, a best and a daily done, for every family of game.
// Pure; the sessions (puzzle/usePuzzleSession, score/, opponent games) and their records follow it, and the
// kit README states it as a table. A game never decides these words itself.

/** 'Solved!' only for a solve: a game that ends without one (Brainvita stuck with pegs left) is a loss. */
export interface PuzzleFinish {
  status: 'won' | 'lost';
  timeMs: number;
  /** Hints taken: each one places or takes back a cell for the player (a reveal). */
  hints: number;
  mistakes: number;
  daily: boolean;
  /** The best time of this puzzle's best-time key before this solve. */
  priorBestMs?: number;
}

export interface PuzzleOutcome {
  solved: boolean;
  /** Solved with no hint and no mistake. */
  flawless: boolean;
  /** Only a solve without hints sets a best time (a hint is a reveal: NYT's rule that a reveal breaks the record). */
  countsForBest: boolean;
  newBest: boolean;
  /** The best after this finish (unchanged unless newBest). */
  bestMs?: number;
  /** A daily is done when it is solved, hints or not; the result says "with N hints". */
  dailyDone: boolean;
  /** "with 2 hints" when help was taken, for the title, the share text and the announcement; null without. */
  helped: string | null;
}

export const hintWords = (hints: number): string | null => (hints > 0 ? `with ${hints} hint${hints === 1 ? '' : 's'}` : null);

/** Only a solve without hints sets a best time. */
export const setsBestTime = (finish: { hints: number }): boolean => finish.hints === 0;

export function puzzleOutcome(finish: PuzzleFinish): PuzzleOutcome {
  const solved = finish.status === 'won';
  const countsForBest = solved && setsBestTime(finish);
  const newBest = countsForBest && (finish.priorBestMs === undefined || finish.timeMs < finish.priorBestMs);
  return {
    solved,
    flawless: solved && finish.hints === 0 && finish.mistakes === 0,
    countsForBest,
    newBest,
    bestMs: newBest ? finish.timeMs : finish.priorBestMs,
    dailyDone: solved && finish.daily,
    helped: solved ? hintWords(finish.hints) : null,
  };
}

/** A score round: higher is better; a round that scored nothing sets no best. */
export function isNewBestScore(score: number, previousBest: number | undefined): boolean {
  return score > 0 && (previousBest === undefined || score > previousBest);
}

/** What the Best cell shows: the figure beaten and the new one ("0:45 → 0:38"), or the standing best. */
export interface BestShown {
  /** The best that was beaten; absent on a first best. */
  previous?: string;
  current: string;
  newBest: boolean;
  /** The same in words, for screen readers: "0:38, a new best (was 0:45)". */
  spoken: string;
}

export function bestShown<T>(format: (value: T) => string, { previous, current, newBest }: { previous?: T; current?: T; newBest: boolean }): BestShown {
  if (current === undefined) return { current: '–', newBest: false, spoken: 'none yet' };
  const now = format(current);
  if (!newBest) return { current: now, newBest: false, spoken: now };
  const was = previous === undefined ? undefined : format(previous);
  return { previous: was, current: now, newBest: true, spoken: `${now}, a new best${was ? ` (was ${was})` : ''}` };
}
