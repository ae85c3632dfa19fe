// A short history chart of recent scores as plain geometry (the SVG view draws it) and its words (the
// text alternative). Pure. The scores come from the score path's `recent` (score/score-records.ts).
import type { RecentScore } from '../score/score-records';

export interface HistoryPoint {
  x: number;
  y: number;
  score: number;
}

export interface HistoryChartGeometry {
  points: HistoryPoint[];
  /** The highest score drawn (the chart's top), at least 1. */
  top: number;
}

/** The last `limit` scores, oldest first, placed in a `width` × `height` box (y grows downwards, 0 at the bottom edge). */
export function historyChart(recent: readonly RecentScore[], { width, height, limit = 10, padding = 4 }: { width: number; height: number; limit?: number; padding?: number }): HistoryChartGeometry {
  const shown = recent.slice(-limit);
  const top = Math.max(1, ...shown.map((entry) => entry.score));
  const innerWidth = width - 2 * padding;
  const innerHeight = height - 2 * padding;
  const step = shown.length > 1 ? innerWidth / (shown.length - 1) : 0;
  const points = shown.map((entry, index) => ({
    x: padding + (shown.length > 1 ? index * step : innerWidth / 2),
    y: padding + innerHeight - (entry.score / top) * innerHeight,
    score: entry.score,
  }));
  return { points, top };
}

/** "Last 5 scores, oldest first: 12, 15, 9, 20, 18. Best 20." — what the chart shows, in words. */
export function describeHistory(recent: readonly RecentScore[], limit = 10, format: (score: number) => string = String): string {
  const shown = recent.slice(-limit);
  if (shown.length === 0) return 'No scores yet.';
  const best = Math.max(...shown.map((entry) => entry.score));
  const list = shown.map((entry) => format(entry.score)).join(', ');
  return shown.length === 1 ? `One score so far: ${list}.` : `Last ${shown.length} scores, oldest first: ${list}. Best ${format(best)}.`;
}
