// Reaction times as plain data: when a stimulus was shown, how long the round was held (paused) since,
// and the time of the answer. Pure: the caller passes every clock reading (performance.now() in the hook,
// taken in the animation frame that painted the stimulus; any number in tests).

export interface ReactionClock {
  /** The clock reading of the frame that showed the stimulus; null before any stimulus. */
  shownAt: number | null;
  /** Time the round was held since the stimulus showed (a hidden tab, a pause), left out of the reaction. */
  heldMs: number;
  /** When the current hold began; null when not held. */
  heldSince: number | null;
}

export const idleReactionClock = (): ReactionClock => ({ shownAt: null, heldMs: 0, heldSince: null });

/** A new stimulus showed at `at`: its reaction time counts from there. */
export const stimulusShown = (clock: ReactionClock, at: number): ReactionClock => ({
  shownAt: at,
  heldMs: 0,
  heldSince: clock.heldSince === null ? null : at,
});

/** The round is held (paused) from `at`. */
export const holdReaction = (clock: ReactionClock, at: number): ReactionClock => (clock.heldSince === null ? { ...clock, heldSince: at } : clock);

/** The round goes on at `at`; the hold is left out of the reaction time. */
export function releaseReaction(clock: ReactionClock, at: number): ReactionClock {
  if (clock.heldSince === null) return clock;
  return { ...clock, heldMs: clock.heldMs + Math.max(0, at - clock.heldSince), heldSince: null };
}

/** The reaction time of an answer at `at`: from the stimulus's frame, holds left out; null without a stimulus. */
export function reactionTimeAt(clock: ReactionClock, at: number): number | null {
  if (clock.shownAt === null) return null;
  const holding = clock.heldSince === null ? 0 : Math.max(0, at - clock.heldSince);
  return Math.max(0, Math.round(at - clock.shownAt - clock.heldMs - holding));
}

/** One answered stimulus. */
export interface ReactionTrial {
  reactionMs: number;
  correct: boolean;
}

export interface ReactionStats {
  count: number;
  /** Rounded to whole milliseconds; 0 without values. */
  meanMs: number;
  medianMs: number;
  fastestMs: number;
}

export function mean(values: readonly number[]): number {
  if (values.length === 0) return 0;
  return values.reduce((sum, value) => sum + value, 0) / values.length;
}

export function median(values: readonly number[]): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** Count, mean, median and fastest of some reaction times. */
export function reactionStats(times: readonly number[]): ReactionStats {
  const valid = times.filter((time) => Number.isFinite(time) && time >= 0);
  return {
    count: valid.length,
    meanMs: Math.round(mean(valid)),
    medianMs: Math.round(median(valid)),
    fastestMs: valid.length === 0 ? 0 : Math.round(Math.min(...valid)),
  };
}

/** Share of correct answers, 0–1 (0 without trials). */
export const accuracy = (trials: readonly { correct: boolean }[]): number => (trials.length === 0 ? 0 : trials.filter((trial) => trial.correct).length / trials.length);

/** Accuracy as a whole percentage: 0.956 → 96. */
export const accuracyPercent = (trials: readonly { correct: boolean }[]): number => Math.round(accuracy(trials) * 100);
