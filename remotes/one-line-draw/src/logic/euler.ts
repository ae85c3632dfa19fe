import { tracesNeeded, type Figure } from './figure';
import { canStep, tracedCounts } from './trace';

/** Each dot's degree, a double line counting twice, arrows as lines. */
export function degrees(figure: Figure): number[] {
  const degree = figure.dots.map(() => 0);
  for (const { a, b, count } of figure.lines) {
    degree[a] += count;
    degree[b] += count;
  }
  return degree;
}

/** The dots with an odd degree. */
export const oddDots = (figure: Figure): number[] => degrees(figure).flatMap((d, i) => (d % 2 === 1 ? [i] : []));

/** Every dot with a line is reachable from every other (ignoring arrows). */
export function isConnected(figure: Figure): boolean {
  const used = degrees(figure).flatMap((d, i) => (d > 0 ? [i] : []));
  if (used.length === 0) return false;
  const seen = new Set([used[0]]);
  const queue = [used[0]];
  while (queue.length) {
    const dot = queue.pop()!;
    for (const { a, b } of figure.lines) {
      const other = a === dot ? b : b === dot ? a : -1;
      if (other >= 0 && !seen.has(other)) {
        seen.add(other);
        queue.push(other);
      }
    }
  }
  return used.every((dot) => seen.has(dot));
}

/**
 * The undirected conditions for one stroke: connected, with 0 or 2 dots of odd degree; with 2, the stroke starts
 * on one of them. (With arrows these are necessary, not enough: the solver settles it.)
 */
export function meetsDegreeConditions(figure: Figure, start: number): boolean {
  const odd = oddDots(figure);
  return isConnected(figure) && (odd.length === 0 || (odd.length === 2 && odd.includes(start)));
}

/**
 * The directed conditions, for a figure whose lines are all one-way: each dot's out-degree equals its in-degree,
 * except the start (one more out) and the end (one more in).
 */
export function meetsDirectedConditions(figure: Figure, start: number): boolean {
  const balance = figure.dots.map(() => 0);
  for (const { a, b, count } of figure.lines) {
    balance[a] += count;
    balance[b] -= count;
  }
  const off = balance.flatMap((value, dot) => (value !== 0 ? [[dot, value]] : []));
  if (off.length === 0) return isConnected(figure);
  return isConnected(figure) && off.length === 2 && off.some(([dot, value]) => dot === start && value === 1) && off.some(([, value]) => value === -1);
}

/** Whether the untraced lines (ignoring arrows) all hang together with the stroke's end: else it can never finish. */
function restReachable(figure: Figure, counts: readonly number[], from: number): boolean {
  const left = figure.lines.filter((line, i) => counts[i] < line.count);
  if (left.length === 0) return true;
  const seen = new Set([from]);
  const queue = [from];
  while (queue.length) {
    const dot = queue.pop()!;
    for (const { a, b } of left) {
      const other = a === dot ? b : b === dot ? a : -1;
      if (other >= 0 && !seen.has(other)) {
        seen.add(other);
        queue.push(other);
      }
    }
  }
  return left.every(({ a }) => seen.has(a));
}

/**
 * Counts the ways (up to `cap`) to finish drawing from `stroke` (a single dot to count strokes from there), by
 * depth-first search over the lines left, never going straight back to the dot just left. `visitLimit` bounds
 * the work; the count is then a lower bound.
 */
export function countCompletions(figure: Figure, stroke: readonly number[], cap: number, visitLimit = 200_000): { count: number; first: number[] | null } {
  const need = tracesNeeded(figure);
  const path = stroke.slice();
  const counts = tracedCounts(figure, path);
  const neighbours = figure.dots.map(() => new Set<number>());
  for (const { a, b } of figure.lines) {
    neighbours[a].add(b);
    neighbours[b].add(a);
  }
  let count = 0;
  let first: number[] | null = null;
  let visits = 0;
  const walk = (): void => {
    if (count >= cap || visits++ > visitLimit) return;
    if (path.length - 1 === need) {
      count++;
      if (!first) first = path.slice();
      return;
    }
    const at = path[path.length - 1];
    if (!restReachable(figure, counts, at)) return;
    for (const next of neighbours[at]) {
      if (!canStep(figure, path, next, counts)) continue;
      // The line this step traces, as canStep picks it.
      const line = figure.lines.findIndex((l, i) => counts[i] < l.count && ((l.a === at && l.b === next) || (!l.oneWay && l.b === at && l.a === next)));
      counts[line]++;
      path.push(next);
      walk();
      path.pop();
      counts[line]--;
      if (count >= cap) return;
    }
  };
  if (path.length > 0) walk();
  return { count, first };
}

/** A way to finish the figure from the stroke, or null when the stroke has gone wrong. */
export const completion = (figure: Figure, stroke: readonly number[]): number[] | null => countCompletions(figure, stroke, 1).first;

/** The dots a whole stroke can start from: the odd ones when there are two, else any. */
export function possibleStarts(figure: Figure): number[] {
  const odd = oddDots(figure);
  return odd.length === 2 ? odd : figure.dots.map((_, dot) => dot);
}

/** Strokes drawing the whole figure, over every possible start dot, up to `cap` (a bounded search per start). */
export function countStrokes(figure: Figure, cap: number, visitLimit = 4_000): number {
  let total = 0;
  for (const dot of possibleStarts(figure)) {
    if (total >= cap) break;
    total += countCompletions(figure, [dot], cap - total, visitLimit).count;
  }
  return total;
}
