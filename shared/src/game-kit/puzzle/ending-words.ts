// What a puzzle's end says to screen readers: the solve with its time, hints and best, or the loss. Pure; the
// outcome (outcome.ts) makes these words in the records' chunk, after the first paint, never in a first load.
import { formatDuration } from '../formatDuration';
import type { PuzzleOutcome } from '../result/result-rules';

/** "Solved with 2 hints", or "Solved": the result's title and the start of what is said. */
export const solvedWords = (outcome: Pick<PuzzleOutcome, 'helped'>): string => `Solved${outcome.helped ? ` ${outcome.helped}` : ''}`;

/** Said when a puzzle is solved: "Solved in 1:05, flawless, a new best time." */
export function solvedAnnouncement(outcome: Pick<PuzzleOutcome, 'helped' | 'flawless' | 'newBest'>, timeMs: number, newBestWords = 'a new best time'): string {
  return `${solvedWords(outcome)} in ${formatDuration(timeMs)}${outcome.flawless ? ', flawless' : ''}${outcome.newBest ? `, ${newBestWords}` : ''}.`;
}

/** Said when a puzzle is lost: the game's reason, else the mistakes that ended it. */
export function lostAnnouncement(reason: string | null, mistakes: number): string {
  return reason ?? `Game over after ${mistakes} mistakes.`;
}
