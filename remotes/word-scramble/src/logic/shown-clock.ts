/** What a timed round's clock shows (ms): the word's time left while one is in play, the full word's time before
 * the first, never below zero after; an untimed round shows none (0). */
export function shownClockMs({ timed, inPlay, clockReady, remainingMs, wordMs }: { timed: boolean; inPlay: boolean; clockReady: boolean; remainingMs: number; wordMs: number }): number {
  if (!timed) return 0;
  if (inPlay) return remainingMs;
  return clockReady ? wordMs : Math.max(0, remainingMs);
}
