// How a finished game counts in a board's record: each metric has a policy (lower or higher is better), and
// tallies only count up. Pure.
import type { BoardRecord } from './document';

export type MetricPolicy = 'lower' | 'higher';

/**
 * The metrics with a fixed meaning. Any other name is a game's own "higher is better" figure (best tile,
 * combo, words found).
 */
export const METRIC_POLICY: Readonly<Record<string, MetricPolicy>> = {
  /** Milliseconds to solve. */
  time: 'lower',
  /** Moves to solve. */
  moves: 'lower',
  /** Mistakes made in a puzzle's first finish. */
  mistakes: 'lower',
  score: 'higher',
  /** Stars earned on a level (1–3: moves against par, hints). */
  stars: 'higher',
  /** The highest computer level beaten (chess). */
  level: 'higher',
};

export const policyOf = (metric: string): MetricPolicy => METRIC_POLICY[metric] ?? 'higher';

/** Whether `value` beats the standing best of `metric` (anything beats no best). */
export function beats(metric: string, value: number, previous: number | undefined): boolean {
  if (previous === undefined) return true;
  return policyOf(metric) === 'lower' ? value < previous : value > previous;
}

/** The board with `value` as the best of `metric` when it beats the standing one; `improved` says whether it did. */
export function recordMetric(board: BoardRecord, metric: string, value: number): { board: BoardRecord; improved: boolean } {
  if (!beats(metric, value, board.best[metric])) return { board, improved: false };
  return { board: { ...board, best: { ...board.best, [metric]: value } }, improved: true };
}

/** The board with `counter` counted `by` more (a round played, a win, a draw). */
export function countOn(board: BoardRecord, counter: string, by = 1): BoardRecord {
  return { ...board, counts: { ...board.counts, [counter]: (board.counts[counter] ?? 0) + by } };
}

export const countOf = (board: BoardRecord, counter: string): number => board.counts[counter] ?? 0;
