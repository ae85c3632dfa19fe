import type { PuzzleRules } from '@games/shared/game-kit/puzzle/session';
import { completion } from './euler';
import { isFigure, type Figure, type Stroke } from './figure';
import { isDrawn, isValidStroke } from './trace';

/** The longest start of the stroke that can still be finished (at least its first dot). */
function longestGoodPrefix(figure: Figure, stroke: Stroke): Stroke {
  for (let length = stroke.length - 1; length >= 1; length--) {
    const prefix = stroke.slice(0, length);
    if (completion(figure, prefix)) return prefix;
  }
  return [];
}

/**
 * The hint: first the dot to start from, then the next line to trace. A stroke that can no longer finish is
 * taken back to the last dot from which it can.
 */
export function strokeHint(figure: Figure, stroke: Stroke): { board: Stroke; reason: string; cells: number[] } | null {
  if (stroke.length === 0) {
    const start = figure.solution[0];
    return { board: [start], reason: 'Start the stroke at the highlighted dot.', cells: [start] };
  }
  const way = completion(figure, stroke);
  if (way) {
    if (way.length === stroke.length) return null;
    const [from, to] = [stroke[stroke.length - 1], way[stroke.length]];
    return { board: way.slice(0, stroke.length + 1), reason: 'Trace the highlighted line next.', cells: [from, to] };
  }
  const back = longestGoodPrefix(figure, stroke);
  if (back.length === 0) {
    const start = figure.solution[0];
    return { board: [start], reason: 'This stroke cannot finish from where it began. Start again at the highlighted dot.', cells: [start] };
  }
  return { board: back, reason: 'The stroke cannot finish from there: it goes back to the highlighted dot.', cells: [back[back.length - 1]] };
}

const isStroke = (value: unknown): value is Stroke => Array.isArray(value) && value.length <= 200 && value.every((dot) => Number.isInteger(dot) && dot >= 0);

/** The rules for the kit's puzzle session: the board is the stroke; a move is the stroke the path input made. */
export const oneLineRules: PuzzleRules<Figure, Stroke, Stroke> = {
  initialBoard: () => [],
  applyMove: (figure, stroke, next) => (isValidStroke(figure, next) ? next : stroke),
  isSolved: (figure, stroke) => isDrawn(figure, stroke),
  hint: (figure, stroke) => strokeHint(figure, stroke),
  isPuzzle: isFigure,
  isBoard: isStroke,
  boardFits: (figure, stroke) => isValidStroke(figure, stroke),
};
