// The result's figures: accuracy, and the switch cost — how much slower (median reaction time of right
// answers) switch trials are than repeat trials, and how much less accurate. Pure.
import { median } from '@games/shared/game-kit/timed/reaction';
import type { TrialKind } from './trials';

export interface AnsweredTrial {
  kind: TrialKind;
  correct: boolean;
  /** Reaction time from the frame the trial showed; null when the time ran out. */
  reactionMs: number | null;
}

export interface SwitchCost {
  /** Median RT of right answers on switch trials minus that on repeat trials; null without both. */
  costMs: number | null;
  switchMedianMs: number | null;
  repeatMedianMs: number | null;
  /** Accuracy on repeat trials minus that on switch trials, in percentage points; null without both. */
  accuracyCostPoints: number | null;
}

const rightTimes = (trials: readonly AnsweredTrial[], kind: TrialKind) =>
  trials.filter((t) => t.kind === kind && t.correct && t.reactionMs !== null).map((t) => t.reactionMs as number);

const percentRight = (trials: readonly AnsweredTrial[]) => (trials.length === 0 ? null : (100 * trials.filter((t) => t.correct).length) / trials.length);

export function switchCost(trials: readonly AnsweredTrial[]): SwitchCost {
  const switchTimes = rightTimes(trials, 'switch');
  const repeatTimes = rightTimes(trials, 'repeat');
  const switchMedianMs = switchTimes.length ? Math.round(median(switchTimes)) : null;
  const repeatMedianMs = repeatTimes.length ? Math.round(median(repeatTimes)) : null;
  const switchAccuracy = percentRight(trials.filter((t) => t.kind === 'switch'));
  const repeatAccuracy = percentRight(trials.filter((t) => t.kind === 'repeat'));
  return {
    costMs: switchMedianMs !== null && repeatMedianMs !== null ? switchMedianMs - repeatMedianMs : null,
    switchMedianMs,
    repeatMedianMs,
    accuracyCostPoints: switchAccuracy !== null && repeatAccuracy !== null ? Math.round(repeatAccuracy - switchAccuracy) : null,
  };
}

/** Right answers as a whole percentage of all answered (and missed) trials; 0 without trials. */
export const accuracyPercent = (trials: readonly AnsweredTrial[]) => Math.round(percentRight(trials) ?? 0);

/** "+120 ms", "−30 ms", "–" */
export const formatCost = (ms: number | null) => (ms === null ? '–' : `${ms > 0 ? '+' : ms < 0 ? '−' : ''}${Math.abs(ms)} ms`);
