import type { PathRules } from '@games/shared/game-kit/path';
import { dotNeighbours, linesBetween, tracesNeeded, type Figure, type Stroke } from './figure';

/** How many times the stroke traced each line. */
export function tracedCounts(figure: Figure, stroke: readonly number[]): number[] {
  const counts = figure.lines.map(() => 0);
  for (let i = 1; i < stroke.length; i++) {
    const line = pickLine(figure, counts, stroke[i - 1], stroke[i]);
    if (line >= 0) counts[line]++;
  }
  return counts;
}

/** The line a step from → to traces next: one between them with traces left, going the allowed way; -1 if none. */
function pickLine(figure: Figure, counts: readonly number[], from: number, to: number): number {
  for (const i of linesBetween(figure, from, to)) {
    const line = figure.lines[i];
    if (counts[i] >= line.count) continue;
    if (line.oneWay && line.a !== from) continue;
    return i;
  }
  return -1;
}

/**
 * Whether the stroke may go on to `to`: a line joins them with a trace left, in the arrow's direction. Never
 * straight back to the dot it just left (that takes the last step back, as the path input does).
 */
export function canStep(figure: Figure, stroke: readonly number[], to: number, counts = tracedCounts(figure, stroke)): boolean {
  if (stroke.length === 0) return to >= 0 && to < figure.dots.length;
  if (stroke.length >= 2 && stroke[stroke.length - 2] === to) return false;
  return pickLine(figure, counts, stroke[stroke.length - 1], to) >= 0;
}

/** Why a step of the stroke onto `to` is refused: no line there, every line there traced, or only against its arrow. */
export type RefusedStep = 'no-line' | 'traced' | 'against-arrow';

/**
 * Why the stroke may not go on to `to` (what a player is told), or null when it may, or when `to` is where it
 * just came from (that step goes back, it is not refused).
 */
export function refusedStep(figure: Figure, stroke: readonly number[], to: number, counts = tracedCounts(figure, stroke)): RefusedStep | null {
  if (stroke.length === 0) return null;
  const from = stroke[stroke.length - 1];
  if (stroke.length >= 2 && stroke[stroke.length - 2] === to) return null;
  const lines = linesBetween(figure, from, to);
  if (lines.length === 0) return 'no-line';
  const untraced = lines.filter((i) => counts[i] < figure.lines[i].count);
  if (untraced.length === 0) return 'traced';
  return untraced.every((i) => figure.lines[i].oneWay && figure.lines[i].a !== from) ? 'against-arrow' : null;
}

/** Whether every step of the stroke traces a line with traces left. */
export function isValidStroke(figure: Figure, stroke: readonly unknown[]): stroke is Stroke {
  const walked: number[] = [];
  for (const dot of stroke) {
    if (typeof dot !== 'number' || !Number.isInteger(dot) || !canStep(figure, walked, dot)) return false;
    walked.push(dot);
  }
  return true;
}

/** Traces made so far (each step traces one line once). */
export const tracesMade = (stroke: readonly number[]): number => Math.max(0, stroke.length - 1);

/** The whole figure is drawn. */
export const isDrawn = (figure: Figure, stroke: readonly number[]): boolean => tracesMade(stroke) === tracesNeeded(figure) && isValidStroke(figure, stroke);

/** The path input's rules for this figure and stroke: a stroke starts on any dot and never starts again once begun. */
export function strokeRules(figure: Figure, stroke: readonly number[], neighbours = dotNeighbours(figure)): PathRules {
  return {
    neighbours: (dot) => neighbours[dot] ?? [],
    canStart: () => stroke.length === 0,
    canEnter: (path, dot) => canStep(figure, path, dot),
    revisit: 'revisit',
    position: (dot) => figure.dots[dot],
    maxGap: 1,
  };
}
